// A paired before/after of the evaluation on the core alone (`evaluateAllFreshCore`: never the
// value cache): the children of the 2025-01 mid-game positions of profile-mcts.ts (each legal id
// made with 1s), evaluated from two source trees loaded in one process, in alternating batches
// of 100 ms of CPU time, each round in the other order. Ratios above 1: tree B evaluates faster.
// Run it both ways (A B, then B A): the tree loaded second may lose a few per cent.
//
//   npx tsx bench/_internals/evaluate-ab.ts <tree A> <tree B> [rounds]
import { resolve } from 'node:path';
import type * as Evaluate from '../../src/bots/_internals/core-evaluate.js';
import type * as Core from '../../src/core/index.js';
import type * as Positions from './positions.js';

const [aDir, bDir, roundsArg] = process.argv.slice(2);
if (aDir === undefined || bDir === undefined) {
  console.error('usage: evaluate-ab.ts <tree A> <tree B> [rounds]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 30);

/** One batch's work from the tree in `dir`: every child evaluated once; how many. */
async function load(dir: string): Promise<() => number> {
  const ev: typeof Evaluate = await import(resolve(dir, 'src/bots/_internals/core-evaluate.ts'));
  const core: typeof Core = await import(resolve(dir, 'src/core/index.ts'));
  const at: typeof Positions = await import(resolve(dir, 'bench/_internals/positions.ts'));
  const cores: Core.CoreGame[] = [];
  for (const state of at.midGamePositions(20, 'bench-mcts')) {
    const root = core.CoreGame.fromState(state);
    const ids = new Int32Array(root.maxLegalIds);
    const n = root.legalIds(ids);
    for (let i = 0; i < n; i++) {
      const child = core.CoreGame.fromState(state);
      child.makePadded(ids[i]!, []);
      if (!child.isTerminal()) cores.push(child);
    }
  }
  let sink = 0;
  return () => {
    for (const c of cores) sink += ev.evaluateAllFreshCore(c)[0]!;
    return sink === Number.POSITIVE_INFINITY ? 0 : cores.length;
  };
}

/** Evaluations a microsecond of CPU time over one batch of at least 100 ms. */
function batch(work: () => number): number {
  const start = process.cpuUsage();
  let done = 0;
  let used = 0;
  do {
    done += work();
    const u = process.cpuUsage(start);
    used = u.user + u.system;
  } while (used < 100_000);
  return done / used;
}

const a = await load(aDir);
const b = await load(bDir);
for (let i = 0; i < 20; i++) {
  batch(a);
  batch(b);
}
const ratios: number[] = [];
for (let r = 0; r < rounds; r++) {
  if (r % 2 === 0) {
    const x = batch(a);
    ratios.push(batch(b) / x);
  } else {
    const y = batch(b);
    ratios.push(y / batch(a));
  }
}
ratios.sort((x, y) => x - y);
const q = (p: number): string => ratios[Math.floor(p * (ratios.length - 1))]!.toFixed(3);
console.log(
  `B/A evaluations per CPU second, ${rounds} rounds: ${q(0.5)} (IQR ${q(0.25)}–${q(0.75)})`,
);
