import { CoreGame } from '../../src/core/index.js';
import {
  applyAction,
  createGame,
  createRng,
  legalActions,
  type RulesetName,
} from '../../src/index.js';
import { CORE_BENCH } from './core-bench.js';
import { midGamePositions } from './positions.js';

// The core bench's playout pair (bench/suites/core.ts) in a process of its own, where the
// reducer has played nothing but this: what the core's playout step is against a warm reducer
// that has only seen `freeze: false` states. With --frozen-first, the process first builds 1,000
// positions by frozen play, as `npm run bench` did when it imported every suite's fixtures in one
// process (docs/notes/performance-core.md, 2026-11-28: that alone slows the reducer's step ~1.7×).
//
//   npx tsx bench/_internals/core-clean-reducer.ts [ruleset] [--frozen-first] [--rounds 10]
//
// Prints, per round, both sides' steps per CPU second over the same seeds, and their ratio.

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt >= 0 ? Number(args.splice(roundsAt, 2)[1]) : 10;
const frozenFirst = args.includes('--frozen-first');
const ruleset = (args.find((a) => !a.startsWith('--')) ?? '2024-12') as RulesetName;
const entry = CORE_BENCH.find((e) => e.ruleset === ruleset);
if (entry === undefined) throw new Error(`no core bench entry for ${ruleset}`);

const STEPS = 2000;
const SEEDS = 12;

/** The suite's pick: a small xorshift, the same on both sides. */
function picker(seed: number): (n: number) => number {
  let x = seed | 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const start = createGame(entry.options, createRng(entry.startSeed));
const core = CoreGame.fromState(start);
const ids = new Int32Array(core.maxLegalIds);

function corePlayout(seed: number): void {
  const next = picker(seed);
  const rng = createRng(`core-steps-${ruleset}-${seed}`);
  core.reset();
  for (let step = 0; step < STEPS; step++) {
    if (core.isTerminal()) core.reset();
    core.make(ids[next(core.legalIds(ids))]!, rng);
  }
}

function reducerPlayout(seed: number): void {
  const next = picker(seed);
  const rng = createRng(`core-steps-${ruleset}-${seed}`);
  let state = start;
  for (let step = 0; step < STEPS; step++) {
    if (state.status === 'finished') state = start;
    const legal = legalActions(state);
    state = applyAction(state, legal[next(legal.length)]!, rng, { freeze: false });
  }
}

if (frozenFirst) midGamePositions(1000, entry.positionsPrefix, undefined, ruleset);
console.log(`${ruleset}, ${frozenFirst ? 'after 1,000 frozen positions' : 'a clean process'}`);
for (let round = 0; round < ROUNDS; round++) {
  let coreMs = 0;
  let reducerMs = 0;
  for (let seed = 1; seed <= SEEDS; seed++) {
    let t = cpuMs();
    corePlayout(seed);
    coreMs += cpuMs() - t;
    t = cpuMs();
    reducerPlayout(seed);
    reducerMs += cpuMs() - t;
  }
  const rate = (ms: number) => `${Math.round((SEEDS * STEPS) / ms)}k steps/s`;
  console.log(
    `round ${round}: core ${rate(coreMs)}, reducer ${rate(reducerMs)}, ` +
      `ratio ${(reducerMs / coreMs).toFixed(2)}`,
  );
}
