import { CORE_RULESETS, CoreError, CoreGame } from '../../core/index.js';
import { DEFAULT_RULESET, type GameState, type Rng, type RngState } from '../../index.js';

// The fast core behind an engine game: steps by action id are made on a `CoreGame` (typed
// arrays, no state object per step), and the game's `GameState` is built only when a request
// needs one (game.ts); what the core plays is kept as ids and dice (move-log.ts).

let coreEnabled = true;

/**
 * Turns the core off (or back on) for the games made from now on: for tests that answer the
 * same requests with and without it and compare the replies byte for byte.
 *
 * @internal
 */
export function useCore(on: boolean): void {
  coreEnabled = on;
}

/**
 * A core for the game at `state`, or null when it is played by the reducer alone: the core
 * off, or a ruleset the core does not play. `CORE_RULESETS` is read at run time, so a ruleset
 * the core learns to play switches on here by itself.
 */
export function coreOf(state: GameState): CoreGame | null {
  if (!coreEnabled || !CORE_RULESETS.includes(state.options.ruleset ?? DEFAULT_RULESET)) {
    return null;
  }
  try {
    return CoreGame.fromState(state);
  } catch (e) {
    if (e instanceof CoreError) return null;
    throw e;
  }
}

/**
 * Cores back at the start of a game, by options and roll-off (which decide a fresh game's whole
 * state): a game that starts over takes one, reset, instead of building a core, which costs as
 * much as a dozen steps. Games of 2 players end every ~50 plies at a turn limit of 50, so this
 * is most of what a `BatchEnv` step would otherwise spend on starting games.
 */
const fresh = new Map<string, CoreGame[]>();
let freshCount = 0;
/** The most cores kept (each some tens of KB), and the most for one start. */
const FRESH_CAP = 512;
const FRESH_PER_START = 8;

function startKey(initial: GameState): string {
  return JSON.stringify([initial.options, initial.rollOff]);
}

/**
 * Hands back the core of a game that is over, built from the game's `initial` state (and not
 * since rebuilt): reset to that start, it serves the next game that starts alike.
 */
export function giveBackCore(core: CoreGame, initial: GameState): void {
  if (freshCount >= FRESH_CAP) return;
  const key = startKey(initial);
  const kept = fresh.get(key);
  if (kept !== undefined && kept.length >= FRESH_PER_START) return;
  core.reset();
  if (kept === undefined) fresh.set(key, [core]);
  else kept.push(core);
  freshCount++;
}

/** A core for a fresh game's `initial` state: one handed back, or built (`coreOf`). */
export function startCore(initial: GameState): CoreGame | null {
  if (!coreEnabled) return null;
  const kept = fresh.get(startKey(initial));
  const core = kept?.pop();
  if (core === undefined) return coreOf(initial);
  freshCount--;
  return core;
}

/**
 * The game's dice with every face kept: the dice of one core move, for its step result and
 * its record. The core draws from it exactly as `applyAction` draws from the game's `Rng`.
 */
export class DiceTap implements Rng {
  faces: number[] = [];

  constructor(public source: Rng) {}

  d6(): number {
    const face = this.source.d6();
    this.faces.push(face);
    return face;
  }

  save(): RngState {
    return this.source.save();
  }
}

/** The faces already drawn, then the generator's own: a move the core gave up on, redone. */
export function drawnThen(faces: readonly number[], source: Rng): Rng {
  let next = 0;
  return {
    d6: () => (next < faces.length ? faces[next++]! : source.d6()),
    save: () => source.save(),
  };
}

let scratch = new Int32Array(0);

/** A shared array long enough for `core.legalIds`, overwritten by the next call. */
export function legalScratch(core: CoreGame): Int32Array {
  if (scratch.length < core.maxLegalIds) scratch = new Int32Array(core.maxLegalIds);
  return scratch;
}

/** The core's legal ids, ascending, in an array of their own. */
export function coreLegalIds(core: CoreGame): Int32Array {
  const ids = legalScratch(core);
  return ids.slice(0, core.legalIds(ids));
}
