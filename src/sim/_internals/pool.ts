import type { Worker as NodeWorker, WorkerOptions } from 'node:worker_threads';
import { SimulationError, type SimulationErrorGame } from '../errors.js';
import type { GameResult, SimulationPool } from '../types.js';
import type { ResolvedBotModule } from './bot-modules.js';
import { acceptedByWorkers, isInvalidExecArgv, withoutInputType } from './exec-argv.js';
import { hasNodeModules, importModule } from './import-module.js';
import { bootSource, resolvePreloads, splitImports } from './preloads.js';
import type { ScheduledGame } from './schedule.js';
import type { ModulesMessage, PlayMessage, WorkerSetup } from './worker.js';

// Node's modules are imported when a pool starts, never when this file loads, and hidden from
// bundlers (import-module.ts): 'globetrotter/sim' stays bundleable for a browser, where
// `workers: 0` runs games on the page's thread and no worker is ever made.
async function nodeWorkers(): Promise<typeof import('node:worker_threads')> {
  if (!hasNodeModules()) {
    throw new SimulationError(
      'WORKER_ERROR',
      null,
      'worker threads need Node (node:worker_threads), which this environment lacks; ' +
        'play on the calling thread with workers: 0',
    );
  }
  return (await importModule('node:worker_threads')) as typeof import('node:worker_threads');
}

type Worker = NodeWorker;

/** Where the worker's code is and how to start it (`execArgv` is added when it starts). */
interface WorkerTarget {
  readonly file: URL | string;
  readonly options: WorkerOptions;
  /** The parent's options that the worker is started with: all but its `--import` modules. */
  readonly execArgv: string[];
}

// Not a literal in the call: webpack resolves `import.meta.resolve('...')` as it bundles, and tsx
// is no dependency of the package (only runs from source use it).
const TSX_API = 'tsx/esm/api';

/**
 * The worker beside this module. Built (dist/*.js, *.cjs): `sim-worker.js` or `.cjs`, like
 * this bundle. From source (under tsx or vitest, this file is `pool.ts`): `worker.ts` (or the
 * test's `module`), loaded through tsx's loader, registered in the worker itself.
 *
 * Either way, when the parent was started with `--import` modules (`node --import tsx …`) the
 * worker is started from code that imports them first (preloads.ts): a worker loads what the
 * calling thread loads, a TypeScript bot module included.
 */
async function workerTarget(module: URL | undefined): Promise<WorkerTarget> {
  const here = import.meta.url;
  const { imports, rest } = splitImports(withoutInputType(process.execArgv));
  const preloads = await resolvePreloads(imports, process.cwd()).catch((e: unknown) => {
    const named = imports.map((i) => `--${i.kind} ${i.specifier}`).join(' ');
    throw new SimulationError(
      'WORKER_ERROR',
      null,
      `a worker could not start: the modules of ${named} cannot be found for it: ${why(e)}`,
      { cause: e },
    );
  });
  if (module === undefined && !here.endsWith('.ts')) {
    const file = new URL(here.endsWith('.cjs') ? './sim-worker.cjs' : './sim-worker.js', here);
    if (preloads.length === 0) return { file, options: {}, execArgv: rest };
    return { file: bootSource(preloads, file.href), options: { eval: true }, execArgv: rest };
  }
  const tsx = { kind: 'tsx', api: import.meta.resolve(TSX_API) } as const;
  const worker = (module ?? new URL('./worker.ts', here)).href;
  return { file: bootSource([...preloads, tsx], worker), options: { eval: true }, execArgv: rest };
}

/**
 * Starts `count` workers with the parent's Node options, or, when Node refuses some of them in a
 * worker (V8 and per-process options: src/sim/_internals/exec-argv.ts), with those it accepts.
 */
async function startWorkers(
  WorkerClass: typeof NodeWorker,
  target: WorkerTarget,
  count: number,
  setup: WorkerSetup,
): Promise<Worker[]> {
  const start = (execArgv: string[]) =>
    new WorkerClass(target.file, { ...target.options, execArgv, workerData: setup });
  let execArgv = target.execArgv;
  const pool: Worker[] = [];
  try {
    try {
      pool.push(start(execArgv));
    } catch (e) {
      if (!isInvalidExecArgv(e)) throw e;
      execArgv = await acceptedByWorkers(WorkerClass, execArgv);
      pool.push(start(execArgv));
    }
    while (pool.length < count) pool.push(start(execArgv));
  } catch (e) {
    await Promise.allSettled(pool.map((w) => w.terminate()));
    throw new SimulationError('WORKER_ERROR', null, `a worker could not start: ${why(e)}`, {
      cause: e,
    });
  }
  return pool;
}

function why(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The part of a scheduled game an error names. */
export function gameRef(game: ScheduledGame): SimulationErrorGame {
  return { index: game.index, seed: game.seed, seats: game.seats };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A short, safe description of what a worker sent. */
function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * The result in a worker's answer about `game`, or the `SimulationError` it amounts to. Answers
 * cross a thread boundary, so they are checked as any input: a result of another game, or
 * something that is no `ResultMessage`, is a `'BAD_MESSAGE'`.
 */
function readAnswer(message: unknown, game: ScheduledGame): GameResult | SimulationError {
  if (isRecord(message) && message.ok === false && typeof message.message === 'string') {
    // A bot module that loaded on the calling thread and not in the worker: no game was played.
    if (message.botModule === true) return new SimulationError('BOT_MODULE', null, message.message);
    return new SimulationError('GAME_FAILED', gameRef(game), `failed: ${message.message}`);
  }
  if (isRecord(message) && message.ok === true && isRecord(message.result)) {
    const result = message.result;
    if (
      result.index === game.index &&
      result.matchup === game.matchup &&
      typeof result.finalHash === 'string' &&
      Array.isArray(result.winners) &&
      Number.isInteger(result.actions) &&
      Number.isInteger(result.turns)
    ) {
      return result as unknown as GameResult;
    }
  }
  return new SimulationError(
    'BAD_MESSAGE',
    gameRef(game),
    `a worker answered with something other than this game's result: ${describe(message)}`,
  );
}

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

async function stopAll(threads: readonly Worker[]): Promise<void> {
  await Promise.allSettled(threads.map((w) => w.terminate()));
}

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

/**
 * Worker threads kept across `simulate` calls (`createSimulationPool`): started when a call first
 * needs them, each sent the call's bot modules before its games, left idle between calls and
 * unreferenced (they do not keep Node running). Calls take turns. A call that fails stops every
 * thread, hung or not, as a call on new threads would; the next call starts new ones.
 */
export class WorkerPool implements SimulationPool {
  readonly workers: number;
  readonly #module: URL | undefined;
  #threads: Worker[] = [];
  #closed = false;
  #turn: Promise<unknown> = Promise.resolve();

  /** `module`: test hook, as `PoolOptions.module`. */
  constructor(workers: number, module?: URL) {
    this.workers = workers;
    this.#module = module;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The ids of the running threads (for the tests). */
  get threadIds(): number[] {
    return this.#threads.map((w) => w.threadId);
  }

  /** Runs `play` on `count` of the threads (started as needed), after any call before it. */
  use<T>(
    count: number,
    botModules: readonly ResolvedBotModule[],
    play: (threads: readonly Worker[]) => Promise<T>,
  ): Promise<T> {
    const turn = this.#turn.then(async () => {
      await this.#grow(count);
      const threads = this.#threads.slice(0, count);
      for (const w of threads) {
        w.ref();
        w.postMessage({ botModules } satisfies ModulesMessage);
      }
      try {
        return await play(threads);
      } catch (e) {
        await this.#stop();
        throw e;
      } finally {
        for (const w of this.#threads) w.unref();
      }
    });
    this.#turn = turn.catch(() => {});
    return turn;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#stop();
  }

  async #grow(count: number): Promise<void> {
    if (this.#closed) throw new SimulationError('WORKER_ERROR', null, 'the pool was closed');
    if (this.#threads.length >= count) return;
    const { Worker: WorkerClass } = await nodeWorkers();
    const started = await startWorkers(
      WorkerClass,
      await workerTarget(this.#module),
      count - this.#threads.length,
      { botModules: [] },
    );
    if (this.#closed) {
      await stopAll(started);
      throw new SimulationError('WORKER_ERROR', null, 'the pool was closed');
    }
    for (const w of started) {
      // Between calls no call listens: an idle thread that breaks is dropped, not thrown.
      w.on('error', () => {});
      w.once('exit', () => {
        this.#threads = this.#threads.filter((t) => t !== w);
      });
    }
    this.#threads.push(...started);
  }

  async #stop(): Promise<void> {
    const threads = this.#threads;
    this.#threads = [];
    await stopAll(threads);
  }
}
