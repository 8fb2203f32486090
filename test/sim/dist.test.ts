import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The built package (`npm run build` first; `npm run check` does): globetrotter/sim from
// dist/sim.js (ESM) and dist/sim.cjs (CommonJS) must find their worker, dist/sim-worker.js or
// .cjs, and play the same games as on the calling thread. Skipped when there is no build.

const ROOT = new URL('../../', import.meta.url).pathname;
const built = existsSync(`${ROOT}dist/sim.js`) && existsSync(`${ROOT}dist/sim.cjs`);

const OPTIONS = "{ bots: ['random', 'greedy'], games: 4, seed: 'dist', turnLimit: 20, workers: W }";
const PRINT =
  '(r) => console.log(JSON.stringify({ workers: r.workers, hashes: r.games.map((g) => g.finalHash) }))';

/** A spawned Node is killed after a minute; a test that spawns n of them gets n minutes. */
const NODE = 60_000;

function run(args: string[]) {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: NODE,
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as { workers: number; hashes: string[] };
}

function esm(workers: number) {
  const code = `import { simulate } from 'globetrotter/sim'; simulate(${OPTIONS.replace('W', String(workers))}).then(${PRINT});`;
  return run(['--input-type=module', '-e', code]);
}

function cjs(workers: number) {
  const code = `require('globetrotter/sim').simulate(${OPTIONS.replace('W', String(workers))}).then(${PRINT});`;
  return run(['-e', code]);
}

describe.skipIf(!built)('globetrotter/sim, built', () => {
  it(
    'plays the same games on workers from ESM and CommonJS as on the calling thread',
    () => {
      const here = esm(0);
      expect(here.hashes).toHaveLength(4);
      expect(esm(2)).toEqual({ workers: 2, hashes: here.hashes });
      expect(cjs(2)).toEqual({ workers: 2, hashes: here.hashes });
      expect(cjs(0)).toEqual({ workers: 0, hashes: here.hashes });
    },
    4 * NODE,
  );

  it(
    'runs a tournament from dist/cli.js and dist/cli.cjs',
    () => {
      for (const cli of ['dist/cli.js', 'dist/cli.cjs']) {
        const args = [
          cli,
          'tournament',
          '--bots',
          'random,greedy',
          '--games',
          '2',
          '--workers',
          '2',
        ];
        const result = spawnSync(process.execPath, [...args, '--turn-limit', '10', '--seed', '1'], {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: NODE,
        });
        expect(result.status).toBe(0);
        expect(result.stderr).toBe('');
        expect(result.stdout).toContain('2 games in');
        expect(result.stdout).toMatch(/\| greedy \|\s+2 \|/);
      }
    },
    2 * NODE,
  );

  it('plays a bot module on the workers of dist/cli.js and dist/cli.cjs', () => {
    for (const cli of ['dist/cli.js', 'dist/cli.cjs']) {
      const bots = './test/sim/fixtures/pick-bot.mjs,greedy';
      const args = [cli, 'tournament', '--bots', bots, '--games', '2', '--workers', '1'];
      const result = spawnSync(process.execPath, [...args, '--turn-limit', '10', '--seed', '1'], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('| ./test/sim/fixtures/pick-bot.mjs |');
    }
  }, 60_000);

  it(
    'plays a TypeScript bot module on the workers of dist/cli.js under node --import tsx',
    () => {
      // tsx registers its hooks on the main thread only (Node 20): the workers register it too.
      const bots = './test/sim/fixtures/pick-bot.ts,greedy';
      const args = ['--import', 'tsx', 'dist/cli.js', 'tournament', '--bots', bots, '--games', '2'];
      const result = spawnSync(
        process.execPath,
        [...args, '--workers', '2', '--turn-limit', '10'],
        {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: NODE,
        },
      );

      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('| ./test/sim/fixtures/pick-bot.ts |');
    },
    NODE,
  );

  it(
    'says what to do when a bot module loads on the calling thread and not in a worker',
    () => {
      // Hooks registered after start (module.register, as tsx/esm/api's register does) stay on
      // the calling thread.
      const code = `import { register } from 'tsx/esm/api'; register();
      const { simulate } = await import('globetrotter/sim');
      const bots = ['./test/sim/fixtures/pick-bot.ts', 'greedy'];
      await simulate({ bots, games: 2, seed: 1, turnLimit: 10, workers: 1 }).then(
        () => console.log('played'),
        (e) => console.log(JSON.stringify({ code: e.code, game: e.game, message: e.message })),
      );`;
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: NODE,
      });

      expect(result.stderr).toBe('');
      const error = JSON.parse(result.stdout) as { code: string; game: null; message: string };
      expect(error.code).toBe('BOT_MODULE');
      expect(error.game).toBeNull();
      expect(error.message).toContain('Unknown file extension ".ts"');
      expect(error.message).toContain('it loaded on the calling thread but not on a worker thread');
      expect(error.message).toContain('workers: 0');
    },
    NODE,
  );

  it.each([
    ['--max-old-space-size=256', '--stack-size=2000', '--expose-gc'],
    ['--title', 'globetrotter-test', '--jitless'],
  ])(
    'starts its workers under %s ... (flags Node refuses in a worker)',
    (...flags) => {
      const args = ['tournament', '--bots', 'random,greedy', '--games', '2', '--workers', '1'];
      for (const cli of ['dist/cli.js', 'dist/cli.cjs']) {
        const result = spawnSync(process.execPath, [...flags, cli, ...args, '--turn-limit', '10'], {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: NODE,
        });

        expect(result.stderr).not.toContain('internal error');
        expect(result.status).toBe(0);
        expect(result.stdout).toContain('2 games in');
      }
    },
    2 * NODE,
  );
});
