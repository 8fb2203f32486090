import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectMatches, type MatchConnection, type MatchUpdate } from '../../src/client/index.js';
import { legalActions } from '../../src/index.js';
import { createMemoryStore } from '../../src/server/memory-store.js';
import { type MatchServer, startMatchServer } from '../../src/server/server.js';

// The browser client against a real server (Node 20 has no global WebSocket: ws's is given).

const open: (MatchServer | MatchConnection)[] = [];
afterEach(async () => {
  for (const c of open.splice(0).reverse()) await c.close();
});

async function setup() {
  const server = await startMatchServer({ store: createMemoryStore(), port: 0 });
  open.push(server);
  const connect = async () => {
    const c = await connectMatches(server.url, {
      WebSocket: WebSocket as unknown as new (url: string) => globalThis.WebSocket,
    });
    open.push(c);
    return c;
  };
  return { server, connect };
}

describe('globetrotter/client', () => {
  it('creates, joins, subscribes and submits; refusals reject with the code', async () => {
    const { connect } = await setup();
    const [a, b] = [await connect(), await connect()];
    const created = await a.createMatch({ players: 2, turnLimit: 10 });
    const seats = [await a.join(created.matchId, 'Ada'), await b.join(created.matchId, 'Bo')];
    const updates: MatchUpdate[] = [];
    const now = await b.subscribe(created.matchId, (u) => updates.push(u));
    expect(now.summary.phase).toBe('playing');
    const toAct = now.state.currentPlayer;
    const mine = seats.find((s) => s.seat === toAct)!;
    const theirs = seats.find((s) => s.seat !== toAct)!;
    await expect(b.submit(theirs, legalActions(now.state)[0]!)).rejects.toMatchObject({
      code: 'NOT_YOUR_TURN',
    });
    const accepted = await a.submit(mine, legalActions(now.state)[0]!);
    expect(accepted).toMatchObject({ index: 0, duplicate: false });
    const state = await b.getState(created.matchId);
    expect(state.hash).toBe(accepted.hash);
    while (updates.length === 0) await new Promise((r) => setTimeout(r, 5));
    expect(updates[0]).toMatchObject({ index: 0, hash: accepted.hash });
    expect((await a.listMatches()).map((m) => m.matchId)).toEqual([created.matchId]);
    await expect(a.getMatch('nope')).rejects.toMatchObject({ code: 'NO_SUCH_MATCH' });
  });
});
