import { describe, expect, it } from 'vitest';
import { caseSelected, parseBenchArgs, suiteMaySelect } from '../../bench/_internals/args.js';

// The runner's command line (bench/run.ts): which suites get a process, which cases run in it.

describe('parseBenchArgs', () => {
  it('reads --quick and the filters, in any order', () => {
    expect(parseBenchArgs(['core/', '--quick', 'peers/'])).toEqual({
      quick: true,
      filters: ['core/', 'peers/'],
      child: null,
      group: null,
      out: null,
    });
    expect(parseBenchArgs([])).toEqual({
      quick: false,
      filters: [],
      child: null,
      group: null,
      out: null,
    });
  });

  it('reads the child flags the parent passes', () => {
    const args = parseBenchArgs(['--child', 'core', '--out', '/tmp/x.json', '--quick', 'core/']);
    expect(args).toEqual({
      quick: true,
      filters: ['core/'],
      child: 'core',
      group: null,
      out: '/tmp/x.json',
    });
    expect(parseBenchArgs(['--child', 'core', '--group', '2024-12']).group).toBe('2024-12');
  });

  it('refuses an unknown option and a flag without its value', () => {
    expect(() => parseBenchArgs(['--quik'])).toThrow('unknown option --quik');
    expect(() => parseBenchArgs(['--child'])).toThrow('--child needs a value');
    expect(() => parseBenchArgs(['--out', '--quick'])).toThrow('--out needs a value');
    expect(() => parseBenchArgs(['--group', '2024-12'])).toThrow('--group needs --child');
  });
});

describe('which suites and cases a run selects', () => {
  it('selects every case without filters, else those whose id contains one', () => {
    expect(caseSelected('core', 'anything', [])).toBe(true);
    expect(caseSelected('core', 'core perft(4)', ['perft'])).toBe(true);
    expect(caseSelected('peers', 'chess.js perft(3), Kiwipete', ['peers/chess'])).toBe(true);
    expect(caseSelected('perft', 'perft(5), mid-game', ['peers/chess', 'board/'])).toBe(false);
  });

  it('starts a suite only when a filter may select one of its cases', () => {
    expect(suiteMaySelect('board', [])).toBe(true);
    // No "/": the filter may be part of any case name.
    expect(suiteMaySelect('board', ['perft'])).toBe(true);
    // "core/" and "peers/chess": only suites whose name ends with the part before the "/".
    expect(suiteMaySelect('core', ['core/', 'peers/'])).toBe(true);
    expect(suiteMaySelect('peers', ['core/', 'peers/chess'])).toBe(true);
    expect(suiteMaySelect('rules', ['core/', 'peers/'])).toBe(false);
    expect(suiteMaySelect('rules-2024-12', ['rules/'])).toBe(false);
    expect(suiteMaySelect('rules-2024-12', ['2024-12/'])).toBe(true);
  });

  it('agrees with caseSelected: a suite it skips has no selected case', () => {
    const ids = [
      ['core', 'core make + unmake, mid-game, 2025-01'],
      ['peers', 'chess.js perft(3), Kiwipete'],
      ['rules-2024-12', 'legalActions, mid-game'],
      ['board', 'shotDistance(from, to)'],
    ] as const;
    const filterSets = [['core/'], ['peers/chess'], ['s/chess'], ['2024-12/legal'], ['/'], ['d/']];
    for (const filters of filterSets) {
      for (const [suite, name] of ids) {
        if (caseSelected(suite, name, filters)) expect(suiteMaySelect(suite, filters)).toBe(true);
      }
    }
  });
});
