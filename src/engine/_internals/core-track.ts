import { CORE_RULESETS, CoreError, CoreGame } from '../../core/index.js';
import {
  applyAction,
  DEFAULT_RULESET,
  decodeAction,
  type GameState,
  type LastAction,
  type Rng,
  type RngState,
  scriptedRng,
} from '../../index.js';

// The fast core behind an engine game: steps by action id are made on a `CoreGame` (typed
// arrays, no state object per step), and the game's `GameState` is built only when a request
// needs one. What the core plays is kept as ids and dice, enough to write the record later.

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

/**
 * Replays moves kept as ids and dice (per move: its id, how many dice, the faces) from `from`
 * with the reducer, pushing each move's `last` onto `lasts`; returns the state reached.
 */
export function replayMoves(
  from: GameState,
  moves: readonly number[],
  lasts: LastAction[],
): GameState {
  let state = from;
  let at = 0;
  while (at < moves.length) {
    const id = moves[at]!;
    const count = moves[at + 1]!;
    const faces = moves.slice(at + 2, at + 2 + count);
    state = applyAction(state, decodeAction(state, id), scriptedRng(faces), { freeze: false });
    lasts.push(state.last!);
    at += 2 + count;
  }
  return state;
}

let scratch = new Int32Array(0);

/** The core's legal ids, ascending, in an array of their own. */
export function coreLegalIds(core: CoreGame): Int32Array {
  if (scratch.length < core.maxLegalIds) scratch = new Int32Array(core.maxLegalIds);
  const n = core.legalIds(scratch);
  return scratch.slice(0, n);
}
