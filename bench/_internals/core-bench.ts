import type { ApplyOptions, GameOptions, GameState, RulesetName } from '../../src/index.js';
import { GAME, midGamePositions, seededPosition } from './positions.js';

// The rulesets the core bench measures (bench/suites/core.ts), one entry each, and the names of
// their cases, which the targets (targets.ts) pair: a ruleset the core learns to play is one more
// line of CORE_BENCH.

/** One ruleset's fixtures: where its positions come from (seeds kept from earlier runs). */
export interface CoreBenchEntry {
  readonly ruleset: RulesetName;
  /** The game's options (2025-01's name no ruleset, as its positions always have). */
  readonly options: GameOptions;
  /** Seed of the start position of the playouts. */
  readonly startSeed: string;
  /** Prefix of the seeded games the make + unmake positions come from. */
  readonly positionsPrefix: string;
  /** Seed of the choice of the action made in each of those positions. */
  readonly choiceSeed: string;
  /** The perft position, built on demand (played `freeze: false`, as in core.ts), and its depth. */
  readonly perftAt: () => GameState;
  readonly perftDepth: number;
  /** Where the perft position comes from, for the table. */
  readonly perftSeed: string;
}

const UNFROZEN: ApplyOptions = { freeze: false };

export const CORE_BENCH: readonly CoreBenchEntry[] = [
  {
    ruleset: '2025-01',
    options: GAME,
    startSeed: 'core-bench-start',
    positionsPrefix: 'core-bench',
    choiceSeed: 'core-bench-choice',
    perftAt: () => seededPosition('perft-mid', 60, UNFROZEN),
    perftDepth: 4,
    perftSeed: 'perft-mid, 60 actions',
  },
  {
    ruleset: '2024-12',
    options: { ...GAME, ruleset: '2024-12' },
    startSeed: 'core-bench-start-2024-12',
    positionsPrefix: 'core-bench-2024-12',
    choiceSeed: 'core-bench-choice-2024-12',
    perftAt: () => midGamePositions(1, 'core-bench-perft-2024-12', UNFROZEN, '2024-12')[0]!,
    perftDepth: 3,
    perftSeed: 'core-bench-perft-2024-12',
  },
  {
    ruleset: '2026-06',
    options: { ...GAME, ruleset: '2026-06' },
    startSeed: 'core-bench-start-2026-06',
    positionsPrefix: 'core-bench-2026-06',
    choiceSeed: 'core-bench-choice-2026-06',
    perftAt: () => midGamePositions(1, 'core-bench-perft-2026-06', UNFROZEN, '2026-06')[0]!,
    perftDepth: 3,
    perftSeed: 'core-bench-perft-2026-06',
  },
];

/** The names of one ruleset's cases: what coreTargets pairs. */
export function coreCaseNames(ruleset: RulesetName, perftDepth: number) {
  return {
    playout: `core random playout step (legal ids + pick + make, seeded dice), ${ruleset}`,
    reducerPlayout: `reducer random playout step (legalActions + pick + applyAction, freeze: false), ${ruleset}`,
    makeUnmake: `core make + unmake, mid-game, ${ruleset}`,
    apply: `reducer applyAction (freeze: false), mid-game, core positions, ${ruleset}`,
    makeUnmakeAll: `core make + unmake of every legal id, one core per position, mid-game, ${ruleset}`,
    applyAll: `reducer applyAction (freeze: false) of every legal action, mid-game, core positions, ${ruleset}`,
    perft: `core perft(${perftDepth}) over actions and chance outcomes, mid-game, ${ruleset}`,
  } as const;
}
