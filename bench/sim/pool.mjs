// simulate on a pool kept across calls against new workers each call (docs/performance.md,
// "simulate on many cores"), from a build:
//
//   node bench/sim/pool.mjs [dist dir] [games] [workers] [calls]
//
// Plays the same random-against-greedy tournament (seed 'scale') `calls` times on one
// `createSimulationPool`, then `calls` times on new workers, in one process, and prints each
// call's wall and process CPU time; it checks that every call gives the same games. It does not
// close the pool: the process ends anyway, its idle threads being unreferenced.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir = 'dist', games = '40', workers = '2', calls = '3'] = process.argv.slice(2);
const sim = await import(pathToFileURL(resolve(dir, 'sim.js')).href);
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const options = { bots: ['random', 'greedy'], games: Number(games), seed: 'scale' };
const pool = sim.createSimulationPool({ workers: Number(workers) });
let first;
async function call(extra) {
  const c = cpu();
  const t = performance.now();
  const result = await sim.simulate({ ...options, workers: Number(workers), ...extra });
  const row = `${(performance.now() - t).toFixed(0)} ms wall, ${(cpu() - c).toFixed(0)} ms CPU`;
  const games = JSON.stringify(result.games);
  first ??= games;
  if (games !== first) throw new Error('a call gave other games');
  return row;
}
const pooled = [];
for (let i = 0; i < Number(calls); i++) pooled.push(await call({ pool }));
const fresh = [];
for (let i = 0; i < Number(calls); i++) fresh.push(await call({}));
console.log(`${games} games on ${workers} workers, each call:`);
console.log(`  on one pool:     ${pooled.join('; ')}`);
console.log(`  on new workers:  ${fresh.join('; ')}`);
