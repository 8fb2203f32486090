import type { Context } from '../_internals/context.js';
import { ownRoverCell } from '../_internals/own-rovers.js';
import {
  B_AIM,
  B_HP,
  B_PLANET,
  B_POINTS,
  B_READY,
  B_SPACE,
  O_DESTROYED,
  ORBIT,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ACTIONS,
  S_ALIVE,
  S_CURRENT,
  S_STATUS,
  STATUS_PLAYING,
  STATUS_SETUP,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { BUILD_EXITS, ORBIT_SLOTS, RANGE, STRUCTURES, T, TARGET_KINDS } from './layout.js';
import { familyIds } from './legal.js';
import {
  canEnter,
  canFortify,
  canLand,
  DRILL_CANNON,
  FACTORY,
  FULL_HP,
  isBuildSite,
  TREASURY,
  TREASURY_CAPACITY,
} from './predicates.js';

// Whether one id is legal, without listing its family: what `make` asks when the position was
// not listed first (search, replays). The same predicates as the listing (predicates.ts); the
// differential test checks the two agree on every listed id and on ids that are not listed.

/** Whether the id (an integer 0 .. layout.total − 1) is legal in the position. */
export function checkId(ctx: Context, id: number): boolean {
  const { pos, layout } = ctx;
  const m = pos.m;
  const type = layout.typeOf[id]!;
  const i = id - layout.offset[type]!;
  const status = m[S_STATUS]!;
  if (status === STATUS_SETUP)
    return (
      type === T.place &&
      m[pos.oRoverAt + ((i / HQS.length) | 0) * SPACES + HQS[i % HQS.length]!] === 0
    );
  if (status !== STATUS_PLAYING) return false;
  const player = m[S_CURRENT]!;
  const mine = player * STRUCTURE_KINDS;
  switch (type) {
    case T.move:
    case T.fortify: {
      const cell = ownRoverCell(ctx, player, (i / SLOTS) | 0);
      if (cell < 0) return false;
      const space = cell % SPACES;
      const to = NEIGHBOR[space * SLOTS + (i % SLOTS)]!;
      if (to < 0) return false;
      const at = cell - space + to;
      return type === T.move ? canEnter(pos, player, at, true) : canFortify(pos, player, at);
    }
    case T.shoot: {
      const cell = ownRoverCell(ctx, player, (i / (RANGE.slots * TARGET_KINDS)) | 0);
      if (cell < 0) return false;
      const space = cell % SPACES;
      const rank = ((i / TARGET_KINDS) | 0) % RANGE.slots;
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
      const slot = m[pos.oBuildingAt + at]! - 1;
      return slot >= 0 && ((slot / STRUCTURE_KINDS) | 0) !== player;
    }
    case T.build: {
      const exit = i % BUILD_EXITS;
      const structure = ((i / BUILD_EXITS) | 0) % STRUCTURES;
      const site = (i / (BUILD_EXITS * STRUCTURES)) | 0;
      const planet = (site / HQS.length) | 0;
      const space = HQS[site % HQS.length]!;
      if (m[pos.building(mine + structure) + B_HP] !== 0) return false;
      if (!isBuildSite(pos, player, planet, space)) return false;
      const base = planet * SPACES;
      const onIt = m[pos.oRoverAt + base + space] !== 0;
      if (exit === 0) return !onIt;
      const to = NEIGHBOR[space * SLOTS + exit - 1]!;
      return onIt && to >= 0 && canEnter(pos, player, base + to, false);
    }
    case T.descend: {
      const span = pos.planets * PLAYABLE.length;
      const rank = (i / span) | 0;
      const planet = ((i / PLAYABLE.length) | 0) % pos.planets;
      if (rank >= ORBIT_SLOTS || m[O_DESTROYED + planet] === 1) return false;
      let inOrbit = 0;
      for (let k = 0; k < m[S_ALIVE]! && inOrbit <= rank; k++) {
        const r = pos.rover(m[pos.oAliveList + k]!);
        if (m[r + R_OWNER] === player && m[r + R_LOC] === ORBIT) inOrbit++;
      }
      return inOrbit > rank && canLand(pos, player, planet, PLAYABLE[i % PLAYABLE.length]!);
    }
    case T.produce:
    case T.repair: {
      const factory = pos.building(mine + FACTORY);
      if (m[factory + B_HP] === 0) return false;
      const to = NEIGHBOR[m[factory + B_SPACE]! * SLOTS + i]!;
      if (to < 0) return false;
      const at = m[factory + B_PLANET]! * SPACES + to;
      if (type === T.produce) return canEnter(pos, player, at, false);
      const rover = m[pos.oRoverAt + at]!;
      if (rover === 0) return false;
      const r = pos.rover(rover);
      return m[r + R_OWNER] === player && m[r + R_HP]! < FULL_HP;
    }
    case T.ready:
    case T.aim:
    case T.fire: {
      const cannon = pos.building(mine + DRILL_CANNON);
      if (m[cannon + B_HP] === 0) return false;
      const ready = m[cannon + B_READY] === 1;
      if (type === T.ready) return !ready;
      if (type === T.aim) return ready && PLAYABLE[i] !== m[cannon + B_AIM];
      return ready && m[cannon + B_AIM]! >= 0;
    }
    case T.save: {
      const treasury = pos.building(mine + TREASURY);
      return (
        m[treasury + B_HP]! > 0 && m[S_ACTIONS] === 0 && m[treasury + B_POINTS]! < TREASURY_CAPACITY
      );
    }
    case T.destroy:
      return m[pos.building(mine + i) + B_HP]! > 0;
    case T.endTurn:
      return m[S_ACTIONS]! > 0;
    case T.pass:
      // Legal when nothing else is (rulings R13, R29): the whole list decides.
      return familyIds(ctx, T.pass, ctx.listing) === 1;
    default:
      return false;
  }
}
