import type { PairResult, Row } from './results.js';
import { isFlat, type PairBudget, relativeSpread } from './steady.js';
import type { BenchCase, BenchSuite } from './suite.js';
import type { Target } from './targets.js';

// Ratios of two cases measured interleaved: batches of one, then of the other, alternating, so
// that both see the same machine load. Rows measured one after the other can see very different
// loads on a shared machine (a test suite starting between them halves one and not the other),
// and even CPU time suffers from a busy sibling core (shared caches). A target's ratio uses its
// pair when the run measured one.
//
// A pair is warmed until steady first: the reducer's step keeps speeding up for seconds after a
// case's own short warm-up (the JIT's later tiers), so a ratio timed early depends on where on
// that ramp it lands. The alternation runs in windows (about `windowMs` of CPU time a side);
// the warm-up ends once both sides' rates per window are flat (steady.ts), or at its cap; then
// `timeMs` a side is timed, and the rates of its windows are kept so that flatness can be seen.

const BATCH_TARGET_US = 10_000;

function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let _sink: unknown;

interface Totals {
  cpuA: number;
  wallA: number;
  unitsA: number;
  cpuB: number;
  wallB: number;
  unitsB: number;
}

const zero = (): Totals => ({ cpuA: 0, wallA: 0, unitsA: 0, cpuB: 0, wallB: 0, unitsB: 0 });

/** CPU ms, wall ms and units of `calls` calls of `c`. */
async function runBatch(c: BenchCase, calls: number): Promise<[number, number, number]> {
  const cpu = cpuNow();
  const wall = performance.now();
  if (c.async) for (let i = 0; i < calls; i++) _sink = await c.fn();
  else for (let i = 0; i < calls; i++) _sink = c.fn();
  return [cpuNow() - cpu, performance.now() - wall, calls * (c.unitsPerCall ?? 1)];
}

/** Alternates batches until each side has spent `ms` of CPU time (two rounds at least). */
async function window(
  a: BenchCase,
  b: BenchCase,
  batchA: number,
  batchB: number,
  ms: number,
): Promise<Totals & { rounds: number }> {
  const t = zero();
  let rounds = 0;
  while (t.cpuA < ms || t.cpuB < ms || rounds < 2) {
    const [cpuA, wallA, unitsA] = await runBatch(a, batchA);
    const [cpuB, wallB, unitsB] = await runBatch(b, batchB);
    t.cpuA += cpuA;
    t.wallA += wallA;
    t.unitsA += unitsA;
    t.cpuB += cpuB;
    t.wallB += wallB;
    t.unitsB += unitsB;
    rounds++;
  }
  return { ...t, rounds };
}

const round3 = (x: number) => Number(x.toPrecision(3));

/**
 * Measures, interleaved, every ratio target whose two cases are both among `suites` and were
 * both measured in this run (`rows`; their medians size the batches), each after a warm-up to
 * steady rates.
 */
export async function measurePairs(
  targets: readonly Target[],
  suites: readonly BenchSuite[],
  rows: readonly Row[],
  budget: PairBudget,
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
    const warmA: number[] = [];
    const warmB: number[] = [];
    let warmMs = 0;
    while (warmMs < budget.maxWarmupMs) {
      const w = await window(a, b, batchA, batchB, budget.windowMs);
      warmA.push(w.unitsA / w.cpuA);
      warmB.push(w.unitsB / w.cpuB);
      warmMs += Math.min(w.cpuA, w.cpuB);
      if (warmMs >= budget.minWarmupMs && isFlat(warmA) && isFlat(warmB)) break;
    }
    const steady = isFlat(warmA) && isFlat(warmB);
    const totals = zero();
    let rounds = 0;
    const ratios: number[] = [];
    const timedA: number[] = [];
    const timedB: number[] = [];
    while (Math.min(totals.cpuA, totals.cpuB) < budget.timeMs) {
      const w = await window(a, b, batchA, batchB, budget.windowMs);
      for (const key of Object.keys(totals) as (keyof Totals)[]) totals[key] += w[key];
      rounds += w.rounds;
      timedA.push(w.unitsA / w.cpuA);
      timedB.push(w.unitsB / w.cpuB);
      ratios.push(w.unitsA / w.cpuA / (w.unitsB / w.cpuB));
    }
    results.push({
      target: target.name,
      cpuRatio: totals.unitsA / totals.cpuA / (totals.unitsB / totals.cpuB),
      wallRatio: totals.unitsA / totals.wallA / (totals.unitsB / totals.wallB),
      rounds,
      measuredAt,
      warmupMs: Math.round(warmMs),
      steady,
      ratioSpread: round3(relativeSpread(ratios)),
      windows: {
        warmup: { of: warmA.map(round3), over: warmB.map(round3) },
        timed: { of: timedA.map(round3), over: timedB.map(round3) },
      },
    });
  }
  return results;
}
