import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchRandom } from '../../../src/bots/_internals/random.js';
import { CORE_RULESETS, CoreGame } from '../../../src/core/index.js';
import { giveBackCore, startCore, useCore } from '../../../src/engine/_internals/core-track.js';
import { Engine } from '../../../src/engine/index.js';
import type { ReplyChunk } from '../../../src/engine/protocol.js';
import { createGame, createRng, type GameState } from '../../../src/index.js';

// The engine's steps by id run on the fast core when it plays the game's ruleset: every reply
// must be the reducer's, byte for byte. A long mixed script of requests (new games, steps by
// id in every framing, steps by notation, bot, dice and outcome, observations, states, records
// and loads, clones, illegal ids and bad input) goes to two engines in step, one with the core
// and one without, and every reply is compared.

type Json = Record<string, unknown>;

/** The script's choices: the search's seeded generator (mulberry32). */
function chooser(seed: number) {
  const random = searchRandom(seed);
  return {
    below: (n: number): number => random.int(n),
    chance: (p: number): boolean => random.next() < p,
  };
}

const bytes = (chunk: ReplyChunk): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);

/** The two engines, asked the same requests; the reducer's reply, once the core's matches it. */
class Pair {
  readonly withCore = new Engine();
  readonly without = new Engine();
  requests = 0;

  send(request: Json | string): Json {
    const line = typeof request === 'string' ? request : JSON.stringify(request);
    useCore(false);
    const expected = this.without.handle(line);
    useCore(true);
    const actual = this.withCore.handle(line);
    this.requests++;
    expect(actual.length, line).toBe(expected.length);
    for (let i = 0; i < expected.length; i++) {
      const same = bytes(actual[i]!).equals(bytes(expected[i]!));
      if (!same) {
        expect(bytes(actual[i]!).toString('latin1'), line).toBe(
          bytes(expected[i]!).toString('latin1'),
        );
      }
    }
    const head = bytes(expected[0]!);
    return JSON.parse(head.subarray(0, head.indexOf(10)).toString()) as Json;
  }
}

interface Live {
  readonly handle: number;
  players: number;
  over: boolean;
}

/** Plays the script for one ruleset: `rounds` rounds of mixed requests over a few games. */
function script(ruleset: string, seed: number, rounds: number): Pair {
  const pair = new Pair();
  const pick = chooser(seed);
  const games: Live[] = [];
  const open = (request: Json): void => {
    const reply = pair.send({ cmd: 'new', ruleset, ...request });
    if (reply.ok === true) {
      games.push({
        handle: reply.game as number,
        players: (reply.inGame as []).length,
        over: false,
      });
    }
  };
  open({ players: 2, seed: `${seed}/a`, turnLimit: 12 });
  open({ players: 3, seed: `${seed}/b`, turnLimit: 40, hash: true });
  open({ players: 4, planets: 2, seed: `${seed}/c`, turnLimit: 25, observe: false });
  // No turn limit: a long game, whose core is built again from its state now and then.
  open({ players: 2, seed: `${seed}/d` });
  const legalOf = (game: Live): number[] => {
    const reply = pair.send({ cmd: 'state', game: game.handle, observe: pick.chance(0.3) });
    game.over = reply.status === 'finished';
    return (reply.legal as number[] | undefined) ?? [];
  };
  const anyId = (legal: readonly number[]): number => legal[pick.below(legal.length)]!;
  for (let round = 0; round < rounds; round++) {
    const live = games.filter((g) => !g.over);
    const game = games[pick.below(games.length)]!;
    const roll = pick.below(100);
    if (roll < 45 && live.length > 0) {
      // A batch: each live game's legal id, sometimes one illegal (the batch is refused).
      const batch = live.filter(() => pick.chance(0.8));
      if (batch.length === 0) continue;
      const actions: (number | string)[] = batch.map((g) => anyId(legalOf(g)));
      if (pick.chance(0.05)) actions[pick.below(actions.length)] = pick.below(7000);
      if (pick.chance(0.03)) actions[0] = 'pass';
      const binary = pick.chance(0.7);
      const reply = pair.send({
        cmd: 'steps',
        games: batch.map((g) => g.handle),
        actions,
        reset: pick.chance(0.6),
        binary,
        columns: binary && pick.chance(0.6),
        observe: pick.chance(0.7),
        legal: pick.chance(0.8),
        hash: pick.chance(0.1),
      });
      if (reply.ok === true) for (const g of batch) g.over = false;
    } else if (roll < 60 && !game.over) {
      // One step: by id mostly, or by notation, bot, given dice or a chance outcome.
      const legal = legalOf(game);
      if (legal.length === 0) continue;
      const action = anyId(legal);
      const how = pick.below(6);
      const extra: Json = { observe: pick.chance(0.5), hash: pick.chance(0.3) };
      if (how === 0 || how === 1) pair.send({ cmd: 'step', game: game.handle, action, ...extra });
      else if (how === 2) {
        const bot = pair.send({ cmd: 'bot', game: game.handle, bot: 'random' });
        pair.send({ cmd: 'step', game: game.handle, action: bot.notation, ...extra });
      } else if (how === 3) {
        pair.send({ cmd: 'step', game: game.handle, bot: pick.chance(0.5) ? 'greedy' : 'random' });
      } else {
        const outcomes = pair.send({ cmd: 'outcomes', game: game.handle, action });
        const list = outcomes.outcomes as { dice: number[] }[];
        const k = pick.below(list.length);
        const given = how === 4 ? { outcome: k } : { dice: list[k]!.dice };
        pair.send({ cmd: 'step', game: game.handle, action, ...given, ...extra });
      }
      legalOf(game);
    } else if (roll < 66) {
      pair.send({ cmd: 'observe', game: game.handle, player: pick.below(game.players) });
    } else if (roll < 71) {
      pair.send({ cmd: 'state', game: game.handle, full: true, hash: true });
    } else if (roll < 75) {
      const record = pair.send({ cmd: 'record', game: game.handle }).record;
      if (pick.chance(0.5)) {
        const loaded = pair.send({ cmd: 'load', record, seed: `load/${round}` });
        games.push({ handle: loaded.game as number, players: game.players, over: game.over });
      }
    } else if (roll < 78) {
      const copy = pair.send({ cmd: 'clone', game: game.handle, observe: false });
      games.push({ handle: copy.game as number, players: game.players, over: game.over });
    } else if (roll < 80) {
      pair.send({ cmd: 'render', game: game.handle });
    } else if (roll < 84) {
      pair.send({ cmd: 'validate', game: game.handle, action: pick.below(7000) });
    } else if (roll < 90) {
      // Illegal ids and bad input: refused alike, changing nothing.
      const bad = [
        { cmd: 'step', game: game.handle, action: pick.below(7000) },
        { cmd: 'step', game: game.handle, action: -1 },
        { cmd: 'step', game: game.handle, action: 1.5 },
        { cmd: 'steps', games: [game.handle, game.handle], actions: [0, 0] },
        { cmd: 'steps', games: [game.handle], actions: [10 ** 9], binary: true, columns: true },
        { cmd: 'step', game: game.handle, action: 0, dice: [7] },
      ];
      pair.send(bad[pick.below(bad.length)]!);
      if (pick.chance(0.2)) pair.send('{"cmd":"steps","games":[1],"actions":[0],"__proto__":1}');
    } else if (games.length > 3 && pick.chance(0.3)) {
      const at = 4 + pick.below(games.length - 4);
      if (at < games.length) {
        pair.send({ cmd: 'drop', game: games[at]!.handle });
        games.splice(at, 1);
      }
    } else {
      // The long game goes on: many plies on one core.
      const long = games[3]!;
      for (let k = 0; k < 40 && !long.over; k++) {
        pair.send({ cmd: 'step', game: long.handle, action: anyId(legalOf(long)), observe: false });
      }
    }
  }
  for (const g of games) pair.send({ cmd: 'record', game: g.handle });
  return pair;
}

/** BatchEnv's stepping: short games of 2 players in columnar batches that start games over. */
function batches(ruleset: string, games: number, rounds: number) {
  const pair = new Pair();
  const fromState = vi.spyOn(CoreGame, 'fromState');
  const handles: number[] = [];
  const legal: number[][] = [];
  for (let i = 0; i < games; i++) {
    const reply = pair.send({ cmd: 'new', ruleset, players: 2, turnLimit: 6, seed: `b/${i}` });
    handles.push(reply.game as number);
    legal.push(reply.legal as number[]);
  }
  const pick = chooser(games);
  let restarts = 0;
  for (let round = 0; round < rounds; round++) {
    const line = JSON.stringify({
      cmd: 'steps',
      games: handles,
      actions: legal.map((ids) => ids[pick.below(ids.length)]!),
      reset: true,
      binary: true,
      columns: true,
    });
    useCore(false);
    const [expected] = pair.without.handle(line);
    useCore(true);
    const [actual] = pair.withCore.handle(line);
    expect(Buffer.from(actual as Uint8Array).equals(Buffer.from(expected as Uint8Array))).toBe(
      true,
    );
    // The legal ids of the next round, from the core's reply; then its buffer, scribbled on,
    // goes back to be reused: a byte the next reply does not write would show.
    const reply = actual as Uint8Array;
    const newline = reply.indexOf(10);
    const head = JSON.parse(Buffer.from(reply.subarray(0, newline)).toString());
    const block = new DataView(reply.buffer, reply.byteOffset + newline + 1);
    let at = 0;
    const columns: Record<string, number> = {};
    for (const { name, dtype, count } of head.columns.layout) {
      columns[name] = at;
      at += count * (dtype === 'uint8' ? 1 : 4);
    }
    let k = 0;
    for (let i = 0; i < games; i++) {
      const count = block.getInt32(columns.legalCount! + 4 * i, true);
      legal[i] = Array.from({ length: count }, (_, j) =>
        block.getInt32(columns.legal! + 4 * (k + j), true),
      );
      k += count;
      if (block.getUint8(columns.flags! + i) & 4) restarts++;
    }
    reply.fill(0xff);
    pair.withCore.recycle(reply);
  }
  return { restarts, built: fromState.mock.calls.length };
}

afterEach(() => {
  useCore(true);
  vi.restoreAllMocks();
});

describe('the engine on the core', () => {
  it.each([
    ['2025-01', 1],
    ['2024-12', 2],
    ['2026-06', 3],
  ])('answers a long mixed script in %s byte for byte as the reducer does', (ruleset, seed) => {
    // Arrange
    const makes = vi.spyOn(CoreGame.prototype, 'make');

    // Act, and Assert every reply as it comes
    const pair = script(ruleset, seed, 700);

    // Assert: the whole script ran, on the core whenever it plays the ruleset (read at run
    // time: 2026-06 moves onto the core by itself once the core plays it).
    expect(pair.requests).toBeGreaterThan(1200);
    if (CORE_RULESETS.includes(ruleset)) expect(makes.mock.calls.length).toBeGreaterThan(500);
    else expect(makes).not.toHaveBeenCalled();
  });
});

describe('the engine on the core, stepping as BatchEnv does', () => {
  it.each(['2025-01', '2024-12', '2026-06'])(
    'answers %s batches byte for byte, with cores handed on from game to game',
    (ruleset) => {
      // Act, and Assert every reply as it comes
      const { restarts, built } = batches(ruleset, 24, 120);

      // Assert: many games started over, most of them (when the core plays the ruleset) on a
      // core handed back by an earlier game
      expect(restarts).toBeGreaterThan(200);
      if (CORE_RULESETS.includes(ruleset)) {
        expect(built).toBeGreaterThan(0);
        expect(built).toBeLessThan(24 + restarts / 2);
      } else expect(built).toBe(0);
    },
  );
});

describe('cores handed back', () => {
  it('serve the next game that starts alike, back at its start, and no other', () => {
    // Arrange: two games with the same options and roll-off, one with another roll-off
    const options = { players: 2, turnLimit: 20 } as const;
    const seeds = Array.from({ length: 40 }, (_, i) => `pool/${i}`);
    const starts = seeds.map((seed) => createGame(options, createRng(seed)));
    const key = (s: GameState) => JSON.stringify(s.rollOff);
    const a = starts.findIndex((s, i) => starts.some((t, j) => j > i && key(t) === key(s)));
    const b = starts.findIndex((t, j) => j > a && key(t) === key(starts[a]!));
    const other = starts.find((s) => key(s) !== key(starts[a]!))!;
    const core = startCore(starts[a]!)!;
    const ids = new Int32Array(core.maxLegalIds);
    const rng = createRng('moves');
    for (let i = 0; i < 15 && !core.isTerminal(); i++) core.make(ids[i % core.legalIds(ids)]!, rng);

    // Act
    giveBackCore(core, starts[a]!);
    const forOther = startCore(other);
    const forB = startCore(starts[b]!);

    // Assert
    expect(forOther).not.toBe(core);
    expect(forB).toBe(core);
    expect(JSON.stringify(forB!.toState())).toBe(JSON.stringify(starts[b]));
    expect(forB!.depth).toBe(0);
    expect(startCore(starts[b]!)).not.toBe(core);
  });
});
