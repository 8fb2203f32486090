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

/** The names of the suites (`bench/suites/*.ts`, in file-name order), without loading them. */
export function suiteNames(): string[] {
  return readdirSync(fileURLToPath(SUITES_DIR))
    .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
    .sort()
    .map((f) => f.replace(/\.ts$/, ''));
}

/**
 * A suite measured in several processes, one per group (the core suite: one per ruleset, as a
 * user plays one): its module exports `groups` and `casesOf(group)` instead of `cases`, and
 * builds a group's fixtures only when asked for its cases.
 */
export interface GroupedSuite {
  readonly name: string;
  readonly groups: readonly string[];
}

interface SuiteModule {
  readonly cases?: readonly BenchCase[];
  readonly groups?: readonly string[];
  readonly casesOf?: (group: string) => readonly BenchCase[];
}

/**
 * Loads one suite, `bench/suites/<name>.ts` (importing it builds its fixtures): its cases, or
 * those of `group` for a grouped suite, or, for a grouped suite without `group`, its groups.
 */
export async function loadSuite(
  name: string,
  group: string | null = null,
): Promise<BenchSuite | GroupedSuite> {
  if (!suiteNames().includes(name)) throw new Error(`no suite bench/suites/${name}.ts`);
  const module: SuiteModule = await import(new URL(`${name}.ts`, SUITES_DIR).href);
  if (Array.isArray(module.groups) && typeof module.casesOf === 'function') {
    if (group === null) return { name, groups: module.groups };
    if (!module.groups.includes(group)) throw new Error(`suite ${name} has no group ${group}`);
    return { name, cases: module.casesOf(group) };
  }
  if (!Array.isArray(module.cases)) {
    throw new Error(
      `bench/suites/${name}.ts must export \`cases: BenchCase[]\` (or \`groups\` and \`casesOf\`)`,
    );
  }
  if (group !== null) throw new Error(`suite ${name} has no groups`);
  return { name, cases: module.cases };
}
