import { actionIds } from '../../bots/encoding.js';
import { writeObservation } from '../../bots/observe.js';
import { CoreError, type CoreGame } from '../../core/index.js';
import {
  type Action,
  applyAction,
  decodeAction,
  type GameState,
  type LastAction,
  legalActions,
  type Rng,
} from '../../index.js';
import {
  coreLegalIds,
  coreOf,
  DiceTap,
  drawnThen,
  giveBackCore,
  legalScratch,
  startCore,
} from './core-track.js';
import { MoveLog } from './move-log.js';
import { seatValue, truncated } from './seat-value.js';

/** Moves after which a core is built again from its state: its undo stack (unused) stays small. */
const REBASE_DEPTH = 256;

const NO_IDS: readonly number[] = [];

/**
 * Where one engine game stands (game.ts): a `CoreGame` when the core plays the game's ruleset
 * (`CORE_RULESETS`), a step by action id then made on the core with the game's dice (the very
 * dice `applyAction` would draw), and the `GameState` built only when a request needs one.
 * Otherwise, or when a step names its action any other way, the reducer moves the game and the
 * core follows it. Only the `last` of each state is kept, and moves made on the core only as
 * their ids and dice (the record replays them), so a long game costs a few bytes an action, not
 * a state an action. The legal ids are computed once per position.
 */
export class EnginePosition {
  /** The state the game started from. */
  readonly initial: GameState;
  /** `actionSpaceSize` of the game's options: the most legal ids there can be. */
  readonly #legalRoom: number;
  /** The state, once built; null after a core move until a request needs it. */
  #state: GameState | null;
  /** What the record needs of every move. */
  #log: MoveLog;
  #core: CoreGame | null = null;
  /** Whether `coreOf` refused the game (then the reducer alone plays it). */
  #noCore: boolean;
  /**
   * Whether `initial` is `createGame`'s, so its options and roll-off decide it whole: a core
   * handed back by a game that started alike may serve it (`startCore`).
   */
  readonly #created: boolean;
  /** Whether `#core` was built from `initial` (then reset, it can serve a game that starts alike). */
  #coreFromStart = false;
  #tap: DiceTap | null = null;
  #lastDice: readonly number[] = [];
  /** Bumped by every move: the key of the cached legal ids. */
  #version = 0;
  #legalFor = -1;
  #legal: readonly number[] | Int32Array = NO_IDS;
  /** The legal actions of `#legal` when the reducer listed them, in the order of their ids. */
  #legalActions: readonly Action[] = [];

  /** The position at `initial`; `noCore`: the reducer alone plays it (as the game did before). */
  constructor(initial: GameState, created: boolean, legalRoom: number, noCore = false) {
    this.initial = initial;
    this.#created = created;
    this.#legalRoom = legalRoom;
    this.#noCore = noCore;
    this.#state = initial;
    this.#log = new MoveLog(initial);
  }

  /** The game's state (built from the core when a core move left none). */
  get state(): GameState {
    if (this.#state === null) this.#state = this.#core!.toState();
    return this.#state;
  }

  /** Whether the reducer alone plays the game (the core refused it). */
  get noCore(): boolean {
    return this.#noCore;
  }

  /** The core of the position, built when first needed; null when the reducer plays the game. */
  #ensureCore(): CoreGame | null {
    if (this.#core === null && !this.#noCore) {
      const fromStart = this.#created && this.#state === this.initial;
      this.#core = fromStart ? startCore(this.initial) : coreOf(this.state);
      this.#noCore = this.#core === null;
      this.#coreFromStart = fromStart;
    }
    return this.#core;
  }

  get status(): GameState['status'] {
    const core = this.#state === null ? this.#core : null;
    if (core === null) return this.state.status;
    return core.isTerminal() ? 'finished' : core.isSetup() ? 'setup' : 'playing';
  }

  get over(): boolean {
    if (this.#state === null) return this.#core!.isTerminal();
    return this.#state.status === 'finished';
  }

  get turn(): number {
    return this.#state === null ? this.#core!.turn : this.#state.turn;
  }

  get currentPlayer(): number {
    return this.#state === null ? this.#core!.currentPlayer : this.#state.currentPlayer;
  }

  inGame(player: number): boolean {
    if (this.#state === null) return this.#core!.returnOf(player) !== -1;
    return this.#state.players[player]!.inGame;
  }

  /** Whether the game ended at its turn limit (R14) rather than by a win or everyone out. */
  get truncated(): boolean {
    if (this.#state !== null) return truncated(this.#state);
    // The core ends a game at its limit only by ending a turn, and a game won or emptied on an
    // action never ends that turn: so at the limit, the limit ended it.
    const core = this.#core!;
    return core.isTerminal() && core.turnLimit !== null && core.turn >= core.turnLimit;
  }

  /** A player's value (game.ts, `EngineGame.value`). */
  value(player: number): number {
    if (this.#state !== null) return seatValue(this.#state, player);
    if (!this.inGame(player)) return -1;
    const core = this.#core!;
    if (!core.isTerminal()) return 0;
    if ((core.winnerMask >> player) & 1) return 1;
    return this.truncated ? 0 : -1;
  }

  /** The faces of the dice of the last move (none before the first). */
  get lastDice(): readonly number[] {
    return this.#lastDice;
  }

  /** Writes the position seen by `player` into `out`. */
  observeInto(out: Float32Array, player: number): Float32Array {
    const core = this.#ensureCore();
    if (core !== null) return core.observeInto(player, out);
    // The reducer's writer leaves the zeros alone; `out` may hold an earlier reply.
    out.fill(0);
    return writeObservation(this.state, player, out);
  }

  /** The legal action ids, ascending (game.ts, `EngineGame.legalIds`). */
  legalIds(): readonly number[] | Int32Array {
    if (this.#legalFor !== this.#version) {
      this.#legalActions = [];
      const core = this.over ? null : this.#ensureCore();
      if (this.over) this.#legal = NO_IDS;
      else if (core !== null) this.#legal = coreLegalIds(core);
      else {
        const actions: Action[] = [];
        this.#legal = actionIds(this.state, legalActions(this.state), actions);
        this.#legalActions = actions;
      }
      this.#legalFor = this.#version;
    }
    return this.#legal;
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
    const core = this.over ? null : this.#ensureCore();
    if (core !== null && this.#legalFor !== this.#version) {
      const scratch = legalScratch(core);
      const n = core.legalIds(scratch);
      for (let k = 0; k < n; k++) out[at + k] = scratch[k]!;
      return n;
    }
    const ids = this.legalIds();
    for (let k = 0; k < ids.length; k++) out[at + k] = ids[k]!;
    return ids.length;
  }

  /**
   * The legal action of id `id` when the reducer already listed this position's legal actions
   * and they hold it (the very action `legalActions` listed); else undefined.
   */
  knownLegal(id: number): Action | undefined {
    if (this.#legalFor !== this.#version || this.#legalActions.length === 0) return undefined;
    const ids = this.#legal;
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = ids[mid]!;
      if (at === id) return this.#legalActions[mid];
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /** Whether the core plays this game and finds `id` legal now (then `makeById` may play it). */
  coreAllows(id: number): boolean {
    return this.#ensureCore()?.isLegal(id) ?? false;
  }

  /** Plays an id `coreAllows`, on the core, with the game's dice `rng`. */
  makeById(id: number, rng: Rng): void {
    const core = this.#core!;
    if (this.#tap === null) this.#tap = new DiceTap(rng);
    const tap = this.#tap;
    tap.source = rng;
    tap.faces = [];
    try {
      core.make(id, tap);
    } catch (e) {
      if (!(e instanceof CoreError)) throw e;
      // The core has room for any real game (CAPACITY); should it give up all the same, the
      // reducer plays the move, with the faces already drawn first.
      const state = this.state;
      const after = this.#reducerMove(state, id, drawnThen(tap.faces, rng));
      this.advance(after);
      return;
    }
    this.#log.pushMove(id, tap.faces);
    this.#lastDice = tap.faces;
    this.#state = null;
    this.#version++;
    if (core.depth >= REBASE_DEPTH) {
      this.#state = core.toState();
      this.#core = coreOf(this.#state);
      this.#noCore = this.#core === null;
      this.#coreFromStart = false;
    }
  }

  #reducerMove(state: GameState, id: number, rng: Rng): GameState {
    return applyAction(state, decodeAction(state, id), rng, { freeze: false });
  }

  /**
   * Commits a state the reducer reached from this one by action `id`; the core, if any, makes
   * the same move with the same dice. Without an id the core is dropped (built again when next
   * needed).
   */
  advance(after: GameState, id?: number): void {
    const faces = after.last === null ? [] : after.last.dice.map((d) => d.value);
    const core = this.#core;
    if (core !== null) {
      try {
        if (id === undefined) this.#core = null;
        else core.make(id, faces);
      } catch (e) {
        if (!(e instanceof CoreError)) throw e;
        this.#core = null;
      }
    }
    this.#log.pushState(after, id, faces);
    this.#state = after;
    this.#lastDice = faces;
    this.#version++;
  }

  /**
   * The `last` of every move so far and the state they reach: the reducer's own state, equal to
   * the core's, which becomes the position's state (the reference).
   */
  written(): { readonly lasts: readonly LastAction[]; readonly state: GameState } {
    const written = this.#log.written();
    this.#state = written.state;
    return written;
  }

  /** The same position, its own copy (its core built again when needed). */
  copy(): EnginePosition {
    const copy = new EnginePosition(this.initial, this.#created, this.#legalRoom);
    copy.#state = this.state;
    copy.#log = this.#log.copy();
    copy.#lastDice = this.#lastDice;
    return copy;
  }

  /** Done with: a core built from the start goes back to serve a game that starts alike. */
  retire(): void {
    if (this.#core !== null && this.#coreFromStart) giveBackCore(this.#core, this.initial);
  }
}
