import { F_SCALAR, keyHi, keyLo, SCALAR_KEYS, SCALAR_VALUES } from './zobrist.js';

// The mutable game as one Int32Array `m`, every write through `set`, which remembers the
// overwritten value in a journal of (index, old value) pairs; `unmake` plays the journal back to
// the length saved before the ply. The Zobrist key's two halves live beside it: a scalar's
// change updates them here, a piece's in position.ts; they are saved per ply (frames.ts).

export class Journal {
  /** The position's values (position.ts lays them out). */
  m: Int32Array = new Int32Array(0);
  /** The undo journal: (index, old value) pairs. */
  journal: Int32Array = new Int32Array(1024);
  journalLength = 0;
  /** The Zobrist key's halves (zobrist.ts). */
  hi = 0;
  lo = 0;

  /** Writes `m[i] = v`, remembering the old value for `unmake`. */
  set(i: number, v: number): void {
    const m = this.m;
    const old = m[i]!;
    if (old === v) return;
    const j = this.journalLength;
    const journal = j + 2 > this.journal.length ? this.growJournal() : this.journal;
    journal[j] = i;
    journal[j + 1] = old;
    this.journalLength = j + 2;
    m[i] = v;
  }

  private growJournal(): Int32Array {
    const next = new Int32Array(this.journal.length * 2);
    next.set(this.journal);
    this.journal = next;
    return next;
  }

  /** Plays the journal back to `length`. */
  rewind(length: number): void {
    const m = this.m;
    const journal = this.journal;
    for (let j = this.journalLength - 2; j >= length; j -= 2) m[journal[j]!] = journal[j + 1]!;
    this.journalLength = length;
  }

  /**
   * A scalar at `i` (one of S_*, or O_* + index) set to `v`, its key updated. Kept small (the
   * table's case inline, any other value in `wideScalarKey`) so that V8 inlines it where it is
   * hot: its inlining budget per function is counted in bytecode.
   */
  setScalar(i: number, v: number): void {
    const old = this.m[i]!;
    if (old === v) return;
    // Both values in 0..SCALAR_VALUES − 1 (a power of two): their OR is too.
    if ((old | v) >>> 0 < SCALAR_VALUES) {
      const keys = SCALAR_KEYS;
      const a = (i * SCALAR_VALUES + old) << 1;
      const b = (i * SCALAR_VALUES + v) << 1;
      this.hi ^= keys[a]! ^ keys[b]!;
      this.lo ^= keys[a + 1]! ^ keys[b + 1]!;
    } else this.wideScalarKey(i, old, v);
    this.set(i, v);
  }

  /** The key's change for a scalar whose old or new value is outside the table. */
  private wideScalarKey(i: number, old: number, v: number): void {
    this.hi ^= keyHi(F_SCALAR | i, old) ^ keyHi(F_SCALAR | i, v);
    this.lo ^= keyLo(F_SCALAR | i, old) ^ keyLo(F_SCALAR | i, v);
  }
}
