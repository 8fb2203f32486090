import { findEdges, traceFaces } from './faces.js';
import { apply, axisAngle, centroid, normalize, rawVertices, rotationBetween } from './geometry.js';
import type { Board, Edge, Space, Vec3 } from './types.js';

// Builds the board once: orient the polyhedron (a pentagon on the south pole, a vertex of the
// north pentagon on the +x half-plane), number vertices and faces by the globe rule of
// docs/board.md, and derive the playable region of ruling R1.

const EPS = 1e-9;
const TWO_PI = 2 * Math.PI;

/** Azimuth in [0, 2π), counter-clockwise seen from above (+z); values a hair below 2π read as 0. */
export function azimuth(p: Vec3): number {
  const a = Math.atan2(p[1], p[0]);
  const wrapped = a < 0 ? a + TWO_PI : a;
  return wrapped > TWO_PI - EPS ? 0 : wrapped;
}

/** The globe order: north to south by height, then counter-clockwise from +x seen from above. */
function globeOrder(points: readonly Vec3[]): number[] {
  return points
    .map((_, i) => i)
    .sort((i, j) => {
      const dz = points[j]![2] - points[i]![2];
      if (Math.abs(dz) > EPS) return dz;
      return azimuth(points[i]!) - azimuth(points[j]!);
    });
}

function lowestFirst(cycle: readonly number[]): number[] {
  const k = cycle.indexOf(Math.min(...cycle));
  return [...cycle.slice(k), ...cycle.slice(0, k)];
}

/** Generates the whole board; the package calls it once, at import (see `board`). */
export function generateBoard(): Board {
  let vertices = rawVertices();
  const rawEdges = findEdges(vertices);
  let faces = traceFaces(vertices, rawEdges);

  // Orient: the lowest pentagon (ties by y, then x) goes to the south pole.
  const pentagons = faces
    .filter((f) => f.length === 5)
    .map((f) => centroid(f.map((v) => vertices[v]!)));
  const south = [...pentagons].sort(
    (p, q) => p[2] - q[2] || (Math.abs(p[1] - q[1]) > EPS ? p[1] - q[1] : p[0] - q[0]),
  )[0]!;
  const tilt = rotationBetween(normalize(south), [0, 0, -1]);
  vertices = vertices.map((v) => apply(tilt, v));
  // Turn about z so the north pentagon's first vertex counter-clockwise from +x sits on +x.
  const northFace = faces.find((f) => f.length === 5 && f.every((v) => vertices[v]![2] > 0.7))!;
  const turn = Math.min(...northFace.map((v) => azimuth(vertices[v]!)));
  const spin = axisAngle([0, 0, 1], -turn);
  vertices = vertices.map((v) => apply(spin, v)).map(normalize);

  // Number vertices, then faces, by the globe order.
  const vertexOrder = globeOrder(vertices);
  const newVertexId = new Array<number>(vertices.length);
  vertexOrder.forEach((old, id) => {
    newVertexId[old] = id;
  });
  const orderedVertices = vertexOrder.map((old) => vertices[old]!);
  faces = faces.map((f) => lowestFirst(f.map((v) => newVertexId[v]!)));
  const centers = faces.map((f) => centroid(f.map((v) => orderedVertices[v]!)));
  const faceOrder = globeOrder(centers);
  const orderedFaces = faceOrder.map((old) => faces[old]!);

  // Edges, each with the two spaces it separates.
  const spacesOfEdge = new Map<string, number[]>();
  orderedFaces.forEach((f, id) => {
    f.forEach((v, i) => {
      const w = f[(i + 1) % f.length]!;
      const key = v < w ? `${v},${w}` : `${w},${v}`;
      spacesOfEdge.set(key, [...(spacesOfEdge.get(key) ?? []), id]);
    });
  });
  const edges: Edge[] = [...spacesOfEdge.entries()]
    .map(([key, spaces]) => {
      const [a, b] = key.split(',').map(Number) as [number, number];
      const [s, t] = spaces as [number, number];
      return { vertices: [a, b] as const, spaces: [Math.min(s, t), Math.max(s, t)] as const };
    })
    .sort((e, f) => e.vertices[0] - f.vertices[0] || e.vertices[1] - f.vertices[1]);

  const neighborsOf = orderedFaces.map((f, id) =>
    f.map((v, i) => {
      const w = f[(i + 1) % f.length]!;
      const pair = spacesOfEdge.get(v < w ? `${v},${w}` : `${w},${v}`)!;
      return pair[0] === id ? pair[1]! : pair[0]!;
    }),
  );

  // Ruling R1: the south pentagon and every triangle sharing a vertex with it are off the board.
  const southPole = orderedFaces.length - 1;
  const southVertices = new Set(orderedFaces[southPole]);
  const playable = orderedFaces.map((f) => !f.some((v) => southVertices.has(v)));

  const spaces: Space[] = orderedFaces.map((f, id) => ({
    id,
    kind: f.length === 5 ? 'hq' : 'triangle',
    playable: playable[id]!,
    neighbors: neighborsOf[id]!,
    vertices: f,
    center: centroid(f.map((v) => orderedVertices[v]!)),
  }));
  const playableNeighbors = spaces.map((s) =>
    s.playable ? s.neighbors.filter((n) => playable[n]) : [],
  );
  const hqs = spaces.filter((s) => s.playable && s.kind === 'hq').map((s) => s.id);
  return {
    spaces,
    vertices: orderedVertices,
    edges,
    playableSpaces: spaces.filter((s) => s.playable).map((s) => s.id),
    hqs,
    southernHqs: hqs.filter((id) => playableNeighbors[id]!.length < spaces[id]!.neighbors.length),
    playableNeighbors,
    southPole,
    northPole: 0,
  };
}
