// The JIT warm-up every fresh thread pays (docs/performance.md, "simulate on many cores"), from
// a build:
//
//   node bench/sim/warmup.mjs [dist dir] [games]
//
// Plays the same `games` random-against-greedy games four times on the calling thread of a fresh
// process and prints the process's CPU time of each round (V8's compiler threads included): the
// first is cold, the last warm. bench/sim/coldcost.mjs splits the calling thread from the rest.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir = 'dist', games = '20'] = process.argv.slice(2);
const { simulate } = await import(pathToFileURL(resolve(dir, 'sim.js')).href);
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const rounds = [];
for (let round = 0; round < 4; round++) {
  const c = cpu();
  await simulate({
    bots: ['random', 'greedy'],
    games: Number(games),
    seed: 'warm',
    workers: 0,
  });
  rounds.push(cpu() - c);
}
console.log(
  `${games} games, CPU ms per round (cold first): ${rounds.map((x) => x.toFixed(0)).join(' ')}; ` +
    `cold − warm: ${(rounds[0] - rounds[3]).toFixed(0)} ms`,
);
