import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import type { Measurement, MeasureOptions } from './measure.js';

// Turns measurements into the markdown table printed by `npm run bench` and the two files of
// bench/results/: latest.md for people, latest.json for scripts comparing runs.

/** One row of the report. */
export interface Row extends Measurement {
  readonly suite: string;
  readonly case: string;
  readonly unit: string;
  readonly unitsPerCall: number;
  /** `callsPerSecond × unitsPerCall`. */
  readonly unitsPerSecond: number;
}

/** The machine and settings a run used, recorded beside its figures. */
export interface RunInfo {
  readonly date: string;
  readonly node: string;
  readonly platform: string;
  readonly cpu: string;
  readonly cores: number;
  readonly options: MeasureOptions;
}

export function runInfo(options: MeasureOptions): RunInfo {
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    options,
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
  if (us >= 1e3) return `${(us / 1e3).toPrecision(3)} ms`;
  if (us >= 1) return `${us.toPrecision(3)} µs`;
  return `${(us * 1e3).toPrecision(3)} ns`;
}

/** The markdown table of a run. */
export function markdownTable(rows: readonly Row[]): string {
  const lines = [
    '| suite | case | rate | time per call | ± |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.suite} | \`${r.case}\` | ${rate(r.unitsPerSecond, r.unit)} | ${duration(r.medianUs)} | ${(r.spread * 100).toFixed(1)}% |`,
    ),
  ];
  return lines.join('\n');
}

/** Writes bench/results/latest.md and latest.json. */
export function writeResults(dir: URL, info: RunInfo, rows: readonly Row[]): void {
  mkdirSync(dir, { recursive: true });
  const md = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${info.date}.`,
    `Machine: Node ${info.node}, ${info.platform}, ${info.cpu} (${info.cores} cores).`,
    `Each case: ${info.options.warmupMs} ms warm-up, then ${info.options.timeMs} ms timed in batches.`,
    '"time per call" is the median over batches; "±" is half the gap between the 10th and 90th',
    'percentile batch, relative to the median.',
    '',
    markdownTable(rows),
    '',
  ].join('\n');
  writeFileSync(new URL('latest.md', dir), md);
  writeFileSync(
    new URL('latest.json', dir),
    `${JSON.stringify({ ...info, results: rows }, null, 2)}\n`,
  );
}
