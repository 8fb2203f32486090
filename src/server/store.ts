import type { BotName, GameOptions, GameStatus, RngState } from '../index.js';

// The storage interface: what the server keeps of a match and the few operations it needs.
// Small on purpose, so that another database can be plugged in (docs/server.md, "Storage").

/** One seat of a stored match: open, a bot's, or a player's (with the hash of its credential). */
export interface StoredSeat {
  readonly seat: number;
  /** A bot plays the seat on the server (`'mcts:200'`); null for a player's seat. */
  readonly bot: BotName | null;
  /** The player's name as given (untrusted text: print it with `printable`), or null when open. */
  readonly name: string | null;
  /** SHA-256 (hex) of the seat's credential; null when open or a bot's. */
  readonly credentialHash: string | null;
}

/** Where a match stands after its last stored action. */
export interface StoredHead {
  /** How many actions are stored. */
  readonly actions: number;
  readonly status: GameStatus;
  /** `stateHash` of the state after the last action (of the initial state before any). */
  readonly hash: string;
  /** The server's dice after the last action. */
  readonly rng: RngState;
}

/** A match as created: its options, its secret seed, the roll-off and its seats. */
export interface StoredMatch {
  readonly id: string;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
  readonly options: GameOptions;
  /** The seed of the server's dice: secret until the match is finished. */
  readonly seed: string;
  readonly seats: readonly StoredSeat[];
  readonly head: StoredHead;
}

/** One accepted action. */
export interface StoredAction {
  /** 0-based position in the match's record. */
  readonly index: number;
  /** The seat that acted. */
  readonly seat: number;
  /** The player's sequence number; null for a bot's action. */
  readonly seq: number | null;
  /** The record entry: notation with the dice rolled (`"p0: r1 shoot 21 rover [4,3]"`). */
  readonly entry: string;
  /** `stateHash` of the state after the action. */
  readonly hash: string;
}

/** A stored match with every action, in order. */
export interface LoadedMatch extends StoredMatch {
  readonly actions: readonly StoredAction[];
}

/**
 * Where matches are kept. Every method is synchronous and atomic: when it returns, what it wrote
 * is durable (the SQLite store commits a transaction), and when it throws, nothing was written.
 * The server calls it from one thread, one operation at a time.
 */
export interface MatchStore {
  /** Stores a new match; throws when the id exists. */
  createMatch(match: StoredMatch): void;
  /** Replaces one seat (join, leave). */
  updateSeat(id: string, seat: StoredSeat): void;
  /**
   * Appends one action and moves the head, in one transaction. Throws, writing nothing, unless
   * `action.index` equals the stored head's `actions` (so an action is never stored twice).
   */
  appendAction(id: string, action: StoredAction, head: StoredHead): void;
  /** The match with its seats and actions, or undefined. */
  loadMatch(id: string): LoadedMatch | undefined;
  /** The ids of every match whose head is not finished, oldest first. */
  unfinishedMatches(): string[];
  /** Closes the database; the store is unusable after. */
  close(): void;
}
