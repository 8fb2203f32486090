import type { MeasureOptions } from './measure.js';
import type { PairResult, Row } from './results.js';
import type { BenchCase, BenchSuite } from './suite.js';
import type { Target } from './targets.js';

// Ratios of two cases measured interleaved: batches of one, then of the other, alternating
// until the budget is spent, so that both see the same machine load. Rows measured one after
// the other can see very different loads on a shared machine (a test suite starting between
// them halves one and not the other), and even CPU time suffers from a busy sibling core
// (shared caches). A target's ratio uses its pair when the run measured one.

const BATCH_TARGET_US = 10_000;

function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let _sink: unknown;

/** CPU ms, wall ms and units of `calls` calls of `c`. */
async function runBatch(c: BenchCase, calls: number): Promise<[number, number, number]> {
  const cpu = cpuNow();
  const wall = performance.now();
  if (c.async) for (let i = 0; i < calls; i++) _sink = await c.fn();
  else for (let i = 0; i < calls; i++) _sink = c.fn();
  return [cpuNow() - cpu, performance.now() - wall, calls * (c.unitsPerCall ?? 1)];
}

/**
 * Measures, interleaved, every ratio target whose two cases were both measured in this run
 * (`rows`; their medians size the batches). The budget of each pair is twice `timeMs`.
 */
export async function measurePairs(
  targets: readonly Target[],
  suites: readonly BenchSuite[],
  rows: readonly Row[],
  options: MeasureOptions,
  measuredAt: string,
  onPair: (target: Target) => void = () => {},
): Promise<PairResult[]> {
  const cases = new Map(suites.flatMap((s) => s.cases.map((c) => [`${s.name}/${c.name}`, c])));
  const rowOf = (id: string) => rows.find((r) => `${r.suite}/${r.case}` === id);
  const results: PairResult[] = [];
  for (const target of targets) {
    if (target.over === undefined || target.pending !== undefined) continue;
    const a = cases.get(target.of);
    const b = cases.get(target.over);
    const rowA = rowOf(target.of);
    const rowB = rowOf(target.over);
    if (!a || !b || !rowA || !rowB) continue;
    onPair(target);
    const batchA = Math.max(1, Math.round(BATCH_TARGET_US / rowA.medianUs));
    const batchB = Math.max(1, Math.round(BATCH_TARGET_US / rowB.medianUs));
    const totals = { cpuA: 0, wallA: 0, unitsA: 0, cpuB: 0, wallB: 0, unitsB: 0 };
    let rounds = 0;
    await runBatch(a, 1); // the JIT may have moved on since the case's own measurement
    await runBatch(b, 1);
    while (totals.cpuA + totals.cpuB < 2 * options.timeMs || rounds < 2) {
      const [cpuA, wallA, unitsA] = await runBatch(a, batchA);
      const [cpuB, wallB, unitsB] = await runBatch(b, batchB);
      totals.cpuA += cpuA;
      totals.wallA += wallA;
      totals.unitsA += unitsA;
      totals.cpuB += cpuB;
      totals.wallB += wallB;
      totals.unitsB += unitsB;
      rounds++;
    }
    results.push({
      target: target.name,
      cpuRatio: totals.unitsA / totals.cpuA / (totals.unitsB / totals.cpuB),
      wallRatio: totals.unitsA / totals.wallA / (totals.unitsB / totals.wallB),
      rounds,
      measuredAt,
    });
  }
  return results;
}
