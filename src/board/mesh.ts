import { checkOptions } from '../options/index.js';
import { board } from './board.js';
import { cross, normalize, sub } from './geometry.js';
import type { SpaceKind, Vec3 } from './types.js';

// Geometry for 3D clients, in the board's frame (docs/board.md): right-handed, +z north, unit
// circumsphere, every face counter-clockwise seen from outside. Everything is derived from
// `board`, so a client that draws these arrays and a rules engine that reads `board` agree on
// every id.

/**
 * How far above its face plane, along the outward normal, `SpaceGeometry.labelPosition` lies:
 * 0.02 circumradii, enough to keep a label from fighting the face in a depth buffer, too little
 * to drift visibly off the face.
 */
export const LABEL_OFFSET = 0.02;

/** The 3D shape of one space, for drawing and placing pieces or labels on it. */
export interface SpaceGeometry {
  /** The space id, 0..91, as in `board.spaces`. */
  readonly id: number;
  readonly kind: SpaceKind;
  readonly playable: boolean;
  /** The corners (3 or 5), in `space.vertices` order: counter-clockwise seen from outside. */
  readonly polygon: readonly Vec3[];
  /** The centroid of the corners, on the face plane (the same point as `space.center`). */
  readonly center: Vec3;
  /** The outward unit normal of the face plane. */
  readonly normal: Vec3;
  /** Where to anchor the space's label: `center + LABEL_OFFSET × normal`, just above the face. */
  readonly labelPosition: Vec3;
  /**
   * A unit vector in the face plane pointing north (towards +z), to orient text or pieces
   * upright; on the two pole faces, where every direction is north or south, it is +y.
   */
  readonly up: Vec3;
}

function polygonNormal(polygon: readonly Vec3[]): Vec3 {
  // Newell's method: the area vector of a counter-clockwise polygon points outward.
  let n: Vec3 = [0, 0, 0];
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const c = cross(a, b);
    n = [n[0] + c[0], n[1] + c[1], n[2] + c[2]];
  }
  return normalize(n);
}

function northOnPlane(normal: Vec3): Vec3 {
  const z: Vec3 = [0, 0, 1];
  const t = sub(z, [normal[0] * normal[2], normal[1] * normal[2], normal[2] * normal[2]]);
  return Math.hypot(t[0], t[1], t[2]) < 1e-9 ? [0, 1, 0] : normalize(t);
}

function geometryOf(id: number): SpaceGeometry {
  const space = board.spaces[id]!;
  const polygon = space.vertices.map((v) => board.vertices[v]!);
  const normal = polygonNormal(polygon);
  const c = space.center;
  return Object.freeze({
    id,
    kind: space.kind,
    playable: space.playable,
    polygon: Object.freeze(polygon),
    center: c,
    normal: Object.freeze(normal),
    labelPosition: Object.freeze([
      c[0] + LABEL_OFFSET * normal[0],
      c[1] + LABEL_OFFSET * normal[1],
      c[2] + LABEL_OFFSET * normal[2],
    ] as const),
    up: Object.freeze(northOnPlane(normal)),
  });
}

/**
 * The geometry of all 92 spaces, index = space id, frozen.
 *
 * @example
 * ```ts
 * import { spaceGeometries } from 'globetrotter';
 * const hqs = spaceGeometries.filter((g) => g.kind === 'hq'); // 12 pentagons
 * ```
 */
export const spaceGeometries: readonly SpaceGeometry[] = Object.freeze(
  board.spaces.map((s) => geometryOf(s.id)),
);

/**
 * The geometry of one space: its polygon, centre, outward normal, label anchor and "up".
 *
 * @throws RangeError when `id` is not an integer 0..91.
 *
 * @example
 * ```ts
 * import { spaceGeometry } from 'globetrotter';
 * const { normal, labelPosition } = spaceGeometry(26);
 * // put a 3D label at labelPosition, facing along normal
 * ```
 */
export function spaceGeometry(id: number): SpaceGeometry {
  const g = Number.isInteger(id) ? spaceGeometries[id] : undefined;
  if (!g) throw new RangeError(`spaceGeometry: no space ${String(id)} (ids are 0..91)`);
  return g;
}

/** Options of `boardMesh`. Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`). */
export interface BoardMeshOptions {
  /**
   * How each pentagon is split into triangles: `'center'` (default) fans 5 triangles from its
   * centre, all alike; `'corner'` fans 3 from its first corner, with no extra vertex.
   */
  readonly pentagons?: 'center' | 'corner';
  /**
   * `false` (default): 3 vertices per triangle and no `indices`. `true`: each face's corners
   * (and centre) are stored once and `indices` lists the triangles. Vertices are never shared
   * between faces, so normals and `faceIds` stay flat per face either way.
   */
  readonly indexed?: boolean;
}

/** Every key of `BoardMeshOptions`; any other is refused (`UnknownOptionError`). */
const MESH_OPTION_KEYS: Record<keyof BoardMeshOptions, true> = { pentagons: true, indexed: true };

/** Flat typed arrays of the whole planet, ready to upload to WebGL or a three.js BufferGeometry. */
export interface BoardMesh {
  /** x, y, z of every vertex (unit circumsphere; scale the mesh for a bigger planet). */
  readonly positions: Float32Array;
  /** The outward unit normal of its face, per vertex (3 numbers each): flat shading. */
  readonly normals: Float32Array;
  /** The space id of every vertex, for picking and per-space colours. */
  readonly faceIds: Uint16Array;
  /** The space id of every triangle, in drawing order: what a raycaster's `faceIndex` reads. */
  readonly triangleFaceIds: Uint16Array;
  /** With `indexed: true`: 3 vertex indices per triangle. */
  readonly indices?: Uint16Array;
  readonly vertexCount: number;
  readonly triangleCount: number;
}

/** One face as local corners and triangles over them, every triangle counter-clockwise. */
function faceTriangles(g: SpaceGeometry, pentagons: 'center' | 'corner') {
  const n = g.polygon.length;
  if (n === 3) return { corners: g.polygon, triangles: [[0, 1, 2]] };
  if (pentagons === 'corner') {
    const triangles = Array.from({ length: n - 2 }, (_, i) => [0, i + 1, i + 2]);
    return { corners: g.polygon, triangles };
  }
  // The centre goes last, so a face's first corners keep `space.vertices` order.
  const triangles = Array.from({ length: n }, (_, i) => [n, i, (i + 1) % n]);
  return { corners: [...g.polygon, g.center], triangles };
}

/**
 * Builds the triangle mesh of the 92 spaces, in id order, every triangle counter-clockwise seen
 * from outside (three.js and WebGL's default front face). 140 triangles by default (80 + 12 × 5),
 * 116 with `pentagons: 'corner'`. Returns new arrays on every call: they are yours to modify or
 * transfer to a worker.
 *
 * @example
 * ```ts
 * import * as THREE from 'three';
 * import { boardMesh } from 'globetrotter';
 * const mesh = boardMesh();
 * const geometry = new THREE.BufferGeometry();
 * geometry.setAttribute('position', new THREE.BufferAttribute(mesh.positions, 3));
 * geometry.setAttribute('normal', new THREE.BufferAttribute(mesh.normals, 3));
 * // after a raycast hit: mesh.triangleFaceIds[hit.faceIndex] is the space id
 * ```
 */
export function boardMesh(options: BoardMeshOptions = {}): BoardMesh {
  checkOptions('boardMesh', options, MESH_OPTION_KEYS);
  const pentagons = options.pentagons ?? 'center';
  const faces = spaceGeometries.map((g) => ({ g, ...faceTriangles(g, pentagons) }));
  const triangleCount = faces.reduce((n, f) => n + f.triangles.length, 0);
  const vertexCount = options.indexed
    ? faces.reduce((n, f) => n + f.corners.length, 0)
    : 3 * triangleCount;
  const positions = new Float32Array(3 * vertexCount);
  const normals = new Float32Array(3 * vertexCount);
  const faceIds = new Uint16Array(vertexCount);
  const triangleFaceIds = new Uint16Array(triangleCount);
  const indices = options.indexed ? new Uint16Array(3 * triangleCount) : undefined;
  let v = 0;
  let t = 0;
  const put = (p: Vec3, g: SpaceGeometry) => {
    positions.set(p, 3 * v);
    normals.set(g.normal, 3 * v);
    faceIds[v] = g.id;
    return v++;
  };
  for (const { g, corners, triangles } of faces) {
    const first = v;
    if (indices) for (const p of corners) put(p, g);
    for (const tri of triangles) {
      triangleFaceIds[t] = g.id;
      tri.forEach((k, j) => {
        if (indices) indices[3 * t + j] = first + k;
        else put(corners[k]!, g);
      });
      t++;
    }
  }
  const mesh = { positions, normals, faceIds, triangleFaceIds, vertexCount, triangleCount };
  return indices ? { ...mesh, indices } : mesh;
}
