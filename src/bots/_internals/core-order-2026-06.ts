import type { Context } from '../../core/_internals/context.js';
import { B_HP, B_SPACE, S_CURRENT } from '../../core/_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../../core/_internals/tables.js';
import { RANGE, T, TARGET_KINDS } from '../../core/2026-06/layout.js';
import { FACTORY, slotOf } from '../../core/2026-06/position.js';
import { cellOfPlayable, packKey, roverOn } from './core-order-keys.js';

// The order of 2026-06's `legalActions` as a key per id (encoding-2026-06.ts names the fields of
// each id): by type; a placement by planet, HQ and the Rover's space (R32); a step or a shot as
// in 2025-01, by Rover id then target; a production by its Factory's planet and the space
// produced onto; a repair by the Rover's id. Every other family (descend and orbit by rank of
// the Rover in orbit and planet, build, decommission, the cannons' by planet, choose) lists its
// ids ascending already.

/** The space of the current player's Factory on `planet`, or −1. */
function factorySpace(ctx: Context, planet: number): number {
  const pos = ctx.pos;
  const b = pos.building(slotOf(pos, pos.m[S_CURRENT]!, FACTORY, planet));
  return pos.m[b + B_HP]! > 0 ? pos.m[b + B_SPACE]! : -1;
}

export function orderKey2026(ctx: Context, id: number): number {
  const layout = ctx.layout;
  const type = layout.typeOf[id]!;
  const i = id - layout.offset[type]!;
  switch (type) {
    case T.place: {
      const site = (i / SLOTS) | 0;
      const hq = HQS[site % HQS.length]!;
      return packKey(type, 0, site * 128 + NEIGHBOR[hq * SLOTS + (i % SLOTS)]!);
    }
    case T.move:
    case T.fortify: {
      const cell = cellOfPlayable(PLAYABLE, (i / SLOTS) | 0);
      const to = NEIGHBOR[(cell % SPACES) * SLOTS + (i % SLOTS)]!;
      return packKey(type, roverOn(ctx, cell), to);
    }
    case T.shoot: {
      const target = i % TARGET_KINDS;
      const rest = (i / TARGET_KINDS) | 0;
      const cell = cellOfPlayable(PLAYABLE, (rest / RANGE.slots) | 0);
      const space = RANGE.target[(cell % SPACES) * RANGE.slots + (rest % RANGE.slots)]!;
      return packKey(type, roverOn(ctx, cell), space * TARGET_KINDS + target);
    }
    case T.produce: {
      const planet = (i / SLOTS) | 0;
      const at = NEIGHBOR[factorySpace(ctx, planet) * SLOTS + (i % SLOTS)]!;
      return packKey(type, 0, planet * 128 + at);
    }
    case T.repair: {
      const planet = (i / SLOTS) | 0;
      const at = NEIGHBOR[factorySpace(ctx, planet) * SLOTS + (i % SLOTS)]!;
      return packKey(type, roverOn(ctx, planet * SPACES + at), 0);
    }
    default:
      return packKey(type, 0, i);
  }
}
