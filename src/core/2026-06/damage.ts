import type { Context } from '../_internals/context.js';
import { roll } from '../_internals/dice.js';
import {
  D_EXPLOSION,
  E_DAMAGED,
  E_DESTROYED,
  E_EXPLODED,
  E_NO_DAMAGE,
  E_PLANET_DESTROYED,
  E_POINTS_CAPTURED,
  P_BUILDING,
  P_FORT,
  P_ROVER,
} from '../_internals/frames.js';
import {
  B_HP,
  B_PLANET,
  B_POINTS,
  B_READY,
  B_SEQ,
  O_DESTROYED,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ACTIONS,
  S_ALIVE,
  S_CURRENT,
} from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import {
  DRILL_CANNON,
  FACTORY,
  kindOfSlot,
  MAX_ACTIONS,
  orbitedPlanet,
  ownerOfSlot,
  S_CAPTURED,
  SORTED_NEIGHBORS,
  TREASURY,
} from './position.js';

// Damage in 2026-06 (src/rules/2026-06/damage.ts): a piece loses a hit point on a damage die
// (or without one, in an explosion); a destroyed ready Drill Cannon rolls to explode (ruling
// R46); a destroyed Treasury's points are captured by the acting player (R47); a destroyed
// planet takes its pieces and the Rovers orbiting it (R41).

/** What the last damage did: bit 0 a piece destroyed, bit 1 one that may put a player out. */
export const DESTROYED = 1;
export const MAY_ELIMINATE = 2;

/**
 * One hit on a piece (`kind`: P_ROVER with its id, P_FORT with its owner, P_BUILDING with its
 * slot) on `cell`: with `on` > 0 a damage die of `purpose`, damaging on `on`+; with 0 no die.
 * Returns DESTROYED | MAY_ELIMINATE bits (of this piece and what its explosion destroyed).
 */
export function damagePiece(
  ctx: Context,
  f: number,
  kind: number,
  who: number,
  cell: number,
  on: number,
  purpose: number,
): number {
  const { pos, plies } = ctx;
  const m = pos.m;
  const planet = Math.floor(cell / SPACES);
  const space = cell % SPACES;
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  if (kind === P_ROVER) {
    a = who;
    b = m[pos.rover(who) + R_OWNER]!;
  } else if (kind === P_FORT) {
    a = planet;
    b = space;
    c = who;
  } else {
    a = kindOfSlot(pos, who);
    b = planet;
    c = space;
    d = ownerOfSlot(pos, who);
  }
  if (on > 0 && roll(ctx, f, purpose) < on) {
    plies.event(f, E_NO_DAMAGE, kind, a, b, c, d);
    return 0;
  }
  let hp = 0;
  let exploding = false;
  let captured = -1;
  if (kind === P_ROVER) {
    hp = m[pos.rover(who) + R_HP]! - 1;
    if (hp === 0) pos.removeRover(who);
    else pos.setRoverHp(who, hp);
  } else if (kind === P_FORT) {
    pos.removeFort(cell);
  } else {
    const at = pos.building(who);
    hp = m[at + B_HP]! - 1;
    if (hp > 0) pos.setBuildingField(who, B_HP, hp);
    else {
      exploding = a === DRILL_CANNON && m[at + B_READY] === 1;
      if (a === TREASURY) captured = m[at + B_POINTS]!;
      pos.removeBuilding(who);
    }
  }
  if (hp > 0) {
    plies.event(f, E_DAMAGED, kind, a, b, c, d, hp);
    return 0;
  }
  plies.event(f, E_DESTROYED, kind, a, b, c, d);
  let result = DESTROYED;
  if (kind === P_ROVER || (kind === P_BUILDING && a === FACTORY)) result |= MAY_ELIMINATE;
  if (exploding) result |= explode(ctx, f, planet, space, d);
  if (captured >= 0) captureTreasury(ctx, f, captured);
  return result;
}

/**
 * Ruling R46: a d6 on 3+ explodes the cannon: every piece on every playable space next to its
 * HQ takes 1 damage without a roll (spaces ascending, then Rover, Fortification, Building).
 */
function explode(ctx: Context, f: number, planet: number, space: number, owner: number): number {
  if (roll(ctx, f, D_EXPLOSION) < 3) return 0;
  ctx.plies.event(f, E_EXPLODED, planet, space, owner);
  const pos = ctx.pos;
  const ns = SORTED_NEIGHBORS[space]!;
  let result = 0;
  for (let k = 0; k < ns.length; k++) {
    const cell = planet * SPACES + ns[k]!;
    const m = pos.m;
    const rover = m[pos.oRoverAt + cell]!;
    const fort = m[pos.oFort + cell]! - 1;
    const building = m[pos.oBuildingAt + cell]! - 1;
    if (rover !== 0) result |= damagePiece(ctx, f, P_ROVER, rover, cell, 0, 0);
    if (fort >= 0) result |= damagePiece(ctx, f, P_FORT, fort, cell, 0, 0);
    if (building >= 0) result |= damagePiece(ctx, f, P_BUILDING, building, cell, 0, 0);
  }
  return result;
}

/**
 * Ruling R47 (captureTreasury): a destroyed Treasury's points go to the acting player, as many
 * as the rest of the turn's four actions can use; the others are forfeit.
 */
export function captureTreasury(ctx: Context, f: number, points: number): void {
  if (points === 0) return;
  const pos = ctx.pos;
  const held = pos.m[S_CAPTURED]!;
  const actionsLeft = MAX_ACTIONS - (pos.m[S_ACTIONS]! + 1);
  const usable = Math.max(0, Math.min(points, actionsLeft - held));
  pos.setScalar(S_CAPTURED, held + usable);
  ctx.plies.event(f, E_POINTS_CAPTURED, pos.m[S_CURRENT]!, usable, points - usable);
}

/**
 * Ruling R41 (destroyPlanet): the planet, its Fortifications, every Rover on it or orbiting it
 * and its Buildings go; then each Treasury's points are captured, in the order built.
 */
export function destroyPlanet(ctx: Context, f: number, planet: number, total: number): void {
  const pos = ctx.pos;
  const m = pos.m;
  pos.setScalar(O_DESTROYED + planet, 1);
  const base = planet * SPACES;
  for (let s = 0; s < SPACES; s++) pos.removeFort(base + s);
  for (let k = pos.m[S_ALIVE]! - 1; k >= 0; k--) {
    const id = pos.m[pos.oAliveList + k]!;
    const loc = pos.m[pos.rover(id) + R_LOC]!;
    const on = loc >= 0 ? Math.floor(loc / SPACES) : orbitedPlanet(loc);
    if (on === planet) pos.removeRover(id);
  }
  // The Treasuries' points by the order their Buildings were built (at most one per seat).
  const points: number[] = [];
  const order: number[] = [];
  for (let slot = 0; slot < pos.buildingSlots; slot++) {
    const at = pos.building(slot);
    if (pos.m[at + B_HP]! === 0 || m[at + B_PLANET] !== planet) continue;
    if (kindOfSlot(pos, slot) === TREASURY) {
      let k = order.length;
      while (k > 0 && order[k - 1]! > pos.m[at + B_SEQ]!) k--;
      order.splice(k, 0, pos.m[at + B_SEQ]!);
      points.splice(k, 0, pos.m[at + B_POINTS]!);
    }
    pos.removeBuilding(slot);
  }
  ctx.plies.event(f, E_PLANET_DESTROYED, planet, total);
  for (const p of points) captureTreasury(ctx, f, p);
}
