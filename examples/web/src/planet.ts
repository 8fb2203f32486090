import {
  type Building,
  board,
  boardMesh,
  edgeBetween,
  type GameState,
  PLAYER_COLORS,
  type Structure,
  spaceGeometry,
} from 'globetrotter';
import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';
import { INRADIUS, placeOn } from './geometry.js';
import { createSpaceNumbers } from './numbers.js';

// The planet as three.js draws it: one mesh built from `boardMesh()`, coloured per space through
// a vertex-colour attribute, with the pieces of a position as small meshes standing on their
// spaces. Everything geometric comes from the library; this file only draws.

/** Where a space appears on screen, in CSS pixels of the page (what a mouse click takes). */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
  /** True when the space faces the camera and its centre lies inside the canvas. */
  readonly visible: boolean;
}

/** 2024-12: a Rover's facing as drawn: the arrow on the Rover points across this edge. */
export interface FacingMarker {
  readonly rover: number;
  readonly space: number;
  /** The neighbour across the faced edge (`Rover.facing`, ruling R52). */
  readonly facing: number;
}

/** The 3D view of one planet. */
export interface PlanetView {
  /** Colours every space: `colorOf(space)` is any CSS colour. */
  paint(colorOf: (space: number) => string): void;
  /** Draws the pieces of `state` that stand on `planet`, replacing the previous ones. */
  showPieces(state: GameState, planet: number): void;
  /** The space under a point of the page, or `null` when the point misses the planet. */
  spaceAt(clientX: number, clientY: number): number | null;
  /** Where the centre of a space is on the page. */
  project(space: number): ScreenPoint;
  /** Where the centre of a space's number is on the page. */
  projectLabel(space: number): ScreenPoint;
  /**
   * The spaces whose numbers are drawn now: those seen squarely enough to read (numbers.ts); a
   * number near the limb fades out.
   */
  labelled(): number[];
  /** How squarely a space is seen now: 1 straight on, 0 edge-on, below 0 on the far side. */
  facing(space: number): number;
  /** Where the two ends of an edge (an id in `board.edges`) are on the page. */
  projectEdgeLine(edge: number): readonly [ScreenPoint, ScreenPoint];
  /** The spaces marked as a Drill Cannon's target, in the pieces last shown. */
  aimed(): number[];
  /** 2024-12: the edges (ids in `board.edges`) with a wall drawn on them, in the pieces last shown. */
  walls(): number[];
  /** 2024-12: the facing markers drawn, one per Rover on the planet, in the pieces last shown. */
  facings(): FacingMarker[];
  /** 2024-12: where the middle of an edge is on the page (a wall's foot). */
  projectEdge(edge: number): ScreenPoint;
  /** 2024-12: where a point of a Rover's facing arrow is on the page, near its tip. */
  projectArrow(rover: number): ScreenPoint;
  /** Turns the camera to look straight down at a space. */
  focus(space: number): void;
}

const BACKGROUND = '#0d1b2a';
const EDGE_COLOR = '#56616b';
/** The camera's distance from the centre of the planet, in circumradii. */
const CAMERA_DISTANCE = 3.8;
/** A piece's hit points float this far above its space. */
const LABEL_HEIGHT = 0.14;
/**
 * When a Rover stands on a Building, the two badges move this far apart, sideways along the face,
 * so that neither covers the other.
 */
const BADGE_SPREAD = 0.05;
/** The colour of a Drill Cannon's aim. */
const AIM_COLOR = '#ff2d55';

const STRUCTURE_LETTER: Readonly<Record<Structure, string>> = {
  spacePort: 'P',
  factory: 'F',
  drillCannon: 'C',
  treasury: 'T',
  medic: 'M',
};
/**
 * 2024-12: a Rover's facing arrow (ruling R52), flat on top of the Rover and reaching past it
 * towards the faced edge. Drawn unlit in a near-black no other piece uses, so it reads on every
 * player colour and on the pale faces.
 */
const FACING_COLOR = '#141414';
/** The arrow's height over its space: just above a Rover's top (0.07). */
const ARROW_LIFT = 0.074;
/** A wall (2024-12, ruling R56): its height and thickness; it runs along most of its edge. */
const WALL_HEIGHT = 0.05;
const WALL_THICKNESS = 0.03;

function playerColor(owner: number): string {
  return PLAYER_COLORS[owner % PLAYER_COLORS.length]!;
}

// Piece shapes, built once. Each has its axis along +z, the outward normal once placed.
const roverShape = new THREE.CylinderGeometry(0.04, 0.06, 0.07, 20).rotateX(Math.PI / 2);
roverShape.translate(0, 0, 0.035);
const fortificationShape = new THREE.CylinderGeometry(0.075, 0.075, 0.02, 6).rotateX(Math.PI / 2);
fortificationShape.translate(0, 0, 0.01);
const buildingShapes: Readonly<Record<Structure, THREE.BufferGeometry>> = {
  spacePort: new THREE.TorusGeometry(0.07, 0.022, 10, 24).translate(0, 0, 0.025),
  factory: new THREE.BoxGeometry(0.11, 0.11, 0.08).translate(0, 0, 0.04),
  drillCannon: new THREE.CylinderGeometry(0.025, 0.05, 0.14, 12)
    .rotateX(Math.PI / 2)
    .translate(0, 0, 0.07),
  treasury: new THREE.OctahedronGeometry(0.065).translate(0, 0, 0.07),
  // 2024-12: a Medic is a cross (ruling R60).
  medic: mergeGeometries([
    new THREE.BoxGeometry(0.13, 0.045, 0.06),
    new THREE.BoxGeometry(0.045, 0.13, 0.06),
  ]).translate(0, 0, 0.03),
};
/** A wall is this unit box, scaled to its edge, its height and thickness. */
const wallShape = new THREE.BoxGeometry(1, 1, 1);
const facingMaterial = new THREE.MeshBasicMaterial({ color: FACING_COLOR, side: THREE.DoubleSide });

const materials = new Map<string, THREE.MeshStandardMaterial>();
function materialOf(color: string): THREE.MeshStandardMaterial {
  let material = materials.get(color);
  if (!material) {
    material = new THREE.MeshStandardMaterial({ color, roughness: 0.55 });
    materials.set(color, material);
  }
  return material;
}

const labelMaterials = new Map<string, THREE.SpriteMaterial>();
/** A round badge with short text (hit points), in the owner's colour, always facing the camera. */
function labelMaterialOf(text: string, color: string): THREE.SpriteMaterial {
  const key = `${text}|${color}`;
  let material = labelMaterials.get(key);
  if (!material) {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const g = canvas.getContext('2d')!;
    g.fillStyle = color;
    g.strokeStyle = '#ffffff';
    g.lineWidth = 5;
    g.beginPath();
    g.arc(32, 32, 28, 0, 2 * Math.PI);
    g.fill();
    g.stroke();
    g.fillStyle = '#ffffff';
    g.font = `bold ${text.length > 1 ? 26 : 34}px sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(text, 32, 34);
    const texture = new THREE.CanvasTexture(canvas);
    texture.colorSpace = THREE.SRGBColorSpace;
    material = new THREE.SpriteMaterial({ map: texture });
    labelMaterials.set(key, material);
  }
  return material;
}

/** The unit vector along a face towards the east (right when north is up, seen from outside). */
function eastOf(space: number): THREE.Vector3 {
  const g = spaceGeometry(space);
  return new THREE.Vector3().crossVectors(
    new THREE.Vector3(...g.up),
    new THREE.Vector3(...g.normal),
  );
}

/** A badge over a space; `side` moves it east (+1) or west (−1) when two share the space. */
function badge(text: string, color: string, space: number, side = 0, height = LABEL_HEIGHT) {
  const sprite = new THREE.Sprite(labelMaterialOf(text, color));
  const g = spaceGeometry(space);
  sprite.position
    .set(...g.center)
    .addScaledVector(new THREE.Vector3(...g.normal), height)
    .addScaledVector(eastOf(space), side * BADGE_SPREAD);
  sprite.scale.setScalar(0.075);
  sprite.renderOrder = 1;
  return sprite;
}

/** A red reticle over the space a Drill Cannon aims at, always facing the camera. */
const aimMaterial = (() => {
  const canvas = document.createElement('canvas');
  canvas.width = 128;
  canvas.height = 128;
  const g = canvas.getContext('2d')!;
  g.strokeStyle = AIM_COLOR;
  g.lineWidth = 10;
  g.beginPath();
  g.arc(64, 64, 44, 0, 2 * Math.PI);
  g.stroke();
  // The ring round the space's number, the ticks outside it, so neither covers the number.
  for (const [x0, y0, x1, y1] of [
    [64, 2, 64, 20],
    [64, 108, 64, 126],
    [2, 64, 20, 64],
    [108, 64, 126, 64],
  ] as const) {
    g.beginPath();
    g.moveTo(x0, y0);
    g.lineTo(x1, y1);
    g.stroke();
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  return new THREE.SpriteMaterial({ map: texture, depthWrite: false });
})();
const aimLineMaterial = new THREE.LineDashedMaterial({
  color: AIM_COLOR,
  dashSize: 0.03,
  gapSize: 0.02,
});

/** The aim of a Drill Cannon: a reticle over the target and a dashed arc from the cannon to it. */
function aimMarker(cannon: number, target: number): THREE.Group {
  const group = new THREE.Group();
  const reticle = new THREE.Sprite(aimMaterial);
  const g = spaceGeometry(target);
  reticle.position.set(...g.center).addScaledVector(new THREE.Vector3(...g.normal), 0.06);
  // The ring (44 of the texture's 128 pixels) just inside the space's edges.
  reticle.scale.setScalar(((0.95 * INRADIUS[board.spaces[target]!.kind]) / 44) * 128);
  reticle.renderOrder = 2;
  const from = new THREE.Vector3(...spaceGeometry(cannon).center).normalize();
  const to = new THREE.Vector3(...g.center).normalize();
  const points: THREE.Vector3[] = [];
  for (let i = 0; i <= 48; i++) {
    // Along the great circle, lifted above the pieces in the middle of the arc.
    const t = i / 48;
    const p = from.clone().lerp(to, t).normalize();
    points.push(p.multiplyScalar(1.02 + 0.25 * Math.sin(Math.PI * t)));
  }
  const arc = new THREE.Line(new THREE.BufferGeometry().setFromPoints(points), aimLineMaterial);
  arc.computeLineDistances();
  group.add(reticle, arc);
  return group;
}

/** The two ends of an edge (ids in `board.edges`), on the unit sphere. */
function edgeEnds(edge: number): [THREE.Vector3, THREE.Vector3] {
  const [a, b] = board.edges[edge]!.vertices;
  return [new THREE.Vector3(...board.vertices[a]!), new THREE.Vector3(...board.vertices[b]!)];
}

/**
 * A wall on an edge (2024-12, ruling R56): a box standing on the edge between its two spaces,
 * along most of its length, upright on the sphere.
 */
function wallMesh(edge: number, owner: number): THREE.Mesh {
  const [a, b] = edgeEnds(edge);
  const along = b.clone().sub(a);
  const length = along.length();
  along.normalize();
  const out = a.clone().add(b).normalize();
  const side = new THREE.Vector3().crossVectors(out, along);
  const wall = new THREE.Mesh(wallShape, materialOf(playerColor(owner)));
  wall.quaternion.setFromRotationMatrix(new THREE.Matrix4().makeBasis(along, side, out));
  wall.scale.set(length * 0.9, WALL_THICKNESS, WALL_HEIGHT);
  wall.position
    .copy(a)
    .add(b)
    .multiplyScalar(0.5)
    .addScaledVector(out, WALL_HEIGHT / 2);
  return wall;
}

/** The middle of the edge between `space` and its neighbour `across`, in the planet's frame. */
function edgeMiddle(space: number, across: number): THREE.Vector3 {
  const [a, b] = edgeEnds(edgeBetween(space, across));
  return a.add(b).multiplyScalar(0.5);
}

/**
 * How far a Rover's arrow reaches from the centre of its space, and where along it the test
 * hook projects (`projectArrow`): beyond the Rover's body, short of the edge.
 */
function arrowReach(space: number, facing: number): number {
  const g = spaceGeometry(space);
  const toEdge = edgeMiddle(space, facing).distanceTo(new THREE.Vector3(...g.center));
  return Math.min(toEdge - 0.02, 0.17);
}

/** The direction along the face of `space` towards the edge it shares with `facing`. */
function towards(space: number, facing: number): THREE.Vector3 {
  const g = spaceGeometry(space);
  const normal = new THREE.Vector3(...g.normal);
  const d = edgeMiddle(space, facing).sub(new THREE.Vector3(...g.center));
  return d.addScaledVector(normal, -d.dot(normal)).normalize();
}

/**
 * A Rover's facing (2024-12, ruling R52): a flat arrow on top of the Rover, pointing at the
 * middle of the faced edge and reaching past the Rover's body.
 */
function facingArrow(space: number, facing: number): THREE.Mesh {
  const reach = arrowReach(space, facing);
  const shape = new THREE.Shape();
  shape.moveTo(reach, 0);
  shape.lineTo(-0.01, 0.036);
  shape.lineTo(0.01, 0);
  shape.lineTo(-0.01, -0.036);
  shape.closePath();
  const arrow = new THREE.Mesh(new THREE.ShapeGeometry(shape), facingMaterial);
  const g = spaceGeometry(space);
  const normal = new THREE.Vector3(...g.normal);
  const ahead = towards(space, facing);
  const left = new THREE.Vector3().crossVectors(normal, ahead);
  arrow.quaternion.setFromRotationMatrix(new THREE.Matrix4().makeBasis(ahead, left, normal));
  arrow.position.set(...g.center).addScaledVector(normal, ARROW_LIFT);
  arrow.renderOrder = 1;
  return arrow;
}

/** A point of a Rover's arrow near its tip, in the planet's frame: what `projectArrow` shows. */
function arrowPoint(space: number, facing: number): THREE.Vector3 {
  const g = spaceGeometry(space);
  return new THREE.Vector3(...g.center)
    .addScaledVector(new THREE.Vector3(...g.normal), ARROW_LIFT)
    .addScaledVector(towards(space, facing), arrowReach(space, facing) * 0.7);
}

function buildingMesh(building: Building, sharedWithRover: boolean): THREE.Group {
  const group = new THREE.Group();
  const color = playerColor(building.owner);
  const mesh = new THREE.Mesh(buildingShapes[building.structure], materialOf(color));
  placeOn(mesh, building.space);
  group.add(
    mesh,
    badge(
      `${STRUCTURE_LETTER[building.structure]}${building.hp}`,
      color,
      building.space,
      sharedWithRover ? 1 : 0,
      // Above the Drill Cannon's muzzle and the Treasury's tip.
      LABEL_HEIGHT + 0.05,
    ),
  );
  return group;
}

/** Creates the view in `container` (which it fills) and starts drawing. */
export function createPlanetView(container: HTMLElement): PlanetView {
  const mesh = boardMesh();
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(mesh.positions, 3));
  geometry.setAttribute('normal', new THREE.BufferAttribute(mesh.normals, 3));
  const colors = new Float32Array(mesh.vertexCount * 3);
  geometry.setAttribute('color', new THREE.BufferAttribute(colors, 3));

  const planet = new THREE.Mesh(
    geometry,
    new THREE.MeshStandardMaterial({
      vertexColors: true,
      flatShading: true,
      roughness: 0.9,
      // The edges lie exactly on the faces: pushed back a little, the faces no longer hide
      // every other stretch of them, which drew the HQ/triangle edges dashed.
      polygonOffset: true,
      polygonOffsetFactor: 1,
      polygonOffsetUnits: 1,
    }),
  );
  // The board's frame has +z north; three.js has +y up on screen (docs/guide-frontend.md).
  planet.rotation.x = -Math.PI / 2;
  // The fan triangles inside a pentagon are coplanar, so EdgesGeometry keeps the 150 real edges.
  planet.add(
    new THREE.LineSegments(
      new THREE.EdgesGeometry(geometry),
      new THREE.LineBasicMaterial({ color: EDGE_COLOR }),
    ),
  );
  const pieces = new THREE.Group();
  const numbers = createSpaceNumbers();
  planet.add(numbers.group, pieces);
  let aimed: number[] = [];
  let walls: number[] = [];
  let facings: FacingMarker[] = [];
  let lastFacings = new Map<number, FacingMarker>();

  const scene = new THREE.Scene();
  scene.background = new THREE.Color(BACKGROUND);
  scene.add(planet);
  const camera = new THREE.PerspectiveCamera(40, 1, 0.1, 100);
  camera.position.set(0, 1.2, CAMERA_DISTANCE);
  camera.position.setLength(CAMERA_DISTANCE);
  scene.add(camera);
  scene.add(new THREE.AmbientLight('#ffffff', 1.4));
  // A light that moves with the camera, so the side you look at is always lit.
  const light = new THREE.DirectionalLight('#ffffff', 1.8);
  light.position.set(1, 1.5, 2);
  camera.add(light);

  const renderer = new THREE.WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  container.append(renderer.domElement);
  const controls = new OrbitControls(camera, renderer.domElement);
  controls.enablePan = false;
  controls.minDistance = 1.6;
  controls.maxDistance = 6;

  function resize(): void {
    const { clientWidth: w, clientHeight: h } = container;
    if (w === 0 || h === 0) return;
    renderer.setSize(w, h);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
  }
  new ResizeObserver(resize).observe(container);
  resize();
  /** Moves and fades the space numbers for where the camera is now (numbers.ts). */
  function placeNumbers(): void {
    planet.updateMatrixWorld();
    camera.updateMatrixWorld();
    numbers.update(planet.worldToLocal(camera.position.clone()));
  }
  renderer.setAnimationLoop(() => {
    controls.update();
    placeNumbers();
    renderer.render(scene, camera);
  });

  const raycaster = new THREE.Raycaster();
  const color = new THREE.Color();

  /** Where a point of the planet's frame, on or over `space`, is on the page. */
  function projectPoint(space: number, local: THREE.Vector3): ScreenPoint {
    planet.updateMatrixWorld();
    camera.updateMatrixWorld();
    const center = planet.localToWorld(local.clone());
    const normal = new THREE.Vector3(...spaceGeometry(space).normal).transformDirection(
      planet.matrixWorld,
    );
    const toCamera = camera.position.clone().sub(center).normalize();
    const ndc = center.clone().project(camera);
    const rect = renderer.domElement.getBoundingClientRect();
    return {
      x: rect.left + ((ndc.x + 1) / 2) * rect.width,
      y: rect.top + ((1 - ndc.y) / 2) * rect.height,
      visible: normal.dot(toCamera) > 0.2 && Math.abs(ndc.x) < 1 && Math.abs(ndc.y) < 1,
    };
  }

  return {
    paint(colorOf) {
      for (let v = 0; v < mesh.vertexCount; v++) {
        color.set(colorOf(mesh.faceIds[v]!)).toArray(colors, v * 3);
      }
      geometry.getAttribute('color').needsUpdate = true;
    },

    showPieces(state, planetIndex) {
      pieces.clear();
      aimed = [];
      walls = [];
      facings = [];
      const roverSpaces = new Set<number>();
      for (const rover of state.rovers) {
        if (rover.location !== 'orbit' && rover.location.planet === planetIndex) {
          roverSpaces.add(rover.location.space);
        }
      }
      const buildingSpaces = new Set<number>();
      const fortifications = state.planets[planetIndex]?.fortifications ?? [];
      fortifications.forEach((owner, space) => {
        if (owner === null) return;
        const fort = new THREE.Mesh(fortificationShape, materialOf(playerColor(owner)));
        placeOn(fort, space);
        pieces.add(fort);
      });
      // 2024-12 (ruling R56): Fortifications stand on edges, as walls.
      state.planets[planetIndex]?.edgeFortifications?.forEach((owner, edge) => {
        if (owner === null) return;
        pieces.add(wallMesh(edge, owner));
        walls.push(edge);
      });
      for (const building of state.buildings) {
        if (building.planet !== planetIndex) continue;
        buildingSpaces.add(building.space);
        pieces.add(buildingMesh(building, roverSpaces.has(building.space)));
        if (building.structure === 'drillCannon' && building.aim !== null) {
          pieces.add(aimMarker(building.space, building.aim));
          aimed.push(building.aim);
        }
      }
      for (const rover of state.rovers) {
        if (rover.location === 'orbit' || rover.location.planet !== planetIndex) continue;
        const { space } = rover.location;
        const c = playerColor(rover.owner);
        const body = new THREE.Mesh(roverShape, materialOf(c));
        // A Rover may stand on its owner's Fortification: put it on top.
        placeOn(body, space, fortifications[space] === null ? 0 : 0.02);
        pieces.add(body, badge(String(rover.hp), c, space, buildingSpaces.has(space) ? -1 : 0));
        // 2024-12 (ruling R52): every Rover on a planet faces an edge of its space.
        if (rover.facing !== undefined) {
          pieces.add(facingArrow(space, rover.facing));
          facings.push({ rover: rover.id, space, facing: rover.facing });
        }
      }
      lastFacings = new Map(facings.map((f) => [f.rover, f]));
    },

    spaceAt(clientX, clientY) {
      const rect = renderer.domElement.getBoundingClientRect();
      const pointer = new THREE.Vector2(
        ((clientX - rect.left) / rect.width) * 2 - 1,
        -((clientY - rect.top) / rect.height) * 2 + 1,
      );
      raycaster.setFromCamera(pointer, camera);
      // Not recursive: pieces and edges never hide the space they stand on.
      const hit = raycaster.intersectObject(planet, false)[0];
      if (!hit || hit.faceIndex == null) return null;
      return mesh.triangleFaceIds[hit.faceIndex]!;
    },

    project(space) {
      return projectPoint(space, new THREE.Vector3(...spaceGeometry(space).center));
    },

    projectLabel(space) {
      placeNumbers();
      return projectPoint(space, numbers.position(space));
    },

    labelled() {
      placeNumbers();
      return numbers.shown();
    },

    facing(space) {
      placeNumbers();
      return numbers.facing(space);
    },

    projectEdgeLine(edge) {
      const [a, b] = edgeEnds(edge);
      const space = board.edges[edge]!.spaces[0];
      return [projectPoint(space, a), projectPoint(space, b)];
    },

    aimed() {
      return [...aimed];
    },

    walls() {
      return [...walls];
    },

    facings() {
      return [...facings];
    },

    projectEdge(edge) {
      const [a, b] = edgeEnds(edge);
      const middle = a.add(b).multiplyScalar(0.5);
      // A wall's top, seen from the side of its first space.
      const out = middle.clone().normalize();
      return projectPoint(board.edges[edge]!.spaces[0], middle.addScaledVector(out, WALL_HEIGHT));
    },

    projectArrow(rover) {
      const f = lastFacings.get(rover);
      if (!f) return { x: Number.NaN, y: Number.NaN, visible: false };
      return projectPoint(f.space, arrowPoint(f.space, f.facing));
    },

    focus(space) {
      planet.updateMatrixWorld();
      const normal = new THREE.Vector3(...spaceGeometry(space).normal).transformDirection(
        planet.matrixWorld,
      );
      // A little tilt towards the viewer keeps the camera off the orbit controls' poles.
      const direction = normal.add(new THREE.Vector3(0, 0, 0.35)).normalize();
      camera.position.copy(direction.multiplyScalar(camera.position.length()));
      camera.lookAt(controls.target);
      controls.update();
      camera.updateMatrixWorld();
    },
  };
}
