import type { Context } from '../_internals/context.js';
import { R_FIELDS, R_OWNER, STRUCTURE_KINDS } from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import {
  EDGE_RANK_OF,
  EDGE_WORDS,
  EDGES_IN_RANGE,
  IN_RANGE,
  lowestBit,
  RANK_OF,
  WORDS,
} from './bits.js';
import { CELL_ID, EDGE_RANGE, EDGES, RANGE, RANGE_SLOTS, SHOT_SLOTS, T } from './layout.js';
import type { Position2024 } from './position.js';

// legalShots (rulings R2, R57) family by family or for one Rover (legal.ts's familyIds2024 and
// roverIds2024, for check.ts; the full listing's pass, legal-rovers.ts, lists them beside the
// moves), and the check of one shot for check.ts: an enemy Rover or Building on a space in range
// of one of the acting player's Rovers, or an enemy Fortification on an edge in range, ranked as
// encoding's 2024-12 shot ids rank them.

const RANGE_TARGET = RANGE.target;
const RANGE_COUNT = RANGE.count;
const RANGE_ROW = RANGE.slots;
const EDGE_TARGET = EDGE_RANGE.edge;
const EDGE_COUNT = EDGE_RANGE.count;
const EDGE_ROW = EDGE_RANGE.slots;

/**
 * legalShots (R2, R57): enemy Rovers and Buildings in range, then enemy edges in range. The
 * spaces and edges in range (up to 20 and 40 per Rover) are read only where the other seats'
 * masks (Position2024, bits.ts) have a bit: the enemy pieces in range, a few.
 */
export function shootIds(
  ctx: Context,
  player: number,
  own: number,
  out: Int32Array,
  n0: number,
): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const cells = ctx.ownCells;
  const first = ctx.layout.offset[T.shoot]!;
  // Owned Building slots are player * 4 .. player * 4 + 3; `b - mine` unsigned is below 4 there.
  const mine = player * STRUCTURE_KINDS;
  const oRover = pos.oRoverAt;
  const oBuilding = pos.oBuildingAt;
  const owners = pos.oRovers + R_OWNER;
  const players = pos.players;
  const pieceStride = pos.planets * WORDS;
  const wallStride = pos.planets * EDGE_WORDS;
  let n = n0;
  // The other seats' masks of the planet of the last Rover (the Rovers come by cell, so by
  // planet): three words of spaces, five of edges.
  let base = -1;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let w0 = 0;
  let w1 = 0;
  let w2 = 0;
  let w3 = 0;
  let w4 = 0;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    if (cell - space !== base) {
      base = cell - space;
      const planet = base / SPACES;
      s0 = s1 = s2 = w0 = w1 = w2 = w3 = w4 = 0;
      let at = pos.oPieces + planet * WORDS;
      let wall = pos.oWalls + planet * EDGE_WORDS;
      for (let p = 0; p < players; p++, at += pieceStride, wall += wallStride) {
        if (p === player) continue;
        s0 |= m[at]!;
        s1 |= m[at + 1]!;
        s2 |= m[at + 2]!;
        w0 |= m[wall]!;
        w1 |= m[wall + 1]!;
        w2 |= m[wall + 2]!;
        w3 |= m[wall + 3]!;
        w4 |= m[wall + 4]!;
      }
    }
    const id = first + CELL_ID[cell]! * SHOT_SLOTS;
    const row = space * WORDS;
    const a0 = IN_RANGE[row]! & s0;
    const a1 = IN_RANGE[row + 1]! & s1;
    const a2 = IN_RANGE[row + 2]! & s2;
    if ((a0 | a1 | a2) !== 0) {
      const ranks = space * SPACES;
      for (let w = 0; w < WORDS; w++) {
        let bits = w === 0 ? a0 : w === 1 ? a1 : a2;
        while (bits !== 0) {
          const to = (w << 5) + lowestBit(bits);
          bits &= bits - 1;
          const at = base + to;
          const slot = id + RANK_OF[ranks + to]! * 2;
          const rover = m[oRover + at]!;
          if (rover !== 0 && m[owners + rover * R_FIELDS] !== player) out[n++] = slot;
          const b = m[oBuilding + at]! - 1;
          if (b >= 0 && (b - mine) >>> 0 >= STRUCTURE_KINDS) out[n++] = slot + 1;
        }
      }
    }
    // Every enemy Fortification in range is a target, its rank in EDGE_RANGE following the bits.
    const edgeRow = space * EDGE_WORDS;
    const edgeRanks = space * EDGES;
    const edgeIds = id + RANGE_SLOTS * 2;
    n = edgeShots(EDGES_IN_RANGE[edgeRow]! & w0, edgeRanks, edgeIds, out, n);
    n = edgeShots(EDGES_IN_RANGE[edgeRow + 1]! & w1, edgeRanks + 32, edgeIds, out, n);
    n = edgeShots(EDGES_IN_RANGE[edgeRow + 2]! & w2, edgeRanks + 64, edgeIds, out, n);
    n = edgeShots(EDGES_IN_RANGE[edgeRow + 3]! & w3, edgeRanks + 96, edgeIds, out, n);
    n = edgeShots(EDGES_IN_RANGE[edgeRow + 4]! & w4, edgeRanks + 128, edgeIds, out, n);
  }
  return n;
}

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
 * shootIds' tests for that one target, so that checking a shot costs one target, not the
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
