import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseSelected } from './args.js';
import { type MeasureOptions, measure, measureAsync } from './measure.js';
import { measurePairs } from './pairs.js';
import type { PairResult, Row } from './results.js';
import type { PairBudget } from './steady.js';
import type { BenchSuite } from './suite.js';
import { TARGETS } from './targets.js';

// Each suite is measured in a process of its own (`bench/run.ts --child <suite>`), so that the
// reducer a case times has seen only what that suite's fixtures and cases did: a process that
// has played frozen games runs `applyAction({ freeze: false })` markedly slower, and a user who
// plays `freeze: false` never has frozen states around (docs/notes/performance-core.md). The
// parent runs the children one after the other and merges what they wrote.

/** What one child measured: its suite's case names (to order and prune the results), rows, pairs. */
export interface ChildResult {
  readonly suite: string;
  readonly caseNames: readonly string[];
  readonly rows: readonly Row[];
  readonly pairs: readonly PairResult[];
}

/** Measures the selected cases of `suite`, then the pairs whose two cases both ran here. */
export async function measureSuite(
  suite: BenchSuite,
  filters: readonly string[],
  options: MeasureOptions,
  budget: PairBudget,
  measuredAt: string,
  log: (line: string) => void,
): Promise<ChildResult> {
  const rows: Row[] = [];
  for (const c of suite.cases) {
    if (!caseSelected(suite.name, c.name, filters)) continue;
    const m = c.async ? await measureAsync(c.fn, options) : measure(c.fn, options);
    const unitsPerCall = c.unitsPerCall ?? 1;
    rows.push({
      suite: suite.name,
      case: c.name,
      unit: c.unit,
      unitsPerCall,
      unitsPerSecond: m.callsPerSecond * unitsPerCall,
      cpuUnitsPerSecond: m.cpuCallsPerSecond * unitsPerCall,
      ...(c.detail === undefined ? {} : { detail: c.detail }),
      measuredAt,
      timeMs: options.timeMs,
      ...m,
    });
    log(`  ${suite.name}/${c.name}: done`);
  }
  const pairs = await measurePairs(TARGETS, [suite], rows, budget, measuredAt, (t) =>
    log(`  pair: ${t.name}`),
  );
  return { suite: suite.name, caseNames: suite.cases.map((c) => c.name), rows, pairs };
}

/** Reads a child's result, checking its shape (a child that died leaves no file or half of one). */
export function parseChildResult(text: string, suite: string): ChildResult {
  const value: unknown = JSON.parse(text);
  const r = value as Partial<ChildResult> | null;
  if (
    typeof r !== 'object' ||
    r === null ||
    r.suite !== suite ||
    !Array.isArray(r.caseNames) ||
    !Array.isArray(r.rows) ||
    !Array.isArray(r.pairs) ||
    r.rows.some((row) => row.suite !== suite || !r.caseNames!.includes(row.case))
  ) {
    throw new Error(`the child process of suite ${suite} wrote no valid result`);
  }
  return r as ChildResult;
}

/**
 * Runs `bench/run.ts --child <suite> [--group <group>]` with the given arguments in a new Node
 * process (the same flags as this one, so under tsx too), waits for it and returns what it
 * measured.
 */
export function runChild(
  suite: string,
  args: readonly string[],
  group: string | null = null,
): ChildResult {
  const dir = mkdtempSync(join(tmpdir(), 'globetrotter-bench-'));
  const out = join(dir, 'result.json');
  try {
    const script = fileURLToPath(new URL('../run.ts', import.meta.url));
    const child = spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        script,
        '--child',
        suite,
        ...(group === null ? [] : ['--group', group]),
        '--out',
        out,
        ...args,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (child.status !== 0) {
      throw new Error(
        `the child process of suite ${suite} failed (${child.status ?? child.signal})`,
      );
    }
    return parseChildResult(readFileSync(out, 'utf8'), suite);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The results of a grouped suite's processes (one per group, in order) as one suite's. */
export function joinGroups(suite: string, parts: readonly ChildResult[]): ChildResult {
  if (parts.some((p) => p.suite !== suite)) throw new Error(`a group of another suite in ${suite}`);
  const caseNames = parts.flatMap((p) => p.caseNames);
  if (new Set(caseNames).size !== caseNames.length) {
    throw new Error(`suite ${suite}: two groups have a case of the same name`);
  }
  return {
    suite,
    caseNames,
    rows: parts.flatMap((p) => p.rows),
    pairs: parts.flatMap((p) => p.pairs),
  };
}

/** What the children of one run measured, together: rows and pairs dated with the run's date. */
export interface MergedRun {
  readonly rows: readonly Row[];
  readonly pairs: readonly PairResult[];
  /** The case names of each suite that ran, for the per-suite files. */
  readonly ran: ReadonlyMap<string, readonly string[]>;
}

/** Merges the children's results in the order given, every row and pair dated `measuredAt`. */
export function mergeChildren(results: readonly ChildResult[], measuredAt: string): MergedRun {
  const ran = new Map<string, readonly string[]>();
  for (const r of results) {
    if (ran.has(r.suite)) throw new Error(`suite ${r.suite} ran twice`);
    ran.set(r.suite, r.caseNames);
  }
  return {
    rows: results.flatMap((r) => r.rows.map((row) => ({ ...row, measuredAt }))),
    pairs: results.flatMap((r) => r.pairs.map((p) => ({ ...p, measuredAt }))),
    ran,
  };
}
