import { describe, expect, it } from 'vitest';
import { CORE_BENCH } from '../../bench/_internals/core-bench.js';
import { loadSuite, suiteNames } from '../../bench/_internals/suite.js';

// Loading suites without timing them: the names from the folder, the core suite's groups (one
// process per ruleset) without building any fixture.

describe('bench suites', () => {
  it('lists the suites in file-name order', () => {
    const names = suiteNames();
    expect(names).toContain('core');
    expect(names).toContain('peers');
    expect(names.map((n) => `${n}.ts`)).toEqual(names.map((n) => `${n}.ts`).sort());
  });

  it('the core suite is grouped by ruleset, every ruleset of the core bench', async () => {
    const core = await loadSuite('core');
    expect(core).toEqual({ name: 'core', groups: CORE_BENCH.map((e) => e.ruleset) });
    await expect(loadSuite('core', '1999-01')).rejects.toThrow('suite core has no group 1999-01');
  });

  it('refuses a suite that does not exist', async () => {
    await expect(loadSuite('nope')).rejects.toThrow('no suite bench/suites/nope.ts');
  });
});
