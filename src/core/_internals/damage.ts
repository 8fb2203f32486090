import type { Context } from './context.js';
import { roll } from './dice.js';
import { D_DAMAGE, E_DAMAGED, E_DESTROYED, E_NO_DAMAGE, P_FORT, P_ROVER } from './frames.js';
import { B_HP, R_HP } from './position.js';

// The damage die both rulesets roll on a hit (ruling R4, rollDamage). Where a Fortification
// stands (a cell, or 2024-12's edge) is the ruleset's: it removes one this destroys.

/**
 * One damage die against the target `who` of `kind`, named in its events by `a` .. `d` (read
 * before any change): `damageOn` or more takes a hit point from a Rover or Building (removed at
 * none) and destroys a Fortification, which the caller removes. Returns −1 for no damage, else
 * the hit points left (0: destroyed).
 */
export function rollDamage(
  ctx: Context,
  f: number,
  damageOn: number,
  kind: number,
  who: number,
  a: number,
  b: number,
  c: number,
  d: number,
): number {
  const { pos, plies } = ctx;
  if (roll(ctx, f, D_DAMAGE) < damageOn) {
    plies.event(f, E_NO_DAMAGE, kind, a, b, c, d);
    return -1;
  }
  const m = pos.m;
  let hp = 0;
  if (kind === P_ROVER) {
    hp = m[pos.rover(who) + R_HP]! - 1;
    if (hp === 0) pos.removeRover(who);
    else pos.setRoverHp(who, hp);
  } else if (kind !== P_FORT) {
    hp = m[pos.building(who) + B_HP]! - 1;
    if (hp === 0) pos.removeBuilding(who);
    else pos.setBuildingField(who, B_HP, hp);
  }
  if (hp === 0) plies.event(f, E_DESTROYED, kind, a, b, c, d);
  else plies.event(f, E_DAMAGED, kind, a, b, c, d, hp);
  return hp;
}
