import type { GameState } from '../../rules/index.js';
import { checkId2024 } from '../2024-12/check.js';
import { positionOf2024, stateOf2024 } from '../2024-12/convert.js';
import { layoutOf2024 } from '../2024-12/layout.js';
import { legalIds2024 } from '../2024-12/legal.js';
import { applyId2024 } from '../2024-12/make.js';
import { observationSizeOf2024, writeObservation2024 } from '../2024-12/observe.js';
import type { Position2024 } from '../2024-12/position.js';
import { checkId } from '../2025-01/check.js';
import { positionOf, stateOf } from '../2025-01/convert.js';
import { layoutOf } from '../2025-01/layout.js';
import { legalIds } from '../2025-01/legal.js';
import { applyId } from '../2025-01/make.js';
import { observationSizeOf, writeObservation } from '../2025-01/observe.js';
import { checkId2026 } from '../2026-06/check.js';
import { positionOf2026, stateOf2026 } from '../2026-06/convert.js';
import { layoutOf2026, T } from '../2026-06/layout.js';
import { legalIds2026 } from '../2026-06/legal.js';
import { applyId2026 } from '../2026-06/make.js';
import { observationSizeOf2026, writeObservation2026 } from '../2026-06/observe.js';
import type { Context } from './context.js';
import type { Base } from './convert.js';
import { FRAME_2026, FRAME_SMALL, type Plies } from './frames.js';
import type { Layout } from './layout.js';
import type { Position } from './position.js';

// What a ruleset plugs into the core: its position from a state and back, its id layout, its
// legal ids, the check of one id, its make and its observation.
// `CoreGame` reads the entry of the state's ruleset; every published ruleset has one (a state
// naming another is refused by validateState first, BAD_STATE).

/** A ruleset's observation in the core: the values of `observe`, from the typed arrays. */
export interface CoreObservation {
  size(players: number, planets: number): number;
  write(
    ctx: Context,
    player: number,
    turnLimit: number | null,
    firstPlayer: number,
    out: Float32Array,
  ): void;
}

export interface RulesetCore {
  positionOf(state: GameState): Position;
  layoutOf(planets: number): Layout;
  legalIds(ctx: Context, out: Int32Array): number;
  /** Whether one id (in range) is legal, with no listing kept: what `isLegal` and `make` ask. */
  checkId(ctx: Context, id: number): boolean;
  applyId(ctx: Context, id: number, f: number): void;
  stateOf(pos: Position, plies: Plies, base: Base): GameState;
  /** Its observation: `observeInto` and `observationSize`. */
  observation: CoreObservation;
  /** The size of one ply's frame of undo, in Int32s: its largest action must fit (frames.ts). */
  frameSize: number;
  /**
   * Whether the chance outcomes of an action type are told apart by the position alone, not by
   * its events too (2026-06's Fire, as `actionOutcomes` groups it). Absent: never.
   */
  mergesByPosition?(type: number): boolean;
}

export const RULESET_CORES: Readonly<Record<string, RulesetCore>> = {
  '2025-01': {
    positionOf,
    layoutOf,
    legalIds,
    checkId,
    applyId,
    stateOf,
    observation: { size: observationSizeOf, write: writeObservation },
    frameSize: FRAME_SMALL,
  },
  '2024-12': {
    positionOf: positionOf2024,
    layoutOf: layoutOf2024,
    legalIds: legalIds2024,
    checkId: checkId2024,
    applyId: applyId2024,
    stateOf: (pos, plies, base) => stateOf2024(pos as Position2024, plies, base),
    observation: { size: observationSizeOf2024, write: writeObservation2024 },
    frameSize: FRAME_SMALL,
  },
  '2026-06': {
    positionOf: positionOf2026,
    layoutOf: layoutOf2026,
    legalIds: legalIds2026,
    checkId: checkId2026,
    applyId: applyId2026,
    stateOf: stateOf2026,
    observation: { size: observationSizeOf2026, write: writeObservation2026 },
    frameSize: FRAME_2026,
    mergesByPosition: (type) => type === T.fire,
  },
};
