// The timing loop: warm up, then run the case in batches sized to ~10 ms until the time budget
// is spent. Batching keeps the clocks' overhead out of sub-microsecond cases; the spread between
// batches gives a rough idea of the noise. `measureAsync` is the same loop for cases that return
// a promise (each call is awaited before the next starts).
//
// Time is the process's CPU time (user + system, `process.cpuUsage`), for the budgets and the
// figures alike; wall time is recorded beside it. Our machine has 2 cores and often runs tests
// beside the benchmark: there, a wall-time rate mostly measures the scheduler's share (a
// wall-time warm-up may even end before the JIT has settled), while the CPU-time rate estimates
// what one dedicated core does. It is slightly pessimistic: V8's GC helper threads add CPU time.

/** How long to warm up and to measure, in milliseconds of CPU time. */
export interface MeasureOptions {
  readonly warmupMs: number;
  readonly timeMs: number;
}

/** What one case measured. */
export interface Measurement {
  /** Calls of the case's `fn` in the timed part. */
  readonly calls: number;
  /** CPU time of the timed part, in milliseconds. */
  readonly cpuMs: number;
  /** Wall time of the timed part, in milliseconds. */
  readonly totalMs: number;
  /** Calls per second of CPU time over the timed part. */
  readonly cpuCallsPerSecond: number;
  /** Calls per second of wall time over the timed part. */
  readonly callsPerSecond: number;
  /** CPU time over wall time in the timed part: near 1 on an idle core, lower under load. */
  readonly cpuShare: number;
  /** Median CPU time of one call, in microseconds, over the batches. */
  readonly medianUs: number;
  /** Half the gap between the 10th and 90th percentile batch, relative to the median. */
  readonly spread: number;
}

const BATCH_TARGET_MS = 10;

/** The process's CPU time so far, in milliseconds. */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

// Results land here so the engine cannot discard a call whose value is never read (the
// underscore tells the linter that nothing reads it on purpose).
let _sink: unknown;

/** Runs `fn` repeatedly and reports its speed. */
export function measure(fn: () => unknown, options: MeasureOptions): Measurement {
  // Warm-up: let the JIT settle, and learn how many calls fill a batch.
  let batch = 1;
  const warmupEnd = cpuNow() + options.warmupMs;
  let now: number;
  do {
    const start = cpuNow();
    for (let i = 0; i < batch; i++) _sink = fn();
    now = cpuNow();
    if (now - start < BATCH_TARGET_MS) batch = Math.min(batch * 2, 1 << 24);
  } while (now < warmupEnd);

  const perCallUs: number[] = [];
  let calls = 0;
  const wallStart = performance.now();
  const start = cpuNow();
  const end = start + options.timeMs;
  now = start;
  do {
    const batchStart = now;
    for (let i = 0; i < batch; i++) _sink = fn();
    now = cpuNow();
    perCallUs.push(((now - batchStart) * 1000) / batch);
    calls += batch;
  } while (now < end);
  return summarise(perCallUs, calls, now - start, performance.now() - wallStart);
}

/** Like `measure`, for a `fn` whose work ends when its promise settles; calls never overlap. */
export async function measureAsync(
  fn: () => Promise<unknown>,
  options: MeasureOptions,
): Promise<Measurement> {
  let batch = 1;
  const warmupEnd = cpuNow() + options.warmupMs;
  let now: number;
  do {
    const start = cpuNow();
    for (let i = 0; i < batch; i++) _sink = await fn();
    now = cpuNow();
    if (now - start < BATCH_TARGET_MS) batch = Math.min(batch * 2, 1 << 24);
  } while (now < warmupEnd);

  const perCallUs: number[] = [];
  let calls = 0;
  const wallStart = performance.now();
  const start = cpuNow();
  const end = start + options.timeMs;
  now = start;
  do {
    const batchStart = now;
    for (let i = 0; i < batch; i++) _sink = await fn();
    now = cpuNow();
    perCallUs.push(((now - batchStart) * 1000) / batch);
    calls += batch;
  } while (now < end);
  return summarise(perCallUs, calls, now - start, performance.now() - wallStart);
}

function summarise(
  perCallUs: number[],
  calls: number,
  cpuMs: number,
  totalMs: number,
): Measurement {
  perCallUs.sort((a, b) => a - b);
  const medianUs = perCallUs[perCallUs.length >> 1]!;
  const percentile = (p: number) => perCallUs[Math.floor(p * (perCallUs.length - 1))]!;
  const spread = (percentile(0.9) - percentile(0.1)) / 2 / medianUs;
  return {
    calls,
    cpuMs,
    totalMs,
    cpuCallsPerSecond: (calls * 1000) / cpuMs,
    callsPerSecond: (calls * 1000) / totalMs,
    cpuShare: cpuMs / totalMs,
    medianUs,
    spread,
  };
}
