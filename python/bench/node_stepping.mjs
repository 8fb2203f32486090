// The in-process Node equivalent of BatchEnv's stepping, for bench/throughput.py: the same
// games (2 players, turn limit 50, seeds `seed/i`), and per step what the engine computes for a
// learner: the action applied with the game's dice, the legal ids and the observation of the
// player to act; finished games restart. Prints {"stepsPerSecond": …, "stepsPerCpuSecond": …}
// as JSON (the second counts the process's CPU time, GC threads included).
// Usage: node node_stepping.mjs <dist/index.js> <games> <steps per game> [warm-up steps] [--serve]
// With --serve, after the warm-up it times one round of <steps per game> for each line read
// on standard input and prints its {"stepsPerSecond": …} line: throughput.py then alternates
// rounds of BatchEnv and of Node, so that both see the same load on a shared machine.
// The warm-up steps (untimed, the same games going on) let the JIT compile the hot path, as
// the engine's is compiled by the warm-up rounds of throughput.py before it is timed.
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2).filter((a) => a !== '--serve');
const serve = process.argv.includes('--serve');
const [dist, gamesArg, stepsArg, warmArg = '0'] = args;
const lib = await import(pathToFileURL(dist).href);
const { applyAction, createGame, createRng, decodeAction, encodeAction, legalActions, observe } =
  lib;
const games = Number(gamesArg);
const steps = Number(stepsArg);
const warm = Number(warmArg);
const options = { players: 2, planets: 1, turnLimit: 50 };

function legalIds(state) {
  if (state.status === 'finished') return [];
  const ids = [];
  for (const action of legalActions(state)) {
    try {
      ids.push(encodeAction(state, action));
    } catch {}
  }
  return ids.sort((a, b) => a - b);
}

let seed = 12345;
const pick = (n) => {
  seed = (seed * 16807) % 2147483647;
  return seed % n;
};
const live = [];
for (let i = 0; i < games; i++) {
  const rng = createRng(`0/${i}`);
  const state = createGame(options, rng);
  live.push({ rng, state, legal: legalIds(state), resets: 0, i });
}
let sink = 0;
function run(count) {
  for (let s = 0; s < count; s++) {
    for (const g of live) {
      const id = g.legal[pick(g.legal.length)];
      g.state = applyAction(g.state, decodeAction(g.state, id), g.rng, { freeze: false });
      if (g.state.status === 'finished') {
        g.resets++;
        g.rng = createRng(`0/${g.i}#${g.resets}`);
        g.state = createGame(options, g.rng);
      }
      g.legal = legalIds(g.state);
      sink += observe(g.state, g.state.currentPlayer)[0];
    }
  }
}
run(warm);
function timed() {
  const start = performance.now();
  const cpu = process.cpuUsage();
  run(steps);
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return JSON.stringify({
    stepsPerSecond: (games * steps) / seconds,
    stepsPerCpuSecond: (games * steps) / cpuSeconds,
    sink,
  });
}
if (serve) {
  const { createInterface } = await import('node:readline');
  for await (const _ of createInterface({ input: process.stdin })) console.log(timed());
} else {
  console.log(timed());
}
