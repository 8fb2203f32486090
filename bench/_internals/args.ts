// The command line of `npm run bench` (bench/run.ts), and which suites and cases it selects.
// Kept apart from the runner so that it can be tested without timing anything.

/** What `npm run bench -- [--quick] [filter...]` asked for. */
export interface BenchArgs {
  readonly quick: boolean;
  /** A case runs when its id (`suite/case`) contains one of them; none: every case. */
  readonly filters: readonly string[];
  /** Internal: the suite this process measures, for the parent run (bench/_internals/child.ts). */
  readonly child: string | null;
  /** Internal: the group of a grouped suite (one ruleset of the core suite) this process measures. */
  readonly group: string | null;
  /** Internal: where a child writes what it measured (JSON). */
  readonly out: string | null;
}

const FLAGS = new Set(['--quick']);
const VALUED = new Set(['--child', '--group', '--out']);

/** Parses the runner's arguments; an unknown flag or a flag without its value throws. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  let quick = false;
  let child: string | null = null;
  let group: string | null = null;
  let out: string | null = null;
  const filters: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      filters.push(arg);
    } else if (FLAGS.has(arg)) {
      quick = true;
    } else if (VALUED.has(arg)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      if (arg === '--child') child = value;
      else if (arg === '--group') group = value;
      else out = value;
    } else {
      throw new Error(`unknown option ${arg} (known: --quick)`);
    }
  }
  if (group !== null && child === null) throw new Error('--group needs --child');
  return { quick, filters, child, group, out };
}

/** Whether the case `suite/name` is selected by `filters`. */
export function caseSelected(suite: string, name: string, filters: readonly string[]): boolean {
  const id = `${suite}/${name}`;
  return filters.length === 0 || filters.some((f) => id.includes(f));
}

/**
 * Whether a suite may hold a selected case, known from its name alone (so that a run does not
 * build the fixtures of suites it will not measure): a filter without a `/` may match any case
 * name, so it selects every suite; one with a `/` selects the suites whose name ends with the
 * part before its first `/` (case names hold no `/`).
 */
export function suiteMaySelect(suite: string, filters: readonly string[]): boolean {
  if (filters.length === 0) return true;
  return filters.some((f) => {
    const slash = f.indexOf('/');
    return slash < 0 || suite.endsWith(f.slice(0, slash));
  });
}
