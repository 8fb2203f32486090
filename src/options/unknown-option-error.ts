import { errorJson } from '../_internals/error-json.js';

const MARKER = Symbol.for('globetrotter.UnknownOptionError');

/**
 * Thrown by every function of the library that takes an options object (`createGame`,
 * `applyAction`, `mctsBot`, `simulate`, `renderSvg`, `replay`…) when the object has a key the
 * function does not know: a misspelt option would otherwise be ignored silently, and the call
 * would do something else than asked (`{ turnlimit: 5 }` plays with no turn limit). Known keys
 * whose value is `undefined` are accepted, as if absent.
 *
 * A `TypeError`, like the errors for option values of the wrong type: it is a mistake in the
 * calling code, not in the game. `code` is always `'UNKNOWN_OPTION'`; `suggestion` is the known
 * key nearest the bad one (ignoring case, at most a few letters apart), or `null`.
 * `instanceof UnknownOptionError` also recognises errors thrown by another copy of the package
 * (for example `globetrotter/sim` loaded as CommonJS beside the ES module main entry).
 *
 * @example
 * ```ts
 * try {
 *   createGame({ players: 2, turnlimit: 5 } as GameOptions, createRng(1));
 * } catch (e) {
 *   if (e instanceof UnknownOptionError) console.log(e.key, e.suggestion); // turnlimit turnLimit
 * }
 * ```
 */
export class UnknownOptionError extends TypeError {
  /** Always `'UNKNOWN_OPTION'`. */
  readonly code = 'UNKNOWN_OPTION';
  /** The function that refused the options, e.g. `'createGame'`. */
  readonly functionName: string;
  /** The unknown key, as given, e.g. `'turnlimit'`. */
  readonly key: string;
  /** The nearest known key, e.g. `'turnLimit'`, or `null` when none is close. */
  readonly suggestion: string | null;

  constructor(
    functionName: string,
    key: string,
    suggestion: string | null,
    known: readonly string[],
  ) {
    const hint = suggestion === null ? '' : `; did you mean "${suggestion}"?`;
    super(`${functionName}: unknown option "${key}"${hint} (known: ${known.join(', ') || 'none'})`);
    this.name = 'UnknownOptionError';
    this.functionName = functionName;
    this.key = key;
    this.suggestion = suggestion;
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
