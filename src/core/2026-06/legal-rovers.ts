import type { Context } from '../_internals/context.js';
import { cellId } from '../_internals/own-rovers.js';
import { R_FIELDS, R_OWNER } from '../_internals/position.js';
import { NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { IN_RANGE, lowestBit, NEAR, RANK_OF, WORDS } from './bits.js';
import { RANGE, STRUCTURES, T, TARGET_KINDS } from './layout.js';
import { canEnter, canFortify } from './pieces.js';
import { SPACE_PORT, slotOf } from './position.js';
import type { Position2026 } from './position-masks.js';

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
 * into `out`, the fortifications into the scratch `ctx.later`, then copied after them. A
 * neighbour's own neighbours are free of Fortifications when the planet's mask of them (anyone's,
 * Position2026) shares no bit with theirs (NEAR).
 */
export function moveAndFortifyIds(
  ctx: Context,
  player: number,
  own: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos as Position2026;
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
  let planet = -1;
  let f0 = 0;
  let f1 = 0;
  let f2 = 0;
  let ownPort = 0;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    if (base !== planet * SPACES) {
      // The Rovers are listed by cell: a new planet's masks, read once.
      planet = base / SPACES;
      const at = pos.oAllForts + planet * WORDS;
      f0 = m[at]!;
      f1 = m[at + 1]!;
      f2 = m[at + 2]!;
      // The own Space Port of this planet, as oBuildingAt holds it (slot + 1).
      ownPort = slotOf(pos, player, SPACE_PORT, planet) + 1;
    }
    const index = cellId(cell) * SLOTS;
    const row = space * SLOTS;
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
      const near = to * WORDS;
      if (((NEAR[near]! & f0) | (NEAR[near + 1]! & f1) | (NEAR[near + 2]! & f2)) === 0)
        fortifies[f++] = fortifyBlock + index + slot;
    }
  }
  for (let k = 0; k < f; k++) out[n++] = fortifies[k]!;
  return n;
}

/**
 * legalShots (R20, R34): an enemy Rover, Fortification or Building in range. Only the spaces in
 * range (IN_RANGE) holding some enemy piece (the other seats' masks, Position2026) are read, in
 * ascending order, which is the order of their ranks.
 */
export function shootIds(
  ctx: Context,
  player: number,
  own: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos as Position2026;
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
  const block = ctx.layout.offset[T.shoot]!;
  const perRover = RANGE.slots * TARGET_KINDS;
  let n = from;
  let planet = -1;
  let e0 = 0;
  let e1 = 0;
  let e2 = 0;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    if (base !== planet * SPACES) {
      // The enemy pieces of a new planet: the other seats' masks.
      planet = base / SPACES;
      e0 = 0;
      e1 = 0;
      e2 = 0;
      for (let p = 0; p < pos.players; p++) {
        if (p === player) continue;
        const at = pos.oPieces + p * pos.stride + planet * WORDS;
        e0 |= m[at]!;
        e1 |= m[at + 1]!;
        e2 |= m[at + 2]!;
      }
    }
    const row = space * WORDS;
    const r0 = IN_RANGE[row]! & e0;
    const r1 = IN_RANGE[row + 1]! & e1;
    const r2 = IN_RANGE[row + 2]! & e2;
    // Mostly no enemy piece in range at all.
    if ((r0 | r1 | r2) === 0) continue;
    const first = block + cellId(cell) * perRover;
    const ranks = space * SPACES;
    for (let w = 0; w < WORDS; w++) {
      let word = w === 0 ? r0 : w === 1 ? r1 : r2;
      while (word !== 0) {
        const target = (w << 5) + lowestBit(word);
        word &= word - 1;
        const at = base + target;
        const rover = m[oRover + at]!;
        const fort = m[oFort + at]!;
        const b = m[oBuilding + at]!;
        const id = first + RANK_OF[ranks + target]! * TARGET_KINDS;
        if (rover !== 0 && m[oOwner + rover * R_FIELDS] !== player) out[n++] = id;
        if (fort !== 0 && fort !== me) out[n++] = id + 1;
        if (b !== 0 && (b < mineFrom || b >= mineFrom + perSeat)) out[n++] = id + 2;
      }
    }
  }
  return n;
}
