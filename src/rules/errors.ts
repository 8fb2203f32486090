import { errorJson } from '../_internals/error-json.js';
import type { Action } from './actions.js';

/**
 * Every stable code of `IllegalActionError`; section 8 of docs/rules/2025-01.md, of
 * docs/rules/2026-06.md and of docs/rules/2024-12.md explains each and the ruling it cites in
 * that ruleset.
 */
export const ILLEGAL_ACTION_CODES = [
  'MALFORMED_ACTION',
  'INVALID_STATE',
  'GAME_OVER',
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'NO_SUCH_ROVER',
  'NOT_YOUR_ROVER',
  'ROVER_IN_ORBIT',
  'NOT_IN_ORBIT',
  'PLANET_DESTROYED',
  'OFF_BOARD',
  'NOT_ADJACENT',
  'SPACE_OCCUPIED',
  'ENEMY_FORTIFICATION',
  'ALREADY_FORTIFIED',
  'OUT_OF_RANGE',
  'NO_TARGET',
  'NOT_AN_HQ',
  'NOT_SURROUNDED',
  'STRUCTURE_LIMIT',
  'MOVE_OUT_REQUIRED',
  'NO_STRUCTURE',
  'CANNON_NOT_READY',
  'CANNON_ALREADY_READY',
  'CANNON_NOT_AIMED',
  'ALREADY_AIMED',
  'TREASURY_FULL',
  'SAVE_NOT_FIRST',
  'FULL_HEALTH',
  'PASS_NOT_ALLOWED',
  'END_TURN_NOT_ALLOWED',
  // 2026-06 (docs/rules/2026-06.md)
  'CHOICE_PENDING',
  'NO_CHOICE',
  'FORTIFICATION_NEARBY',
  'NO_OVERSEER',
  'NOTHING_TO_DECOMMISSION',
  'WRONG_PLANET',
  'SAME_PLANET',
  'NOT_ENOUGH_POINTS',
  'TOO_MANY_ROVERS',
  'ORBIT_THIS_TURN',
  // 2024-12 (docs/rules/2024-12.md)
  'NOT_AHEAD',
  'WRONG_FACING',
] as const;

/** Stable codes of `IllegalActionError`; a code, once published, keeps its meaning. */
export type IllegalActionCode = (typeof ILLEGAL_ACTION_CODES)[number];

/**
 * The rule an error cites: a ruling of docs/rules/2025-01.md (`'R5'`, R1–R29), of
 * docs/rules/2026-06.md (`'R36'`, R30–R49) or of docs/rules/2024-12.md (`'R53'`, R50 on),
 * `'action-format'` for malformed actions, or `'state-format'` when the state itself is unusable.
 */
export type RuleRef = `R${number}` | 'action-format' | 'state-format';

const MARKER = Symbol.for('globetrotter.IllegalActionError');

/**
 * Thrown by `applyAction` (and returned by `validateAction`) for an action the rules forbid.
 * The input state is never changed. `code` is stable; `rule` names the ruling broken;
 * `message` says why in words.
 *
 * @example
 * ```ts
 * try {
 *   state = applyAction(state, { type: 'move', rover: 3, to: 41 }, rng);
 * } catch (e) {
 *   if (e instanceof IllegalActionError) console.log(e.code, e.rule, e.message);
 * }
 * ```
 */
export class IllegalActionError extends Error {
  /** Stable machine-readable code, e.g. `'OUT_OF_RANGE'`. */
  readonly code: IllegalActionCode;
  /** The ruling broken, e.g. `'R2'`, or `'action-format'` for malformed actions. */
  readonly rule: RuleRef;
  /** The offending action, as given (possibly not even an object). */
  readonly action: unknown;

  constructor(code: IllegalActionCode, rule: RuleRef, action: unknown, message: string) {
    super(message);
    this.name = 'IllegalActionError';
    this.code = code;
    this.rule = rule;
    this.action = action;
    Object.defineProperty(this, MARKER, { value: true });
  }

  /** `name`, `message` and every field, so that `JSON.stringify` keeps why it failed. */
  toJSON(): Record<string, unknown> {
    return errorJson(this);
  }

  // Recognise errors from another copy of the package too (a marker, as fast-check does).
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && MARKER in value;
  }
}

/** Throws an `IllegalActionError`; every rule check raises its errors through here. */
export function fail(
  code: IllegalActionCode,
  rule: RuleRef,
  action: Action | unknown,
  message: string,
): never {
  throw new IllegalActionError(code, rule, action, message);
}
