import { spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  acceptedByWorkers,
  optionGroups,
  withoutInputType,
} from '../../src/sim/_internals/exec-argv.js';

// Workers start under whatever flags the parent process was given: Node refuses V8 and
// per-process flags in a worker's execArgv (ERR_WORKER_INVALID_EXEC_ARGV), so the pool passes
// on only those a worker accepts. test/sim/dist.test.ts runs the built CLI the same way.

const ROOT = new URL('../../', import.meta.url).pathname;

/** Flags the issue names, each of which Node refuses in a worker. */
const REFUSED = [
  '--max-old-space-size=256',
  '--stack-size=2000',
  '--expose-gc',
  '--jitless',
  '--title',
  'globetrotter-test',
];

describe('optionGroups', () => {
  it('keeps each option with the words after it', () => {
    const groups = optionGroups(['--title', 'x', '--expose-gc', '-C', 'dev', '--import=tsx']);

    expect(groups).toEqual([['--title', 'x'], ['--expose-gc'], ['-C', 'dev'], ['--import=tsx']]);
  });
});

describe('withoutInputType', () => {
  it('drops --input-type in both spellings, and nothing else', () => {
    const argv = ['--input-type=module', '--no-warnings', '--input-type', 'commonjs', '-e', 'code'];

    expect(withoutInputType(argv)).toEqual(['--no-warnings', '-e', 'code']);
  });
});

describe('acceptedByWorkers', () => {
  it('keeps the flags a worker accepts and drops those Node refuses there', async () => {
    const argv = ['--conditions=dev', ...REFUSED, '--no-warnings', '-C', 'other'];

    const kept = await acceptedByWorkers(Worker, argv);

    expect(kept).toEqual(['--conditions=dev', '--no-warnings', '-C', 'other']);
  }, 30_000);
});

describe('simulate under flags Node refuses in workers', () => {
  it('plays a tournament on a worker from a process started with them', () => {
    const cli = ['--import', 'tsx', 'src/cli/main.ts', 'tournament', '--bots', 'random,greedy'];
    const args = [...cli, '--games', '2', '--workers', '1', '--turn-limit', '10', '--seed', '1'];

    const result = spawnSync(process.execPath, [...REFUSED, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });

    // --jitless makes V8 warn that it turns WebAssembly off: stderr is not checked.
    expect(result.stdout).toContain('2 games in');
    expect(result.status).toBe(0);
  }, 150_000);
});
