import { describe, expect, it } from 'vitest';
import {
  isFlat,
  pairBudget,
  relativeSpread,
  STEADY_TOLERANCE,
  STEADY_WINDOWS,
} from '../../bench/_internals/steady.js';

// When a pair's warm-up ends (bench/_internals/pairs.ts): on numbers, no timing.

describe('isFlat', () => {
  it('needs STEADY_WINDOWS windows', () => {
    expect(isFlat(new Array(STEADY_WINDOWS - 1).fill(100))).toBe(false);
    expect(isFlat(new Array(STEADY_WINDOWS).fill(100))).toBe(true);
  });

  it('rejects a rate still rising, as the reducer ramps up', () => {
    expect(isFlat([49, 80, 100, 114, 117, 125, 132, 146])).toBe(false);
  });

  it('accepts noise without a trend, looking at the last windows only', () => {
    expect(isFlat([49, 80, 100, 102, 99, 101, 100, 98])).toBe(true);
  });

  it('draws the line at STEADY_TOLERANCE between the two halves', () => {
    const half = STEADY_WINDOWS / 2;
    const step = (rise: number) => [
      ...new Array(half).fill(100),
      ...new Array(half).fill(100 + rise),
    ];
    const edge = (200 * STEADY_TOLERANCE) / (2 - STEADY_TOLERANCE);
    expect(isFlat(step(edge * 0.99))).toBe(true);
    expect(isFlat(step(edge * 1.01))).toBe(false);
    expect(isFlat(step(-edge * 1.01))).toBe(false);
  });
});

describe('relativeSpread', () => {
  it('is half the range over the median', () => {
    expect(relativeSpread([9, 10, 11])).toBeCloseTo(0.1);
    expect(relativeSpread([5])).toBe(0);
    expect(relativeSpread([])).toBe(0);
  });
});

describe('pairBudget', () => {
  it('warms at least as long as it may, within its cap, in whole windows', () => {
    for (const quick of [true, false]) {
      const b = pairBudget(quick);
      expect(b.minWarmupMs).toBeLessThanOrEqual(b.maxWarmupMs);
      expect(b.minWarmupMs).toBeGreaterThanOrEqual(STEADY_WINDOWS * b.windowMs);
      expect(b.timeMs).toBeGreaterThanOrEqual(b.windowMs);
    }
    expect(pairBudget(true).maxWarmupMs).toBeLessThan(pairBudget(false).maxWarmupMs);
  });
});
