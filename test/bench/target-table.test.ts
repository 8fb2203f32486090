import { describe, expect, it } from 'vitest';
import type { Row } from '../../bench/_internals/results.js';
import { targetTable, thisRunTargetTable } from '../../bench/_internals/target-table.js';
import { checkTargets, type Target } from '../../bench/_internals/targets.js';
import { benchRow } from './_helpers/row.js';

// The targets table after a filtered run (bench/_internals/target-table.ts): printed, it shows
// only what this run measured and names the suites of the rest; in latest.md, every target, the
// earlier ones dated. Made-up rows, no timing.

const THIS_RUN = '2026-11-29T01:00:00.000Z';
const EARLIER = '2026-11-23T17:06:07.989Z';

function row(suite: string, name: string, rate: number, measuredAt: string): Row {
  return benchRow(suite, name, measuredAt, rate, 'calls');
}

const TARGETS: readonly Target[] = [
  { name: 'core / peer', of: 'core/playout', over: 'peers/moves', atLeast: 2 },
  { name: 'mcts / apply', of: 'mcts/iterations', over: 'rules/apply', atLeast: 1 },
  { name: 'mcts / peer', of: 'mcts/iterations', over: 'peers/moves', atLeast: 1 },
  { name: 'apply rate', of: 'rules/apply', atLeast: 100 },
];

// A run of core/ and peers/ after an older run of every suite.
const ROWS = [
  row('core', 'playout', 3000, THIS_RUN),
  row('peers', 'moves', 1000, THIS_RUN),
  row('mcts', 'iterations', 87, EARLIER),
  row('rules', 'apply', 1000, EARLIER),
];

describe('the targets table after a filtered run', () => {
  it('prints only the targets this run measured, and names the suites of the others', () => {
    // Arrange
    const results = checkTargets(ROWS, [], TARGETS);

    // Act
    const printed = thisRunTargetTable(results, THIS_RUN);

    // Assert
    expect(printed.split('\n')).toEqual([
      '| target | CPU time | wall | ratio from | wanted | met |',
      '| --- | ---: | ---: | --- | ---: | :---: |',
      '| core / peer | 3.00× | 3.00× | same run | ≥ 2.00× | yes |',
      '',
      '3 targets left out: this run did not measure their cases (suites: mcts, rules). bench/results/latest.md shows them from earlier runs, dated.',
    ]);
  });

  it('dates every target measured in an earlier run, in latest.md', () => {
    // Arrange
    const results = checkTargets(ROWS, [], TARGETS);

    // Act
    const lines = targetTable(results, THIS_RUN).split('\n');

    // Assert
    expect(lines[0]).toBe('| target | CPU time | wall | ratio from | wanted | met | measured |');
    expect(lines.slice(2)).toEqual([
      '| core / peer | 3.00× | 3.00× | same run | ≥ 2.00× | yes | this run |',
      '| mcts / apply | 0.0870× | 0.0870× | same run | ≥ 1.00× | **no** | earlier run, 2026-11-23 17:06 UTC |',
      '| mcts / peer | 0.0870× | 0.0870× | different runs | ≥ 1.00× | **no** | mcts: earlier run, 2026-11-23 17:06 UTC; peers: this run |',
      '| apply rate | 1,000/s | 1,000/s |  | ≥ 100/s | yes | earlier run, 2026-11-23 17:06 UTC |',
    ]);
  });

  it('has no "measured" column and no note when this run measured every target', () => {
    // Arrange
    const fresh = ROWS.map((r) => ({ ...r, measuredAt: THIS_RUN }));
    const results = checkTargets(fresh, [], TARGETS);

    // Act
    const printed = thisRunTargetTable(results, THIS_RUN);
    const kept = targetTable(results, THIS_RUN);

    // Assert
    expect(printed).toBe(kept);
    expect(printed).not.toContain('measured');
    expect(printed).not.toContain('left out');
    expect(printed.split('\n')).toHaveLength(2 + TARGETS.length);
  });

  it('leaves out a target whose case no run measured, and says so', () => {
    // Arrange: no mcts row at all.
    const results = checkTargets(
      ROWS.filter((r) => r.suite !== 'mcts'),
      [],
      TARGETS,
    );

    // Act
    const printed = thisRunTargetTable(results, THIS_RUN);
    const kept = targetTable(results, THIS_RUN);

    // Assert
    expect(printed).toContain('(suites: mcts, rules)');
    expect(kept).toContain(
      '| mcts / apply | — | — | | ≥ 1.00× | not measured: mcts/iterations |  |',
    );
  });
});
