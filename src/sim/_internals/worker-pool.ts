import { SimulationError } from '../errors.js';
import type { SimulationPool } from '../types.js';
import type { ResolvedBotModule } from './bot-modules.js';
import type { ModulesMessage } from './worker.js';
import { nodeWorkers, startWorkers, stopAll, type Worker, workerTarget } from './worker-threads.js';

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
