import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type CrashWorld, crashRound, finishCrashWorld } from '../../scripts/server-crash.js';

// The server as a child process (`globetrotter serve` through tsx), killed with SIGKILL while
// three clients submit, then restarted on the same database: every acknowledged action is
// there, nothing but an in-flight one besides, every match replays to its hash and goes on
// (scripts/server-crash.ts; `npx tsx scripts/server-crash.ts 20` repeats it). Every child is
// stopped by the round itself, even when a check fails.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('match server: a crash loses no acknowledged action', () => {
  it('keeps every acknowledged action through SIGKILL and a restart', {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gt-crash-'));
    dirs.push(dir);
    const world: CrashWorld = { db: join(dir, 'games.sqlite'), matches: [] };
    const first = await crashRound(world, { killAfter: 20 });
    expect(first.acked).toBeGreaterThanOrEqual(20);
    // The second round checks the first's database, then plays on and is killed in turn.
    const second = await crashRound(world, { killAfter: 10 });
    expect(second.acked).toBeGreaterThanOrEqual(10);
    const inFlight = first.checked.committed + first.checked.lost;
    expect(inFlight).toBe(0); // nothing was in flight before the first round
    const last = await finishCrashWorld(world);
    expect(
      second.checked.committed + second.checked.lost + last.committed + last.lost,
    ).toBeGreaterThan(0);
  });
});
