import type { Context } from '../_internals/context.js';
import { cellId } from '../_internals/own-rovers.js';
import { R_FIELDS, R_OWNER } from '../_internals/position.js';
import { NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { RANGE, STRUCTURES, T, TARGET_KINDS } from './layout.js';
import { canEnter, canFortify } from './pieces.js';
import { SORTED_NEIGHBORS, SPACE_PORT, slotOf } from './position.js';

// The legal ids of the 2026-06 Rovers on planets: their moves (R5, R40), Fortifications (R36)
// and shots (R20, R34), each from the spaces next to or in range of the player's Rovers, which
// `ownRovers2026` has listed by cell in `ctx.ownCells`.

/** legalMoves (R5, R40) or legalFortifications (R36) of the `own` Rovers on planets. */
export function stepIds(
  ctx: Context,
  player: number,
  own: number,
  fortify: boolean,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos;
  const block = ctx.layout.offset[fortify ? T.fortify : T.move]!;
  let n = from;
  for (let k = 0; k < own; k++) {
    const cell = ctx.ownCells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const first = block + cellId(cell) * SLOTS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[space * SLOTS + slot]!;
      if (to < 0) continue;
      const ok = fortify ? canFortify(pos, base + to) : canEnter(pos, player, base + to, true);
      if (ok) out[n++] = first + slot;
    }
  }
  return n;
}

/**
 * stepIds of moves, then of fortifications, in one pass over the Rovers' neighbours: the moves
 * into `out`, the fortifications into the scratch `ctx.later`, then copied after them.
 */
export function moveAndFortifyIds(
  ctx: Context,
  player: number,
  own: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos;
  const m = pos.m;
  const oRover = pos.oRoverAt;
  const oBuilding = pos.oBuildingAt;
  const oFort = pos.oFort;
  const me = player + 1;
  const cells = ctx.ownCells;
  const fortifies = ctx.later;
  const moveBlock = ctx.layout.offset[T.move]!;
  const fortifyBlock = ctx.layout.offset[T.fortify]!;
  let n = from;
  let f = 0;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const index = cellId(cell) * SLOTS;
    const row = space * SLOTS;
    // The own Space Port of this planet, as oBuildingAt holds it (slot + 1).
    const ownPort = slotOf(pos, player, SPACE_PORT, base / SPACES) + 1;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[row + slot]!;
      if (to < 0) continue;
      const c = base + to;
      if (m[oRover + c] !== 0) continue;
      const b = m[oBuilding + c]!;
      const fort = m[oFort + c]!;
      // canEnter with the own Space Port open (R5, R40).
      if (b === 0 ? fort === 0 || fort === me : b === ownPort) out[n++] = moveBlock + index + slot;
      // canFortify (R36): empty, and no Fortification next to it.
      if (b !== 0 || fort !== 0) continue;
      const ns = SORTED_NEIGHBORS[to]!;
      let free = true;
      for (let j = 0; j < ns.length; j++) {
        if (m[oFort + base + ns[j]!] !== 0) {
          free = false;
          break;
        }
      }
      if (free) fortifies[f++] = fortifyBlock + index + slot;
    }
  }
  for (let k = 0; k < f; k++) out[n++] = fortifies[k]!;
  return n;
}

/** legalShots (R20, R34): an enemy Rover, Fortification or Building in range. */
export function shootIds(
  ctx: Context,
  player: number,
  own: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos;
  const m = pos.m;
  const oRover = pos.oRoverAt;
  const oBuilding = pos.oBuildingAt;
  const oFort = pos.oFort;
  const oOwner = pos.oRovers + R_OWNER;
  const me = player + 1;
  // The player's Building slots + 1 (as oBuildingAt holds them): mineFrom .. mineFrom + perSeat.
  const perSeat = STRUCTURES * pos.planets;
  const mineFrom = player * perSeat + 1;
  const cells = ctx.ownCells;
  const rs = RANGE.slots;
  const targets = RANGE.target;
  const block = ctx.layout.offset[T.shoot]!;
  let n = from;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const first = block + cellId(cell) * rs * TARGET_KINDS;
    const count = RANGE.count[space]!;
    const row = space * rs;
    for (let rank = 0; rank < count; rank++) {
      const at = base + targets[row + rank]!;
      const rover = m[oRover + at]!;
      const fort = m[oFort + at]!;
      const b = m[oBuilding + at]!;
      if (rover === 0 && fort === 0 && b === 0) continue;
      const id = first + rank * TARGET_KINDS;
      if (rover !== 0 && m[oOwner + rover * R_FIELDS] !== player) out[n++] = id;
      if (fort !== 0 && fort !== me) out[n++] = id + 1;
      if (b !== 0 && (b < mineFrom || b >= mineFrom + perSeat)) out[n++] = id + 2;
    }
  }
  return n;
}
