import type { Context } from '../_internals/context.js';
import { O_DESTROYED, R_LOC } from '../_internals/position.js';
import { PLAYABLE, SPACES } from '../_internals/tables.js';
import { ORBIT_SLOTS, T } from './layout.js';
import { isEmpty, orbitId } from './pieces.js';
import { isTransferred, orbitedPlanet } from './position.js';

// The legal ids of the 2026-06 Rovers in orbit (R40, R41): descending onto the planet orbited
// and changing orbit, for the first ORBIT_SLOTS of them, which `ownRovers2026` has listed.

/**
 * legalDescents (R40): a Rover in orbit, unless it changed orbit this turn, onto an empty space
 * of the planet it orbits; the first ORBIT_SLOTS Rovers in orbit have ids. Adds to
 * `ctx.landings` the moves of Rovers beyond them (they count for pass, R39).
 */
export function descendIds(ctx: Context, inOrbit: number, out: Int32Array, from: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  const span = pos.planets * PLAYABLE.length;
  let n = from;
  for (let rank = 0; rank < inOrbit; rank++) {
    const loc = m[pos.rover(orbitId(ctx, rank)) + R_LOC]!;
    if (isTransferred(loc)) continue;
    const planet = orbitedPlanet(loc);
    const base = planet * SPACES;
    const first = ctx.layout.offset[T.descend]! + rank * span + planet * PLAYABLE.length;
    for (let p = 0; p < PLAYABLE.length; p++) {
      if (!isEmpty(pos, base + PLAYABLE[p]!)) continue;
      if (rank < ORBIT_SLOTS) out[n++] = first + p;
      else ctx.landings++;
    }
  }
  return n;
}

/** legalOrbits (R40, R41): a Rover in orbit to the orbit of another planet still standing. */
export function orbitIds(ctx: Context, inOrbit: number, out: Int32Array, from: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  let n = from;
  for (let rank = 0; rank < inOrbit; rank++) {
    const orbit = orbitedPlanet(m[pos.rover(orbitId(ctx, rank)) + R_LOC]!);
    for (let planet = 0; planet < pos.planets; planet++) {
      if (planet === orbit || m[O_DESTROYED + planet] === 1) continue;
      if (rank < ORBIT_SLOTS) out[n++] = ctx.layout.offset[T.orbit]! + rank * pos.planets + planet;
      else ctx.landings++;
    }
  }
  return n;
}
