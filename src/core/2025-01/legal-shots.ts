import type { Context } from '../_internals/context.js';
import { cellId } from '../_internals/own-rovers.js';
import { R_FIELDS, R_OWNER, STRUCTURE_KINDS } from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { IN_RANGE, lowestBit, RANK_OF, WORDS } from './bits.js';
import { RANGE, T, TARGET_KINDS } from './layout.js';
import type { Position2025 } from './position.js';

// legalShots (rulings R2, R20): an enemy Rover, Fortification or Building in range of one of the
// acting player's Rovers. The spaces in range (up to 36) are read only where the piece masks of
// the other seats (Position2025) have a bit: the enemy pieces in range, a few. One family at a
// time (`familyIds`); `legalIds` lists them in its one pass over the Rovers (legal-rovers.ts).

/** The shots of the `own` Rovers listed by `ownRovers`, ascending, written from `from`. */
export function shootIds(
  ctx: Context,
  player: number,
  own: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos as Position2025;
  const m = pos.m;
  const oRover = pos.oRoverAt;
  const oBuilding = pos.oBuildingAt;
  const oFort = pos.oFort;
  const oOwner = pos.oRovers + R_OWNER;
  const me = player + 1;
  const mineFrom = player * STRUCTURE_KINDS + 1;
  const cells = ctx.ownCells;
  const perRover = RANGE.slots * TARGET_KINDS;
  const block = ctx.layout.offset[T.shoot]!;
  const players = pos.players;
  const stride = pos.piecesStride;
  let n = from;
  // The enemy masks of the planet of the last Rover (the Rovers come by cell, so by planet).
  let planet = -1;
  let e0 = 0;
  let e1 = 0;
  let e2 = 0;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    if (base !== planet * SPACES) {
      planet = base / SPACES;
      // The other seats' pieces on the planet, one pass over the seats for the three words.
      e0 = 0;
      e1 = 0;
      e2 = 0;
      for (let p = 0, at = pos.oPieces + planet * WORDS; p < players; p++, at += stride) {
        if (p === player) continue;
        e0 |= m[at]!;
        e1 |= m[at + 1]!;
        e2 |= m[at + 2]!;
      }
    }
    const first = block + cellId(cell) * perRover;
    const ranks = space * SPACES;
    const row = space * WORDS;
    for (let w = 0; w < WORDS; w++) {
      let bits = IN_RANGE[row + w]! & (w === 0 ? e0 : w === 1 ? e1 : e2);
      while (bits !== 0) {
        const to = (w << 5) + lowestBit(bits);
        bits &= bits - 1;
        const at = base + to;
        const id = first + RANK_OF[ranks + to]! * TARGET_KINDS;
        // Without branches, as in legal-steps.ts: each id written, counted by its condition.
        const rover = m[oRover + at]!;
        out[n] = id;
        n += (1 ^ zero(rover)) & (1 ^ zero(m[oOwner + rover * R_FIELDS]! ^ player));
        const fort = m[oFort + at]!;
        out[n] = id + 1;
        n += (1 ^ zero(fort)) & (1 ^ zero(fort ^ me));
        // A Building of the player's is slot + 1 in mineFrom .. mineFrom + 3.
        const b = m[oBuilding + at]!;
        out[n] = id + 2;
        n += (1 ^ zero(b)) & (1 ^ zero((b - mineFrom) >>> 2));
      }
    }
  }
  return n;
}

/** 1 when `x` (0 or above) is 0, else 0. */
function zero(x: number): number {
  return (x - 1) >>> 31;
}
