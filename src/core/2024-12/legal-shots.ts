import type { Context } from '../_internals/context.js';
import { R_FIELDS, R_OWNER, STRUCTURE_KINDS } from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { EDGE_RANK_OF, lowestBit } from './bits.js';
import { EDGE_RANGE, EDGES, RANGE, RANGE_SLOTS } from './layout.js';
import type { Position2024 } from './position.js';

// legalShots (rulings R2, R57): the edge shots of one word of bits for the listing's pass
// (legal-rovers.ts, which lists the shots beside the moves and Fortifications: the one listing
// of them), and the check of one shot for check.ts: an enemy Rover or Building on a space in
// range of one of the acting player's Rovers, or an enemy Fortification on an edge in range,
// ranked as encoding's 2024-12 shot ids rank them.

const RANGE_TARGET = RANGE.target;
const RANGE_COUNT = RANGE.count;
const RANGE_ROW = RANGE.slots;
const EDGE_TARGET = EDGE_RANGE.edge;
const EDGE_COUNT = EDGE_RANGE.count;
const EDGE_ROW = EDGE_RANGE.slots;

/**
 * The shots at the edges of one word of bits (`ranks`: EDGE_RANK_OF's row, moved on to the word's
 * first edge; `ids`: the Rover's first edge shot), written from `n0`.
 */
export function edgeShots(
  word: number,
  ranks: number,
  ids: number,
  out: Int32Array,
  n0: number,
): number {
  let n = n0;
  for (let bits = word; bits !== 0; bits &= bits - 1)
    out[n++] = ids + EDGE_RANK_OF[ranks + lowestBit(bits)]!;
  return n;
}

/**
 * Whether the player's Rover on `cell` has the shot in `slot` of its block (0 .. SHOT_SLOTS − 1):
 * the listing's tests for that one target, so that checking a shot costs one target, not the
 * Rover's ~33.
 */
export function shotIsLegal(ctx: Context, player: number, cell: number, slot: number): boolean {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const space = cell % SPACES;
  const base = cell - space;
  if (slot < RANGE_SLOTS * 2) {
    const rank = slot >> 1;
    if (rank >= RANGE_COUNT[space]!) return false;
    const at = base + RANGE_TARGET[space * RANGE_ROW + rank]!;
    if ((slot & 1) === 0) {
      const rover = m[pos.oRoverAt + at]!;
      return rover !== 0 && m[pos.oRovers + R_OWNER + rover * R_FIELDS] !== player;
    }
    const b = m[pos.oBuildingAt + at]! - 1;
    return b >= 0 && (b - player * STRUCTURE_KINDS) >>> 0 >= STRUCTURE_KINDS;
  }
  const rank = slot - RANGE_SLOTS * 2;
  if (rank >= EDGE_COUNT[space]!) return false;
  const f = m[pos.oEdgeFort + (base / SPACES) * EDGES + EDGE_TARGET[space * EDGE_ROW + rank]!]!;
  return f !== 0 && f !== player + 1;
}
