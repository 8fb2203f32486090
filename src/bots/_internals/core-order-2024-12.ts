import type { Context } from '../../core/_internals/context.js';
import { T } from '../../core/_internals/layout.js';
import { HQS, PLAYABLE, SLOT_OF, SLOTS, SPACES } from '../../core/_internals/tables.js';
import {
  AHEAD,
  ALL_NEIGHBOR,
  BUILD_EXITS,
  EDGE_RANGE,
  EDGE_SPACES,
  FACTORY,
  INTO_ORBIT,
  MEDIC,
  MOVE_CHOICES,
  RANGE,
  RANGE_SLOTS,
  SHOT_SLOTS,
  STRUCTURES_2024,
} from '../../core/2024-12/layout.js';
import type { Position2024 } from '../../core/2024-12/position.js';
import { cellOfPlayable, ownBuildingCell, packKey, roverOn } from './core-order-keys.js';

// The order of 2024-12's `legalActions` as a key per id (encoding-2024-12.ts names the fields of
// each id): by type, then Rover id, then planet, space, target, structure, facing and the edge
// across, as each family lists them.

/** A space or none (−1) as a digit 0..92. */
const digit = (space: number): number => space + 1;

/** A target space, its kind (rover 0, fortification 1, building 2) and the edge's far side. */
function targetKey(space: number, target: number, across: number): number {
  return (space * 3 + target) * 93 + digit(across);
}

export function orderKey2024(ctx: Context, id: number): number {
  const layout = ctx.layout;
  const type = layout.typeOf[id]!;
  const i = id - layout.offset[type]!;
  switch (type) {
    case T.place: {
      const site = (i / SLOTS) | 0;
      const space = HQS[site % HQS.length]!;
      return packKey(type, 0, site * 93 + digit(ALL_NEIGHBOR[space * SLOTS + (i % SLOTS)]!));
    }
    case T.move: {
      const cell = cellOfPlayable(PLAYABLE, (i / MOVE_CHOICES) | 0);
      const choice = i % MOVE_CHOICES;
      const from = cell % SPACES;
      const to = (ctx.pos as Position2024).facing(cell);
      const slot = SLOT_OF[from * SPACES + to]!;
      const facing = choice === INTO_ORBIT ? -1 : AHEAD[(from * SLOTS + slot) * 2 + choice]!;
      return packKey(type, roverOn(ctx, cell), digit(facing));
    }
    case T.fortify: {
      const cell = cellOfPlayable(PLAYABLE, (i / SLOTS) | 0);
      const to = ALL_NEIGHBOR[(cell % SPACES) * SLOTS + (i % SLOTS)]!;
      return packKey(type, roverOn(ctx, cell), to);
    }
    case T.shoot: {
      const cell = cellOfPlayable(PLAYABLE, (i / SHOT_SLOTS) | 0);
      const from = cell % SPACES;
      const s = i % SHOT_SLOTS;
      let key: number;
      if (s >= RANGE_SLOTS * 2) {
        const edge = EDGE_RANGE.edge[from * EDGE_RANGE.slots + s - RANGE_SLOTS * 2]!;
        key = targetKey(EDGE_SPACES[2 * edge]!, 1, EDGE_SPACES[2 * edge + 1]!);
      } else {
        const space = RANGE.target[from * RANGE.slots + ((s / 2) | 0)]!;
        key = targetKey(space, s % 2 === 0 ? 0 : 2, -1);
      }
      return packKey(type, roverOn(ctx, cell), key);
    }
    case T.build: {
      const exit = i % BUILD_EXITS;
      const rest = (i / BUILD_EXITS) | 0;
      const structure = rest % STRUCTURES_2024.length;
      const site = (rest / STRUCTURES_2024.length) | 0;
      let facing = -1;
      if (exit > 0) {
        const planet = (site / HQS.length) | 0;
        const space = HQS[site % HQS.length]!;
        const to = (ctx.pos as Position2024).facing(planet * SPACES + space);
        facing = AHEAD[(space * SLOTS + SLOT_OF[space * SPACES + to]!) * 2 + exit - 1]!;
      }
      return packKey(type, 0, (site * STRUCTURES_2024.length + structure) * 93 + digit(facing));
    }
    case T.descend: {
      const at = (i / SLOTS) | 0;
      const space = PLAYABLE[at % PLAYABLE.length]!;
      return packKey(type, 0, at * 93 + digit(ALL_NEIGHBOR[space * SLOTS + (i % SLOTS)]!));
    }
    case T.produce: {
      const factory = ownBuildingCell(ctx, FACTORY) % SPACES;
      const space = ALL_NEIGHBOR[factory * SLOTS + ((i / SLOTS) | 0)]!;
      return packKey(type, 0, space * 93 + digit(ALL_NEIGHBOR[space * SLOTS + (i % SLOTS)]!));
    }
    case T.fire: {
      if (i < PLAYABLE.length) return packKey(type, 0, targetKey(PLAYABLE[i]!, 0, -1));
      const edge = i - PLAYABLE.length;
      return packKey(type, 0, targetKey(EDGE_SPACES[2 * edge]!, 1, EDGE_SPACES[2 * edge + 1]!));
    }
    case T.turn: {
      const cell = cellOfPlayable(PLAYABLE, i >> 1);
      return packKey(type, roverOn(ctx, cell), i & 1);
    }
    case T.heal: {
      const medic = ownBuildingCell(ctx, MEDIC);
      const at = ALL_NEIGHBOR[(medic % SPACES) * SLOTS + i]!;
      return packKey(type, roverOn(ctx, medic - (medic % SPACES) + at), 0);
    }
    default:
      return packKey(type, 0, i);
  }
}
