import { CORE_BENCH, type CoreBenchEntry, coreCaseNames } from './core-bench.js';
import type { PairResult, Row } from './results.js';

// The performance targets, checked against the rows of a run: an absolute rate for one
// case, or the ratio of two cases' rates (units per second each: our calls or nodes against a
// peer's moves or leaves). Targets are checked on CPU-time rates (the machine is shared: see
// measure.ts); wall-time figures are shown beside. A ratio is taken from its interleaved pair
// (pairs.ts) when the run measured both cases; otherwise from the two rows, and the table says
// whether they come from the same run (a filtered run keeps older rows).

/** A target, or a comparison printed for information (no `atLeast`). */
export interface Target {
  /** What is compared, in a few words. */
  readonly name: string;
  /** Id (`suite/case`) of the case whose rate is checked, or the numerator of a ratio. */
  readonly of: string;
  /** Id of the denominator case; without it, `of`'s own rate is compared with `atLeast`. */
  readonly over?: string;
  /** The rate (units/s) or ratio the issue asks for; absent for a comparison for information. */
  readonly atLeast?: number;
  /** Set while a case the target needs cannot exist yet: says why, instead of a figure. */
  readonly pending?: string;
}

const APPLY_FROZEN = 'rules/applyAction (frozen states), mid-game';
const APPLY_UNFROZEN = 'rules/applyAction (freeze: false), mid-game';
const LEGAL = 'rules/legalActions, mid-game, 2 players, 1 planet';
const BGIO_MOVES = 'peers/boardgame.io reducer, tic-tac-toe random games (production)';
const CHESS_START = 'peers/chess.js public-API perft(3), start position';
const CHESS_KIWIPETE = 'peers/chess.js public-API perft(2), Kiwipete';

/**
 * The fast core's targets (issue 28, bench/suites/core.ts) for one ruleset: the same work on the
 * core and on the reducer, each ratio paired.
 */
function coreTargets({ ruleset, perftDepth }: CoreBenchEntry): Target[] {
  const c = coreCaseNames(ruleset, perftDepth);
  return [
    {
      name: `core random playout step / reducer random-play step (freeze: false), ${ruleset}`,
      of: `core/${c.playout}`,
      over: `core/${c.reducerPlayout}`,
      atLeast: 10,
    },
    // A search's work: every legal action of a position made and unmade on its one core.
    {
      name: `core make + unmake / applyAction (freeze: false), every legal action, ${ruleset}`,
      of: `core/${c.makeUnmakeAll}`,
      over: `core/${c.applyAll}`,
      atLeast: 5,
    },
    // One action on each of 1,000 cores: mostly cache misses (50-70 MB per call), for information.
    {
      name: `core make + unmake / applyAction (freeze: false), one action on each of 1,000 cores, ${ruleset}`,
      of: `core/${c.makeUnmake}`,
      over: `core/${c.apply}`,
    },
    {
      name: `core perft nodes / chess.js built-in perft leaves (Kiwipete), ${ruleset}`,
      of: `core/${c.perft}`,
      over: 'peers/chess.js perft(3), Kiwipete',
      atLeast: 1,
    },
  ];
}

export const TARGETS: readonly Target[] = [
  { name: 'applyAction, frozen, 2 players, 1 planet', of: APPLY_FROZEN, atLeast: 200_000 },
  { name: 'applyAction, freeze: false', of: APPLY_UNFROZEN, atLeast: 200_000 },
  { name: 'legalActions, 2 players, 1 planet', of: LEGAL, atLeast: 100_000 },
  {
    name: 'applyAction (frozen) / boardgame.io moves',
    of: APPLY_FROZEN,
    over: BGIO_MOVES,
    atLeast: 10,
  },
  {
    name: 'applyAction (freeze: false) / boardgame.io moves',
    of: APPLY_UNFROZEN,
    over: BGIO_MOVES,
    atLeast: 10,
  },
  {
    name: 'perft nodes (start of play) / chess.js public-API leaves (start)',
    of: 'perft/perft(5), start of play',
    over: CHESS_START,
    atLeast: 10,
  },
  {
    name: 'perft nodes (mid-game) / chess.js public-API leaves (Kiwipete)',
    of: 'perft/perft(5), mid-game',
    over: CHESS_KIWIPETE,
    atLeast: 10,
  },
  {
    name: 'perft nodes (mid-game) / chess.js built-in perft leaves (Kiwipete)',
    of: 'perft/perft(5), mid-game',
    over: 'peers/chess.js perft(3), Kiwipete',
  },
  {
    name: 'perft nodes (mid-game): freeze: false / frozen states',
    of: 'perft/perft(5), mid-game',
    over: 'perft/perft(5), mid-game, frozen states',
  },
  {
    name: 'immer floor: applyAction (freeze: false) / bare produce, no autoFreeze',
    of: APPLY_UNFROZEN,
    over: 'peers/immer produce(state, d => { d.turn++ }), no autoFreeze',
  },
  {
    name: 'immer floor: applyAction (frozen) / bare produce, autoFreeze',
    of: APPLY_FROZEN,
    over: 'peers/immer produce(state, d => { d.turn++ }), autoFreeze',
  },
  // MCTS: our iterations (random playouts of 50 actions) against boardgame.io's MCTSBot on
  // tic-tac-toe, whose positions are far smaller.
  {
    name: 'MCTS iterations (50-action playouts) / boardgame.io MCTSBot iterations',
    of: 'mcts/MCTS iterations, mid-game',
    over: 'peers/boardgame.io MCTSBot.play, 1000 iterations, tic-tac-toe start position',
    atLeast: 1,
  },
  // MCTS's own overhead (issue 16): iterations at the default playout depth (no playouts: each
  // iteration values one new position) per applyAction ({ freeze: false }) the same time buys.
  {
    name: 'MCTS iterations (default playout depth) / applyAction (freeze: false)',
    of: 'mcts/MCTS iterations, mid-game, default playout depth (0)',
    over: APPLY_UNFROZEN,
    atLeast: 0.25,
  },
  ...CORE_BENCH.flatMap(coreTargets),
  // greedyBot's decision on the core as simulate plays it (bench/suites/greedy.ts), against the
  // same decision on states: the same choices, read from typed arrays.
  {
    name: 'greedy decision on the core / greedyBot.chooseAction',
    of: 'greedy/greedy decisions on the core (legal ids in order, evaluateCore)',
    over: 'greedy/greedy decisions on states (greedyBot.chooseAction)',
    atLeast: 3,
  },
];

/** A target checked against a run's rows. */
export interface TargetResult {
  readonly name: string;
  readonly of: string;
  readonly over: string | null;
  readonly atLeast: number | null;
  /** The rate or ratio in CPU time, or `null` when a case it needs was not measured. */
  readonly value: number | null;
  /** The same in wall time. */
  readonly wallValue: number | null;
  /** `null` when there is no target or no value. */
  readonly met: boolean | null;
  /** For ratios: measured interleaved, or from two rows of the same run, or of different runs. */
  readonly how: 'paired' | 'same run' | 'different runs' | null;
  /** Why there is no value. */
  readonly missing: string | null;
  /**
   * When the rows were measured (`Row.measuredAt`, the start of their run), `of`'s then
   * `over`'s; `null` for a case that was not measured.
   */
  readonly measuredAt: readonly [of: string | null, over: string | null];
}

const id = (row: Row) => `${row.suite}/${row.case}`;

export function checkTargets(
  rows: readonly Row[],
  pairs: readonly PairResult[],
  targets = TARGETS,
): TargetResult[] {
  const byId = new Map(rows.map((r) => [id(r), r]));
  return targets.map((t) => {
    const of = byId.get(t.of);
    const over = t.over === undefined ? undefined : byId.get(t.over);
    const base = {
      name: t.name,
      of: t.of,
      over: t.over ?? null,
      atLeast: t.atLeast ?? null,
      measuredAt: [of?.measuredAt ?? null, over?.measuredAt ?? null] as const,
    };
    const absent = [of ? null : t.of, t.over !== undefined && !over ? t.over : null].filter(
      (x) => x !== null,
    );
    if (t.pending !== undefined || absent.length > 0) {
      const missing = t.pending ?? `not measured: ${absent.join(', ')}`;
      return { ...base, value: null, wallValue: null, met: null, how: null, missing };
    }
    // A pair counts only if measured in the run that measured both rows.
    const pair = pairs.find(
      (p) =>
        p.target === t.name && p.measuredAt === of!.measuredAt && p.measuredAt === over?.measuredAt,
    );
    let value = of!.cpuUnitsPerSecond;
    let wallValue = of!.unitsPerSecond;
    let how: TargetResult['how'] = null;
    if (pair) {
      [value, wallValue, how] = [pair.cpuRatio, pair.wallRatio, 'paired'];
    } else if (over) {
      value /= over.cpuUnitsPerSecond;
      wallValue /= over.unitsPerSecond;
      how = of!.measuredAt === over.measuredAt ? 'same run' : 'different runs';
    }
    return {
      ...base,
      value,
      wallValue,
      met: t.atLeast === undefined ? null : value >= t.atLeast,
      how,
      missing: null,
    };
  });
}
