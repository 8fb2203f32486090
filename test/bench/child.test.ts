import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { joinGroups, mergeChildren, parseChildResult } from '../../bench/_internals/child.js';
import { mergeResults } from '../../bench/_internals/report.js';
import type { PairResult, Row } from '../../bench/_internals/results.js';
import { benchRow } from './_helpers/row.js';

// What the parent run (bench/run.ts) does with its children's results: check them, merge them
// into one run, and into the per-suite files. No timing: the figures are made up.

function row(suite: string, name: string, measuredAt: string, rate = 1000): Row {
  return benchRow(suite, name, measuredAt, rate);
}

function pair(target: string, measuredAt: string): PairResult {
  return { target, cpuRatio: 5, wallRatio: 5, rounds: 4, measuredAt };
}

describe('parseChildResult', () => {
  const good = {
    suite: 'core',
    caseNames: ['a', 'b'],
    rows: [row('core', 'a', 'child-date')],
    pairs: [pair('a / b', 'child-date')],
  };

  it('returns a well-formed result of the suite asked for', () => {
    expect(parseChildResult(JSON.stringify(good), 'core')).toEqual(good);
  });

  it('refuses another suite, rows of unknown cases or of another suite, a missing field', () => {
    const message = 'the child process of suite core wrote no valid result';
    expect(() => parseChildResult(JSON.stringify(good), 'peers')).toThrow(
      'the child process of suite peers wrote no valid result',
    );
    const bad = [
      { ...good, rows: [row('core', 'c', 'd')] },
      { ...good, rows: [row('peers', 'a', 'd')] },
      { ...good, pairs: undefined },
      null,
      [],
    ];
    for (const value of bad)
      expect(() => parseChildResult(JSON.stringify(value), 'core')).toThrow(message);
    expect(() => parseChildResult('{"suite": "core", ', 'core')).toThrow(SyntaxError);
  });
});

describe('mergeChildren', () => {
  it('keeps the children in order and dates every row and pair with the run', () => {
    const run = mergeChildren(
      [
        {
          suite: 'core',
          caseNames: ['a', 'b'],
          rows: [row('core', 'a', 'x')],
          pairs: [pair('p', 'x')],
        },
        { suite: 'peers', caseNames: ['c'], rows: [row('peers', 'c', 'y')], pairs: [] },
      ],
      'run-date',
    );
    expect(run.rows.map((r) => [r.suite, r.case, r.measuredAt])).toEqual([
      ['core', 'a', 'run-date'],
      ['peers', 'c', 'run-date'],
    ]);
    expect(run.pairs).toEqual([{ ...pair('p', 'x'), measuredAt: 'run-date' }]);
    expect([...run.ran]).toEqual([
      ['core', ['a', 'b']],
      ['peers', ['c']],
    ]);
  });

  it('refuses a suite measured twice', () => {
    const once = { suite: 'core', caseNames: [], rows: [], pairs: [] };
    expect(() => mergeChildren([once, once], 'd')).toThrow('suite core ran twice');
  });
});

describe('mergeResults', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('replaces the rows measured, keeps the others, drops cases gone, leaves suites not run', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-merge-'));
    const url = pathToFileURL(`${dir}/`);
    const write = (suite: string, rows: Row[]) =>
      writeFileSync(join(dir!, `${suite}.json`), JSON.stringify({ suite, results: rows }));
    write('core', [row('core', 'a', 'old'), row('core', 'b', 'old'), row('core', 'gone', 'old')]);
    write('peers', [row('peers', 'c', 'old'), row('peers', 'gone', 'old')]);
    const fresh = [row('core', 'a', 'new', 2000)];
    const all = mergeResults(url, ['core', 'peers'], new Map([['core', ['a', 'b']]]), fresh);
    expect(all.map((r) => `${r.suite}/${r.case}@${r.measuredAt}`)).toEqual([
      'core/a@new',
      'core/b@old',
      'peers/c@old',
      'peers/gone@old',
    ]);
    const core = JSON.parse(readFileSync(join(dir, 'core.json'), 'utf8')) as { results: Row[] };
    expect(core.results.map((r) => r.case)).toEqual(['a', 'b']);
    const peers = JSON.parse(readFileSync(join(dir, 'peers.json'), 'utf8')) as { results: Row[] };
    expect(peers.results).toHaveLength(2);
  });
});

describe('joinGroups', () => {
  const part = (names: string[]) => ({
    suite: 'core',
    caseNames: names,
    rows: names.map((n) => row('core', n, 'd')),
    pairs: [pair(names.join(' / '), 'd')],
  });

  it('joins a grouped suite’s processes in group order', () => {
    const joined = joinGroups('core', [part(['a 2025-01', 'b 2025-01']), part(['a 2024-12'])]);
    expect(joined.caseNames).toEqual(['a 2025-01', 'b 2025-01', 'a 2024-12']);
    expect(joined.rows.map((r) => r.case)).toEqual(joined.caseNames);
    expect(joined.pairs.map((p) => p.target)).toEqual(['a 2025-01 / b 2025-01', 'a 2024-12']);
  });

  it('refuses groups of another suite or with a case name twice', () => {
    expect(() => joinGroups('peers', [part(['a'])])).toThrow('a group of another suite in peers');
    expect(() => joinGroups('core', [part(['a']), part(['a'])])).toThrow('same name');
  });
});
