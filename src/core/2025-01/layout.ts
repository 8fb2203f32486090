import { ACTION_TYPES, type ActionType } from '../../rules/index.js';
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

/**
 * Type codes: the index in ACTION_TYPES, written out (an object literal of constants is read
 * far faster in the hot loops than one built from the list); checked against the list below.
 */
export const T = {
  place: 0,
  move: 1,
  fortify: 2,
  shoot: 3,
  build: 4,
  descend: 5,
  produce: 6,
  repair: 7,
  ready: 8,
  aim: 9,
  fire: 10,
  save: 11,
  destroy: 12,
  choose: 13,
  orbit: 14,
  decommission: 15,
  turn: 16,
  heal: 17,
  powerUp: 18,
  endTurn: 19,
  pass: 20,
} as const satisfies Readonly<Record<ActionType, number>>;

ACTION_TYPES.forEach((type, i) => {
  if (T[type] !== i) throw new Error(`core: type code of ${type} is not its index ${i}`);
});

export interface Layout {
  /** `offset[typeCode]`: the first id of the type's block. */
  readonly offset: Int32Array;
  readonly size: Int32Array;
  /** Every id is below this. */
  readonly total: number;
  /** `typeOf[id]`: the type code of the block holding `id`. */
  readonly typeOf: Uint8Array;
}

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
  let layout = LAYOUTS.get(planets);
  if (layout === undefined) {
    const offset = new Int32Array(ACTION_TYPES.length);
    const size = new Int32Array(ACTION_TYPES.length);
    let total = 0;
    ACTION_TYPES.forEach((type, i) => {
      offset[i] = total;
      size[i] = blockSize(type, planets);
      total += size[i]!;
    });
    const typeOf = new Uint8Array(total);
    ACTION_TYPES.forEach((_, i) => {
      typeOf.fill(i, offset[i]!, offset[i]! + size[i]!);
    });
    layout = { offset, size, total, typeOf };
    LAYOUTS.set(planets, layout);
  }
  return layout;
}

/** The type code of the block holding `id` (an integer 0 .. total − 1). */
export function typeOfId(layout: Layout, id: number): number {
  return layout.typeOf[id]!;
}
