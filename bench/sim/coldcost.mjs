// What a fresh thread's first games cost (docs/performance.md, "simulate on many cores"), from a
// build, on Linux (per-thread CPU from /proc):
//
//   node bench/sim/coldcost.mjs [dist dir] [games] [runs] [node flags…]
//
// Each run is a fresh process (the script starts itself again with `--child`): it imports the
// build, plays the first `games` random-against-greedy games of seed 'scale' on the calling
// thread (cold), then the same games twice more (the last is warm). It prints, per run and as
// medians, the CPU time of the calling thread ("main") and of every other thread of the process
// ("other": V8's compiler and GC helper threads, which Node shares between all workers), for the
// import, the cold pass and the warm pass. Node flags after `runs` are given to each run
// (`--no-opt`, `--single-threaded-gc`, `--no-concurrent-recompilation`, `--v8-pool-size=1`).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
if (args[0] === '--child') {
  const [, dir, games] = args;
  const cpu = () => {
    let main = 0;
    let other = 0;
    for (const task of readdirSync('/proc/self/task')) {
      const ns = Number(readFileSync(`/proc/self/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      if (Number(task) === process.pid) main += ns / 1e6;
      else other += ns / 1e6;
    }
    return [main, other];
  };
  const since = (before) => cpu().map((x, i) => x - before[i]);
  let t = cpu();
  const { simulate } = await import(pathToFileURL(resolve(dir, 'sim.js')).href);
  const row = { import: since(t) };
  for (const pass of ['cold', 'again', 'warm']) {
    t = cpu();
    await simulate({ bots: ['random', 'greedy'], games: Number(games), seed: 'scale', workers: 0 });
    row[pass] = since(t);
  }
  console.log(JSON.stringify(row));
} else {
  const [dir = 'dist', games = '40', runs = '3', ...flags] = args;
  const rows = [];
  for (let i = 0; i < Number(runs); i++) {
    const script = fileURLToPath(import.meta.url);
    const out = execFileSync(process.execPath, [...flags, script, '--child', dir, games]);
    const row = JSON.parse(String(out));
    rows.push(row);
    const show = (k) => `${k} ${row[k].map((x) => x.toFixed(0)).join('+')}`;
    const what = `${dir}${flags.length > 0 ? ` ${flags.join(' ')}` : ''}, ${games} games`;
    console.log(`${what}, main+other CPU ms: ${['import', 'cold', 'warm'].map(show).join(', ')}`);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const m = (k, i) => median(rows.map((r) => r[k][i])).toFixed(0);
  console.log(
    `median of ${runs}: import ${m('import', 0)}+${m('import', 1)}, cold ${m('cold', 0)}+${m('cold', 1)}, ` +
      `warm ${m('warm', 0)}+${m('warm', 1)} ms`,
  );
}
