import type { Draft } from 'immer';
import { checkOptions } from '../options/index.js';
import { canonicalAction } from './_internals/action-fields.js';
import { createEffects } from './_internals/effects.js';
import { freezeShared } from './_internals/freeze.js';
import { workingCopy } from './_internals/working-copy.js';
import { type ActionFamily, turnFlowOf } from './action-table.js';
import type { Action } from './actions.js';
import { checkRng, type Rng } from './rng.js';
import type { GameState } from './types.js';
import { usableFamily } from './validate.js';

/**
 * Writes the effects of the legal action `act`, of `family` in the state's ruleset, on `draft`,
 * a writable copy of `state`.
 */
function recipe(
  draft: Draft<GameState>,
  state: GameState,
  act: Action,
  family: ActionFamily<Action>,
  rng: Rng,
): void {
  const player = state.currentPlayer;
  const effects = createEffects(rng);
  if (state.status === 'setup') {
    family.apply(draft, state, act, effects);
  } else {
    // Ruling R22: every action after the first of a turn spends a stored point.
    const flow = turnFlowOf(state);
    if (state.actionsThisTurn > 0 && family.spendsPoint) flow.spendPoint(draft, state, effects);
    family.apply(draft, state, act, effects);
    flow.finish(draft, state, family.endsTurn, effects);
  }
  draft.last = { player, action: act, dice: effects.dice, events: effects.events };
}

// One recipe, one way to draft: the recipe writes on an eager copy of the few small arrays it may
// change (_internals/working-copy.ts), a fraction of immer's proxy bookkeeping. By default the
// result is then frozen with structural sharing (_internals/freeze.ts): every part equal to the
// input's is the input's own frozen object, and only what the action created is frozen, which is
// what immer's autoFreeze gave, at about twice the speed (docs/performance.md, "Frozen or not").
// With `freeze: false` (simulations, search) the copy is returned as it is. test/rules/apply.test.ts
// plays both ways and compares them.

/**
 * Options of `applyAction` and `actionOutcomes`. Unknown keys are refused with `UNKNOWN_OPTION`
 * (an `UnknownOptionError`).
 */
export interface ApplyOptions {
  /**
   * Deep-freeze the returned state (default `true`), so that writing to it throws in strict
   * mode. Parts the new state shares with the input are frozen too (their values never change).
   * `false` is several times faster (see docs/performance.md) for code that never writes to
   * states, such as simulations and search; the rules and results are the same.
   */
  readonly freeze?: boolean;
}

/** Every key of `ApplyOptions`; any other is refused (`UnknownOptionError`). */
export const APPLY_OPTION_KEYS: Record<keyof ApplyOptions, true> = { freeze: true };

/**
 * Applies a legal action and returns the new state; `state` itself is never changed. Dice are
 * drawn from `rng` in the documented order and recorded, with what happened, in `state.last`.
 * The returned state is deep-frozen unless `options.freeze` is `false`.
 *
 * @throws {@link IllegalActionError} when the action is illegal or malformed (the input state is
 * untouched), with code `INVALID_STATE` when `state` is not a usable game state; an
 * {@link InvalidRngError} when `rng` is missing or not dice (whatever the action, even one that
 * rolls none); a `DiceError` when a scripted `rng` runs out of dice; an
 * {@link UnknownOptionError} when `options` has a key `ApplyOptions` does not list.
 *
 * @example
 * ```ts
 * const rng = createRng(7);
 * let state = createGame({ players: 2 }, rng);
 * while (state.status !== 'finished') state = applyAction(state, legalActions(state)[0]!, rng);
 * ```
 */
export function applyAction(
  state: GameState,
  action: Action,
  rng: Rng,
  options?: ApplyOptions,
): GameState {
  checkRng('applyAction', rng);
  // Only when options are given: the hot path (simulations) pays one short for…in at most.
  if (options !== undefined) checkOptions('applyAction', options, APPLY_OPTION_KEYS);
  return applyLegal(state, action, usableFamily(state, action), rng, options);
}

/**
 * `applyAction` for an action already found legal in `state`, of `family` (what `legalFamily`
 * returned), with options already checked: for `actionOutcomes`, which applies one action with
 * many dice sequences. Not part of the public entry.
 */
export function applyLegal(
  state: GameState,
  action: Action,
  family: ActionFamily<Action>,
  rng: Rng,
  options?: ApplyOptions,
): GameState {
  const act = canonicalAction(action);
  const draft = workingCopy(state);
  recipe(draft, state, act, family, rng);
  if (options?.freeze === false) return draft as GameState;
  return freezeShared(draft as GameState, state);
}
