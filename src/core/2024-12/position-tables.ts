import { HQS, SLOTS, SPACES } from '../_internals/tables.js';
import { keyHi, keyLo } from '../_internals/zobrist.js';
import { WORDS } from './bits.js';
import { ALL_NEIGHBOR, EDGE_OF, EDGES, RULES } from './layout.js';

// The constant tables a 2024-12 position (position.ts) reads: the HQ an edge borders and the
// edges of an HQ (the Build-site counts), a cell's word and bit in the piece masks, and the keys
// of the two Zobrist features of its own (the facings and the Fortifications on edges).

/** Per edge: the index in HQS of the HQ it borders (an edge borders one HQ at most), or −1. */
export const EDGE_HQ: Int32Array = (() => {
  const out = new Int32Array(EDGES).fill(-1);
  HQS.forEach((hq, h) => {
    for (let slot = 0; slot < SLOTS; slot++) {
      const e = EDGE_OF[hq * SLOTS + slot]!;
      if (e < 0) continue;
      if (out[e] !== -1) throw new Error(`edge ${e} borders two HQs`);
      out[e] = h;
    }
  });
  return out;
})();

/** Per HQ (index in HQS): its playable edges, every one of which a Build site needs. */
export const RING: Int32Array = Int32Array.from(HQS, (hq) => {
  let n = 0;
  for (let slot = 0; slot < SLOTS; slot++) if (EDGE_OF[hq * SLOTS + slot]! >= 0) n++;
  return n;
});

export const MAX_SEATS = 6;

/** Per cell of the largest game: its word in a seat's piece masks (planet × WORDS + space / 32). */
export const CELL_WORD: Int32Array = Int32Array.from(
  { length: RULES.maxPlanets * SPACES },
  (_, c) => Math.floor(c / SPACES) * WORDS + ((c % SPACES) >> 5),
);
/** Per cell: its bit in that word. */
export const CELL_BIT: Int32Array = Int32Array.from(
  { length: RULES.maxPlanets * SPACES },
  (_, c) => 1 << ((c % SPACES) & 31),
);

/** Feature kinds, in the top bits of `a`, beside the shared ones (zobrist.ts: 1 to 4). */
export const F_EDGE_FORT = 5 << 28;
export const F_FACING = 6 << 28;

/**
 * The facings' keys in a table: `FACING_KEYS[2 * (cell * SLOTS + slot)]` is `keyHi(F_FACING |
 * cell, facing)` for the neighbour in that slot, the next entry `keyLo`. A table read is a few
 * bytes of bytecode where the two mixes are about 270, and V8's inlining budget is counted in
 * bytecode: `setFacing` stays small enough to inline where a Rover moves or turns.
 */
export const FACING_KEYS: Int32Array = new Int32Array(RULES.maxPlanets * SPACES * SLOTS * 2);
for (let cell = 0; cell < RULES.maxPlanets * SPACES; cell++) {
  for (let slot = 0; slot < SLOTS; slot++) {
    const facing = ALL_NEIGHBOR[(cell % SPACES) * SLOTS + slot]!;
    if (facing < 0) continue;
    FACING_KEYS[2 * (cell * SLOTS + slot)] = keyHi(F_FACING | cell, facing);
    FACING_KEYS[2 * (cell * SLOTS + slot) + 1] = keyLo(F_FACING | cell, facing);
  }
}

/**
 * The keys of the Fortifications on edges, as the facings': `EDGE_FORT_KEYS[2 * (owner *
 * FORT_EDGES + planet * EDGES + edge)]` is `keyHi(F_EDGE_FORT | (owner << 24) | (planet * EDGES +
 * edge), 0)`, the next entry `keyLo`, for every seat and planet of the largest game.
 */
export const FORT_EDGES = RULES.maxPlanets * EDGES;
export const EDGE_FORT_KEYS: Int32Array = new Int32Array(MAX_SEATS * FORT_EDGES * 2);
for (let owner = 0; owner < MAX_SEATS; owner++) {
  for (let e = 0; e < FORT_EDGES; e++) {
    const a = F_EDGE_FORT | (owner << 24) | e;
    EDGE_FORT_KEYS[2 * (owner * FORT_EDGES + e)] = keyHi(a, 0);
    EDGE_FORT_KEYS[2 * (owner * FORT_EDGES + e) + 1] = keyLo(a, 0);
  }
}
