import type { Context } from '../_internals/context.js';
import {
  B_AIM,
  B_HP,
  B_POINTS,
  B_READY,
  B_SPACE,
  O_DESTROYED,
  R_FIELDS,
  R_HP,
  R_OWNER,
  S_ACTIONS,
  S_ALIVE,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { NEIGHBOR, PLAYABLE, PLAYABLE_INDEX, SLOTS, SPACES } from '../_internals/tables.js';
import { lowestBit, WORDS } from './bits.js';
import { T } from './layout.js';
import { canEnter } from './pieces.js';
import {
  DRILL_CANNON,
  FACTORY,
  MANUFACTURE,
  REPAIR,
  ROVER_HP,
  slotOf,
  TREASURY,
  TREASURY_CAPACITY,
  treasurySlot,
} from './position.js';
import type { Position2026 } from './position-masks.js';

// The legal ids of the 2026-06 actions of Buildings: Manufacture and Repair (rulings R43, R44),
// the Drill Cannon's Ready, Aim and Fire (R10, R21, R45), Save (R49) and Decommission (R38).
// A player has one of each per planet (R37), so each id names its planet.

/** roomForRover (R43): whether one more Rover would not outnumber the player's Buildings. */
export function roomForRover(ctx: Context, player: number): boolean {
  const pos = ctx.pos;
  const m = pos.m;
  let rovers = 0;
  for (let k = 0; k < m[S_ALIVE]!; k++)
    if (m[pos.oRovers + m[pos.oAliveList + k]! * R_FIELDS + R_OWNER] === player) rovers++;
  let buildings = 0;
  const first = player * STRUCTURE_KINDS * pos.planets;
  for (let s = first; s < first + STRUCTURE_KINDS * pos.planets; s++)
    if (m[pos.building(s) + B_HP]! > 0) buildings++;
  return rovers + 1 <= buildings;
}

/** legalProduces (R43): a Factory with 5 points, a space next to it a Rover could enter. */
export function produceIds(ctx: Context, player: number, out: Int32Array, from: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  let n = from;
  // roomForRover counts Rovers and Buildings: asked once, and only of a Factory with 5 points.
  let room = -1;
  for (let planet = 0; planet < pos.planets; planet++) {
    const factory = pos.building(slotOf(pos, player, FACTORY, planet));
    if (m[factory + B_HP] === 0 || m[factory + B_POINTS]! < MANUFACTURE) continue;
    if (room < 0) room = roomForRover(ctx, player) ? 1 : 0;
    if (room === 0) return n;
    const space = m[factory + B_SPACE]!;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[space * SLOTS + slot]!;
      if (to >= 0 && canEnter(pos, player, planet * SPACES + to, false))
        out[n++] = ctx.layout.offset[T.produce]! + planet * SLOTS + slot;
    }
  }
  return n;
}

/** legalRepairs (R44): an own Rover below full hit points next to a Factory with a point. */
export function repairIds(ctx: Context, player: number, out: Int32Array, from: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  let n = from;
  for (let planet = 0; planet < pos.planets; planet++) {
    const factory = pos.building(slotOf(pos, player, FACTORY, planet));
    if (m[factory + B_HP] === 0 || m[factory + B_POINTS]! < REPAIR) continue;
    const space = m[factory + B_SPACE]!;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[space * SLOTS + slot]!;
      if (to < 0) continue;
      const id = m[pos.oRoverAt + planet * SPACES + to]!;
      if (id === 0) continue;
      const r = pos.rover(id);
      if (m[r + R_OWNER] === player && m[r + R_HP]! < ROVER_HP)
        out[n++] = ctx.layout.offset[T.repair]! + planet * SLOTS + slot;
    }
  }
  return n;
}

/** The player's Drill Cannon on `planet` (its offset in `m`), or −1. */
function cannonOn(ctx: Context, player: number, planet: number): number {
  const b = ctx.pos.building(slotOf(ctx.pos, player, DRILL_CANNON, planet));
  return ctx.pos.m[b + B_HP]! > 0 ? b : -1;
}

/** legalReadies (R10, R45). */
export function readyIds(ctx: Context, player: number, out: Int32Array, from: number): number {
  if ((ctx.pos as Position2026).standing(player, DRILL_CANNON) === 0) return from;
  let n = from;
  for (let planet = 0; planet < ctx.pos.planets; planet++) {
    const b = cannonOn(ctx, player, planet);
    if (b >= 0 && ctx.pos.m[b + B_READY] === 0) out[n++] = ctx.layout.offset[T.ready]! + planet;
  }
  return n;
}

/** legalAims (R21, R45): a ready cannon at any playable space of its planet but its aim. */
export function aimIds(ctx: Context, player: number, out: Int32Array, from: number): number {
  if ((ctx.pos as Position2026).standing(player, DRILL_CANNON) === 0) return from;
  const m = ctx.pos.m;
  let n = from;
  for (let planet = 0; planet < ctx.pos.planets; planet++) {
    const b = cannonOn(ctx, player, planet);
    if (b < 0 || m[b + B_READY] === 0) continue;
    const aim = m[b + B_AIM]!;
    const first = ctx.layout.offset[T.aim]! + planet * PLAYABLE.length;
    for (let p = 0; p < PLAYABLE.length; p++) if (PLAYABLE[p] !== aim) out[n++] = first + p;
  }
  return n;
}

/** legalFires (R45): a ready, aimed cannon. */
export function fireIds(ctx: Context, player: number, out: Int32Array, from: number): number {
  if ((ctx.pos as Position2026).standing(player, DRILL_CANNON) === 0) return from;
  const m = ctx.pos.m;
  let n = from;
  for (let planet = 0; planet < ctx.pos.planets; planet++) {
    const b = cannonOn(ctx, player, planet);
    if (b >= 0 && m[b + B_READY] === 1 && m[b + B_AIM]! >= 0)
      out[n++] = ctx.layout.offset[T.fire]! + planet;
  }
  return n;
}

/** legalSaves (R49): the turn's first action, the Treasury not full. */
export function saveIds(ctx: Context, player: number, out: Int32Array, from: number): number {
  const pos = ctx.pos as Position2026;
  if (pos.standing(player, TREASURY) === 0) return from;
  const slot = treasurySlot(pos, player);
  if (slot < 0 || pos.m[S_ACTIONS] !== 0) return from;
  if (pos.m[pos.building(slot) + B_POINTS]! >= TREASURY_CAPACITY) return from;
  out[from] = ctx.layout.offset[T.save]!;
  return from + 1;
}

/**
 * legalDecommissions (R38): the player's Building on a space, or else their Fortification. Per
 * planet, the player's Fortifications under no Building from their mask (Position2026), then
 * their Buildings (one per structure, from their slots) put in place among them. `kinds` is
 * `standingKinds(player)`: the structures of which some Building stands.
 */
export function decommissionIds(
  ctx: Context,
  player: number,
  kinds: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos as Position2026;
  const m = pos.m;
  const oBuilding = pos.oBuildingAt;
  const forts = pos.oForts + player * pos.stride;
  const block = ctx.layout.offset[T.decommission]!;
  let n = from;
  for (let planet = 0; planet < pos.planets; planet++) {
    if (m[O_DESTROYED + planet] === 1) continue;
    const base = planet * SPACES;
    const first = block + planet * PLAYABLE.length;
    const start = n;
    const mask = forts + planet * WORDS;
    for (let w = 0; w < WORDS; w++) {
      let word = m[mask + w]!;
      while (word !== 0) {
        const space = (w << 5) + lowestBit(word);
        word &= word - 1;
        if (m[oBuilding + base + space] !== 0) continue;
        const p = PLAYABLE_INDEX[space]!;
        if (p >= 0) out[n++] = first + p;
      }
    }
    for (let kind = 0; kind < STRUCTURE_KINDS; kind++) {
      if ((kinds & (1 << kind)) === 0) continue;
      const b = pos.building(slotOf(pos, player, kind, planet));
      if (m[b + B_HP] === 0) continue;
      const id = first + PLAYABLE_INDEX[m[b + B_SPACE]!]!;
      let at = n++;
      while (at > start && out[at - 1]! > id) {
        out[at] = out[at - 1]!;
        at--;
      }
      out[at] = id;
    }
  }
  return n;
}
