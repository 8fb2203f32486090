import { describe, expect, it } from 'vitest';
import { CoreGame, perft } from '../../src/core/index.js';
import { createGame, createRng } from '../../src/index.js';
import { type Pinned, pinnedPerftTests } from './_helpers/pinned-perft.js';
import { seededPosition } from './_helpers/positions.js';

// Perft over actions and chance outcomes from fixed 2025-01 positions, to depth 3: the counts
// are pinned, and recomputed here by the slow reference perft over legalActions and
// actionOutcomes, so neither the core nor the reducer can drift alone.

const PINNED: readonly Pinned[] = [
  {
    name: 'setup, two players',
    state: () => createGame({ players: 2 }, createRng('perft-setup')),
    counts: [
      [11, 11, 0],
      [110, 121, 0],
      [1000, 1121, 0],
    ],
  },
  {
    name: 'start of play (seed perft-start-0, 2 actions)',
    state: () => seededPosition('perft-start-0', 2),
    counts: [
      [8, 8, 0],
      [69, 77, 2],
      [505, 582, 31],
    ],
  },
  {
    name: 'mid-game (seed perft-mid, 60 actions)',
    state: () => seededPosition('perft-mid', 60),
    counts: [
      [7, 7, 1],
      [21, 28, 1],
      [144, 172, 22],
    ],
  },
  {
    name: 'Drill Cannon and Treasury (seed perft-cannon-70, 161 actions)',
    state: () => seededPosition('perft-cannon-70', 161),
    counts: [
      [22, 22, 2],
      [110, 132, 2],
      [2930, 3062, 232],
    ],
  },
];

describe('perft over actions and chance outcomes', () => {
  pinnedPerftTests(PINNED);

  it('refuses a depth outside 1..8', () => {
    // Arrange
    const position = createGame({ players: 2 }, createRng(1));

    // Act
    const attempts = [0, 9, 1.5].map((depth) => () => perft(position, depth));

    // Assert
    for (const attempt of attempts) expect(attempt).toThrow(RangeError);
  });

  it('counts the same on a core perft already ran on, at any depth and beside other cores', () => {
    // Arrange: a core built once (perft keeps its buffers between calls), and fresh counts
    const mid = seededPosition('perft-mid', 60);
    const cannon = seededPosition('perft-cannon-70', 161);
    const core = CoreGame.fromState(mid);
    const other = CoreGame.fromState(cannon);
    const fresh = [1, 2, 3].map((depth) => perft(mid, depth));

    // Act: deeper, then shallower, then deeper again, with another core's perft between
    const counts = [3, 1, 2, 3].map((depth) => {
      perft(other, 2);
      return perft(core, depth);
    });

    // Assert
    expect(counts).toEqual([fresh[2], fresh[0], fresh[1], fresh[2]]);
    expect(core.depth).toBe(0);
    expect(core.toState()).toEqual(mid);
  });
});
