import type { Worker as NodeWorker, WorkerOptions } from 'node:worker_threads';
import type { GameResult } from '../types.js';
import { acceptedByWorkers, isInvalidExecArgv, withoutInputType } from './exec-argv.js';
import type { ScheduledGame } from './schedule.js';
import type { PlayMessage, ResultMessage } from './worker.js';

// Node's modules are imported when a pool starts, never when this file loads, and hidden from
// bundlers: 'globetrotter/sim' stays importable in a browser, where `workers: 0` runs games
// on the page's thread and no worker is ever made.
const nodeWorkers = () =>
  import(/* webpackIgnore: true */ /* @vite-ignore */ 'node:worker_threads');

/** Where the worker's code is and how to start it (`execArgv` is added when it starts). */
interface WorkerTarget {
  readonly file: URL | string;
  readonly options: WorkerOptions;
}

/**
 * The worker beside this module. Built (dist/*.js, *.cjs): `sim-worker.js` or `.cjs`, like
 * this bundle. From source (under tsx or vitest, this file is `pool.ts`): `worker.ts`, loaded
 * through tsx's loader, registered in the worker itself (Node 20 ignores `--import` in a
 * worker's `execArgv`).
 */
function workerTarget(): WorkerTarget {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) {
    return {
      file: new URL(here.endsWith('.cjs') ? './sim-worker.cjs' : './sim-worker.js', here),
      options: {},
    };
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new URL('./worker.ts', here).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`;
  return { file: boot, options: { eval: true } };
}

/**
 * Starts `count` workers with the parent's Node options, or, when Node refuses some of them in a
 * worker (V8 and per-process options: src/sim/_internals/exec-argv.ts), with those it accepts.
 */
async function startWorkers(
  WorkerClass: typeof NodeWorker,
  target: WorkerTarget,
  count: number,
): Promise<NodeWorker[]> {
  const start = (execArgv: string[]) =>
    new WorkerClass(target.file, { ...target.options, execArgv });
  let execArgv = withoutInputType(process.execArgv);
  const pool: NodeWorker[] = [];
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
    throw e;
  }
  return pool;
}

/**
 * Plays the `total` games of `games` on `workers` threads, each given one game at a time, the
 * next as soon as it answers; games are taken from the iterator only as they are sent. Resolves
 * with the results by index; `onResult` hears of each as it
 * ends. Any failure (a game's error, a worker that dies, `onResult` throwing) stops every
 * worker and rejects.
 */
export async function playOnWorkers(
  games: Iterator<ScheduledGame>,
  total: number,
  workers: number,
  onResult: (result: GameResult, done: number) => void,
): Promise<GameResult[]> {
  if (total === 0) return [];
  const { Worker } = await nodeWorkers();
  const pool = await startWorkers(Worker, workerTarget(), Math.min(workers, total));
  const results: GameResult[] = new Array(total);
  return new Promise((resolve, reject) => {
    let done = 0;
    let settled = false;
    const stop = (then: () => void): void => {
      if (settled) return;
      settled = true;
      void Promise.allSettled(pool.map((w) => w.terminate())).then(then);
    };
    const fail = (error: Error): void => stop(() => reject(error));
    const feed = (worker: InstanceType<typeof Worker>): void => {
      const next = games.next();
      if (next.done !== true) worker.postMessage({ game: next.value } satisfies PlayMessage);
    };
    for (const worker of pool) {
      worker.on('message', (message: ResultMessage) => {
        if (settled) return;
        if (!message.ok) {
          fail(new Error(`simulate: game ${message.index} failed: ${message.message}`));
          return;
        }
        results[message.result.index] = message.result;
        done++;
        try {
          onResult(message.result, done);
        } catch (e) {
          fail(e instanceof Error ? e : new Error(String(e)));
          return;
        }
        if (done === total) stop(() => resolve(results));
        else feed(worker);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        fail(new Error(`simulate: a worker stopped (exit code ${code}) before the games ended`));
      });
      feed(worker);
    }
  });
}
