import type { Context } from '../_internals/context.js';
import { F_FIELDS, F_TYPE } from '../_internals/frames.js';
import { PLAYABLE, SPACES } from '../_internals/tables.js';
import { RULES } from './layout.js';

// What make.ts and make-buildings.ts share: the frame's action fields, and the cell of an acting
// Rover's block index.

/** `CELL_OF[index]`: the cell of an acting Rover's block index (planet × playable space). */
export const CELL_OF: Int32Array = Int32Array.from(
  { length: RULES.maxPlanets * PLAYABLE.length },
  (_, index) => Math.floor(index / PLAYABLE.length) * SPACES + PLAYABLE[index % PLAYABLE.length]!,
);

/**
 * The frame's action fields, every one given (0 where the action has fewer): without default
 * parameters the function is about half the bytecode, which V8's inlining budget counts.
 */
export function fields(
  ctx: Context,
  f: number,
  type: number,
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
): void {
  const frames = ctx.plies.frames;
  frames[f + F_TYPE] = type;
  frames[f + F_FIELDS] = a;
  frames[f + F_FIELDS + 1] = b;
  frames[f + F_FIELDS + 2] = c;
  frames[f + F_FIELDS + 3] = d;
  frames[f + F_FIELDS + 4] = e;
}
