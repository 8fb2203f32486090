import type { Context } from '../_internals/context.js';

import {
  B_FIELDS,
  B_HP,
  B_READY,
  S_CURRENT,
  S_STATUS,
  STATUS_FINISHED,
  STATUS_PLAYING,
  STATUS_SETUP,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import {
  CELL_ID,
  DRILL_CANNON,
  EDGE_OF,
  EDGES,
  FACTORY,
  INTO_ORBIT,
  MEDIC,
  MOVE_CHOICES,
  NEIGHBOR_COUNT,
  RULES,
  SPACE_PORT,
  STRUCTURES_2024,
  T,
} from './layout.js';
import {
  buildIds,
  descendIds,
  destroyIds,
  fireIds,
  healIds,
  powerUpIds,
  produceIds,
} from './legal-buildings.js';
import { ROVERS, roverPass2024 } from './legal-rovers.js';
import { ownRovers2024 } from './own-rovers.js';
import type { Position2024 } from './position.js';
import { SLOT_OF } from './steps.js';

// The legal action ids of a 2024-12 position, ascending: the rules of src/rules/2024-12
// (rulings R51–R66, with R13 and R29 for pass) read from the typed arrays: moves, Fortifications
// and shots in one pass (legal-rovers.ts), turns and placements here, the families of Buildings
// and orbit in legal-buildings.ts. Each check names the reducer function it mirrors.

const POWER_FULL = RULES.cannonPowerUp!;
const STRUCTURES = STRUCTURES_2024.length;

/** legalPlacements (R66): an HQ of any planet without a Rover, every facing. */
function placeIds(ctx: Context, out: Int32Array, n0: number): number {
  const pos = ctx.pos;
  const first = ctx.layout.offset[T.place]!;
  let n = n0;
  for (let planet = 0; planet < pos.planets; planet++) {
    for (let h = 0; h < HQS.length; h++) {
      if (pos.m[pos.oRoverAt + planet * SPACES + HQS[h]!] !== 0) continue;
      const site = first + (planet * HQS.length + h) * SLOTS;
      for (let slot = 0; slot < NEIGHBOR_COUNT[HQS[h]!]!; slot++) out[n++] = site + slot;
    }
  }
  return n;
}

/**
 * legalMoves (R53, R54): ahead only; into the own Space Port is into orbit. canStep inlined: no
 * enemy Fortification on the edge crossed, no Rover, no Building but the own Space Port ahead.
 */
function moveIds(ctx: Context, player: number, own: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const first = ctx.layout.offset[T.move]!;
  const me = player + 1;
  const port = player * STRUCTURE_KINDS + SPACE_PORT + 1;
  let n = n0;
  for (let k = 0; k < own; k++) {
    const cell = ctx.ownCells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const slot = SLOT_OF[space * (SPACES + 1) + m[pos.oFacing + cell]!]!;
    const to = NEIGHBOR[space * SLOTS + slot]!;
    if (to < 0 || m[pos.oRoverAt + base + to] !== 0) continue;
    const edge = EDGE_OF[space * SLOTS + slot]!;
    if (edge >= 0) {
      const f = m[pos.oEdgeFort + (base / SPACES) * EDGES + edge]!;
      if (f !== 0 && f !== me) continue;
    }
    const b = m[pos.oBuildingAt + base + to]!;
    const id = first + CELL_ID[cell]! * MOVE_CHOICES;
    if (b === 0) {
      out[n++] = id;
      out[n++] = id + 1;
    } else if (b === port) out[n++] = id + INTO_ORBIT;
  }
  return n;
}

/** Whether the player's Rover on `cell` may fortify the edge in `slot`: the listing's test. */
export function fortifyIsLegal(ctx: Context, cell: number, slot: number): boolean {
  const pos = ctx.pos as Position2024;
  const space = cell % SPACES;
  const edge = EDGE_OF[space * SLOTS + slot]!;
  return edge >= 0 && pos.edgeFort((cell - space) / SPACES, edge) < 0;
}

/** legalTurns (R55): every Rover on a planet, left and right. */
function turnIds(ctx: Context, own: number, out: Int32Array, n0: number): number {
  const first = ctx.layout.offset[T.turn]!;
  let n = n0;
  for (let k = 0; k < own; k++) {
    const id = first + CELL_ID[ctx.ownCells[k]!]! * 2;
    out[n++] = id;
    out[n++] = id + 1;
  }
  return n;
}

/** Writes the legal ids of the player to act into `out`, ascending; returns how many. */
export function legalIds2024(ctx: Context, out: Int32Array): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const status = m[S_STATUS]!;
  if (status !== STATUS_PLAYING) return status === STATUS_SETUP ? placeIds(ctx, out, 0) : 0;
  const player = m[S_CURRENT]!;
  // Moves, Fortifications and shots of the Rovers on planets in one pass (legal-rovers.ts).
  const pass = roverPass2024(ctx, player, out);
  const own = Math.floor(pass / ROVERS);
  let n = pass % ROVERS;
  // Build and descend only when the player may have a site or a Rover in orbit: checks that
  // the families' own functions make first, here so that the call is skipped too.
  if (pos.maySurround(player)) n = buildIds(ctx, player, out, n);
  const inOrbit = m[pos.oInOrbit + player]!;
  if (inOrbit !== 0) n = descendIds(ctx, player, inOrbit, out, n);
  else ctx.landings = 0;
  // The families of the player's Buildings, when they have one (a Building's hp is above 0).
  const mine = pos.oBuildings + player * STRUCTURE_KINDS * B_FIELDS;
  const built =
    m[mine + B_HP]! |
    m[mine + B_FIELDS + B_HP]! |
    m[mine + 2 * B_FIELDS + B_HP]! |
    m[mine + 3 * B_FIELDS + B_HP]!;
  if (built !== 0) return withBuildings(ctx, player, own, out, n);
  n = turnIds(ctx, own, out, n);
  // Rulings R13, R29: pass only with no other legal action.
  if (n === 0) out[n++] = ctx.layout.offset[T.pass]!;
  return n;
}

/**
 * legalIds2024's families from produce on, for a player with a Building: each family's function
 * called only when its Building stands (their own first test), destroy and powerUp written here
 * (destroyIds' and powerUpIds' tests), so that a step with Buildings makes fewer calls.
 */
function withBuildings(
  ctx: Context,
  player: number,
  own: number,
  out: Int32Array,
  n0: number,
): number {
  const m = ctx.pos.m;
  const mine = ctx.pos.oBuildings + player * STRUCTURE_KINDS * B_FIELDS;
  const cannon = mine + DRILL_CANNON * B_FIELDS;
  const armed = m[cannon + B_HP]! > 0;
  const full = armed && m[cannon + B_READY]! >= POWER_FULL;
  let n = n0;
  if (m[mine + FACTORY * B_FIELDS + B_HP]! > 0) n = produceIds(ctx, player, out, n);
  if (full) n = fireIds(ctx, player, out, n);
  // legalDestroys (R64, R12): one id per own Building.
  const destroy = ctx.layout.offset[T.destroy]!;
  const beforeDestroy = n;
  for (let s = 0; s < STRUCTURES; s++)
    if (m[mine + s * B_FIELDS + B_HP]! > 0) out[n++] = destroy + s;
  const destroys = n - beforeDestroy;
  n = turnIds(ctx, own, out, n);
  if (m[mine + MEDIC * B_FIELDS + B_HP]! > 0) n = healIds(ctx, player, out, n);
  // legalPowerUps (R63).
  if (armed && !full) out[n++] = ctx.layout.offset[T.powerUp]!;
  // Rulings R13, R29: pass only with no other legal action, Destroy aside.
  if (n - destroys === 0) out[n++] = ctx.layout.offset[T.pass]!;
  return n;
}

/**
 * The legal moves or turns (`type`) of the player's Rover on `cell`, ascending: the listing's own
 * code run for that Rover alone, so that checking one id costs one Rover's ids, not the family's.
 * The Rover must be the player's. Its shots and Fortifications are checked on their one target
 * (check.ts: shotIsLegal, fortifyIsLegal), not listed.
 */
export function roverIds2024(ctx: Context, type: number, cell: number, out: Int32Array): number {
  const player = ctx.pos.m[S_CURRENT]!;
  ctx.ownCells[0] = cell;
  if (type === T.move) return moveIds(ctx, player, 1, out, 0);
  if (type === T.turn) return turnIds(ctx, 1, out, 0);
  return 0;
}

/**
 * The ids of one of the families the listing's pass lists (move, fortify, shoot): the pass
 * (legal-rovers.ts) run into `out`, which must hold every id (the pass writes past its count), the
 * other families' ids dropped. The one listing of these families, so that no second copy of
 * their rules can disagree with it (check.ts checks them on their one Rover, not here).
 */
function passFamily(ctx: Context, player: number, type: number, out: Int32Array): number {
  const typeOf = ctx.layout.typeOf;
  const n = roverPass2024(ctx, player, out) % ROVERS;
  let kept = 0;
  for (let k = 0; k < n; k++) {
    const id = out[k]!;
    if (typeOf[id] === type) out[kept++] = id;
  }
  return kept;
}

/**
 * The legal ids of one action type (for `isLegal` without a full listing), ascending. `out` must
 * hold every id (`layout.total`).
 */
export function familyIds2024(ctx: Context, type: number, out: Int32Array): number {
  const m = ctx.pos.m;
  const status = m[S_STATUS]!;
  if (status === STATUS_FINISHED) return 0;
  if (status === STATUS_SETUP) return type === T.place ? placeIds(ctx, out, 0) : 0;
  const player = m[S_CURRENT]!;
  switch (type) {
    case T.move:
    case T.fortify:
    case T.shoot:
      return passFamily(ctx, player, type, out);
    case T.build:
      return buildIds(ctx, player, out, 0);
    case T.descend:
      // The Rovers in orbit, as ownRovers2024 counts them; the Rovers on planets are not read.
      return descendIds(ctx, player, m[(ctx.pos as Position2024).oInOrbit + player]!, out, 0);
    case T.produce:
      return produceIds(ctx, player, out, 0);
    case T.fire:
      return fireIds(ctx, player, out, 0);
    case T.destroy:
      return destroyIds(ctx, player, out, 0);
    case T.turn:
      return turnIds(ctx, ownRovers2024(ctx, player) % 65536, out, 0);
    case T.heal:
      return healIds(ctx, player, out, 0);
    case T.powerUp:
      return powerUpIds(ctx, player, out, 0);
    case T.pass: {
      // Pass is listed last, after every other family: the full listing decides it.
      const n = legalIds2024(ctx, out);
      if (n === 0 || out[n - 1] !== ctx.layout.offset[T.pass]) return 0;
      out[0] = out[n - 1]!;
      return 1;
    }
    default:
      return 0;
  }
}
