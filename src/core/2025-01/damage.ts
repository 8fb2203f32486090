import type { Context } from '../_internals/context.js';
import { roll } from '../_internals/dice.js';
import {
  D_DAMAGE,
  D_PLANET,
  E_DAMAGED,
  E_DESTROYED,
  E_NO_DAMAGE,
  E_PLANET_DESTROYED,
  P_BUILDING,
  P_FORT,
  P_ROVER,
} from '../_internals/frames.js';
import {
  B_AIM,
  B_HP,
  B_PLANET,
  B_READY,
  O_DESTROYED,
  O_SHOTS,
  ORBIT,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { DRILL_CANNON, FACTORY } from './predicates.js';

// A hit's damage die (ruling R4) and the Drill Cannon's fire (R10, dice order R24), on the typed
// arrays: what src/rules' rollDamage and applyFire do, the dice drawn in the reducer's order.

const DAMAGE_ON = 3;
const PLANET_DICE = 2;

/** Ruling R4 (rollDamage): one damage die; returns whether an elimination may follow. */
export function damage(ctx: Context, f: number, kind: number, who: number, cell: number): boolean {
  const { pos, plies } = ctx;
  const m = pos.m;
  const planet = (cell / SPACES) | 0;
  const space = cell % SPACES;
  // The target as its event names it, read before any change.
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
    a = who % STRUCTURE_KINDS;
    b = planet;
    c = space;
    d = (who / STRUCTURE_KINDS) | 0;
  }
  if (roll(ctx, f, D_DAMAGE) < DAMAGE_ON) {
    plies.event(f, E_NO_DAMAGE, kind, a, b, c, d);
    return false;
  }
  let hp = 0;
  if (kind === P_ROVER) {
    hp = m[pos.rover(who) + R_HP]! - 1;
    if (hp === 0) pos.removeRover(who);
    else pos.setRoverHp(who, hp);
  } else if (kind === P_FORT) {
    pos.removeFort(cell);
  } else {
    hp = m[pos.building(who) + B_HP]! - 1;
    if (hp === 0) pos.removeBuilding(who);
    else pos.setBuildingField(who, B_HP, hp);
  }
  if (hp === 0) plies.event(f, E_DESTROYED, kind, a, b, c, d);
  else plies.event(f, E_DAMAGED, kind, a, b, c, d, hp);
  return hp === 0 && (kind === P_ROVER || (kind === P_BUILDING && a === FACTORY));
}

/** Ruling R10 (applyFire, dice order R24). */
export function fire(ctx: Context, f: number, player: number): boolean {
  const { pos, plies } = ctx;
  let m = pos.m;
  const slot = player * STRUCTURE_KINDS + DRILL_CANNON;
  const cannon = pos.building(slot);
  const planet = m[cannon + B_PLANET]!;
  const cell = planet * SPACES + m[cannon + B_AIM]!;
  const rover = m[pos.oRoverAt + cell]!;
  const fort = m[pos.oFort + cell]! - 1;
  const building = m[pos.oBuildingAt + cell]! - 1;
  let mayEliminate = false;
  if (rover !== 0) mayEliminate = damage(ctx, f, P_ROVER, rover, cell) || mayEliminate;
  if (fort >= 0) damage(ctx, f, P_FORT, fort, cell);
  if (building >= 0) mayEliminate = damage(ctx, f, P_BUILDING, building, cell) || mayEliminate;
  m = pos.m;
  if (m[cannon + B_HP]! > 0) {
    pos.setBuildingField(slot, B_READY, 0);
    pos.setBuildingField(slot, B_AIM, -1);
  }
  const shots = m[O_SHOTS + planet]! + 1;
  pos.setScalar(O_SHOTS + planet, shots);
  let total = 0;
  for (let die = 0; die < PLANET_DICE; die++) total += roll(ctx, f, D_PLANET);
  if (total < shots) {
    pos.setScalar(O_DESTROYED + planet, 1);
    const base = planet * SPACES;
    for (let s = 0; s < SPACES; s++) pos.removeFort(base + s);
    for (let k = m[S_ALIVE]! - 1; k >= 0; k--) {
      const id = m[pos.oAliveList + k]!;
      const loc = m[pos.rover(id) + R_LOC]!;
      if (loc !== ORBIT && loc >= base && loc < base + SPACES) pos.removeRover(id);
    }
    for (let b = 0; b < pos.players * STRUCTURE_KINDS; b++) {
      const at = pos.building(b);
      if (m[at + B_HP]! > 0 && m[at + B_PLANET] === planet) pos.removeBuilding(b);
    }
    plies.event(f, E_PLANET_DESTROYED, planet, total);
    mayEliminate = true;
  }
  return mayEliminate;
}
