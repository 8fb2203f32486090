import { coreFail } from '../errors.js';
import type { Context } from './context.js';
import { ORBIT, type Position, R_FIELDS, R_LOC, R_OWNER, S_ALIVE } from './position.js';
import { PLAYABLE, PLAYABLE_INDEX, SPACES } from './tables.js';

// The acting player's Rovers, as both rulesets' legal listings and make read them.

/** The index of a cell in the blocks of acting Rovers: planet × playable space. */
export function cellId(cell: number): number {
  return ((cell / SPACES) | 0) * PLAYABLE.length + PLAYABLE_INDEX[cell % SPACES]!;
}

/** The cell of the player's own Rover named by a block index (`cellId`'s inverse), or −1. */
export function ownRoverCell(ctx: Context, player: number, index: number): number {
  const planet = (index / PLAYABLE.length) | 0;
  if (planet >= ctx.pos.planets) return -1;
  const cell = planet * SPACES + PLAYABLE[index % PLAYABLE.length]!;
  const m = ctx.pos.m;
  const id = m[ctx.pos.oRoverAt + cell]!;
  return id !== 0 && m[ctx.pos.oRovers + id * R_FIELDS + R_OWNER] === player ? cell : -1;
}

/**
 * Fills `ctx.ownCells` (and `ownIds`) with the player's Rovers on planets, by cell: the order of
 * the blocks of acting Rovers. Returns their count, plus 65536 × the Rovers in orbit.
 */
export function ownRovers(ctx: Context, player: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  const cells = ctx.ownCells;
  const ids = ctx.ownIds;
  let own = 0;
  let inOrbit = 0;
  for (let k = 0; k < m[S_ALIVE]!; k++) {
    const id = m[pos.oAliveList + k]!;
    const r = pos.rover(id);
    if (m[r + R_OWNER] !== player) continue;
    const loc = m[r + R_LOC]!;
    if (loc === ORBIT) {
      inOrbit++;
      continue;
    }
    let at = own++;
    while (at > 0 && cells[at - 1]! > loc) {
      cells[at] = cells[at - 1]!;
      ids[at] = ids[at - 1]!;
      at--;
    }
    cells[at] = loc;
    ids[at] = id;
  }
  return own + inOrbit * 65536;
}

/** The `rank`-th of the player's Rovers in orbit, lowest id first. */
export function orbitRover(pos: Position, player: number, rank: number): number {
  const m = pos.m;
  let seen = 0;
  for (let k = 0; k < m[S_ALIVE]!; k++) {
    const id = m[pos.oAliveList + k]!;
    const r = pos.rover(id);
    if (m[r + R_OWNER] === player && m[r + R_LOC] === ORBIT && seen++ === rank) return id;
  }
  return coreFail('ILLEGAL_ID', `no Rover in orbit of rank ${rank}`);
}
