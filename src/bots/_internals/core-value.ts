import { coreContext, coreRuleset } from '../../core/_internals/access.js';
import { S_STATUS, STATUS_FINISHED } from '../../core/_internals/position.js';
import type { Position2024 } from '../../core/2024-12/position.js';
import type { CoreGame } from '../../core/index.js';
import { MAX_PLAYERS, type RulesetName } from '../../rules/index.js';
import { blockPointsCore } from './core-block.js';
import { type Evaluator, evaluateAllAt, evaluatorOf } from './core-evaluate.js';
import { cachedSearch, cacheSearch } from './core-evaluate-cache.js';
import { huntPointsCore } from './core-hunt.js';
import { planPointsCore } from './core-plan.js';
import { type RebuildRule, rebuildPointsCore, rebuildRule } from './core-rebuild.js';
import { searchValue } from './value.js';

// mctsBot's value of a position (value.ts's `searchValue`) read from the core: the evaluation,
// then the plan, hunt, way-up, rebuild and blocking points from the typed arrays, summed as value.ts sums them,
// so that the values are the same numbers (test/bots/_internals/core-value.test.ts). A position
// valued before (the evaluation's cache entry still holds it) gets the very array valued then.

/** What a ruleset's core position adds to the evaluation (value.ts). */
interface Extras {
  /** The ruleset's evaluation on the core (core-evaluate.ts). */
  readonly evaluator: Evaluator;
  /** The orbit plan (2025-01: a Rover in orbit is safe and planets break). */
  readonly plan: boolean;
  /** Fortifications on edges (2024-12): rebuilding needs walls, and blocking points count. */
  readonly onEdges: boolean;
  /** What rebuilding a Building needs (core-rebuild.ts). */
  readonly rebuild: RebuildRule;
}

function extrasOf(ruleset: RulesetName, plan: boolean, onEdges: boolean): Extras {
  const evaluator = evaluatorOf(ruleset);
  if (evaluator === undefined)
    throw new Error(`core-value: no evaluation of ${ruleset} on the core`);
  return { evaluator, plan, onEdges, rebuild: rebuildRule(ruleset) };
}

const EXTRAS: Readonly<Record<string, Extras>> = {
  '2025-01': extrasOf('2025-01', true, false),
  '2024-12': extrasOf('2024-12', false, true),
  // No plan: a Rover in orbit is not safe (R41, R48), so plan.ts gives no points.
  '2026-06': extrasOf('2026-06', false, false),
};

/**
 * Whether `searchValueCore` reads a ruleset's cores from their typed arrays. mctsBot searches
 * on the core only then: through `toState()` the search is slower than on states.
 */
export function valuesOnCore(ruleset: string): boolean {
  return EXTRAS[ruleset] !== undefined;
}

const PLAN = new Float64Array(MAX_PLAYERS);
const REBUILD = new Float64Array(MAX_PLAYERS);
const BLOCK = new Float64Array(MAX_PLAYERS);
const HUNT = new Float64Array(MAX_PLAYERS);
const WAY_UP = new Float64Array(MAX_PLAYERS);

/**
 * `searchValue` of the position `core` is at, for each seat: an array nobody writes (nodes keep
 * it, and a position valued again may get the same array). A ruleset the core plays without an
 * entry here (a new one) is valued through `toState()`.
 */
export function searchValueCore(core: CoreGame): readonly number[] {
  const extras = EXTRAS[coreRuleset(core)];
  if (extras === undefined) return searchValue(core.toState());
  const pos = coreContext(core).pos;
  const n = pos.players;
  const values = evaluateAllAt(extras.evaluator, pos);
  const finished = pos.m[S_STATUS] === STATUS_FINISHED;
  // In play the evaluation went through its cache: an entry may hold this value already.
  const kept = finished ? null : cachedSearch();
  if (kept !== null) return kept;
  // A copy: the evaluation's array is overwritten by the next one, and nodes keep their values.
  const base = new Array<number>(n);
  for (let p = 0; p < n; p++) base[p] = values[p]!;
  // A finished game's value is its result: no plan, rebuild or blocking points.
  if (finished) return base;
  // Loops, not fill(): a typed array's fill costs more than a few writes.
  for (let p = 0; p < n; p++) {
    PLAN[p] = 0;
    REBUILD[p] = 0;
    BLOCK[p] = 0;
    HUNT[p] = 0;
    WAY_UP[p] = 0;
  }
  if (extras.plan) planPointsCore(pos, PLAN, WAY_UP);
  if (extras.plan) huntPointsCore(pos, HUNT);
  rebuildPointsCore(pos, extras.rebuild, REBUILD);
  if (extras.onEdges) blockPointsCore(pos as Position2024, BLOCK);
  let total = 0;
  for (let p = 0; p < n; p++) {
    PLAN[p] = PLAN[p]! + REBUILD[p]! + BLOCK[p]! + HUNT[p]!;
    total += PLAN[p]!;
  }
  const others = n - 1;
  for (let p = 0; p < n; p++)
    base[p] = base[p]! + PLAN[p]! - (total - PLAN[p]!) / others + WAY_UP[p]!;
  cacheSearch(base);
  return base;
}
