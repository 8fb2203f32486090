import { distanceTable, readDistance, SHOOTING_RANGE } from './distance.js';
import { generateBoard } from './generate.js';
import type { Board } from './types.js';

// Everything here is computed once, when the package is first imported: about 15-20 ms in a cold
// process, about 1.5 ms once warm (see docs/board.md). The rules read these tables in their hot
// paths.

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The planet template: 92 spaces of the snub dodecahedron, 76 of them playable (ruling R1).
 * Frozen; every planet of a game is a copy of it.
 *
 * @example
 * ```ts
 * import { board } from 'globetrotter';
 * board.spaces[0]; // { id: 0, kind: 'hq', playable: true, neighbors: [1, 2, 3, 4, 5], ... }
 * ```
 */
export const board: Board = deepFreeze(generateBoard());

const SPACE_COUNT = board.spaces.length;
const DISTANCES = distanceTable(board);

/**
 * The shooting distance of ruling R2 from space `from` to space `to`: the least total over chains
 * of edge-adjacent playable spaces, counting every space entered (HQ 2, triangle 1).
 * `0` from a playable space to itself; `Infinity` when either space is off the board (even from
 * an off-board space to itself) or is not an id 0..91.
 *
 * @example
 * ```ts
 * shotDistance(0, 1); // 1: entering a triangle costs 1
 * shotDistance(1, 0); // 2: entering an HQ costs 2
 * ```
 */
export function shotDistance(from: number, to: number): number {
  if (!Number.isInteger(from) || !Number.isInteger(to)) return Number.POSITIVE_INFINITY;
  if (from < 0 || to < 0 || from >= SPACE_COUNT || to >= SPACE_COUNT)
    return Number.POSITIVE_INFINITY;
  return readDistance(DISTANCES, SPACE_COUNT, from, to);
}

const WITHIN = new Map<number, readonly (readonly number[])[]>();

/**
 * Per space id: the other playable spaces at shooting distance `1..range` (ruling R2), ascending,
 * frozen. Computed once per range and kept, for the rules' hot path (shooting targets); the
 * range is the ruleset's (`rulesetOf(state).shootingRange`), since the board knows no rules.
 *
 * @example
 * ```ts
 * spacesWithin(3)[0]; // the 20 playable spaces a Rover on space 0 can shoot at under 2025-01
 * ```
 */
export function spacesWithin(range: number): readonly (readonly number[])[] {
  let lists = WITHIN.get(range);
  if (lists === undefined) {
    lists = deepFreeze(
      board.spaces.map((s) =>
        board.playableSpaces.filter((t) => {
          const d = readDistance(DISTANCES, SPACE_COUNT, s.id, t);
          return t !== s.id && d <= range;
        }),
      ),
    );
    WITHIN.set(range, lists);
  }
  return lists;
}

/**
 * Per space id: the playable spaces within the 2025-01 shooting range (distance 1..3),
 * ascending, frozen.
 *
 * @deprecated Shooting range is a number of the ruleset: use
 * `spacesWithin(rulesetOf(state).shootingRange)`.
 */
export const spacesInRange: readonly (readonly number[])[] = spacesWithin(SHOOTING_RANGE);
