import { describe, expect, it } from 'vitest';
import { board } from '../../src/board/index.js';
import { cross, dot, length, minus, type Point, unit } from './_internals/vector.js';

function pointsOf(id: number): Point[] {
  return board.spaces[id]!.vertices.map((v) => board.vertices[v]!);
}

/** The directed edges `[vertices[i], vertices[i + 1]]` of a space, in order. */
function sides(id: number): [number, number][] {
  const vs = board.spaces[id]!.vertices;
  return vs.map((v, i) => [v, vs[(i + 1) % vs.length]!]);
}

describe('faces of the snub dodecahedron', () => {
  it('has 92 spaces: 80 triangles and 12 pentagons (HQs), each indexed by its id', () => {
    // Arrange
    const { spaces } = board;

    // Act
    const triangles = spaces.filter((s) => s.kind === 'triangle');
    const pentagons = spaces.filter((s) => s.kind === 'hq');

    // Assert
    expect(spaces).toHaveLength(92);
    expect(triangles).toHaveLength(80);
    expect(pentagons).toHaveLength(12);
    spaces.forEach((s, i) => {
      expect(s.id).toBe(i);
    });
    for (const s of triangles) expect(s.vertices).toHaveLength(3);
    for (const s of pentagons) expect(s.vertices).toHaveLength(5);
  });

  it('satisfies Euler: V − E + F = 2', () => {
    // Arrange, Act
    const euler = board.vertices.length - board.edges.length + board.spaces.length;

    // Assert
    expect(euler).toBe(2);
  });

  it('gives every triangle 3 neighbours and every pentagon 5, all distinct', () => {
    for (const s of board.spaces) {
      // Arrange
      const expected = s.kind === 'hq' ? 5 : 3;

      // Act
      const distinct = new Set(s.neighbors);

      // Assert
      expect(s.neighbors).toHaveLength(expected);
      expect(distinct.size).toBe(expected);
      expect(distinct.has(s.id)).toBe(false);
    }
  });

  it('has a symmetric neighbour relation', () => {
    for (const s of board.spaces) {
      for (const n of s.neighbors) expect(board.spaces[n]!.neighbors).toContain(s.id);
    }
  });

  it('puts neighbors[i] across the edge vertices[i] → vertices[i + 1], walked the other way', () => {
    for (const s of board.spaces) {
      sides(s.id).forEach(([a, b], i) => {
        // Arrange
        const across = s.neighbors[i]!;

        // Act: the neighbour, also counter-clockwise, walks the shared edge from b to a.
        const theirs = sides(across).map(([p, q]) => `${p}>${q}`);

        // Assert
        expect(theirs).toContain(`${b}>${a}`);
      });
    }
  });

  it('lists each face’s vertices starting with its lowest id', () => {
    for (const s of board.spaces) expect(s.vertices[0]).toBe(Math.min(...s.vertices));
  });

  it('has planar, convex faces whose vertices run counter-clockwise seen from outside', () => {
    for (const s of board.spaces) {
      // Arrange
      const points = pointsOf(s.id);
      const center = s.center;
      const n = points.length;

      // Act: the turn at every corner, and each vertex's height over the face's plane.
      const turns = points.map((p, i) =>
        cross(minus(p, points[(i + n - 1) % n]!), minus(points[(i + 1) % n]!, p)),
      );
      const normal = unit(turns[0]!);
      const heights = points.map((p) => dot(minus(p, points[0]!), normal));

      // Assert
      for (const h of heights) expect(Math.abs(h)).toBeLessThan(1e-12);
      for (const t of turns) {
        // Every turn is a left turn about the same outward normal: convex and counter-clockwise.
        expect(dot(unit(t), normal)).toBeGreaterThan(1 - 1e-12);
        expect(dot(t, center)).toBeGreaterThan(0);
      }
    }
  });

  it('puts each space’s center at the centroid of its vertices', () => {
    for (const s of board.spaces) {
      // Arrange
      const points = pointsOf(s.id);

      // Act
      const mean = points
        .reduce<Point>((a, p) => [a[0] + p[0], a[1] + p[1], a[2] + p[2]], [0, 0, 0])
        .map((x) => x / points.length);

      // Assert
      for (let k = 0; k < 3; k++) expect(Math.abs(s.center[k]! - mean[k]!)).toBeLessThan(1e-12);
      expect(length(s.center)).toBeLessThan(1);
    }
  });
});

describe('edges', () => {
  it('lists 150 distinct edges, vertices and spaces each lower first', () => {
    // Arrange
    const { edges } = board;

    // Act
    const keys = new Set(edges.map(({ vertices: [a, b] }) => `${a}-${b}`));

    // Assert
    expect(edges).toHaveLength(150);
    expect(keys.size).toBe(150);
    for (const { vertices, spaces } of edges) {
      expect(vertices[0]).toBeLessThan(vertices[1]);
      expect(spaces[0]).toBeLessThan(spaces[1]);
    }
  });

  it('names 2 spaces that both have the edge as a side and are neighbours across it', () => {
    for (const {
      vertices: [a, b],
      spaces: [s, t],
    } of board.edges) {
      // Arrange
      const sideOf = (id: number): number =>
        sides(id).findIndex(([p, q]) => (p === a && q === b) || (p === b && q === a));

      // Act
      const i = sideOf(s);
      const j = sideOf(t);

      // Assert
      expect(i).toBeGreaterThanOrEqual(0);
      expect(j).toBeGreaterThanOrEqual(0);
      expect(board.spaces[s]!.neighbors[i]).toBe(t);
      expect(board.spaces[t]!.neighbors[j]).toBe(s);
    }
  });

  it('covers every side of every face exactly once', () => {
    // Arrange
    const listed = new Set(board.edges.map(({ vertices: [a, b] }) => `${a}-${b}`));

    // Act
    const fromFaces = board.spaces.flatMap((s) =>
      sides(s.id).map(([p, q]) => (p < q ? `${p}-${q}` : `${q}-${p}`)),
    );

    // Assert: 80 × 3 + 12 × 5 = 300 sides, each edge the side of exactly 2 faces.
    expect(fromFaces).toHaveLength(300);
    expect(new Set(fromFaces)).toEqual(listed);
  });
});
