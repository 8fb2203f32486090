import { SPACES } from './tables.js';

// The 64-bit Zobrist key as two 32-bit halves (the chessops idiom, no BigInt). A feature of the
// position (a Rover with its id, owner, hit points and place; a Fortification; a Building; a
// scalar with its value) is two integers, and its key is a fixed mix of them, so the tables of
// random numbers a chess engine keeps are computed, not stored: Rover ids have no bound.

// Each half is a product of the feature's two integers, then the MurmurHash3 finalizer (fmix32)
// written out in it: one function of about 60 bytes of bytecode rather than two calls, since
// V8's inlining budget is counted in bytecode and every change of a piece toggles a key.

/** The high half of the key of feature (a, b). */
export function keyHi(a: number, b: number): number {
  let h = Math.imul(a ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The low half of the key of feature (a, b). */
export function keyLo(a: number, b: number): number {
  let h = Math.imul(a ^ 0x61c88647, 0x165667b1) ^ Math.imul(b + 0x3c6ef372, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Feature kinds, in the top bits of `a`. */
export const F_ROVER = 1 << 28;
export const F_FORT = 2 << 28;
export const F_BUILDING = 3 << 28;
export const F_SCALAR = 4 << 28;

/**
 * Scalars 0..63 with values 0..511 (a turn count below 512 included) have their keys in a
 * table, computed once: `SCALAR_KEYS[2 * (i * SCALAR_VALUES + v)]` is `keyHi(F_SCALAR | i, v)`,
 * the next entry `keyLo`, side by side so that one change reads one cache line per value.
 */
export const SCALAR_VALUES = 512;
const SCALAR_SLOTS = 64;
export const SCALAR_KEYS: Int32Array = new Int32Array(SCALAR_SLOTS * SCALAR_VALUES * 2);
for (let i = 0; i < SCALAR_SLOTS; i++) {
  for (let v = 0; v < SCALAR_VALUES; v++) {
    SCALAR_KEYS[2 * (i * SCALAR_VALUES + v)] = keyHi(F_SCALAR | i, v);
    SCALAR_KEYS[2 * (i * SCALAR_VALUES + v) + 1] = keyLo(F_SCALAR | i, v);
  }
}

/**
 * The Fortifications' keys in a table, as the scalars': `FORT_KEYS[2 * (owner * FORT_CELLS +
 * cell)]` is `keyHi(F_FORT | (owner << 24) | cell, 0)`, the next entry `keyLo`, for every seat
 * (6 at most) and cell of 16 planets (every ruleset's most). A table read is a few bytes of
 * bytecode where the mix is about 270, and V8's inlining budget is counted in bytecode.
 */
export const FORT_CELLS = 16 * SPACES;
export const FORT_KEYS: Int32Array = new Int32Array(6 * FORT_CELLS * 2);
for (let owner = 0; owner < 6; owner++) {
  for (let cell = 0; cell < FORT_CELLS; cell++) {
    const a = F_FORT | (owner << 24) | cell;
    FORT_KEYS[2 * (owner * FORT_CELLS + cell)] = keyHi(a, 0);
    FORT_KEYS[2 * (owner * FORT_CELLS + cell) + 1] = keyLo(a, 0);
  }
}
