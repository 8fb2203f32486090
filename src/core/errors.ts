/**
 * Why the core refused (see `CoreError`):
 * - `'UNSUPPORTED_RULESET'`: the state's ruleset is not one the core plays (`CORE_RULESETS`);
 *   today it plays every published ruleset, and a state naming another is refused first as
 *   `validateState` refuses it (`BAD_STATE`); kept for rulesets to come;
 * - `'BAD_STATE'`: the state cannot be a game (not a playable `GameState`);
 * - `'ILLEGAL_ID'`: `make` was given an id that is not legal in the position;
 * - `'NOTHING_TO_UNMAKE'`: `unmake` was called at the position the core was built from;
 * - `'DICE_EXHAUSTED'`: explicit dice ran out, or held a value outside 1..6;
 * - `'CAPACITY'`: more Rovers at once than the core has room for (never in a real game).
 */
export type CoreErrorCode =
  | 'UNSUPPORTED_RULESET'
  | 'BAD_STATE'
  | 'ILLEGAL_ID'
  | 'NOTHING_TO_UNMAKE'
  | 'DICE_EXHAUSTED'
  | 'CAPACITY';

const MARKER = Symbol.for('globetrotter.CoreError');

/**
 * The one error the fast core throws. `code` is stable. The core is left as it was before the
 * call that threw (a `make` that throws has changed nothing).
 *
 * @example
 * ```ts
 * try {
 *   CoreGame.fromState(state);
 * } catch (e) {
 *   if (e instanceof CoreError && e.code === 'UNSUPPORTED_RULESET') useTheReducer();
 * }
 * ```
 */
export class CoreError extends Error {
  readonly code: CoreErrorCode;

  constructor(code: CoreErrorCode, message: string) {
    super(message);
    this.name = 'CoreError';
    this.code = code;
    Object.defineProperty(this, MARKER, { value: true });
  }

  // Recognise errors from another copy of the package too (a marker, as fast-check does).
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && MARKER in value;
  }
}

/** Throws the `CoreError` of `code`: every throw site of the core reads the same. */
export function coreFail(code: CoreErrorCode, message: string): never {
  throw new CoreError(code, message);
}
