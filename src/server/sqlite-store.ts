import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import type { GameOptions, RngState } from '../index.js';
import type {
  LoadedMatch,
  MatchStore,
  StoredAction,
  StoredHead,
  StoredMatch,
  StoredSeat,
} from './store.js';

// The default store: SQLite through better-sqlite3 (an optional peer dependency, loaded when a
// store is opened, so that the entry imports without it). One row per match (its head moves
// with every action), per seat and per action. Every write is one transaction; the journal is
// WAL with synchronous=FULL, so a committed action survives the process being killed.

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  actions INTEGER NOT NULL,
  status TEXT NOT NULL,
  hash TEXT NOT NULL,
  rng TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
  match_id TEXT NOT NULL REFERENCES matches(id),
  seat INTEGER NOT NULL,
  bot TEXT,
  name TEXT,
  credential_hash TEXT,
  PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
  match_id TEXT NOT NULL REFERENCES matches(id),
  idx INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  seq INTEGER,
  entry TEXT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (match_id, idx)
);
CREATE INDEX IF NOT EXISTS matches_status ON matches(status, created_at);
`;

interface MatchRow {
  id: string;
  created_at: number;
  options: string;
  seed: string;
  actions: number;
  status: StoredHead['status'];
  hash: string;
  rng: string;
}

interface SeatRow {
  seat: number;
  bot: StoredSeat['bot'];
  name: string | null;
  credential_hash: string | null;
}

interface ActionRow {
  idx: number;
  seat: number;
  seq: number | null;
  entry: string;
  hash: string;
}

type Database = BetterSqlite3.Database;
type DatabaseConstructor = typeof BetterSqlite3;

function loadDriver(): DatabaseConstructor {
  const require = createRequire(import.meta.url);
  try {
    return require('better-sqlite3') as DatabaseConstructor;
  } catch (e) {
    const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
    throw new Error(
      `the SQLite store needs the package better-sqlite3 (npm install better-sqlite3): ${why}`,
    );
  }
}

/**
 * Opens (creating when missing) the SQLite database at `path` as a `MatchStore`: the server's
 * default storage. `':memory:'` opens a database that lives as long as the store.
 *
 * @throws Error when better-sqlite3 is not installed, or the file cannot be opened.
 *
 * @example
 * ```ts
 * const store = openSqliteStore('games.sqlite');
 * ```
 */
export function openSqliteStore(path: string): MatchStore {
  const Driver = loadDriver();
  const db: Database = new Driver(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);

  const insertMatch = db.prepare(
    'INSERT INTO matches (id, created_at, options, seed, actions, status, hash, rng) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSeat = db.prepare(
    'INSERT INTO seats (match_id, seat, bot, name, credential_hash) VALUES (?, ?, ?, ?, ?)',
  );
  const updateSeat = db.prepare(
    'UPDATE seats SET bot = ?, name = ?, credential_hash = ? WHERE match_id = ? AND seat = ?',
  );
  const insertAction = db.prepare(
    'INSERT INTO actions (match_id, idx, seat, seq, entry, hash) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const moveHead = db.prepare(
    'UPDATE matches SET actions = ?, status = ?, hash = ?, rng = ? WHERE id = ? AND actions = ?',
  );
  const selectMatch = db.prepare<[string], MatchRow>('SELECT * FROM matches WHERE id = ?');
  const selectSeats = db.prepare<[string], SeatRow>(
    'SELECT seat, bot, name, credential_hash FROM seats WHERE match_id = ? ORDER BY seat',
  );
  const selectActions = db.prepare<[string], ActionRow>(
    'SELECT idx, seat, seq, entry, hash FROM actions WHERE match_id = ? ORDER BY idx',
  );
  const selectUnfinished = db.prepare<[], { id: string }>(
    "SELECT id FROM matches WHERE status != 'finished' ORDER BY created_at, id",
  );

  const create = db.transaction((match: StoredMatch) => {
    const { head } = match;
    insertMatch.run(
      match.id,
      match.createdAt,
      JSON.stringify(match.options),
      match.seed,
      head.actions,
      head.status,
      head.hash,
      JSON.stringify(head.rng),
    );
    for (const s of match.seats) insertSeat.run(match.id, s.seat, s.bot, s.name, s.credentialHash);
  });

  const append = db.transaction((id: string, action: StoredAction, head: StoredHead) => {
    const moved = moveHead.run(
      head.actions,
      head.status,
      head.hash,
      JSON.stringify(head.rng),
      id,
      action.index,
    );
    if (moved.changes !== 1) throw new Error(`match ${id}: no head at action ${action.index}`);
    insertAction.run(id, action.index, action.seat, action.seq, action.entry, action.hash);
  });

  return {
    createMatch(match) {
      create(match);
    },
    updateSeat(id, seat) {
      const changed = updateSeat.run(seat.bot, seat.name, seat.credentialHash, id, seat.seat);
      if (changed.changes !== 1) throw new Error(`match ${id} has no seat ${seat.seat}`);
    },
    appendAction(id, action, head) {
      append(id, action, head);
    },
    loadMatch(id): LoadedMatch | undefined {
      const row = selectMatch.get(id);
      if (row === undefined) return undefined;
      return {
        id: row.id,
        createdAt: row.created_at,
        options: JSON.parse(row.options) as GameOptions,
        seed: row.seed,
        seats: selectSeats.all(id).map((s) => ({
          seat: s.seat,
          bot: s.bot,
          name: s.name,
          credentialHash: s.credential_hash,
        })),
        head: {
          actions: row.actions,
          status: row.status,
          hash: row.hash,
          rng: JSON.parse(row.rng) as RngState,
        },
        actions: selectActions.all(id).map((a) => ({
          index: a.idx,
          seat: a.seat,
          seq: a.seq,
          entry: a.entry,
          hash: a.hash,
        })),
      };
    },
    unfinishedMatches() {
      return selectUnfinished.all().map((r) => r.id);
    },
    close() {
      db.close();
    },
  };
}
