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
  /** Per ply made (by depth), the stamp of the position before it. */
  #saved: Int32Array = new Int32Array(64);
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

  /** A make from `depth` (the plies before it): the new position gets a new stamp. */
  enter(depth: number): void {
    if (depth >= this.#saved.length) {
      const next = new Int32Array(this.#saved.length * 2);
      next.set(this.#saved);
      this.#saved = next;
    }
    this.#saved[depth] = this.#stamp;
    if (this.#last >= this.#limit) this.#renumber(depth);
    this.#stamp = ++this.#last;
  }

  /** Back to the position before ply `depth` (an unmake, a reset, a make that failed). */
  leave(depth: number): void {
    this.#stamp = this.#saved[depth]!;
  }

  /** Every mark forgotten, the open plies' stamps numbered again from `first`. */
  #renumber(depth: number): void {
    this.#marks.fill(0);
    let stamp = this.#first;
    for (let d = 0; d <= depth; d++) this.#saved[d] = stamp++;
    this.#last = stamp - 1;
  }
}
