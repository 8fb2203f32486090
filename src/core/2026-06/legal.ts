import type { Context } from '../_internals/context.js';
import { cellId } from '../_internals/own-rovers.js';
import {
  O_DESTROYED,
  R_FIELDS,
  R_LOC,
  R_OWNER,
  S_ACTIONS,
  S_CURRENT,
  S_STATUS,
  STATUS_FINISHED,
  STATUS_SETUP,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { ORBIT_SLOTS, RANGE, STRUCTURES, T, TARGET_KINDS } from './layout.js';
import {
  aimIds,
  decommissionIds,
  fireIds,
  produceIds,
  readyIds,
  repairIds,
  saveIds,
} from './legal-buildings.js';
import {
  canEnter,
  canFortify,
  hasBuilding,
  isBuildSite,
  isEmpty,
  orbitId,
  ownRovers2026,
} from './pieces.js';
import {
  HQ_NEXT_TO,
  isTransferred,
  orbitedPlanet,
  S_PLACES_FIRST,
  SORTED_NEIGHBORS,
  SPACE_PORT,
  slotOf,
  TREASURY,
  treasurySlot,
} from './position.js';

// The legal action ids of a 2026-06 position, ascending: the rules of src/rules/2026-06
// (rulings R30–R49) read from the typed arrays. Each function names the reducer's it mirrors.

/** legalPlacements (R32) or legalChoices (R31): setup. */
function setupIds(ctx: Context, type: number, out: Int32Array, from: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  let n = from;
  if (m[S_PLACES_FIRST] === 0) {
    if (type < 0 || type === T.choose) {
      out[n++] = ctx.layout.offset[T.choose]!;
      out[n++] = ctx.layout.offset[T.choose]! + 1;
    }
    return n;
  }
  if (type >= 0 && type !== T.place) return n;
  const first = ctx.layout.offset[T.place]!;
  for (let planet = 0; planet < pos.planets; planet++) {
    if (m[O_DESTROYED + planet] === 1) continue;
    const base = planet * SPACES;
    for (let h = 0; h < HQS.length; h++) {
      const space = HQS[h]!;
      if (!isEmpty(pos, base + space)) continue;
      for (let slot = 0; slot < SLOTS; slot++) {
        const to = NEIGHBOR[space * SLOTS + slot]!;
        if (to >= 0 && isEmpty(pos, base + to))
          out[n++] = first + (planet * HQS.length + h) * SLOTS + slot;
      }
    }
  }
  return n;
}

/** legalMoves (R5, R40) or legalFortifications (R36) of the `own` Rovers on planets. */
function stepIds(
  ctx: Context,
  player: number,
  own: number,
  fortify: boolean,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos;
  const block = ctx.layout.offset[fortify ? T.fortify : T.move]!;
  let n = from;
  for (let k = 0; k < own; k++) {
    const cell = ctx.ownCells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const first = block + cellId(cell) * SLOTS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[space * SLOTS + slot]!;
      if (to < 0) continue;
      const ok = fortify ? canFortify(pos, base + to) : canEnter(pos, player, base + to, true);
      if (ok) out[n++] = first + slot;
    }
  }
  return n;
}

/**
 * stepIds of moves, then of fortifications, in one pass over the Rovers' neighbours: the moves
 * into `out`, the fortifications into the scratch `ctx.later`, then copied after them.
 */
function moveAndFortifyIds(
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
    // The own Space Port of this planet, as oBuildingAt holds it (slot + 1).
    const ownPort = slotOf(pos, player, SPACE_PORT, base / SPACES) + 1;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[row + slot]!;
      if (to < 0) continue;
      const c = base + to;
      if (m[oRover + c] !== 0) continue;
      const b = m[oBuilding + c]!;
      const fort = m[oFort + c]!;
      // canEnter with the own Space Port open (R5, R40).
      if (b === 0 ? fort === 0 || fort === me : b === ownPort) out[n++] = moveBlock + index + slot;
      // canFortify (R36): empty, and no Fortification next to it.
      if (b !== 0 || fort !== 0) continue;
      const ns = SORTED_NEIGHBORS[to]!;
      let free = true;
      for (let j = 0; j < ns.length; j++) {
        if (m[oFort + base + ns[j]!] !== 0) {
          free = false;
          break;
        }
      }
      if (free) fortifies[f++] = fortifyBlock + index + slot;
    }
  }
  for (let k = 0; k < f; k++) out[n++] = fortifies[k]!;
  return n;
}

/** legalShots (R20, R34): an enemy Rover, Fortification or Building in range. */
function shootIds(
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
  const me = player + 1;
  // The player's Building slots + 1 (as oBuildingAt holds them): mineFrom .. mineFrom + perSeat.
  const perSeat = STRUCTURES * pos.planets;
  const mineFrom = player * perSeat + 1;
  const cells = ctx.ownCells;
  const rs = RANGE.slots;
  const targets = RANGE.target;
  const block = ctx.layout.offset[T.shoot]!;
  let n = from;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const first = block + cellId(cell) * rs * TARGET_KINDS;
    const count = RANGE.count[space]!;
    const row = space * rs;
    for (let rank = 0; rank < count; rank++) {
      const at = base + targets[row + rank]!;
      const rover = m[oRover + at]!;
      const fort = m[oFort + at]!;
      const b = m[oBuilding + at]!;
      if (rover === 0 && fort === 0 && b === 0) continue;
      const id = first + rank * TARGET_KINDS;
      if (rover !== 0 && m[oOwner + rover * R_FIELDS] !== player) out[n++] = id;
      if (fort !== 0 && fort !== me) out[n++] = id + 1;
      if (b !== 0 && (b < mineFrom || b >= mineFrom + perSeat)) out[n++] = id + 2;
    }
  }
  return n;
}

/**
 * legalBuilds (R37): a structure not yet on the planet (a Treasury: not at all), on a site. A
 * site is overseen by one of the `own` Rovers on planets, so only the HQs next to them are
 * looked at (HQ_NEXT_TO), in ascending order.
 */
function buildIds(
  ctx: Context,
  player: number,
  own: number,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos;
  const m = pos.m;
  const block = ctx.layout.offset[T.build]!;
  // The sites (planet × HQ index) next to the player's Rovers, ascending and once each, kept
  // in `ctx.landing` (a scratch 2026-06 has no other use for).
  const sites = ctx.landing;
  let count = 0;
  for (let k = 0; k < own; k++) {
    const cell = ctx.ownCells[k]!;
    const h = HQ_NEXT_TO[cell % SPACES]!;
    if (h < 0) continue;
    const site = Math.floor(cell / SPACES) * HQS.length + h;
    let at = count;
    while (at > 0 && sites[at - 1]! > site) at--;
    if (at > 0 && sites[at - 1] === site) continue;
    sites.copyWithin(at + 1, at, count);
    sites[at] = site;
    count++;
  }
  let n = from;
  if (count === 0) return n;
  // Whether the player has a Treasury anywhere: looked up at the first site only.
  let treasury = -1;
  for (let k = 0; k < count; k++) {
    const site = sites[k]!;
    const planet = Math.floor(site / HQS.length);
    if (m[O_DESTROYED + planet] === 1) continue;
    if (!isBuildSite(pos, player, planet * SPACES + HQS[site % HQS.length]!)) continue;
    if (treasury < 0) treasury = treasurySlot(pos, player) >= 0 ? 1 : 0;
    const first = block + site * STRUCTURES;
    for (let s = 0; s < STRUCTURES; s++) {
      const limited = s === TREASURY ? treasury === 1 : hasBuilding(pos, player, s, planet);
      if (!limited) out[n++] = first + s;
    }
  }
  return n;
}

/**
 * legalDescents (R40): a Rover in orbit, unless it changed orbit this turn, onto an empty space
 * of the planet it orbits; the first ORBIT_SLOTS Rovers in orbit have ids. Adds to
 * `ctx.landings` the moves of Rovers beyond them (they count for pass, R39).
 */
function descendIds(ctx: Context, inOrbit: number, out: Int32Array, from: number): number {
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
function orbitIds(ctx: Context, inOrbit: number, out: Int32Array, from: number): number {
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

/**
 * Writes the legal ids of the position into `out` from index 0, ascending, and returns how many.
 * `out` must hold `layout.total` ids at least (`CoreGame.maxLegalIds`).
 */
export function legalIds2026(ctx: Context, out: Int32Array): number {
  const m = ctx.pos.m;
  const status = m[S_STATUS]!;
  if (status === STATUS_FINISHED) return 0;
  if (status === STATUS_SETUP) return setupIds(ctx, -1, out, 0);
  const player = m[S_CURRENT]!;
  const rovers = ownRovers2026(ctx, player);
  const own = rovers & 0xffff;
  const inOrbit = rovers >>> 16;
  ctx.landings = 0;
  let n = moveAndFortifyIds(ctx, player, own, out, 0);
  n = shootIds(ctx, player, own, out, n);
  n = buildIds(ctx, player, own, out, n);
  n = descendIds(ctx, inOrbit, out, n);
  n = produceIds(ctx, player, out, n);
  n = repairIds(ctx, player, out, n);
  n = readyIds(ctx, player, out, n);
  n = aimIds(ctx, player, out, n);
  n = fireIds(ctx, player, out, n);
  n = saveIds(ctx, player, out, n);
  n = orbitIds(ctx, inOrbit, out, n);
  // Anything but Decommission so far, moves without ids included (ruling R39).
  const others = n > 0 || ctx.landings > 0;
  n = decommissionIds(ctx, player, out, n);
  // legalEndTurns (R22) and pass (R39).
  if (m[S_ACTIONS]! > 0) out[n++] = ctx.layout.offset[T.endTurn]!;
  else if (!others) out[n++] = ctx.layout.offset[T.pass]!;
  return n;
}

/** The legal ids of one action type (a type code), as `legalIds2026` lists them. */
export function familyIds2026(ctx: Context, type: number, out: Int32Array): number {
  const m = ctx.pos.m;
  const status = m[S_STATUS]!;
  if (status === STATUS_FINISHED) return 0;
  if (status === STATUS_SETUP) return setupIds(ctx, type, out, 0);
  const player = m[S_CURRENT]!;
  switch (type) {
    case T.move:
    case T.fortify:
    case T.shoot:
    case T.descend:
    case T.orbit: {
      const rovers = ownRovers2026(ctx, player);
      if (type === T.shoot) return shootIds(ctx, player, rovers & 0xffff, out, 0);
      if (type === T.descend) return descendIds(ctx, rovers >>> 16, out, 0);
      if (type === T.orbit) return orbitIds(ctx, rovers >>> 16, out, 0);
      return stepIds(ctx, player, rovers & 0xffff, type === T.fortify, out, 0);
    }
    case T.build:
      return buildIds(ctx, player, ownRovers2026(ctx, player) & 0xffff, out, 0);
    case T.produce:
      return produceIds(ctx, player, out, 0);
    case T.repair:
      return repairIds(ctx, player, out, 0);
    case T.ready:
      return readyIds(ctx, player, out, 0);
    case T.aim:
      return aimIds(ctx, player, out, 0);
    case T.fire:
      return fireIds(ctx, player, out, 0);
    case T.save:
      return saveIds(ctx, player, out, 0);
    case T.decommission:
      return decommissionIds(ctx, player, out, 0);
    case T.endTurn:
      if (m[S_ACTIONS]! > 0) out[0] = ctx.layout.offset[T.endTurn]!;
      return m[S_ACTIONS]! > 0 ? 1 : 0;
    case T.pass: {
      const n = legalIds2026(ctx, out);
      if (n === 0 || out[n - 1] !== ctx.layout.offset[T.pass]) return 0;
      out[0] = out[n - 1]!;
      return 1;
    }
    default:
      return 0;
  }
}
