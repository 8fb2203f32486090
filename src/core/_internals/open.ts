import { type GameState, validateState } from '../../rules/index.js';
import { coreFail } from '../errors.js';
import type { Context } from './context.js';
import type { Base } from './convert.js';
import { Plies } from './frames.js';
import { RULESET_CORES, type RulesetCore } from './rulesets.js';
import { PLAYABLE, SLOTS } from './tables.js';

// What `CoreGame.fromState` builds: a state checked, its ruleset's plug-in, the context (the
// typed arrays and their scratch) and what the state keeps that the arrays do not (`Base`).

/** A core's parts, built from a state. */
export interface Opened {
  readonly rules: RulesetCore;
  readonly ctx: Context;
  readonly base: Base;
}

/**
 * A state from outside checked first (validateState), so that nothing out of range ever reaches
 * the typed arrays; then its ruleset's position. Throws `BAD_STATE` or `UNSUPPORTED_RULESET`.
 */
export function openState(state: GameState): Opened {
  const check = validateState(state);
  if (!check.ok) coreFail('BAD_STATE', `not a valid state: ${check.error.message}`);
  const ruleset = state.options.ruleset ?? '2025-01';
  const rules = Object.hasOwn(RULESET_CORES, ruleset) ? RULESET_CORES[ruleset] : undefined;
  if (rules === undefined) {
    coreFail(
      'UNSUPPORTED_RULESET',
      `the core plays ${Object.keys(RULESET_CORES).join(', ')}, not ${ruleset}: use applyAction for this game`,
    );
  }
  const pos = rules.positionOf(state);
  const layout = rules.layoutOf(state.options.planets);
  const ctx: Context = {
    pos,
    plies: new Plies(rules.frameSize),
    layout,
    firstPlayer: state.firstPlayer,
    turnLimit: state.options.turnLimit,
    ownCells: new Int32Array(pos.aliveCapacity),
    ownIds: new Int32Array(pos.aliveCapacity),
    landing: new Uint8Array(pos.planets * PLAYABLE.length),
    landings: 0,
    listing: new Int32Array(layout.total),
    later: new Int32Array(pos.cells * SLOTS),
    dice: { rng: null, list: null, next: 0, pad: false },
  };
  const base: Base = {
    options: state.options,
    firstPlayer: state.firstPlayer,
    rollOff: state.rollOff,
    last: state.last,
  };
  return { rules, ctx, base };
}
