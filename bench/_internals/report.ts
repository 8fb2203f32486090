import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import type { MeasureOptions } from './measure.js';
import type { PairResult, Row } from './results.js';
import type { PairBudget } from './steady.js';
import { targetTable } from './target-table.js';
import { checkTargets } from './targets.js';

// Turns measurements into the markdown tables printed by `npm run bench` and the files of
// bench/results/: one `<suite>.json` per suite, holding the latest row of each of its cases, and
// latest.md (for people) and latest.json (for scripts) gathering every suite's rows. A run that
// measures only some cases (a filter) replaces only their rows; the rest keep their earlier run,
// which the tables then show.

/** The machine and settings a run used, recorded beside its figures. */
export interface RunInfo {
  readonly date: string;
  readonly node: string;
  readonly platform: string;
  readonly cpu: string;
  readonly cores: number;
  readonly options: MeasureOptions;
  /** How the pairs were warmed and timed (bench/_internals/steady.ts). */
  readonly pairBudget: PairBudget;
}

export function runInfo(options: MeasureOptions, pairBudget: PairBudget): RunInfo {
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    options,
    pairBudget,
  };
}

const SCALES = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
] as const;

function rate(perSecond: number, unit: string): string {
  const [scale, suffix] = SCALES.find(([s]) => perSecond >= s) ?? [1, ''];
  return `${(perSecond / scale).toPrecision(3)}${suffix} ${unit}/s`;
}

function duration(us: number): string {
  if (us >= 1e6) return `${(us / 1e6).toPrecision(3)} s`;
  if (us >= 1e3) return `${(us / 1e3).toPrecision(3)} ms`;
  if (us >= 1) return `${us.toPrecision(3)} µs`;
  return `${(us * 1e3).toPrecision(3)} ns`;
}

/** The markdown table of rows; with `run`, rows measured in another run say when. */
export function markdownTable(rows: readonly Row[], run?: string): string {
  const mixed = run !== undefined && rows.some((r) => r.measuredAt !== run);
  const lines = [
    `| suite | case | rate (CPU time) | rate (wall) | CPU share | time per call | ± |${mixed ? ' measured |' : ''}`,
    `| --- | --- | ---: | ---: | ---: | ---: | ---: |${mixed ? ' --- |' : ''}`,
    ...rows.map((r) => {
      const detail = r.detail === undefined ? '' : ` (${r.detail})`;
      const when = r.measuredAt === run ? 'this run' : earlier(r);
      const cells = [
        r.suite,
        `\`${r.case}\`${detail}`,
        rate(r.cpuUnitsPerSecond, r.unit),
        rate(r.unitsPerSecond, r.unit),
        `${Math.round(r.cpuShare * 100)}%`,
        duration(r.medianUs),
        `${(r.spread * 100).toFixed(1)}%`,
        ...(mixed ? [when] : []),
      ];
      return `| ${cells.join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}

function earlier(row: Row): string {
  return `${row.measuredAt.slice(0, 16).replace('T', ' ')}${row.timeMs < 2000 ? ' (quick)' : ''}`;
}

interface SuiteFile {
  readonly suite: string;
  readonly results: readonly Row[];
}

/**
 * Merges a run's rows into the per-suite files and returns every suite's rows, in suite and case
 * order. A suite that ran (`ran`: its case names) gets its measured rows, its earlier rows for
 * the cases not measured, and none for cases that no longer exist; a suite that did not run
 * keeps its file's rows.
 */
export function mergeResults(
  dir: URL,
  suites: readonly string[],
  ran: ReadonlyMap<string, readonly string[]>,
  fresh: readonly Row[],
): Row[] {
  mkdirSync(dir, { recursive: true });
  const all: Row[] = [];
  for (const suite of suites) {
    const file = new URL(`${suite}.json`, dir);
    // Rows written before CPU time was recorded are dropped: their figures do not compare.
    const earlierRows: readonly Row[] = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as SuiteFile).results.filter(
          (r) => typeof r.cpuUnitsPerSecond === 'number',
        )
      : [];
    const names = ran.get(suite);
    if (names === undefined) {
      all.push(...earlierRows);
      continue;
    }
    const pick = (name: string) =>
      fresh.find((r) => r.suite === suite && r.case === name) ??
      earlierRows.find((r) => r.case === name);
    const rows = names.map(pick).filter((r) => r !== undefined);
    if (fresh.some((r) => r.suite === suite)) {
      const content: SuiteFile = { suite, results: rows };
      writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
    }
    all.push(...rows);
  }
  return all;
}

/** Merges a run's pairs into bench/results/pairs.json (by target) and returns them all. */
export function mergePairs(dir: URL, fresh: readonly PairResult[]): PairResult[] {
  mkdirSync(dir, { recursive: true });
  const file = new URL('pairs.json', dir);
  const earlierPairs: PairResult[] = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { pairs: PairResult[] }).pairs
    : [];
  const all = [...earlierPairs.filter((p) => !fresh.some((f) => f.target === p.target)), ...fresh];
  writeFileSync(file, `${JSON.stringify({ pairs: all }, null, 2)}\n`);
  return all;
}

/** Writes bench/results/latest.md and latest.json from every suite's rows. */
export function writeResults(
  dir: URL,
  info: RunInfo,
  rows: readonly Row[],
  pairs: readonly PairResult[],
): void {
  mkdirSync(dir, { recursive: true });
  const targets = checkTargets(rows, pairs);
  const md = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${info.date}.`,
    `Machine: Node ${info.node}, ${info.platform}, ${info.cpu} (${info.cores} cores).`,
    `Each suite ran in a process of its own. Each case: ${info.options.warmupMs} ms warm-up, then ${info.options.timeMs} ms timed in batches (CPU time).`,
    "Times are the process's CPU time (the machine is shared: wall time mostly measures the",
    'scheduler\'s share). "rate (wall)" is the same work over wall time, and "CPU share" CPU time',
    'over wall time (near 100% on an idle core). "time per call" is the median over batches; "±"',
    'is half the gap between the 10th and 90th percentile batch, relative to the median. A',
    'filtered run replaces only the rows it measured; a "measured" column then dates the others.',
    '',
    markdownTable(rows, info.date),
    '',
    '## Targets',
    '',
    'Rates and ratios of rates (units per second of CPU time each; wall time beside), against the',
    'targets of bench/_internals/targets.ts. "paired": the two cases ran in one process and were',
    're-run there interleaved, batch for batch, so that both saw the same machine load, after a',
    `warm-up until both rates were flat (${info.pairBudget.minWarmupMs / 1000}–${info.pairBudget.maxWarmupMs / 1000} s a side, then ${info.pairBudget.timeMs / 1000} s timed;`,
    'bench/_internals/pairs.ts; pairs.json has the rates window by window). "same run": two rows',
    'of this run, measured in turn (or in two processes, when the cases are in two suites). A',
    "target measured in an earlier run (a filtered run keeps the other rows) is that run's figure:",
    'a "measured" column then dates it.',
    '',
    targetTable(targets, info.date),
    '',
  ].join('\n');
  writeFileSync(new URL('latest.md', dir), md);
  writeFileSync(
    new URL('latest.json', dir),
    `${JSON.stringify({ ...info, results: rows, pairs, targets }, null, 2)}\n`,
  );
}
