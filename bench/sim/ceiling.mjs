// What bounds `simulate`'s speed-up on a many-core machine (docs/performance.md, "simulate on many
// cores"), one line of JSON per run:
//
//   node bench/sim/ceiling.mjs warm <processes> <games>
//       the hardware's own ceiling: `processes` Node processes at once, each warming up on 300
//       games of its own and then timing `games` more (random against greedy, `workers: 0`): the
//       warm time per game with that many cores busy, against one process alone, bounds what any
//       number of warm workers can give
//   node bench/sim/ceiling.mjs playout <processes>
//       the same with random playouts on the fast core (legal ids, a pick, make; 2025-01, 2
//       players, 300 plies, then unmade): the core's own speed with that many cores busy, apart
//       from greedy's evaluation; `msPerGame` is then the time of 2,000 playouts
//   node bench/sim/ceiling.mjs spin|ilp|hash|alloc <processes>
//       the same with no game: each process times a fixed loop of integer arithmetic, one chain of
//       dependent operations (spin: leaves most of a core's execution units idle) or four
//       independent chains (ilp: keeps them busy), SHA-256 over a 16 KiB buffer in native code
//       (hash), or small short-lived objects (alloc), to tell the cores' own slowdown under load
//       from memory's, and a core from a hyperthread that shares its execution units with another
//   GT_PIN=<cpu list>, e.g. GT_PIN=0,1: the i-th process runs on the (i mod n)-th cpu of the list
//   (`taskset -c`), to find which cpus share a physical core
//
// Every row also gives the cpus' steal time over the run (/proc/stat: time the hypervisor ran
// something else on a cpu this machine wanted), in ms summed over cpus.
//   node bench/sim/ceiling.mjs pool <games> <workers> [warm-up games]
//       warm threads: a `createSimulationPool` warmed by one call (default 40 games a worker),
//       then `games` games on it, against the calling thread warmed on 300 games and playing
//       them with `workers: 0`
//
// Runs where `import('globetrotter/sim')` resolves, or GT_SIM=<path to sim.js>.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [mode, a, b] = process.argv.slice(2);
const load = () =>
  import(process.env.GT_SIM ? pathToFileURL(process.env.GT_SIM).href : 'globetrotter/sim');
const bots = ['random', 'greedy'];
const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
/** A loop's child: `warm` rounds first, then the time of `n` rounds, as the parent reads it. */
const timeLoop = (loop, warm, n) => {
  loop(warm);
  const t = performance.now();
  loop(n);
  console.log(JSON.stringify({ msPerGame: performance.now() - t }));
};

if (mode === 'child') {
  const { simulate } = await load();
  await simulate({ bots, games: 300, seed: `warm-${a}`, workers: 0 });
  const t = performance.now();
  await simulate({ bots, games: Number(b), seed: `scale-${a}`, workers: 0 });
  console.log(JSON.stringify({ msPerGame: (performance.now() - t) / Number(b) }));
} else if (mode === 'playout-child') {
  // With GT_SIM, the build's core.js and index.js beside its sim.js.
  const beside = (name) =>
    process.env.GT_SIM
      ? pathToFileURL(process.env.GT_SIM.replace(/sim\.js$/, `${name}.js`)).href
      : `globetrotter${name === 'index' ? '' : `/${name}`}`;
  const core = await import(beside('core'));
  const { createGame, createRng, uniformInt } = await import(beside('index'));
  const rng = createRng(`playout-${a}`);
  const game = core.CoreGame.fromState(createGame({ players: 2 }, rng));
  const ids = new Int32Array(game.maxLegalIds);
  const loop = (n) => {
    for (let i = 0; i < n; i++) {
      while (!game.isTerminal() && game.depth < 300) {
        game.make(ids[uniformInt(rng, game.legalIds(ids))], rng);
      }
      while (game.depth > 0) game.unmake();
    }
  };
  timeLoop(loop, 500, 2000);
} else if (mode === 'hash-child') {
  const data = Buffer.alloc(16384, 7);
  const loop = (n) => {
    let h = 0;
    for (let i = 0; i < n; i++) h ^= createHash('sha256').update(data).digest()[0];
    return h;
  };
  timeLoop(loop, 2000, 40000);
} else if (mode === 'ilp-child') {
  const loop = (n) => {
    let a = 1;
    let b = 2;
    let c = 3;
    let d = 4;
    for (let i = 0; i < n; i++) {
      a = (Math.imul(a ^ (a >>> 15), 2246822519) + i) | 0;
      b = (Math.imul(b ^ (b >>> 13), 3266489917) + i) | 0;
      c = (Math.imul(c ^ (c >>> 16), 668265263) + i) | 0;
      d = (Math.imul(d ^ (d >>> 12), 374761393) + i) | 0;
    }
    return a ^ b ^ c ^ d;
  };
  timeLoop(loop, 2e7, 4e8);
} else if (mode === 'spin-child' || mode === 'alloc-child') {
  const loop = (n) => {
    let x = 88172645463325252n & 0xffffffffn;
    let h = Number(x);
    if (mode === 'spin-child') {
      for (let i = 0; i < n; i++) h = (Math.imul(h ^ (h >>> 15), 2246822519) + i) | 0;
    } else {
      let keep = [];
      for (let i = 0; i < n / 20; i++) {
        const o = { a: i, b: [h, i, i + 1], c: { d: h & 7 } };
        h = (h + o.b[1] + o.c.d) | 0;
        if ((i & 1023) === 0) keep = [];
        keep.push(o);
      }
    }
    x = BigInt(h);
    return x;
  };
  timeLoop(loop, 2e7, 4e8);
} else if (['warm', 'playout', 'spin', 'ilp', 'hash', 'alloc'].includes(mode)) {
  const script = fileURLToPath(import.meta.url);
  const pins = process.env.GT_PIN ? process.env.GT_PIN.split(',') : [];
  // Steal time summed over cpus, ms (/proc/stat counts in USER_HZ, 100 a second on Linux).
  const steal = () => {
    try {
      const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
      return Number(cpu[8]) * 10;
    } catch {
      return Number.NaN;
    }
  };
  const stealBefore = steal();
  const rows = await Promise.all(
    Array.from({ length: Number(a) }, (_, i) => {
      const argv = [script, mode === 'warm' ? 'child' : `${mode}-child`, String(i), b ?? '0'];
      const [file, args] =
        pins.length > 0
          ? ['taskset', ['-c', pins[i % pins.length], process.execPath, ...argv]]
          : [process.execPath, argv];
      return new Promise((done, fail) =>
        execFile(file, args, (e, out) => (e ? fail(e) : done(JSON.parse(String(out)).msPerGame))),
      );
    }),
  );
  console.log(
    JSON.stringify({
      mode,
      processes: Number(a),
      games: Number(b),
      ...(pins.length > 0 ? { pin: pins.join(',') } : {}),
      msMedian: +median(rows).toFixed(2),
      msMin: +Math.min(...rows).toFixed(2),
      msMax: +Math.max(...rows).toFixed(2),
      stealMs: steal() - stealBefore,
    }),
  );
} else if (mode === 'pool') {
  const { simulate, createSimulationPool } = await load();
  const games = Number(a);
  const workers = Number(b);
  const pool = createSimulationPool({ workers });
  const time = async (options) => {
    const t = performance.now();
    await simulate({ bots, games, seed: 'scale', ...options });
    return performance.now() - t;
  };
  const warmUp = Number(process.argv[5] ?? 40 * workers);
  await simulate({ bots, games: warmUp, seed: 'warm', workers, pool });
  const pooled = await time({ workers, pool });
  await simulate({ bots, games: 300, seed: 'warm', workers: 0 });
  const calling = await time({ workers: 0 });
  console.log(
    JSON.stringify({
      mode,
      games,
      workers,
      warmPoolMs: Math.round(pooled),
      warmCallingThreadMs: Math.round(calling),
      speedUp: +(calling / pooled).toFixed(2),
    }),
  );
  await pool.close();
} else {
  console.error(
    'usage: ceiling.mjs warm|playout|spin|ilp|hash|alloc <processes> [games] | pool <games> <workers> [warm-up games]',
  );
  process.exit(2);
}
