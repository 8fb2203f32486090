import {
  type Action,
  type ApplyOptions,
  applyAction as applyActionObject,
  checkRng,
  type GameState,
  IllegalActionError,
  type Rng,
  stateShapeProblem,
  type ValidationResult,
  validateAction as validateActionObject,
  validateState,
} from '../rules/index.js';
import { NotationError } from './notation-error.js';
import { parseAction } from './parse-action.js';

// `applyAction` and `validateAction` as the package exports them: they take an action object or
// its notation text (`'r1 move 41'`, docs/notation.md), as chess.js's `move('e4')` does. The
// text is read here, in the record layer that owns the notation, and the object goes on to the
// rules' own functions (src/rules/apply.ts, validate.ts), which take objects only: the rules
// import nothing of record/, and code inside the library (bots, replay, search) calls them
// directly, without the one `typeof` this adds.

/**
 * The action `text` writes, read with the notation of `state`'s ruleset (and its position, so
 * `r1 shoot r5` works); text that is not an action is a `MALFORMED_ACTION` error. A state that
 * is not shaped like one is left for the rules to refuse with `INVALID_STATE`.
 */
function actionOf(state: GameState, action: unknown): unknown {
  if (typeof action !== 'string' || stateShapeProblem(state) !== null) return action;
  try {
    return parseAction(action, state);
  } catch (e) {
    if (e instanceof NotationError)
      throw new IllegalActionError('MALFORMED_ACTION', 'action-format', action, e.message);
    // Reading `r1 shoot r5` looks into the state: only a state broken deeper down throws else.
    const check = validateState(state);
    if (check.ok) throw e;
    throw new IllegalActionError(
      'INVALID_STATE',
      'state-format',
      action,
      `not a usable game state: ${check.error.message}`,
    );
  }
}

/**
 * Applies a legal action and returns the new state; `state` itself is never changed. The action
 * is an `Action` object or its text in notation (`'r1 move 41'`, `'p0: place 0'`,
 * docs/notation.md), read with the state's ruleset. Dice are drawn from `rng` in the documented
 * order and recorded, with what happened, in `state.last`. The returned state is deep-frozen
 * unless `options.freeze` is `false`.
 *
 * @throws {@link IllegalActionError} when the action is illegal or malformed (text that is not
 * notation is `MALFORMED_ACTION`; the input state is untouched), with code `INVALID_STATE` when
 * `state` is not a usable game state; an {@link InvalidRngError} when `rng` is missing or not
 * dice (whatever the action, even one that rolls none); a `DiceError` when a scripted `rng` runs
 * out of dice; an {@link UnknownOptionError} when `options` has a key `ApplyOptions` does not
 * list.
 *
 * @example
 * ```ts
 * const rng = createRng(7);
 * let state = createGame({ players: 2 }, rng);
 * while (state.status !== 'finished') state = applyAction(state, legalActions(state)[0]!, rng);
 * state = applyAction(state, 'r1 move 41', rng); // notation text works too
 * ```
 */
export function applyAction(
  state: GameState,
  action: Action | string,
  rng: Rng,
  options?: ApplyOptions,
): GameState {
  checkRng('applyAction', rng);
  return applyActionObject(state, actionOf(state, action) as Action, rng, options);
}

/**
 * Whether `action` is legal in `state`; never throws. The action is an object or its text in
 * notation (`'r1 move 41'`), read with the state's ruleset. A malformed action (not an object
 * or notation, an unknown type, missing or mistyped fields, ids out of range) is
 * `MALFORMED_ACTION`; a `state` that is not a game state gives `INVALID_STATE`, whose message
 * names what is broken. Only the top level of the state is checked on every call, for speed:
 * check states from outside (saved games) once with `validateState` before playing on them.
 * The verdict is plain JSON with its message (`JSON.stringify(result)`), ready to send.
 *
 * @example
 * ```ts
 * const result = validateAction(state, { type: 'move', rover: 1, to: 6 });
 * if (!result.ok) console.log(result.error.code, result.error.message);
 * validateAction(state, 'r1 move 6'); // the same, in notation
 * ```
 */
export function validateAction(state: GameState, action: unknown): ValidationResult {
  let read: unknown;
  try {
    read = actionOf(state, action);
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, error: e };
    // Never throws, as the rules' validateAction: a bug reading the text is still a verdict.
    const why = e instanceof Error ? e.message : String(e);
    const error = new IllegalActionError('INVALID_STATE', 'state-format', action, why);
    return { ok: false, error };
  }
  return validateActionObject(state, read);
}
