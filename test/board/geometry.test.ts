import { describe, expect, it } from 'vitest';
import { board } from '../../src/board/index.js';
import {
  cross,
  dot,
  length,
  minus,
  onPlane,
  type Point,
  plus,
  signedAngle,
  unit,
} from './_internals/vector.js';

const DEG = 180 / Math.PI;

function distance(a: Point, b: Point): number {
  return length(minus(a, b));
}

const hqs = board.spaces.filter((s) => s.kind === 'hq');

/** The 5 pentagons nearest to `id` (the dodecahedron's face neighbours), by centre direction. */
function neighbouringHqs(id: number, centers: readonly Point[]): number[] {
  const c = unit(centers[id]!);
  return hqs
    .map((q) => q.id)
    .filter((q) => q !== id)
    .sort((p, q) => dot(unit(centers[q]!), c) - dot(unit(centers[p]!), c))
    .slice(0, 5);
}

/**
 * Chirality measure 1, per pair (P, Q) of neighbouring pentagons: seen from outside P, the signed
 * angle (counter-clockwise positive, degrees) from the direction towards Q's centre to the corner
 * of P closest to that direction.
 */
function nearestCornerAngles(points: readonly Point[]): number[] {
  const centers = board.spaces.map((s) => centerOf(s.vertices, points));
  return hqs.flatMap((p) => {
    const normal = unit(centers[p.id]!);
    return neighbouringHqs(p.id, centers).map((q) => {
      const towardsQ = onPlane(minus(centers[q]!, centers[p.id]!), normal);
      const angles = p.vertices.map((v) =>
        signedAngle(towardsQ, onPlane(minus(points[v]!, centers[p.id]!), normal), normal),
      );
      const nearest = [...angles].sort((a, b) => Math.abs(a) - Math.abs(b))[0]!;
      return nearest * DEG;
    });
  });
}

/**
 * Chirality measure 2, per pair (P, Q) of neighbouring pentagons: the two triangles between them
 * (one sharing an edge with P, the other with Q) share one edge, from a corner of P to a corner of
 * Q. Returns the sign of its turn from the direction P → Q, seen from outside: negative when it
 * is turned clockwise, that is when it slants like "/" with P below and Q above.
 */
function bridgeSlants(points: readonly Point[]): number[] {
  const centers = board.spaces.map((s) => centerOf(s.vertices, points));
  return hqs.flatMap((p) =>
    neighbouringHqs(p.id, centers).map((q) => {
      const bridges = board.edges.filter(
        ({ spaces: [s, t] }) =>
          (board.spaces[p.id]!.neighbors.includes(s) && board.spaces[q]!.neighbors.includes(t)) ||
          (board.spaces[p.id]!.neighbors.includes(t) && board.spaces[q]!.neighbors.includes(s)),
      );
      expect(bridges).toHaveLength(1);
      const [a, b] = bridges[0]!.vertices;
      const [onP, onQ] = board.spaces[p.id]!.vertices.includes(a) ? [a, b] : [b, a];
      expect(board.spaces[q]!.vertices).toContain(onQ);
      const pq = minus(centers[q]!, centers[p.id]!);
      const edge = minus(points[onQ]!, points[onP]!);
      const outward = unit(plus(centers[p.id]!, centers[q]!));
      return Math.sign(dot(cross(pq, edge), outward));
    }),
  );
}

function centerOf(vertices: readonly number[], points: readonly Point[]): Point {
  const sum = vertices.reduce<Point>(
    (acc, v) => [acc[0] + points[v]![0], acc[1] + points[v]![1], acc[2] + points[v]![2]],
    [0, 0, 0],
  );
  return [sum[0] / vertices.length, sum[1] / vertices.length, sum[2] / vertices.length];
}

/** The board's mirror image (x negated): the other snub dodecahedron. */
const mirrored: Point[] = board.vertices.map(([x, y, z]) => [-x, y, z]);

describe('snub dodecahedron geometry', () => {
  it('has 60 vertices, all on the unit sphere', () => {
    // Arrange
    const { vertices } = board;

    // Act
    const worst = Math.max(...vertices.map((v) => Math.abs(length(v) - 1)));

    // Assert
    expect(vertices).toHaveLength(60);
    expect(worst).toBeLessThan(1e-12);
  });

  it('has 150 edges of one length, and they are exactly the closest vertex pairs', () => {
    // Arrange
    const { vertices, edges } = board;

    // Act
    const lengths = edges.map(({ vertices: [a, b] }) => distance(vertices[a]!, vertices[b]!));
    const edgeLength = lengths[0]!;
    const closePairs: string[] = [];
    for (let a = 0; a < vertices.length; a++) {
      for (let b = a + 1; b < vertices.length; b++) {
        if (distance(vertices[a]!, vertices[b]!) < edgeLength * 1.01) closePairs.push(`${a}-${b}`);
      }
    }

    // Assert
    expect(edges).toHaveLength(150);
    for (const l of lengths) expect(Math.abs(l - edgeLength)).toBeLessThan(1e-12);
    // Circumradius / edge length of the snub dodecahedron is 2.1558...
    expect(1 / edgeLength).toBeCloseTo(2.15583, 4);
    expect(closePairs.sort()).toEqual(edges.map(({ vertices: [a, b] }) => `${a}-${b}`).sort());
  });

  it('has 4 triangles and 1 pentagon around every vertex (3.3.3.3.5)', () => {
    // Arrange
    const around = board.vertices.map(() => [] as number[]);

    // Act
    for (const s of board.spaces) for (const v of s.vertices) around[v]!.push(s.vertices.length);

    // Assert
    for (const sizes of around) expect(sizes.sort()).toEqual([3, 3, 3, 3, 5]);
  });
});

describe('chirality (the coordinates with an even number of plus signs)', () => {
  it('turns the corner nearest a neighbouring HQ 22.894° counter-clockwise, for all 12 HQs', () => {
    // Arrange
    const points = board.vertices;

    // Act
    const angles = nearestCornerAngles(points);

    // Assert: 12 HQs × 5 neighbours, one value by symmetry: the pentagons are turned
    // 36° − 22.894° = 13.106° clockwise from the faces of the dodecahedron they come from.
    expect(angles).toHaveLength(60);
    for (const a of angles) {
      expect(a).toBeGreaterThan(0);
      expect(a).toBeCloseTo(22.8936, 3);
    }
  });

  it('slants the edge between the two triangles joining neighbouring HQs like "/"', () => {
    // Arrange
    const points = board.vertices;

    // Act
    const slants = bridgeSlants(points);

    // Assert: negative = clockwise of the direction P → Q, seen from outside.
    expect(slants).toHaveLength(60);
    expect(new Set(slants)).toEqual(new Set([-1]));
  });

  it('joins HQ 0 and HQ 26 through triangles 1 and 7, which share the edge from vertex 1 to 5', () => {
    // Arrange: the example of docs/board.md.
    const between = board.edges.filter(({ spaces: [s, t] }) => s === 1 && t === 7);

    // Act
    const [edge] = between;

    // Assert
    expect(between).toHaveLength(1);
    expect(edge!.vertices).toEqual([1, 5]);
    expect(board.spaces[0]!.neighbors).toContain(1);
    expect(board.spaces[26]!.neighbors).toContain(7);
    expect(board.spaces[0]!.vertices).toContain(1);
    expect(board.spaces[26]!.vertices).toContain(5);
  });

  it('gives the opposite signs on the mirror image, so the measures do detect chirality', () => {
    // Arrange
    const points = mirrored;

    // Act
    const angles = nearestCornerAngles(points);
    const slants = bridgeSlants(points);

    // Assert
    for (const a of angles) expect(a).toBeCloseTo(-22.8936, 3);
    expect(new Set(slants)).toEqual(new Set([1]));
  });
});
