import type { Context } from '../_internals/context.js';
import { demolish } from '../_internals/demolish.js';
import { roll } from '../_internals/dice.js';
import {
  D_HIT,
  E_ENTERED_ORBIT,
  E_MISS,
  F_FIELDS,
  F_PLAYER,
  F_TYPE,
  P_BUILDING,
  P_FORT,
  P_ROVER,
} from '../_internals/frames.js';
import { typeOfId } from '../_internals/layout.js';
import { orbitRover } from '../_internals/own-rovers.js';
import {
  B_PLANET,
  B_READY,
  B_SPACE,
  ORBIT,
  R_HP,
  R_OWNER,
  S_ALIVE,
  S_CURRENT,
  S_NEXT_ID,
  S_STATUS,
  STATUS_PLAYING,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { coreFail } from '../errors.js';
import { coveredByEdges } from './cover.js';
import { damage, finish } from './effects.js';
import {
  AHEAD,
  ALL_NEIGHBOR,
  BUILD_EXITS,
  DRILL_CANNON,
  EDGE_OF,
  EDGE_RANGE,
  EDGE_SPACES,
  FACTORY,
  INTO_ORBIT,
  MEDIC,
  MOVE_CHOICES,
  ORBIT_SLOTS,
  RANGE,
  RANGE_SLOTS,
  RULES,
  SHOT_SLOTS,
  STRUCTURES_2024,
  T,
  TURNED,
} from './layout.js';
import type { Position2024 } from './position.js';
import { slotOf } from './steps.js';

// One legal 2024-12 action, by id, written on the position: src/rules/2024-12's apply functions
// (rulings R52–R66) on typed arrays; effects.ts draws the dice in the reducer's order (so a
// seeded rng gives the very dice `applyAction` would draw), damages, and passes the turn.

const FULL_HP = RULES.hp.rover;
const BUILDING_HP = RULES.hp.building;
const HIT_OPEN = RULES.hitOn.open;
const HIT_COVER = RULES.hitOn.cover;

/** `CELL_OF[index]`: the cell of an acting Rover's block index (planet × playable space). */
const CELL_OF: Int32Array = Int32Array.from(
  { length: RULES.maxPlanets * PLAYABLE.length },
  (_, index) => Math.floor(index / PLAYABLE.length) * SPACES + PLAYABLE[index % PLAYABLE.length]!,
);

/** The cell of an acting Rover's block index. */
function cellOfIndex(index: number): number {
  return CELL_OF[index]!;
}

/** The frame's action fields. */
function fields(ctx: Context, f: number, type: number, a = 0, b = 0, c = 0, d = 0, e = 0): void {
  const frames = ctx.plies.frames;
  frames[f + F_TYPE] = type;
  frames[f + F_FIELDS] = a;
  frames[f + F_FIELDS + 1] = b;
  frames[f + F_FIELDS + 2] = c;
  frames[f + F_FIELDS + 3] = d;
  frames[f + F_FIELDS + 4] = e;
}

/** A new Rover (placed or produced) on `cell`, facing `facing`. */
function newRover(ctx: Context, player: number, cell: number, facing: number): void {
  const pos = ctx.pos as Position2024;
  const rid = pos.m[S_NEXT_ID]!;
  pos.addRover(rid, player, FULL_HP, cell);
  pos.setFacing(cell, facing);
  pos.setScalar(S_NEXT_ID, rid + 1);
}

/** Applies the legal `id`, writing its action, dice and events in the frame at `f`. */
export function applyId2024(ctx: Context, id: number, f: number): void {
  const { plies, layout } = ctx;
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const player = m[S_CURRENT]!;
  plies.frames[f + F_PLAYER] = player;
  const type = typeOfId(layout, id);
  const i = id - layout.offset[type]!;
  const mine = player * STRUCTURE_KINDS;
  let mayEliminate = false;
  switch (type) {
    case T.place: {
      // applyPlace and nextPlacer (R66, R15).
      const site = Math.floor(i / SLOTS);
      const planet = Math.floor(site / HQS.length);
      const space = HQS[site % HQS.length]!;
      const facing = ALL_NEIGHBOR[space * SLOTS + (i % SLOTS)]!;
      fields(ctx, f, type, planet, space, facing);
      newRover(ctx, player, planet * SPACES + space, facing);
      if (pos.m[S_ALIVE] === pos.players) {
        pos.setScalar(S_STATUS, STATUS_PLAYING);
        pos.setScalar(S_CURRENT, ctx.firstPlayer);
      } else pos.setScalar(S_CURRENT, (player + 1) % pos.players);
      return;
    }
    case T.move: {
      // R53, R54; R8: into the own Space Port is into orbit, without a facing.
      const cell = cellOfIndex(Math.floor(i / MOVE_CHOICES));
      const space = cell % SPACES;
      const rover = m[pos.oRoverAt + cell]!;
      const slot = slotOf(space, pos.facing(cell));
      const to = NEIGHBOR[space * SLOTS + slot]!;
      const choice = i % MOVE_CHOICES;
      const target = cell - space + to;
      if (choice === INTO_ORBIT) {
        fields(ctx, f, type, rover, to, -1);
        pos.moveRoverFacing(rover, ORBIT, -1);
        plies.event(f, E_ENTERED_ORBIT, rover);
      } else {
        const facing = AHEAD[(space * SLOTS + slot) * 2 + choice]!;
        fields(ctx, f, type, rover, to, facing);
        pos.moveRoverFacing(rover, target, facing);
      }
      break;
    }
    case T.turn: {
      const cell = cellOfIndex(Math.floor(i / 2));
      const space = cell % SPACES;
      const rover = m[pos.oRoverAt + cell]!;
      const dir = i % 2;
      fields(ctx, f, type, rover, dir);
      pos.setFacing(cell, TURNED[(space * SLOTS + slotOf(space, pos.facing(cell))) * 2 + dir]!);
      break;
    }
    case T.fortify: {
      const cell = cellOfIndex(Math.floor(i / SLOTS));
      const space = cell % SPACES;
      const to = NEIGHBOR[space * SLOTS + (i % SLOTS)]!;
      fields(ctx, f, type, m[pos.oRoverAt + cell]!, to);
      pos.addEdgeFort((cell - space) / SPACES, EDGE_OF[space * SLOTS + (i % SLOTS)]!, player);
      break;
    }
    case T.shoot: {
      const cell = cellOfIndex(Math.floor(i / SHOT_SLOTS));
      const from = cell % SPACES;
      const base = cell - from;
      const planet = base / SPACES;
      const rover = m[pos.oRoverAt + cell]!;
      const slot = i % SHOT_SLOTS;
      if (slot >= RANGE_SLOTS * 2) {
        // A Fortification on an edge: hit without a roll (R57).
        const edge = EDGE_RANGE.edge[from * EDGE_RANGE.slots + slot - RANGE_SLOTS * 2]!;
        fields(ctx, f, type, rover, EDGE_SPACES[2 * edge]!, P_FORT, EDGE_SPACES[2 * edge + 1]!);
        damage(ctx, f, P_FORT, edge, planet);
        break;
      }
      const to = RANGE.target[from * RANGE.slots + (slot >> 1)]!;
      const at = base + to;
      if ((slot & 1) === 1) {
        fields(ctx, f, type, rover, to, P_BUILDING, -1);
        mayEliminate = damage(ctx, f, P_BUILDING, m[pos.oBuildingAt + at]! - 1, planet);
        break;
      }
      fields(ctx, f, type, rover, to, P_ROVER, -1);
      // Rulings R57, R58: a Rover is hit on 3+, under cover 4+.
      const cover = coveredByEdges(pos, planet, player, from, to);
      const enemy = m[pos.oRoverAt + at]!;
      if (roll(ctx, f, D_HIT) < (cover ? HIT_COVER : HIT_OPEN)) {
        plies.event(f, E_MISS, P_ROVER, enemy, m[pos.rover(enemy) + R_OWNER]!);
        break;
      }
      mayEliminate = damage(ctx, f, P_ROVER, enemy, planet);
      break;
    }
    case T.build: {
      // R59: the Rover on the HQ moves out ahead first.
      const exit = i % BUILD_EXITS;
      const rest = Math.floor(i / BUILD_EXITS);
      const structure = rest % STRUCTURES_2024.length;
      const site = Math.floor(rest / STRUCTURES_2024.length);
      const planet = Math.floor(site / HQS.length);
      const space = HQS[site % HQS.length]!;
      const cell = planet * SPACES + space;
      if (exit === 0) fields(ctx, f, type, structure, planet, space, -1, -1);
      else {
        const slot = slotOf(space, pos.facing(cell));
        const to = NEIGHBOR[space * SLOTS + slot]!;
        const facing = AHEAD[(space * SLOTS + slot) * 2 + exit - 1]!;
        fields(ctx, f, type, structure, planet, space, to, facing);
        pos.moveRoverFacing(m[pos.oRoverAt + cell]!, planet * SPACES + to, facing);
      }
      pos.addBuilding(mine + structure, planet, space, BUILDING_HP);
      break;
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
      fields(ctx, f, type, rover, planet, space, facing);
      pos.moveRoverFacing(rover, planet * SPACES + space, facing);
      break;
    }
    case T.produce: {
      const factory = pos.building(mine + FACTORY);
      const to = NEIGHBOR[m[factory + B_SPACE]! * SLOTS + Math.floor(i / SLOTS)]!;
      const facing = ALL_NEIGHBOR[to * SLOTS + (i % SLOTS)]!;
      fields(ctx, f, type, to, facing);
      newRover(ctx, player, m[factory + B_PLANET]! * SPACES + to, facing);
      break;
    }
    case T.heal: {
      const medic = pos.building(mine + MEDIC);
      const to = NEIGHBOR[m[medic + B_SPACE]! * SLOTS + i]!;
      const rover = m[pos.oRoverAt + m[medic + B_PLANET]! * SPACES + to]!;
      fields(ctx, f, type, rover);
      pos.setRoverHp(rover, m[pos.rover(rover) + R_HP]! + 1);
      break;
    }
    case T.powerUp: {
      fields(ctx, f, type);
      const cannon = pos.building(mine + DRILL_CANNON);
      pos.setBuildingField(mine + DRILL_CANNON, B_READY, m[cannon + B_READY]! + 1);
      break;
    }
    case T.fire: {
      // R63: power back to 0, then the target is hit without a roll and rolls to damage.
      const planet = m[pos.building(mine + DRILL_CANNON) + B_PLANET]!;
      pos.setBuildingField(mine + DRILL_CANNON, B_READY, 0);
      if (i < PLAYABLE.length) {
        const space = PLAYABLE[i]!;
        fields(ctx, f, type, space, P_ROVER, -1);
        const enemy = m[pos.oRoverAt + planet * SPACES + space]!;
        mayEliminate = damage(ctx, f, P_ROVER, enemy, planet);
      } else {
        const edge = i - PLAYABLE.length;
        fields(ctx, f, type, EDGE_SPACES[2 * edge]!, P_FORT, EDGE_SPACES[2 * edge + 1]!);
        damage(ctx, f, P_FORT, edge, planet);
      }
      break;
    }
    case T.destroy:
      fields(ctx, f, type, i);
      mayEliminate = demolish(ctx, f, player, i);
      break;
    case T.pass:
      fields(ctx, f, type);
      break;
    default:
      coreFail('ILLEGAL_ID', `id ${id} names no 2024-12 action`);
  }
  finish(ctx, f, player, mayEliminate);
}
