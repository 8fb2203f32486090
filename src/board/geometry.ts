import type { Vec3 } from './types.js';

// The snub dodecahedron from its closed-form Cartesian coordinates (Wikipedia, "Snub
// dodecahedron"): the even permutations of five base points with an even number of plus signs.
// The even-plus-sign choice fixes the chirality we call laevo (see docs/board.md).

const PHI = (1 + Math.sqrt(5)) / 2;

/** Real root of ξ³ − 2ξ = φ, by Newton's method from a close start. */
function xiRoot(): number {
  let x = 1.7;
  for (let i = 0; i < 50; i++) x -= (x * x * x - 2 * x - PHI) / (3 * x * x - 2);
  return x;
}

const XI = xiRoot();
const A = XI - 1 / XI;
const B = XI * PHI + PHI * PHI + PHI / XI;

const BASE_POINTS: readonly Vec3[] = [
  [2 * A, 2, 2 * B],
  [A + B / PHI + PHI, -A * PHI + B + 1 / PHI, A / PHI + B * PHI - 1],
  [-A / PHI + B * PHI + 1, -A + B / PHI - PHI, A * PHI + B - 1 / PHI],
  [-A / PHI + B * PHI - 1, A - B / PHI - PHI, A * PHI + B + 1 / PHI],
  [A + B / PHI - PHI, A * PHI - B + 1 / PHI, A / PHI + B * PHI + 1],
];

/** The three even (cyclic) permutations of a triple. */
function evenPermutations([x, y, z]: Vec3): Vec3[] {
  return [
    [x, y, z],
    [y, z, x],
    [z, x, y],
  ];
}

/** Sign patterns with an even number of plus signs. */
const SIGNS: readonly Vec3[] = [
  [-1, -1, -1],
  [1, 1, -1],
  [1, -1, 1],
  [-1, 1, 1],
];

export function normalize(v: Vec3): Vec3 {
  const n = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / n, v[1] / n, v[2] / n];
}

export function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

export function sub(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

export function centroid(points: readonly Vec3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of points) {
    x += p[0];
    y += p[1];
    z += p[2];
  }
  return [x / points.length, y / points.length, z / points.length];
}

/** The 60 vertices in the coordinates' own frame, scaled onto the unit sphere. */
export function rawVertices(): Vec3[] {
  const out: Vec3[] = [];
  for (const base of BASE_POINTS) {
    for (const [sx, sy, sz] of SIGNS) {
      for (const p of evenPermutations([sx * base[0], sy * base[1], sz * base[2]])) {
        out.push(normalize(p));
      }
    }
  }
  return out;
}

/** Rotation matrix (rows) taking unit vector `from` to unit vector `to` (Rodrigues). */
export function rotationBetween(from: Vec3, to: Vec3): readonly Vec3[] {
  const v = cross(from, to);
  const c = dot(from, to);
  if (c < -1 + 1e-12) {
    // Opposite vectors: turn half a revolution about any axis orthogonal to `from`.
    const axis = normalize(
      Math.abs(from[0]) < 0.9 ? cross(from, [1, 0, 0]) : cross(from, [0, 1, 0]),
    );
    return axisAngle(axis, Math.PI);
  }
  const k = 1 / (1 + c);
  return [
    [v[0] * v[0] * k + c, v[0] * v[1] * k - v[2], v[0] * v[2] * k + v[1]],
    [v[1] * v[0] * k + v[2], v[1] * v[1] * k + c, v[1] * v[2] * k - v[0]],
    [v[2] * v[0] * k - v[1], v[2] * v[1] * k + v[0], v[2] * v[2] * k + c],
  ];
}

/** Rotation matrix (rows) by `angle` radians about unit `axis`, right-handed. */
export function axisAngle(axis: Vec3, angle: number): readonly Vec3[] {
  const [x, y, z] = axis;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const t = 1 - c;
  return [
    [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
    [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
    [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
  ];
}

export function apply(m: readonly Vec3[], p: Vec3): Vec3 {
  return [dot(m[0]!, p), dot(m[1]!, p), dot(m[2]!, p)];
}
