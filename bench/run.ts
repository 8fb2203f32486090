// `npm run bench [-- [--quick] [filter...]]`: runs every case of every suite in bench/suites/
// (or only those whose "suite/case" contains a filter), each suite in a Node process of its own
// (bench/_internals/child.ts: only its fixtures built, so a case's reducer has seen only what its
// suite did; the core suite one per ruleset), prints a markdown table and the targets table of
// the targets it measured (bench/_internals/targets.ts, target-table.ts; ratios whose two cases
// both ran in one process are measured again there, interleaved, after a warm-up until steady;
// the others are left out, their suites named), and updates bench/results/: `<suite>.json` for
// the suites it ran, pairs.json, and latest.md and latest.json for all of them (there, targets
// of earlier runs are dated). Never part of `npm test`.
import { parseBenchArgs, suiteMaySelect } from './_internals/args.js';
import {
  type ChildResult,
  joinGroups,
  measureSuite,
  mergeChildren,
  runChild,
} from './_internals/child.js';
import type { MeasureOptions } from './_internals/measure.js';
import {
  markdownTable,
  mergePairs,
  mergeResults,
  runInfo,
  writeResults,
} from './_internals/report.js';
import { pairBudget } from './_internals/steady.js';
import { loadSuite, suiteNames } from './_internals/suite.js';
import { thisRunTargetTable } from './_internals/target-table.js';
import { checkTargets } from './_internals/targets.js';

const args = parseBenchArgs(process.argv.slice(2));
const options: MeasureOptions = args.quick
  ? { warmupMs: 50, timeMs: 200 }
  : { warmupMs: 500, timeMs: 2000 };
const budget = pairBudget(args.quick);
const info = runInfo(options, budget);
const log = (line: string) => process.stderr.write(`${line}\n`);

if (args.child !== null) {
  // A child: measure one suite (or one group of it), write the result where the parent reads
  // it. A grouped suite's child runs a child per group and joins their results.
  if (args.out === null) throw new Error('--child needs --out');
  const { writeFileSync } = await import('node:fs');
  const name = args.child;
  const suite = await loadSuite(name, args.group);
  const passOn = [...(args.quick ? ['--quick'] : []), ...args.filters];
  const result =
    'groups' in suite
      ? joinGroups(
          name,
          suite.groups.map((group) => {
            log(`suite ${name}, ${group} (a process of its own)`);
            return runChild(name, passOn, group);
          }),
        )
      : await measureSuite(suite, args.filters, options, budget, info.date, log);
  writeFileSync(args.out, JSON.stringify(result));
} else {
  const names = suiteNames();
  const passOn = [...(args.quick ? ['--quick'] : []), ...args.filters];
  const results: ChildResult[] = [];
  for (const name of names) {
    if (!suiteMaySelect(name, args.filters)) continue;
    log(`suite ${name} (a process of its own)`);
    results.push(runChild(name, passOn));
  }
  const run = mergeChildren(results, info.date);
  if (run.rows.length === 0)
    throw new Error(`no benchmark case matches ${args.filters.join(', ')}`);

  const resultsDir = new URL('./results/', import.meta.url);
  const all = mergeResults(resultsDir, names, run.ran, run.rows);
  const pairs = mergePairs(resultsDir, run.pairs);
  console.log(`\n${markdownTable(run.rows)}\n`);
  console.log(`${thisRunTargetTable(checkTargets(all, pairs), info.date)}\n`);
  writeResults(resultsDir, info, all, pairs);
  console.log('Written to bench/results/ (latest.md, latest.json and one file per suite run)');
}
