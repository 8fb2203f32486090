import {
  applyAction,
  decodeAction,
  type GameState,
  type LastAction,
  scriptedRng,
} from '../../index.js';

/**
 * What an engine game's record needs: the `last` of every move, in order. A move made on the
 * core has no `last` (no state was built for it): it is kept as its id and dice, a few numbers,
 * and the reducer replays such moves, with those very dice, when a record is asked for.
 */
export class MoveLog {
  /** The `last` of every move up to `#written`. */
  #lasts: LastAction[] = [];
  /** The state after the moves of `#lasts`. */
  #written: GameState;
  /** The moves made since `#written`: per move its id, how many dice, their faces. */
  #moves: number[] = [];

  constructor(initial: GameState) {
    this.#written = initial;
  }

  /** A move made on the core: its id and the faces of its dice. */
  pushMove(id: number, faces: readonly number[]): void {
    this.#moves.push(id, faces.length, ...faces);
  }

  /**
   * A move the reducer made, reaching `after`; `id` its action id (without one, the moves kept
   * as ids are replayed first, so that this one's `last` follows theirs).
   */
  pushState(after: GameState, id: number | undefined, faces: readonly number[]): void {
    if (this.#moves.length > 0 && id !== undefined) {
      this.pushMove(id, faces);
      return;
    }
    this.#replay();
    if (after.last !== null) this.#lasts.push(after.last);
    this.#written = after;
  }

  /** The `last` of every move, and the reducer's state after them all. */
  written(): { readonly lasts: readonly LastAction[]; readonly state: GameState } {
    this.#replay();
    return { lasts: this.#lasts, state: this.#written };
  }

  /** The same log, its own copy. */
  copy(): MoveLog {
    const copy = new MoveLog(this.#written);
    copy.#lasts = [...this.#lasts];
    copy.#moves = [...this.#moves];
    return copy;
  }

  #replay(): void {
    const moves = this.#moves;
    if (moves.length === 0) return;
    let state = this.#written;
    let at = 0;
    while (at < moves.length) {
      const id = moves[at]!;
      const count = moves[at + 1]!;
      const faces = moves.slice(at + 2, at + 2 + count);
      state = applyAction(state, decodeAction(state, id), scriptedRng(faces), { freeze: false });
      this.#lasts.push(state.last!);
      at += 2 + count;
    }
    this.#written = state;
    this.#moves = [];
  }
}
