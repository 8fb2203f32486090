import {
  type Building,
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
  /** Turns the camera to look straight down at a space. */
  focus(space: number): void;
}

const BACKGROUND = '#0d1b2a';
const EDGE_COLOR = '#56616b';
/** The camera's distance from the centre of the planet, in circumradii. */
const CAMERA_DISTANCE = 3.8;
/** A piece's hit points float this far above its space. */
const LABEL_HEIGHT = 0.14;

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
const fortificationShape = new THREE.CylinderGeometry(0.085, 0.085, 0.02, 6).rotateX(Math.PI / 2);
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

function badge(text: string, color: string, space: number): THREE.Sprite {
  const sprite = new THREE.Sprite(labelMaterialOf(text, color));
  const g = spaceGeometry(space);
  sprite.position.set(...g.center).addScaledVector(new THREE.Vector3(...g.normal), LABEL_HEIGHT);
  sprite.scale.setScalar(0.075);
  sprite.renderOrder = 1;
  return sprite;
}

function buildingMesh(building: Building): THREE.Group {
  const group = new THREE.Group();
  const color = playerColor(building.owner);
  const mesh = new THREE.Mesh(buildingShapes[building.structure], materialOf(color));
  placeOn(mesh, building.space);
  group.add(
    mesh,
    badge(`${STRUCTURE_LETTER[building.structure]}${building.hp}`, color, building.space),
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
  planet.add(pieces);

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

  return {
    paint(colorOf) {
      for (let v = 0; v < mesh.vertexCount; v++) {
        color.set(colorOf(mesh.faceIds[v]!)).toArray(colors, v * 3);
      }
      geometry.getAttribute('color').needsUpdate = true;
    },

    showPieces(state, planetIndex) {
      pieces.clear();
      const fortifications = state.planets[planetIndex]?.fortifications ?? [];
      fortifications.forEach((owner, space) => {
        if (owner === null) return;
        const fort = new THREE.Mesh(fortificationShape, materialOf(playerColor(owner)));
        placeOn(fort, space);
        pieces.add(fort);
      });
      for (const building of state.buildings) {
        if (building.planet === planetIndex) pieces.add(buildingMesh(building));
      }
      for (const rover of state.rovers) {
        if (rover.location === 'orbit' || rover.location.planet !== planetIndex) continue;
        const { space } = rover.location;
        const c = playerColor(rover.owner);
        const body = new THREE.Mesh(roverShape, materialOf(c));
        // A Rover may stand on its owner's Fortification: put it on top.
        placeOn(body, space, fortifications[space] === null ? 0 : 0.02);
        pieces.add(body, badge(String(rover.hp), c, space));
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
      const g = spaceGeometry(space);
      planet.updateMatrixWorld();
      camera.updateMatrixWorld();
      const center = planet.localToWorld(new THREE.Vector3(...g.center));
      const normal = new THREE.Vector3(...g.normal).transformDirection(planet.matrixWorld);
      const toCamera = camera.position.clone().sub(center).normalize();
      const ndc = center.clone().project(camera);
      const rect = renderer.domElement.getBoundingClientRect();
      return {
        x: rect.left + ((ndc.x + 1) / 2) * rect.width,
        y: rect.top + ((1 - ndc.y) / 2) * rect.height,
        visible: normal.dot(toCamera) > 0.2 && Math.abs(ndc.x) < 1 && Math.abs(ndc.y) < 1,
      };
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
