import { SimulationError } from '../errors.js';
import type { GameResult } from '../types.js';
import type { ResolvedBotModule } from './bot-modules.js';
import type { ScheduledGame } from './schedule.js';
import type { PlayMessage } from './worker.js';
import { describe, gameRef, readAnswer } from './worker-answer.js';
import type { WorkerPool } from './worker-pool.js';
import {
  nodeWorkers,
  startWorkers,
  stopAll,
  type Worker,
  why,
  workerTarget,
} from './worker-threads.js';

// Playing the games of a `simulate` call on worker threads, new ones or a `WorkerPool`'s.

export interface PoolOptions {
  /** Threads to play on (at most `total`; with `pool`, at most its `workers`). */
  readonly workers: number;
  /** Milliseconds a game may take from the moment its worker starts it; `null`: no limit. */
  readonly gameTimeoutMs: number | null;
  /** The bot modules each worker loads. */
  readonly botModules: readonly ResolvedBotModule[];
  /** Threads kept across calls, to play on instead of starting new ones. */
  readonly pool?: WorkerPool;
  /** Test hook, not public: the worker module to start instead of `worker.ts` (from source). */
  readonly module?: URL;
}

/**
 * Games a worker holds at once: the one it plays and the next, queued in its port, so that it
 * starts the next game as soon as it posts a result instead of waiting for the calling thread
 * to wake up, read the answer and send another (docs/performance.md, "simulate on many cores").
 */
export const GAMES_IN_FLIGHT = 2;

/**
 * Plays the `total` games of `games` on worker threads. Each worker holds up to
 * `GAMES_IN_FLIGHT` games, the first of each worker's sent before any worker gets a second, and
 * plays them in the order sent; a worker is sent the next game as soon as it answers one, and
 * games are taken from the iterator only as they are sent. Resolves with the results by index;
 * `onResult` hears of each as it ends. Any failure stops every worker and rejects: a game's
 * error, a game past `gameTimeoutMs` (counted from when it became the game its worker plays: when
 * it was sent to an idle worker, or when the game before it there ended), a worker that exits or
 * throws (naming the game it was playing), an answer that is not the game's result (all
 * `SimulationError`s naming the game), `onResult` throwing (passed on as it is). The workers are
 * new ones, stopped at the end, or `options.pool`'s, which it keeps when every game ends.
 */
export async function playOnWorkers(
  games: Iterator<ScheduledGame>,
  total: number,
  options: PoolOptions,
  onResult: (result: GameResult, done: number) => void,
): Promise<GameResult[]> {
  if (total === 0) return [];
  const count = Math.min(options.workers, total);
  const play = (threads: readonly Worker[]) =>
    playOn(threads, games, total, options.gameTimeoutMs, onResult);
  if (options.pool !== undefined) return options.pool.use(count, options.botModules, play);
  const { Worker: WorkerClass } = await nodeWorkers();
  const threads = await startWorkers(WorkerClass, await workerTarget(options.module), count, {
    botModules: options.botModules,
  });
  try {
    return await play(threads);
  } finally {
    await stopAll(threads);
  }
}

/**
 * `playOnWorkers` on started threads. It settles once every game has ended, with each thread
 * idle and this call's listeners removed, or at the first failure, with its threads left for the
 * caller to stop (a thread may still be playing or hung).
 */
function playOn(
  pool: readonly Worker[],
  games: Iterator<ScheduledGame>,
  total: number,
  gameTimeoutMs: number | null,
  onResult: (result: GameResult, done: number) => void,
): Promise<GameResult[]> {
  const results: GameResult[] = new Array(total);
  // Each worker's games in the order sent: the first is the one it plays.
  const queues = new Map<Worker, ScheduledGame[]>(pool.map((w) => [w, []]));
  const timers = new Map<Worker, ReturnType<typeof setTimeout>>();
  const detach: (() => void)[] = [];
  return new Promise((resolve, reject) => {
    let done = 0;
    let settled = false;
    const stop = (): boolean => {
      if (settled) return false;
      settled = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      return true;
    };
    const fail = (error: unknown): void => {
      if (stop()) reject(error);
    };
    /** Starts the watchdog of the game `worker` now plays, if any. */
    const watch = (worker: Worker): void => {
      const game = queues.get(worker)![0];
      if (game === undefined || gameTimeoutMs === null) return;
      const ms = gameTimeoutMs;
      const timer = setTimeout(() => {
        fail(
          new SimulationError(
            'GAME_TIMEOUT',
            gameRef(game),
            `did not end within ${ms} ms (gameTimeoutMs); stopped every worker`,
          ),
        );
      }, ms);
      timers.set(worker, timer);
    };
    /** Sends `worker` the next game, if any is left; false when none is. */
    const send = (worker: Worker): boolean => {
      const next = games.next();
      if (next.done === true) return false;
      const game = next.value;
      const queue = queues.get(worker)!;
      queue.push(game);
      worker.postMessage({ game } satisfies PlayMessage);
      if (queue.length === 1) watch(worker);
      return true;
    };
    const playing = (worker: Worker): ScheduledGame | undefined => queues.get(worker)![0];
    const answered = (worker: Worker, message: unknown): void => {
      const queue = queues.get(worker)!;
      const game = queue[0];
      if (game === undefined) {
        fail(new SimulationError('BAD_MESSAGE', null, `an idle worker sent ${describe(message)}`));
        return;
      }
      clearTimeout(timers.get(worker));
      timers.delete(worker);
      queue.shift();
      const result = readAnswer(message, game);
      if (result instanceof SimulationError) {
        fail(result);
        return;
      }
      results[game.index] = result;
      done++;
      onResult(result, done);
      if (settled) return;
      if (done === total) {
        // Every game has ended, so every thread is idle: a pool keeps them.
        if (stop()) {
          for (const off of detach) off();
          resolve(results);
        }
        return;
      }
      watch(worker);
      while (queue.length < GAMES_IN_FLIGHT && send(worker)) {}
    };
    for (const worker of pool) {
      const onMessage = (message: unknown): void => {
        if (settled) return;
        try {
          answered(worker, message);
        } catch (e) {
          fail(e);
        }
      };
      const onError = (e: unknown): void => {
        const game = playing(worker);
        fail(
          new SimulationError(
            'WORKER_ERROR',
            game === undefined ? null : gameRef(game),
            `a worker threw: ${why(e)}`,
            { cause: e },
          ),
        );
      };
      const onExit = (code: number): void => {
        const game = playing(worker);
        fail(
          new SimulationError(
            'WORKER_EXITED',
            game === undefined ? null : gameRef(game),
            `a worker stopped (exit code ${code}) before the games ended`,
          ),
        );
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      detach.push(() => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      });
    }
    try {
      // One game to every worker first, then the second of each.
      for (let held = 0; held < GAMES_IN_FLIGHT; held++) {
        for (const worker of pool) if (!send(worker)) break;
      }
    } catch (e) {
      fail(e);
    }
  });
}
