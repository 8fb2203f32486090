import type { Context } from '../_internals/context.js';
import { STRUCTURE_KINDS } from '../_internals/position.js';
import { NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { EDGE_WORDS, EDGES_IN_RANGE, IN_RANGE, lowestBit, RANK_OF, WORDS } from './bits.js';
import {
  CELL_ID,
  EDGE_OF,
  EDGES,
  INTO_ORBIT,
  layoutOf2024,
  MOVE_CHOICES,
  RANGE_SLOTS,
  RULES,
  SHOT_SLOTS,
  SPACE_PORT,
  T,
} from './layout.js';
import { edgeShots } from './legal-shots.js';
import type { Position2024 } from './position.js';
import { SLOT_OF } from './steps.js';

// legalMoves (R53, R54), legalFortifications (R56) and legalShots (R2, R57) of the acting
// player's Rovers on planets in one pass: the Rovers read from the seat's piece masks
// (Position2024), which give them by cell, ascending, as the ids' blocks number them: the one
// listing of these families (legal.ts's familyIds2024 filters it; check.ts checks a move on its
// Rover with legal.ts's moveIds, a shot or a Fortification on its one target).

/** The pass returns two counts in one number: ids + ROVERS × Rovers (every count of ids below). */
export const ROVERS = 1 << 20;

// The pass keeps a planet's space words in variables, three of them.
if (WORDS !== 3) throw new Error(`core: a planet's spaces fill ${WORDS} words, not 3`);
if (layoutOf2024(RULES.maxPlanets).total >= ROVERS) throw new Error('core: 2024-12 ids reach 2^20');

/** Per space, its edges to playable neighbours packed first: their slots, their edges. */
const FORT_SLOT = new Int32Array(SPACES * SLOTS);
const FORT_EDGE = new Int32Array(SPACES * SLOTS);
const FORT_COUNT = new Int32Array(SPACES);
for (let space = 0; space < SPACES; space++) {
  for (let slot = 0; slot < SLOTS; slot++) {
    const edge = EDGE_OF[space * SLOTS + slot]!;
    if (edge < 0) continue;
    const j = space * SLOTS + FORT_COUNT[space]!++;
    FORT_SLOT[j] = slot;
    FORT_EDGE[j] = edge;
  }
}

/**
 * The moves, then the Fortifications, then the shots of the player's Rovers on planets, written
 * into `out` from 0; fills `ctx.ownCells` with the Rovers' cells (for the turns). Returns the
 * count of ids plus ROVERS × the count of Rovers. The moves go straight into `out`, the
 * Fortifications into the scratch `ctx.later` (5 a Rover at most: `later` holds 5 a cell), the
 * shots into `out` past the room the moves and Fortifications could take (their blocks' size:
 * `out` holds every id), then both are copied down after the moves.
 */
export function roverPass2024(ctx: Context, player: number, out: Int32Array): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const cells = ctx.ownCells;
  const fortifies = ctx.later;
  const offset = ctx.layout.offset;
  const moveBlock = offset[T.move]!;
  const fortifyBlock = offset[T.fortify]!;
  const shootBlock = offset[T.shoot]!;
  const oRover = pos.oRoverAt;
  const oBuilding = pos.oBuildingAt;
  const oFacing = pos.oFacing;
  const me = player + 1;
  const port = player * STRUCTURE_KINDS + SPACE_PORT + 1;
  const players = pos.players;
  const planets = pos.planets;
  const pieceStride = planets * 3;
  const wallStride = planets * EDGE_WORDS;
  const shotsFrom = shootBlock - moveBlock;
  let own = 0;
  let n = 0;
  let f = 0;
  let s = shotsFrom;
  for (let planet = 0; planet < planets; planet++) {
    const ownAt = pos.oPieces + player * pieceStride + planet * 3;
    const o0 = m[ownAt]!;
    const o1 = m[ownAt + 1]!;
    const o2 = m[ownAt + 2]!;
    if ((o0 | o1 | o2) === 0) continue;
    // The other seats' masks of the planet: three words of spaces, five of edges.
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let w0 = 0;
    let w1 = 0;
    let w2 = 0;
    let w3 = 0;
    let w4 = 0;
    let at = pos.oPieces + planet * 3;
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
    const base = planet * SPACES;
    const walls = pos.oEdgeFort + planet * EDGES;
    for (let w = 0; w < 3; w++) {
      let bits = w === 0 ? o0 : w === 1 ? o1 : o2;
      while (bits !== 0) {
        const space = (w << 5) + lowestBit(bits);
        bits &= bits - 1;
        const cell = base + space;
        // A seat's bits are its Rovers and its Buildings (never on one space): a Rover on a
        // bit's space is the seat's.
        if (m[oRover + cell] === 0) continue;
        cells[own++] = cell;
        const index = CELL_ID[cell]!;
        // Moves (canStep): no enemy Fortification on the edge crossed, no Rover, no Building
        // but the own Space Port ahead. Without a branch (whether the way ahead is open is a coin
        // toss to the branch predictor): the ids written, the count moved on by the conditions
        // as 0 or 1. No space ahead (`to` −1) or no edge reads a neighbouring entry of `m`, masked.
        const row = space * SLOTS;
        const slot = SLOT_OF[space * (SPACES + 1) + m[oFacing + cell]!]!;
        const to = NEIGHBOR[row + slot]!;
        const edge = EDGE_OF[row + slot]!;
        const fort = m[walls + edge]! & ~(edge >> 31);
        const b = m[oBuilding + base + to]!;
        const open =
          (1 ^ (to >>> 31)) & zero(m[oRover + base + to]!) & (zero(fort) | zero(fort ^ me));
        const bare = zero(b);
        const intoPort = zero(b ^ port);
        const id = moveBlock + index * MOVE_CHOICES;
        out[n] = id + INTO_ORBIT * intoPort;
        out[n + 1] = id + 1;
        n += (open & (bare | intoPort)) + (open & bare);
        // Fortifications: each id written, kept where the edge is free, without a branch.
        const fid = fortifyBlock + index * SLOTS;
        const end = row + FORT_COUNT[space]!;
        for (let j = row; j < end; j++) {
          fortifies[f] = fid + FORT_SLOT[j]!;
          f += (m[walls + FORT_EDGE[j]!]! - 1) >>> 31;
        }
        // Shots: enemy Rovers and Buildings in range, then enemy Fortifications in range.
        const sid = shootBlock + index * SHOT_SLOTS;
        const a0 = IN_RANGE[space * 3]! & s0;
        const a1 = IN_RANGE[space * 3 + 1]! & s1;
        const a2 = IN_RANGE[space * 3 + 2]! & s2;
        if ((a0 | a1 | a2) !== 0) {
          const ranks = space * SPACES;
          for (let v = 0; v < 3; v++) {
            let targets = v === 0 ? a0 : v === 1 ? a1 : a2;
            while (targets !== 0) {
              const t = (v << 5) + lowestBit(targets);
              targets &= targets - 1;
              const c = base + t;
              const id = sid + RANK_OF[ranks + t]! * 2;
              // The bit is another seat's: its one piece there, a Rover (id) or a Building (id + 1).
              out[s++] = id + zero(m[oRover + c]!);
            }
          }
        }
        const edgeRow = space * EDGE_WORDS;
        const edgeRanks = space * EDGES;
        const edgeIds = sid + RANGE_SLOTS * 2;
        s = edgeShots(EDGES_IN_RANGE[edgeRow]! & w0, edgeRanks, edgeIds, out, s);
        s = edgeShots(EDGES_IN_RANGE[edgeRow + 1]! & w1, edgeRanks + 32, edgeIds, out, s);
        s = edgeShots(EDGES_IN_RANGE[edgeRow + 2]! & w2, edgeRanks + 64, edgeIds, out, s);
        s = edgeShots(EDGES_IN_RANGE[edgeRow + 3]! & w3, edgeRanks + 96, edgeIds, out, s);
        s = edgeShots(EDGES_IN_RANGE[edgeRow + 4]! & w4, edgeRanks + 128, edgeIds, out, s);
      }
    }
  }
  for (let k = 0; k < f; k++) out[n++] = fortifies[k]!;
  for (let k = shotsFrom; k < s; k++) out[n++] = out[k]!;
  return n + own * ROVERS;
}

/** 1 when `x` (0 or above) is 0, else 0. */
function zero(x: number): number {
  return (x - 1) >>> 31;
}
