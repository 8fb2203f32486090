// `npm run bench [-- [--quick] [filter...]]`: runs every case of every suite in bench/suites/
// (or only those whose "suite/case" contains a filter), prints a markdown table and the targets
// table (bench/_internals/targets.ts; ratios whose two cases both ran are measured again,
// interleaved), and updates bench/results/: `<suite>.json` for the suites it ran, pairs.json,
// and latest.md and latest.json for all of them. Never part of `npm test`.
import { type MeasureOptions, measure, measureAsync } from './_internals/measure.js';
import { measurePairs } from './_internals/pairs.js';
import {
  markdownTable,
  mergePairs,
  mergeResults,
  runInfo,
  writeResults,
} from './_internals/report.js';
import type { Row } from './_internals/results.js';
import { loadSuites } from './_internals/suite.js';
import { checkTargets, TARGETS, targetTable } from './_internals/targets.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const filters = args.filter((a) => !a.startsWith('--'));
const options: MeasureOptions = quick
  ? { warmupMs: 50, timeMs: 200 }
  : { warmupMs: 500, timeMs: 2000 };
const info = runInfo(options);

const suites = await loadSuites();
const rows: Row[] = [];
for (const suite of suites) {
  for (const c of suite.cases) {
    const id = `${suite.name}/${c.name}`;
    if (filters.length > 0 && !filters.some((f) => id.includes(f))) continue;
    process.stderr.write(`  ${id} ...`);
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
      measuredAt: info.date,
      timeMs: options.timeMs,
      ...m,
    });
    process.stderr.write(' done\n');
  }
}
if (rows.length === 0) throw new Error(`no benchmark case matches ${filters.join(', ')}`);

// Ratio targets whose two cases both ran: again, interleaved (see pairs.ts).
const fresh = await measurePairs(TARGETS, suites, rows, options, info.date, (t) =>
  process.stderr.write(`  pair: ${t.name}\n`),
);

const resultsDir = new URL('./results/', import.meta.url);
const all = mergeResults(resultsDir, suites, rows);
const pairs = mergePairs(resultsDir, fresh);
console.log(`\n${markdownTable(rows)}\n`);
console.log(`${targetTable(checkTargets(all, pairs))}\n`);
writeResults(resultsDir, info, all, pairs);
console.log('Written to bench/results/ (latest.md, latest.json and one file per suite run)');
