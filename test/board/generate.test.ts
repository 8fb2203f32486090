import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateBoard } from '../../src/board/generate.js';
import { board } from '../../src/board/index.js';
import { azimuthOf, dot, type Point, unit } from './_internals/vector.js';

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/board-adjacency.json', import.meta.url), 'utf8'),
) as unknown;

/**
 * Checks the globe order on a list of points: north to south by height, then counter-clockwise
 * seen from above starting at azimuth 0. Heights are either equal (a ring) or clearly apart, so
 * rounding cannot reorder anything.
 */
function expectGlobeOrder(points: readonly Point[]): void {
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const drop = a[2] - b[2];
    if (Math.abs(drop) < 1e-12) {
      expect(azimuthOf(b), `azimuth at ${i + 1}`).toBeGreaterThan(azimuthOf(a) + 1e-3);
    } else {
      expect(drop, `height drop at ${i + 1}`).toBeGreaterThan(1e-3);
    }
  }
}

function isClose(p: Point, q: Point, tolerance: number): boolean {
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) < tolerance;
}

describe('coordinate frame', () => {
  it('centres space 0 (the north pole HQ) on +z and space 91 (the south pole HQ) on −z', () => {
    // Arrange
    const north = board.spaces[0]!;
    const south = board.spaces[91]!;

    // Act
    const northDirection = unit(north.center);
    const southDirection = unit(south.center);

    // Assert
    expect(north.kind).toBe('hq');
    expect(south.kind).toBe('hq');
    expect(board.northPole).toBe(0);
    expect(board.southPole).toBe(91);
    expect(isClose(northDirection, [0, 0, 1], 1e-12)).toBe(true);
    expect(isClose(southDirection, [0, 0, -1], 1e-12)).toBe(true);
  });

  it('puts vertex 0, a corner of the north pole HQ, on the +x half of the xz plane', () => {
    // Arrange
    const [x, y] = board.vertices[0]!;

    // Act, Assert
    expect(board.spaces[0]!.vertices).toContain(0);
    expect(Math.abs(y)).toBeLessThan(1e-12);
    expect(x).toBeGreaterThan(0.39);
  });

  it('is generated deterministically', () => {
    // Arrange, Act
    const again = generateBoard();

    // Assert
    expect(again).toEqual(board);
  });
});

describe('numbering rule', () => {
  it('numbers spaces north to south by centre height, then counter-clockwise from azimuth 0', () => {
    // Arrange
    const centers = board.spaces.map((s) => s.center);

    // Act, Assert
    expectGlobeOrder(centers);
  });

  it('numbers vertices by the same rule', () => {
    expectGlobeOrder(board.vertices);
  });

  it('makes the rings mirror each other: space 91 − i is as far south as i is north', () => {
    for (const s of board.spaces) {
      // Arrange
      const twin = board.spaces[91 - s.id]!;

      // Act, Assert
      expect(Math.abs(s.center[2] + twin.center[2])).toBeLessThan(1e-12);
      expect(twin.kind).toBe(s.kind);
    }
  });

  it('groups the spaces into these rings, north to south', () => {
    // Arrange
    const heights = [...new Set(board.spaces.map((s) => s.center[2].toFixed(6)))];

    // Act
    const rings = heights.map((h) =>
      board.spaces.filter((s) => s.center[2].toFixed(6) === h).map((s) => s.id),
    );

    // Assert
    const range = (from: number, to: number): number[] =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(rings).toEqual([
      [0],
      range(1, 5),
      range(6, 15),
      range(16, 20),
      range(21, 25),
      range(26, 30),
      range(31, 35),
      range(36, 40),
      range(41, 45),
      range(46, 50),
      range(51, 55),
      range(56, 60),
      range(61, 65),
      range(66, 70),
      range(71, 75),
      range(76, 85),
      range(86, 90),
      [91],
    ]);
  });
});

describe('ruling R1: the playable region', () => {
  it('leaves out exactly the south pole HQ and the 15 triangles sharing a vertex with it', () => {
    // Arrange
    const southCorners = new Set(board.spaces[91]!.vertices);
    const touching = board.spaces.filter(
      (s) => s.id !== 91 && s.vertices.some((v) => southCorners.has(v)),
    );

    // Act
    const offBoard = board.spaces.filter((s) => !s.playable).map((s) => s.id);
    const sharingAnEdge = touching.filter((s) => s.neighbors.includes(91));
    const sharingACorner = touching.filter((s) => !s.neighbors.includes(91));

    // Assert
    expect(touching.every((s) => s.kind === 'triangle')).toBe(true);
    expect(sharingAnEdge).toHaveLength(5);
    expect(sharingACorner).toHaveLength(10);
    expect(offBoard).toEqual([...touching.map((s) => s.id), 91].sort((a, b) => a - b));
    expect(offBoard).toEqual(Array.from({ length: 16 }, (_, i) => 76 + i));
  });

  it('has 76 playable spaces: 11 HQs and 65 triangles', () => {
    // Arrange
    const playable = board.spaces.filter((s) => s.playable);

    // Act
    const hqs = playable.filter((s) => s.kind === 'hq').map((s) => s.id);
    const triangles = playable.filter((s) => s.kind === 'triangle');

    // Assert
    expect(board.playableSpaces).toEqual(playable.map((s) => s.id));
    expect(board.playableSpaces).toHaveLength(76);
    expect(hqs).toEqual([0, 26, 27, 28, 29, 30, 61, 62, 63, 64, 65]);
    expect(board.hqs).toEqual(hqs);
    expect(triangles).toHaveLength(65);
  });

  it('keeps the playable region connected', () => {
    // Arrange
    const seen = new Set([0]);
    const queue = [0];

    // Act
    while (queue.length > 0) {
      const here = queue.shift()!;
      for (const next of board.playableNeighbors[here]!) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }

    // Assert
    expect([...seen].sort((a, b) => a - b)).toEqual(board.playableSpaces);
  });

  it('lists the playable neighbours of each space in neighbours order, none for off-board ones', () => {
    for (const s of board.spaces) {
      // Arrange
      const expected = s.playable ? s.neighbors.filter((n) => board.spaces[n]!.playable) : [];

      // Act, Assert
      expect(board.playableNeighbors[s.id]).toEqual(expected);
    }
  });

  it('gives the 5 southern HQs (61–65) exactly 4 playable neighbours, the other HQs 5', () => {
    // Arrange
    const counts = board.hqs.map((id) => [id, board.playableNeighbors[id]!.length] as const);

    // Act
    const southern = counts.filter(([, n]) => n === 4).map(([id]) => id);

    // Assert
    expect(southern).toEqual([61, 62, 63, 64, 65]);
    expect(board.southernHqs).toEqual(southern);
    expect(counts.filter(([, n]) => n !== 4 && n !== 5)).toEqual([]);
    for (const id of southern) {
      // Each borders exactly one off-board triangle, one that shares a corner with the pole.
      const outside = board.spaces[id]!.neighbors.filter((n) => !board.spaces[n]!.playable);
      expect(outside).toHaveLength(1);
      expect(board.spaces[91]!.neighbors).not.toContain(outside[0]);
    }
  });

  it('keeps the off-board region around the south pole, away from the north', () => {
    for (const s of board.spaces) {
      // Arrange
      const latitude = dot(unit(s.center), [0, 0, 1]);

      // Act, Assert: everything off the board is south of every playable space.
      if (!s.playable) expect(latitude).toBeLessThan(-0.79);
      else expect(latitude).toBeGreaterThan(-0.61);
    }
  });
});

describe('adjacency fixture (test/fixtures/board-adjacency.json)', () => {
  it('matches the generated board exactly, so any renumbering fails here', () => {
    // Arrange
    const table = {
      spaces: board.spaces.map((s) => ({
        id: s.id,
        kind: s.kind,
        playable: s.playable,
        vertices: [...s.vertices],
        neighbors: [...s.neighbors],
      })),
      edges: board.edges.map((e) => ({ vertices: [...e.vertices], spaces: [...e.spaces] })),
    };

    // Act
    const { spaces, edges } = fixture as { spaces: unknown; edges: unknown };

    // Assert
    expect(table.spaces).toEqual(spaces);
    expect(table.edges).toEqual(edges);
  });
});
