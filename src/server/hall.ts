import { type Action, type GameRecord, type GameState, printable } from '../index.js';
import { BotRunner } from './_internals/bot-runner.js';
import { commitAction } from './_internals/commit.js';
import {
  authenticate,
  credentialHash,
  newCredential,
  newMatchId,
  newSeed,
} from './_internals/credential.js';
import { earlierAnswer, readAction } from './_internals/submission.js';
import { fail, ServerError } from './errors.js';
import { resolveLimits, type ServerLimits } from './limits.js';
import {
  headOf,
  isFull,
  type LiveMatch,
  type MatchListener,
  type MatchSummary,
  newLiveMatch,
  phaseOf,
  recordOf,
  restoreLiveMatch,
  summaryOf,
} from './match.js';
import {
  asObject,
  type CreateMatchRequest,
  type JoinRequest,
  type LeaveRequest,
  readCreateMatch,
  readJoin,
  readLeave,
  readSubmit,
  type SubmitRequest,
  type SubmitResult,
} from './protocol.js';
import type { MatchStore, StoredSeat } from './store.js';

/** Options of `createMatchHall`. */
export interface MatchHallOptions {
  /** Where matches are kept (`openSqliteStore(path)`; `createMemoryStore()` in tests). */
  readonly store: MatchStore;
  readonly limits?: Partial<ServerLimits>;
  /** Where the hall writes a line for each event worth logging; never a credential. */
  readonly log?: (line: string) => void;
  /** Milliseconds since the epoch (injectable for tests). */
  readonly now?: () => number;
}

/** What a seat gets when it joins: its credential, shown this once and never stored. */
export interface JoinResult {
  readonly matchId: string;
  readonly seat: number;
  readonly credential: string;
}

/** A match's current state, as fetched. */
export interface MatchStateView {
  readonly matchId: string;
  readonly phase: MatchSummary['phase'];
  readonly actions: number;
  readonly state: GameState;
  readonly hash: string;
}

/**
 * The referee without its transport: matches, seats, credentials and the order of one accepted
 * action (authenticate, check the sequence number, validate, roll the server's dice, apply,
 * commit to the store, then tell the listeners). The HTTP lobby and the sockets call it; so can
 * a test or another transport. Bots seated in a match play on the server, one move per turn of
 * the event loop.
 *
 * Made by `createMatchHall`, which restores every unfinished match of the store first.
 */
export class MatchHall {
  readonly limits: ServerLimits;
  private readonly store: MatchStore;
  private readonly log: (line: string) => void;
  private readonly now: () => number;
  /** Unfinished matches, and finished ones while someone listens. */
  private readonly live = new Map<string, LiveMatch>();
  private readonly bots: BotRunner;

  constructor(options: MatchHallOptions) {
    this.store = options.store;
    this.limits = resolveLimits(options.limits);
    this.log = options.log ?? (() => {});
    this.now = options.now ?? Date.now;
    this.bots = new BotRunner(
      (match, action, seat) => this.play(match, action, seat, null),
      this.log,
    );
  }

  /** Loads every unfinished match of the store, replaying each and checking its hash. */
  restore(): { restored: number; corrupt: string[] } {
    const corrupt: string[] = [];
    for (const id of this.store.unfinishedMatches()) {
      const stored = this.store.loadMatch(id);
      if (stored === undefined) continue;
      try {
        const match = restoreLiveMatch(stored);
        this.live.set(id, match);
        this.bots.schedule(match);
      } catch (e) {
        if (!ServerError.is(e)) throw e;
        corrupt.push(id);
        this.log(printable(e.message));
      }
    }
    this.log(`restored ${this.live.size} unfinished matches`);
    return { restored: this.live.size, corrupt };
  }

  /** Creates a match; its seats are open except those given to bots. */
  createMatch(request: CreateMatchRequest | unknown): MatchSummary {
    const req = readCreateMatch(request);
    const unfinished = [...this.live.values()].filter((m) => m.state.status !== 'finished');
    if (unfinished.length >= this.limits.maxMatches) {
      fail('TOO_MANY_MATCHES', `the server holds ${this.limits.maxMatches} matches already`);
    }
    const options = {
      players: req.players,
      ...(req.planets === undefined ? {} : { planets: req.planets }),
      ...(req.turnLimit === undefined ? {} : { turnLimit: req.turnLimit }),
      ...(req.ruleset === undefined ? {} : { ruleset: req.ruleset }),
    };
    const seats: StoredSeat[] = Array.from({ length: req.players }, (_, seat) => ({
      seat,
      bot: req.seats?.[seat] ?? null,
      name: null,
      credentialHash: null,
    }));
    let match: LiveMatch;
    try {
      match = newLiveMatch({
        id: newMatchId(),
        createdAt: this.now(),
        options,
        seed: newSeed(),
        seats,
      });
    } catch (e) {
      // createGame refuses options that do not go together (planets in 2026-06).
      if (e instanceof RangeError || e instanceof TypeError) fail('BAD_MESSAGE', e.message);
      throw e;
    }
    this.store.createMatch({ ...match, seats, head: headOf(match) });
    this.live.set(match.id, match);
    this.log(`match ${match.id} created: ${req.players} players`);
    this.bots.schedule(match);
    return summaryOf(match);
  }

  /** Takes a seat for a player: the first open one unless `seat` is given. */
  joinMatch(matchId: string, request: JoinRequest | unknown): JoinResult {
    const req = readJoin(request, this.limits.maxNameLength);
    const match = this.unfinished(matchId);
    const seat =
      req.seat === undefined
        ? match.seats.find((s) => s.bot === null && s.name === null)
        : match.seats[req.seat];
    if (seat === undefined) {
      fail('NO_SUCH_SEAT', req.seat === undefined ? 'no open seat' : `no seat ${req.seat}`);
    }
    if (seat.bot !== null || seat.name !== null) fail('SEAT_TAKEN', `seat ${seat.seat} is taken`);
    const credential = newCredential();
    const taken: StoredSeat = {
      ...seat,
      name: req.name,
      credentialHash: credentialHash(credential),
    };
    this.store.updateSeat(matchId, taken);
    match.seats[seat.seat] = taken;
    this.log(`match ${matchId}: seat ${seat.seat} joined by ${printable(req.name)}`);
    this.bots.schedule(match);
    return { matchId, seat: seat.seat, credential };
  }

  /** Gives a seat up: it is open again, and its credential no longer works. */
  leaveMatch(matchId: string, request: LeaveRequest | unknown): void {
    const req = readLeave(request);
    const match = this.unfinished(matchId);
    const seat = authenticate(match, req.seat, req.credential);
    const open: StoredSeat = { ...seat, name: null, credentialHash: null };
    this.store.updateSeat(matchId, open);
    match.seats[seat.seat] = open;
    this.log(`match ${matchId}: seat ${seat.seat} left`);
  }

  /** Every unfinished match, oldest first. */
  listMatches(): MatchSummary[] {
    return [...this.live.values()]
      .filter((m) => m.state.status !== 'finished')
      .sort((a, b) => a.createdAt - b.createdAt)
      .map(summaryOf);
  }

  /** The match's summary. */
  matchSummary(matchId: string): MatchSummary {
    return summaryOf(this.match(matchId));
  }

  /** The match's current state. */
  matchState(matchId: string): MatchStateView {
    const match = this.match(matchId);
    return {
      matchId,
      phase: phaseOf(match),
      actions: match.actions.length,
      state: match.state,
      hash: match.hash,
    };
  }

  /** The match's record so far; its `seed` only once it is finished. */
  matchRecord(matchId: string): GameRecord {
    const match = this.match(matchId);
    const finished = match.state.status === 'finished';
    return recordOf(match, finished, match.hash);
  }

  /**
   * Plays an action for a seat. Refused (a `ServerError`, nothing changed) unless the
   * credential is the seat's, the sequence number is new, the match is being played, the seat
   * is to act and the action is legal. A sequence number accepted before is answered again
   * (`duplicate: true`) without playing anything.
   */
  submit(matchId: string, request: SubmitRequest | unknown): SubmitResult {
    const req = readSubmit(asObject(request, 'a submission'));
    const match = this.match(matchId);
    authenticate(match, req.seat, req.credential);
    const earlier = earlierAnswer(match, req);
    if (earlier !== undefined) return earlier;
    if (match.state.status === 'finished') fail('GAME_OVER', 'the match is finished');
    if (!isFull(match)) fail('NOT_STARTED', 'the match waits for players to join');
    if (match.state.currentPlayer !== req.seat) {
      fail('NOT_YOUR_TURN', `seat ${match.state.currentPlayer} is to act, not ${req.seat}`);
    }
    const action = readAction(match.state, req.action, req.seat);
    const index = this.play(match, action, req.seat, req.seq);
    this.bots.schedule(match);
    return { matchId, seq: req.seq, index, hash: match.hash, duplicate: false };
  }

  /**
   * Calls `listener` after every accepted action of the match until the returned function is
   * called.
   */
  subscribe(matchId: string, listener: MatchListener): () => void {
    const match = this.match(matchId);
    // A finished match loaded from the store is held while someone listens.
    this.live.set(matchId, match);
    match.listeners.add(listener);
    return () => {
      match.listeners.delete(listener);
      this.evictIfIdle(match);
    };
  }

  /** Resolves once no bot has a move scheduled (for tests and an orderly shutdown). */
  idle(): Promise<void> {
    return this.bots.idle();
  }

  /** Stops the bots; the store is the caller's to close. */
  close(): void {
    this.bots.close();
  }

  // -------------------------------------------------------------------------------------------

  /** A live match, or a finished one loaded from the store. */
  private match(matchId: string): LiveMatch {
    if (typeof matchId !== 'string') fail('BAD_MESSAGE', 'a match id must be text');
    const live = this.live.get(matchId);
    if (live !== undefined) return live;
    const stored = this.store.loadMatch(matchId);
    if (stored === undefined) fail('NO_SUCH_MATCH', 'no such match');
    // Only unfinished matches are restored at start; a finished one is replayed when asked for.
    return restoreLiveMatch(stored);
  }

  private unfinished(matchId: string): LiveMatch {
    const match = this.match(matchId);
    if (match.state.status === 'finished') fail('GAME_OVER', 'the match is finished');
    return match;
  }

  /** Commits the action (_internals/commit.ts), then logs the end and lets go of it. */
  private play(match: LiveMatch, action: Action, seat: number, seq: number | null): number {
    const index = commitAction(this.store, match, action, seat, seq);
    if (match.state.status === 'finished') this.log(`match ${match.id} finished`);
    this.evictIfIdle(match);
    return index;
  }

  private evictIfIdle(match: LiveMatch): void {
    if (match.state.status === 'finished' && match.listeners.size === 0) {
      this.live.delete(match.id);
    }
  }
}

/**
 * The referee on `options.store`, with every unfinished match restored (replayed and checked
 * against its stored hash; a match that fails the check is logged and left out).
 *
 * @example
 * ```ts
 * const hall = createMatchHall({ store: openSqliteStore('games.sqlite') });
 * const { matchId } = hall.createMatch({ players: 2, seats: [null, 'mcts:200'] });
 * const { seat, credential } = hall.joinMatch(matchId, { name: 'Ada' });
 * ```
 */
export function createMatchHall(options: MatchHallOptions): MatchHall {
  const hall = new MatchHall(options);
  hall.restore();
  return hall;
}
