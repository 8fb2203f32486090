// The in-process Node equivalent of BatchEnv's stepping, for bench/throughput.py: the same
// games (2 players, turn limit 50, seeds `seed/i`), and per step what the engine computes for a
// learner: the action applied with the game's dice, the legal ids and the observation of the
// player to act; finished games restart. Prints {"stepsPerSecond": …} as JSON.
// Usage: node node_stepping.mjs <dist/index.js> <games> <steps per game>
import { pathToFileURL } from 'node:url';

const [dist, gamesArg, stepsArg] = process.argv.slice(2);
const lib = await import(pathToFileURL(dist).href);
const { applyAction, createGame, createRng, decodeAction, encodeAction, legalActions, observe } =
  lib;
const games = Number(gamesArg);
const steps = Number(stepsArg);
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
const start = performance.now();
let sink = 0;
for (let s = 0; s < steps; s++) {
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
const seconds = (performance.now() - start) / 1000;
console.log(JSON.stringify({ stepsPerSecond: (games * steps) / seconds, sink }));
