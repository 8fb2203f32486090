import { SPACES } from '../_internals/tables.js';
import { RANGE } from './layout.js';
import { SORTED_NEIGHBORS } from './position.js';

// The spaces of one planet as bits: 92 spaces in WORDS 32-bit words (space s is bit s & 31 of
// word s >> 5). Position2026 (position-2026.ts) keeps per seat and planet the spaces holding the
// seat's Fortifications and those holding any piece of the seat; the listings AND them with the
// tables below, so that they read the few spaces where such a piece stands instead of every
// space of a planet (Decommission), in range (shots) or next to a space (Fortify).

/** Words per planet. */
export const WORDS = Math.ceil(SPACES / 32);

/** `IN_RANGE[space * WORDS + w]`: word w of the spaces in shooting range of `space` (RANGE). */
export const IN_RANGE: Int32Array = (() => {
  const out = new Int32Array(SPACES * WORDS);
  for (let s = 0; s < SPACES; s++) {
    for (let k = 0; k < RANGE.count[s]!; k++) {
      const t = RANGE.target[s * RANGE.slots + k]!;
      out[s * WORDS + (t >> 5)]! |= 1 << (t & 31);
    }
  }
  return out;
})();

/**
 * `RANK_OF[space * SPACES + target]`: the rank of `target` among the spaces in range of `space`
 * (RANGE.target lists them ascending, so ranks follow the bits in order), or −1.
 */
export const RANK_OF: Int8Array = (() => {
  const out = new Int8Array(SPACES * SPACES).fill(-1);
  for (let s = 0; s < SPACES; s++) {
    for (let k = 0; k < RANGE.count[s]!; k++) {
      const t = RANGE.target[s * RANGE.slots + k]!;
      if (k > 0 && t <= RANGE.target[s * RANGE.slots + k - 1]!)
        throw new Error(`core: the spaces in range of ${s} are not ascending`);
      out[s * SPACES + t] = k;
    }
  }
  return out;
})();

/** `NEAR[space * WORDS + w]`: word w of the playable neighbours of `space`. */
export const NEAR: Int32Array = (() => {
  const out = new Int32Array(SPACES * WORDS);
  for (let s = 0; s < SPACES; s++) {
    for (const n of SORTED_NEIGHBORS[s]!) out[s * WORDS + (n >> 5)]! |= 1 << (n & 31);
  }
  return out;
})();

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
