import type { Context } from './context.js';
import { E_ELIMINATED } from './frames.js';
import {
  B_HP,
  FACTORY_KIND,
  O_IN_GAME,
  R_OWNER,
  S_ALIVE,
  S_STATUS,
  S_WINNERS,
  STATUS_FINISHED,
  STRUCTURE_KINDS,
} from './position.js';

// The elimination both rulesets share (the Fortifications removed as each position keeps them).

/**
 * Rulings R14, R25 (2024-12: R14, R65), eliminate: a player with neither a Factory nor a Rover
 * goes out with all their pieces; returns whether anyone went out.
 */
export function eliminate(ctx: Context, f: number): boolean {
  const pos = ctx.pos;
  let out = 0;
  for (let p = 0; p < pos.players; p++) {
    const m = pos.m;
    if (m[O_IN_GAME + p] === 0) continue;
    let alive = m[pos.building(p * STRUCTURE_KINDS + FACTORY_KIND) + B_HP]! > 0;
    for (let k = 0; !alive && k < m[S_ALIVE]!; k++)
      if (m[pos.rover(m[pos.oAliveList + k]!) + R_OWNER] === p) alive = true;
    if (!alive) out |= 1 << p;
  }
  return removePlayers(ctx, f, out, STRUCTURE_KINDS);
}

/**
 * Takes out the players of the bit mask `out` (each player's Buildings are the slots
 * `p * slotsPerSeat` up to the next seat's) with all their pieces, one `eliminated` event each,
 * and ends the game when one player or none is left; returns whether anyone went out.
 */
export function removePlayers(ctx: Context, f: number, out: number, slotsPerSeat: number): boolean {
  const { pos, plies } = ctx;
  if (out === 0) return false;
  for (let p = 0; p < pos.players; p++) {
    if (((out >> p) & 1) === 0) continue;
    pos.setScalar(O_IN_GAME + p, 0);
    const m = pos.m;
    for (let k = m[S_ALIVE]! - 1; k >= 0; k--) {
      const id = m[pos.oAliveList + k]!;
      if (m[pos.rover(id) + R_OWNER] === p) pos.removeRover(id);
    }
    for (let slot = p * slotsPerSeat; slot < (p + 1) * slotsPerSeat; slot++)
      if (m[pos.building(slot) + B_HP]! > 0) pos.removeBuilding(slot);
    pos.removeFortsOf(p);
    plies.event(f, E_ELIMINATED, p);
  }
  let remaining = 0;
  let count = 0;
  for (let p = 0; p < pos.players; p++) {
    if (pos.m[O_IN_GAME + p] === 1) {
      remaining |= 1 << p;
      count++;
    }
  }
  if (count <= 1) {
    pos.setScalar(S_STATUS, STATUS_FINISHED);
    pos.setScalar(S_WINNERS, remaining);
  }
  return true;
}
