/** The normal quantile for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of a proportion: `successes` out of `trials`, with confidence
 * given by the normal quantile `z` (default 1.96, a 95% interval). Unlike the normal
 * approximation p ± z·√(p(1−p)/n), it stays inside 0..1 and is sensible near 0 and 1 and for
 * small `trials` (10 wins out of 10 gives 0.72..1, not 1..1). With no trials it is 0..1.
 *
 * @throws RangeError unless `trials` is a non-negative integer, `successes` an integer
 *   0..trials and `z` positive.
 *
 * @example
 * ```ts
 * wilsonInterval(60, 100); // [0.502, 0.691] (rounded): a 60% win rate over 100 games
 * ```
 */
export function wilsonInterval(
  successes: number,
  trials: number,
  z: number = Z95,
): readonly [low: number, high: number] {
  if (!Number.isInteger(trials) || trials < 0) {
    throw new RangeError(`wilsonInterval: trials must be an integer ≥ 0, not ${String(trials)}`);
  }
  if (!Number.isInteger(successes) || successes < 0 || successes > trials) {
    throw new RangeError(
      `wilsonInterval: successes must be an integer 0..${trials}, not ${String(successes)}`,
    );
  }
  if (!(z > 0) || !Number.isFinite(z)) {
    throw new RangeError(`wilsonInterval: z must be a positive number, not ${String(z)}`);
  }
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2n = (z * z) / trials;
  const center = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / trials + z2n / (4 * trials));
  // At 0 and `trials` the bound is exactly 0 or 1; rounding must not put it a hair outside.
  const low = successes === 0 ? 0 : Math.max(0, center - half);
  const high = successes === trials ? 1 : Math.min(1, center + half);
  return [low, high];
}
