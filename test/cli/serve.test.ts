import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { serveCommand } from '../../src/cli/serve.js';
import { memoryIo } from './_helpers/io.js';

// `globetrotter serve` in process: the stop signal is the test's, the port is 0.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('globetrotter serve', () => {
  it('serves the lobby on 127.0.0.1 and the database given, until stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gt-serve-'));
    dirs.push(dir);
    const io = memoryIo();
    let stop = () => {};
    const done = serveCommand(io, ['--db', join(dir, 'g.sqlite'), '--port', '0'], (s) => {
      stop = s;
    });
    let url: string | undefined;
    while (url === undefined) {
      await new Promise((r) => setTimeout(r, 10));
      url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(io.text().err)?.[1];
    }
    const created = await fetch(`${url}/matches`, {
      method: 'POST',
      body: JSON.stringify({ players: 2 }),
    });
    expect(created.status).toBe(201);
    const { matchId } = (await created.json()) as { matchId: string };
    const joined = await fetch(`${url}/matches/${matchId}/join`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Ada' }),
    });
    const { credential } = (await joined.json()) as { credential: string };
    expect(credential).toMatch(/^[\w-]{43}$/);
    stop();
    expect(await done).toBe(0);
    expect(io.text().err).toMatch(/created: 2 players/);
    expect(io.text().err).toMatch(/seat \d joined by Ada/);
    // Credentials are never logged.
    expect(io.text().err).not.toContain(credential);
  });

  it('refuses bad arguments with exit code 2', async () => {
    for (const args of [['--port', 'http'], ['--port', '99999'], ['extra']]) {
      const io = memoryIo();
      expect(await main(['serve', ...args], io)).toBe(2);
      expect(io.text().err).toMatch(/--port must be an integer 0..65535|takes no arguments/);
    }
  });

  it('has help', () => {
    const io = memoryIo();
    expect(main(['help', 'serve'], io)).toBe(0);
    expect(io.text().out).toMatch(/--db FILE/);
  });
});
