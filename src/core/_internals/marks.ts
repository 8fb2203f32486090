import { UNDO } from './frames.js';

// The ids of a position's last listing, so that `make` of a listed id needs one read, not a check
// of its rules. Per id, the stamp of the position that listed it: every position a core reaches
// by `make` gets a new stamp, and `unmake` gives the position it returns to its stamp back, so a
// search that lists a node once, then makes and unmakes each id, reads marks all the way (a
// listing in a child overwrites some of them: those ids are then checked, as before a listing).
//
// A stamp names one position only: stamps are never reused (a counter), and a position with a
// stamp is the very same whenever it has it again (unmake and reset are exact). Once the counter
// reaches `limit` (once in two billion makes), every mark is forgotten and the stamps of the
// plies still open are numbered again, so that no stale mark can match a new stamp.

export class Marks {
  /** Per id, the stamp of the position that listed it; any value below `first` is no mark. */
  readonly #marks: Int32Array;
  /** The current position's stamp. */
  #stamp: number;
  /** The last stamp given. */
  #last: number;
  readonly #first: number;
  readonly #limit: number;

  /**
   * `marks`: one entry per id (it may be scratch that other code fills with ids: every stamp is
   * at least `first`, above every id, so an id left there is no mark). `limit`: the largest
   * stamp, 2^31 − 1 but for tests.
   */
  constructor(marks: Int32Array, first: number, limit = 0x7fffffff) {
    this.#marks = marks;
    this.#first = first;
    this.#limit = limit;
    this.#stamp = first;
    this.#last = first;
  }

  /** Marks `ids[0..n)` as listed in the current position. */
  list(ids: Int32Array, n: number): void {
    const marks = this.#marks;
    const stamp = this.#stamp;
    for (let k = 0; k < n; k++) marks[ids[k]!] = stamp;
  }

  /** Whether `id` was listed in the current position (false for anything not an id). */
  listed(id: number): boolean {
    return this.#marks[id] === this.#stamp;
  }

  /**
   * A make: the new position gets a new stamp, the one before it saved at `undo[at]` (its ply's
   * entry U_MARK, beside the rest of the ply's undo: one cache line fewer than an array of its
   * own; the entries of the plies before it are `UNDO` apart, below).
   */
  enter(undo: Int32Array, at: number): void {
    undo[at] = this.#stamp;
    if (this.#last >= this.#limit) this.#renumber(undo, at);
    this.#stamp = ++this.#last;
  }

  /** Back to the position whose stamp was saved (an unmake, a reset, a make that failed). */
  leave(stamp: number): void {
    this.#stamp = stamp;
  }

  /**
   * A new stamp for the current position, with no ply open (a core loaded with another state,
   * src/core/_internals/reload.ts): no mark made before counts in it.
   */
  renew(): void {
    if (this.#last >= this.#limit) {
      this.#marks.fill(0);
      this.#last = this.#first - 1;
    }
    this.#stamp = ++this.#last;
  }

  /** Every mark forgotten, the open plies' stamps (`undo[at]` and below) numbered again. */
  #renumber(undo: Int32Array, at: number): void {
    this.#marks.fill(0);
    let stamp = this.#first;
    for (let k = at % UNDO; k <= at; k += UNDO) undo[k] = stamp++;
    this.#last = stamp - 1;
  }
}
