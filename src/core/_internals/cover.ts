import type { Position } from './position.js';
import { ENTRY_COST, NEIGHBOR, PATH_COST, SLOTS, SPACES } from './tables.js';

// Ruling R3 (2025-01 cover by chains), as src/rules/_internals/cover.ts's coveredByChains, on
// the core's Fortification array (owner + 1 per cell, 0 for none).

function enemy(fort: number, shooter: number): boolean {
  return fort !== 0 && fort - 1 !== shooter;
}

function openChain(
  pos: Position,
  base: number,
  shooter: number,
  here: number,
  to: number,
  budget: number,
): boolean {
  const m = pos.m;
  for (let slot = 0; slot < SLOTS; slot++) {
    const next = NEIGHBOR[here * SLOTS + slot]!;
    if (next < 0) continue;
    const cost = ENTRY_COST[next]!;
    // No path from `next` reaches `to` within what is left, whatever the Fortifications.
    if (cost + PATH_COST[next * SPACES + to]! > budget) continue;
    if (next === to) return true;
    if (enemy(m[pos.oFort + base + next]!, shooter)) continue;
    if (openChain(pos, base, shooter, next, to, budget - cost)) return true;
  }
  return false;
}

/** Whether a shot from `from` to `to` on the planet whose first cell is `base` is under cover. */
export function coveredByChains(
  pos: Position,
  base: number,
  shooter: number,
  from: number,
  to: number,
  range: number,
): boolean {
  if (enemy(pos.m[pos.oFort + base + to]!, shooter)) return true;
  return !openChain(pos, base, shooter, from, to, range);
}
