// `npm run bench [-- [--quick] [filter...]]`: runs every case of every suite in bench/suites/
// (or only those whose "suite/case" contains a filter), prints a markdown table, and writes
// bench/results/latest.md and latest.json. Never part of `npm test`.
import { type MeasureOptions, measure } from './_internals/measure.js';
import { markdownTable, type Row, runInfo, writeResults } from './_internals/report.js';
import { loadSuites } from './_internals/suite.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const filters = args.filter((a) => !a.startsWith('--'));
const options: MeasureOptions = quick
  ? { warmupMs: 50, timeMs: 200 }
  : { warmupMs: 500, timeMs: 2000 };

const rows: Row[] = [];
for (const suite of await loadSuites()) {
  for (const c of suite.cases) {
    const id = `${suite.name}/${c.name}`;
    if (filters.length > 0 && !filters.some((f) => id.includes(f))) continue;
    process.stderr.write(`  ${id} ...`);
    const m = measure(c.fn, options);
    const unitsPerCall = c.unitsPerCall ?? 1;
    rows.push({
      suite: suite.name,
      case: c.name,
      unit: c.unit,
      unitsPerCall,
      unitsPerSecond: m.callsPerSecond * unitsPerCall,
      ...m,
    });
    process.stderr.write(' done\n');
  }
}
if (rows.length === 0) throw new Error(`no benchmark case matches ${filters.join(', ')}`);

console.log(`\n${markdownTable(rows)}\n`);
writeResults(new URL('./results/', import.meta.url), runInfo(options), rows);
console.log('Written to bench/results/latest.md and bench/results/latest.json');
