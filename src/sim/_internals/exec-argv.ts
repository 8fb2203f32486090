import type { Worker as NodeWorker } from 'node:worker_threads';

// Which of the parent's Node options a tournament worker can be started with.
//
// A worker given `execArgv` parses it afresh, and Node refuses there (ERR_WORKER_INVALID_EXEC_ARGV,
// thrown by `new Worker`) every V8 option and every option that affects the whole process:
// `--max-old-space-size`, `--stack-size`, `--expose-gc`, `--jitless`, `--title`, ... Those need no
// passing on: V8's flags and the process's settings are the process's, and already hold in every
// worker (a worker's heap limit is the parent's `--max-old-space-size`). So a worker gets the
// parent's options minus the ones it refuses; which ones are refused is asked of Node itself, by
// trying each, rather than listed here, so that any flag Node accepts keeps working.

type WorkerClass = typeof NodeWorker;

/**
 * `argv` cut into options: each starts with a `-` and takes the words after it that do not
 * (`--title x`, `-C name`, `--import tsx`; process.execArgv holds no script name or arguments).
 */
export function optionGroups(argv: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (const arg of argv) {
    if (arg.startsWith('-') || groups.length === 0) groups.push([arg]);
    else groups[groups.length - 1]!.push(arg);
  }
  return groups;
}

/**
 * The parent's options without `--input-type`: it is for `-e` and standard input, and a worker
 * started from a file refuses it (ERR_INPUT_TYPE_NOT_ALLOWED).
 */
export function withoutInputType(argv: readonly string[]): string[] {
  return optionGroups(argv)
    .filter(([flag]) => flag !== '--input-type' && !flag!.startsWith('--input-type='))
    .flat();
}

export function isInvalidExecArgv(e: unknown): boolean {
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { code?: unknown }).code === 'ERR_WORKER_INVALID_EXEC_ARGV'
  );
}

const accepted = new Map<string, string[]>();

/**
 * The options of `argv` that Node accepts in a worker's `execArgv`, in order: each one is tried
 * on a worker that runs nothing and is stopped at once (Node refuses an option as the worker is
 * constructed). Remembered for the process, so tried once per distinct `argv`.
 */
export async function acceptedByWorkers(
  Worker: WorkerClass,
  argv: readonly string[],
): Promise<string[]> {
  const key = argv.join('\0');
  const known = accepted.get(key);
  if (known !== undefined) return known;
  const probes: InstanceType<WorkerClass>[] = [];
  const kept: string[][] = [];
  try {
    for (const group of optionGroups(argv)) {
      try {
        const probe = new Worker('', { eval: true, execArgv: group });
        // An option Node accepts may still fail in the worker (an `--import` of a missing file):
        // that is for the real workers to report, not the probe.
        probe.on('error', () => {});
        probes.push(probe);
        kept.push(group);
      } catch (e) {
        if (!isInvalidExecArgv(e)) throw e;
      }
    }
  } finally {
    await Promise.allSettled(probes.map((w) => w.terminate()));
  }
  const result = kept.flat();
  accepted.set(key, result);
  return result;
}
