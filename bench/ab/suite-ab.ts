// Paired before/after of one case of the core suite, as `npm run bench` times it: each tree's own
// bench/suites/core.ts builds the cases of one ruleset (all its fixtures, as a bench process
// does), and the named case of the two trees alternates in batches of CPU time, in both load
// orders (two processes). Where core-ab.ts times loops of its own, this times the bench's: what
// V8 compiles depends on the whole process, so a change can read differently in the two.
//
//   npx tsx bench/ab/suite-ab.ts /tmp/base . [--ruleset 2025-01] [--rounds 100]
//     [--case "core random playout step"]
//
// Prints sqrt(r1 / r2), r = the median over rounds of the rate ratio second / first of one order:
// above 1, B is faster. Each process's compiler decides for itself: run it several times and read
// the spread (an A/A, one commit in two trees, first).

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Case {
  readonly name: string;
  readonly fn: () => unknown;
}

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const RULESET = flag('ruleset', '2025-01');
const ROUNDS = Number(flag('rounds', '100'));
const PREFIX = flag('case', 'core random playout step');
const ONE = args.includes('--one');
const [dirA = '', dirB = ''] = args.filter((a) => !a.startsWith('--'));
if (!dirA || !dirB) throw new Error('usage: suite-ab.ts <tree A> <tree B> [--ruleset r]');

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function caseOf(dir: string): Promise<() => unknown> {
  const url = pathToFileURL(resolve(dir, 'bench/suites/core.ts')).href;
  const { casesOf } = (await import(url)) as { casesOf(group: string): readonly Case[] };
  const found = casesOf(RULESET).find((c) => c.name.startsWith(PREFIX));
  if (found === undefined)
    throw new Error(`${dir}: no core case of ${RULESET} starts with "${PREFIX}"`);
  return found.fn;
}

if (!ONE) {
  const run = (first: string, second: string) => {
    const argv = [process.argv[1]!, first, second, '--one', '--ruleset', RULESET];
    argv.push('--rounds', `${ROUNDS}`, '--case', PREFIX);
    const text = execFileSync(process.execPath, [...process.execArgv, ...argv], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return Number(text.trim().split('\n').at(-1));
  };
  const ab = run(dirA, dirB);
  const ba = run(dirB, dirA);
  const f = (x: number) => x.toFixed(3);
  console.log(
    `${RULESET} "${PREFIX}" B/A ${f(Math.sqrt(ab / ba))} (order bias ${f(Math.sqrt(ab * ba))}; raw ${f(ab)} / ${f(1 / ba)})`,
  );
} else {
  const a = await caseOf(dirA);
  const b = await caseOf(dirB);
  for (let i = 0; i < 100; i++) {
    a();
    b();
  }
  const ratios: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const first = r % 2 === 0 ? a : b;
    const second = r % 2 === 0 ? b : a;
    let t = cpuMs();
    for (let i = 0; i < 10; i++) first();
    const t1 = cpuMs() - t;
    t = cpuMs();
    for (let i = 0; i < 10; i++) second();
    const t2 = cpuMs() - t;
    // B's rate over A's: A's time over B's.
    ratios.push(r % 2 === 0 ? t1 / t2 : t2 / t1);
  }
  console.log(median(ratios));
}
