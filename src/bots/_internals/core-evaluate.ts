import { coreContext, coreRuleset } from '../../core/_internals/access.js';
import {
  O_IN_GAME,
  type Position,
  S_STATUS,
  S_WINNERS,
  STATUS_FINISHED,
} from '../../core/_internals/position.js';
import type { CoreGame } from '../../core/index.js';
import { MAX_PLAYERS } from '../../rules/index.js';
import { EVALUATION_2024_12 } from './core-evaluate-2024-12.js';
import { EVALUATION_2025_01 } from './core-evaluate-2025-01.js';
import { EVALUATION_2026_06 } from './core-evaluate-2026-06.js';
import { cacheGet, cachePut } from './core-evaluate-cache.js';
import { type Constants, constantsOf } from './core-evaluate-constants.js';
import { evaluateFresh, slotsPer } from './core-evaluate-fresh.js';
import type { CoreEvaluation } from './core-evaluation.js';
import { evaluate } from './evaluate.js';
import { WEIGHTS } from './evaluate-weights.js';

// `evaluate` on a CoreGame's typed arrays, term for term and in the same order of summation, so
// that the values are the very same numbers (test/bots/_internals/core-evaluate.test.ts checks
// it at every outcome of seeded games): greedy and MCTS evaluate without building a GameState.
// A ruleset's differences are its CoreEvaluation (core-evaluation.ts); the evaluation from the
// pieces is core-evaluate-fresh.ts, a position met again is answered by core-evaluate-cache.ts.

const ADAPTERS: Readonly<Record<string, CoreEvaluation>> = {
  '2025-01': EVALUATION_2025_01,
  '2024-12': EVALUATION_2024_12 as unknown as CoreEvaluation,
  '2026-06': EVALUATION_2026_06,
};
const CONSTANTS = constantsOf(Object.values(ADAPTERS));
/** Each ruleset's adapter with its constants: one lookup a valuation. */
const EVALUATORS: ReadonlyMap<string, Evaluator> = new Map(
  Object.entries(ADAPTERS).map(([ruleset, ev]) => [ruleset, { ev, c: CONSTANTS.get(ev)! }]),
);

/** A ruleset's evaluation on the core: its adapter and constants. */
export interface Evaluator {
  readonly ev: CoreEvaluation;
  readonly c: Constants;
}

/** The evaluation of the cores of `ruleset`, or undefined where it goes through `toState()`. */
export function evaluatorOf(ruleset: string): Evaluator | undefined {
  return EVALUATORS.get(ruleset);
}

const VALUES = new Float64Array(MAX_PLAYERS);

/** Whether `evaluateCore` reads a ruleset's cores from their typed arrays (not through toState). */
export function readsCoreEvaluation(ruleset: string): boolean {
  return ADAPTERS[ruleset] !== undefined;
}

/**
 * `evaluate(core.toState(), player)`, read from the core's typed arrays: the same number. A
 * ruleset the core plays but this evaluation has no adapter for goes through `toState()`.
 */
export function evaluateCore(core: CoreGame, player: number): number {
  const evaluator = EVALUATORS.get(coreRuleset(core));
  if (evaluator === undefined) return evaluate(core.toState(), player);
  return evaluateAllAt(evaluator, coreContext(core).pos)[player]!;
}

/**
 * `evaluateAll` on the core: every seat's value, in a scratch array that the next evaluation
 * overwrites (copy what you keep). Seats past `players` are left as they were.
 */
export function evaluateAllCore(core: CoreGame): Float64Array {
  const evaluator = EVALUATORS.get(coreRuleset(core));
  if (evaluator === undefined) {
    VALUES.set(evaluateAllFromState(core));
    return VALUES;
  }
  return evaluateAllAt(evaluator, coreContext(core).pos);
}

/**
 * `evaluateAllCore` computed from the pieces, never from the value cache (for tests and
 * benchmarks): the same numbers, in the same scratch array.
 */
export function evaluateAllFreshCore(core: CoreGame): Float64Array {
  const adapter = ADAPTERS[coreRuleset(core)];
  if (adapter === undefined) return evaluateAllCore(core);
  const pos = coreContext(core).pos;
  if (pos.m[S_STATUS] === STATUS_FINISHED) return terminalInto(pos);
  evaluateFresh(adapter, CONSTANTS.get(adapter)!, pos, VALUES);
  return VALUES;
}

function evaluateAllFromState(core: CoreGame): number[] {
  const state = core.toState();
  return state.players.map((_, p) => evaluate(state, p));
}

function terminalInto(pos: Position): Float64Array {
  const m = pos.m;
  const winners = m[S_WINNERS]!;
  for (let p = 0; p < pos.players; p++) {
    if ((winners >> p) & 1) VALUES[p] = WEIGHTS.win;
    else if (winners === 0 && m[O_IN_GAME + p] === 1) VALUES[p] = 0;
    else VALUES[p] = -WEIGHTS.win;
  }
  return VALUES;
}

/**
 * `evaluateAll` of the position `pos` with `evaluator` (its ruleset's), through the value cache:
 * `evaluateAllCore` without the lookups (mctsBot's valuation, core-value.ts), in its scratch.
 */
export function evaluateAllAt(evaluator: Evaluator, pos: Position): Float64Array {
  if (pos.m[S_STATUS] === STATUS_FINISHED) return terminalInto(pos);
  const { ev, c } = evaluator;
  if (cacheGet(c.number, pos, slotsPer(ev, pos), VALUES)) return VALUES;
  evaluateFresh(ev, c, pos, VALUES);
  cachePut(pos, VALUES);
  return VALUES;
}
