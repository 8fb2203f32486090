import type { Worker as NodeWorker, WorkerOptions } from 'node:worker_threads';
import { SimulationError } from '../errors.js';
import { acceptedByWorkers, isInvalidExecArgv, withoutInputType } from './exec-argv.js';
import { hasNodeModules, importModule } from './import-module.js';
import { bootSource, resolvePreloads, splitImports } from './preloads.js';
import type { WorkerSetup } from './worker.js';

// Starting and stopping the worker threads that play a simulation's games.
//
// Node's modules are imported when a pool starts, never when this file loads, and hidden from
// bundlers (import-module.ts): 'globetrotter/sim' stays bundleable for a browser, where
// `workers: 0` runs games on the page's thread and no worker is ever made.
export async function nodeWorkers(): Promise<typeof import('node:worker_threads')> {
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

export type Worker = NodeWorker;

/** Where the worker's code is and how to start it (`execArgv` is added when it starts). */
export interface WorkerTarget {
  readonly file: URL | string;
  readonly options: WorkerOptions;
  /** The parent's options that the worker is started with: all but its `--import` modules. */
  readonly execArgv: string[];
}

// Not a literal in the call: webpack resolves `import.meta.resolve('...')` as it bundles, and tsx
// is no dependency of the package (only runs from source use it).
export const TSX_API = 'tsx/esm/api';

/**
 * The worker beside this module. Built (dist/*.js, *.cjs): `sim-worker.js` or `.cjs`, like
 * this bundle. From source (under tsx or vitest, this file is `worker-threads.ts`): `worker.ts`
 * (or the test's `module`), loaded through tsx's loader, registered in the worker itself.
 *
 * Either way, when the parent was started with `--import` modules (`node --import tsx …`) the
 * worker is started from code that imports them first (preloads.ts): a worker loads what the
 * calling thread loads, a TypeScript bot module included.
 */
export async function workerTarget(module: URL | undefined): Promise<WorkerTarget> {
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
export async function startWorkers(
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

export function why(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export async function stopAll(threads: readonly Worker[]): Promise<void> {
  await Promise.allSettled(threads.map((w) => w.terminate()));
}
