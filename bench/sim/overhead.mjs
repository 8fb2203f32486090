// What a tournament on workers costs besides its games (docs/performance.md, "simulate on many
// cores"), from a build (`npm run build`):
//
//   node bench/sim/overhead.mjs [dist dir] [games] [workers]
//
// Prints, per game: the workers' idle time (event-loop idle while waiting for a game, read from
// each worker just before it is stopped), the calling thread's CPU time (Linux /proc, 10 ms
// ticks: use a few hundred games), the whole process's CPU time; and a prefix of the games'
// hashes, equal for every worker count.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const [dir = 'dist', games = '600', workers = '2'] = process.argv.slice(2);
const { simulate } = await import(pathToFileURL(resolve(dir, 'sim.js')).href);
const idle = [];
const terminate = Worker.prototype.terminate;
Worker.prototype.terminate = function () {
  idle.push(this.performance.eventLoopUtilization().idle);
  return terminate.call(this);
};
const mainCpu = () => {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const processCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const main0 = mainCpu();
const cpu0 = processCpu();
const t0 = performance.now();
const result = await simulate({
  bots: ['random', 'greedy'],
  games: Number(games),
  seed: 'scale',
  workers: Number(workers),
});
const n = result.games.length;
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
console.log(
  JSON.stringify({
    dir,
    workers: result.workers,
    games: n,
    wallMs: Math.round(performance.now() - t0),
    workerIdleMsPerGame: +(sum(idle) / n).toFixed(3),
    mainThreadCpuMsPerGame: +((mainCpu() - main0) / n).toFixed(3),
    processCpuMsPerGame: +((processCpu() - cpu0) / n).toFixed(2),
    hashes: result.games
      .map((g) => g.finalHash.slice(0, 4))
      .join('')
      .slice(0, 24),
  }),
);
