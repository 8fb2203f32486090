import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { board, SHOOTING_RANGE, shotDistance, spacesInRange } from '../../src/board/index.js';

// Ruling R2: the shooting distance from A to B is the least total over chains of edge-adjacent
// playable spaces, counting every space entered (B included, A not); an HQ counts 2, a
// triangle 1. In range means distance ≤ 3.

const N = board.spaces.length;
const { playableSpaces } = board;

function cost(id: number): number {
  return board.spaces[id]!.kind === 'hq' ? 2 : 1;
}

/**
 * Floyd–Warshall over the playable spaces, from the edge list alone (not from `neighbors` or
 * `playableNeighbors`): an independent reference for `shotDistance`.
 */
function bruteForceDistances(): number[][] {
  const d = Array.from({ length: N }, () => new Array<number>(N).fill(Number.POSITIVE_INFINITY));
  for (const s of playableSpaces) d[s]![s] = 0;
  for (const {
    spaces: [a, b],
  } of board.edges) {
    if (!board.spaces[a]!.playable || !board.spaces[b]!.playable) continue;
    d[a]![b] = cost(b);
    d[b]![a] = cost(a);
  }
  for (let k = 0; k < N; k++) {
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < N; j++) {
        const through = d[i]![k]! + d[k]![j]!;
        if (through < d[i]![j]!) d[i]![j] = through;
      }
    }
  }
  return d;
}

const reference = bruteForceDistances();
const playable = fc.constantFrom(...playableSpaces);

describe('ruling R2: shotDistance', () => {
  it('is 0 from a playable space to itself', () => {
    for (const s of playableSpaces) expect(shotDistance(s, s)).toBe(0);
  });

  it('counts the space entered: 1 into a triangle, 2 into an HQ', () => {
    // Arrange: space 0 is the north pole HQ, space 1 a triangle beside it.
    const hq = 0;
    const triangle = 1;

    // Act
    const out = shotDistance(hq, triangle);
    const back = shotDistance(triangle, hq);

    // Assert
    expect(out).toBe(1);
    expect(back).toBe(2);
  });

  it('pins the examples of docs/board.md', () => {
    // 0 → 1 → 6 → 16: three triangles entered, just in range.
    expect(shotDistance(0, 16)).toBe(3);
    // 0 → 1 → 7 → 26: two triangles and an HQ; neighbouring HQs are never in range of each other.
    expect(shotDistance(0, 26)).toBe(4);
    expect(shotDistance(26, 27)).toBe(4);
    // 1 → 0 → 3: a chain may pass through an HQ, which costs 2.
    expect(shotDistance(1, 3)).toBe(3);
    // The two directions differ by the difference of the end costs.
    expect(shotDistance(0, 75)).toBe(8);
    expect(shotDistance(75, 0)).toBe(9);
  });

  it('is at most 12 between playable spaces, reached from 21 to 73', () => {
    // Arrange
    const pairs = playableSpaces.flatMap((a) => playableSpaces.map((b) => [a, b] as const));

    // Act
    const longest = Math.max(...pairs.map(([a, b]) => shotDistance(a, b)));

    // Assert
    expect(longest).toBe(12);
    expect(shotDistance(21, 73)).toBe(12);
  });

  it('is Infinity to, from or at an off-board space', () => {
    for (let off = 76; off <= 91; off++) {
      expect(board.spaces[off]!.playable).toBe(false);
      expect(shotDistance(0, off)).toBe(Number.POSITIVE_INFINITY);
      expect(shotDistance(off, 0)).toBe(Number.POSITIVE_INFINITY);
      expect(shotDistance(off, off)).toBe(Number.POSITIVE_INFINITY);
      // Even between two off-board neighbours: off-board spaces can't be entered (R1).
      for (const n of board.spaces[off]!.neighbors) {
        expect(shotDistance(off, n)).toBe(Number.POSITIVE_INFINITY);
      }
    }
  });

  it('is Infinity for ids that are not space ids', () => {
    for (const bad of [-1, 92, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5, 1e9]) {
      expect(shotDistance(bad, 0)).toBe(Number.POSITIVE_INFINITY);
      expect(shotDistance(0, bad)).toBe(Number.POSITIVE_INFINITY);
    }
  });

  it('equals a brute-force Floyd–Warshall over the playable spaces, for all 92 × 92 pairs', () => {
    for (let from = 0; from < N; from++) {
      for (let to = 0; to < N; to++) {
        expect(shotDistance(from, to), `${from} → ${to}`).toBe(reference[from]![to]);
      }
    }
  });

  it('joins every pair of playable spaces', () => {
    for (const a of playableSpaces) {
      for (const b of playableSpaces) expect(Number.isFinite(shotDistance(a, b))).toBe(true);
    }
  });

  it('is symmetric up to the end costs: d(A, B) − cost(B) = d(B, A) − cost(A)', () => {
    fc.assert(
      fc.property(playable, playable, (a, b) => {
        // Arrange, Act
        const there = shotDistance(a, b) - cost(b);
        const back = shotDistance(b, a) - cost(a);

        // Assert
        expect(there).toBe(back);
      }),
      { numRuns: 500 },
    );
  });

  it('satisfies the triangle inequality d(A, C) ≤ d(A, B) + d(B, C)', () => {
    fc.assert(
      fc.property(playable, playable, playable, (a, b, c) => {
        expect(shotDistance(a, c)).toBeLessThanOrEqual(shotDistance(a, b) + shotDistance(b, c));
      }),
      { numRuns: 1000 },
    );
  });

  it('is exactly the entry cost between playable neighbours', () => {
    fc.assert(
      fc.property(playable, fc.nat(4), (a, k) => {
        const ns = board.playableNeighbors[a]!;
        const b = ns[k % ns.length]!;
        expect(shotDistance(a, b)).toBe(cost(b));
      }),
    );
  });

  it('is Infinity for any non-integer or out-of-range id', () => {
    const notAnId = fc.oneof(
      fc.integer({ max: -1 }),
      fc.integer({ min: N }),
      fc.double({ noInteger: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    );
    fc.assert(
      fc.property(notAnId, playable, (bad, good) => {
        expect(shotDistance(bad, good)).toBe(Number.POSITIVE_INFINITY);
        expect(shotDistance(good, bad)).toBe(Number.POSITIVE_INFINITY);
      }),
    );
  });
});

describe('ruling R2: spacesInRange', () => {
  it('is 3', () => {
    expect(SHOOTING_RANGE).toBe(3);
  });

  it('lists, for every space, the playable spaces t ≠ s at distance ≤ 3, ascending', () => {
    for (let s = 0; s < N; s++) {
      // Arrange
      const expected = playableSpaces.filter((t) => t !== s && reference[s]![t]! <= 3);

      // Act
      const actual = spacesInRange[s];

      // Assert
      expect(actual, `space ${s}`).toEqual(expected);
    }
  });

  it('has this histogram of range sizes over the 76 playable spaces', () => {
    // Arrange
    const histogram = new Map<number, number>();

    // Act: computed from the brute-force reference, not from spacesInRange.
    for (const s of playableSpaces) {
      const size = playableSpaces.filter((t) => t !== s && reference[s]![t]! <= 3).length;
      histogram.set(size, (histogram.get(size) ?? 0) + 1);
    }

    // Assert: range size → number of spaces with it.
    expect(Object.fromEntries([...histogram].sort(([a], [b]) => a - b))).toEqual({
      8: 5,
      10: 5,
      11: 5,
      12: 20,
      13: 30,
      14: 5,
      20: 6,
    });
  });

  it('gives these spaces these range sizes (the table of docs/board.md)', () => {
    // Arrange
    const range = (from: number, to: number): number[] =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const expected: Record<number, number[]> = {
      8: range(71, 75),
      10: range(66, 70),
      11: range(56, 60),
      12: [6, 8, 10, 12, 14, ...range(31, 35), ...range(46, 55)],
      13: [...range(1, 5), 7, 9, 11, 13, 15, ...range(16, 25), ...range(36, 45)],
      14: range(61, 65),
      20: [0, ...range(26, 30)],
    };

    // Act
    const actual: Record<number, number[]> = {};
    for (const s of playableSpaces) {
      const size = spacesInRange[s]!.length;
      actual[size] = [...(actual[size] ?? []), s];
    }

    // Assert
    expect(actual).toEqual(expected);
  });
});
