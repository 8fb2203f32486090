// The 64-bit Zobrist key as two 32-bit halves (the chessops idiom, no BigInt). A feature of the
// position (a Rover with its id, owner, hit points and place; a Fortification; a Building; a
// scalar with its value) is two integers, and its key is a fixed mix of them, so the tables of
// random numbers a chess engine keeps are computed, not stored: Rover ids have no bound.

function fmix(h0: number): number {
  let h = h0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** The high half of the key of feature (a, b). */
export function keyHi(a: number, b: number): number {
  return fmix(Math.imul(a ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x27d4eb2f));
}

/** The low half of the key of feature (a, b). */
export function keyLo(a: number, b: number): number {
  return fmix(Math.imul(a ^ 0x61c88647, 0x165667b1) ^ Math.imul(b + 0x3c6ef372, 0x85ebca77));
}

/** Feature kinds, in the top bits of `a`. */
export const F_ROVER = 1 << 28;
export const F_FORT = 2 << 28;
export const F_BUILDING = 3 << 28;
export const F_SCALAR = 4 << 28;

/** Scalars 0..63 with values 0..255 have their keys in tables (the mix, computed once). */
const SCALAR_SLOTS = 64;
const SCALAR_VALUES = 256;
const SCALAR_HI = new Int32Array(SCALAR_SLOTS * SCALAR_VALUES);
const SCALAR_LO = new Int32Array(SCALAR_SLOTS * SCALAR_VALUES);
for (let i = 0; i < SCALAR_SLOTS; i++) {
  for (let v = 0; v < SCALAR_VALUES; v++) {
    SCALAR_HI[i * SCALAR_VALUES + v] = keyHi(F_SCALAR | i, v);
    SCALAR_LO[i * SCALAR_VALUES + v] = keyLo(F_SCALAR | i, v);
  }
}

/** `keyHi(F_SCALAR | i, v)`, from the table when it is there. */
export function scalarHi(i: number, v: number): number {
  return v >= 0 && v < SCALAR_VALUES ? SCALAR_HI[i * SCALAR_VALUES + v]! : keyHi(F_SCALAR | i, v);
}

/** `keyLo(F_SCALAR | i, v)`, from the table when it is there. */
export function scalarLo(i: number, v: number): number {
  return v >= 0 && v < SCALAR_VALUES ? SCALAR_LO[i * SCALAR_VALUES + v]! : keyLo(F_SCALAR | i, v);
}
