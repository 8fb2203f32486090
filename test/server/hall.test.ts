import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAction, legalActions, replay } from '../../src/index.js';
import { createMatchHall, type MatchHall } from '../../src/server/hall.js';
import type { MatchUpdate } from '../../src/server/match.js';
import { createMemoryStore } from '../../src/server/memory-store.js';
import { openSqliteStore } from '../../src/server/sqlite-store.js';
import type { MatchStore } from '../../src/server/store.js';
import { expectPrintable } from '../rules/_helpers/hostile.js';
import { pickAction, reducerGame, seededGame, stateHash } from './_helpers.js';

const open: { hall: MatchHall; store: MatchStore }[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const { hall, store } of open.splice(0)) {
    hall.close();
    store.close();
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function hallOn(store: MatchStore = createMemoryStore()): MatchHall {
  const hall = createMatchHall({ store });
  open.push({ hall, store });
  return hall;
}

function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gt-server-'));
  dirs.push(dir);
  return join(dir, 'games.sqlite');
}

/** A two-player match with both seats joined. */
function twoPlayers(hall: MatchHall, turnLimit = 20) {
  const { matchId } = hall.createMatch({ players: 2, turnLimit });
  const a = hall.joinMatch(matchId, { name: 'Ada' });
  const b = hall.joinMatch(matchId, { name: 'Bo' });
  return { matchId, creds: [a.credential, b.credential] };
}

/** Plays `n` actions (or to the end), each by the seat to act; returns the next seq per seat. */
function play(hall: MatchHall, matchId: string, creds: string[], n = Infinity, seqs = [1, 1]) {
  for (let i = 0; i < n; i++) {
    const { state } = hall.matchState(matchId);
    if (state.status === 'finished') break;
    const seat = state.currentPlayer;
    hall.submit(matchId, {
      seat,
      credential: creds[seat]!,
      seq: seqs[seat]!++,
      action: pickAction(state, i * 7 + 3),
    });
  }
  return seqs;
}

describe('MatchHall: a whole game', () => {
  it('plays to the end; its record is the same game through the reducer', () => {
    const hall = hallOn();
    const { matchId, creds } = twoPlayers(hall);
    const updates: MatchUpdate[] = [];
    hall.subscribe(matchId, (u) => updates.push(u));
    play(hall, matchId, creds);
    const { state, hash } = hall.matchState(matchId);
    expect(state.status).toBe('finished');
    const record = hall.matchRecord(matchId);
    expect(record.actions.length).toBe(updates.length);
    expect(updates.map((u) => u.index)).toEqual(record.actions.map((_, i) => i));
    expect(stateHash(reducerGame(record))).toBe(hash);
    // The seed, told at the end, rolls the same dice.
    expect(stateHash(seededGame(record))).toBe(hash);
    expect(replay(record).ok).toBe(true);
  });

  it('hides the seed until the match is finished', () => {
    const hall = hallOn();
    const { matchId, creds } = twoPlayers(hall);
    play(hall, matchId, creds, 3);
    expect(hall.matchRecord(matchId).seed).toBeUndefined();
    expect(JSON.stringify(hall.matchState(matchId))).not.toContain('seed');
  });

  it('accepts notation', () => {
    const hall = hallOn();
    const { matchId, creds } = twoPlayers(hall);
    const { state } = hall.matchState(matchId);
    const action = legalActions(state)[0]!;
    const seat = state.currentPlayer;
    const r = hall.submit(matchId, {
      seat,
      credential: creds[seat]!,
      seq: 1,
      action: formatAction(action),
    });
    expect(r).toMatchObject({ index: 0, duplicate: false });
  });
});

describe('MatchHall: refusals change nothing', () => {
  function refused(hall: MatchHall, matchId: string, request: unknown, code: string) {
    const before = hall.matchState(matchId).hash;
    const actions = hall.matchRecord(matchId).actions.length;
    expect(() => hall.submit(matchId, request)).toThrow(expect.objectContaining({ code }));
    expect(hall.matchState(matchId).hash).toBe(before);
    expect(hall.matchRecord(matchId).actions.length).toBe(actions);
  }

  it("refuses a wrong, missing or other seat's credential", () => {
    const hall = hallOn();
    const { matchId, creds } = twoPlayers(hall);
    const seat = hall.matchState(matchId).state.currentPlayer;
    const action = pickAction(hall.matchState(matchId).state, 0);
    refused(hall, matchId, { seat, credential: 'x'.repeat(43), seq: 1, action }, 'BAD_CREDENTIAL');
    refused(hall, matchId, { seat, seq: 1, action }, 'BAD_CREDENTIAL');
    refused(hall, matchId, { seat, credential: creds[1 - seat], seq: 1, action }, 'BAD_CREDENTIAL');
  });

  it('refuses the seat not to act, and an action naming another player', () => {
    const hall = hallOn();
    const { matchId, creds } = twoPlayers(hall);
    const { state } = hall.matchState(matchId);
    const other = 1 - state.currentPlayer;
    const action = pickAction(state, 0);
    refused(
      hall,
      matchId,
      { seat: other, credential: creds[other], seq: 1, action },
      'NOT_YOUR_TURN',
    );
    const seat = state.currentPlayer;
    refused(
      hall,
      matchId,
      { seat, credential: creds[seat], seq: 1, action: { ...action, player: other } },
      'NOT_YOUR_TURN',
    );
  });

  it('refuses a forged dice field', () => {
    const hall = hallOn();
    const { matchId, creds } = twoPlayers(hall);
    const { state } = hall.matchState(matchId);
    const seat = state.currentPlayer;
    const action = pickAction(state, 0);
    refused(
      hall,
      matchId,
      { seat, credential: creds[seat], seq: 1, action, dice: [6, 6] },
      'DICE_FORBIDDEN',
    );
  });

  it('answers a replayed seq with the stored result, applying nothing', () => {
    const hall = hallOn();
    const { matchId, creds } = twoPlayers(hall);
    const { state } = hall.matchState(matchId);
    const seat = state.currentPlayer;
    const request = { seat, credential: creds[seat], seq: 1, action: pickAction(state, 0) };
    const first = hall.submit(matchId, request);
    const hashAfter = hall.matchState(matchId).hash;
    expect(hall.submit(matchId, request)).toEqual({ ...first, duplicate: true });
    expect(hall.matchState(matchId).hash).toBe(hashAfter);
    expect(hall.matchRecord(matchId).actions.length).toBe(1);
  });

  it("refuses a seq below the seat's last that was never accepted", () => {
    const hall = hallOn();
    const { matchId, creds } = twoPlayers(hall);
    play(hall, matchId, creds, 6, [5, 5]);
    const { state } = hall.matchState(matchId);
    const seat = state.currentPlayer;
    refused(
      hall,
      matchId,
      { seat, credential: creds[seat], seq: 2, action: pickAction(state, 0) },
      'STALE_SEQ',
    );
  });

  it("refuses illegal and malformed actions with the library's code and rule", () => {
    const hall = hallOn();
    const { matchId, creds } = twoPlayers(hall);
    const seat = hall.matchState(matchId).state.currentPlayer;
    const base = { seat, credential: creds[seat], seq: 1 };
    refused(hall, matchId, { ...base, action: { type: 'fly' } }, 'ILLEGAL_ACTION');
    refused(hall, matchId, { ...base, action: 'teleport home' }, 'ILLEGAL_ACTION');
    refused(
      hall,
      matchId,
      { ...base, action: { type: 'place', planet: 0, space: 999 } },
      'ILLEGAL_ACTION',
    );
    try {
      hall.submit(matchId, { ...base, action: { type: 'fly' } });
    } catch (e) {
      expect(e).toMatchObject({
        body: { illegal: { code: 'MALFORMED_ACTION', rule: 'action-format' } },
      });
    }
    refused(hall, matchId, { ...base, action: 5 }, 'BAD_MESSAGE');
    refused(hall, matchId, { ...base, action: {}, extra: 1 }, 'BAD_MESSAGE');
    refused(
      hall,
      matchId,
      JSON.parse(
        `{"seat":${seat},"credential":"${creds[seat]}","seq":1,"action":{},"__proto__":{}}`,
      ),
      'BAD_MESSAGE',
    );
  });

  it('waits for every seat before play; leaving revokes the credential', () => {
    const hall = hallOn();
    const { matchId } = hall.createMatch({ players: 2 });
    const a = hall.joinMatch(matchId, { name: 'Ada' });
    const { state } = hall.matchState(matchId);
    const request = {
      seat: a.seat,
      credential: a.credential,
      seq: 1,
      action: pickAction(state, 0),
    };
    refused(hall, matchId, request, 'NOT_STARTED');
    expect(() => hall.joinMatch(matchId, { name: 'X', seat: a.seat })).toThrow(
      expect.objectContaining({ code: 'SEAT_TAKEN' }),
    );
    hall.leaveMatch(matchId, { seat: a.seat, credential: a.credential });
    expect(hall.matchSummary(matchId).seats[a.seat]).toEqual({
      seat: a.seat,
      kind: 'open',
      name: null,
    });
    expect(() => hall.leaveMatch(matchId, { seat: a.seat, credential: a.credential })).toThrow(
      expect.objectContaining({ code: 'BAD_CREDENTIAL' }),
    );
  });

  it('refuses bad match options and unknown matches', () => {
    const hall = hallOn();
    for (const bad of [
      {},
      { players: 7 },
      { players: 2, seats: ['gpt'] },
      { players: 2, colour: 1 },
    ]) {
      expect(() => hall.createMatch(bad)).toThrow(expect.objectContaining({ code: 'BAD_MESSAGE' }));
    }
    expect(() => hall.matchState('nope')).toThrow(
      expect.objectContaining({ code: 'NO_SUCH_MATCH' }),
    );
    expect(hall.listMatches()).toEqual([]);
  });

  it('refuses more matches than the limit', () => {
    const store = createMemoryStore();
    const hall = createMatchHall({ store, limits: { maxMatches: 2 } });
    open.push({ hall, store });
    hall.createMatch({ players: 2 });
    hall.createMatch({ players: 2 });
    expect(() => hall.createMatch({ players: 2 })).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_MATCHES' }),
    );
  });
});

describe('MatchHall: bots', () => {
  it("plays a bot's seat on the server", async () => {
    const hall = hallOn();
    const { matchId } = hall.createMatch({ players: 2, turnLimit: 3, seats: [null, 'greedy'] });
    const me = hall.joinMatch(matchId, { name: 'Ada' });
    let seq = 1;
    for (let i = 0; i < 500; i++) {
      await hall.idle();
      const { state } = hall.matchState(matchId);
      if (state.status === 'finished') break;
      expect(state.currentPlayer).toBe(me.seat);
      hall.submit(matchId, {
        seat: me.seat,
        credential: me.credential,
        seq: seq++,
        action: pickAction(state, i),
      });
    }
    const record = hall.matchRecord(matchId);
    expect(hall.matchState(matchId).state.status).toBe('finished');
    expect(record.players).toEqual(['Ada', 'greedy']);
    expect(stateHash(reducerGame(record))).toBe(hall.matchState(matchId).hash);
  });

  it('plays a match of bots alone', async () => {
    const hall = hallOn();
    const { matchId } = hall.createMatch({
      players: 2,
      turnLimit: 2,
      seats: ['random', 'mcts:20'],
    });
    await hall.idle();
    expect(hall.matchState(matchId).state.status).toBe('finished');
    expect(replay(hall.matchRecord(matchId)).ok).toBe(true);
  });
});

describe('MatchHall on SQLite', () => {
  it('restores unfinished matches after a restart, with equal hashes, and goes on', () => {
    const path = tempDb();
    const first = openSqliteStore(path);
    const hall = createMatchHall({ store: first });
    const { matchId, creds } = twoPlayers(hall, 40);
    const seqs = play(hall, matchId, creds, 10);
    const before = hall.matchState(matchId);
    expect(before.state.status).not.toBe('finished');
    hall.close();
    first.close();

    const again = hallOn(openSqliteStore(path));
    expect(again.matchState(matchId).hash).toBe(before.hash);
    expect(again.listMatches().map((m) => m.matchId)).toEqual([matchId]);
    play(again, matchId, creds, Infinity, seqs);
    const record = again.matchRecord(matchId);
    expect(again.matchState(matchId).state.status).toBe('finished');
    expect(stateHash(seededGame(record))).toBe(again.matchState(matchId).hash);
  });

  it('stores no credential, only its hash', async () => {
    const path = tempDb();
    const store = openSqliteStore(path);
    const hall = hallOn(store);
    const { matchId, creds } = twoPlayers(hall);
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path, { readonly: true });
    const dump = JSON.stringify(db.prepare('SELECT * FROM seats').all());
    db.close();
    expect(dump).toContain(matchId);
    for (const c of creds) expect(dump).not.toContain(c);
  });

  it('leaves out a match whose stored actions do not replay to its hash', async () => {
    const path = tempDb();
    const first = openSqliteStore(path);
    const hall = createMatchHall({ store: first });
    const { matchId, creds } = twoPlayers(hall);
    play(hall, matchId, creds, 4);
    hall.close();
    first.close();
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path);
    db.prepare("UPDATE matches SET hash = 'ff' WHERE id = ?").run(matchId);
    db.close();
    const lines: string[] = [];
    const store = openSqliteStore(path);
    const again = createMatchHall({ store, log: (l) => lines.push(l) });
    open.push({ hall: again, store });
    expect(again.listMatches()).toEqual([]);
    expect(lines.join('\n')).toMatch(/cannot be restored/);
  });

  it('keeps a hostile name as given, prints it escaped, and restores the match', () => {
    const path = tempDb();
    const lines: string[] = [];
    const first = openSqliteStore(path);
    const hall = createMatchHall({ store: first, log: (l) => lines.push(l) });
    const { matchId } = hall.createMatch({ players: 2 });
    const name = '\u001b[2J\u202eevil\r\n';
    hall.joinMatch(matchId, { name });
    hall.close();
    first.close();
    for (const line of lines) expectPrintable(line);
    expect(lines.join('\n')).toContain('evil');
    const again = hallOn(openSqliteStore(path));
    expect(again.matchSummary(matchId).seats[0]!.name).toBe(name);
  });
});
