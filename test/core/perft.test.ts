import { describe, expect, it } from 'vitest';
import { perft } from '../../src/core/index.js';
import { createGame, createRng, type GameState } from '../../src/index.js';
import { referencePerft, seededPosition } from './_helpers/positions.js';

// Perft over actions and chance outcomes from fixed 2025-01 positions, to depth 3: the counts
// are pinned, and recomputed here by the slow reference perft over legalActions and
// actionOutcomes, so neither the core nor the reducer can drift alone.

interface Pinned {
  readonly name: string;
  readonly state: () => GameState;
  /** Leaves, nodes and chance nodes at depths 1, 2, 3. */
  readonly counts: readonly (readonly [number, number, number])[];
}

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
  describe.each(PINNED)('$name', ({ state, counts }) => {
    it.each([1, 2, 3])(
      'depth %i: the pinned counts, as the reference perft finds them',
      (depth) => {
        // Arrange
        const position = state();
        const [leaves, nodes, chanceNodes] = counts[depth - 1]!;

        // Act
        const core = perft(position, depth);
        const reference = referencePerft(position, depth);

        // Assert
        expect([core.leaves, core.nodes, core.chanceNodes]).toEqual([leaves, nodes, chanceNodes]);
        expect([reference.leaves, reference.nodes, reference.chanceNodes]).toEqual([
          leaves,
          nodes,
          chanceNodes,
        ]);
        expect(core.probabilityError).toBeLessThan(1e-12);
        expect(reference.probabilityError).toBeLessThan(1e-12);
      },
    );
  });

  it('refuses a depth outside 1..8', () => {
    // Arrange
    const position = createGame({ players: 2 }, createRng(1));

    // Act
    const attempts = [0, 9, 1.5].map((depth) => () => perft(position, depth));

    // Assert
    for (const attempt of attempts) expect(attempt).toThrow(RangeError);
  });
});
