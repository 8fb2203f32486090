import type { Context } from '../_internals/context.js';
import { cellId } from '../_internals/own-rovers.js';
import { R_FIELDS, R_OWNER, STRUCTURE_KINDS } from '../_internals/position.js';
import { NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { T } from './layout.js';
import { SPACE_PORT } from './predicates.js';

// legalMoves (rulings R5, R8) and legalFortifications (R6): a step of an acting Rover to one of
// its neighbours, read from the typed arrays, one family at a time (`familyIds`); `legalIds`
// lists them in its one pass over the Rovers (legal-rovers.ts).

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
