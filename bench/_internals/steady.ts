// When a pair's warm-up may end (bench/_internals/pairs.ts): the rates of both cases, window by
// window, have stopped moving. Kept apart from the timing loop so that it can be tested on
// numbers.

/** How a pair warms up and how long it is timed, in milliseconds of CPU time per side. */
export interface PairBudget {
  /** Each side's CPU time in one window (a rate per window is what is checked for flatness). */
  readonly windowMs: number;
  /** The warm-up lasts at least this long per side… */
  readonly minWarmupMs: number;
  /** …and at most this long, steady or not (the result then says it was not). */
  readonly maxWarmupMs: number;
  /** The timed part, per side, after the warm-up. */
  readonly timeMs: number;
}

/** `--quick`: a pair is warmed 1–6 s a side and timed 0.8 s; a full run 2–15 s and 3 s. */
export function pairBudget(quick: boolean): PairBudget {
  return quick
    ? { windowMs: 100, minWarmupMs: 1000, maxWarmupMs: 6000, timeMs: 800 }
    : { windowMs: 200, minWarmupMs: 2000, maxWarmupMs: 15000, timeMs: 3000 };
}

/** Windows compared by `isFlat`: the last STEADY_WINDOWS, first half against second half. */
export const STEADY_WINDOWS = 6;
/** How far the halves' means may differ, relative to their mean, for a rate to count as flat. */
export const STEADY_TOLERANCE = 0.04;

/**
 * Whether the last `STEADY_WINDOWS` rates are flat: the mean of their second half is within
 * `STEADY_TOLERANCE` of the mean of their first half (a trend, not the noise of one window).
 */
export function isFlat(rates: readonly number[]): boolean {
  if (rates.length < STEADY_WINDOWS) return false;
  const last = rates.slice(-STEADY_WINDOWS);
  const half = STEADY_WINDOWS / 2;
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const early = mean(last.slice(0, half));
  const late = mean(last.slice(half));
  return Math.abs(late - early) <= (STEADY_TOLERANCE * (late + early)) / 2;
}

/** Half the gap between the largest and smallest value, relative to their median. */
export function relativeSpread(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1]!;
  return (sorted[sorted.length - 1]! - sorted[0]!) / 2 / median;
}
