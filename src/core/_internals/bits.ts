import { SPACES } from './tables.js';

// A planet's spaces (or edges) as bits: space or edge x is bit x & 31 of word x >> 5. The
// rulesets' positions keep per seat and planet the spaces (or edges) holding some of the seat's
// pieces as such words, and their listings AND them with tables built here, so that they read
// only the few places where a piece stands instead of every place in range or on the planet.

/** Words per planet's spaces (92 spaces: 3 words). */
export const WORDS = Math.ceil(SPACES / 32);

/** A table of lists per space: `target[space * slots + k]`, k < `count[space]`. */
export interface ListsPerSpace {
  readonly slots: number;
  readonly target: Int32Array;
  readonly count: Int32Array;
}

/**
 * The bits of each space's list (`bits[space * words + w]`: word w) and the rank of each target
 * in it (`rank[space * size + target]`, −1 when absent). The lists must be ascending, so that the
 * ranks follow the bits in order.
 */
export function bitsOf(
  lists: ListsPerSpace,
  words: number,
  size: number,
): { readonly bits: Int32Array; readonly rank: Int8Array } {
  const bits = new Int32Array(SPACES * words);
  const rank = new Int8Array(SPACES * size).fill(-1);
  for (let s = 0; s < SPACES; s++) {
    for (let k = 0; k < lists.count[s]!; k++) {
      const t = lists.target[s * lists.slots + k]!;
      if (k > 0 && t <= lists.target[s * lists.slots + k - 1]!)
        throw new Error(`core: the targets in range of ${s} are not ascending`);
      bits[s * words + (t >> 5)]! |= 1 << (t & 31);
      rank[s * size + t] = k;
    }
  }
  return { bits, rank };
}

/** The index of the lowest set bit of a non-zero word. */
export function lowestBit(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/** The number of set bits of a word. */
export function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

// The listings keep a planet's three words in three variables.
if (WORDS !== 3) throw new Error(`core: a planet's spaces fill ${WORDS} words, not 3`);
