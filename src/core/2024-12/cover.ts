import { ENTRY_COST, NEIGHBOR, PATH_COST, SLOTS, SPACES } from '../_internals/tables.js';
import { EDGE_WORDS, EDGES_IN_RANGE, RANK_OF } from './bits.js';
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
    // PATH_COST: the least cost on to `to` from there, walls aside; a chain that cannot reach it
    // within the budget is not followed (the same answer, without the dead ends).
    if (cost + PATH_COST[next * SPACES + to]! > budget) continue;
    const owner = pos.edgeFort(planet, EDGE_OF[here * SLOTS + slot]!);
    if (owner >= 0 && owner !== shooter) continue;
    if (next === to) return true;
    if (openChain(pos, planet, shooter, next, to, budget - cost)) return true;
  }
  return false;
}

/**
 * Whether another seat than `shooter` has a Fortification on an edge in range of `from`
 * (EDGE_RANGE: every edge a chain within range from there may cross), from Position2024's masks.
 */
function enemyWallNear(pos: Position2024, planet: number, shooter: number, from: number): boolean {
  const m = pos.m;
  const row = from * EDGE_WORDS;
  const stride = pos.planets * EDGE_WORDS;
  let at = pos.oWalls + planet * EDGE_WORDS;
  for (let p = 0; p < pos.players; p++, at += stride) {
    if (p === shooter) continue;
    for (let w = 0; w < EDGE_WORDS; w++)
      if ((m[at + w]! & EDGES_IN_RANGE[row + w]!) !== 0) return true;
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
  // A target in range with no enemy Fortification near: some chain to it is open (every target
  // in range has a chain within range on an empty planet; the core's tests check it), so the
  // search would find one.
  if (RANK_OF[from * SPACES + to]! >= 0 && !enemyWallNear(pos, planet, shooter, from)) return false;
  return !openChain(pos, planet, shooter, from, to, RULES.shootingRange);
}
