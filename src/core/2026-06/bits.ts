import { bitsOf, WORDS } from '../_internals/bits.js';
import { SPACES } from '../_internals/tables.js';
import { RANGE } from './layout.js';
import { SORTED_NEIGHBORS } from './position.js';

// The spaces of one planet as bits: 92 spaces in WORDS 32-bit words (space s is bit s & 31 of
// word s >> 5). Position2026 (position-masks.ts) keeps per seat and planet the spaces holding the
// seat's Fortifications and those holding any piece of the seat; the listings AND them with the
// tables below, so that they read the few spaces where such a piece stands instead of every
// space of a planet (Decommission), in range (shots) or next to a space (Fortify).

export { bitCount, lowestBit, WORDS } from '../_internals/bits.js';

const IN_RANGE_BITS = bitsOf(RANGE, WORDS, SPACES);

/** `IN_RANGE[space * WORDS + w]`: word w of the spaces in shooting range of `space` (RANGE). */
export const IN_RANGE: Int32Array = IN_RANGE_BITS.bits;
/**
 * `RANK_OF[space * SPACES + target]`: the rank of `target` among the spaces in range of `space`
 * (RANGE.target lists them ascending, so ranks follow the bits in order), or −1.
 */
export const RANK_OF: Int8Array = IN_RANGE_BITS.rank;

/** `NEAR[space * WORDS + w]`: word w of the playable neighbours of `space`. */
export const NEAR: Int32Array = (() => {
  const out = new Int32Array(SPACES * WORDS);
  for (let s = 0; s < SPACES; s++) {
    for (const n of SORTED_NEIGHBORS[s]!) out[s * WORDS + (n >> 5)]! |= 1 << (n & 31);
  }
  return out;
})();
