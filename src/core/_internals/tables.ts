import { board, entryCost, spacesWithin } from '../../board/index.js';

// The board as flat typed arrays, made once: the core reads these instead of the board's
// objects. A "cell" is `planet * SPACES + space`.

/** Spaces of one planet (92). */
export const SPACES = board.spaces.length;
/** Neighbour slots of a space: `board.spaces[s].neighbors[slot]`; an HQ has 5, a triangle 3. */
export const SLOTS = 5;
/** The playable spaces, ascending (76). */
export const PLAYABLE: Int32Array = Int32Array.from(board.playableSpaces);
/** The playable HQs, ascending (11). */
export const HQS: Int32Array = Int32Array.from(board.hqs);
/** Per space: its index among the playable spaces, or −1. */
export const PLAYABLE_INDEX: Int32Array = Int32Array.from(board.spaces, (s) =>
  board.playableSpaces.indexOf(s.id),
);
/** Per space: its index among the playable HQs, or −1. */
export const HQ_INDEX: Int32Array = Int32Array.from(board.spaces, (s) => board.hqs.indexOf(s.id));
/** Per space: 1 when it is a playable HQ. */
export const IS_HQ: Uint8Array = Uint8Array.from(board.spaces, (s) =>
  s.playable && s.kind === 'hq' ? 1 : 0,
);
/**
 * `NEIGHBOR[space * SLOTS + slot]`: the playable neighbour in that slot, or −1 (no such slot, or
 * the neighbour is off the board).
 */
export const NEIGHBOR: Int32Array = (() => {
  const out = new Int32Array(SPACES * SLOTS).fill(-1);
  for (const s of board.spaces) {
    s.neighbors.forEach((n, slot) => {
      if (s.playable && board.spaces[n]!.playable) out[s.id * SLOTS + slot] = n;
    });
  }
  return out;
})();
/** `ADJACENT[a * SPACES + b]`: 1 when b is a playable neighbour of a. */
export const ADJACENT: Uint8Array = (() => {
  const out = new Uint8Array(SPACES * SPACES);
  board.playableNeighbors.forEach((ns, a) => {
    for (const b of ns) out[a * SPACES + b] = 1;
  });
  return out;
})();
/** Per space: the slot of each neighbour, `SLOT_OF[a * SPACES + b]`, or −1. */
export const SLOT_OF: Int8Array = (() => {
  const out = new Int8Array(SPACES * SPACES).fill(-1);
  for (const s of board.spaces) {
    s.neighbors.forEach((n, slot) => {
      out[s.id * SPACES + n] = slot;
    });
  }
  return out;
})();
/** Per space: the cost of entering it (ruling R2: HQ 2, triangle 1). */
export const ENTRY_COST: Int32Array = Int32Array.from(board.spaces, (s) => entryCost(board, s.id));
/**
 * `PATH_COST[a * SPACES + b]`: the least cost of entering the spaces of a path from `a` to `b`
 * over playable spaces (`a` not counted; 0 from a space to itself), capped at 255 (no path): a
 * bound that prunes the search for an open chain (ruling R3) without changing its answer.
 */
export const PATH_COST: Uint8Array = (() => {
  const out = new Uint8Array(SPACES * SPACES).fill(255);
  const cost = new Int32Array(SPACES);
  for (let a = 0; a < SPACES; a++) {
    // Dijkstra over at most 92 spaces, with costs 1 and 2: a plain scan for the least is enough.
    cost.fill(0x7fffffff);
    const done = new Uint8Array(SPACES);
    cost[a] = 0;
    for (;;) {
      let at = -1;
      for (let s = 0; s < SPACES; s++)
        if (done[s] === 0 && cost[s]! < 0x7fffffff && (at < 0 || cost[s]! < cost[at]!)) at = s;
      if (at < 0) break;
      done[at] = 1;
      for (let slot = 0; slot < SLOTS; slot++) {
        const next = NEIGHBOR[at * SLOTS + slot]!;
        if (next >= 0 && cost[at]! + ENTRY_COST[next]! < cost[next]!)
          cost[next] = cost[at]! + ENTRY_COST[next]!;
      }
    }
    for (let b = 0; b < SPACES; b++) out[a * SPACES + b] = Math.min(cost[b]!, 255);
  }
  return out;
})();

/** Per shooting range: the spaces within range of each space, as flat arrays. */
export interface RangeTable {
  readonly range: number;
  /** The most targets of one space: the rank of a target is below this. */
  readonly slots: number;
  /** `TARGET[space * slots + rank]`: the rank-th space in range, ascending, or −1. */
  readonly target: Int32Array;
  /** How many spaces are in range of each space. */
  readonly count: Int32Array;
}

const RANGES = new Map<number, RangeTable>();

export function rangeTable(range: number): RangeTable {
  let table = RANGES.get(range);
  if (table === undefined) {
    const lists = spacesWithin(range);
    const slots = Math.max(...lists.map((l) => l.length));
    const target = new Int32Array(SPACES * slots).fill(-1);
    const count = new Int32Array(SPACES);
    lists.forEach((l, s) => {
      count[s] = l.length;
      l.forEach((t, k) => {
        target[s * slots + k] = t;
      });
    });
    table = { range, slots, target, count };
    RANGES.set(range, table);
  }
  return table;
}
