import { describe, expect, it } from 'vitest';
import { ENGINE_COMMANDS, Engine } from '../../src/engine/index.js';
import {
  actionSpaceSize,
  applyAction,
  createGame,
  createRng,
  decodeAction,
  encodeAction,
  type GameState,
  legalActions,
  observationSize,
  observe,
  renderText,
  replay,
  rulesetOf,
  SUPPORTED_RULESETS,
  stateHash,
} from '../../src/index.js';

// The engine protocol through its in-memory transport: one request line in, reply chunks out.

type Reply = Record<string, unknown> & {
  ok: boolean;
  error?: { code: string; field?: string; message?: string };
};

function ask(engine: Engine, req: unknown): Reply {
  const chunks = engine.handle(typeof req === 'string' ? req : JSON.stringify(req));
  expect(chunks).toHaveLength(1);
  const line = chunks[0] as string;
  expect(line.endsWith('\n')).toBe(true);
  expect(line.slice(0, -1)).not.toContain('\n');
  return JSON.parse(line) as Reply;
}

function okReply(engine: Engine, req: unknown): Reply {
  const reply = ask(engine, req);
  expect(reply.error).toBeUndefined();
  expect(reply.ok).toBe(true);
  return reply;
}

/** A columnar reply (docs/engine-protocol.md): its header, and its columns as typed arrays. */
function decodeColumns(reply: Uint8Array) {
  const newline = reply.indexOf(10);
  expect((newline + 1) % 4).toBe(0);
  const header = JSON.parse(new TextDecoder().decode(reply.subarray(0, newline)));
  const block = reply.slice(newline + 1);
  expect(block.length).toBe(header.columns.bytes);
  const views: Record<string, Int32Array | Float32Array | Uint8Array> = {};
  let at = 0;
  for (const { name, dtype, count } of header.columns.layout) {
    const size = dtype === 'uint8' ? 1 : 4;
    const bytes = block.slice(at, at + count * size).buffer;
    views[name] =
      dtype === 'uint8'
        ? new Uint8Array(bytes)
        : dtype === 'int32'
          ? new Int32Array(bytes)
          : new Float32Array(bytes);
    at += count * size;
  }
  expect(at).toBe(block.length);
  return { header, ...views } as {
    header: Record<string, unknown>;
    player: Int32Array;
    action: Int32Array;
    turn: Int32Array;
    legalCount: Int32Array;
    rewards: Float32Array;
    observations: Float32Array;
    legal: Int32Array;
    flags: Uint8Array;
    status: Uint8Array;
    inGame: Uint8Array;
    diceCount: Uint8Array;
    dice: Uint8Array;
  };
}

function hashOf(engine: Engine, game: number): string {
  return okReply(engine, { cmd: 'state', game, hash: true, observe: false }).hash as string;
}

/** Plays `n` actions choosing legal id `pick(k)` of k; the same choice the library test makes. */
function pickIndex(step: number, count: number): number {
  return (step * 7919) % count;
}

describe('the engine protocol', () => {
  it('answers hello with the versions, rulesets and sizes', () => {
    // Arrange
    const engine = new Engine();

    // Act
    const reply = okReply(engine, { id: 'h', cmd: 'hello' });

    // Assert
    expect(reply).toMatchObject({
      id: 'h',
      protocol: 1,
      rulesets: [...SUPPORTED_RULESETS],
      capabilities: ['columns'],
      sizes: { '2': { actions: 6298, observation: 1405 } },
    });
  });

  it('reaches the same state hash as driving the library directly, for the same seed', () => {
    // Arrange
    const engine = new Engine();
    const created = okReply(engine, { id: 1, cmd: 'new', players: 3, seed: 'det', observe: false });
    const game = created.game as number;
    const rng = createRng('det');
    let state = createGame({ players: 3, planets: 1, turnLimit: null }, rng);
    let legal = created.legal as number[];

    // Act
    for (let step = 0; step < 150 && legal.length > 0; step++) {
      const id = legal[pickIndex(step, legal.length)]!;
      const reply = okReply(engine, { cmd: 'step', game, action: id, observe: false });
      state = applyAction(state, decodeAction(state, id), rng);
      expect(reply.dice).toEqual(state.last!.dice.map((d) => d.value));
      legal = reply.legal as number[];
    }

    // Assert
    expect(hashOf(engine, game)).toBe(stateHash(state));
  });

  it('starts a 2026-06 game as the library does, its planets set by the players (R33)', () => {
    // Arrange
    const engine = new Engine();

    // Act
    const reply = okReply(engine, { cmd: 'new', players: 4, ruleset: '2026-06', seed: 'r26' });
    const given = okReply(engine, {
      cmd: 'new',
      players: 4,
      planets: 2,
      ruleset: '2026-06',
      seed: 'r26',
    });

    // Assert
    // The engine's `new` names no turn limit, so it has none (ruling R26).
    const state = createGame({ players: 4, ruleset: '2026-06', turnLimit: null }, createRng('r26'));
    expect(state.options).toMatchObject({ planets: 2, ruleset: '2026-06' });
    expect(hashOf(engine, reply.game as number)).toBe(stateHash(state));
    expect(hashOf(engine, given.game as number)).toBe(stateHash(state));
  });

  it('plays a 2026-06 game by action ids to the same hash and observations as the library', () => {
    // Arrange
    const engine = new Engine();
    const created = okReply(engine, {
      cmd: 'new',
      players: 2,
      ruleset: '2026-06',
      seed: 'det26',
      turnLimit: 40,
    });
    const game = created.game as number;
    const rng = createRng('det26');
    let state = createGame({ players: 2, ruleset: '2026-06', turnLimit: 40 }, rng);
    let legal = created.legal as number[];
    let reply: Record<string, unknown> = created;

    // Act
    for (let step = 0; step < 120 && legal.length > 0; step++) {
      const id = legal[pickIndex(step, legal.length)]!;
      reply = okReply(engine, { cmd: 'step', game, action: id });
      state = applyAction(state, decodeAction(state, id), rng);
      expect(reply.dice).toEqual(state.last!.dice.map((d) => d.value));
      legal = reply.legal as number[];
    }

    // Assert
    expect(hashOf(engine, game)).toBe(stateHash(state));
    const obs = reply.observation as number[];
    expect(obs).toHaveLength(observationSize(state.options));
    expect(Float32Array.from(obs)).toEqual(observe(state, state.currentPlayer));
  });

  it('R50: plays a 2024-12 game by action ids to the same hash and observations as the library', () => {
    // Arrange: 3 players on 2 planets, by the 2024-12 action ids (facings, edges).
    const engine = new Engine();
    const hello = okReply(engine, { cmd: 'hello' });
    const created = okReply(engine, {
      cmd: 'new',
      players: 3,
      planets: 2,
      ruleset: '2024-12',
      seed: 'det24',
      turnLimit: 60,
    });
    const game = created.game as number;
    const rng = createRng('det24');
    let state = createGame({ players: 3, planets: 2, ruleset: '2024-12', turnLimit: 60 }, rng);
    let legal = created.legal as number[];
    let reply: Record<string, unknown> = created;
    const types = new Set<string>();

    // Act
    for (let step = 0; step < 150 && legal.length > 0; step++) {
      const id = legal[pickIndex(step, legal.length)]!;
      reply = okReply(engine, { cmd: 'step', game, action: id });
      const action = decodeAction(state, id);
      types.add(action.type);
      state = applyAction(state, action, rng);
      expect(reply.dice).toEqual(state.last!.dice.map((d) => d.value));
      legal = reply.legal as number[];
      expect(legal).toEqual(
        legalActions(state)
          .map((a) => encodeAction(state, a))
          .sort((a, b) => a - b),
      );
    }

    // Assert
    expect(hello.rulesets).toContain('2024-12');
    expect(types).toContain('turn');
    expect(hashOf(engine, game)).toBe(stateHash(state));
    const obs = reply.observation as number[];
    expect(obs).toHaveLength(observationSize(state.options));
    expect(Float32Array.from(obs)).toEqual(observe(state, state.currentPlayer));
    expect(created.actionSpaceSize).toBe(actionSpaceSize(state.options));
    expect(created.observationSize).toBe(observationSize(state.options));
  });

  it('steps by notation, reports the action id and the observation of the player to act', () => {
    // Arrange
    const engine = new Engine();
    const game = okReply(engine, { cmd: 'new', players: 2, seed: 1 }).game as number;

    // Act
    const reply = okReply(engine, { cmd: 'step', game, action: 'place 0' });

    // Assert: the engine's `new` names no turn limit, so it has none (ruling R26).
    const state = createGame({ players: 2, turnLimit: null }, createRng(1));
    const after = applyAction(state, decodeAction(state, 0), createRng(9));
    expect(reply.action).toBe(0);
    expect(reply.player).toBe(after.currentPlayer);
    const obs = reply.observation as number[];
    expect(obs).toHaveLength(1405);
    expect(Float32Array.from(obs)).toEqual(observe(after, after.currentPlayer));
  });

  it('refuses an illegal action with the rule it breaks, and changes nothing', () => {
    // Arrange
    const engine = new Engine();
    const game = okReply(engine, { cmd: 'new', players: 2, seed: 1 }).game as number;
    const before = hashOf(engine, game);

    // Act
    const reply = ask(engine, { id: 9, cmd: 'step', game, action: 6000 });

    // Assert
    expect(reply).toMatchObject({
      id: 9,
      ok: false,
      error: { code: 'ILLEGAL_ACTION', field: 'action' },
    });
    expect(reply.error).toHaveProperty('illegal.rule');
    expect(hashOf(engine, game)).toBe(before);
  });

  it('validates an action: legal with its notation, illegal with code and rule', () => {
    const engine = new Engine();
    const game = okReply(engine, { cmd: 'new', players: 2, seed: 1 }).game as number;
    okReply(engine, { cmd: 'step', game, action: 0 });
    okReply(engine, { cmd: 'step', game, action: 1 });

    expect(okReply(engine, { cmd: 'validate', game, action: 'place 5' })).toMatchObject({
      legal: false,
      code: 'WRONG_PHASE',
      rule: 'R15',
    });
    const legalId = (okReply(engine, { cmd: 'state', game }).legal as number[])[0]!;
    expect(okReply(engine, { cmd: 'validate', game, action: legalId })).toMatchObject({
      legal: true,
      notation: expect.any(String),
    });
  });

  describe('chance', () => {
    function gameWithAShot(engine: Engine): { game: number; shot: number } {
      const game = okReply(engine, { cmd: 'new', players: 2, seed: 3, observe: false })
        .game as number;
      for (let step = 0; step < 2000; step++) {
        const reply = okReply(engine, { cmd: 'state', game, observe: false, full: true });
        const state = reply.state as GameState;
        for (const id of reply.legal as number[]) {
          if (decodeAction(state, id).type === 'shoot') return { game, shot: id };
        }
        okReply(engine, { cmd: 'step', game, bot: 'greedy', observe: false, legal: false });
      }
      throw new Error('no shot in 2000 actions');
    }

    it('lists outcomes, applies one by index, and applies recorded dice', () => {
      // Arrange
      const engine = new Engine();
      const { game, shot } = gameWithAShot(engine);
      const copy = okReply(engine, { cmd: 'clone', game, observe: false }).game as number;

      // Act
      const outcomes = okReply(engine, { cmd: 'outcomes', game, action: shot }).outcomes as {
        probability: number;
        dice: number[];
      }[];
      const last = outcomes.length - 1;
      const byIndex = okReply(engine, {
        cmd: 'step',
        game,
        action: shot,
        outcome: last,
        hash: true,
      });
      const byDice = okReply(engine, {
        cmd: 'step',
        game: copy,
        action: shot,
        dice: outcomes[last]!.dice,
        hash: true,
      });

      // Assert
      expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      expect(byIndex.dice).toEqual(outcomes[last]!.dice);
      expect(byDice.hash).toBe(byIndex.hash);
    });

    it('refuses dice that run out, are too many, or are not 1..6, changing nothing', () => {
      const engine = new Engine();
      const { game, shot } = gameWithAShot(engine);
      const before = hashOf(engine, game);

      const cases: [unknown, string][] = [
        [[], 'BAD_DICE'],
        [[6, 6, 6, 6, 6], 'BAD_DICE'],
        [[0, 3], 'BAD_FIELD'],
        [[1, 2, 3, 4, 5, 6], 'BAD_FIELD'],
        ['44', 'BAD_FIELD'],
      ];
      for (const [dice, code] of cases) {
        expect(ask(engine, { cmd: 'step', game, action: shot, dice }).error?.code).toBe(code);
      }
      expect(ask(engine, { cmd: 'step', game, action: shot, outcome: 99 }).error?.code).toBe(
        'BAD_FIELD',
      );
      expect(hashOf(engine, game)).toBe(before);
    });
  });

  describe('games by handle', () => {
    it('clones a game whose dice go on identically, and drops it', () => {
      const engine = new Engine();
      const game = okReply(engine, { cmd: 'new', players: 2, seed: 5 }).game as number;
      const copy = okReply(engine, { cmd: 'clone', game }).game as number;
      for (let i = 0; i < 40; i++) {
        const legal = okReply(engine, { cmd: 'state', game, observe: false }).legal as number[];
        if (legal.length === 0) break;
        const id = legal[pickIndex(i, legal.length)]!;
        okReply(engine, { cmd: 'step', game, action: id, observe: false });
        okReply(engine, { cmd: 'step', game: copy, action: id, observe: false });
      }
      expect(hashOf(engine, copy)).toBe(hashOf(engine, game));
      expect(okReply(engine, { cmd: 'drop', game: copy })).toMatchObject({ live: 1 });
      expect(ask(engine, { cmd: 'state', game: copy }).error).toMatchObject({
        code: 'NO_SUCH_GAME',
        field: 'game',
      });
    });

    it('caps the live games', () => {
      const engine = new Engine({ maxGames: 2 });
      okReply(engine, { cmd: 'new', players: 2 });
      okReply(engine, { cmd: 'new', players: 2 });
      expect(ask(engine, { cmd: 'new', players: 2 }).error?.code).toBe('TOO_MANY_GAMES');
      expect(engine.liveGames).toBe(2);
    });

    it('writes the record so far, which replays to the same hash and loads back', () => {
      // Arrange
      const engine = new Engine();
      const game = okReply(engine, { cmd: 'new', players: 2, seed: 11, turnLimit: 3 })
        .game as number;
      for (let i = 0; i < 60; i++) {
        const reply = okReply(engine, { cmd: 'step', game, bot: 'random', observe: false });
        if (reply.status === 'finished') break;
      }

      // Act
      const record = okReply(engine, { cmd: 'record', game }).record;
      const loaded = okReply(engine, { cmd: 'load', record, hash: true });
      const fromText = okReply(engine, { cmd: 'load', record: JSON.stringify(record), hash: true });

      // Assert
      const replayed = replay(record);
      expect(replayed.ok).toBe(true);
      expect(stateHash(replayed.state!)).toBe(hashOf(engine, game));
      expect(loaded.hash).toBe(hashOf(engine, game));
      expect(fromText.hash).toBe(loaded.hash);
    });

    it('refuses a record that does not replay, naming the action', () => {
      const engine = new Engine();
      const reply = ask(engine, {
        cmd: 'load',
        record: {
          format: 'globetrotter-record',
          version: 1,
          options: { players: 2, planets: 1, turnLimit: null },
          rollOff: [2, 1],
          actions: ['p0: place 0', 'p0: place 1'],
        },
      });
      expect(reply.error).toMatchObject({ code: 'BAD_RECORD', record: { index: 1 } });
      expect(engine.liveGames).toBe(0);
    });

    it('ends a game at its turn limit as a truncation with zero rewards', () => {
      const engine = new Engine();
      const game = okReply(engine, { cmd: 'new', players: 2, seed: 2, turnLimit: 1 })
        .game as number;
      let reply: Reply = { ok: true };
      for (let i = 0; i < 200 && reply.status !== 'finished'; i++) {
        reply = okReply(engine, { cmd: 'step', game, bot: 'random', observe: false });
      }
      expect(reply).toMatchObject({ truncated: true, terminated: false, player: null, legal: [] });
      expect(ask(engine, { cmd: 'step', game, action: 0 }).error?.code).toBe('GAME_OVER');
    });
  });

  describe('bots', () => {
    it('suggests an action without changing the game, then plays it', () => {
      const engine = new Engine();
      const game = okReply(engine, { cmd: 'new', players: 2, seed: 4 }).game as number;
      const before = hashOf(engine, game);
      const suggestion = okReply(engine, { cmd: 'bot', game, bot: 'greedy' });
      expect(hashOf(engine, game)).toBe(before);
      expect(suggestion.legal).toBeUndefined();
      const played = okReply(engine, { cmd: 'step', game, bot: 'greedy' });
      expect(played.action).toBe(suggestion.action);
      expect(ask(engine, { cmd: 'bot', game, bot: 'mcts:0' }).error).toMatchObject({
        code: 'BAD_FIELD',
        field: 'bot',
      });
    });
  });

  describe('batches', () => {
    it('steps many games in one message, as single steps would', () => {
      // Arrange
      const batch = new Engine();
      const single = new Engine();
      const games = [1, 2, 3].map(
        (seed) => okReply(batch, { cmd: 'new', players: 2, seed, observe: false }).game as number,
      );
      for (const seed of [1, 2, 3]) okReply(single, { cmd: 'new', players: 2, seed });
      const actions = games.map(() => 0);

      // Act
      const reply = okReply(batch, { cmd: 'steps', games, actions, hash: true });
      const singles = games.map((game) =>
        okReply(single, { cmd: 'step', game, action: 0, hash: true }),
      );

      // Assert
      expect(reply.results).toEqual(singles.map(({ id: _, ok: __, ...rest }) => rest));
    });

    it('refuses a whole batch when one action is illegal, moving no game', () => {
      const engine = new Engine();
      for (const seed of [1, 2]) okReply(engine, { cmd: 'new', players: 2, seed });
      const before = [hashOf(engine, 1), hashOf(engine, 2)];
      const reply = ask(engine, { cmd: 'steps', games: [1, 2], actions: [0, 6000] });
      expect(reply.error).toMatchObject({ code: 'ILLEGAL_ACTION', field: 'actions[1]' });
      expect(ask(engine, { cmd: 'steps', games: [1, 1], actions: [0, 1] }).error?.field).toBe(
        'games[1]',
      );
      expect([hashOf(engine, 1), hashOf(engine, 2)]).toEqual(before);
    });

    it('frames observations and legal ids as little-endian blocks after a header line', () => {
      // Arrange
      const engine = new Engine();
      for (const seed of [1, 2]) okReply(engine, { cmd: 'new', players: 2, seed });

      // Act
      const chunks = engine.handle(
        JSON.stringify({ id: 5, cmd: 'steps', games: [1, 2], actions: [0, 3], binary: true }),
      );

      // Assert
      const header = JSON.parse(chunks[0] as string);
      const obs = chunks[1] as Uint8Array;
      const legal = chunks[2] as Uint8Array;
      expect(header.binary.observations).toMatchObject({
        bytes: obs.length,
        lengths: [1405, 1405],
      });
      expect(header.binary.legal.bytes).toBe(legal.length);
      const ids = new Int32Array(legal.slice().buffer);
      const counts = header.binary.legal.counts as number[];
      expect(Array.from(ids.subarray(0, counts[0]))).toEqual(
        okReply(engine, { cmd: 'state', game: 1 }).legal,
      );
      const floats = new Float32Array(obs.slice().buffer);
      expect(Array.from(floats.subarray(1405))).toEqual(
        okReply(engine, { cmd: 'state', game: 2 }).observation,
      );
      expect(header.results[0].observation).toBeUndefined();
    });

    it('answers a columnar batch with the same results as the JSON-header framing', () => {
      // Arrange: two engines with the same games, one asked for columns.
      const engines = [new Engine(), new Engine()];
      for (const engine of engines) {
        okReply(engine, { cmd: 'new', players: 2, seed: 1, turnLimit: 1 });
        okReply(engine, { cmd: 'new', players: 3, seed: 2 });
      }
      const [plain, columnar] = engines as [Engine, Engine];
      for (let step = 0; step < 40; step++) {
        const actions = [1, 2].map((game) => {
          const legal = okReply(plain, { cmd: 'state', game, observe: false }).legal as number[];
          return legal[pickIndex(step, legal.length)]!;
        });
        const request = { cmd: 'steps', games: [1, 2], actions, reset: true, binary: true };

        // Act
        const chunks = plain.handle(JSON.stringify({ id: step, ...request }));
        const reply = columnar.handle(JSON.stringify({ id: step, ...request, columns: true }));

        // Assert
        expect(reply).toHaveLength(1);
        const cols = decodeColumns(reply[0] as Uint8Array);
        expect(cols.header).toMatchObject({ id: step, ok: true, games: 2 });
        const header = JSON.parse(chunks[0] as string);
        const results = header.results as {
          player: number | null;
          action: number;
          turn: number;
          status: string;
          terminated: boolean;
          truncated: boolean;
          reset?: boolean;
          rewards: number[];
          inGame: boolean[];
          dice: number[];
        }[];
        const seats = [2, 3];
        let rewardAt = 0;
        let diceAt = 0;
        let legalAt = 0;
        results.forEach((r, i) => {
          expect(cols.player[i]).toBe(r.player ?? -1);
          expect(cols.action[i]).toBe(r.action);
          expect(cols.turn[i]).toBe(r.turn);
          expect(cols.status[i]).toBe(['setup', 'playing', 'finished'].indexOf(r.status));
          const flags = cols.flags[i]!;
          expect([!!(flags & 1), !!(flags & 2), !!(flags & 4)]).toEqual([
            r.terminated,
            r.truncated,
            r.reset === true,
          ]);
          expect(Array.from(cols.rewards.subarray(rewardAt, rewardAt + seats[i]!))).toEqual(
            r.rewards,
          );
          expect(Array.from(cols.inGame.subarray(rewardAt, rewardAt + seats[i]!))).toEqual(
            r.inGame.map(Number),
          );
          rewardAt += seats[i]!;
          expect(Array.from(cols.dice.subarray(diceAt, diceAt + cols.diceCount[i]!))).toEqual(
            r.dice,
          );
          diceAt += cols.diceCount[i]!;
          expect(cols.legalCount[i]).toBe(header.binary.legal.counts[i]);
          legalAt += cols.legalCount[i]!;
        });
        expect(legalAt).toBe(cols.legal.length);
        expect(new Uint8Array(cols.legal.slice().buffer)).toEqual(chunks[2]);
        expect(new Uint8Array(cols.observations.slice().buffer)).toEqual(chunks[1]);
      }
      for (const game of [1, 2]) expect(hashOf(columnar, game)).toBe(hashOf(plain, game));
    });

    it('leaves out observations and legal ids from columns when asked', () => {
      const engine = new Engine();
      okReply(engine, { cmd: 'new', players: 2, seed: 1 });
      const reply = engine.handle(
        JSON.stringify({
          cmd: 'steps',
          games: [1],
          actions: [0],
          binary: true,
          columns: true,
          observe: false,
          legal: false,
        }),
      );
      const cols = decodeColumns(reply[0] as Uint8Array);
      expect(cols.observations).toHaveLength(0);
      expect(cols.legal).toHaveLength(0);
      expect(Array.from(cols.legalCount)).toEqual([0]);
      expect(cols.player[0]).toBeGreaterThanOrEqual(0);
    });

    it('resets finished games when asked, reporting the end and the fresh start', () => {
      const engine = new Engine();
      const game = okReply(engine, { cmd: 'new', players: 2, seed: 8, turnLimit: 1 })
        .game as number;
      let result: Record<string, unknown> = {};
      for (let i = 0; i < 300 && result.reset !== true; i++) {
        const legal = okReply(engine, { cmd: 'state', game, observe: false }).legal as number[];
        const reply = okReply(engine, {
          cmd: 'steps',
          games: [game],
          actions: [legal[legal.length - 1]],
          reset: true,
          observe: false,
        });
        result = (reply.results as Record<string, unknown>[])[0]!;
      }
      expect(result).toMatchObject({ reset: true, truncated: true, status: 'setup', turn: 0 });
      expect(okReply(engine, { cmd: 'record', game }).record).toMatchObject({ seed: '8#1' });
    });
  });

  describe('bad and hostile requests', () => {
    const lines: [string, string, string?][] = [
      ['not json', 'BAD_JSON'],
      ['[1,2]', 'BAD_REQUEST'],
      ['null', 'BAD_REQUEST'],
      ['"hello"', 'BAD_REQUEST'],
      ['{}', 'MISSING_FIELD', 'cmd'],
      ['{"cmd":"fly"}', 'UNKNOWN_COMMAND', 'cmd'],
      ['{"cmd":"toString"}', 'UNKNOWN_COMMAND', 'cmd'],
      ['{"cmd":"__proto__"}', 'UNKNOWN_COMMAND', 'cmd'],
      ['{"cmd":"hello","__proto__":{"ok":true}}', 'UNKNOWN_FIELD', '__proto__'],
      ['{"cmd":"hello","constructor":1}', 'UNKNOWN_FIELD', 'constructor'],
      ['{"cmd":"new","players":"2"}', 'BAD_FIELD', 'players'],
      ['{"cmd":"new","players":7}', 'BAD_FIELD', 'players'],
      ['{"cmd":"new","players":2.5}', 'BAD_FIELD', 'players'],
      ['{"cmd":"new","players":2,"ruleset":"1999-01"}', 'BAD_FIELD', 'ruleset'],
      ['{"cmd":"new","players":2,"ruleset":"2024-13"}', 'BAD_FIELD', 'ruleset'],
      ['{"cmd":"new","players":2,"ruleset":"2026-06","planets":2}', 'BAD_FIELD', 'planets'],
      ['{"cmd":"new","players":2,"turnLimit":0}', 'BAD_FIELD', 'turnLimit'],
      ['{"cmd":"new","players":2,"seed":{}}', 'BAD_FIELD', 'seed'],
      ['{"cmd":"new","players":2,"planets":1e9}', 'BAD_FIELD', 'planets'],
      ['{"cmd":"step","game":1}', 'MISSING_FIELD', 'action'],
      ['{"cmd":"step","game":1,"action":0,"bot":"random"}', 'MISSING_FIELD', 'action'],
      ['{"cmd":"step","game":1,"action":-1}', 'BAD_FIELD', 'action'],
      ['{"cmd":"step","game":1,"action":1e300}', 'BAD_FIELD', 'action'],
      ['{"cmd":"step","game":1,"action":"\\u001b[2J"}', 'BAD_FIELD', 'action'],
      ['{"cmd":"step","game":1,"action":0,"dice":[1],"outcome":0}', 'BAD_FIELD', 'outcome'],
      ['{"cmd":"step","game":99,"action":0}', 'NO_SUCH_GAME', 'game'],
      ['{"cmd":"step","game":"1","action":0}', 'BAD_FIELD', 'game'],
      ['{"cmd":"steps","games":[1],"actions":[]}', 'BAD_FIELD', 'actions'],
      ['{"cmd":"steps","games":{"length":1},"actions":[0]}', 'BAD_FIELD', 'games'],
      ['{"cmd":"steps","games":[1],"actions":[[0]]}', 'BAD_FIELD', 'actions[0]'],
      ['{"cmd":"steps","games":[1],"actions":[0],"columns":true}', 'BAD_FIELD', 'columns'],
      [
        '{"cmd":"steps","games":[1],"actions":[0],"binary":false,"columns":true}',
        'BAD_FIELD',
        'columns',
      ],
      [
        '{"cmd":"steps","games":[1],"actions":[0],"binary":true,"columns":1}',
        'BAD_FIELD',
        'columns',
      ],
      [
        '{"cmd":"steps","games":[1],"actions":[6000],"binary":true,"columns":true}',
        'ILLEGAL_ACTION',
        'actions[0]',
      ],
      ['{"cmd":"steps","games":[7],"actions":[0],"binary":true,"columns":true}', 'NO_SUCH_GAME'],
      ['{"cmd":"load","record":{"format":"x"}}', 'BAD_RECORD', 'record'],
      ['{"cmd":"load","record":"{"}', 'BAD_RECORD', 'record'],
      ['{"cmd":"observe","game":1,"player":2}', 'BAD_FIELD', 'player'],
      ['{"id":{"a":1},"cmd":"hello"}', 'BAD_FIELD', 'id'],
      [`{"cmd":"bot","game":1,"bot":"${'x'.repeat(100)}"}`, 'BAD_FIELD', 'bot'],
      [
        `{"cmd":"new","players":2,"seed":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
        'BAD_FIELD',
        'seed',
      ],
      [`{"cmd":"steps","games":[${'1,'.repeat(10_000)}1],"actions":[]}`, 'BAD_FIELD', 'games'],
      [
        '{"cmd":"load","record":{"__proto__":{"format":"globetrotter-record"}}}',
        'BAD_RECORD',
        'record',
      ],
    ];

    it.each(lines.map(([line, code, field]) => [line.slice(0, 80), code, line, field] as const))(
      'answers %s with %s and changes no game',
      (_, code, line, field) => {
        // Arrange
        const engine = new Engine();
        okReply(engine, { cmd: 'new', players: 2, seed: 1 });
        const before = hashOf(engine, 1);

        // Act
        const reply = ask(engine, line);

        // Assert
        expect(reply.ok).toBe(false);
        expect(reply.error?.code).toBe(code);
        if (field !== undefined) expect(reply.error?.field).toBe(field);
        expect(hashOf(engine, 1)).toBe(before);
        expect(engine.liveGames).toBe(1);
        expect(Object.prototype).not.toHaveProperty('ok');
      },
    );

    it('echoes a request id on errors, and escapes what it echoes', () => {
      const engine = new Engine();
      const reply = ask(engine, { id: 'q\u202e', cmd: 'hello', 'bad\u001bkey': 1 });
      expect(reply.id).toBe('q\u202e');
      expect(reply.error?.message).not.toContain('\u001b');
      expect(reply.error?.message).toContain('\\u001b');
    });

    it('has a test for every command', () => {
      expect(ENGINE_COMMANDS).toEqual([
        'hello',
        'new',
        'load',
        'clone',
        'drop',
        'state',
        'observe',
        'step',
        'steps',
        'outcomes',
        'validate',
        'bot',
        'record',
        'render',
        'tournament_plan',
        'tournament_games',
        'tournament_summary',
      ]);
    });
  });

  it('renders a game as renderText draws it, and says its ruleset bounds on new and load', () => {
    // Arrange
    const engine = new Engine();
    const made = okReply(engine, { cmd: 'new', players: 3, seed: 4, ruleset: '2026-06' });
    const game = made.game as number;
    okReply(engine, { cmd: 'step', game, bot: 'random' });
    const state = okReply(engine, { cmd: 'state', game, full: true }).state as GameState;
    const record = okReply(engine, { cmd: 'record', game }).record;

    // Act
    const rendered = okReply(engine, { cmd: 'render', game });
    const loaded = okReply(engine, { cmd: 'load', record });

    // Assert
    expect(rendered.text).toBe(renderText(state));
    expect(rendered.text).toContain('turn');
    expect(made).toMatchObject({ maxActionsPerTurn: 4, maxDicePerAction: 22 });
    expect(loaded).toMatchObject({ maxActionsPerTurn: 4, maxDicePerAction: 22 });
    expect(okReply(engine, { cmd: 'new', players: 2 })).toMatchObject({
      maxActionsPerTurn: rulesetOf(createGame({ players: 2 }, createRng(0))).maxActionsPerTurn,
    });
  });

  it('plays a legal game to the end through random bot steps (smoke: no internal errors)', () => {
    const engine = new Engine();
    const game = okReply(engine, { cmd: 'new', players: 6, seed: 'six', turnLimit: 5 })
      .game as number;
    let reply: Reply = { ok: true };
    let returns = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 3000 && reply.status !== 'finished'; i++) {
      reply = okReply(engine, { cmd: 'step', game, bot: 'random', observe: false });
      returns = returns.map((r, p) => r + (reply.rewards as number[])[p]!);
    }
    expect(reply.status).toBe('finished');
    for (const r of returns) expect([-1, 0, 1]).toContain(r);
    expect(legalActions).toBeDefined();
  });
});
