// The timing loop: warm up, then run the case in batches sized to ~10 ms until the time budget
// is spent. Batching keeps `performance.now()` overhead out of sub-microsecond cases; the
// spread between batches gives a rough idea of the noise.

/** How long to warm up and to measure, in milliseconds. */
export interface MeasureOptions {
  readonly warmupMs: number;
  readonly timeMs: number;
}

/** What one case measured. */
export interface Measurement {
  /** Calls of the case's `fn` in the timed part. */
  readonly calls: number;
  /** Wall time of the timed part, in milliseconds. */
  readonly totalMs: number;
  /** Calls per second over the timed part. */
  readonly callsPerSecond: number;
  /** Median time of one call, in microseconds, over the batches. */
  readonly medianUs: number;
  /** Half the gap between the 10th and 90th percentile batch, relative to the median. */
  readonly spread: number;
}

const BATCH_TARGET_MS = 10;

// Results land here so the engine cannot discard a call whose value is never read (the
// underscore tells the linter that nothing reads it on purpose).
let _sink: unknown;

/** Runs `fn` repeatedly and reports its speed. */
export function measure(fn: () => unknown, options: MeasureOptions): Measurement {
  // Warm-up: let the JIT settle, and learn how many calls fill a batch.
  let batch = 1;
  const warmupEnd = performance.now() + options.warmupMs;
  do {
    const start = performance.now();
    for (let i = 0; i < batch; i++) _sink = fn();
    const took = performance.now() - start;
    if (took < BATCH_TARGET_MS) batch = Math.min(batch * 2, 1 << 24);
  } while (performance.now() < warmupEnd);

  const perCallUs: number[] = [];
  let calls = 0;
  const start = performance.now();
  const end = start + options.timeMs;
  let now = start;
  do {
    const batchStart = now;
    for (let i = 0; i < batch; i++) _sink = fn();
    now = performance.now();
    perCallUs.push(((now - batchStart) * 1000) / batch);
    calls += batch;
  } while (now < end);
  const totalMs = now - start;

  perCallUs.sort((a, b) => a - b);
  const medianUs = perCallUs[perCallUs.length >> 1]!;
  const percentile = (p: number) => perCallUs[Math.floor(p * (perCallUs.length - 1))]!;
  const spread = (percentile(0.9) - percentile(0.1)) / 2 / medianUs;
  return { calls, totalMs, callsPerSecond: (calls * 1000) / totalMs, medianUs, spread };
}
