import type { Context } from '../../core/_internals/context.js';
import { T } from '../../core/_internals/layout.js';
import { HQS, NEIGHBOR, PLAYABLE, SLOTS, SPACES } from '../../core/_internals/tables.js';
import { BUILD_EXITS, RANGE, STRUCTURES, TARGET_KINDS } from '../../core/2025-01/layout.js';
import { cellOfPlayable, ownBuildingCell, packKey, roverOn } from './core-order-keys.js';

// The order of 2025-01's `legalActions` as a key per id (encoding-2025-01.ts names the fields of
// each id): by type, then Rover id, then a step's target space, a shot's space and target, a
// build's planet, space, structure and exit, a production's space.

const FACTORY = 1;

export function orderKey2025(ctx: Context, id: number): number {
  const layout = ctx.layout;
  const type = layout.typeOf[id]!;
  const i = id - layout.offset[type]!;
  switch (type) {
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
    case T.build: {
      const exit = i % BUILD_EXITS;
      const rest = (i / BUILD_EXITS) | 0;
      const structure = rest % STRUCTURES;
      const site = (rest / STRUCTURES) | 0;
      const space = HQS[site % HQS.length]!;
      const moveTo = exit === 0 ? 0 : 1 + NEIGHBOR[space * SLOTS + exit - 1]!;
      return packKey(type, 0, (site * STRUCTURES + structure) * 128 + moveTo);
    }
    case T.produce: {
      const factory = ownBuildingCell(ctx, FACTORY);
      return packKey(type, 0, NEIGHBOR[(factory % SPACES) * SLOTS + i]!);
    }
    case T.repair: {
      const factory = ownBuildingCell(ctx, FACTORY);
      const at = NEIGHBOR[(factory % SPACES) * SLOTS + i]!;
      return packKey(type, roverOn(ctx, factory - (factory % SPACES) + at), 0);
    }
    default:
      return packKey(type, 0, i);
  }
}
