import type { Context } from '../_internals/context.js';
import { roll } from '../_internals/dice.js';
import {
  D_DAMAGE,
  D_HITS,
  D_PLANET,
  F_FIELDS,
  F_TYPE,
  P_BUILDING,
  P_FORT,
  P_ROVER,
} from '../_internals/frames.js';
import {
  B_AIM,
  B_HP,
  B_READY,
  O_SHOTS,
  R_HP,
  S_ALIVE,
  S_CURRENT,
  S_NEXT_ID,
  S_STATUS,
  STATUS_PLAYING,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { damagePiece, destroyPlanet, MAY_ELIMINATE } from './damage.js';
import { T } from './layout.js';
import {
  BUILDING_HP,
  DRILL_CANNON,
  FACTORY,
  ROVER_HP,
  S_PLACES_FIRST,
  slotOf,
} from './position.js';
import { gainFactoryPoints } from './turn.js';

// Two 2026-06 actions of make.ts with more to them: the setup (rulings R31, R32: who places
// first, and each placement of a Factory and a Rover) and the Drill Cannon's Fire (R45: d6 hits
// on every piece of the aimed space, then the planet's roll, R41). And the frame's fields.

/** The frame's action fields. */
export function fields(ctx: Context, f: number, type: number, a = 0, b = 0, c = 0): void {
  const frames = ctx.plies.frames;
  frames[f + F_TYPE] = type;
  frames[f + F_FIELDS] = a;
  frames[f + F_FIELDS + 1] = b;
  frames[f + F_FIELDS + 2] = c;
}

/** Rulings R31, R32: choose, or place a Factory and a Rover; the last placer moves first. */
export function setup(ctx: Context, f: number, player: number, type: number, i: number): void {
  const pos = ctx.pos;
  const n = pos.players;
  if (type === T.choose) {
    fields(ctx, f, type, i === 0 ? 1 : 0);
    const first = i === 0 ? ctx.firstPlayer : (ctx.firstPlayer + 1) % n;
    pos.setScalar(S_PLACES_FIRST, first + 1);
    pos.setScalar(S_CURRENT, first);
    return;
  }
  const site = Math.floor(i / SLOTS);
  const planet = Math.floor(site / HQS.length);
  const space = HQS[site % HQS.length]!;
  const roverSpace = NEIGHBOR[space * SLOTS + (i % SLOTS)]!;
  fields(ctx, f, type, planet, space, roverSpace);
  pos.addBuilding(slotOf(pos, player, FACTORY, planet), planet, space, BUILDING_HP);
  const rid = pos.m[S_NEXT_ID]!;
  pos.addRover(rid, player, ROVER_HP, planet * SPACES + roverSpace);
  pos.setScalar(S_NEXT_ID, rid + 1);
  const placed = pos.m[S_ALIVE]!;
  const first = pos.m[S_PLACES_FIRST]! - 1;
  const placer = (k: number): number => (((first - k) % n) + n) % n;
  if (placed === n) {
    pos.setScalar(S_STATUS, STATUS_PLAYING);
    pos.setScalar(S_CURRENT, placer(n - 1));
    gainFactoryPoints(ctx, placer(n - 1));
  } else pos.setScalar(S_CURRENT, placer(placed));
}

/** Ruling R45 (applyFire): d6 hits on every piece of the aimed space, then the planet's roll. */
export function fire(ctx: Context, f: number, player: number, planet: number): number {
  const pos = ctx.pos;
  const slot = slotOf(pos, player, DRILL_CANNON, planet);
  const cell = planet * SPACES + pos.m[pos.building(slot) + B_AIM]!;
  const rover = pos.m[pos.oRoverAt + cell]!;
  const fort = pos.m[pos.oFort + cell]! - 1;
  const building = pos.m[pos.oBuildingAt + cell]! - 1;
  let result = 0;
  const hits = roll(ctx, f, D_HITS);
  for (let hit = 0; hit < hits; hit++) {
    const m = pos.m;
    if (rover !== 0 && m[pos.rover(rover) + R_HP]! > 0)
      result |= damagePiece(ctx, f, P_ROVER, rover, cell, 3, D_DAMAGE);
    if (fort >= 0 && pos.m[pos.oFort + cell] === fort + 1)
      result |= damagePiece(ctx, f, P_FORT, fort, cell, 3, D_DAMAGE);
    if (building >= 0 && pos.m[pos.oBuildingAt + cell] !== 0)
      result |= damagePiece(ctx, f, P_BUILDING, building, cell, 3, D_DAMAGE);
  }
  if (pos.m[pos.building(slot) + B_HP]! > 0) {
    pos.setBuildingField(slot, B_READY, 0);
    pos.setBuildingField(slot, B_AIM, -1);
  }
  const shots = pos.m[O_SHOTS + planet]! + 1;
  pos.setScalar(O_SHOTS + planet, shots);
  const total = roll(ctx, f, D_PLANET) + roll(ctx, f, D_PLANET);
  if (total < shots) {
    destroyPlanet(ctx, f, planet, total);
    result |= MAY_ELIMINATE;
  }
  return result;
}
