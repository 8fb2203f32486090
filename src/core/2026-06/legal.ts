import type { Context } from '../_internals/context.js';
import {
  O_DESTROYED,
  S_ACTIONS,
  S_CURRENT,
  S_STATUS,
  STATUS_FINISHED,
  STATUS_SETUP,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { bitCount, NEAR, WORDS } from './bits.js';
import { STRUCTURES, T } from './layout.js';
import {
  aimIds,
  decommissionIds,
  fireIds,
  produceIds,
  readyIds,
  repairIds,
  saveIds,
} from './legal-buildings.js';
import { descendIds, orbitIds } from './legal-orbit.js';
import { moveAndFortifyIds, shootIds, stepIds } from './legal-rovers.js';
import { hasBuilding, isBuildSite, isEmpty, ownRovers2026 } from './pieces.js';
import { DRILL_CANNON, FACTORY, HQ_NEXT_TO, S_PLACES_FIRST, TREASURY } from './position.js';
import type { Position2026 } from './position-masks.js';

// The legal action ids of a 2026-06 position, ascending: the rules of src/rules/2026-06
// (rulings R30–R49) read from the typed arrays. Each function names the reducer's it mirrors:
// setup and Build sites here, the Rovers' families in legal-rovers.ts and legal-orbit.ts, the
// Buildings' in legal-buildings.ts.

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
  const pos = ctx.pos as Position2026;
  const m = pos.m;
  const block = ctx.layout.offset[T.build]!;
  // The sites (planet × HQ index) next to the player's Rovers, ascending and once each, kept
  // in `ctx.landing` (a scratch 2026-06 has no other use for). A site needs 3 neighbours held
  // by the player's Rover or Fortification: an HQ with fewer of the player's pieces around it
  // (their mask, Position2026) is not one.
  const sites = ctx.landing;
  let count = 0;
  let base = -1;
  let mine = 0;
  for (let k = 0; k < own; k++) {
    const cell = ctx.ownCells[k]!;
    const space = cell % SPACES;
    const h = HQ_NEXT_TO[space]!;
    if (h < 0) continue;
    if (cell - space !== base) {
      base = cell - space;
      mine = pos.oPieces + player * pos.stride + (base / SPACES) * WORDS;
    }
    const near = HQS[h]! * WORDS;
    const around =
      bitCount(NEAR[near]! & m[mine]!) +
      bitCount(NEAR[near + 1]! & m[mine + 1]!) +
      bitCount(NEAR[near + 2]! & m[mine + 2]!);
    if (around < 3) continue;
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
    if (treasury < 0) treasury = pos.standing(player, TREASURY) > 0 ? 1 : 0;
    const first = block + site * STRUCTURES;
    for (let s = 0; s < STRUCTURES; s++) {
      const limited = s === TREASURY ? treasury === 1 : hasBuilding(pos, player, s, planet);
      if (!limited) out[n++] = first + s;
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
  if (inOrbit > 0) n = descendIds(ctx, inOrbit, out, n);
  // The Buildings' families, each only where the player has a Building of its structure.
  const kinds = (ctx.pos as Position2026).standingKinds(player);
  if ((kinds & (1 << FACTORY)) !== 0) {
    n = produceIds(ctx, player, out, n);
    n = repairIds(ctx, player, out, n);
  }
  if ((kinds & (1 << DRILL_CANNON)) !== 0) {
    n = readyIds(ctx, player, out, n);
    n = aimIds(ctx, player, out, n);
    n = fireIds(ctx, player, out, n);
  }
  if ((kinds & (1 << TREASURY)) !== 0) n = saveIds(ctx, player, out, n);
  if (inOrbit > 0) n = orbitIds(ctx, inOrbit, out, n);
  // Anything but Decommission so far, moves without ids included (ruling R39).
  const others = n > 0 || ctx.landings > 0;
  n = decommissionIds(ctx, player, kinds, out, n);
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
      return decommissionIds(ctx, player, (ctx.pos as Position2026).standingKinds(player), out, 0);
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
