// The engine's batched stepping without the pipe, beside the Node loop of
// python/bench/node_stepping.mjs, in one process: docs/performance.md's "Python: the engine
// protocol" uses it to tell the engine's own cost per step from the protocol's transport.
// `Engine.handle` answers columnar `steps` requests of two half-batches (as BatchEnv sends them)
// and the legal ids are read back from each reply; the Node loop is the same as throughput.py's.
//
//   npx tsx bench/_internals/profile-engine.ts [engine|node|both] [steps per game] [games]
//   npx tsx --cpu-prof --cpu-prof-dir=/tmp/prof-engine bench/_internals/profile-engine.ts engine
//   npx tsx bench/_internals/cpuprofile-summary.ts /tmp/prof-engine 30
import { Engine } from '../../src/engine/index.js';
import {
  applyAction,
  createGame,
  createRng,
  decodeAction,
  encodeAction,
  type GameState,
  legalActions,
  observe,
  type Rng,
} from '../../src/index.js';

const [mode = 'both', stepsArg = '200', gamesArg = '256'] = process.argv.slice(2);
const steps = Number(stepsArg);
const games = Number(gamesArg);
const options = { players: 2, planets: 1, turnLimit: 50 } as const;

let seed = 12345;
/** The Lehmer generator of node_stepping.mjs. */
const pick = (n: number): number => {
  seed = (seed * 16807) % 2147483647;
  return seed % n;
};

// The engine, as BatchEnv drives it.
const engine = new Engine();
const ask = (request: object): Record<string, unknown> =>
  JSON.parse(engine.handle(JSON.stringify(request))[0] as string);
const handles: number[] = [];
const legal: number[][] = [];
for (let i = 0; i < games; i++) {
  const game = ask({ cmd: 'new', players: 2, turnLimit: 50, seed: `0/${i}`, observe: false });
  handles.push(game.game as number);
  legal.push(game.legal as number[]);
}

/** Reads each game's legal ids (from `base` on) back from a columnar reply. */
function readLegal(reply: Uint8Array, base: number): void {
  const newline = reply.indexOf(10);
  const head = JSON.parse(Buffer.from(reply.buffer, reply.byteOffset, newline).toString());
  let at = reply.byteOffset + newline + 1;
  const columns = new Map<string, { at: number; count: number }>();
  for (const { name, dtype, count } of head.columns.layout) {
    columns.set(name, { at, count });
    at += count * (dtype === 'uint8' ? 1 : 4);
  }
  const counts = columns.get('legalCount')!;
  const ids = columns.get('legal')!;
  const countsView = new Int32Array(reply.buffer, counts.at, counts.count);
  const idsView = new Int32Array(reply.buffer, ids.at, ids.count);
  let k = 0;
  for (let i = 0; i < countsView.length; i++) {
    legal[base + i] = Array.from(idsView.subarray(k, k + countsView[i]!));
    k += countsView[i]!;
  }
}

function engineSteps(count: number): void {
  const half = games >> 1;
  for (let s = 0; s < count; s++) {
    const actions = legal.map((ids) => ids[pick(ids.length)]!);
    for (const [lo, hi] of [
      [0, half],
      [half, games],
    ] as const) {
      const request = {
        id: s,
        cmd: 'steps',
        games: handles.slice(lo, hi),
        actions: actions.slice(lo, hi),
        reset: true,
        binary: true,
        columns: true,
      };
      const [reply] = engine.handle(JSON.stringify(request));
      if (typeof reply === 'string' || reply === undefined) throw new Error(String(reply));
      readLegal(reply, lo);
      engine.recycle(reply);
    }
  }
}

// The Node loop of node_stepping.mjs.
function legalIds(state: GameState): number[] {
  if (state.status === 'finished') return [];
  const ids: number[] = [];
  for (const action of legalActions(state)) {
    try {
      ids.push(encodeAction(state, action));
    } catch {}
  }
  return ids.sort((a, b) => a - b);
}
const live: { rng: Rng; state: GameState; legal: number[]; resets: number; i: number }[] = [];
for (let i = 0; i < games; i++) {
  const rng = createRng(`0/${i}`);
  const state = createGame(options, rng);
  live.push({ rng, state, legal: legalIds(state), resets: 0, i });
}
let sink = 0;
function nodeSteps(count: number): void {
  for (let s = 0; s < count; s++) {
    for (const g of live) {
      const id = g.legal[pick(g.legal.length)]!;
      g.state = applyAction(g.state, decodeAction(g.state, id), g.rng, { freeze: false });
      if (g.state.status === 'finished') {
        g.resets++;
        g.rng = createRng(`0/${g.i}#${g.resets}`);
        g.state = createGame(options, g.rng);
      }
      g.legal = legalIds(g.state);
      sink += observe(g.state, g.state.currentPlayer)[0]!;
    }
  }
}

/** Steps per CPU-second of `run(steps)`. */
function perCpuSecond(run: (count: number) => void): number {
  const start = process.cpuUsage();
  run(steps);
  const used = process.cpuUsage(start);
  return Math.round((games * steps) / ((used.user + used.system) / 1e6));
}

// Warm-up as throughput.py's (600 steps a game), then 5 rounds.
if (mode !== 'node') engineSteps(600);
if (mode !== 'engine') nodeSteps(600);
for (let round = 0; round < 5; round++) {
  const out: string[] = [];
  if (mode !== 'node') out.push(`engine ${perCpuSecond(engineSteps)}`);
  if (mode !== 'engine') out.push(`node ${perCpuSecond(nodeSteps)}`);
  console.log(`${out.join('  ')} steps per CPU-second`);
}
// Printed so that the observations of the Node loop are used.
if (mode !== 'engine') console.log(`(the Node loop's observations summed ${sink})`);
