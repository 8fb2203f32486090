import type { ActionType } from '../../rules/index.js';
import { cachedLayout, type Layout } from '../_internals/layout.js';
import { HQS, PLAYABLE, rangeTable, SLOTS } from '../_internals/tables.js';

// The 2025-01 action ids, block by block in the order of ACTION_TYPES: the numbering of
// `encodeAction` (src/bots/encoding.ts, docs/bots.md), which the differential test checks id by
// id. Within a block the core lists ids ascending, so the whole list is ascending.

/** How many of a player's Rovers in orbit `descend` names (encoding's ORBIT_SLOTS). */
export const ORBIT_SLOTS = 8;
/** The shooting range of 2025-01 (ruling R2) and its table of targets by rank. */
export const RANGE = rangeTable(3);
export const TARGET_KINDS = 3;
export const STRUCTURES = 4;
export const BUILD_EXITS = 1 + SLOTS;

/** Type codes: the index in ACTION_TYPES (shared with 2024-12). */
export { T } from '../_internals/layout.js';

const LAYOUTS = new Map<number, Layout>();

function blockSize(type: ActionType, planets: number): number {
  const cells = planets * PLAYABLE.length;
  switch (type) {
    case 'place':
      return planets * HQS.length;
    case 'move':
    case 'fortify':
      return cells * SLOTS;
    case 'shoot':
      return cells * RANGE.slots * TARGET_KINDS;
    case 'build':
      return planets * HQS.length * STRUCTURES * BUILD_EXITS;
    case 'descend':
      return ORBIT_SLOTS * cells;
    case 'produce':
    case 'repair':
      return SLOTS;
    case 'aim':
      return PLAYABLE.length;
    case 'destroy':
      return STRUCTURES;
    case 'ready':
    case 'fire':
    case 'save':
    case 'endTurn':
    case 'pass':
      return 1;
    default:
      return 0;
  }
}

/** The 2025-01 layout for a number of planets. */
export function layoutOf(planets: number): Layout {
  return cachedLayout(LAYOUTS, blockSize, planets);
}
