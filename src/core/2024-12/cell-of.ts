import { PLAYABLE, SPACES } from '../_internals/tables.js';
import { RULES } from './layout.js';

// The cell of an acting Rover's block index, for make.ts and make-buildings.ts.

/** `CELL_OF[index]`: the cell of an acting Rover's block index (planet × playable space). */
export const CELL_OF: Int32Array = Int32Array.from(
  { length: RULES.maxPlanets * PLAYABLE.length },
  (_, index) => Math.floor(index / PLAYABLE.length) * SPACES + PLAYABLE[index % PLAYABLE.length]!,
);
