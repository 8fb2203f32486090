import { expect } from 'vitest';
import type {
  Action,
  GameState,
  IllegalActionCode,
  IllegalActionError,
  Planet,
  RuleRef,
} from '../../../src/rules/index.js';
import { applyAction, legalActions, scriptedRng } from '../../../src/rules/index.js';
import { rejection } from './illegal.js';

// Shared steps of the rule tests: apply a legal action with exactly the dice it should draw
// (`legalActions` must list it), or check the code and rule of an illegal one.

/** `action` without its `player` field: the form `legalActions` lists. */
function withoutPlayer(action: Action): Action {
  const { player: _player, ...rest } = action;
  return rest as Action;
}

/**
 * Applies `action` with scripted `dice` and returns the new state. Checks that `legalActions`
 * lists the action and that the action drew exactly `dice`, no more and no fewer.
 */
export function play(state: GameState, action: Action, dice: readonly number[] = []): GameState {
  expect(legalActions(state)).toContainEqual(withoutPlayer(action));
  const next = applyAction(state, action, scriptedRng(dice));
  expect(next.last?.dice.map((d) => d.value)).toEqual(dice);
  return next;
}

/**
 * Checks that `action` is illegal in `state` with `code` and `rule`, the entry points agreeing
 * (see `rejection`), and returns the error, to check its message.
 */
export function refuse(
  state: GameState,
  action: Action,
  code: IllegalActionCode,
  rule: RuleRef,
): IllegalActionError {
  const error = rejection(state, action);
  expect({ code: error.code, rule: error.rule }).toEqual({ code, rule });
  return error;
}

/** A copy of `state` with planet `index` changed, for positions the builder cannot describe. */
export function withPlanet(state: GameState, index: number, change: Partial<Planet>): GameState {
  return {
    ...state,
    planets: state.planets.map((p, i) => (i === index ? { ...p, ...change } : p)),
  };
}

/** The legal actions of one type, in `legalActions` order. */
export function legalOfType<T extends Action['type']>(
  state: GameState,
  type: T,
): Extract<Action, { type: T }>[] {
  return legalActions(state).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** Position-builder tokens for Fortifications on `spaces` of `planet`: `'f@36 f@41'`. */
export function fortsAt(spaces: readonly number[], planet = 0): string {
  return spaces.map((s) => (planet === 0 ? `f@${s}` : `f@${planet}.${s}`)).join(' ');
}
