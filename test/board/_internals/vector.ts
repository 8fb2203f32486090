// Small vector helpers for the board tests, written independently of src/board/geometry.ts so
// the tests do not trust the code they check.

export type Point = readonly [number, number, number];

export function dot(a: Point, b: Point): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function cross(a: Point, b: Point): Point {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

export function plus(a: Point, b: Point): Point {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

export function minus(a: Point, b: Point): Point {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

export function length(a: Point): number {
  return Math.hypot(a[0], a[1], a[2]);
}

export function unit(a: Point): Point {
  const n = length(a);
  return [a[0] / n, a[1] / n, a[2] / n];
}

/** `a` with its component along the unit vector `normal` removed. */
export function onPlane(a: Point, normal: Point): Point {
  const d = dot(a, normal);
  return [a[0] - d * normal[0], a[1] - d * normal[1], a[2] - d * normal[2]];
}

/**
 * Signed angle in radians from `from` to `to`, both tangent to the plane with unit normal
 * `normal`: positive when `to` is counter-clockwise of `from` seen from the tip of `normal`.
 */
export function signedAngle(from: Point, to: Point, normal: Point): number {
  return Math.atan2(dot(cross(from, to), normal), dot(from, to));
}

/**
 * Azimuth in [0, 2π) about +z, counter-clockwise seen from above. A point on the +x half-plane
 * may come out a rounding error below zero (y = −1e−17); it reads as 0, not as 2π.
 */
export function azimuthOf(p: Point): number {
  const a = Math.atan2(p[1], p[0]);
  if (a < 0 && a > -1e-9) return 0;
  return a < 0 ? a + 2 * Math.PI : a;
}
