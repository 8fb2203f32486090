import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/sim/wilson.js';

describe('wilsonInterval', () => {
  it.each([
    // The closed form evaluated independently, 4 decimals (0/10, 5/10, 10/10 as in the tables).
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [5, 10, 0.2366, 0.7634],
    [60, 100, 0.502, 0.6906],
    [198, 200, 0.9643, 0.9973],
    [81, 263, 0.2553, 0.3662],
    [0, 1, 0, 0.7935],
  ])('%i of %i is %f..%f', (successes, trials, low, high) => {
    const [lo, hi] = wilsonInterval(successes, trials);
    expect(lo).toBeCloseTo(low, 4);
    expect(hi).toBeCloseTo(high, 4);
  });

  it('is exactly 0 or 1 at the ends and 0..1 with no trials', () => {
    expect(wilsonInterval(0, 50)[0]).toBe(0);
    expect(wilsonInterval(50, 50)[1]).toBe(1);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it('is symmetric: k of n mirrors n − k of n', () => {
    for (const [k, n] of [
      [3, 17],
      [40, 41],
      [0, 7],
    ] as const) {
      const [lo, hi] = wilsonInterval(k, n);
      const [mlo, mhi] = wilsonInterval(n - k, n);
      expect(lo).toBeCloseTo(1 - mhi, 12);
      expect(hi).toBeCloseTo(1 - mlo, 12);
    }
  });

  it('contains the observed rate and narrows with more trials', () => {
    for (let n = 1; n <= 60; n++) {
      for (let k = 0; k <= n; k++) {
        const [lo, hi] = wilsonInterval(k, n);
        expect(lo).toBeLessThanOrEqual(k / n);
        expect(hi).toBeGreaterThanOrEqual(k / n);
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(hi).toBeLessThanOrEqual(1);
      }
    }
    const width = (k: number, n: number) => wilsonInterval(k, n)[1] - wilsonInterval(k, n)[0];
    expect(width(50, 100)).toBeLessThan(width(5, 10));
  });

  it('takes another z: z = 1 is narrower than the 95% interval', () => {
    const [lo, hi] = wilsonInterval(5, 10, 1);
    expect(lo).toBeCloseTo(0.3492, 4);
    expect(hi).toBeCloseTo(0.6508, 4);
  });

  it.each([
    [1, -1],
    [1, 1.5],
    [3, 2],
    [-1, 2],
    [0.5, 2],
  ])('refuses %f successes of %f trials', (k, n) => {
    expect(() => wilsonInterval(k, n)).toThrow(RangeError);
  });

  it('refuses a z that is not positive', () => {
    expect(() => wilsonInterval(1, 2, 0)).toThrow(/z must be a positive number/);
    expect(() => wilsonInterval(1, 2, Number.NaN)).toThrow(RangeError);
  });
});
