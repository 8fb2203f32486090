import { errorJson } from '../_internals/error-json.js';
import { type InvalidStateError, printable } from '../rules/index.js';
import { shorten } from './_internals/shorten.js';

/** Stable codes of `PositionError`. */
export type PositionErrorCode = 'MALFORMED_POSITION' | 'INVALID_STATE';

const MARKER = Symbol.for('globetrotter.PositionError');

/**
 * Thrown by `parsePosition`: `code` is `'MALFORMED_POSITION'` when the text is not a position
 * string (`part` is the offending section or token), or `'INVALID_STATE'` when it reads as a
 * state that `validateState` refuses (`part` is the field's path, `state` the refusal).
 *
 * @example
 * ```ts
 * try {
 *   parsePosition(text);
 * } catch (e) {
 *   if (e instanceof PositionError) console.log(e.code, e.part, e.message);
 * }
 * ```
 */
export class PositionError extends Error {
  /** `'MALFORMED_POSITION'` or `'INVALID_STATE'`. */
  readonly code: PositionErrorCode;
  /** The offending part, exactly: a section, a token, or a state path (`'rovers[0].hp'`). */
  readonly part: string;
  /** For `'INVALID_STATE'`: `validateState`'s error (its `rule` names the ruling broken). */
  readonly invalid: InvalidStateError | undefined;

  constructor(code: PositionErrorCode, part: string, why: string, invalid?: InvalidStateError) {
    super(`position: ${part === '' ? '' : `${printable(JSON.stringify(shorten(part)))}: `}${why}`);
    this.name = 'PositionError';
    this.code = code;
    this.part = part;
    this.invalid = invalid;
    Object.defineProperty(this, MARKER, { value: true });
  }

  /** `name`, `message` and every field, so that `JSON.stringify` keeps why it failed. */
  toJSON(): Record<string, unknown> {
    return errorJson(this);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && MARKER in value;
  }
}
