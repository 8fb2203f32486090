import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// A suite is a file in bench/suites/ that exports `cases`; the file name is the suite's name.
// Adding a benchmark is adding a case there, or a new file: the runner finds it by itself.

interface CaseBase {
  /** Shown in the table, e.g. `'shotDistance(from, to)'`; with the suite's name, the case's id. */
  readonly name: string;
  /** What one unit of work is, for the rate column: `'boards'`, `'lookups'`, `'games'`. */
  readonly unit: string;
  /** How many units one call of `fn` performs (default 1), e.g. 8464 lookups per call. */
  readonly unitsPerCall?: number;
  /**
   * Facts about the case shown beside its name, kept out of the name so that the case's id
   * stays stable (targets refer to it): e.g. a perft count.
   */
  readonly detail?: string;
}

/** One thing to time: `fn` is one call of the measured work. Build fixtures outside it, once. */
export interface SyncBenchCase extends CaseBase {
  readonly fn: () => unknown;
  readonly async?: false;
}

/** A case whose work ends when the promise `fn` returns settles; the runner awaits each call. */
export interface AsyncBenchCase extends CaseBase {
  readonly fn: () => Promise<unknown>;
  readonly async: true;
}

/** One thing to time. */
export type BenchCase = SyncBenchCase | AsyncBenchCase;

/** A loaded suite: its name (the file's) and its cases. */
export interface BenchSuite {
  readonly name: string;
  readonly cases: readonly BenchCase[];
}

const SUITES_DIR = new URL('../suites/', import.meta.url);

/** Loads every `bench/suites/*.ts`, in file-name order. */
export async function loadSuites(): Promise<BenchSuite[]> {
  const files = readdirSync(fileURLToPath(SUITES_DIR))
    .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
    .sort();
  const suites: BenchSuite[] = [];
  for (const file of files) {
    const module: { cases?: readonly BenchCase[] } = await import(new URL(file, SUITES_DIR).href);
    if (!Array.isArray(module.cases)) {
      throw new Error(`bench/suites/${file} must export \`cases: BenchCase[]\``);
    }
    suites.push({ name: file.replace(/\.ts$/, ''), cases: module.cases });
  }
  return suites;
}
