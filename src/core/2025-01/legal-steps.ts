import type { Context } from '../_internals/context.js';
import { cellId } from '../_internals/own-rovers.js';
import { R_FIELDS, R_OWNER, STRUCTURE_KINDS } from '../_internals/position.js';
import { NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { T } from './layout.js';
import { SPACE_PORT } from './predicates.js';

// legalMoves (rulings R5, R8) and legalFortifications (R6): a step of an acting Rover to one of
// its neighbours, read from the typed arrays; the hottest listing of a playout.

/** legalMoves (R5, R8) or legalFortifications (R6) of the `own` Rovers listed by `ownRovers`. */
export function stepIds(
  ctx: Context,
  player: number,
  own: number,
  fortify: boolean,
  out: Int32Array,
  from: number,
): number {
  // canEnter and canFortify, inlined: this is the hottest loop of a playout.
  const pos = ctx.pos;
  const m = pos.m;
  const oRover = pos.oRoverAt;
  const oBuilding = pos.oBuildingAt;
  const oFort = pos.oFort;
  const oRovers = pos.oRovers;
  const ownPort = player * STRUCTURE_KINDS + SPACE_PORT + 1;
  const me = player + 1;
  const cells = ctx.ownCells;
  const block = ctx.layout.offset[fortify ? T.fortify : T.move]!;
  let n = from;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const first = block + cellId(cell) * SLOTS;
    const row = space * SLOTS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[row + slot]!;
      if (to < 0) continue;
      const c = base + to;
      if (fortify) {
        if (m[oFort + c] !== 0 || m[oBuilding + c] !== 0) continue;
        const id = m[oRover + c]!;
        if (id === 0 || m[oRovers + id * R_FIELDS + R_OWNER] === player) out[n++] = first + slot;
      } else {
        if (m[oRover + c] !== 0) continue;
        const b = m[oBuilding + c]!;
        if (b !== 0) {
          if (b === ownPort) out[n++] = first + slot;
          continue;
        }
        const f = m[oFort + c]!;
        if (f === 0 || f === me) out[n++] = first + slot;
      }
    }
  }
  return n;
}

/**
 * Per space, its playable neighbours packed first: `STEP_TO[space * SLOTS + k]` for k below
 * `STEP_COUNT[space]`, in slot order, and `STEP_SLOT` their slots (a triangle has 3 or fewer).
 */
const STEP_COUNT = new Int32Array(SPACES);
const STEP_TO = new Int32Array(SPACES * SLOTS);
const STEP_SLOT = new Int32Array(SPACES * SLOTS);
for (let space = 0; space < SPACES; space++) {
  for (let slot = 0; slot < SLOTS; slot++) {
    const to = NEIGHBOR[space * SLOTS + slot]!;
    if (to < 0) continue;
    const k = STEP_COUNT[space]!++;
    STEP_TO[space * SLOTS + k] = to;
    STEP_SLOT[space * SLOTS + k] = slot;
  }
}

/**
 * stepIds of moves, then of fortifications, in one pass over the Rovers' neighbours: the moves
 * into `out`, the fortifications into the scratch `ctx.later`, then copied after them.
 *
 * Without a branch per neighbour: each id is written, and the count moves on by its condition
 * as 0 or 1 (`zero(x)` is 1 when x is 0, for the non-negative values of the arrays), as a
 * condition on the pieces around a random Rover is a coin toss to the branch predictor.
 */
export function moveAndFortifyIds(
  ctx: Context,
  player: number,
  own: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos;
  const m = pos.m;
  const oRover = pos.oRoverAt;
  const oBuilding = pos.oBuildingAt;
  const oFort = pos.oFort;
  const oOwner = pos.oRovers + R_OWNER;
  const ownPort = player * STRUCTURE_KINDS + SPACE_PORT + 1;
  const me = player + 1;
  const cells = ctx.ownCells;
  const fortifies = ctx.later;
  const moveBlock = ctx.layout.offset[T.move]!;
  const fortifyBlock = ctx.layout.offset[T.fortify]!;
  let n = from;
  let f = 0;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const index = cellId(cell) * SLOTS;
    const row = space * SLOTS;
    const count = STEP_COUNT[space]!;
    for (let j = 0; j < count; j++) {
      const c = base + STEP_TO[row + j]!;
      const slot = index + STEP_SLOT[row + j]!;
      const rover = m[oRover + c]!;
      const b = m[oBuilding + c]!;
      const fort = m[oFort + c]!;
      const free = zero(rover);
      const bare = zero(b);
      // canEnter, the own Space Port open (R5, R8); canFortify (R6). Rover 0's fields are
      // zeros: read for no Rover, and not counted.
      out[n] = moveBlock + slot;
      n += free & ((bare & (zero(fort) | zero(fort ^ me))) | zero(b ^ ownPort));
      fortifies[f] = fortifyBlock + slot;
      f += zero(fort) & bare & (free | zero(m[oOwner + rover * R_FIELDS]! ^ player));
    }
  }
  for (let k = 0; k < f; k++) out[n++] = fortifies[k]!;
  return n;
}

/** 1 when `x` (0 or above) is 0, else 0. */
function zero(x: number): number {
  return (x - 1) >>> 31;
}
