import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/cli.js';
import { Engine } from '../../../src/engine/index.js';
import { parseRecord, replay, stateHash } from '../../../src/index.js';
import { memoryIo } from '../../cli/_helpers/io.js';

// The engine's bots choose with dice of their own: a game they played is reproduced from its
// seed and action ids alone, and is the game `globetrotter play` plays from the same seed.

type Reply = Record<string, unknown> & { ok: boolean };

function ask(engine: Engine, req: object): Reply {
  const reply = JSON.parse(engine.handle(JSON.stringify(req))[0] as string) as Reply;
  expect(reply.ok, JSON.stringify(reply)).toBe(true);
  return reply;
}

const TURN_LIMIT = 500;

/** Plays `bots` (one a seat) to the end in a fresh engine game; its action ids and final hash. */
function botGame(seed: number | string, bots: readonly string[], ruleset?: string) {
  const engine = new Engine();
  const options = { players: bots.length, seed, turnLimit: TURN_LIMIT, observe: false };
  let reply = ask(engine, { cmd: 'new', ...options, ...(ruleset ? { ruleset } : {}) });
  const ids: number[] = [];
  for (let i = 0; i < 20_000 && reply.status !== 'finished'; i++) {
    // Asking the bot first changes nothing: the step then plays the very same choice.
    const asked = ask(engine, { cmd: 'bot', game: 1, bot: bots[reply.player as number]! });
    reply = ask(engine, {
      cmd: 'step',
      game: 1,
      bot: bots[reply.player as number]!,
      observe: false,
      legal: false,
      hash: true,
    });
    expect(reply.action).toBe(asked.action);
    ids.push(reply.action as number);
  }
  expect(reply.status).toBe('finished');
  return { ids, hash: reply.hash as string, engine };
}

describe('bot steps', () => {
  it.each([
    ['2025-01', undefined],
    ['2026-06', '2026-06'],
    ['2024-12', '2024-12'],
  ])('leave a %s game reproducible from its seed and action ids', (_, ruleset) => {
    // Arrange
    const { ids, hash } = botGame(7, ['greedy', 'random', 'random'], ruleset);
    const engine = new Engine();
    const options = { players: 3, seed: 7, turnLimit: TURN_LIMIT, observe: false, legal: false };
    ask(engine, { cmd: 'new', ...options, ...(ruleset ? { ruleset } : {}) });

    // Act
    let last: Reply = { ok: true };
    for (const action of ids) {
      last = ask(engine, {
        cmd: 'step',
        game: 1,
        action,
        observe: false,
        legal: false,
        hash: true,
      });
    }

    // Assert
    expect(ids.length).toBeGreaterThan(10);
    expect(last.hash).toBe(hash);
  });

  it('play the game `globetrotter play` plays with the same seed and bots', () => {
    // Arrange
    const { hash } = botGame(7, ['greedy', 'random']);
    const io = memoryIo();

    // Act
    const code = main(
      ['play', '--seed', '7', '--bots', 'greedy,random', '--turn-limit', String(TURN_LIMIT)],
      io,
    );

    // Assert
    expect(code).toBe(0);
    const parsed = parseRecord(io.text().out);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const replayed = replay(parsed.record);
    expect(replayed.ok).toBe(true);
    expect(stateHash(replayed.state!)).toBe(hash);
  });

  it('leave the game dice alone: a clone steps on identically', () => {
    const engine = new Engine();
    ask(engine, { cmd: 'new', players: 2, seed: 'c', observe: false });
    for (let i = 0; i < 5; i++) ask(engine, { cmd: 'step', game: 1, bot: 'random' });
    ask(engine, { cmd: 'clone', game: 1 });
    const a = ask(engine, { cmd: 'step', game: 1, bot: 'greedy', hash: true });
    const b = ask(engine, { cmd: 'step', game: 2, bot: 'greedy', hash: true });
    expect(b.hash).toBe(a.hash);
  });
});
