import type { Context } from '../_internals/context.js';
import { R_FIELDS, R_OWNER } from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { lowestBit, WORDS } from './bits.js';
import type { Position2024 } from './position.js';

// The acting player's Rovers for the 2024-12 listings: _internals/own-rovers.ts's `ownRovers`
// (the same answer and the same `ctx.ownCells`, `ctx.ownIds`), read from Position2024's piece
// masks and orbit count instead of a pass over every Rover in play with a sort.

/**
 * Fills `ctx.ownCells` (and `ownIds`) with the player's Rovers on planets, by cell: the order of
 * the blocks of acting Rovers. Returns their count, plus 65536 × the Rovers in orbit.
 */
export function ownRovers2024(ctx: Context, player: number): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const cells = ctx.ownCells;
  const ids = ctx.ownIds;
  const oRover = pos.oRoverAt;
  const owners = pos.oRovers + R_OWNER;
  let own = 0;
  let at = pos.oPieces + player * pos.planets * WORDS;
  for (let base = 0; base < pos.cells; base += SPACES) {
    for (let w = 0; w < WORDS; w++, at++) {
      // A seat's bits are its Rovers and its Buildings (never on one space): the Rovers kept.
      for (let bits = m[at]!; bits !== 0; bits &= bits - 1) {
        const cell = base + (w << 5) + lowestBit(bits);
        const id = m[oRover + cell]!;
        if (id === 0 || m[owners + id * R_FIELDS] !== player) continue;
        cells[own] = cell;
        ids[own++] = id;
      }
    }
  }
  return own + m[pos.oInOrbit + player]! * 65536;
}
