// A worker's start-up (docs/performance.md, "simulate on many cores"), from a build:
//
//   node bench/sim/startup.mjs [dist dir]
//
// Median over 8 starts of the wall and process CPU time from `new Worker` to the first answer:
// of a bare worker echoing a message, and of the tournament worker playing a 1-turn game.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const dir = process.argv[2] ?? 'dist';
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const game = {
  index: 0,
  matchup: 0,
  seats: ['random', 'greedy'],
  seed: 's',
  botSeeds: ['a', 'b'],
  planets: 1,
  turnLimit: 1,
  tournament: 't',
  record: false,
};
async function time(make, message) {
  const t = performance.now();
  const c = cpu();
  const worker = make();
  await new Promise((done) => {
    worker.once('message', done);
    worker.postMessage(message);
  });
  const row = [performance.now() - t, cpu() - c];
  await worker.terminate();
  return row;
}
const ECHO =
  "const { parentPort } = require('node:worker_threads'); parentPort.on('message', (m) => parentPort.postMessage(m));";
const rows = { 'bare worker': [], 'tournament worker, 1-turn game': [] };
for (let i = 0; i < 8; i++) {
  rows['bare worker'].push(await time(() => new Worker(ECHO, { eval: true }), 1));
  rows['tournament worker, 1-turn game'].push(
    await time(
      () =>
        new Worker(pathToFileURL(resolve(dir, 'sim-worker.js')), {
          workerData: { botModules: [] },
        }),
      { game },
    ),
  );
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const [name, r] of Object.entries(rows)) {
  const wall = median(r.map((x) => x[0])).toFixed(0);
  const used = median(r.map((x) => x[1])).toFixed(0);
  console.log(`${name}: ${wall} ms wall, ${used} ms CPU`);
}
