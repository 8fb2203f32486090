import {
  board,
  edgeBetween,
  edgeKinds,
  facingsAhead,
  spacesInRange,
  turnedFacing,
} from '../../board/index.js';
import { type ActionType, rulesetNamed } from '../../rules/index.js';
import { cachedLayout, type Layout } from '../_internals/layout.js';
import { HQS, PLAYABLE, PLAYABLE_INDEX, rangeTable, SLOTS, SPACES } from '../_internals/tables.js';

// The 2024-12 action ids, block by block in the order of ACTION_TYPES: the numbering of
// `encodeAction`'s 2024-12 forms (src/bots/encoding.ts, docs/bots.md), which the differential
// test checks id by id; and the board tables its rules read (facings, edges). Within a block the
// core lists ids ascending, so the whole list is ascending.

export const RULES = rulesetNamed('2024-12');
/** How many of a player's Rovers in orbit `descend` names (encoding's ORBIT_SLOTS). */
export const ORBIT_SLOTS = 8;
/** The shooting range (ruling R2) and its table of targets by rank. */
export const RANGE = rangeTable(RULES.shootingRange);
/** The 2024-12 structures, in their order: the Building slot of a player is `player * 4 + k`. */
export const STRUCTURES_2024: readonly string[] = RULES.structures;
export const SPACE_PORT = 0;
export const FACTORY = 1;
export const DRILL_CANNON = 2;
export const MEDIC = 3;
/** A Move's choices: the two facings ahead (left, right), or into orbit (R53, R54). */
export const MOVE_CHOICES = 3;
export const INTO_ORBIT = 2;
/** Build's exits: no Rover on the HQ, or its free move out facing left or right ahead (R59). */
export const BUILD_EXITS = 3;
export const EDGES = board.edges.length;
/** A shot's slots per acting Rover: Rovers and Buildings by range rank, then edges by rank. */
export const RANGE_SLOTS = Math.max(...spacesInRange.map((r) => r.length));

/** Type codes: the index in ACTION_TYPES (shared with 2025-01). */
export { T } from '../_internals/layout.js';

/**
 * `EDGE_OF[space * SLOTS + slot]`: the edge between a space and its neighbour in that slot, when
 * both are playable (only those hold Fortifications, R51), or −1.
 */
export const EDGE_OF: Int32Array = (() => {
  const out = new Int32Array(SPACES * SLOTS).fill(-1);
  for (const s of board.spaces) {
    s.neighbors.forEach((n, slot) => {
      if (s.playable && board.spaces[n]!.playable) out[s.id * SLOTS + slot] = edgeBetween(s.id, n);
    });
  }
  return out;
})();

/** `EDGE_SPACES[2 * edge]`, `[2 * edge + 1]`: the edge's two spaces, lower first (R67). */
export const EDGE_SPACES: Int32Array = Int32Array.from(board.edges.flatMap((e) => e.spaces));

/** `NEIGHBOR_COUNT[space]`: the neighbours of a space, playable or not (its facings, R52). */
export const NEIGHBOR_COUNT: Int32Array = Int32Array.from(board.spaces, (s) => s.neighbors.length);

/** `ALL_NEIGHBOR[space * SLOTS + slot]`: the neighbour in a slot, playable or not, or −1. */
export const ALL_NEIGHBOR: Int32Array = (() => {
  const out = new Int32Array(SPACES * SLOTS).fill(-1);
  for (const s of board.spaces) {
    s.neighbors.forEach((n, slot) => {
      out[s.id * SLOTS + slot] = n;
    });
  }
  return out;
})();

/**
 * `AHEAD[(from * SLOTS + slot) * 2 + k]`: `facingsAhead(from, to)[k]` for the neighbour `to` in
 * that slot (R54), or −1.
 */
export const AHEAD: Int32Array = (() => {
  const out = new Int32Array(SPACES * SLOTS * 2).fill(-1);
  for (const s of board.spaces) {
    s.neighbors.forEach((n, slot) => {
      const ahead = facingsAhead(s.id, n);
      if (ahead.length === 2) {
        out[(s.id * SLOTS + slot) * 2] = ahead[0];
        out[(s.id * SLOTS + slot) * 2 + 1] = ahead[1];
      }
    });
  }
  return out;
})();

/** `TURNED[(space * SLOTS + slot) * 2 + d]`: `turnedFacing` of the facing in that slot (R55). */
export const TURNED: Int32Array = (() => {
  const out = new Int32Array(SPACES * SLOTS * 2).fill(-1);
  for (const s of board.spaces) {
    s.neighbors.forEach((n, slot) => {
      out[(s.id * SLOTS + slot) * 2] = turnedFacing(s.id, n, 'left');
      out[(s.id * SLOTS + slot) * 2 + 1] = turnedFacing(s.id, n, 'right');
    });
  }
  return out;
})();

/**
 * Per space, the edges between two playable spaces with either space the space itself or within
 * range of it (R57), ascending: a Fortification target's rank (encoding's EDGES_IN_RANGE).
 */
export const EDGE_RANGE: { readonly slots: number; readonly edge: Int32Array; count: Int32Array } =
  (() => {
    const lists = board.spaces.map((s) => {
      const near = new Set([s.id]);
      const count = RANGE.count[s.id]!;
      for (let k = 0; k < count; k++) near.add(RANGE.target[s.id * RANGE.slots + k]!);
      return board.edges.flatMap((e, id) =>
        edgeKinds[id] === 'playable' && (near.has(e.spaces[0]) || near.has(e.spaces[1]))
          ? [id]
          : [],
      );
    });
    const slots = Math.max(...lists.map((l) => l.length));
    const edge = new Int32Array(SPACES * slots).fill(-1);
    const count = Int32Array.from(lists, (l) => l.length);
    lists.forEach((l, s) => {
      l.forEach((e, k) => {
        edge[s * slots + k] = e;
      });
    });
    return { slots, edge, count };
  })();

export const SHOT_SLOTS = RANGE_SLOTS * 2 + EDGE_RANGE.slots;

const LAYOUTS = new Map<number, Layout>();

function blockSize(type: ActionType, planets: number): number {
  const cells = planets * PLAYABLE.length;
  switch (type) {
    case 'place':
      return planets * HQS.length * SLOTS;
    case 'move':
      return cells * MOVE_CHOICES;
    case 'fortify':
      return cells * SLOTS;
    case 'shoot':
      return cells * SHOT_SLOTS;
    case 'build':
      return planets * HQS.length * STRUCTURES_2024.length * BUILD_EXITS;
    case 'descend':
      return ORBIT_SLOTS * cells * SLOTS;
    case 'produce':
      return SLOTS * SLOTS;
    case 'fire':
      return PLAYABLE.length + EDGES;
    case 'destroy':
      return STRUCTURES_2024.length;
    case 'turn':
      return cells * 2;
    case 'heal':
      return SLOTS;
    case 'powerUp':
    case 'pass':
      return 1;
    default:
      return 0;
  }
}

/** The 2024-12 layout for a number of planets. */
export function layoutOf2024(planets: number): Layout {
  return cachedLayout(LAYOUTS, blockSize, planets);
}

/**
 * `CELL_ID[cell]`: `cellId(cell)` (_internals/own-rovers.ts), the acting Rover's block index
 * (planet × playable space), for every cell of the largest game: the listings read it four times
 * per Rover.
 */
export const CELL_ID: Int32Array = Int32Array.from(
  { length: RULES.maxPlanets * SPACES },
  (_, cell) => Math.floor(cell / SPACES) * PLAYABLE.length + PLAYABLE_INDEX[cell % SPACES]!,
);
