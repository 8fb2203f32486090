import { assertWellFormed } from './_internals/shape.js';
import { type ActionFamily, familyOf } from './action-table.js';
import type { Action } from './actions.js';
import { fail, IllegalActionError } from './errors.js';
import type { GameState } from './types.js';
import { stateShapeProblem } from './usable-state.js';
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
  const shape = stateShapeProblem(state);
  if (shape !== null) unusableState(action, shape[1]);
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

/** Throws the `INVALID_STATE` `IllegalActionError`: the state is broken, as `why` says. */
function unusableState(action: unknown, why: string): never {
  fail('INVALID_STATE', 'state-format', action, `not a usable game state: ${why}`);
}

/**
 * As `legalFamily`, and when a check throws anything but an `IllegalActionError` (only a state
 * broken below the top level makes one do that), throws the `INVALID_STATE` error that names
 * the first broken invariant, as `validateState` finds it. (Checking every state up front would
 * cost over 10 times what validating an action does.)
 */
export function usableFamily(state: GameState, action: unknown): ActionFamily<Action> {
  try {
    return legalFamily(state, action);
  } catch (e) {
    if (e instanceof IllegalActionError) throw e;
    const check = validateState(state);
    if (check.ok) throw e;
    return unusableState(action, check.error.message);
  }
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
    usableFamily(state, action);
    return { ok: true };
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, error: e };
    // A check that throws on a state validateState accepts is a bug: say so in the verdict
    // rather than throw, as promised.
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
