import { ENTRY_COST, NEIGHBOR, SLOTS } from '../_internals/tables.js';
import { EDGE_OF, RULES } from './layout.js';
import type { Position2024 } from './position.js';

// Ruling R58 (2024-12 cover), as src/rules/_internals/cover.ts's coveredByEdges: a shot at a
// Rover is under cover when every chain of playable spaces from the shooter to the target within
// range crosses an edge holding a Fortification of a player other than the shooter.

function openChain(
  pos: Position2024,
  planet: number,
  shooter: number,
  here: number,
  to: number,
  budget: number,
): boolean {
  for (let slot = 0; slot < SLOTS; slot++) {
    const next = NEIGHBOR[here * SLOTS + slot]!;
    if (next < 0) continue;
    const cost = ENTRY_COST[next]!;
    if (cost > budget) continue;
    const owner = pos.edgeFort(planet, EDGE_OF[here * SLOTS + slot]!);
    if (owner >= 0 && owner !== shooter) continue;
    if (next === to) return true;
    if (openChain(pos, planet, shooter, next, to, budget - cost)) return true;
  }
  return false;
}

/** Whether a shot by `shooter` from `from` to `to` on `planet` is under cover (R58). */
export function coveredByEdges(
  pos: Position2024,
  planet: number,
  shooter: number,
  from: number,
  to: number,
): boolean {
  return !openChain(pos, planet, shooter, from, to, RULES.shootingRange);
}
