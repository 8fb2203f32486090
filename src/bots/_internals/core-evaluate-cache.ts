import { B_HP, B_SEQ, type Position, STRUCTURE_KINDS } from '../../core/_internals/position.js';
import { MAX_PLAYERS } from '../../rules/index.js';

// The values of positions already evaluated, by the core's 64-bit Zobrist key: greedy and MCTS
// value the same position again (about one in five), and a hit copies the seats' values instead
// of evaluating. The key holds every piece and scalar the evaluation reads, but not two orders
// the sums follow (`evaluate` adds a seat's Rovers in `state.rovers` order and its Buildings in
// order of building, and floating-point sums depend on their order): an entry also keeps a hash
// of the Buildings' order. (The Rovers' order is their ids', which the key holds: the core keeps
// them in ascending order of id, as states must.) An entry keeps the game's shape too (ruleset, seats,
// planets), so that games of different shapes never share one. Fixed arrays, no allocation.
// An entry may also keep mctsBot's value of the position (core-value.ts's `searchValueCore`,
// the evaluation plus plan, rebuild and blocking points: all read from what the key and the
// Buildings' order hold), as one array that every node valued there shares.

const BITS = 11;
const SIZE = 1 << BITS;
const KEY_HI = new Int32Array(SIZE);
const KEY_LO = new Int32Array(SIZE);
/** The entry's shape (`shapeOf`); 0 for an entry never written. */
const SHAPE = new Int32Array(SIZE);
const ORDER = new Int32Array(SIZE);
const VALUES = new Float64Array(SIZE * MAX_PLAYERS);
/** The entry's search value (`cacheSearch`), or null when none was kept since it was written. */
const SEARCH: (readonly number[] | null)[] = new Array<readonly number[] | null>(SIZE).fill(null);

/** The shape of `pos` under the ruleset numbered `ruleset` (never 0). */
function shapeOf(ruleset: number, pos: Position): number {
  return ((ruleset + 1) << 12) | (pos.planets << 4) | pos.players;
}

/** The hash of the standing Buildings' order of building (slot by slot, their `B_SEQ`). */
function orderOf(pos: Position, slots: number): number {
  const m = pos.m;
  let h = 0x2545f491;
  for (let slot = 0; slot < slots; slot++) {
    const b = pos.building(slot);
    if (m[b + B_HP]! <= 0) continue;
    h = Math.imul(h ^ ((slot << 20) | m[b + B_SEQ]!), 0x9e3779b1);
    h ^= h >>> 15;
  }
  return h & 0x7fffffff;
}

/** Where the probe of `cacheGet` found or will put the position (set by `cacheGet`). */
let at = 0;
let shape = 0;
let order = 0;
let hits = 0;
/** The entry holding the position last looked up (a hit) or stored, or −1 (a miss). */
let current = -1;

/** How many evaluations the cache has answered so far (for tests). */
export function cacheHits(): number {
  return hits;
}

/**
 * Copies the cached values of `pos` (ruleset number `ruleset`, `slotsPer` Building slots per
 * seat and kind) into `out` and returns true, or returns false (then `cachePut` stores them).
 */
export function cacheGet(
  ruleset: number,
  pos: Position,
  slotsPer: number,
  out: Float64Array,
): boolean {
  order = orderOf(pos, pos.players * STRUCTURE_KINDS * slotsPer);
  const hi = pos.hi;
  const lo = pos.lo;
  shape = shapeOf(ruleset, pos);
  at = (hi ^ Math.imul(lo, 0x27d4eb2d)) >>> (32 - BITS);
  if (KEY_HI[at] !== hi || KEY_LO[at] !== lo || SHAPE[at] !== shape || ORDER[at] !== order) {
    current = -1;
    return false;
  }
  hits++;
  current = at;
  const first = at * MAX_PLAYERS;
  for (let p = 0; p < pos.players; p++) out[p] = VALUES[first + p]!;
  return true;
}

/** Stores `values` for `pos`, the position `cacheGet` last missed. */
export function cachePut(pos: Position, values: Float64Array): void {
  KEY_HI[at] = pos.hi;
  KEY_LO[at] = pos.lo;
  SHAPE[at] = shape;
  ORDER[at] = order;
  SEARCH[at] = null;
  current = at;
  const first = at * MAX_PLAYERS;
  for (let p = 0; p < pos.players; p++) VALUES[first + p] = values[p]!;
}

/**
 * The search value kept with the position `cacheGet` last found or `cachePut` last stored, or
 * null (none kept, or the last `cacheGet` missed and nothing was stored since).
 */
export function cachedSearch(): readonly number[] | null {
  return current === -1 ? null : SEARCH[current]!;
}

/**
 * Keeps `values` (never written again: the nodes valued there share it) as the search value of
 * the position `cacheGet` last found or `cachePut` last stored; nothing when it missed.
 */
export function cacheSearch(values: readonly number[]): void {
  if (current !== -1) SEARCH[current] = values;
}
