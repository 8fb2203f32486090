import type { GameRecord } from '../record/types.js';
import type { PlayerIndex, RulesetName } from '../rules/index.js';
import type { BotSpec } from './bot-spec.js';

/**
 * What `simulate` plays: which bots, how many games, where the randomness comes from.
 * Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`).
 */
export interface SimulateOptions {
  /**
   * The bots: built-ins by name (`'greedy'`, `'mcts:200'`: `BotName`) or your own as modules
   * (`'./my-bot.mjs'`, a `file:` URL, `'module:my-bot'`: `BotModule`, which says how they are
   * found and what they export); results name each bot by the text given. A bot given twice is
   * two entries (a mirror match: `['random', 'random']`), reported apart by position. With
   * `players` seats per game, every combination of
   * `players` of them (in the order given) is a matchup: with 2 players, a round robin of every
   * pair; with as many players as bots, one matchup of them all.
   */
  readonly bots: readonly BotSpec[];
  /**
   * Games per matchup, ≥ 1; with the number of matchups, at most 1,000,000 games in all
   * (`MAX_SIMULATION_GAMES`). Multiples of `players` balance who moves first exactly.
   */
  readonly games: number;
  /** The tournament's seed: every game's dice and bot seeds derive from it and its index. */
  readonly seed: string | number;
  /**
   * Worker threads to play on (capped at the number of games); `0` plays every game on the
   * calling thread, one after another. Results do not depend on it.
   */
  readonly workers: number;
  /** Seats per game, 2..6 and at most the number of bots (default 2). */
  readonly players?: number;
  /**
   * Planets, 1..16 (default 1). In 2026-06 the players decide them (ruling R33: 2–3 players 1,
   * 4–5 players 2, 6 players 3): leave it out, or give that count.
   */
  readonly planets?: number;
  /** The rules every game plays (default `'2025-01'`): a name of `SUPPORTED_RULESETS`. */
  readonly ruleset?: RulesetName;
  /**
   * Turns after which a game ends with no winner (ruling R14), or `null` for none (default 500:
   * two random bots rarely finish a game).
   */
  readonly turnLimit?: number | null;
  /** Keep each game's record in its result (default false: the final hash only). */
  readonly records?: boolean;
  /**
   * Milliseconds a game may take on a worker, from the moment the worker starts it (it is sent
   * to an idle worker, or the game queued before it there ends), before `simulate`
   * stops every worker and rejects with a `SimulationError` (`'GAME_TIMEOUT'`) naming it; an
   * integer 1..2³¹ − 1, or `null` for no limit (default 30 minutes). With `workers: 0` no limit
   * applies: a game on the calling thread cannot be interrupted.
   */
  readonly gameTimeoutMs?: number | null;
  /** Called after each game ends, in the order games end (which depends on the workers). */
  readonly onProgress?: (progress: SimulationProgress) => void;
  /**
   * Worker threads kept across calls (`createSimulationPool`): the games are played on `workers`
   * of them (at most the pool's `workers`) instead of on new threads stopped at the end, so a
   * call after the first finds its threads started and warm. Results do not depend on it.
   */
  readonly pool?: SimulationPool;
}

/**
 * Worker threads kept across `simulate` calls, made by `createSimulationPool`. A fresh thread
 * plays its first games several times slower while V8 compiles the rules and bots, and a light
 * tournament's workers spend most of their time there (docs/performance.md, "simulate on many
 * cores"); a pool pays that once. Its threads start when a call first needs them and stay idle
 * between calls without keeping Node running. Calls on one pool take turns. A failure that
 * stops a call's workers (a game failing or past `gameTimeoutMs`, a worker exiting) stops the
 * pool's threads too, and the next call starts new ones.
 *
 * @example
 * ```ts
 * const pool = createSimulationPool({ workers: 8 });
 * try {
 *   for (const seed of [1, 2, 3]) {
 *     await simulate({ bots: ['random', 'greedy'], games: 200, seed, workers: 8, pool });
 *   }
 * } finally {
 *   await pool.close();
 * }
 * ```
 */
export interface SimulationPool {
  /** The most threads a call may use: a call's `workers` is at most this. */
  readonly workers: number;
  /** Whether `close` has been called: `simulate` refuses a closed pool. */
  readonly closed: boolean;
  /** Stops every thread; a call playing on the pool rejects. Calling it again does nothing. */
  close(): Promise<void>;
}

/** What `createSimulationPool` makes. */
export interface SimulationPoolOptions {
  /** The most threads the pool keeps, 1..1024. */
  readonly workers: number;
}

/** Progress of `simulate`, after each game. */
export interface SimulationProgress {
  /** Games played so far. */
  readonly done: number;
  /** Games in the tournament. */
  readonly total: number;
  /** Milliseconds since `simulate` started. */
  readonly elapsedMs: number;
  /** The game that just ended. */
  readonly game: GameResult;
}

/** One game of a tournament. */
export interface GameResult {
  /** Index of the game in the tournament, 0-based; `SimulationResult.games` is in this order. */
  readonly index: number;
  /** Index of its matchup in `SimulationResult.matchups`. */
  readonly matchup: number;
  /** Bots by seat, as named in `bots`. */
  readonly seats: readonly BotSpec[];
  /** The seed of the game's dice (`createRng(seed)`), recorded in its record. */
  readonly seed: string;
  /** The seat that won the roll-off and moved first (ruling R15). */
  readonly firstPlayer: PlayerIndex;
  /** Winning seats; empty when the turn limit ended the game or everyone lost. */
  readonly winnerSeats: readonly PlayerIndex[];
  /** Winning bots, by name. */
  readonly winners: readonly BotSpec[];
  /** Whether the turn limit ended the game. */
  readonly turnLimitReached: boolean;
  /** Actions played, placements included. */
  readonly actions: number;
  /** Turns completed (`state.turn` at the end). */
  readonly turns: number;
  /** `stateHash` of the final state (the record's `finalHash`). */
  readonly finalHash: string;
  /** The game's record, when `records` was asked for. */
  readonly record?: GameRecord;
}

/** How one bot did, over a matchup or over the whole tournament. */
export interface BotStats {
  readonly bot: BotSpec;
  /** Games it played. */
  readonly games: number;
  /** Games it won. */
  readonly wins: number;
  /** Games nobody won (turn limit, or everyone lost). */
  readonly draws: number;
  /** Games another bot won. */
  readonly losses: number;
  /** `wins / games`. */
  readonly winRate: number;
  /** The 95% Wilson interval of the win rate (`wilsonInterval(wins, games)`). */
  readonly winRate95: readonly [low: number, high: number];
  /** Mean length of its games, in actions. */
  readonly meanActions: number;
  /** Mean length of its games, in turns. */
  readonly meanTurns: number;
}

/** The games of one set of bots at one table. */
export interface MatchupStats {
  /** The bots of the matchup, in the order of `SimulateOptions.bots`. */
  readonly bots: readonly BotSpec[];
  /**
   * The same bots as indices into `SimulateOptions.bots` (and `SimulationResult.bots`): tells
   * apart two entries of the same bot.
   */
  readonly entries: readonly number[];
  readonly games: number;
  /** Games nobody won. */
  readonly draws: number;
  readonly meanActions: number;
  readonly meanTurns: number;
  /** Each bot's results in this matchup, in the order of `bots`. */
  readonly stats: readonly BotStats[];
}

/** What `simulate` returns. */
export interface SimulationResult {
  /** Every game, by index. */
  readonly games: readonly GameResult[];
  /** Every matchup, in schedule order. */
  readonly matchups: readonly MatchupStats[];
  /** Each bot over all its games, in the order of `SimulateOptions.bots`. */
  readonly bots: readonly BotStats[];
  /** Mean game length over all games, in actions. */
  readonly meanActions: number;
  /** Mean game length over all games, in turns. */
  readonly meanTurns: number;
  /**
   * Wall-clock milliseconds the tournament took. This and `workers` describe the run; every
   * other field depends only on the options, never on timing or the number of workers.
   */
  readonly elapsedMs: number;
  /** Worker threads used (0: the calling thread). */
  readonly workers: number;
}
