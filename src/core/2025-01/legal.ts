import type { Context } from '../_internals/context.js';
import { ownRovers } from '../_internals/own-rovers.js';
import {
  B_FIELDS,
  B_HP,
  O_DESTROYED,
  R_FIELDS,
  R_OWNER,
  S_ACTIONS,
  S_CURRENT,
  S_STATUS,
  STATUS_FINISHED,
  STATUS_SETUP,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { BUILD_EXITS, ORBIT_SLOTS, STRUCTURES, T } from './layout.js';
import { buildingIds, cannonAndSaveIds, factoryIds } from './legal-buildings.js';
import { roverIds } from './legal-rovers.js';
import type { Position2025 } from './position.js';
import { canEnter, canLand, isBuildSite } from './predicates.js';

// The legal action ids of a 2025-01 position, ascending: the rules of src/rules (rulings R5–R15,
// R22, R29) read from the typed arrays. Each check names the reducer function it mirrors.

/** legalPlacements (R15): an HQ of any planet without a Rover. */
function placeIds(ctx: Context, out: Int32Array, from: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  const first = ctx.layout.offset[T.place]!;
  let n = from;
  for (let planet = 0; planet < pos.planets; planet++) {
    for (let h = 0; h < HQS.length; h++) {
      if (m[pos.oRoverAt + planet * SPACES + HQS[h]!] === 0)
        out[n++] = first + planet * HQS.length + h;
    }
  }
  return n;
}

/** legalBuilds (R7): a structure the player lacks, on a surrounded HQ; a Rover on it moves out. */
function buildIds(ctx: Context, player: number, out: Int32Array, from: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  const mine = player * STRUCTURE_KINDS;
  let n = from;
  // No HQ surrounded by the player's pieces (Position2025 keeps the count): nearly always.
  if (!(pos as Position2025).maySurround(player)) return n;
  let lacking = 0;
  for (let s = 0; s < STRUCTURES; s++) if (m[pos.building(mine + s) + B_HP] === 0) lacking++;
  if (lacking === 0) return n;
  const block = ctx.layout.offset[T.build]!;
  for (let planet = 0; planet < pos.planets; planet++) {
    if (m[O_DESTROYED + planet] === 1) continue;
    const base = planet * SPACES;
    for (let h = 0; h < HQS.length; h++) {
      const space = HQS[h]!;
      // The cheapest refusals first: a Building or a Fortification on the HQ.
      if (m[pos.oBuildingAt + base + space] !== 0 || m[pos.oFort + base + space] !== 0) continue;
      let surrounded = true;
      for (let slot = 0; slot < SLOTS; slot++) {
        const to = NEIGHBOR[space * SLOTS + slot]!;
        if (to < 0 || m[pos.oFort + base + to] === player + 1) continue;
        const id = m[pos.oRoverAt + base + to]!;
        if (id === 0 || m[pos.oRovers + id * R_FIELDS + R_OWNER] !== player) {
          surrounded = false;
          break;
        }
      }
      if (!surrounded || !isBuildSite(pos, player, planet, space)) continue;
      const onIt = m[pos.oRoverAt + base + space] !== 0;
      const site = block + (planet * HQS.length + h) * STRUCTURES * BUILD_EXITS;
      for (let s = 0; s < STRUCTURES; s++) {
        if (m[pos.building(mine + s) + B_HP] !== 0) continue;
        const first = site + s * BUILD_EXITS;
        if (!onIt) {
          out[n++] = first;
          continue;
        }
        for (let slot = 0; slot < SLOTS; slot++) {
          const to = NEIGHBOR[space * SLOTS + slot]!;
          if (to >= 0 && canEnter(pos, player, base + to, false)) out[n++] = first + 1 + slot;
        }
      }
    }
  }
  return n;
}

/**
 * legalDescents (R8): the lowest ORBIT_SLOTS Rovers in orbit have ids; any may land. Returns the
 * new count, and leaves in `ctx.landings` how many spaces a Rover may land on (descents beyond
 * the numbered ranks count for pass, ruling R29).
 */
function descendIds(
  ctx: Context,
  player: number,
  inOrbit: number,
  out: Int32Array,
  from: number,
): number {
  ctx.landings = 0;
  let n = from;
  if (inOrbit === 0) return n;
  const pos = ctx.pos;
  const m = pos.m;
  const landing = ctx.landing;
  let landings = 0;
  for (let planet = 0; planet < pos.planets; planet++) {
    const destroyed = m[O_DESTROYED + planet] === 1;
    for (let p = 0; p < PLAYABLE.length; p++) {
      const ok = !destroyed && canLand(pos, player, planet, PLAYABLE[p]!);
      landing[planet * PLAYABLE.length + p] = ok ? 1 : 0;
      if (ok) landings++;
    }
  }
  ctx.landings = landings;
  const ranks = Math.min(inOrbit, ORBIT_SLOTS);
  const span = pos.planets * PLAYABLE.length;
  for (let rank = 0; rank < ranks; rank++) {
    const first = ctx.layout.offset[T.descend]! + rank * span;
    for (let i = 0; i < span; i++) if (landing[i] === 1) out[n++] = first + i;
  }
  return n;
}

/**
 * Writes the legal ids of the position into `out` from index 0, ascending, and returns how many.
 * `out` must hold `layout.total` ids at least (`CoreGame.maxLegalIds`). The families a player
 * nearly never has (Builds, descents, their Buildings') are behind cheap checks, in functions of
 * their own: the common path stays small, which is what V8's inlining budget counts.
 */
export function legalIds(ctx: Context, out: Int32Array): number {
  const m = ctx.pos.m;
  const status = m[S_STATUS]!;
  if (status === STATUS_FINISHED) return 0;
  if (status === STATUS_SETUP) return placeIds(ctx, out, 0);
  const player = m[S_CURRENT]!;
  const pos = ctx.pos as Position2025;
  let n = roverIds(ctx, player, out, 0);
  let others = n > 0;
  // No HQ surrounded by the player's pieces (the count Position2025 keeps), no Rover in orbit
  // and no Building: nearly always, and then none of those families.
  const built = hasBuilding(pos, player);
  if (built || pos.maySurround(player) || m[pos.oOrbit + player]! > 0) {
    n = rareIds(ctx, player, built, out, n);
    // Anything but Destroy so far, descents beyond the numbered ranks included (ruling R29).
    others = n > 0 || ctx.landings > 0;
    // legalDestroys (R12): the player's standing structures.
    if (built) n = buildingIds(ctx, player, T.destroy, out, n);
  }
  // legalEndTurns (R22) and pass (R13, R29).
  if (m[S_ACTIONS]! > 0) out[n++] = ctx.layout.offset[T.endTurn]!;
  else if (!others) out[n++] = ctx.layout.offset[T.pass]!;
  return n;
}

/** Whether `player` has a Building standing (its hp is above 0). */
function hasBuilding(pos: Position2025, player: number): boolean {
  const m = pos.m;
  const mine = pos.oBuildings + player * STRUCTURE_KINDS * B_FIELDS;
  return (
    (m[mine + B_HP]! |
      m[mine + B_FIELDS + B_HP]! |
      m[mine + 2 * B_FIELDS + B_HP]! |
      m[mine + 3 * B_FIELDS + B_HP]!) !==
    0
  );
}

/**
 * The Builds, the descents (which set `ctx.landings`) and the families of the player's
 * Buildings (`built`: they have one), after the `from` ids listed; returns the new count.
 */
function rareIds(
  ctx: Context,
  player: number,
  built: boolean,
  out: Int32Array,
  from: number,
): number {
  const pos = ctx.pos as Position2025;
  let n = from;
  if (pos.maySurround(player)) n = buildIds(ctx, player, out, n);
  n = descendIds(ctx, player, pos.m[pos.oOrbit + player]!, out, n);
  if (built) {
    n = factoryIds(ctx, player, false, out, n);
    n = factoryIds(ctx, player, true, out, n);
    n = cannonAndSaveIds(ctx, player, out, n);
  }
  return n;
}

/**
 * The moves, Fortifications or shots (`type`) of the player's Rovers: the one-pass listing's ids
 * (legal-rovers.ts) of that block, moved to the start of `out`, which holds every id. The one
 * listing of these families, so that `familyIds` and `legalIds` cannot disagree.
 */
function roverFamily(ctx: Context, player: number, type: number, out: Int32Array): number {
  const n = roverIds(ctx, player, out, 0);
  const first = ctx.layout.offset[type]!;
  const end = first + ctx.layout.size[type]!;
  // Ascending: the block's ids are one run.
  let from = 0;
  while (from < n && out[from]! < first) from++;
  let to = from;
  while (to < n && out[to]! < end) to++;
  out.copyWithin(0, from, to);
  return to - from;
}

/**
 * The legal ids of one action type (a type code), as `legalIds` lists them: what `make` checks
 * an id against without listing every family.
 */
export function familyIds(ctx: Context, type: number, out: Int32Array): number {
  const m = ctx.pos.m;
  const status = m[S_STATUS]!;
  if (status === STATUS_FINISHED) return 0;
  if (status === STATUS_SETUP) return type === T.place ? placeIds(ctx, out, 0) : 0;
  const player = m[S_CURRENT]!;
  switch (type) {
    case T.move:
    case T.fortify:
    case T.shoot:
      return roverFamily(ctx, player, type, out);
    case T.build:
      return buildIds(ctx, player, out, 0);
    case T.descend:
      return descendIds(ctx, player, ownRovers(ctx, player) >>> 16, out, 0);
    case T.produce:
    case T.repair:
      return factoryIds(ctx, player, type === T.repair, out, 0);
    case T.ready:
    case T.aim:
    case T.fire:
    case T.save:
    case T.destroy:
      return buildingIds(ctx, player, type, out, 0);
    case T.endTurn:
      if (m[S_ACTIONS]! > 0) out[0] = ctx.layout.offset[T.endTurn]!;
      return m[S_ACTIONS]! > 0 ? 1 : 0;
    default: {
      // Pass is legal when nothing else is (rulings R13, R29): the whole list decides.
      const n = legalIds(ctx, out);
      if (n === 0 || out[n - 1] !== ctx.layout.offset[T.pass]) return 0;
      out[0] = out[n - 1]!;
      return 1;
    }
  }
}
