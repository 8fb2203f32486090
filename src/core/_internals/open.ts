import { type GameState, validateState } from '../../rules/index.js';
import { coreFail } from '../errors.js';
import type { Context } from './context.js';
import type { Base } from './convert.js';
import { Plies } from './frames.js';
import type { Position } from './position.js';
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

/** A state from outside checked (validateState), so that nothing out of range ever reaches the
 * typed arrays. Throws `BAD_STATE`. */
export function checkState(state: GameState): void {
  const check = validateState(state);
  if (!check.ok) coreFail('BAD_STATE', `not a valid state: ${check.error.message}`);
}

/** The arrays of a context that depend on its ruleset and number of planets only. */
export type Scratch = Pick<
  Context,
  'plies' | 'layout' | 'ownCells' | 'ownIds' | 'landing' | 'listing' | 'later'
>;

/** The context of `state` (its position `pos`) over `scratch`, new or another core's. */
export function contextOf(state: GameState, pos: Position, scratch: Scratch): Context {
  const { plies, layout, ownCells, ownIds, landing, listing, later } = scratch;
  return {
    pos,
    plies,
    layout,
    firstPlayer: state.firstPlayer,
    turnLimit: state.options.turnLimit,
    ownCells,
    ownIds,
    landing,
    landings: 0,
    listing,
    later,
    dice: { rng: null, list: null, next: 0, pad: false },
  };
}

/** What the state keeps that the typed arrays do not. */
export function baseOf(state: GameState): Base {
  return {
    options: state.options,
    firstPlayer: state.firstPlayer,
    rollOff: state.rollOff,
    last: state.last,
  };
}

/**
 * A state from outside checked first (checkState); then its ruleset's position in new arrays.
 * Throws `BAD_STATE` or `UNSUPPORTED_RULESET`.
 */
export function openState(state: GameState): Opened {
  checkState(state);
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
  const ctx = contextOf(state, pos, {
    plies: new Plies(rules.frameSize),
    layout,
    ownCells: new Int32Array(pos.aliveCapacity),
    ownIds: new Int32Array(pos.aliveCapacity),
    landing: new Uint8Array(pos.planets * PLAYABLE.length),
    listing: new Int32Array(layout.total),
    later: new Int32Array(pos.cells * SLOTS),
  });
  return { rules, ctx, base: baseOf(state) };
}
