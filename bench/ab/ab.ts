// Paired before/after bench of the rules' hot paths: loads the engine from two source trees in
// one process and alternates short batches of each case between them, in CPU time
// (process.cpuUsage), so that both see the same machine load. Prints, per case, the median of the
// per-round rate ratios B/A with its interquartile range. Run an A/A (the same commit in two
// trees) first to know the bias of the order and the process.
//
//   git worktree add /tmp/base <ref> && cp -al node_modules /tmp/base/node_modules
//   npx tsx bench/ab/ab.ts /tmp/base . [--rounds 150] [--batch-ms 15] [--case legal]
//
// The tree loaded second runs a few per cent slower in the same process (an A/A of one commit in
// two trees shows it), so the script runs two processes, A then B and B then A, and reports
// sqrt(r1 / r2) per case (r = median of per-round ratios second/first), which cancels that
// bias; it prints the bias, sqrt(r1 · r2), too. `--one` runs a single process (one order).

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Engine = typeof import('../../src/index.js');
type Sim = typeof import('../../src/sim/index.js');
type GameState = import('../../src/index.js').GameState;

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const ROUNDS = Number(flag('rounds', '150'));
const BATCH_MS = Number(flag('batch-ms', '15'));
const ONLY = flag('case', '');
const ONE = args.includes('--one');
const JSON_OUT = args.includes('--json');
const [dirA = '', dirB = ''] = args.filter((a) => !a.startsWith('--'));
if (!dirA || !dirB) throw new Error('usage: ab.ts <tree A> <tree B> [--rounds n] [--batch-ms ms]');

const load = async (dir: string): Promise<Engine> =>
  import(pathToFileURL(resolve(dir, 'src/index.ts')).href);
const loadSim = async (dir: string): Promise<Sim> =>
  import(pathToFileURL(resolve(dir, 'src/sim/index.ts')).href);

/**
 * The `simulate` case: the tournament of 600 random-vs-greedy games (2 players, 1 planet, the
 * default turn limit) that `simulate` plays with `workers: 0`; one call plays every 25th of its
 * games (24, the same in both trees) on the calling thread, as `simulate` does.
 */
const SIMULATE = { bots: ['random', 'greedy'] as const, games: 600, seed: 'ab-simulate' };
const SIMULATED = Array.from({ length: 24 }, (_, k) => k * 25);
/** The `simulate2026` case: the same for 200 games of 2026-06 (2 players, 1 planet), every 25th. */
const SIMULATE_2026 = {
  bots: ['random', 'greedy'] as const,
  games: 200,
  seed: 'ab-simulate-2026',
  ruleset: '2026-06' as const,
};
const SIMULATED_2026 = Array.from({ length: 8 }, (_, k) => k * 25);

const POSITIONS = 1000;

/** `count` positions of 2-player seeded random play under `ruleset`, after 60 actions each. */
function midGame(e: Engine, count: number, ruleset: '2026-06' | '2024-12'): GameState[] {
  const out: GameState[] = [];
  for (let game = 0; out.length < count; game++) {
    const dice = e.createRng(`ab-${ruleset}-${game}`);
    let state = e.createGame({ players: 2, turnLimit: 300, ruleset }, dice);
    for (let step = 0; state.status !== 'finished' && step < 60; step++) {
      const legal = e.legalActions(state);
      state = e.applyAction(state, legal[(dice.d6() * 7919 + step) % legal.length]!, dice);
    }
    if (state.status === 'playing') out.push(state);
  }
  return out;
}

/** The cases of bench/suites/rules.ts, built from one engine, each doing POSITIONS calls. */
function casesOf(e: Engine, sim: Sim): Record<string, () => void> {
  // The positions of bench/_internals/positions.ts (seeded random play, every 7th after the 20th).
  const states: import('../../src/index.js').GameState[] = [];
  for (let game = 0; states.length < POSITIONS; game++) {
    const dice = e.createRng(`bench-${game}`);
    const chooser = e.createRng(`bench-${game}-choice`);
    let state = e.createGame({ players: 2, turnLimit: 300 }, dice);
    for (let step = 0; state.status !== 'finished' && states.length < POSITIONS; step++) {
      if (state.status === 'playing' && step > 20 && step % 7 === 0) states.push(state);
      const legal = e.legalActions(state);
      state = e.applyAction(state, legal[(chooser.d6() * 7919 + step) % legal.length]!, dice);
    }
  }
  const chooser = e.createRng('bench-choice');
  const actions = states.map((s) => {
    const legal = e.legalActions(s);
    return legal[(chooser.d6() * 7919) % legal.length]!;
  });
  const rng = e.createRng('bench-dice');
  const unfrozen = JSON.parse(JSON.stringify(states));
  const UNFROZEN = { freeze: false } as const;
  // mctsBot's searches (200 iterations, default playout depth, no reuse) from mid-game positions
  // of both rulesets, one search a call, in turn.
  // A tree from before 2026-06 existed (createGame refuses it) searches 2025-01 positions only,
  // so the mcts case compares like with like only between trees that both play 2026-06.
  const plays2026 = e.SUPPORTED_RULESETS.includes('2026-06');
  const searched = [states[40]!, states[400]!, ...(plays2026 ? midGame(e, 2, '2026-06') : [])];
  const bot = e.mctsBot({ iterations: 200, seed: 1, reuseTree: false });
  let next = 0;
  // The same searches in each ruleset the core plays (mctsBot searches on the core there): the
  // two 2025-01 positions above, two of 2024-12 and the two of 2026-06.
  const searched2025 = [states[40]!, states[400]!];
  const searched2024 = midGame(e, 2, '2024-12');
  const searched2026 = plays2026 ? midGame(e, 2, '2026-06') : searched2025;
  let next2025 = 0;
  let next2024 = 0;
  let next2026 = 0;
  // Every outcome of up to three shots or Fires from each position (actionOutcomes, as greedy
  // and mctsBot call it), and greedy's decision in one position a call, in turn.
  const chances = states.flatMap((s) =>
    e
      .legalActions(s)
      .filter((a) => a.type === 'shoot' || a.type === 'fire')
      .slice(0, 3)
      .map((a) => [s, a] as const),
  );
  let nextGreedy = 0;
  return {
    outcomes: () => {
      for (const [s, a] of chances) e.actionOutcomes(s, a, UNFROZEN);
    },
    greedy: () => {
      e.greedyBot.chooseAction(states[nextGreedy++ % POSITIONS]!, rng);
    },
    mcts: () => {
      bot.chooseAction(searched[next++ % searched.length]!, rng);
    },
    mcts2025: () => {
      bot.chooseAction(searched2025[next2025++ % searched2025.length]!, rng);
    },
    mcts2024: () => {
      bot.chooseAction(searched2024[next2024++ % searched2024.length]!, rng);
    },
    mcts2026: () => {
      bot.chooseAction(searched2026[next2026++ % searched2026.length]!, rng);
    },
    simulate: () => {
      sim.playTournamentGames(SIMULATE, SIMULATED);
    },
    simulate2026: () => {
      sim.playTournamentGames(SIMULATE_2026, SIMULATED_2026);
    },
    legal: () => {
      for (const s of states) e.legalActions(s);
    },
    validate: () => {
      for (let i = 0; i < POSITIONS; i++) e.validateAction(states[i]!, actions[i]!);
    },
    applyFrozen: () => {
      for (let i = 0; i < POSITIONS; i++) e.applyAction(states[i]!, actions[i]!, rng);
    },
    applyUnfrozen: () => {
      for (let i = 0; i < POSITIONS; i++) e.applyAction(unfrozen[i]!, actions[i]!, rng, UNFROZEN);
    },
    // The codecs above the rules: action ids, the action notation and the position string.
    encoding: () => {
      for (let i = 0; i < POSITIONS; i++) {
        e.decodeAction(states[i]!, e.encodeAction(states[i]!, actions[i]!));
      }
    },
    notation: () => {
      for (let i = 0; i < POSITIONS; i++) e.parseAction(e.formatAction(actions[i]!), states[i]!);
    },
    position: () => {
      for (let i = 0; i < POSITIONS; i += 10) {
        e.parsePosition(e.formatPosition(states[i]!), { validate: false });
      }
    },
  };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Calls per CPU ms of `fn` run `reps` times. */
function rate(fn: () => void, reps: number): number {
  const t = cpuMs();
  for (let i = 0; i < reps; i++) fn();
  return reps / Math.max(cpuMs() - t, 1e-3);
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const p = (s.length - 1) * q;
  const lo = Math.floor(p);
  return s[lo]! + (s[Math.ceil(p)]! - s[lo]!) * (p - lo);
};

const f = (x: number) => x.toFixed(3);

if (!ONE) {
  const run = (first: string, second: string) => {
    const argv = [process.argv[1]!, first, second, '--one', '--json', '--rounds', `${ROUNDS}`];
    argv.push('--batch-ms', `${BATCH_MS}`, ...(ONLY ? ['--case', ONLY] : []));
    const text = execFileSync(process.execPath, [...process.execArgv, ...argv], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return JSON.parse(text.trim().split('\n').at(-1)!) as Record<string, number[]>;
  };
  const ab = run(dirA, dirB);
  const ba = run(dirB, dirA);
  console.log(
    `B/A (B = ${dirB}, A = ${dirA}), CPU time, ${ROUNDS} rounds per order, order bias cancelled`,
  );
  for (const name of Object.keys(ab)) {
    const [l1, m1, h1] = ab[name]!;
    const [l2, m2, h2] = ba[name]!;
    const est = Math.sqrt(m1! / m2!);
    const lo = Math.sqrt(l1! / h2!);
    const hi = Math.sqrt(h1! / l2!);
    const bias = Math.sqrt(m1! * m2!);
    console.log(
      `${name.padEnd(14)} ${f(est)}  (IQR-based ${f(lo)}–${f(hi)}; order bias ${f(bias)}; raw ${f(m1!)} / ${f(m2!)})`,
    );
  }
} else {
  const A = casesOf(await load(dirA), await loadSim(dirA));
  const B = casesOf(await load(dirB), await loadSim(dirB));
  const names = Object.keys(A).filter((n) => !ONLY || n === ONLY);
  const out: Record<string, number[]> = {};
  if (!JSON_OUT)
    console.log(`A = ${dirA}, B = ${dirB}; ${ROUNDS} rounds, ~${BATCH_MS} ms batches, CPU time`);
  for (const name of names) {
    const a = A[name]!;
    const b = B[name]!;
    // Warm both up, then size a batch to about BATCH_MS.
    for (let i = 0; i < 30; i++) {
      a();
      b();
    }
    const reps = Math.max(1, Math.round(BATCH_MS * Math.max(rate(a, 3), rate(a, 3))));
    const ratios: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // Alternate which goes first, so a systematic order effect cancels.
      if (r % 2 === 0) {
        const ra = rate(a, reps);
        ratios.push(rate(b, reps) / ra);
      } else {
        const rb = rate(b, reps);
        ratios.push(rb / rate(a, reps));
      }
    }
    out[name] = [quantile(ratios, 0.25), quantile(ratios, 0.5), quantile(ratios, 0.75)];
    if (!JSON_OUT)
      console.log(
        `${name.padEnd(14)} B/A median ${f(quantile(ratios, 0.5))}  IQR ${f(quantile(ratios, 0.25))}–${f(quantile(ratios, 0.75))}  (${reps}×${POSITIONS} calls/batch)`,
      );
  }
  if (JSON_OUT) console.log(JSON.stringify(out));
}
