import type { Context } from '../_internals/context.js';
import {
  B_AIM,
  B_FIELDS,
  B_HP,
  B_PLANET,
  B_POINTS,
  B_READY,
  B_SPACE,
  R_HP,
  R_OWNER,
  S_ACTIONS,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { STRUCTURES, T } from './layout.js';
import {
  canEnter,
  DRILL_CANNON,
  FACTORY,
  FULL_HP,
  TREASURY,
  TREASURY_CAPACITY,
} from './predicates.js';

// The legal ids of the families of a player's Buildings (rulings R9–R12, R21, R22): around the
// Factory, the Drill Cannon's, the Treasury's save and the demolitions, from the typed arrays.

/** legalProduces (R9, `repair` false) or legalRepairs (R9), around the player's Factory. */
export function factoryIds(
  ctx: Context,
  player: number,
  repair: boolean,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos;
  const m = pos.m;
  let n = from;
  const factory = pos.building(player * STRUCTURE_KINDS + FACTORY);
  if (m[factory + B_HP] === 0) return n;
  const fs = m[factory + B_SPACE]!;
  const base = m[factory + B_PLANET]! * SPACES;
  const first = ctx.layout.offset[repair ? T.repair : T.produce]!;
  for (let slot = 0; slot < SLOTS; slot++) {
    const to = NEIGHBOR[fs * SLOTS + slot]!;
    if (to < 0) continue;
    if (!repair) {
      if (canEnter(pos, player, base + to, false)) out[n++] = first + slot;
      continue;
    }
    const id = m[pos.oRoverAt + base + to]!;
    if (id === 0) continue;
    const r = pos.rover(id);
    if (m[r + R_OWNER] === player && m[r + R_HP]! < FULL_HP) out[n++] = first + slot;
  }
  return n;
}

/** legalReadies, legalAims, legalFires (R10, R21), legalSaves (R11, R22), legalDestroys (R12). */
export function buildingIds(
  ctx: Context,
  player: number,
  type: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos;
  const m = pos.m;
  const off = ctx.layout.offset;
  const mine = player * STRUCTURE_KINDS;
  let n = from;
  const cannon = pos.building(mine + DRILL_CANNON);
  const hasCannon = m[cannon + B_HP]! > 0;
  const ready = hasCannon && m[cannon + B_READY] === 1;
  if (type === T.ready) {
    if (hasCannon && !ready) out[n++] = off[T.ready]!;
  } else if (type === T.aim) {
    if (ready) {
      const aim = m[cannon + B_AIM]!;
      for (let p = 0; p < PLAYABLE.length; p++) if (PLAYABLE[p] !== aim) out[n++] = off[T.aim]! + p;
    }
  } else if (type === T.fire) {
    if (ready && m[cannon + B_AIM]! >= 0) out[n++] = off[T.fire]!;
  } else if (type === T.save) {
    const treasury = pos.building(mine + TREASURY);
    if (
      m[treasury + B_HP]! > 0 &&
      m[S_ACTIONS] === 0 &&
      m[treasury + B_POINTS]! < TREASURY_CAPACITY
    )
      out[n++] = off[T.save]!;
  } else if (type === T.destroy) {
    for (let s = 0; s < STRUCTURES; s++)
      if (m[pos.building(mine + s) + B_HP]! > 0) out[n++] = off[T.destroy]! + s;
  }
  return n;
}

/** buildingIds of Ready, Aim, Fire and Save at once, in that order: one read of each building. */
export function cannonAndSaveIds(
  ctx: Context,
  player: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos;
  const m = pos.m;
  const off = ctx.layout.offset;
  const mine = pos.oBuildings + player * STRUCTURE_KINDS * B_FIELDS;
  let n = from;
  const cannon = mine + DRILL_CANNON * B_FIELDS;
  if (m[cannon + B_HP]! > 0) {
    if (m[cannon + B_READY] === 0) out[n++] = off[T.ready]!;
    else {
      const aim = m[cannon + B_AIM]!;
      const first = off[T.aim]!;
      for (let p = 0; p < PLAYABLE.length; p++) if (PLAYABLE[p] !== aim) out[n++] = first + p;
      if (aim >= 0) out[n++] = off[T.fire]!;
    }
  }
  const treasury = mine + TREASURY * B_FIELDS;
  if (m[treasury + B_HP]! > 0 && m[S_ACTIONS] === 0 && m[treasury + B_POINTS]! < TREASURY_CAPACITY)
    out[n++] = off[T.save]!;
  return n;
}
