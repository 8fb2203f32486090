import { cross, dot, normalize, sub } from './geometry.js';
import type { Vec3 } from './types.js';

// Edges and faces found from the geometry alone: edges are the shortest vertex pairs, and faces
// are traced from the embedding (the cyclic order of each vertex's neighbours on the sphere).

/** Pairs `[a, b]` (a < b) of vertices at the shortest distance: the polyhedron's edges. */
export function findEdges(vertices: readonly Vec3[]): [number, number][] {
  let shortest = Number.POSITIVE_INFINITY;
  for (let a = 0; a < vertices.length; a++) {
    for (let b = a + 1; b < vertices.length; b++) {
      shortest = Math.min(shortest, distance(vertices[a]!, vertices[b]!));
    }
  }
  const edges: [number, number][] = [];
  for (let a = 0; a < vertices.length; a++) {
    for (let b = a + 1; b < vertices.length; b++) {
      if (distance(vertices[a]!, vertices[b]!) < shortest * (1 + 1e-6)) edges.push([a, b]);
    }
  }
  return edges;
}

function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Each vertex's neighbours sorted counter-clockwise as seen from outside the sphere. */
function rotationSystem(vertices: readonly Vec3[], edges: readonly [number, number][]): number[][] {
  const adjacent: number[][] = vertices.map(() => []);
  for (const [a, b] of edges) {
    adjacent[a]!.push(b);
    adjacent[b]!.push(a);
  }
  return adjacent.map((ns, v) => {
    const normal = vertices[v]!;
    const e1 = normalize(sub(vertices[ns[0]!]!, normal));
    const e2 = cross(normal, e1);
    const angle = (n: number): number => {
      const d = sub(vertices[n]!, normal);
      return Math.atan2(dot(d, e2), dot(d, e1));
    };
    return [...ns].sort((p, q) => angle(p) - angle(q));
  });
}

/**
 * Faces as vertex cycles, counter-clockwise seen from outside. Walking a face with its interior
 * on the left, after arriving at `v` from `u` the next vertex is `u`'s clockwise neighbour
 * around `v`.
 */
export function traceFaces(
  vertices: readonly Vec3[],
  edges: readonly [number, number][],
): number[][] {
  const around = rotationSystem(vertices, edges);
  const used = new Set<string>();
  const faces: number[][] = [];
  for (const [a, b] of edges) {
    for (const [u0, v0] of [
      [a, b],
      [b, a],
    ] as const) {
      if (used.has(`${u0},${v0}`)) continue;
      const face: number[] = [];
      let u = u0;
      let v = v0;
      while (!used.has(`${u},${v}`)) {
        used.add(`${u},${v}`);
        face.push(u);
        const ring = around[v]!;
        const w = ring[(ring.indexOf(u) - 1 + ring.length) % ring.length]!;
        u = v;
        v = w;
      }
      faces.push(face);
    }
  }
  return faces;
}
