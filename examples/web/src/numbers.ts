import { board, spaceGeometry } from 'globetrotter';
import * as THREE from 'three';
import { INRADIUS, placeOn } from './geometry.js';

// Every space's number, printed flat on its face and upright (north up), as the log and the
// notation name spaces (`r2 move 22`). A flat print reads like a board game's and needs no depth
// tricks: the planet itself hides the numbers on its far side.
//
// Two things keep a number readable wherever the camera is (`update`, every frame):
// - It sits off the centre, on the side of the face nearer the viewer. Whatever stands on the
//   centre (a Rover, a Building, their hit-point badges above them) is seen leaning away from
//   the viewer, so it never covers the number; seen from straight above, the number sits south.
// - A face seen almost edge-on (near the planet's limb) squeezes its number into a smear: the
//   number fades out there, and is back once the planet is turned towards it.

/** The colour of the numbers; the end-to-end test looks for it. */
export const NUMBER_COLOR = '#1d3557';
/** How far from the centre a number sits, as a fraction of the distance to the nearest edge. */
const OFF_CENTRE = 0.7;
/**
 * How squarely a face must be seen for its number to show: the cosine of the angle between its
 * normal and the line to the camera. Below `FADED` it is hidden, above `SHOWN` fully drawn.
 */
export const FADED = 0.35;
const SHOWN = 0.55;
/** Off-board numbers are printed paler. */
const OFF_BOARD_OPACITY = 0.55;
/**
 * Near straight above, the number leans south: the side towards the viewer counts only once the
 * view is tilted more than this (the sine of the tilt).
 */
const SOUTH_BIAS = 0.2;

export interface SpaceNumbers {
  /** The numbers, in the planet's frame: add to the planet. */
  readonly group: THREE.Group;
  /** Moves and fades every number for a camera at `viewer` (in the planet's frame). */
  update(viewer: THREE.Vector3): void;
  /** Where a space's number is now, in the planet's frame. */
  position(space: number): THREE.Vector3;
  /** How squarely a space is seen now (1: straight on, 0: edge-on, below 0: the far side). */
  facing(space: number): number;
  /** The spaces whose numbers are drawn now (facing the camera enough to read). */
  shown(): number[];
}

function numberMesh(id: number, kind: 'hq' | 'triangle'): THREE.Mesh {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 64;
  const g = canvas.getContext('2d')!;
  g.fillStyle = NUMBER_COLOR;
  g.font = 'bold 44px sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(id), 48, 34);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  const size = kind === 'hq' ? 0.1 : 0.066;
  return new THREE.Mesh(
    new THREE.PlaneGeometry(size * 1.5, size),
    new THREE.MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false }),
  );
}

export function createSpaceNumbers(): SpaceNumbers {
  const group = new THREE.Group();
  const labels = board.spaces.map((s) => {
    const mesh = numberMesh(s.id, s.kind);
    placeOn(mesh, s.id);
    mesh.userData.space = s.id;
    group.add(mesh);
    return mesh;
  });
  const facings = new Float64Array(board.spaces.length);
  const toViewer = new THREE.Vector3();
  const side = new THREE.Vector3();

  function update(viewer: THREE.Vector3): void {
    for (const label of labels) {
      const space = label.userData.space as number;
      const s = board.spaces[space]!;
      const g = spaceGeometry(space);
      const normal = new THREE.Vector3(...g.normal);
      const south = new THREE.Vector3(...g.up).negate();
      toViewer
        .copy(viewer)
        .sub(new THREE.Vector3(...g.center))
        .normalize();
      const facing = toViewer.dot(normal);
      facings[space] = facing;
      // The part of the line to the viewer that lies along the face, leaning south.
      side.copy(toViewer).addScaledVector(normal, -facing).addScaledVector(south, SOUTH_BIAS);
      if (side.lengthSq() < 1e-8) side.copy(south);
      side.normalize();
      // A hair above the face's label anchor, which is level with a Fortification's top.
      label.position
        .set(...g.labelPosition)
        .addScaledVector(normal, 0.002)
        .addScaledVector(side, OFF_CENTRE * INRADIUS[s.kind]);
      const shown = THREE.MathUtils.smoothstep(facing, FADED, SHOWN);
      const material = label.material as THREE.MeshBasicMaterial;
      material.opacity = shown * (s.playable ? 1 : OFF_BOARD_OPACITY);
      label.visible = shown > 0;
    }
  }

  return {
    group,
    update,
    position: (space) => labels[space]!.position.clone(),
    facing: (space) => facings[space]!,
    shown: () => labels.filter((l) => l.visible).map((l) => l.userData.space as number),
  };
}
