import { assertWellFormed } from './_internals/shape.js';
import { type ActionFamily, familyOf } from './action-table.js';
import type { Action } from './actions.js';
import { fail, IllegalActionError } from './errors.js';
import type { GameState } from './types.js';
import { validateState } from './validate-state.js';

/** Throws the `IllegalActionError` that `action` breaks in `state`, or returns when it is legal. */
export function assertLegal(state: GameState, action: unknown): asserts action is Action {
  legalFamily(state, action);
}

/**
 * As `assertLegal`, and returns the family of the legal `action` in the state's ruleset, so that
 * applyAction looks it up once.
 */
export function legalFamily(state: GameState, action: unknown): ActionFamily<Action> {
  assertWellFormed(state, action);
  if (state.status === 'finished') fail('GAME_OVER', 'R14', action, 'the game is over');
  if (action.player !== undefined && action.player !== state.currentPlayer) {
    fail(
      'NOT_YOUR_TURN',
      'R23',
      action,
      `it is player ${state.currentPlayer}'s turn, not player ${action.player}'s`,
    );
  }
  const family = familyOf(state, action);
  if ((state.status === 'setup') !== (family.phase === 'setup')) {
    const why =
      state.status === 'setup' ? 'players are still placing their Rovers' : 'setup is over';
    fail('WRONG_PHASE', 'R15', action, `cannot ${action.type} now: ${why}`);
  }
  family.check(state, action);
  return family;
}

/** The result of `validateAction`. */
export type ValidationResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: IllegalActionError };

/**
 * Whether `action` is legal in `state`; never throws. A malformed action (not an object, an
 * unknown type, missing or mistyped fields, ids out of range) is `MALFORMED_ACTION`; a `state`
 * that is not a game state gives `INVALID_STATE`, whose message names the first broken invariant
 * (as `validateState` does). The state itself is trusted, for speed: check states from outside
 * (saved games) once with `validateState` before playing on them.
 *
 * @example
 * ```ts
 * const result = validateAction(state, { type: 'move', rover: 1, to: 6 });
 * if (!result.ok) console.log(result.error.code, result.error.message);
 * ```
 */
export function validateAction(state: GameState, action: unknown): ValidationResult {
  try {
    assertLegal(state, action);
    return { ok: true };
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, error: e };
    // Only a broken state makes a check throw anything else: name what is broken. (Checking
    // every state up front would cost over 10 times what validating an action does.)
    const check = validateState(state);
    const why = check.ok ? (e instanceof Error ? e.message : String(e)) : check.error.message;
    return {
      ok: false,
      error: new IllegalActionError(
        'INVALID_STATE',
        'state-format',
        action,
        `not a usable game state: ${why}`,
      ),
    };
  }
}
