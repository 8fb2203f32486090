import {
  type Action,
  actionSpaceSize,
  type Bot,
  createGame,
  createRecorder,
  createRng,
  type GameOptions,
  type GameRecord,
  type GameState,
  observationSize,
  type Rng,
  restoreRng,
} from '../../index.js';
import { EnginePosition } from './position.js';

/**
 * One live game of the engine: its dice, its bots, what it needs to write its record, and its
 * position (position.ts: on the core when the core plays the game's ruleset, its `GameState`
 * built only when a request needs one).
 */
export class EngineGame {
  readonly options: GameOptions;
  /** `observationSize` of the game's options (which never change). */
  readonly observationSize: number;
  /** `actionSpaceSize` of the game's options: the most legal ids there can be. */
  readonly #legalRoom: number;
  seed: string | number;
  rng: Rng;
  /**
   * The dice of the game's bots (`seed/bots`, as `globetrotter play` and `simulate` seed
   * theirs): a bot's choice never draws from the game's dice, so a game is replayed by its seed
   * and action ids alone, whoever chose them.
   */
  botRng: Rng;
  initial: GameState;
  /** How many times the game has been reset (its next seed is `seed#resets`). */
  resets = 0;
  /**
   * Bots by name and seat (`greedy/0`): an MCTS bot keeps its tree between decisions, so one per
   * game, name and seat.
   */
  bots = new Map<string, Bot>();
  #position: EnginePosition;

  constructor(
    options: GameOptions,
    seed: string | number,
    initial: GameState,
    rng: Rng,
    created = false,
  ) {
    this.options = options;
    this.seed = seed;
    this.rng = rng;
    this.botRng = createRng(botSeed(seed));
    this.initial = initial;
    this.observationSize = observationSize(initial.options);
    this.#legalRoom = actionSpaceSize(initial.options);
    this.#position = new EnginePosition(initial, created, this.#legalRoom);
  }

  /** The game's state (built from the core when a core move left none). */
  get state(): GameState {
    return this.#position.state;
  }

  get status(): GameState['status'] {
    return this.#position.status;
  }

  get over(): boolean {
    return this.#position.over;
  }

  get turn(): number {
    return this.#position.turn;
  }

  get currentPlayer(): number {
    return this.#position.currentPlayer;
  }

  get players(): number {
    return this.initial.players.length;
  }

  inGame(player: number): boolean {
    return this.#position.inGame(player);
  }

  /** Whether the game ended at its turn limit (R14) rather than by a win or everyone out. */
  get truncated(): boolean {
    return this.#position.truncated;
  }

  /**
   * A player's value: −1 once out (R14), +1 a winner of a finished game, 0 otherwise (in play,
   * or at the turn limit). A step's reward is the change in value, so a return is −1, 0 or +1.
   */
  value(player: number): number {
    return this.#position.value(player);
  }

  /** Every player's `value`. */
  values(): number[] {
    const out: number[] = [];
    for (let p = 0; p < this.players; p++) out.push(this.value(p));
    return out;
  }

  /** The faces of the dice of the last move (none before the first). */
  get lastDice(): readonly number[] {
    return this.#position.lastDice;
  }

  /** Writes the position seen by `player` (by default the player to act) into `out`. */
  observeInto(out: Float32Array, player = this.currentPlayer): Float32Array {
    return this.#position.observeInto(out, player);
  }

  /** The position seen by `player` (by default the player to act). */
  observation(player = this.currentPlayer): Float32Array {
    return this.observeInto(new Float32Array(this.observationSize), player);
  }

  /**
   * The legal action ids, ascending: those of `legalActionMask` (a descent of a Rover in orbit
   * beyond the first `ORBIT_SLOTS` has no id, and `encodeAction` refuses it). Computed once per
   * position; the reducer's listing keeps the actions too (`knownLegal`).
   */
  legalIds(): readonly number[] | Int32Array {
    return this.#position.legalIds();
  }

  /** How long an array `writeLegalIds` may need from where it writes. */
  get maxLegalIds(): number {
    return this.#legalRoom;
  }

  /**
   * Writes the legal ids (as `legalIds`) into `out` from index `at`, which must leave
   * `maxLegalIds` of room; returns how many.
   */
  writeLegalIds(out: Int32Array, at: number): number {
    return this.#position.writeLegalIds(out, at);
  }

  /**
   * The legal action of id `id` when the reducer already listed this position's legal actions
   * and they hold it (the very action `legalActions` listed); else undefined.
   */
  knownLegal(id: number): Action | undefined {
    return this.#position.knownLegal(id);
  }

  /** Whether the core plays this game and finds `id` legal now (then `makeById` may play it). */
  coreAllows(id: number): boolean {
    return this.#position.coreAllows(id);
  }

  /** Plays an id `coreAllows`, on the core, with the game's dice. */
  makeById(id: number): void {
    this.#position.makeById(id, this.rng);
  }

  /**
   * Commits a state the reducer reached from this one by action `id`; the core, if any, makes
   * the same move with the same dice. Without an id the core is dropped (built again when next
   * needed).
   */
  advance(after: GameState, id?: number): void {
    this.#position.advance(after, id);
  }

  /** The record of the game so far. */
  record(): GameRecord {
    const { lasts, state } = this.#position.written();
    const recorder = createRecorder(this.initial, { seed: this.seed });
    // The recorder reads only `last` of every state but the latest.
    for (let i = 0; i < lasts.length - 1; i++) recorder.push({ last: lasts[i] } as GameState);
    if (lasts.length > 0) recorder.push(state);
    return recorder.toRecord();
  }

  /** The same game, its own copy: the dice go on identically in both. */
  clone(): EngineGame {
    const rng = restoreRng(this.rng.save());
    const copy = new EngineGame(this.options, this.seed, this.initial, rng);
    copy.botRng = restoreRng(this.botRng.save());
    copy.resets = this.resets;
    copy.#position = this.#position.copy();
    return copy;
  }

  /** Starts the game over with the next seed of its series (`seed#1`, `seed#2`…). */
  restart(): void {
    const done = this.#position;
    done.retire();
    this.resets++;
    const seed = `${String(this.seed)}#${this.resets}`;
    this.seed = seed;
    this.rng = createRng(seed);
    this.botRng = createRng(botSeed(seed));
    const state = createGame(this.options, this.rng);
    this.initial = state;
    this.#position = new EnginePosition(state, true, this.#legalRoom, done.noCore);
    this.bots = new Map();
  }
}

/** The seed of a game's bots' dice: `seed/bots`, as `globetrotter play` seeds them. */
export function botSeed(seed: string | number): string {
  return `${String(seed)}/bots`;
}

/** A fresh game: the roll-off done with the seeded dice. */
export function newGame(options: GameOptions, seed: string | number): EngineGame {
  const rng = createRng(seed);
  return new EngineGame(options, seed, createGame(options, rng), rng, true);
}
