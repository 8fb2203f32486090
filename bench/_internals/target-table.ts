import type { TargetResult } from './targets.js';

// The targets table as `npm run bench` prints it and latest.md keeps it. A filtered run keeps
// the rows of earlier runs (report.ts), and a target computed from them is that earlier run's
// figure, not this run's: printed after a run, the table shows only the targets that run
// measured and names the suites of the others; latest.md shows every target and dates those
// measured in an earlier run.

function figure(value: number, ratio: boolean): string {
  if (ratio) return `${value >= 100 ? value.toFixed(0) : value.toPrecision(3)}×`;
  return `${Math.round(value).toLocaleString('en')}/s`;
}

/** The dates of the rows a target needs; `null` for a case that was not measured. */
function datesOf(r: TargetResult): (string | null)[] {
  return r.over === null ? [r.measuredAt[0]] : [...r.measuredAt];
}

/** Whether every row the target needs was measured in the run that started at `run`. */
export function measuredIn(r: TargetResult, run: string): boolean {
  return datesOf(r).every((at) => at === run);
}

const suiteOf = (caseId: string) => caseId.slice(0, caseId.indexOf('/'));
const minute = (at: string) => `${at.slice(0, 16).replace('T', ' ')} UTC`;

/** When the rows of a target were measured, for the "measured" column. */
function measuredCell(r: TargetResult, run: string): string {
  const [of, over] = r.measuredAt;
  if (measuredIn(r, run)) return 'this run';
  if (of === null || (r.over !== null && over === null)) return '';
  if (r.over === null || of === over) return `earlier run, ${minute(of)}`;
  const side = (caseId: string, at: string) =>
    `${suiteOf(caseId)}: ${at === run ? 'this run' : `earlier run, ${minute(at)}`}`;
  return `${side(r.of, of)}; ${side(r.over, over!)}`;
}

/**
 * The markdown table of checked targets. With `run` (the `RunInfo.date` of this run), a target
 * whose rows were not all measured in this run gets a "measured" column saying when they were.
 */
export function targetTable(results: readonly TargetResult[], run?: string): string {
  const dated = run !== undefined && results.some((r) => r.value !== null && !measuredIn(r, run));
  const lines = [
    `| target | CPU time | wall | ratio from | wanted | met |${dated ? ' measured |' : ''}`,
    `| --- | ---: | ---: | --- | ---: | :---: |${dated ? ' --- |' : ''}`,
    ...results.map((r) => {
      const ratio = r.over !== null;
      const wanted = r.atLeast === null ? '(for information)' : `≥ ${figure(r.atLeast, ratio)}`;
      const when = dated ? ` ${measuredCell(r, run)} |` : '';
      if (r.value === null || r.wallValue === null) {
        return `| ${r.name} | — | — | | ${wanted} | ${r.missing} |${when}`;
      }
      const met = r.met === null ? '' : r.met ? 'yes' : '**no**';
      return `| ${r.name} | ${figure(r.value, ratio)} | ${figure(r.wallValue, ratio)} | ${r.how ?? ''} | ${wanted} | ${met} |${when}`;
    }),
  ];
  return lines.join('\n');
}

/**
 * The targets this run measured (every row they need dated `run`), then a line saying how many
 * were left out and which suites they need: what `npm run bench` prints after a run.
 */
export function thisRunTargetTable(results: readonly TargetResult[], run: string): string {
  const shown = results.filter((r) => measuredIn(r, run));
  const left = results.filter((r) => !measuredIn(r, run));
  if (left.length === 0) return targetTable(shown);
  const suites = new Set<string>();
  for (const r of left) {
    if (r.measuredAt[0] !== run) suites.add(suiteOf(r.of));
    if (r.over !== null && r.measuredAt[1] !== run) suites.add(suiteOf(r.over));
  }
  const count = left.length === 1 ? '1 target' : `${left.length} targets`;
  const note = `${count} left out: this run did not measure their cases (suites: ${[...suites].sort().join(', ')}). bench/results/latest.md shows them from earlier runs, dated.`;
  return shown.length === 0 ? note : `${targetTable(shown)}\n\n${note}`;
}
