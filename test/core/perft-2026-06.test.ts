import { describe, expect, it } from 'vitest';
import { createGame, createRng, legalActions } from '../../src/index.js';
import { steeredPosition2026 } from './_helpers/differential-2026-06.js';
import { type Pinned, pinnedPerftTests } from './_helpers/pinned-perft.js';

// Perft over actions and chance outcomes from fixed 2026-06 positions, to depth 3: the counts
// are pinned, and recomputed here by the slow reference perft over legalActions and
// actionOutcomes, so neither the core nor the reducer can drift alone. The positions come from
// the steered play of _helpers/differential-2026-06.ts: a change to its policy moves them.

const TWO = { players: 2, turnLimit: 300 } as const;
const FOUR = { players: 4, turnLimit: 300 } as const;

const PINNED: readonly Pinned[] = [
  {
    name: 'setup, two players (the choice of who places first, then every placement)',
    state: () => createGame({ players: 2, ruleset: '2026-06' }, createRng('perft-2026-setup')),
    counts: [
      [2, 2, 0],
      [100, 102, 0],
      [4540, 4642, 0],
    ],
  },
  {
    name: 'a ready, aimed Drill Cannon (seed perft-2026-22, 50 actions)',
    state: () => steeredPosition2026('perft-2026-22', TWO, 50),
    counts: [
      [86, 86, 1],
      [946, 1032, 1],
      [22677, 23709, 169],
    ],
  },
  {
    name: 'Rovers in orbit, four players on two planets (seed perft-2026-52, 50 actions)',
    state: () => steeredPosition2026('perft-2026-52', FOUR, 50),
    counts: [
      [77, 77, 0],
      [563, 640, 8],
      [5819, 6459, 78],
    ],
  },
  {
    name: 'a Factory that can manufacture (seed perft-2026-95, 30 actions)',
    state: () => steeredPosition2026('perft-2026-95', TWO, 30),
    counts: [
      [11, 11, 0],
      [120, 131, 5],
      [1104, 1235, 5],
    ],
  },
];

describe('perft over actions and chance outcomes, 2026-06', () => {
  it('the positions hold what their names say', () => {
    // Arrange
    const [setup, cannon, orbit, factory] = PINNED.map((p) => legalActions(p.state()));

    // Act
    const has = (actions: typeof setup, type: string): boolean =>
      actions!.some((a) => a.type === type);

    // Assert
    expect(has(setup, 'choose')).toBe(true);
    expect(has(cannon, 'fire')).toBe(true);
    expect(has(orbit, 'descend') && has(orbit, 'orbit')).toBe(true);
    expect(has(factory, 'produce')).toBe(true);
  });

  pinnedPerftTests(PINNED);
});
