import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord, GameState } from '../../src/index.js';
import { createMemoryStore } from '../../src/server/memory-store.js';
import { type MatchServer, startMatchServer } from '../../src/server/server.js';
import { pickAction, reducerGame, stateHash } from './_helpers.js';
import { lobby, type Message, TestSocket } from './_net.js';

// A real server on 127.0.0.1 (port 0) and real `ws` clients. Every server and socket is closed
// after each test.

const servers: MatchServer[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(limits = {}): Promise<MatchServer> {
  const server = await startMatchServer({ store: createMemoryStore(), port: 0, limits });
  servers.push(server);
  return server;
}

async function socket(server: MatchServer): Promise<TestSocket> {
  const s = await TestSocket.open(`${server.url.replace('http', 'ws')}/socket`);
  sockets.push(s);
  return s;
}

/** A match with two players joined through the lobby. */
async function match(server: MatchServer, options: Record<string, unknown> = {}) {
  const created = await lobby(server.url, 'POST', '/matches', {
    players: 2,
    turnLimit: 20,
    ...options,
  });
  expect(created.status).toBe(201);
  const matchId = created.body.matchId as string;
  const seats = [];
  for (const name of ['Ada', 'Bo']) {
    const joined = await lobby(server.url, 'POST', `/matches/${matchId}/join`, { name });
    expect(joined.status).toBe(200);
    seats.push(joined.body as { seat: number; credential: string });
  }
  return { matchId, seats };
}

async function stateOf(server: MatchServer, matchId: string) {
  const { body } = await lobby(server.url, 'GET', `/matches/${matchId}/state`);
  return body as { state: GameState; hash: string; actions: number };
}

describe('match server: a whole game over sockets', () => {
  it('two clients play to the end; the record is the same game through the reducer', async () => {
    const server = await start();
    const { matchId, seats } = await match(server);
    const clients = [await socket(server), await socket(server)];
    const watcher = await socket(server);
    for (const c of [...clients, watcher]) {
      const sub = await c.request({ type: 'subscribe', matchId }, 'subscribed');
      expect(sub.type).toBe('subscribed');
    }
    let state = (await stateOf(server, matchId)).state;
    const seqs = [1, 1];
    let updates = 0;
    for (let i = 0; state.status !== 'finished'; i++) {
      const seat = state.currentPlayer;
      const answer = await clients[seat]!.request({
        type: 'submit',
        matchId,
        seat,
        credential: seats[seat]!.credential,
        seq: seqs[seat]!++,
        action: pickAction(state, i * 5 + 1),
      });
      expect(answer).toMatchObject({ type: 'accepted', index: i, duplicate: false });
      // The spectator hears of every action, with the state after it.
      const update = await watcher.next((m) => m.type === 'update');
      expect(update.index).toBe(i);
      expect(update.hash).toBe(answer.hash);
      state = update.state as GameState;
      updates++;
    }
    const record = (await lobby(server.url, 'GET', `/matches/${matchId}/record`))
      .body as unknown as GameRecord;
    expect(record.actions.length).toBe(updates);
    expect(record.seed).toEqual(expect.any(String));
    expect(stateHash(reducerGame(record))).toBe(stateHash(state));
  });

  it('seats bots that play on the server', async () => {
    const server = await start();
    const created = await lobby(server.url, 'POST', '/matches', {
      players: 3,
      turnLimit: 3,
      seats: [null, 'greedy', 'mcts:20'],
    });
    const matchId = created.body.matchId as string;
    const me = (await lobby(server.url, 'POST', `/matches/${matchId}/join`, { name: 'Ada' })).body;
    const client = await socket(server);
    let last = (await client.request({ type: 'subscribe', matchId }, 'subscribed')) as Message;
    let state = last.state as GameState;
    let seq = 1;
    for (let i = 0; state.status !== 'finished'; i++) {
      if (state.currentPlayer === me.seat) {
        const answer = await client.request({
          type: 'submit',
          matchId,
          seat: me.seat,
          credential: me.credential,
          seq: seq++,
          action: pickAction(state, i),
        });
        expect(answer.type).toBe('accepted');
      }
      last = await client.next((m) => m.type === 'update');
      state = last.state as GameState;
    }
    const record = (await lobby(server.url, 'GET', `/matches/${matchId}/record`))
      .body as unknown as GameRecord;
    expect(record.players).toEqual(['Ada', 'greedy', 'mcts:20']);
    expect(stateHash(reducerGame(record))).toBe(last.hash);
  });
});

describe('match server: the lobby', () => {
  it('lists, shows and refuses', async () => {
    const server = await start();
    const { matchId } = await match(server);
    const list = await lobby(server.url, 'GET', '/matches');
    expect((list.body.matches as { matchId: string }[]).map((m) => m.matchId)).toEqual([matchId]);
    const one = await lobby(server.url, 'GET', `/matches/${matchId}`);
    expect(one.body).toMatchObject({ phase: 'playing', seats: [{ name: 'Ada' }, { name: 'Bo' }] });
    expect(JSON.stringify(one.body)).not.toMatch(/credential/);
    expect((await lobby(server.url, 'POST', '/matches', '{"players":')).body).toMatchObject({
      error: { code: 'BAD_JSON' },
    });
    expect((await lobby(server.url, 'POST', '/matches', 'x'.repeat(70_000))).status).toBe(413);
    expect((await lobby(server.url, 'GET', '/matches/nope/state')).status).toBe(404);
    expect((await lobby(server.url, 'GET', '/nowhere')).status).toBe(404);
    const full = await lobby(server.url, 'POST', `/matches/${matchId}/join`, { name: 'Cy' });
    expect(full.body).toMatchObject({ error: { code: 'NO_SUCH_SEAT' } });
  });
});

describe('match server: hostile clients are refused and change nothing', () => {
  /** Sends `message` on `client` and expects `code`; the match's state is unchanged after. */
  async function refused(
    server: MatchServer,
    client: TestSocket,
    matchId: string,
    message: unknown,
    code: string,
  ) {
    const before = await stateOf(server, matchId);
    client.send(message);
    const answer = await client.next((m) => m.type === 'error');
    expect(answer.error).toMatchObject({ code });
    const after = await stateOf(server, matchId);
    expect(after.hash).toBe(before.hash);
    expect(after.actions).toBe(before.actions);
  }

  it('a wrong or missing credential, another seat, forged dice, a replayed seq', async () => {
    const server = await start();
    const { matchId, seats } = await match(server);
    const other = await match(server);
    const client = await socket(server);
    const { state } = await stateOf(server, matchId);
    const seat = state.currentPlayer;
    const action = pickAction(state, 0);
    const base = { type: 'submit', matchId, seat, seq: 1, action };
    await refused(
      server,
      client,
      matchId,
      { ...base, credential: 'A'.repeat(43) },
      'BAD_CREDENTIAL',
    );
    await refused(server, client, matchId, base, 'BAD_CREDENTIAL');
    await refused(
      server,
      client,
      matchId,
      { ...base, credential: seats[1 - seat]!.credential },
      'BAD_CREDENTIAL',
    );
    await refused(
      server,
      client,
      matchId,
      { ...base, credential: other.seats[seat]!.credential },
      'BAD_CREDENTIAL',
    );
    await refused(
      server,
      client,
      matchId,
      { ...base, seat: 1 - seat, credential: seats[1 - seat]!.credential },
      'NOT_YOUR_TURN',
    );
    await refused(
      server,
      client,
      matchId,
      { ...base, credential: seats[seat]!.credential, dice: [6, 6, 6] },
      'DICE_FORBIDDEN',
    );
    const ok = await client.request({ ...base, credential: seats[seat]!.credential });
    expect(ok).toMatchObject({ type: 'accepted', index: 0 });
    const before = await stateOf(server, matchId);
    const again = await client.request({ ...base, credential: seats[seat]!.credential });
    expect(again).toMatchObject({ type: 'accepted', index: 0, duplicate: true, hash: ok.hash });
    expect((await stateOf(server, matchId)).actions).toBe(before.actions);
    // The other match is served all along.
    const o = await stateOf(server, other.matchId);
    const s = o.state.currentPlayer;
    const served = await client.request({
      type: 'submit',
      matchId: other.matchId,
      seat: s,
      credential: other.seats[s]!.credential,
      seq: 1,
      action: pickAction(o.state, 0),
    });
    expect(served.type).toBe('accepted');
  });

  it('malformed messages: not JSON, binary, unknown type or field, __proto__', async () => {
    const server = await start();
    const { matchId, seats } = await match(server);
    const client = await socket(server);
    const seat = (await stateOf(server, matchId)).state.currentPlayer;
    const credential = seats[seat]!.credential;
    await refused(server, client, matchId, '{"type":"submit",', 'BAD_JSON');
    await refused(server, client, matchId, 'null', 'BAD_MESSAGE');
    await refused(server, client, matchId, { type: 'shout' }, 'BAD_MESSAGE');
    await refused(
      server,
      client,
      matchId,
      { type: 'submit', matchId, seat, credential, seq: 1, action: {}, x: 1 },
      'BAD_MESSAGE',
    );
    await refused(
      server,
      client,
      matchId,
      `{"type":"submit","matchId":"${matchId}","seat":${seat},"credential":"${credential}","seq":1,"action":{"type":"pass"},"__proto__":{"dice":[6]}}`,
      'BAD_MESSAGE',
    );
    await refused(
      server,
      client,
      matchId,
      { type: 'submit', matchId, seat, credential, seq: 1, action: 'fly away' },
      'ILLEGAL_ACTION',
    );
    await refused(
      server,
      client,
      matchId,
      { type: 'submit', matchId, seat, credential, seq: -1, action: 'pass' },
      'BAD_MESSAGE',
    );
    const before = await stateOf(server, matchId);
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await client.next((m) => m.type === 'error')).error).toMatchObject({
      code: 'BAD_MESSAGE',
    });
    expect((await stateOf(server, matchId)).hash).toBe(before.hash);
    expect((await client.request({ type: 'ping' }, 'pong')).type).toBe('pong');
  });

  it('an oversized frame closes that socket only', async () => {
    const server = await start({ maxMessageBytes: 1024 });
    const { matchId } = await match(server);
    const big = await socket(server);
    const other = await socket(server);
    const before = await stateOf(server, matchId);
    big.send({ type: 'subscribe', matchId: 'x'.repeat(2000) });
    expect((await big.closed).code).toBe(1009);
    expect((await other.request({ type: 'subscribe', matchId }, 'subscribed')).type).toBe(
      'subscribed',
    );
    expect((await stateOf(server, matchId)).hash).toBe(before.hash);
  });

  it('a flood of submissions is refused past the rate, and the rest are served', async () => {
    const server = await start({ actionsPerSecond: 3 });
    const { matchId, seats } = await match(server);
    const flood = await socket(server);
    const seat = (await stateOf(server, matchId)).state.currentPlayer;
    // Wrong credentials: each would be refused anyway; the rate limit answers first past 3.
    for (let i = 1; i <= 50; i++) {
      flood.send({
        type: 'submit',
        matchId,
        seat,
        credential: 'B'.repeat(43),
        seq: i,
        action: 'pass',
      });
    }
    const answers: Message[] = [];
    for (let i = 0; i < 50; i++) answers.push(await flood.next((m) => m.type === 'error'));
    const limited = answers.filter((a) => (a.error as { code: string }).code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(40);
    // Another socket is served.
    const fine = await socket(server);
    const { state } = await stateOf(server, matchId);
    const ok = await fine.request({
      type: 'submit',
      matchId,
      seat,
      credential: seats[seat]!.credential,
      seq: 1,
      action: pickAction(state, 0),
    });
    expect(ok.type).toBe('accepted');
  });

  it('refuses sockets past the limit and closes idle ones', async () => {
    const server = await start({ maxConnections: 2, idleTimeoutMs: 50 });
    const a = await socket(server);
    await socket(server);
    await expect(TestSocket.open(`${server.url.replace('http', 'ws')}/socket`)).rejects.toThrow(
      /503/,
    );
    expect((await a.closed).code).toBe(1001);
  });
});
