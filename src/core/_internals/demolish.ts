import type { Context } from './context.js';
import { E_DESTROYED, P_BUILDING } from './frames.js';
import { B_PLANET, B_SPACE, FACTORY_KIND, STRUCTURE_KINDS } from './position.js';

// A player demolishing their own Building, as both rulesets' Destroy does (ruling R12; 2024-12:
// R64, R12).

/**
 * Removes `player`'s Building of kind `kind`, reported as destroyed (so a UI removes it);
 * returns whether an elimination may follow (a Factory gone).
 */
export function demolish(ctx: Context, f: number, player: number, kind: number): boolean {
  const pos = ctx.pos;
  const m = pos.m;
  const slot = player * STRUCTURE_KINDS + kind;
  const b = pos.building(slot);
  ctx.plies.event(f, E_DESTROYED, P_BUILDING, kind, m[b + B_PLANET]!, m[b + B_SPACE]!, player);
  pos.removeBuilding(slot);
  return kind === FACTORY_KIND;
}
