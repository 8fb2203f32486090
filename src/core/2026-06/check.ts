import type { Context } from '../_internals/context.js';
import { ownRoverCell } from '../_internals/own-rovers.js';
import {
  B_AIM,
  B_HP,
  B_POINTS,
  B_READY,
  B_SPACE,
  O_DESTROYED,
  R_HP,
  R_OWNER,
  S_ACTIONS,
  S_CURRENT,
  S_STATUS,
  STATUS_PLAYING,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { RANGE, STRUCTURES, T, TARGET_KINDS } from './layout.js';
import { familyIds2026 } from './legal.js';
import { roomForRover } from './legal-buildings.js';
import { canEnter, canFortify, hasBuilding, isBuildSite } from './pieces.js';
import {
  DRILL_CANNON,
  FACTORY,
  MANUFACTURE,
  REPAIR,
  ROVER_HP,
  slotOf,
  TREASURY,
  TREASURY_CAPACITY,
  treasurySlot,
} from './position.js';

// Whether one 2026-06 id is legal, without a full listing: what `isLegal` and `make` ask. The
// families of Rovers on planets and of Buildings check the one id with the predicates of the
// listing (pieces.ts); setup, descend, orbit and pass list their own action type
// (familyIds2026, the very code of the listing) and search it. The differential test checks the
// two agree on every legal id, their neighbours and random ids at every ply.

/** Whether the type's id at index `i` of its block is listed, by searching its family's ids. */
function listed(ctx: Context, type: number, id: number): boolean {
  const out = ctx.listing;
  const n = familyIds2026(ctx, type, out);
  for (let k = 0; k < n; k++) if (out[k] === id) return true;
  return false;
}

/** A shot's target (legalShots, R20, R34): an enemy piece of the kind named, in range. */
function canShoot(ctx: Context, player: number, i: number): boolean {
  const pos = ctx.pos;
  const m = pos.m;
  const cell = ownRoverCell(ctx, player, Math.floor(i / (RANGE.slots * TARGET_KINDS)));
  if (cell < 0) return false;
  const space = cell % SPACES;
  const rank = Math.floor(i / TARGET_KINDS) % RANGE.slots;
  if (rank >= RANGE.count[space]!) return false;
  const at = cell - space + RANGE.target[space * RANGE.slots + rank]!;
  const target = i % TARGET_KINDS;
  if (target === 0) {
    const rover = m[pos.oRoverAt + at]!;
    return rover !== 0 && m[pos.rover(rover) + R_OWNER] !== player;
  }
  if (target === 1) {
    const fort = m[pos.oFort + at]!;
    return fort !== 0 && fort - 1 !== player;
  }
  const b = m[pos.oBuildingAt + at]!;
  return b !== 0 && Math.floor((b - 1) / (STRUCTURE_KINDS * pos.planets)) !== player;
}

/** legalBuilds (R37) of one site and structure. */
function canBuild(ctx: Context, player: number, i: number): boolean {
  const pos = ctx.pos;
  const structure = i % STRUCTURES;
  const site = Math.floor(i / STRUCTURES);
  const planet = Math.floor(site / HQS.length);
  if (pos.m[O_DESTROYED + planet] === 1) return false;
  if (!isBuildSite(pos, player, planet * SPACES + HQS[site % HQS.length]!)) return false;
  if (structure !== TREASURY) return !hasBuilding(pos, player, structure, planet);
  return treasurySlot(pos, player) < 0;
}

/** legalProduces (R43) or legalRepairs (R44) of one planet's Factory and neighbour slot. */
function canUseFactory(ctx: Context, player: number, type: number, i: number): boolean {
  const pos = ctx.pos;
  const m = pos.m;
  const planet = Math.floor(i / SLOTS);
  const factory = pos.building(slotOf(pos, player, FACTORY, planet));
  if (m[factory + B_HP] === 0) return false;
  const to = NEIGHBOR[m[factory + B_SPACE]! * SLOTS + (i % SLOTS)]!;
  if (to < 0) return false;
  const cell = planet * SPACES + to;
  if (type === T.produce)
    return (
      m[factory + B_POINTS]! >= MANUFACTURE &&
      roomForRover(ctx, player) &&
      canEnter(pos, player, cell, false)
    );
  if (m[factory + B_POINTS]! < REPAIR) return false;
  const id = m[pos.oRoverAt + cell]!;
  if (id === 0) return false;
  const r = pos.rover(id);
  return m[r + R_OWNER] === player && m[r + R_HP]! < ROVER_HP;
}

/** legalReadies, legalAims, legalFires (R10, R21, R45) of one planet's cannon. */
function canUseCannon(
  ctx: Context,
  player: number,
  type: number,
  planet: number,
  i: number,
): boolean {
  const pos = ctx.pos;
  const m = pos.m;
  const cannon = pos.building(slotOf(pos, player, DRILL_CANNON, planet));
  if (m[cannon + B_HP] === 0) return false;
  const ready = m[cannon + B_READY] === 1;
  if (type === T.ready) return !ready;
  if (type === T.aim) return ready && PLAYABLE[i % PLAYABLE.length] !== m[cannon + B_AIM];
  return ready && m[cannon + B_AIM]! >= 0;
}

/** legalDecommissions (R38): the player's Building on the space, or else their Fortification. */
function canDecommission(ctx: Context, player: number, i: number): boolean {
  const pos = ctx.pos;
  const m = pos.m;
  const planet = Math.floor(i / PLAYABLE.length);
  if (m[O_DESTROYED + planet] === 1) return false;
  const cell = planet * SPACES + PLAYABLE[i % PLAYABLE.length]!;
  const b = m[pos.oBuildingAt + cell]!;
  if (b !== 0) return Math.floor((b - 1) / (STRUCTURE_KINDS * pos.planets)) === player;
  return m[pos.oFort + cell] === player + 1;
}

/** Whether the id (an integer 0 .. layout.total − 1) is legal in the 2026-06 position. */
export function checkId2026(ctx: Context, id: number): boolean {
  const { pos, layout } = ctx;
  const m = pos.m;
  const type = layout.typeOf[id]!;
  if (m[S_STATUS] !== STATUS_PLAYING) return listed(ctx, type, id);
  const i = id - layout.offset[type]!;
  const player = m[S_CURRENT]!;
  switch (type) {
    case T.move:
    case T.fortify: {
      const cell = ownRoverCell(ctx, player, Math.floor(i / SLOTS));
      if (cell < 0) return false;
      const space = cell % SPACES;
      const to = NEIGHBOR[space * SLOTS + (i % SLOTS)]!;
      if (to < 0) return false;
      const at = cell - space + to;
      return type === T.move ? canEnter(pos, player, at, true) : canFortify(pos, at);
    }
    case T.shoot:
      return canShoot(ctx, player, i);
    case T.build:
      return canBuild(ctx, player, i);
    case T.produce:
    case T.repair:
      return canUseFactory(ctx, player, type, i);
    case T.ready:
    case T.fire:
      return canUseCannon(ctx, player, type, i, 0);
    case T.aim:
      return canUseCannon(ctx, player, type, Math.floor(i / PLAYABLE.length), i);
    case T.save: {
      const slot = treasurySlot(pos, player);
      return (
        slot >= 0 && m[S_ACTIONS] === 0 && m[pos.building(slot) + B_POINTS]! < TREASURY_CAPACITY
      );
    }
    case T.decommission:
      return canDecommission(ctx, player, i);
    case T.endTurn:
      return m[S_ACTIONS]! > 0;
    default:
      // descend, orbit, pass (and nothing else has ids in play).
      return listed(ctx, type, id);
  }
}
