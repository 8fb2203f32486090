import { HQS, NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { WORDS } from './bits.js';

// The tables of Position2025's kept counts and masks (position.ts): which HQ a cell borders, how
// many playable neighbours an HQ has, and a cell's word and bit in a seat's masks.
//
// A space next to an HQ is next to that one only (the HQs, pentagons, touch no other pentagon
// and a triangle touches one pentagon at most), so each change of a cell updates one count.

/** Per space: the index in HQS of the playable HQ it neighbours, or −1. */
const HQ_NEXT: Int32Array = (() => {
  const out = new Int32Array(SPACES).fill(-1);
  HQS.forEach((hq, h) => {
    for (let slot = 0; slot < SLOTS; slot++) {
      const n = NEIGHBOR[hq * SLOTS + slot]!;
      if (n < 0) continue;
      if (out[n] !== -1) throw new Error(`space ${n} neighbours two HQs`);
      out[n] = h;
    }
  });
  return out;
})();

/** Per HQ (index in HQS): its playable neighbours, all of which a site needs. */
export const RING: Int32Array = Int32Array.from(HQS, (hq) => {
  let n = 0;
  for (let slot = 0; slot < SLOTS; slot++) if (NEIGHBOR[hq * SLOTS + slot]! >= 0) n++;
  return n;
});

export const MAX_SEATS = 6;
export const MAX_PLANETS = 16;

/**
 * Per cell (planet × space, up to MAX_PLANETS planets): the HQ it neighbours as planet × HQS
 * index (the offset of its count), or −1; so that a change needs no division.
 */
export const HQ_NEXT_CELL: Int32Array = Int32Array.from(
  { length: MAX_PLANETS * SPACES },
  (_, c) => {
    const h = HQ_NEXT[c % SPACES]!;
    return h < 0 ? -1 : Math.floor(c / SPACES) * HQS.length + h;
  },
);

/** Per cell: its word in a seat's piece masks (planet × WORDS + space / 32), and its bit. */
export const CELL_WORD: Int32Array = Int32Array.from(
  { length: MAX_PLANETS * SPACES },
  (_, c) => Math.floor(c / SPACES) * WORDS + ((c % SPACES) >> 5),
);
export const CELL_BIT: Int32Array = Int32Array.from({ length: MAX_PLANETS * SPACES }, (_, c) => {
  return 1 << ((c % SPACES) % 32);
});

/** Per HQ offset (planet × HQS index): RING + 1, its count when it may be a Build site. */
export const FULL: Int32Array = Int32Array.from(
  { length: MAX_PLANETS * HQS.length },
  (_, k) => RING[k % HQS.length]! + 1,
);
