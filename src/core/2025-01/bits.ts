import { bitsOf, WORDS } from '../_internals/bits.js';
import { SPACES } from '../_internals/tables.js';
import { RANGE } from './layout.js';

// The spaces in shooting range as bits (src/core/_internals/bits.ts). Position2025 keeps, per
// seat and planet, the spaces holding any piece of the seat; the shots' listing ANDs them with
// the spaces in range of a Rover, so that it reads only the spaces where an enemy piece stands
// (a few) instead of every space in range (up to 36).

export { lowestBit, WORDS } from '../_internals/bits.js';

const IN_RANGE_BITS = bitsOf(RANGE, WORDS, SPACES);

/** `IN_RANGE[space * WORDS + w]`: word w of the spaces in shooting range of `space` (RANGE). */
export const IN_RANGE: Int32Array = IN_RANGE_BITS.bits;
/**
 * `RANK_OF[space * SPACES + target]`: the rank of `target` among the spaces in range of `space`
 * (RANGE.target lists them ascending, so ranks follow the bits in order), or −1.
 */
export const RANK_OF: Int8Array = IN_RANGE_BITS.rank;
