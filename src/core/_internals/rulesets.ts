import type { GameState } from '../../rules/index.js';
import { positionOf2024, stateOf2024 } from '../2024-12/convert.js';
import { layoutOf2024 } from '../2024-12/layout.js';
import { familyIds2024, legalIds2024 } from '../2024-12/legal.js';
import { applyId2024 } from '../2024-12/make.js';
import type { Position2024 } from '../2024-12/position.js';
import { type Layout, layoutOf } from '../2025-01/layout.js';
import { familyIds, legalIds } from '../2025-01/legal.js';
import { applyId } from '../2025-01/make.js';
import type { Context } from './context.js';
import { type Base, positionOf, stateOf } from './convert.js';
import type { Plies } from './frames.js';
import type { Position } from './position.js';

// What a ruleset plugs into the core: its position from a state and back, its id layout, its
// legal ids and its make. `CoreGame` reads the entry of the state's ruleset; a ruleset without
// one is refused (UNSUPPORTED_RULESET).

export interface RulesetCore {
  positionOf(state: GameState): Position;
  layoutOf(planets: number): Layout;
  legalIds(ctx: Context, out: Int32Array): number;
  familyIds(ctx: Context, type: number, out: Int32Array): number;
  applyId(ctx: Context, id: number, f: number): void;
  stateOf(pos: Position, plies: Plies, base: Base): GameState;
}

export const RULESET_CORES: Readonly<Record<string, RulesetCore>> = {
  '2025-01': { positionOf, layoutOf, legalIds, familyIds, applyId, stateOf },
  '2024-12': {
    positionOf: positionOf2024,
    layoutOf: layoutOf2024,
    legalIds: legalIds2024,
    familyIds: familyIds2024,
    applyId: applyId2024,
    stateOf: (pos, plies, base) => stateOf2024(pos as Position2024, plies, base),
  },
};
