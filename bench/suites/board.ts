import { distanceTable } from '../../src/board/distance.js';
import { generateBoard } from '../../src/board/generate.js';
import { board, SHOOTING_RANGE, shotDistance } from '../../src/index.js';
import type { BenchCase } from '../_internals/suite.js';

// The board is built once at import; these cases say what that costs, and how fast the rules'
// hot path can ask for a shooting distance.

const ids = board.spaces.map((s) => s.id);

/** Every ordered pair of space ids, off-board ones included: 92 × 92 lookups per call. */
function allPairsInRange(): number {
  let inRange = 0;
  for (const from of ids) {
    for (const to of ids) {
      if (shotDistance(from, to) <= SHOOTING_RANGE) inRange++;
    }
  }
  return inRange;
}

export const cases: readonly BenchCase[] = [
  { name: 'generateBoard()', fn: generateBoard, unit: 'boards' },
  { name: 'distanceTable(board)', fn: () => distanceTable(board), unit: 'tables' },
  {
    name: 'shotDistance(from, to), all 92 × 92 pairs',
    fn: allPairsInRange,
    unit: 'lookups',
    unitsPerCall: ids.length * ids.length,
  },
];
