import type { ActionType } from '../../rules/index.js';
import { cachedLayout, type Layout } from '../_internals/layout.js';
import { HQS, PLAYABLE, rangeTable, SLOTS } from '../_internals/tables.js';

// The 2026-06 action ids, block by block in the order of ACTION_TYPES: the numbering of
// `encodeAction` (src/bots/_internals/encoding-2026-06.ts, docs/bots.md), which the differential
// test checks id by id. Within a block the core lists ids ascending, so the whole list is.

/** How many of a player's Rovers in orbit `descend` and `orbit` name (encoding's ORBIT_SLOTS). */
export const ORBIT_SLOTS = 8;
/** The shooting range of 2026-06 (ruling R34) and its table of targets by rank. */
export const RANGE = rangeTable(3);
export const TARGET_KINDS = 3;
export const STRUCTURES = 4;

/** Type codes: the index in ACTION_TYPES (shared with the other rulesets). */
export { T } from '../_internals/layout.js';

const LAYOUTS = new Map<number, Layout>();

function blockSize(type: ActionType, planets: number): number {
  const cells = planets * PLAYABLE.length;
  switch (type) {
    case 'place':
      // Ruling R32: an HQ for the Factory and the slot of the Rover's space next to it.
      return planets * HQS.length * SLOTS;
    case 'move':
    case 'fortify':
      return cells * SLOTS;
    case 'shoot':
      return cells * RANGE.slots * TARGET_KINDS;
    case 'build':
      return planets * HQS.length * STRUCTURES;
    case 'descend':
      return ORBIT_SLOTS * cells;
    case 'produce':
    case 'repair':
      return planets * SLOTS;
    case 'ready':
    case 'fire':
      return planets;
    case 'aim':
    case 'decommission':
      return cells;
    case 'choose':
      return 2;
    case 'orbit':
      return ORBIT_SLOTS * planets;
    case 'save':
    case 'endTurn':
    case 'pass':
      return 1;
    default:
      return 0;
  }
}

/** The 2026-06 layout for a number of planets. */
export function layoutOf2026(planets: number): Layout {
  return cachedLayout(LAYOUTS, blockSize, planets);
}
