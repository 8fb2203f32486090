import { describe, expect, it } from 'vitest';
import { createGame, createRng, legalActions } from '../../src/index.js';
import { steeredPosition } from './_helpers/differential-2024-12.js';
import { type Pinned, pinnedPerftTests } from './_helpers/pinned-perft.js';

// Perft over actions and chance outcomes from fixed 2024-12 positions, to depth 3: the counts
// are pinned, and recomputed here by the slow reference perft over legalActions and
// actionOutcomes, so neither the core nor the reducer can drift alone.

const TWO = { players: 2, turnLimit: 300 } as const;

const PINNED: readonly Pinned[] = [
  {
    name: 'setup, two players (every HQ, every facing)',
    state: () => createGame({ players: 2, ruleset: '2024-12' }, createRng('perft-2024-setup')),
    counts: [
      [55, 55, 0],
      [2750, 2805, 0],
      [23000, 25805, 0],
    ],
  },
  {
    name: 'start of play (seed perft-2024-a, 4 actions)',
    state: () => steeredPosition('perft-2024-a', TWO, 4),
    counts: [
      [10, 10, 1],
      [55, 65, 3],
      [524, 589, 61],
    ],
  },
  {
    name: 'a Drill Cannon at full power across the table (seed perft-2024-a, 30 actions)',
    state: () => steeredPosition('perft-2024-a', TWO, 30),
    counts: [
      [47, 47, 8],
      [1157, 1204, 491],
      [54489, 55693, 9444],
    ],
  },
  {
    name: 'a build on a surrounded HQ (seed perft-2024-b, 30 actions)',
    state: () => steeredPosition('perft-2024-b', TWO, 30),
    counts: [
      [6, 6, 0],
      [174, 180, 0],
      [1102, 1282, 0],
    ],
  },
];

describe('perft over actions and chance outcomes, 2024-12', () => {
  it('the positions hold what their names say', () => {
    // Arrange
    const cannon = PINNED[2]!.state();
    const build = PINNED[3]!.state();

    // Act
    const fullPower = cannon.buildings.some((b) => b.structure === 'drillCannon' && b.power === 3);
    const builds = legalActions(build).filter((a) => a.type === 'build');

    // Assert
    expect(fullPower).toBe(true);
    expect(builds.length).toBeGreaterThan(0);
  });

  pinnedPerftTests(PINNED);
});
