import { describe, expect, it } from 'vitest';
import { board } from '../../src/board/index.js';
import {
  type BoardMesh,
  boardMesh,
  LABEL_OFFSET,
  spaceGeometries,
  spaceGeometry,
} from '../../src/board/mesh.js';
import { cross, dot, length, minus, type Point, unit } from './_internals/vector.js';

function vertex(array: Float32Array, i: number): Point {
  return [array[3 * i]!, array[3 * i + 1]!, array[3 * i + 2]!];
}

/** The corners of triangle `t`, following `indices` when the mesh has them. */
function triangle(mesh: BoardMesh, t: number): [number, number, number] {
  const at = (j: number) => (mesh.indices ? mesh.indices[3 * t + j]! : 3 * t + j);
  return [at(0), at(1), at(2)];
}

const VARIANTS = [
  { name: 'center fan', options: {}, triangles: 80 + 12 * 5, vertices: 3 * 140 },
  { name: 'corner fan', options: { pentagons: 'corner' }, triangles: 80 + 12 * 3, vertices: 348 },
  { name: 'indexed center', options: { indexed: true }, triangles: 140, vertices: 240 + 12 * 6 },
  {
    name: 'indexed corner',
    options: { indexed: true, pentagons: 'corner' },
    triangles: 116,
    vertices: 240 + 12 * 5,
  },
] as const;

describe('spaceGeometry', () => {
  it('describes the 92 spaces in id order, with the board polygon and centre', () => {
    expect(spaceGeometries).toHaveLength(92);
    for (const s of board.spaces) {
      const g = spaceGeometry(s.id);
      expect(g.id).toBe(s.id);
      expect(g.kind).toBe(s.kind);
      expect(g.playable).toBe(s.playable);
      expect(g.polygon).toEqual(s.vertices.map((v) => board.vertices[v]));
      expect(g.center).toEqual(s.center);
    }
  });

  it('has outward unit normals, perpendicular to every edge of the face', () => {
    for (const g of spaceGeometries) {
      expect(length(g.normal)).toBeCloseTo(1, 12);
      expect(dot(g.normal, g.center)).toBeGreaterThan(0.9);
      // Every face is regular and inscribed in the unit sphere: its normal is its centre's direction.
      const radial = unit(g.center);
      for (let i = 0; i < 3; i++) expect(g.normal[i]).toBeCloseTo(radial[i]!, 9);
      for (const [i, p] of g.polygon.entries()) {
        const q = g.polygon[(i + 1) % g.polygon.length]!;
        expect(dot(minus(q, p), g.normal)).toBeCloseTo(0, 12);
      }
    }
  });

  it('puts the label anchor LABEL_OFFSET above the face plane, over the centre', () => {
    for (const g of spaceGeometries) {
      const lift = minus(g.labelPosition, g.center);
      expect(dot(lift, g.normal)).toBeCloseTo(LABEL_OFFSET, 12);
      expect(length(lift)).toBeCloseTo(LABEL_OFFSET, 12);
      expect(length(g.labelPosition)).toBeGreaterThan(length(g.center));
      expect(length(g.labelPosition)).toBeLessThan(1);
    }
  });

  it('gives an upright direction in the face plane pointing north, +y on the poles', () => {
    for (const g of spaceGeometries) {
      expect(length(g.up)).toBeCloseTo(1, 12);
      expect(dot(g.up, g.normal)).toBeCloseTo(0, 12);
      if (g.id === board.northPole || g.id === board.southPole) expect(g.up).toEqual([0, 1, 0]);
      else expect(g.up[2]).toBeGreaterThan(0);
    }
  });

  it('refuses ids that are not spaces', () => {
    for (const id of [-1, 92, 1.5, Number.NaN]) expect(() => spaceGeometry(id)).toThrow(RangeError);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(spaceGeometries)).toBe(true);
    expect(Object.isFrozen(spaceGeometry(0).polygon)).toBe(true);
    expect(Object.isFrozen(spaceGeometry(0).normal)).toBe(true);
  });
});

describe.each(VARIANTS)('boardMesh ($name)', ({ options, triangles, vertices }) => {
  const mesh = boardMesh(options);

  it('has the expected counts and array lengths', () => {
    expect(mesh.triangleCount).toBe(triangles);
    expect(mesh.vertexCount).toBe(vertices);
    expect(mesh.positions).toHaveLength(3 * vertices);
    expect(mesh.normals).toHaveLength(3 * vertices);
    expect(mesh.faceIds).toHaveLength(vertices);
    expect(mesh.triangleFaceIds).toHaveLength(triangles);
    if ('indexed' in options) expect(mesh.indices).toHaveLength(3 * triangles);
    else expect(mesh.indices).toBeUndefined();
  });

  it('covers every space, in id order, with 1 triangle per triangle space and the rest on HQs', () => {
    const perSpace = new Array<number>(92).fill(0);
    for (const id of mesh.triangleFaceIds) perSpace[id]!++;
    const perHq = 'pentagons' in options ? 3 : 5;
    for (const s of board.spaces) expect(perSpace[s.id]).toBe(s.kind === 'hq' ? perHq : 1);
    expect([...mesh.triangleFaceIds]).toEqual([...mesh.triangleFaceIds].sort((a, b) => a - b));
    expect(new Set(mesh.faceIds)).toEqual(new Set(board.spaces.map((s) => s.id)));
  });

  it('winds every triangle counter-clockwise seen from outside, on its face', () => {
    for (let t = 0; t < mesh.triangleCount; t++) {
      const [a, b, c] = triangle(mesh, t).map((i) => vertex(mesh.positions, i)) as [
        Point,
        Point,
        Point,
      ];
      const ids = triangle(mesh, t).map((i) => mesh.faceIds[i]);
      expect(ids).toEqual([
        mesh.triangleFaceIds[t],
        mesh.triangleFaceIds[t],
        mesh.triangleFaceIds[t],
      ]);
      const g = spaceGeometry(mesh.triangleFaceIds[t]!);
      const n = cross(minus(b, a), minus(c, a));
      expect(length(n)).toBeGreaterThan(1e-3);
      // Right-hand rule: the winding's normal is the face's outward normal.
      expect(dot(unit(n), g.normal)).toBeCloseTo(1, 5);
      expect(dot(a, g.normal)).toBeGreaterThan(0);
    }
  });

  it('has flat, outward unit normals equal to the face normal at every vertex', () => {
    for (let i = 0; i < mesh.vertexCount; i++) {
      const n = vertex(mesh.normals, i);
      const g = spaceGeometry(mesh.faceIds[i]!);
      expect(length(n)).toBeCloseTo(1, 6);
      expect(dot(n, vertex(mesh.positions, i))).toBeGreaterThan(0);
      for (let k = 0; k < 3; k++) expect(n[k]).toBeCloseTo(g.normal[k]!, 6);
    }
  });

  it('keeps every vertex on or inside the unit sphere, on its face plane', () => {
    for (let i = 0; i < mesh.vertexCount; i++) {
      const p = vertex(mesh.positions, i);
      const g = spaceGeometry(mesh.faceIds[i]!);
      expect(length(p)).toBeLessThan(1 + 1e-6);
      expect(dot(minus(p, g.center), g.normal)).toBeCloseTo(0, 6);
    }
  });

  it('tiles the sphere: the triangles add up to the polyhedron area', () => {
    let area = 0;
    for (let t = 0; t < mesh.triangleCount; t++) {
      const [a, b, c] = triangle(mesh, t).map((i) => vertex(mesh.positions, i)) as [
        Point,
        Point,
        Point,
      ];
      area += length(cross(minus(b, a), minus(c, a))) / 2;
    }
    // 80 equilateral triangles and 12 regular pentagons of edge e (docs/board.md).
    const e = 0.463856;
    const expected =
      80 * (Math.sqrt(3) / 4) * e * e + 12 * (Math.sqrt(25 + 10 * Math.sqrt(5)) / 4) * e * e;
    expect(area).toBeCloseTo(expected, 3);
  });
});

describe('boardMesh', () => {
  it('returns new arrays on every call', () => {
    const a = boardMesh();
    const b = boardMesh();
    expect(a.positions).not.toBe(b.positions);
    a.positions[0] = 42;
    expect(b.positions[0]).not.toBe(42);
  });
});
