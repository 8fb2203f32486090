import type { Context } from '../_internals/context.js';
import { R_FIELDS, R_OWNER, STRUCTURE_KINDS } from '../_internals/position.js';
import { NEIGHBOR, PLAYABLE, PLAYABLE_INDEX, SLOTS, SPACES } from '../_internals/tables.js';
import { IN_RANGE, RANK_OF, WORDS } from './bits.js';
import { RANGE, T, TARGET_KINDS } from './layout.js';
import type { Position2025 } from './position.js';
import { SPACE_PORT } from './predicates.js';

// legalMoves (rulings R5, R8), legalFortifications (R6) and legalShots (R2, R20) of the acting
// Rovers in one pass: the Rovers read from the seat's Rover masks (Position2025), which give them
// by cell, ascending, as the ids' blocks number them; for each, its steps to its neighbours and
// the enemy pieces in its range. The only listing of these families: `familyIds` (legal.ts)
// takes one family's ids from it.

/**
 * Per space, its playable neighbours packed first: `STEP_TO[space * SLOTS + k]` for k below
 * `STEP_COUNT[space]`, in slot order, and `STEP_SLOT` their slots (a triangle has 3 or fewer).
 */
const STEP_COUNT = new Int32Array(SPACES);
const STEP_TO = new Int32Array(SPACES * SLOTS);
const STEP_SLOT = new Int32Array(SPACES * SLOTS);
for (let space = 0; space < SPACES; space++) {
  for (let slot = 0; slot < SLOTS; slot++) {
    const to = NEIGHBOR[space * SLOTS + slot]!;
    if (to < 0) continue;
    const k = STEP_COUNT[space]!++;
    STEP_TO[space * SLOTS + k] = to;
    STEP_SLOT[space * SLOTS + k] = slot;
  }
}

/**
 * The moves, then the Fortifications, then the shots of the player's Rovers on planets, written
 * into `out` from `from`; returns the new count. The moves go straight into `out`, the
 * Fortifications into the scratch `ctx.later`, the shots into `out` past the room the moves and
 * Fortifications could take (their blocks' size: `out` holds every id), then both are copied
 * down after the moves.
 *
 * Without a branch per neighbour or target: each id is written, and the count moves on by its
 * condition as 0 or 1 (`zero(x)` is 1 when x is 0, for the non-negative values of the arrays),
 * as a condition on the pieces around a random Rover is a coin toss to the branch predictor.
 */
export function roverIds(ctx: Context, player: number, out: Int32Array, from: number): number {
  const pos = ctx.pos as Position2025;
  const m = pos.m;
  const oRover = pos.oRoverAt;
  const oBuilding = pos.oBuildingAt;
  const oFort = pos.oFort;
  const oOwner = pos.oRovers + R_OWNER;
  const ownPort = player * STRUCTURE_KINDS + SPACE_PORT + 1;
  const me = player + 1;
  // A Building of the player's is slot + 1 in mineFrom .. mineFrom + 3.
  const mineFrom = player * STRUCTURE_KINDS + 1;
  const fortifies = ctx.later;
  const offset = ctx.layout.offset;
  const moveBlock = offset[T.move]!;
  const fortifyBlock = offset[T.fortify]!;
  const shootBlock = offset[T.shoot]!;
  const perRover = RANGE.slots * TARGET_KINDS;
  const shotsFrom = from + shootBlock - moveBlock;
  const players = pos.players;
  const stride = pos.piecesStride;
  const mine = pos.oRoverBits + player * stride;
  let n = from;
  let f = 0;
  let s = shotsFrom;
  for (let planet = 0; planet < pos.planets; planet++) {
    const word = planet * WORDS;
    const r0 = m[mine + word]!;
    const r1 = m[mine + word + 1]!;
    const r2 = m[mine + word + 2]!;
    if ((r0 | r1 | r2) === 0) continue;
    // The other seats' pieces on the planet, for the shots.
    let e0 = 0;
    let e1 = 0;
    let e2 = 0;
    for (let p = 0, at = pos.oPieces + word; p < players; p++, at += stride) {
      if (p === player) continue;
      e0 |= m[at]!;
      e1 |= m[at + 1]!;
      e2 |= m[at + 2]!;
    }
    const base = planet * SPACES;
    const cellIds = planet * PLAYABLE.length;
    // The Rovers' spaces and then each Rover's targets are the set bits of three words, taken
    // lowest first in one loop each: the word holding the lowest bit chosen with masks, not
    // branches, so that the only branch a random position makes hard to guess is the loop's end.
    let w0 = r0;
    let w1 = r1;
    let w2 = r2;
    while ((w0 | w1 | w2) !== 0) {
      const n0 = (w0 | -w0) >> 31;
      const n1 = ((w1 | -w1) >> 31) & ~n0;
      const n2 = ~(n0 | n1);
      const word = (w0 & n0) | (w1 & n1) | (w2 & n2);
      const low = word & -word;
      const space = (n1 & 32) + (n2 & 64) + 31 - Math.clz32(low);
      w0 ^= low & n0;
      w1 ^= low & n1;
      w2 ^= low & n2;
      const index = cellIds + PLAYABLE_INDEX[space]!;
      // Moves: canEnter, the own Space Port open (R5, R8); Fortifications: canFortify (R6).
      // Rover 0's fields are zeros: read for no Rover, and not counted.
      const row = space * SLOTS;
      const count = STEP_COUNT[space]!;
      for (let j = 0; j < count; j++) {
        const c = base + STEP_TO[row + j]!;
        const slot = index * SLOTS + STEP_SLOT[row + j]!;
        const rover = m[oRover + c]!;
        const b = m[oBuilding + c]!;
        const fort = m[oFort + c]!;
        const free = zero(rover);
        const bare = zero(b);
        out[n] = moveBlock + slot;
        n += free & ((bare & (zero(fort) | zero(fort ^ me))) | zero(b ^ ownPort));
        fortifies[f] = fortifyBlock + slot;
        f += zero(fort) & bare & (free | zero(m[oOwner + rover * R_FIELDS]! ^ player));
      }
      // Shots: the spaces in range holding an enemy piece, a few (bits.ts).
      const first = shootBlock + index * perRover;
      const ranks = space * SPACES;
      const inRange = space * WORDS;
      let t0 = IN_RANGE[inRange]! & e0;
      let t1 = IN_RANGE[inRange + 1]! & e1;
      let t2 = IN_RANGE[inRange + 2]! & e2;
      while ((t0 | t1 | t2) !== 0) {
        const m0 = (t0 | -t0) >> 31;
        const m1 = ((t1 | -t1) >> 31) & ~m0;
        const m2 = ~(m0 | m1);
        const bits = (t0 & m0) | (t1 & m1) | (t2 & m2);
        const hit = bits & -bits;
        const to = (m1 & 32) + (m2 & 64) + 31 - Math.clz32(hit);
        t0 ^= hit & m0;
        t1 ^= hit & m1;
        t2 ^= hit & m2;
        const at = base + to;
        const id = first + RANK_OF[ranks + to]! * TARGET_KINDS;
        const rover = m[oRover + at]!;
        out[s] = id;
        s += (1 ^ zero(rover)) & (1 ^ zero(m[oOwner + rover * R_FIELDS]! ^ player));
        const fort = m[oFort + at]!;
        out[s] = id + 1;
        s += (1 ^ zero(fort)) & (1 ^ zero(fort ^ me));
        const b = m[oBuilding + at]!;
        out[s] = id + 2;
        s += (1 ^ zero(b)) & (1 ^ zero((b - mineFrom) >>> 2));
      }
    }
  }
  for (let k = 0; k < f; k++) out[n++] = fortifies[k]!;
  for (let k = shotsFrom; k < s; k++) out[n++] = out[k]!;
  return n;
}

/** 1 when `x` (0 or above) is 0, else 0. */
function zero(x: number): number {
  return (x - 1) >>> 31;
}
