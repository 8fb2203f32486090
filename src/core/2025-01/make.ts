import type { Context } from '../_internals/context.js';
import { coveredByChains } from '../_internals/cover.js';
import { demolish } from '../_internals/demolish.js';
import { roll } from '../_internals/dice.js';
import {
  D_HIT,
  E_ENTERED_ORBIT,
  E_MISS,
  E_POINT_SPENT,
  F_PLAYER,
  P_BUILDING,
  P_FORT,
  P_ROVER,
} from '../_internals/frames.js';
import { typeOfId } from '../_internals/layout.js';
import { orbitRover } from '../_internals/own-rovers.js';
import {
  B_AIM,
  B_PLANET,
  B_POINTS,
  B_READY,
  B_SPACE,
  ORBIT,
  R_HP,
  R_OWNER,
  S_ACTIONS,
  S_ALIVE,
  S_CURRENT,
  S_NEXT_ID,
  S_STATUS,
  STATUS_PLAYING,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { coreFail } from '../errors.js';
import { damage, fire } from './damage.js';
import { finish } from './finish.js';
import { BUILD_EXITS, ORBIT_SLOTS, RANGE, STRUCTURES, T, TARGET_KINDS } from './layout.js';
import { DRILL_CANNON, FACTORY, TREASURY } from './predicates.js';

// One legal 2025-01 action, by id, written on the position: src/rules' apply functions and
// finishAction (rulings R3–R15, R22, R24–R26) on typed arrays. Dice are drawn in the reducer's
// order, so a seeded rng gives the very dice `applyAction` would draw. A hit's damage and the
// Drill Cannon's fire are in damage.ts, the end of the action (finishAction) in finish.ts.

const FULL_HP = 5;
const BUILDING_HP = 5;
const HIT_OPEN = 3;
const HIT_COVER = 4;

const MAX_PLANETS = 16;

/**
 * Per id of the move and fortify blocks (Rover block index × SLOTS + slot, up to MAX_PLANETS
 * planets): the Rover's cell, the space it steps to and that space's cell (−1: no neighbour),
 * as encodeAction numbers them; so that `make` decodes such an id with loads, no division.
 */
const STEP_FROM = new Int32Array(MAX_PLANETS * PLAYABLE.length * SLOTS);
const STEP_TO = new Int32Array(MAX_PLANETS * PLAYABLE.length * SLOTS);
const STEP_CELL = new Int32Array(MAX_PLANETS * PLAYABLE.length * SLOTS);
/** Per Rover block index: the Rover's cell (the shots' blocks hold SHOT_SPAN ids a Rover). */
const CELL_OF_INDEX = new Int32Array(MAX_PLANETS * PLAYABLE.length);
const SHOT_SPAN = RANGE.slots * TARGET_KINDS;
for (let k = 0; k < CELL_OF_INDEX.length; k++) {
  const cell = ((k / PLAYABLE.length) | 0) * SPACES + PLAYABLE[k % PLAYABLE.length]!;
  CELL_OF_INDEX[k] = cell;
  for (let slot = 0; slot < SLOTS; slot++) {
    STEP_FROM[k * SLOTS + slot] = cell;
    const to = NEIGHBOR[(cell % SPACES) * SLOTS + slot]!;
    STEP_TO[k * SLOTS + slot] = to;
    STEP_CELL[k * SLOTS + slot] = to < 0 ? -1 : cell - (cell % SPACES) + to;
  }
}

/** Applies the legal `id`, writing its action, dice and events in the frame at `f`. */
export function applyId(ctx: Context, id: number, f: number): void {
  const { pos, plies, layout } = ctx;
  const m = pos.m;
  const player = m[S_CURRENT]!;
  plies.frames[f + F_PLAYER] = player;
  const type = typeOfId(layout, id);
  const i = id - layout.offset[type]!;
  if (type === T.place) {
    // applyPlace and nextPlacer (R15).
    const planet = (i / HQS.length) | 0;
    const space = HQS[i % HQS.length]!;
    plies.fields(f, type, planet, space, 0, 0, 0);
    const rid = m[S_NEXT_ID]!;
    pos.addRover(rid, player, FULL_HP, planet * SPACES + space);
    pos.setScalar(S_NEXT_ID, rid + 1);
    if (pos.m[S_ALIVE] === pos.players) {
      pos.setScalar(S_STATUS, STATUS_PLAYING);
      pos.setScalar(S_CURRENT, ctx.firstPlayer);
    } else pos.setScalar(S_CURRENT, (player + 1) % pos.players);
    return;
  }
  const mine = player * STRUCTURE_KINDS;
  // Ruling R22: every action after the first of a turn spends a stored point.
  if (m[S_ACTIONS]! > 0 && type !== T.endTurn) {
    const left = m[pos.building(mine + TREASURY) + B_POINTS]! - 1;
    pos.setBuildingField(mine + TREASURY, B_POINTS, left);
    plies.event(f, E_POINT_SPENT, player, left);
  }
  let mayEliminate = false;
  let endsTurn = false;
  switch (type) {
    case T.move: {
      const fromCell = STEP_FROM[i]!;
      const rover = m[pos.oRoverAt + fromCell]!;
      const cell = STEP_CELL[i]!;
      plies.fields(f, type, rover, STEP_TO[i]!, 0, 0, 0);
      // Ruling R8: into your own Space Port is into orbit.
      if (m[pos.oBuildingAt + cell] !== 0) {
        pos.moveRover(rover, ORBIT);
        plies.event(f, E_ENTERED_ORBIT, rover);
      } else pos.moveRover(rover, cell);
      break;
    }
    case T.fortify: {
      plies.fields(f, type, m[pos.oRoverAt + STEP_FROM[i]!]!, STEP_TO[i]!, 0, 0, 0);
      pos.addFort(STEP_CELL[i]!, player);
      break;
    }
    case T.shoot: {
      const fromCell = CELL_OF_INDEX[(i / SHOT_SPAN) | 0]!;
      const rover = m[pos.oRoverAt + fromCell]!;
      const from = fromCell % SPACES;
      const target = i % TARGET_KINDS;
      const rank = ((i / TARGET_KINDS) | 0) % RANGE.slots;
      const to = RANGE.target[from * RANGE.slots + rank]!;
      const cell = fromCell - from + to;
      plies.fields(f, type, rover, to, target, 0, 0);
      if (target === P_ROVER) {
        // Rulings R3, R4: a Rover is hit on 3+, under cover 4+.
        const cover = coveredByChains(pos, fromCell - from, player, from, to, RANGE.range);
        const enemy = m[pos.oRoverAt + cell]!;
        if (roll(ctx, f, D_HIT) < (cover ? HIT_COVER : HIT_OPEN)) {
          plies.event(f, E_MISS, P_ROVER, enemy, m[pos.rover(enemy) + R_OWNER]!);
          break;
        }
        mayEliminate = damage(ctx, f, P_ROVER, enemy, cell);
      } else if (target === P_FORT) damage(ctx, f, P_FORT, m[pos.oFort + cell]! - 1, cell);
      else mayEliminate = damage(ctx, f, P_BUILDING, m[pos.oBuildingAt + cell]! - 1, cell);
      break;
    }
    case T.build: {
      const exit = i % BUILD_EXITS;
      const structure = ((i / BUILD_EXITS) | 0) % STRUCTURES;
      const site = (i / (BUILD_EXITS * STRUCTURES)) | 0;
      const planet = (site / HQS.length) | 0;
      const space = HQS[site % HQS.length]!;
      const moveTo = exit === 0 ? -1 : NEIGHBOR[space * SLOTS + exit - 1]!;
      plies.fields(f, type, structure, planet, space, moveTo, 0);
      const base = planet * SPACES;
      if (moveTo >= 0) pos.moveRover(m[pos.oRoverAt + base + space]!, base + moveTo);
      pos.addBuilding(mine + structure, planet, space, BUILDING_HP);
      break;
    }
    case T.descend: {
      const space = PLAYABLE[i % PLAYABLE.length]!;
      const rest = (i / PLAYABLE.length) | 0;
      const planet = rest % pos.planets;
      const rank = (rest / pos.planets) | 0;
      if (rank >= ORBIT_SLOTS) coreFail('ILLEGAL_ID', `no descent id ${id}`);
      const rover = orbitRover(pos, player, rank);
      plies.fields(f, type, rover, planet, space, 0, 0);
      pos.moveRover(rover, planet * SPACES + space);
      break;
    }
    case T.produce:
    case T.repair: {
      const factory = pos.building(mine + FACTORY);
      const base = m[factory + B_PLANET]! * SPACES;
      const to = NEIGHBOR[m[factory + B_SPACE]! * SLOTS + i]!;
      if (type === T.produce) {
        plies.fields(f, type, to, 0, 0, 0, 0);
        const rid = m[S_NEXT_ID]!;
        pos.addRover(rid, player, FULL_HP, base + to);
        pos.setScalar(S_NEXT_ID, rid + 1);
      } else {
        const rover = m[pos.oRoverAt + base + to]!;
        plies.fields(f, type, rover, 0, 0, 0, 0);
        pos.setRoverHp(rover, m[pos.rover(rover) + R_HP]! + 1);
      }
      break;
    }
    case T.ready:
      plies.fields(f, type, 0, 0, 0, 0, 0);
      pos.setBuildingField(mine + DRILL_CANNON, B_READY, 1);
      break;
    case T.aim:
      plies.fields(f, type, PLAYABLE[i]!, 0, 0, 0, 0);
      pos.setBuildingField(mine + DRILL_CANNON, B_AIM, PLAYABLE[i]!);
      break;
    case T.fire:
      plies.fields(f, type, 0, 0, 0, 0, 0);
      mayEliminate = fire(ctx, f, player);
      break;
    case T.save:
      plies.fields(f, type, 0, 0, 0, 0, 0);
      endsTurn = true;
      pos.setBuildingField(
        mine + TREASURY,
        B_POINTS,
        m[pos.building(mine + TREASURY) + B_POINTS]! + 1,
      );
      break;
    case T.destroy:
      plies.fields(f, type, i, 0, 0, 0, 0);
      mayEliminate = demolish(ctx, f, player, i);
      break;
    case T.endTurn:
    case T.pass:
      plies.fields(f, type, 0, 0, 0, 0, 0);
      endsTurn = true;
      break;
    default:
      coreFail('ILLEGAL_ID', `id ${id} names no 2025-01 action`);
  }
  finish(ctx, f, player, endsTurn, mayEliminate);
}
