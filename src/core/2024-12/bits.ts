import { bitsOf, WORDS } from '../_internals/bits.js';
import { SPACES } from '../_internals/tables.js';
import { EDGE_RANGE, EDGES, RANGE } from './layout.js';

// A planet's spaces and edges as bits, for the shots' listing: 92 spaces in WORDS 32-bit words,
// 150 edges in EDGE_WORDS (space or edge x is bit x & 31 of word x >> 5). Position2024 keeps, per
// seat and planet, the spaces holding a Rover or Building of the seat and the edges holding its
// Fortification; the listing ANDs the other seats' words with what is in range of each Rover, so
// that it reads only where an enemy piece stands (a few) instead of every space and edge in range
// (up to 20 and 40).

export { lowestBit, WORDS } from '../_internals/bits.js';
/** Words per planet's edges. */
export const EDGE_WORDS = Math.ceil(EDGES / 32);

// The listing keeps a planet's edge words in variables, five of them.
if (EDGE_WORDS !== 5) throw new Error(`core: a planet's edges fill ${EDGE_WORDS} words, not 5`);

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
