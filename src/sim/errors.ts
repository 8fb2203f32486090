import { errorJson } from '../_internals/error-json.js';
import type { BotSpec } from './bot-spec.js';

/**
 * Why a tournament stopped (see `SimulationError`):
 * - `'GAME_FAILED'`: a bot or the rules threw during the game;
 * - `'GAME_TIMEOUT'`: the game did not end within `gameTimeoutMs` (a bot that never returns);
 * - `'WORKER_EXITED'`: a worker thread exited before it answered;
 * - `'WORKER_ERROR'`: a worker thread could not start, or threw outside a game;
 * - `'BAD_MESSAGE'`: a worker thread answered something that is not a result of its game;
 * - `'BOT_MODULE'`: a bot module (`BotModule`) could not be loaded, or exports no bot; raised
 *   before any game is played (`game` is `null`).
 */
export type SimulationErrorCode =
  | 'GAME_FAILED'
  | 'GAME_TIMEOUT'
  | 'WORKER_EXITED'
  | 'WORKER_ERROR'
  | 'BAD_MESSAGE'
  | 'BOT_MODULE';

/** The game a `SimulationError` is about: enough to replay it alone. */
export interface SimulationErrorGame {
  /** Its index in the tournament (`GameResult.index`). */
  readonly index: number;
  /** Its dice seed (`GameResult.seed`). */
  readonly seed: string;
  /** Bots by seat, as named in `SimulateOptions.bots`. */
  readonly seats: readonly BotSpec[];
}

const MARKER = Symbol.for('globetrotter.SimulationError');

/**
 * The error `simulate` rejects with when a game or a worker fails, after every worker has been
 * stopped. `code` says what happened, `game` which game was being played (`null` when no game
 * was: a worker that failed to start or died while idle), `cause` the underlying error if any.
 * Invalid options are a `RangeError` instead, and an error thrown by `onProgress` is passed on
 * as it is.
 *
 * @example
 * ```ts
 * try {
 *   await simulate({ bots: ['mcts', 'greedy'], games: 10, seed: 1, workers: 2, gameTimeoutMs: 60_000 });
 * } catch (e) {
 *   if (e instanceof SimulationError) console.log(e.code, e.game?.index, e.game?.seed);
 * }
 * ```
 */
export class SimulationError extends Error {
  readonly code: SimulationErrorCode;
  readonly game: SimulationErrorGame | null;

  constructor(
    code: SimulationErrorCode,
    game: SimulationErrorGame | null,
    message: string,
    options?: { readonly cause?: unknown },
  ) {
    super(`simulate: ${game === null ? '' : `${describeGame(game)}: `}${message}`, options);
    this.name = 'SimulationError';
    this.code = code;
    this.game = game;
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

function describeGame(game: SimulationErrorGame): string {
  return `game ${game.index} (seed "${game.seed}", ${game.seats.join(' vs ')})`;
}
