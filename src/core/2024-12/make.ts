import type { Context } from '../_internals/context.js';
import { roll } from '../_internals/dice.js';
import {
  D_HIT,
  E_ENTERED_ORBIT,
  E_MISS,
  F_PLAYER,
  P_BUILDING,
  P_FORT,
  P_ROVER,
} from '../_internals/frames.js';
import { typeOfId } from '../_internals/layout.js';
import { ORBIT, R_OWNER, S_CURRENT } from '../_internals/position.js';
import { NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { CELL_OF } from './cell-of.js';
import { coveredByEdges } from './cover.js';
import { damage, finish } from './effects.js';
import {
  AHEAD,
  EDGE_OF,
  EDGE_RANGE,
  EDGE_SPACES,
  INTO_ORBIT,
  MOVE_CHOICES,
  RANGE,
  RANGE_SLOTS,
  RULES,
  SHOT_SLOTS,
  T,
  TURNED,
} from './layout.js';
import { applyBuildingAction, place2024 } from './make-buildings.js';
import type { Position2024 } from './position.js';
import { slotOf } from './steps.js';

// One legal 2024-12 action, by id, written on the position: src/rules/2024-12's apply functions
// (rulings R52–R66) on typed arrays; effects.ts draws the dice in the reducer's order (so a
// seeded rng gives the very dice `applyAction` would draw), damages, and passes the turn. The
// Rovers' four families (turn, move, fortify, shoot: nearly every step of a playout) are small
// functions here, the rest in make-buildings.ts, so that V8's inlining budget (counted in
// bytecode) goes to the common path.

const HIT_OPEN = RULES.hitOn.open;
const HIT_COVER = RULES.hitOn.cover;
const TURN = T.turn;
const MOVE = T.move;
const FORTIFY = T.fortify;
const SHOOT = T.shoot;

/** Applies the legal `id`, writing its action, dice and events in the frame at `f`. */
export function applyId2024(ctx: Context, id: number, f: number): void {
  const layout = ctx.layout;
  const player = ctx.pos.m[S_CURRENT]!;
  ctx.plies.frames[f + F_PLAYER] = player;
  const type = typeOfId(layout, id);
  const i = id - layout.offset[type]!;
  let mayEliminate = false;
  if (type === TURN) turn(ctx, f, i);
  else if (type === MOVE) move(ctx, f, i);
  else if (type === FORTIFY) fortify(ctx, f, i, player);
  else if (type === SHOOT) mayEliminate = shoot(ctx, f, i, player);
  else if (type === T.place) {
    place2024(ctx, f, i, player);
    return;
  } else mayEliminate = applyBuildingAction(ctx, id, type, i, f, player);
  finish(ctx, f, player, mayEliminate);
}

/** R55: the Rover of block index `i >> 1` turns left (0) or right (1). */
function turn(ctx: Context, f: number, i: number): void {
  const pos = ctx.pos as Position2024;
  const cell = CELL_OF[i >> 1]!;
  const space = cell % SPACES;
  const dir = i & 1;
  ctx.plies.fields(f, TURN, pos.m[pos.oRoverAt + cell]!, dir, 0, 0, 0);
  pos.setFacing(cell, TURNED[(space * SLOTS + slotOf(space, pos.facing(cell))) * 2 + dir]!);
}

/** R53, R54: one step ahead; R8: into the own Space Port is into orbit, without a facing. */
function move(ctx: Context, f: number, i: number): void {
  const pos = ctx.pos as Position2024;
  const cell = CELL_OF[(i / MOVE_CHOICES) | 0]!;
  const space = cell % SPACES;
  const rover = pos.m[pos.oRoverAt + cell]!;
  const row = space * SLOTS + slotOf(space, pos.facing(cell));
  const to = NEIGHBOR[row]!;
  const choice = i % MOVE_CHOICES;
  if (choice === INTO_ORBIT) {
    intoOrbit(ctx, f, rover, to);
    return;
  }
  const facing = AHEAD[row * 2 + choice]!;
  ctx.plies.fields(f, MOVE, rover, to, facing, 0, 0);
  pos.moveRoverFacing(rover, cell - space + to, facing);
}

/** R8: a move into the own Space Port. */
function intoOrbit(ctx: Context, f: number, rover: number, to: number): void {
  ctx.plies.fields(f, MOVE, rover, to, -1, 0, 0);
  (ctx.pos as Position2024).moveRoverFacing(rover, ORBIT, -1);
  ctx.plies.event(f, E_ENTERED_ORBIT, rover);
}

/** R56: a Fortification on the edge in slot `i % SLOTS` of the Rover's space. */
function fortify(ctx: Context, f: number, i: number, player: number): void {
  const pos = ctx.pos as Position2024;
  const cell = CELL_OF[(i / SLOTS) | 0]!;
  const space = cell % SPACES;
  const row = space * SLOTS + (i % SLOTS);
  ctx.plies.fields(f, FORTIFY, pos.m[pos.oRoverAt + cell]!, NEIGHBOR[row]!, 0, 0, 0);
  pos.addEdgeFort((cell - space) / SPACES, EDGE_OF[row]!, player);
}

/** R57, R58: a shot; returns whether an elimination may follow. */
function shoot(ctx: Context, f: number, i: number, player: number): boolean {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const cell = CELL_OF[(i / SHOT_SLOTS) | 0]!;
  const from = cell % SPACES;
  const base = cell - from;
  const planet = base / SPACES;
  const rover = m[pos.oRoverAt + cell]!;
  const slot = i % SHOT_SLOTS;
  if (slot >= RANGE_SLOTS * 2) {
    edgeShot(ctx, f, rover, from, slot, planet);
    return false;
  }
  const to = RANGE.target[from * RANGE.slots + (slot >> 1)]!;
  const at = base + to;
  if ((slot & 1) === 1) {
    ctx.plies.fields(f, SHOOT, rover, to, P_BUILDING, -1, 0);
    return damage(ctx, f, P_BUILDING, m[pos.oBuildingAt + at]! - 1, planet);
  }
  ctx.plies.fields(f, SHOOT, rover, to, P_ROVER, -1, 0);
  // Rulings R57, R58: a Rover is hit on 3+, under cover 4+.
  const cover = coveredByEdges(pos, planet, player, from, to);
  const enemy = m[pos.oRoverAt + at]!;
  if (roll(ctx, f, D_HIT) < (cover ? HIT_COVER : HIT_OPEN)) {
    ctx.plies.event(f, E_MISS, P_ROVER, enemy, m[pos.rover(enemy) + R_OWNER]!);
    return false;
  }
  return damage(ctx, f, P_ROVER, enemy, planet);
}

/** R57: a Fortification on an edge in range is hit without a roll. */
function edgeShot(
  ctx: Context,
  f: number,
  rover: number,
  from: number,
  slot: number,
  planet: number,
): void {
  const edge = EDGE_RANGE.edge[from * EDGE_RANGE.slots + slot - RANGE_SLOTS * 2]!;
  ctx.plies.fields(f, SHOOT, rover, EDGE_SPACES[2 * edge]!, P_FORT, EDGE_SPACES[2 * edge + 1]!, 0);
  damage(ctx, f, P_FORT, edge, planet);
}
