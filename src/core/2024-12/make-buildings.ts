import type { Context } from '../_internals/context.js';
import { demolish } from '../_internals/demolish.js';
import { P_FORT, P_ROVER } from '../_internals/frames.js';
import { orbitRover } from '../_internals/own-rovers.js';
import {
  B_PLANET,
  B_READY,
  B_SPACE,
  R_HP,
  S_ALIVE,
  S_CURRENT,
  S_NEXT_ID,
  S_STATUS,
  STATUS_PLAYING,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { coreFail } from '../errors.js';
import { damage } from './effects.js';
import {
  AHEAD,
  ALL_NEIGHBOR,
  BUILD_EXITS,
  DRILL_CANNON,
  EDGE_SPACES,
  FACTORY,
  MEDIC,
  ORBIT_SLOTS,
  RULES,
  STRUCTURES_2024,
  T,
} from './layout.js';
import type { Position2024 } from './position.js';
import { slotOf } from './steps.js';

// The 2024-12 actions of the setup, the Buildings and orbit, by id, for make.ts: placement,
// build, descend, produce, heal, powerUp, fire, destroy and pass (rulings R59–R66, R13, R29),
// apart from the Rovers' four families, which a playout makes nearly every step.

const FULL_HP = RULES.hp.rover;
const BUILDING_HP = RULES.hp.building;

/** A new Rover (placed or produced) on `cell`, facing `facing`. */
function newRover(ctx: Context, player: number, cell: number, facing: number): void {
  const pos = ctx.pos as Position2024;
  const rid = pos.m[S_NEXT_ID]!;
  pos.addRover(rid, player, FULL_HP, cell);
  pos.setFacing(cell, facing);
  pos.setScalar(S_NEXT_ID, rid + 1);
}

/** applyPlace and nextPlacer (R66, R15): the `i`th placement, the turn passed (no finish). */
export function place2024(ctx: Context, f: number, i: number, player: number): void {
  const pos = ctx.pos as Position2024;
  const site = Math.floor(i / SLOTS);
  const planet = Math.floor(site / HQS.length);
  const space = HQS[site % HQS.length]!;
  const facing = ALL_NEIGHBOR[space * SLOTS + (i % SLOTS)]!;
  ctx.plies.fields(f, T.place, planet, space, facing, 0, 0);
  newRover(ctx, player, planet * SPACES + space, facing);
  if (pos.m[S_ALIVE] === pos.players) {
    pos.setScalar(S_STATUS, STATUS_PLAYING);
    pos.setScalar(S_CURRENT, ctx.firstPlayer);
  } else pos.setScalar(S_CURRENT, (player + 1) % pos.players);
}

/**
 * The `i`th action of `type` (build, descend, produce, heal, powerUp, fire, destroy or pass),
 * written in the frame at `f`; returns whether an elimination may follow.
 */
export function applyBuildingAction(
  ctx: Context,
  id: number,
  type: number,
  i: number,
  f: number,
  player: number,
): boolean {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const mine = player * STRUCTURE_KINDS;
  switch (type) {
    case T.build: {
      // R59: the Rover on the HQ moves out ahead first.
      const exit = i % BUILD_EXITS;
      const rest = Math.floor(i / BUILD_EXITS);
      const structure = rest % STRUCTURES_2024.length;
      const site = Math.floor(rest / STRUCTURES_2024.length);
      const planet = Math.floor(site / HQS.length);
      const space = HQS[site % HQS.length]!;
      const cell = planet * SPACES + space;
      if (exit === 0) ctx.plies.fields(f, type, structure, planet, space, -1, -1);
      else {
        const slot = slotOf(space, pos.facing(cell));
        const to = NEIGHBOR[space * SLOTS + slot]!;
        const facing = AHEAD[(space * SLOTS + slot) * 2 + exit - 1]!;
        ctx.plies.fields(f, type, structure, planet, space, to, facing);
        pos.moveRoverFacing(m[pos.oRoverAt + cell]!, planet * SPACES + to, facing);
      }
      pos.addBuilding(mine + structure, planet, space, BUILDING_HP);
      return false;
    }
    case T.descend: {
      const slot = i % SLOTS;
      const at = Math.floor(i / SLOTS);
      const space = PLAYABLE[at % PLAYABLE.length]!;
      const rest = Math.floor(at / PLAYABLE.length);
      const planet = rest % pos.planets;
      const rank = Math.floor(rest / pos.planets);
      if (rank >= ORBIT_SLOTS) coreFail('ILLEGAL_ID', `no descent id ${id}`);
      const rover = orbitRover(ctx.pos, player, rank);
      const facing = ALL_NEIGHBOR[space * SLOTS + slot]!;
      ctx.plies.fields(f, type, rover, planet, space, facing, 0);
      pos.moveRoverFacing(rover, planet * SPACES + space, facing);
      return false;
    }
    case T.produce: {
      const factory = pos.building(mine + FACTORY);
      const to = NEIGHBOR[m[factory + B_SPACE]! * SLOTS + Math.floor(i / SLOTS)]!;
      const facing = ALL_NEIGHBOR[to * SLOTS + (i % SLOTS)]!;
      ctx.plies.fields(f, type, to, facing, 0, 0, 0);
      newRover(ctx, player, m[factory + B_PLANET]! * SPACES + to, facing);
      return false;
    }
    case T.heal: {
      const medic = pos.building(mine + MEDIC);
      const to = NEIGHBOR[m[medic + B_SPACE]! * SLOTS + i]!;
      const rover = m[pos.oRoverAt + m[medic + B_PLANET]! * SPACES + to]!;
      ctx.plies.fields(f, type, rover, 0, 0, 0, 0);
      pos.setRoverHp(rover, m[pos.rover(rover) + R_HP]! + 1);
      return false;
    }
    case T.powerUp: {
      ctx.plies.fields(f, type, 0, 0, 0, 0, 0);
      const cannon = pos.building(mine + DRILL_CANNON);
      pos.setBuildingField(mine + DRILL_CANNON, B_READY, m[cannon + B_READY]! + 1);
      return false;
    }
    case T.fire: {
      // R63: power back to 0, then the target is hit without a roll and rolls to damage.
      const planet = m[pos.building(mine + DRILL_CANNON) + B_PLANET]!;
      pos.setBuildingField(mine + DRILL_CANNON, B_READY, 0);
      if (i < PLAYABLE.length) {
        const space = PLAYABLE[i]!;
        ctx.plies.fields(f, type, space, P_ROVER, -1, 0, 0);
        const enemy = m[pos.oRoverAt + planet * SPACES + space]!;
        return damage(ctx, f, P_ROVER, enemy, planet);
      }
      const edge = i - PLAYABLE.length;
      ctx.plies.fields(f, type, EDGE_SPACES[2 * edge]!, P_FORT, EDGE_SPACES[2 * edge + 1]!, 0, 0);
      damage(ctx, f, P_FORT, edge, planet);
      return false;
    }
    case T.destroy:
      ctx.plies.fields(f, type, i, 0, 0, 0, 0);
      return demolish(ctx, f, player, i);
    case T.pass:
      ctx.plies.fields(f, type, 0, 0, 0, 0, 0);
      return false;
    default:
      return coreFail('ILLEGAL_ID', `id ${id} names no 2024-12 action`);
  }
}
