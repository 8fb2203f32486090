import { SPACES } from '../_internals/tables.js';
import { EDGE_RANGE, EDGES, RANGE } from './layout.js';

// A planet's spaces and edges as bits, for the shots' listing: 92 spaces in WORDS 32-bit words,
// 150 edges in EDGE_WORDS (space or edge x is bit x & 31 of word x >> 5). Position2024 keeps, per
// seat and planet, the spaces holding a Rover or Building of the seat and the edges holding its
// Fortification; the listing ANDs the other seats' words with what is in range of each Rover, so
// that it reads only where an enemy piece stands (a few) instead of every space and edge in range
// (up to 20 and 40).

/** Words per planet's spaces. */
export const WORDS = Math.ceil(SPACES / 32);
/** Words per planet's edges. */
export const EDGE_WORDS = Math.ceil(EDGES / 32);

// The listing keeps a planet's words in variables, three and five of them.
if (WORDS !== 3 || EDGE_WORDS !== 5)
  throw new Error(`core: a planet fills ${WORDS} and ${EDGE_WORDS} words, not 3 and 5`);

/**
 * Bits of a table of lists per space (`target[space * slots + k]`, k < count[space]), as `words`
 * words per space; the lists must be ascending, so that ranks follow the bits in order.
 */
function bitsOf(
  lists: { readonly slots: number; readonly target: Int32Array; readonly count: Int32Array },
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

const SPACE_BITS = bitsOf(RANGE, WORDS, SPACES);
const EDGE_BITS = bitsOf(
  { slots: EDGE_RANGE.slots, target: EDGE_RANGE.edge, count: EDGE_RANGE.count },
  EDGE_WORDS,
  EDGES,
);

/** `IN_RANGE[space * WORDS + w]`: word w of the spaces in shooting range of `space` (RANGE). */
export const IN_RANGE: Int32Array = SPACE_BITS.bits;
/** `RANK_OF[space * SPACES + target]`: the rank of `target` in range of `space`, or −1. */
export const RANK_OF: Int8Array = SPACE_BITS.rank;
/** `EDGES_IN_RANGE[space * EDGE_WORDS + w]`: word w of the edges a Rover there may shoot. */
export const EDGES_IN_RANGE: Int32Array = EDGE_BITS.bits;
/** `EDGE_RANK_OF[space * EDGES + edge]`: the edge's rank in EDGE_RANGE of `space`, or −1. */
export const EDGE_RANK_OF: Int8Array = EDGE_BITS.rank;

/** The index of the lowest set bit of a non-zero word. */
export function lowestBit(word: number): number {
  return 31 - Math.clz32(word & -word);
}
