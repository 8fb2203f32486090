import {
  type Building,
  board,
  boardMesh,
  type GameState,
  PLAYER_COLORS,
  type Structure,
  spaceGeometry,
} from 'globetrotter';
import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';

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
  /** The spaces whose numbers are drawn on the planet (every space). */
  labelled(): number[];
  /** The spaces marked as a Drill Cannon's target, in the pieces last shown. */
  aimed(): number[];
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
/** The colour of the space numbers printed on the planet, and of a Drill Cannon's aim. */
const NUMBER_COLOR = '#1d3557';
const AIM_COLOR = '#ff2d55';
/**
 * A space's number sits this far south of the space's centre (as a fraction of the distance from
 * the centre to the nearest edge), below the pieces that stand on the centre.
 */
const NUMBER_SOUTH = 0.7;
/** The distance from a space's centre to its edges (the inradius), by kind, in circumradii. */
const INRADIUS = { hq: 0.3192, triangle: 0.1339 } as const;

const STRUCTURE_LETTER: Readonly<Record<Structure, string>> = {
  spacePort: 'P',
  factory: 'F',
  drillCannon: 'C',
  treasury: 'T',
};

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
};

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

/** Stands `object` on a space: its +z along the outward normal, its +y pointing north. */
function placeOn(object: THREE.Object3D, space: number, lift = 0): void {
  const g = spaceGeometry(space);
  const normal = new THREE.Vector3(...g.normal);
  const up = new THREE.Vector3(...g.up);
  const right = new THREE.Vector3().crossVectors(up, normal);
  object.quaternion.setFromRotationMatrix(new THREE.Matrix4().makeBasis(right, up, normal));
  object.position.set(...g.center).addScaledVector(normal, lift);
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

/** Where a space's number is printed: on the face, south of the centre, just above the plane. */
function numberPosition(space: number): THREE.Vector3 {
  const g = spaceGeometry(space);
  const south = NUMBER_SOUTH * INRADIUS[board.spaces[space]!.kind];
  // A hair above `labelPosition`, which is level with a Fortification's top: print over it.
  return new THREE.Vector3(...g.labelPosition)
    .addScaledVector(new THREE.Vector3(...g.normal), 0.002)
    .addScaledVector(new THREE.Vector3(...g.up), -south);
}

/**
 * Every space's number, printed flat on its face and upright (north up), as the log and the
 * notation name spaces (`r2 move 22`). A flat print reads like a board game's and needs no
 * depth tricks: the planet itself hides the numbers on its far side.
 */
function spaceNumbers(): THREE.Group {
  const group = new THREE.Group();
  for (const s of board.spaces) {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const g = canvas.getContext('2d')!;
    g.fillStyle = NUMBER_COLOR;
    g.font = 'bold 44px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(String(s.id), 48, 34);
    const texture = new THREE.CanvasTexture(canvas);
    texture.colorSpace = THREE.SRGBColorSpace;
    const size = s.kind === 'hq' ? 0.1 : 0.066;
    const label = new THREE.Mesh(
      new THREE.PlaneGeometry(size * 1.5, size),
      new THREE.MeshBasicMaterial({
        map: texture,
        transparent: true,
        depthWrite: false,
        opacity: s.playable ? 1 : 0.55,
      }),
    );
    placeOn(label, s.id);
    label.position.copy(numberPosition(s.id));
    label.userData.space = s.id;
    group.add(label);
  }
  return group;
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
    new THREE.MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 0.9 }),
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
  const numbers = spaceNumbers();
  planet.add(numbers, pieces);
  let aimed: number[] = [];

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
  renderer.setAnimationLoop(() => {
    controls.update();
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
      }
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
      return projectPoint(space, numberPosition(space));
    },

    labelled() {
      return numbers.children.map((label) => label.userData.space as number);
    },

    aimed() {
      return [...aimed];
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
