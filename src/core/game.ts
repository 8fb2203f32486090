import type { GameState, Rng } from '../rules/index.js';
import { grantCoreAccess, grantCoreReload } from './_internals/access.js';
import type { Context } from './_internals/context.js';
import type { Base } from './_internals/convert.js';
import { useDice } from './_internals/dice.js';
import {
  eventsSignature,
  F_TYPE,
  lastDieOf,
  U_HI,
  U_JOURNAL,
  U_LO,
  U_MARK,
  UNDO,
} from './_internals/frames.js';
import { Marks } from './_internals/marks.js';
import { checkObserver } from './_internals/observe.js';
import { openState } from './_internals/open.js';
import {
  O_IN_GAME,
  S_CURRENT,
  S_STATUS,
  S_TURN,
  S_WINNERS,
  STATUS_FINISHED,
  STATUS_SETUP,
} from './_internals/position.js';
import { reloadContext } from './_internals/reload.js';
import { RULESET_CORES, type RulesetCore } from './_internals/rulesets.js';
import { coreFail } from './errors.js';

/** The rulesets the core plays: every published one (2025-01, 2024-12, 2026-06). */
export const CORE_RULESETS: readonly string[] = Object.keys(RULESET_CORES);

/**
 * A game as a few typed arrays, mutable: `make` an action by its id, `unmake` it exactly. Built
 * from any valid `GameState` of a ruleset the core plays (`CORE_RULESETS`), and `toState()`
 * gives the state the reducer gives for the same actions and dice. For simulations and search;
 * frontends keep the immutable reducer, which stays the reference (the core is tested against
 * it at every ply). Allocates nothing per `make` or `unmake` once its stacks are as deep as the
 * game (they double when a game goes deeper than any before). A core of one planet holds about
 * 47 KB in 2025-01 (25 KB a scratch list of ids), 65 KB in 2024-12 and 68 KB in 2026-06; a ply
 * of undo about 0.76 KB in 2025-01 and 2024-12 (a 720-byte record and the overwritten values,
 * about 5 of 8 bytes each in a random playout) and 2.1 KB in 2026-06 (a record sized for its
 * largest Fire).
 *
 * @example
 * ```ts
 * const core = CoreGame.fromState(createGame({ players: 2 }, rng));
 * const ids = new Int32Array(core.maxLegalIds);
 * while (!core.isTerminal()) {
 *   const n = core.legalIds(ids);
 *   core.make(ids[Math.floor(Math.random() * n)]!, rng);
 * }
 * ```
 */
export class CoreGame {
  #ctx: Context;
  #base: Base;
  readonly #rules: RulesetCore;
  /** The ids of the last `legalIds`, so that `make` of one needs no check (marks.ts). */
  readonly #marks: Marks;

  static {
    // The bots' evaluation reads the typed arrays (src/core/_internals/access.ts); not public.
    grantCoreAccess(
      (core) => (core as CoreGame).#ctx,
      (core) => (core as CoreGame).#base.options.ruleset ?? '2025-01',
    );
    // mctsBot loads each decision's root into the core of the last (src/core/_internals/reload.ts).
    grantCoreReload((core, state) => (core as CoreGame).#reload(state));
  }

  /** Loads `state` into this core's arrays; false (nothing changed) when their shape differs. */
  #reload(state: GameState): boolean {
    const ruleset = this.#base.options.ruleset ?? '2025-01';
    const loaded = reloadContext(this.#ctx, ruleset, this.#rules, state);
    if (loaded === null) return false;
    this.#ctx = loaded.ctx;
    this.#base = loaded.base;
    // The listing's marks are the same array: a new stamp, so that none of them counts.
    this.#marks.renew();
    return true;
  }

  private constructor(state: GameState) {
    const { rules, ctx, base } = openState(state);
    this.#rules = rules;
    this.#ctx = ctx;
    this.#base = base;
    this.#marks = new Marks(ctx.listing, ctx.layout.total + 1);
  }

  /**
   * The core of a state. Throws a `CoreError`: `BAD_STATE` for anything `validateState` refuses
   * (hostile input included, and a ruleset name it does not know), `UNSUPPORTED_RULESET` for a
   * ruleset the core does not play (none today: it plays every published ruleset).
   */
  static fromState(state: GameState): CoreGame {
    return new CoreGame(state);
  }

  /** The number of action ids of the game (`actionSpaceSize(state.options)`). */
  get actionSpaceSize(): number {
    return this.#ctx.layout.total;
  }

  /** How long an `Int32Array` given to `legalIds` must be: enough for any position. */
  get maxLegalIds(): number {
    return this.#ctx.layout.total;
  }

  /** Actions made since the core was built (and not unmade). */
  get depth(): number {
    return this.#ctx.plies.depth;
  }

  /** The player to act. */
  get currentPlayer(): number {
    return this.#ctx.pos.m[S_CURRENT]!;
  }

  /** Turns completed (`state.turn`). */
  get turn(): number {
    return this.#ctx.pos.m[S_TURN]!;
  }

  /** The game's turn limit (ruling R14: it ends with no winner once `turn` reaches it), or `null`. */
  get turnLimit(): number | null {
    return this.#ctx.turnLimit;
  }

  /** Whether players are still placing their Rovers (`state.status === 'setup'`). */
  isSetup(): boolean {
    return this.#ctx.pos.m[S_STATUS] === STATUS_SETUP;
  }

  /** Whether the game is over (won, everyone out, or the turn limit reached, ruling R26). */
  isTerminal(): boolean {
    return this.#ctx.pos.m[S_STATUS] === STATUS_FINISHED;
  }

  /** The winners as a bit mask (bit p for seat p): 0 while playing, or with no winner. */
  get winnerMask(): number {
    return this.#ctx.pos.m[S_WINNERS]!;
  }

  /**
   * The return of seat `player`, as the engine's rewards add up: −1 once out (or lost), 1 for the
   * winner, 0 while the game goes on or when it ended at the turn limit with the player in it.
   */
  returnOf(player: number): number {
    const m = this.#ctx.pos.m;
    if (m[O_IN_GAME + player] !== 1) return -1;
    if (m[S_STATUS] !== STATUS_FINISHED) return 0;
    return (m[S_WINNERS]! >> player) & 1 ? 1 : 0;
  }

  /** The high 32 bits of the position's 64-bit Zobrist key (for transposition tables). */
  get keyHi(): number {
    return this.#ctx.pos.hi;
  }

  /** The low 32 bits of the position's 64-bit Zobrist key. */
  get keyLo(): number {
    return this.#ctx.pos.lo;
  }

  /** The key computed from nothing, as `keyHi`/`keyLo` must always be (for tests). */
  keyFromScratch(): { readonly hi: number; readonly lo: number } {
    return this.#ctx.pos.computeKey();
  }

  /**
   * The first count the core keeps beside the pieces (2025-01: the HQs each seat surrounds) that
   * differs from the pieces, as text, or `null`, as must always be (for tests).
   *
   * @internal
   */
  derivedProblem(): string | null {
    return this.#ctx.pos.derivedProblem();
  }

  /**
   * Writes the legal action ids into `out` from index 0, ascending, and returns how many. They
   * are the ids `encodeAction` gives the reducer's `legalActions` (a descent by a Rover beyond
   * the first 8 in orbit has no id, as there). `out.length` must be `maxLegalIds` at least.
   */
  legalIds(out: Int32Array): number {
    if (out.length < this.maxLegalIds)
      throw new RangeError(`legalIds: out must hold ${this.maxLegalIds} ids`);
    const n = this.#rules.legalIds(this.#ctx, out);
    this.#marks.list(out, n);
    return n;
  }

  /**
   * Whether `id` is legal now, by the rules of its action type alone (no listing: the same
   * predicates as `legalIds`).
   */
  isLegal(id: number): boolean {
    if (!Number.isInteger(id) || id < 0 || id >= this.#ctx.layout.total) return false;
    return this.#rules.checkId(this.#ctx, id);
  }

  /**
   * Plays the legal action `id`. Its dice come from `dice`: an `Rng` (seeded dice, `createRng`:
   * the same stream `applyAction` draws from, so the results match die for die) or explicit
   * faces (`[4, 3]`: a hit, then damage), read in the reducer's order.
   *
   * @throws {@link CoreError} `ILLEGAL_ID` when `id` is not legal, `DICE_EXHAUSTED` when
   * explicit dice run out; the core is then as it was.
   */
  make(id: number, dice: Rng | ArrayLike<number>): void {
    if (!this.#marks.listed(id) && !this.isLegal(id))
      coreFail('ILLEGAL_ID', `action id ${String(id)} is not legal here`);
    useDice(this.#ctx.dice, dice, false);
    this.#apply(id);
  }

  /**
   * `make` for enumerating chance outcomes: explicit dice, then 1s past their end. Returns how
   * many dice the action drew (`lastDice` reads them). Not checked for legality: `id` must come
   * from `legalIds` of this position.
   *
   * @internal
   */
  makePadded(id: number, dice: ArrayLike<number>): number {
    useDice(this.#ctx.dice, dice, true);
    this.#apply(id);
    return this.#ctx.dice.next;
  }

  /**
   * Die `k` of the last action: `purpose * 8 + face`, the purpose coded 1 hit, 2 damage,
   * 3 planet (for enumerating chance outcomes without allocating).
   *
   * @internal
   */
  lastDie(k: number): number {
    return lastDieOf(this.#ctx.plies, k);
  }

  /** A signature of the last action's events, the planet roll's total aside (outcome grouping). */
  lastEventsSignature(): number {
    const plies = this.#ctx.plies;
    const f = (plies.depth - 1) * plies.frame;
    // 2026-06's Fire: outcomes are positions, whatever order the hits came in (actionOutcomes).
    const byPosition = this.#rules.mergesByPosition?.(plies.frames[f + F_TYPE]!) === true;
    return eventsSignature(plies.frames, f, byPosition);
  }

  #apply(id: number): void {
    const { pos, plies } = this.#ctx;
    const f = plies.push(pos.journalLength, pos.hi, pos.lo);
    this.#marks.enter(plies.undo, (plies.depth - 1) * UNDO + U_MARK);
    try {
      this.#rules.applyId(this.#ctx, id, f);
    } catch (e) {
      // Back to the position before, as an unmake of the ply just pushed.
      this.#back(plies.depth - 1);
      throw e;
    }
  }

  /**
   * Takes back the last `make`, exactly: the position, its key and `toState().last`.
   *
   * @throws {@link CoreError} `NOTHING_TO_UNMAKE` at the position the core was built from.
   */
  unmake(): void {
    const d = this.#ctx.plies.depth - 1;
    if (d < 0) coreFail('NOTHING_TO_UNMAKE', 'unmake: no action to take back');
    this.#back(d);
  }

  /**
   * Takes back every `make`, back to the position the core was built from: the start of the
   * next playout, without building a core again.
   */
  reset(): void {
    if (this.#ctx.plies.depth > 0) this.#back(0);
  }

  /** Back to the position before ply `d`, as it was. */
  #back(d: number): void {
    const { pos, plies } = this.#ctx;
    const undo = plies.undo;
    const at = d * UNDO;
    this.#marks.leave(undo[at + U_MARK]!);
    pos.rewind(undo[at + U_JOURNAL]!);
    pos.hi = undo[at + U_HI]!;
    pos.lo = undo[at + U_LO]!;
    plies.depth = d;
  }

  /** The length of an observation (`observationSize(state.options)`). */
  get observationSize(): number {
    return this.#rules.observation.size(this.#ctx.pos.players, this.#ctx.pos.planets);
  }

  /**
   * Writes the position seen from seat `player` into `out` (`observationSize` values, every one
   * written), the very values of `observe(toState(), player)`, in the layout of the game's
   * ruleset (docs/bots.md); returns `out`.
   */
  observeInto(player: number, out: Float32Array): Float32Array {
    const { pos, turnLimit, firstPlayer } = this.#ctx;
    const observation = this.#rules.observation;
    checkObserver(player, pos.players, out, observation.size(pos.players, pos.planets));
    observation.write(this.#ctx, player, turnLimit, firstPlayer, out);
    return out;
  }

  /** The position as a `GameState`, equal to the reducer's for the same actions and dice. */
  toState(): GameState {
    return this.#rules.stateOf(this.#ctx.pos, this.#ctx.plies, this.#base);
  }
}
