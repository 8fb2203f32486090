// `simulate`'s speed-up on many cores (docs/performance.md, "simulate on many cores"): one line of
// JSON per run, to be run in a fresh process each time, as issue 16 measured.
//
//   node [flags] bench/sim/scale.mjs threads <games> <workers> [bots]
//       simulate({ bots, games, seed: 'scale', workers }) in this process: the wall time of the
//       call, the process's CPU time, and a hash of the results (the same for every worker count)
//   node bench/sim/scale.mjs procs <games> <processes> [bots] [child node flags…]
//       what separate processes would give instead of threads: `processes` fresh Node processes,
//       each playing its share of the games on its own thread (`workers: 0`, seed 'scale-<i>', so
//       other games than the threads', of the same kind); the wall time from the first start to
//       the last answer
//
// `import('globetrotter/sim')` must resolve where it runs (the package installed, or
// `npm link`); GT_SIM=<path to sim.js> imports a build instead. bots: comma-separated, default
// random,greedy.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [mode, gamesArg, countArg, botsArg = 'random,greedy', ...childFlags] = process.argv.slice(2);
const games = Number(gamesArg);
const count = Number(countArg);
const bots = botsArg.split(',');
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const load = () =>
  import(process.env.GT_SIM ? pathToFileURL(process.env.GT_SIM).href : 'globetrotter/sim');

if (mode === 'threads' || mode === 'child') {
  const t0 = performance.now();
  const { simulate } = await load();
  const imported = performance.now() - t0;
  const c = cpuMs();
  const t = performance.now();
  const seed = mode === 'child' ? `scale-${count}` : 'scale';
  const workers = mode === 'child' ? 0 : count;
  const summary = await simulate({ bots, games, seed, workers });
  const wallMs = performance.now() - t;
  const hash = createHash('sha256')
    .update(summary.games.map((g) => `${g.index}:${g.finalHash}`).join(','))
    .digest('hex')
    .slice(0, 12);
  const flags = process.execArgv.join(' ');
  console.log(
    JSON.stringify({
      mode,
      games,
      workers,
      flags,
      wallMs: Math.round(wallMs),
      importMs: Math.round(imported),
      cpuMs: Math.round(cpuMs() - c),
      hash,
    }),
  );
} else if (mode === 'procs') {
  const script = fileURLToPath(import.meta.url);
  const t = performance.now();
  const runs = [];
  for (let i = 0; i < count; i++) {
    const share = Math.floor(games / count) + (i < games % count ? 1 : 0);
    runs.push(
      new Promise((done, fail) =>
        execFile(
          process.execPath,
          [...childFlags, script, 'child', String(share), String(i), botsArg],
          (e, out) => (e ? fail(e) : done(JSON.parse(String(out)))),
        ),
      ),
    );
  }
  const rows = await Promise.all(runs);
  const wallMs = performance.now() - t;
  console.log(
    JSON.stringify({
      mode,
      games,
      processes: count,
      flags: childFlags.join(' '),
      wallMs: Math.round(wallMs),
      slowestChildMs: Math.max(...rows.map((r) => r.wallMs + r.importMs)),
      childCpuMs: rows.reduce((s, r) => s + r.cpuMs, 0),
    }),
  );
} else {
  console.error('usage: scale.mjs threads|procs <games> <workers|processes> [bots] [flags…]');
  process.exit(2);
}
