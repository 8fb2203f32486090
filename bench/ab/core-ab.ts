// Paired before/after bench of the fast core (src/core), as ab.ts does for the rules: loads the
// core from two source trees in one process, alternates short batches of each case between them
// in CPU time, and runs both load orders (A then B, B then A) to cancel the bias of the order.
// The cases are those of bench/suites/core.ts, per ruleset the core plays: random playout steps
// on one core, make + unmake of one action in each of 1,000 mid-game positions (one core each),
// and make + unmake of every legal id in each of the first 100 (a search's work).
//
//   git worktree add /tmp/base <ref> && cp -al node_modules /tmp/base/node_modules
//   npx tsx bench/ab/core-ab.ts /tmp/base . [--rounds 40] [--batch-ms 20] [--case playout-2025-01]
//
// Prints per case sqrt(r1 / r2), r = the median of the per-round rate ratios second/first of one
// order: above 1, B is faster. Run an A/A (one commit in two trees) first to know the noise.
// With --case, the process builds and plays that case's ruleset only (the shared code is then
// compiled for one ruleset, as in `npm run bench`); without it, all three share the process.

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Engine = typeof import('../../src/index.js');
type Core = typeof import('../../src/core/index.js');
type GameState = import('../../src/index.js').GameState;
type RulesetName = import('../../src/index.js').RulesetName;

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const ROUNDS = Number(flag('rounds', '40'));
const BATCH_MS = Number(flag('batch-ms', '20'));
const ONLY = flag('case', '');
const ONE = args.includes('--one');
const [dirA = '', dirB = ''] = args.filter((a) => !a.startsWith('--'));
if (!dirA || !dirB) throw new Error('usage: core-ab.ts <tree A> <tree B> [--rounds n]');

const RULESETS: readonly RulesetName[] = ['2025-01', '2024-12', '2026-06'];
const STEPS = 2000;
const POSITIONS = 1000;
const SEARCHED = 100;

/** Every 7th state after the 20th action of seeded random games (bench/_internals/positions.ts). */
function midGame(e: Engine, ruleset: RulesetName): GameState[] {
  const out: GameState[] = [];
  for (let game = 0; out.length < POSITIONS; game++) {
    const dice = e.createRng(`core-ab-${ruleset}-${game}`);
    let state = e.createGame({ players: 2, turnLimit: 300, ruleset }, dice);
    for (let step = 0; state.status !== 'finished'; step++) {
      if (state.status === 'playing' && step > 20 && step % 7 === 0) out.push(state);
      if (out.length === POSITIONS) break;
      const legal = e.legalActions(state);
      state = e.applyAction(state, legal[(dice.d6() * 7919 + step) % legal.length]!, dice);
    }
  }
  return out;
}

function casesOf(e: Engine, core: Core): Record<string, () => void> {
  const cases: Record<string, () => void> = {};
  // With --case, only its ruleset's core is built and played: the shared code then sees one
  // ruleset's position, as in `npm run bench` (a process per ruleset), and V8 compiles it so.
  const only = ONLY ? RULESETS.filter((r) => ONLY.endsWith(`-${r}`)) : RULESETS;
  for (const ruleset of only) {
    const game = core.CoreGame.fromState(
      e.createGame({ players: 2, turnLimit: 300, ruleset }, e.createRng('core-ab')),
    );
    const ids = new Int32Array(game.maxLegalIds);
    const dice = e.createRng(`core-ab-dice-${ruleset}`);
    let x = 1;
    cases[`playout-${ruleset}`] = () => {
      game.reset();
      for (let step = 0; step < STEPS; step++) {
        if (game.isTerminal()) game.reset();
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        game.make(ids[(x >>> 0) % game.legalIds(ids)]!, dice);
      }
    };
    const states = midGame(e, ruleset);
    const cores = states.map((s) => core.CoreGame.fromState(s));
    const chosen = states.map((s, i) => {
      const legal = e.legalActions(s);
      return e.encodeAction(s, legal[(i * 7919) % legal.length]!);
    });
    cases[`makeUnmake-${ruleset}`] = () => {
      for (let i = 0; i < POSITIONS; i++) {
        cores[i]!.make(chosen[i]!, dice);
        cores[i]!.unmake();
      }
    };
    // Listed once per position, as a search lists a node once.
    const listed = cores.slice(0, SEARCHED).map((c) => {
      const out = new Int32Array(c.maxLegalIds);
      return out.slice(0, c.legalIds(out));
    });
    cases[`makeUnmakeAll-${ruleset}`] = () => {
      for (let i = 0; i < SEARCHED; i++) {
        const c = cores[i]!;
        const ids = listed[i]!;
        for (let k = 0; k < ids.length; k++) {
          c.make(ids[k]!, dice);
          c.unmake();
        }
      }
    };
  }
  return cases;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function rate(fn: () => void, reps: number): number {
  const t = cpuMs();
  for (let i = 0; i < reps; i++) fn();
  return reps / Math.max(cpuMs() - t, 1e-3);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const f = (x: number) => x.toFixed(3);

if (!ONE) {
  const run = (first: string, second: string) => {
    const argv = [process.argv[1]!, first, second, '--one', '--rounds', `${ROUNDS}`];
    argv.push('--batch-ms', `${BATCH_MS}`, ...(ONLY ? ['--case', ONLY] : []));
    const text = execFileSync(process.execPath, [...process.execArgv, ...argv], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return JSON.parse(text.trim().split('\n').at(-1)!) as Record<string, number>;
  };
  const ab = run(dirA, dirB);
  const ba = run(dirB, dirA);
  console.log(`B/A (B = ${dirB}, A = ${dirA}), CPU time, ${ROUNDS} rounds per order`);
  for (const name of Object.keys(ab)) {
    const [m1, m2] = [ab[name]!, ba[name]!];
    console.log(
      `${name.padEnd(20)} ${f(Math.sqrt(m1 / m2))}  (order bias ${f(Math.sqrt(m1 * m2))}; raw ${f(m1)} / ${f(m2)})`,
    );
  }
} else {
  const load = async (dir: string) =>
    casesOf(
      (await import(pathToFileURL(resolve(dir, 'src/index.ts')).href)) as Engine,
      (await import(pathToFileURL(resolve(dir, 'src/core/index.ts')).href)) as Core,
    );
  const A = await load(dirA);
  const B = await load(dirB);
  const out: Record<string, number> = {};
  for (const name of Object.keys(A).filter((n) => !ONLY || n === ONLY)) {
    const [a, b] = [A[name]!, B[name]!];
    for (let i = 0; i < 10; i++) {
      a();
      b();
    }
    const reps = Math.max(1, Math.round(BATCH_MS * rate(a, 3)));
    const ratios: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // Alternate which goes first within the round too.
      if (r % 2 === 0) {
        const ra = rate(a, reps);
        ratios.push(rate(b, reps) / ra);
      } else {
        const rb = rate(b, reps);
        ratios.push(rb / rate(a, reps));
      }
    }
    out[name] = median(ratios);
  }
  console.log(JSON.stringify(out));
}
