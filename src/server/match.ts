import {
  type Bot,
  createGame,
  createRng,
  type GameRecord,
  type GameState,
  RECORD_FORMAT,
  RECORD_VERSION,
  type Rng,
  replay,
  restoreRng,
  stateHash,
} from '../index.js';
import { fail } from './errors.js';
import type { LoadedMatch, StoredAction, StoredMatch, StoredSeat } from './store.js';

/** What a subscriber of a match is sent after every accepted action. */
export interface MatchUpdate {
  readonly type: 'update';
  readonly matchId: string;
  /** 0-based index of the action in the record. */
  readonly index: number;
  /** The action in record notation, with the dice the server rolled. */
  readonly entry: string;
  readonly state: GameState;
  /** `stateHash(state)`. */
  readonly hash: string;
}

/** A listener of a match's updates (a socket, in the server). */
export type MatchListener = (update: MatchUpdate) => void;

/** A match held by the server: what is stored, and the live state rebuilt from it. */
export interface LiveMatch {
  readonly id: string;
  readonly createdAt: number;
  readonly options: StoredMatch['options'];
  readonly seed: string;
  seats: StoredSeat[];
  readonly initial: GameState;
  state: GameState;
  hash: string;
  rng: Rng;
  actions: StoredAction[];
  readonly listeners: Set<MatchListener>;
  /** Bots by seat: an MCTS bot keeps its tree between decisions. */
  readonly bots: Map<number, Bot>;
}

/** Where a match is: waiting for players, being played, or over. */
export type MatchPhase = 'waiting' | 'playing' | 'finished';

/** One seat as the lobby shows it. */
export interface SeatSummary {
  readonly seat: number;
  /** `'open'` until a player joins; `'player'` or `'bot'` after. */
  readonly kind: 'open' | 'player' | 'bot';
  /** The player's name (untrusted text) or the bot's (`'mcts:200'`); null when open. */
  readonly name: string | null;
}

/** A match as the lobby lists it. */
export interface MatchSummary {
  readonly matchId: string;
  readonly createdAt: number;
  readonly phase: MatchPhase;
  readonly options: StoredMatch['options'];
  readonly seats: readonly SeatSummary[];
  /** Actions played so far. */
  readonly actions: number;
  readonly turn: number;
  /** The seat to act, or null when waiting or finished. */
  readonly toAct: number | null;
}

/** A new match's live state: the roll-off done with its own dice. */
export function newLiveMatch(match: Omit<StoredMatch, 'head'>): LiveMatch {
  const rng = createRng(match.seed);
  const initial = createGame(match.options, rng);
  return {
    ...match,
    seats: [...match.seats],
    initial,
    state: initial,
    hash: stateHash(initial),
    rng,
    actions: [],
    listeners: new Set(),
    bots: new Map(),
  };
}

/** The head to store with a match's current state. */
export function headOf(match: LiveMatch): StoredMatch['head'] {
  return {
    actions: match.actions.length,
    status: match.state.status,
    hash: match.hash,
    rng: match.rng.save(),
  };
}

/** Whether every seat is taken, so that play may go on. */
export function isFull(match: LiveMatch): boolean {
  return match.seats.every((s) => s.bot !== null || s.name !== null);
}

export function phaseOf(match: LiveMatch): MatchPhase {
  if (match.state.status === 'finished') return 'finished';
  return isFull(match) ? 'playing' : 'waiting';
}

export function summaryOf(match: LiveMatch): MatchSummary {
  const phase = phaseOf(match);
  return {
    matchId: match.id,
    createdAt: match.createdAt,
    phase,
    options: match.options,
    seats: match.seats.map((s) => ({
      seat: s.seat,
      kind: s.bot !== null ? 'bot' : s.name !== null ? 'player' : 'open',
      name: s.bot ?? s.name,
    })),
    actions: match.actions.length,
    turn: match.state.turn,
    toAct: phase === 'playing' ? match.state.currentPlayer : null,
  };
}

/**
 * The match's record. The seed of the dice is told only once the match is finished: before,
 * it would let a player foresee every die.
 */
export function recordOf(
  match: {
    readonly initial: GameState;
    readonly seats: readonly StoredSeat[];
    readonly actions: readonly StoredAction[];
    readonly seed: string;
  },
  finished: boolean,
  finalHash?: string,
): GameRecord {
  const rollOff: number[] = [];
  for (const round of match.initial.rollOff) for (const d of round) if (d !== null) rollOff.push(d);
  const { players, planets, turnLimit, ruleset } = match.initial.options;
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    options:
      ruleset === undefined
        ? { players, planets, turnLimit }
        : { players, planets, turnLimit, ruleset },
    ...(finished ? { seed: match.seed } : {}),
    players: match.seats.map((s) => s.bot ?? s.name ?? ''),
    rollOff,
    actions: match.actions.map((a) => a.entry),
    ...(finalHash === undefined ? {} : { finalHash }),
  };
}

/**
 * Rebuilds a stored match by replaying its record, and checks that it ends on the stored hash
 * and that the stored dice generator goes on from there.
 *
 * @throws ServerError `CORRUPT_MATCH` when the record does not replay to the stored head.
 */
export function restoreLiveMatch(stored: LoadedMatch): LiveMatch {
  const { head } = stored;
  const corrupt = (why: string): never =>
    fail('CORRUPT_MATCH', `match ${stored.id} cannot be restored: ${why}`);
  if (stored.actions.length !== head.actions) {
    corrupt(`${stored.actions.length} actions stored, the head says ${head.actions}`);
  }
  stored.actions.forEach((a, i) => {
    if (a.index !== i) corrupt(`action ${i} is stored at ${a.index}`);
  });
  const initial = createGame(stored.options, createRng(stored.seed));
  const record = recordOf({ ...stored, initial }, false, head.hash);
  const replayed = replay(record, {
    onStep: (i, state) => {
      if (stateHash(state) !== stored.actions[i]!.hash) corrupt(`action ${i} has another hash`);
    },
  });
  if (!replayed.ok) {
    const { index, code, message } = replayed.error;
    corrupt(`${code} at action ${index ?? '-'}: ${message}`);
  }
  const state = replayed.state as GameState;
  if (state.status !== head.status) corrupt(`status ${state.status}, stored ${head.status}`);
  return {
    id: stored.id,
    createdAt: stored.createdAt,
    options: stored.options,
    seed: stored.seed,
    seats: [...stored.seats],
    initial,
    state,
    hash: head.hash,
    rng: restoreRng(head.rng),
    actions: [...stored.actions],
    listeners: new Set(),
    bots: new Map(),
  };
}
