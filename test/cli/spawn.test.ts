import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../record/_helpers/fixtures.js';
import { expectPrintable } from '../rules/_helpers/hostile.js';

// The executable itself, run by Node through tsx as `globetrotter` runs dist/cli.js: exit
// codes reach the shell, output is flushed, user errors print no stack trace.

const ROOT = new URL('../../', import.meta.url).pathname;

/** A spawned CLI is killed after a minute; a test that spawns n of them gets n minutes. */
const CLI = 60_000;

function cli(...args: string[]) {
  return cliWith(undefined, ...args);
}

function cliWith(input: string | undefined, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: CLI,
    ...(input === undefined ? {} : { input }),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the globetrotter executable', () => {
  it('exits 0 for a legal record and 1 for an illegal one', { timeout: 2 * CLI }, () => {
    const legal = cli('validate', fixturePath('golden/2p-1planet.json'));
    const illegal = cli('validate', fixturePath('errors/no-target.json'));
    expect(legal).toMatchObject({ status: 0, stderr: '' });
    expect(legal.stdout).toContain('legal: 183 actions');
    expect(illegal.status).toBe(1);
    expect(illegal.stdout).toContain('code:    NO_TARGET');
  });

  it('exits 2 with one message and no stack trace for a malformed file', { timeout: CLI }, () => {
    const result = cli('validate', fixturePath('errors/unsupported-version.json'));
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^globetrotter: .* is not a valid record\n {2}code: {4}UNSUPPORTED_VERSION/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it(
    'writes the names of a hostile record escaped to the real standard output',
    () => {
      const result = cli('validate', fixturePath('hostile/names.json'));
      expect(result.status).toBe(0);
      expectPrintable(result.stdout);
      expect(result.stdout).toContain('won by player 1 (Bob\\u001b[8m legal: 0 actions)');
    },
    CLI,
  );

  it(
    'validates a record piped to standard input, named -',
    () => {
      // Act
      const result = cliWith(
        readFileSync(fixturePath('golden/2p-1planet.json'), 'utf8'),
        'validate',
        '-',
      );

      // Assert
      expect(result).toMatchObject({ status: 0, stderr: '' });
      expect(result.stdout).toMatch(/^standard input: legal: 183 actions/);
    },
    CLI,
  );

  it(
    'names standard input in the message for a malformed record piped to it',
    () => {
      const result = cliWith('{"format": ', 'validate', '-');
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^globetrotter: standard input is not a valid record\n/);
    },
    CLI,
  );
});
