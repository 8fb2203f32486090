import { assertWellFormed } from './_internals/shape.js';
import { familyOf } from './action-table.js';
import type { Action } from './actions.js';
import { fail, IllegalActionError } from './errors.js';
import type { GameState } from './types.js';

/** Throws the `IllegalActionError` that `action` breaks in `state`, or returns when it is legal. */
export function assertLegal(state: GameState, action: unknown): asserts action is Action {
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
}

/** The result of `validateAction`. */
export type ValidationResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: IllegalActionError };

/**
 * Whether `action` is legal in `state`; never throws. A malformed action (not an object, an
 * unknown type, missing or mistyped fields, ids out of range) is `MALFORMED_ACTION`; a `state`
 * that is not a game state gives `INVALID_STATE`.
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
    const why = e instanceof Error ? e.message : String(e);
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
