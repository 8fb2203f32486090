import { STRUCTURE_KINDS } from '../_internals/position.js';
import { NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { ALL_NEIGHBOR, EDGE_OF, SPACE_PORT } from './layout.js';
import type { Position2024 } from './position.js';

// Crossing an edge in 2024-12 (ruling R53) and naming a neighbour by its slot: what the legal
// listings and make share.

/**
 * `SLOT_OF[space * (SPACES + 1) + to + 1]`: slotOf's answer, `to` = −1 (no facing) included; the
 * facing region of Position2024 holds facing + 1, so its value indexes the table as it stands.
 */
export const SLOT_OF: Int8Array = (() => {
  const out = new Int8Array(SPACES * (SPACES + 1)).fill(-1);
  for (let space = 0; space < SPACES; space++) {
    for (let slot = SLOTS - 1; slot >= 0; slot--) {
      const to = ALL_NEIGHBOR[space * SLOTS + slot]!;
      if (to >= 0) out[space * (SPACES + 1) + to + 1] = slot;
    }
  }
  return out;
})();

/** The slot of `to` among the neighbours of `space`, playable or not (its facings), or −1. */
export function slotOf(space: number, to: number): number {
  return SLOT_OF[space * (SPACES + 1) + to + 1]!;
}

/** Whether the edge in `slot` of `space` holds a Fortification of a player other than `player`. */
export function enemyEdge(
  pos: Position2024,
  planet: number,
  space: number,
  slot: number,
  player: number,
): boolean {
  const edge = EDGE_OF[space * SLOTS + slot]!;
  if (edge < 0) return false;
  const owner = pos.edgeFort(planet, edge);
  return owner >= 0 && owner !== player;
}

/** stepProblem(...) === null (R53), crossing from `space` by the neighbour slot `slot`. */
export function canStep(
  pos: Position2024,
  player: number,
  planet: number,
  space: number,
  slot: number,
  ownPortOk: boolean,
): boolean {
  const to = NEIGHBOR[space * SLOTS + slot]!;
  if (to < 0) return false;
  if (enemyEdge(pos, planet, space, slot, player)) return false;
  const cell = planet * SPACES + to;
  const m = pos.m;
  if (m[pos.oRoverAt + cell] !== 0) return false;
  const b = m[pos.oBuildingAt + cell]! - 1;
  return b < 0 || (ownPortOk && b === player * STRUCTURE_KINDS + SPACE_PORT);
}
