import { ACTION_TYPES, type ActionType } from '../../rules/index.js';

// The id layout both rulesets share: one block of ids per action type, in the order of
// ACTION_TYPES. A ruleset gives only the size of each block (its `blockSize`); the offsets and
// the type of each id follow here, built once per number of planets.

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

/** A ruleset's block sizes: how many ids the block of `type` holds with `planets` planets. */
export type BlockSize = (type: ActionType, planets: number) => number;

/** The layout for `planets` planets from `cache`, built from `blockSize` the first time. */
export function cachedLayout(
  cache: Map<number, Layout>,
  blockSize: BlockSize,
  planets: number,
): Layout {
  let layout = cache.get(planets);
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
    cache.set(planets, layout);
  }
  return layout;
}

/** The type code of the block holding `id` (an integer 0 .. total − 1). */
export function typeOfId(layout: Layout, id: number): number {
  return layout.typeOf[id]!;
}
