import type { Context } from '../_internals/context.js';
import { roll } from '../_internals/dice.js';
import {
  D_DAMAGE_SPLIT,
  D_HIT,
  E_DESTROYED,
  E_ENTERED_ORBIT,
  E_MISS,
  E_POINT_SPENT,
  F_PLAYER,
  P_BUILDING,
  P_FORT,
  P_ROVER,
} from '../_internals/frames.js';
import { typeOfId } from '../_internals/layout.js';
import {
  B_AIM,
  B_POINTS,
  B_READY,
  B_SPACE,
  R_HP,
  R_OWNER,
  S_ACTIONS,
  S_CURRENT,
  S_NEXT_ID,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { coreFail } from '../errors.js';
import { damagePiece, MAY_ELIMINATE } from './damage.js';
import { RANGE, STRUCTURES, T, TARGET_KINDS } from './layout.js';
import { orbitId, ownRovers2026 } from './pieces.js';
import {
  BUILDING_HP,
  DRILL_CANNON,
  FACTORY,
  kindOfSlot,
  orbitPlace,
  ownerOfSlot,
  REPAIR,
  ROVER_HP,
  S_CAPTURED,
  SORTED_NEIGHBORS,
  slotOf,
  treasurySlot,
} from './position.js';
import { fields, fire, setup } from './setup-fire.js';
import { finish2026 } from './turn.js';

// One legal 2026-06 action, by id, written on the position: src/rules/2026-06's apply functions
// and its turn flow (rulings R30–R49) on typed arrays. Dice are drawn in the reducer's order,
// so a seeded rng gives the very dice `applyAction` would draw.

/** The cell of a Rover's block index (planet × playable space), as encodeAction numbers it. */
function cellOfIndex(index: number): number {
  return Math.floor(index / PLAYABLE.length) * SPACES + PLAYABLE[index % PLAYABLE.length]!;
}

/** coveredByAdjacency (R35): an enemy Fortification on the target's space (not for a Fortification) or next to it. */
function covered(ctx: Context, player: number, cell: number, target: number): boolean {
  const m = ctx.pos.m;
  const oFort = ctx.pos.oFort;
  const me = player + 1;
  // An enemy Fortification: neither none (0) nor the player's (me). No closure: one per shot.
  const onIt = m[oFort + cell]!;
  if (target !== P_FORT && onIt !== 0 && onIt !== me) return true;
  const space = cell % SPACES;
  const ns = SORTED_NEIGHBORS[space]!;
  for (let k = 0; k < ns.length; k++) {
    const fort = m[oFort + cell - space + ns[k]!]!;
    if (fort !== 0 && fort !== me) return true;
  }
  return false;
}

/** Applies the legal `id`, writing its action, dice and events in the frame at `f`. */
export function applyId2026(ctx: Context, id: number, f: number): void {
  const { pos, plies, layout } = ctx;
  const m = pos.m;
  const player = m[S_CURRENT]!;
  plies.frames[f + F_PLAYER] = player;
  const type = typeOfId(layout, id);
  const i = id - layout.offset[type]!;
  if (type === T.place || type === T.choose) {
    setup(ctx, f, player, type, i);
    return;
  }
  // Ruling R47 (spendPoint): every action after the first of a turn spends a captured point if
  // the player has one, else a stored one.
  const capturedBefore = m[S_CAPTURED]!;
  const spent = m[S_ACTIONS]! > 0 && type !== T.endTurn;
  if (spent) {
    const treasury = treasurySlot(pos, player);
    const stored = treasury < 0 ? 0 : m[pos.building(treasury) + B_POINTS]!;
    if (capturedBefore > 0) pos.setScalar(S_CAPTURED, capturedBefore - 1);
    else pos.setBuildingField(treasury, B_POINTS, stored - 1);
    plies.event(f, E_POINT_SPENT, player, capturedBefore + stored - 1);
  }
  let result = 0;
  let endsTurn = false;
  const fromCell =
    type <= T.shoot
      ? cellOfIndex(Math.floor(i / (type === T.shoot ? RANGE.slots * TARGET_KINDS : SLOTS)))
      : 0;
  switch (type) {
    case T.move: {
      const rover = m[pos.oRoverAt + fromCell]!;
      const space = fromCell % SPACES;
      const to = NEIGHBOR[space * SLOTS + (i % SLOTS)]!;
      fields(ctx, f, type, rover, to);
      const cell = fromCell - space + to;
      // Ruling R40: onto your own Space Port is into orbit of its planet.
      if (m[pos.oBuildingAt + cell] !== 0) {
        pos.moveRover(rover, orbitPlace(Math.floor(cell / SPACES), false));
        plies.event(f, E_ENTERED_ORBIT, rover);
        result |= MAY_ELIMINATE;
      } else pos.moveRover(rover, cell);
      break;
    }
    case T.fortify: {
      const space = fromCell % SPACES;
      const to = NEIGHBOR[space * SLOTS + (i % SLOTS)]!;
      fields(ctx, f, type, m[pos.oRoverAt + fromCell]!, to);
      pos.addFort(fromCell - space + to, player);
      break;
    }
    case T.shoot: {
      const from = fromCell % SPACES;
      const target = i % TARGET_KINDS;
      const to = RANGE.target[from * RANGE.slots + (Math.floor(i / TARGET_KINDS) % RANGE.slots)]!;
      const cell = fromCell - from + to;
      fields(ctx, f, type, m[pos.oRoverAt + fromCell]!, to, target);
      // Rulings R34, R35: a Rover is hit on 3+, each piece damaged on 3+; under cover 4+.
      const cover = covered(ctx, player, cell, target);
      const on = cover ? 4 : 3;
      if (target === P_ROVER) {
        const enemy = m[pos.oRoverAt + cell]!;
        if (roll(ctx, f, D_HIT) < on) {
          plies.event(f, E_MISS, P_ROVER, enemy, m[pos.rover(enemy) + R_OWNER]!);
          break;
        }
        result = damagePiece(ctx, f, P_ROVER, enemy, cell, on, D_DAMAGE_SPLIT);
      } else if (target === P_FORT)
        result = damagePiece(ctx, f, P_FORT, m[pos.oFort + cell]! - 1, cell, on, D_DAMAGE_SPLIT);
      else {
        const slot = m[pos.oBuildingAt + cell]! - 1;
        result = damagePiece(ctx, f, P_BUILDING, slot, cell, on, D_DAMAGE_SPLIT);
      }
      break;
    }
    case T.build: {
      const structure = i % STRUCTURES;
      const site = Math.floor(i / STRUCTURES);
      const planet = Math.floor(site / HQS.length);
      const space = HQS[site % HQS.length]!;
      fields(ctx, f, type, structure, planet, space);
      pos.addBuilding(slotOf(pos, player, structure, planet), planet, space, BUILDING_HP);
      break;
    }
    case T.descend: {
      const space = PLAYABLE[i % PLAYABLE.length]!;
      const rest = Math.floor(i / PLAYABLE.length);
      const planet = rest % pos.planets;
      ownRovers2026(ctx, player);
      const rover = orbitId(ctx, Math.floor(rest / pos.planets));
      fields(ctx, f, type, rover, planet, space);
      pos.moveRover(rover, planet * SPACES + space);
      break;
    }
    case T.orbit: {
      const planet = i % pos.planets;
      ownRovers2026(ctx, player);
      const rover = orbitId(ctx, Math.floor(i / pos.planets));
      fields(ctx, f, type, rover, planet);
      pos.moveRover(rover, orbitPlace(planet, true));
      break;
    }
    case T.produce:
    case T.repair: {
      const planet = Math.floor(i / SLOTS);
      const slot = slotOf(pos, player, FACTORY, planet);
      const factory = pos.building(slot);
      const cell = planet * SPACES + NEIGHBOR[m[factory + B_SPACE]! * SLOTS + (i % SLOTS)]!;
      if (type === T.produce) {
        fields(ctx, f, type, planet, cell % SPACES);
        const rid = m[S_NEXT_ID]!;
        pos.addRover(rid, player, ROVER_HP, cell);
        pos.setScalar(S_NEXT_ID, rid + 1);
        pos.setBuildingField(slot, B_POINTS, 0);
      } else {
        const rover = m[pos.oRoverAt + cell]!;
        fields(ctx, f, type, rover);
        pos.setRoverHp(rover, m[pos.rover(rover) + R_HP]! + 1);
        pos.setBuildingField(slot, B_POINTS, m[factory + B_POINTS]! - REPAIR);
      }
      break;
    }
    case T.ready:
      fields(ctx, f, type, i);
      pos.setBuildingField(slotOf(pos, player, DRILL_CANNON, i), B_READY, 1);
      break;
    case T.aim: {
      const planet = Math.floor(i / PLAYABLE.length);
      const space = PLAYABLE[i % PLAYABLE.length]!;
      fields(ctx, f, type, planet, space);
      pos.setBuildingField(slotOf(pos, player, DRILL_CANNON, planet), B_AIM, space);
      break;
    }
    case T.fire:
      fields(ctx, f, type, i);
      result = fire(ctx, f, player, i);
      break;
    case T.save: {
      fields(ctx, f, type);
      endsTurn = true;
      const slot = treasurySlot(pos, player);
      pos.setBuildingField(slot, B_POINTS, pos.m[pos.building(slot) + B_POINTS]! + 1);
      break;
    }
    case T.decommission: {
      const planet = Math.floor(i / PLAYABLE.length);
      const space = PLAYABLE[i % PLAYABLE.length]!;
      const cell = planet * SPACES + space;
      fields(ctx, f, type, planet, space);
      // Ruling R38: the Building goes, as it is (no explosion, no capture), else the Fortification.
      const slot = m[pos.oBuildingAt + cell]! - 1;
      if (slot >= 0) {
        const kind = kindOfSlot(pos, slot);
        plies.event(f, E_DESTROYED, P_BUILDING, kind, planet, space, ownerOfSlot(pos, slot));
        pos.removeBuilding(slot);
        if (kind === FACTORY) result = MAY_ELIMINATE;
      } else {
        plies.event(f, E_DESTROYED, P_FORT, planet, space, player);
        pos.removeFort(cell);
      }
      break;
    }
    case T.endTurn:
    case T.pass:
      fields(ctx, f, type);
      endsTurn = true;
      break;
    default:
      coreFail('ILLEGAL_ID', `id ${id} names no 2026-06 action`);
  }
  finish2026(ctx, f, player, endsTurn, (result & MAY_ELIMINATE) !== 0, capturedBefore, spent);
}
