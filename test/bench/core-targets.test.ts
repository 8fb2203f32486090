import { describe, expect, it } from 'vitest';
import { CORE_BENCH, coreCaseNames } from '../../bench/_internals/core-bench.js';
import { midGamePositions } from '../../bench/_internals/positions.js';
import { TARGETS } from '../../bench/_internals/targets.js';
import { searchFixtures } from '../../bench/suites/core.js';
import { CoreGame } from '../../src/core/index.js';

// The core suite's make + unmake targets (bench/_internals/targets.ts): the search's work is the
// target pair, one action on each of 1,000 cores a line for information; and the fixtures of the
// first hold the same (position, action) pairs on both sides.

describe('core make + unmake targets', () => {
  it('pairs every legal id on the core with every legal action on the reducer, ≥ 5×, per ruleset', () => {
    for (const { ruleset, perftDepth } of CORE_BENCH) {
      // Arrange
      const names = coreCaseNames(ruleset, perftDepth);

      // Act
      const all = TARGETS.find((t) => t.of === `core/${names.makeUnmakeAll}`);
      const one = TARGETS.find((t) => t.of === `core/${names.makeUnmake}`);

      // Assert
      expect(all?.over).toBe(`core/${names.applyAll}`);
      expect(all?.atLeast).toBe(5);
      expect(one?.over).toBe(`core/${names.apply}`);
      expect(one?.atLeast).toBeUndefined();
    }
  });

  it('builds the search fixtures with the same actions on both sides, and refuses other ones', () => {
    // Arrange: three mid-game positions of 2025-01, a core each.
    const states = midGamePositions(3, 'core-targets-test', { freeze: false });
    const cores = states.map((s) => CoreGame.fromState(s));

    // Act
    const fixtures = searchFixtures(states, cores);
    const mismatched = () => searchFixtures(states, [cores[1]!, cores[0]!, cores[2]!]);

    // Assert
    expect(fixtures.actions).toBe(fixtures.legal.reduce((n, l) => n + l.length, 0));
    expect(fixtures.ids.map((ids) => ids.length)).toEqual(fixtures.legal.map((l) => l.length));
    expect(fixtures.actions).toBeGreaterThan(3);
    expect(mismatched).toThrow(/lists other actions/);
  });
});
