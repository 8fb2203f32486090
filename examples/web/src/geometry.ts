import { spaceGeometry } from 'globetrotter';
import * as THREE from 'three';

// Where things stand on a space, in the planet's frame (the board's: +z north), shared by the
// pieces (planet.ts) and the space numbers (numbers.ts).

/** The distance from a space's centre to its edges (the inradius), by kind, in circumradii. */
export const INRADIUS = { hq: 0.3192, triangle: 0.1339 } as const;

/** Stands `object` on a space: its +z along the outward normal, its +y pointing north. */
export function placeOn(object: THREE.Object3D, space: number, lift = 0): void {
  const g = spaceGeometry(space);
  const normal = new THREE.Vector3(...g.normal);
  const up = new THREE.Vector3(...g.up);
  const right = new THREE.Vector3().crossVectors(up, normal);
  object.quaternion.setFromRotationMatrix(new THREE.Matrix4().makeBasis(right, up, normal));
  object.position.set(...g.center).addScaledVector(normal, lift);
}
