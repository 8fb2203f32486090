import { board, edgeBetween, edgeKinds } from '../../board/index.js';
import type { Checked } from './context.js';
import { bool, broken, field, int, item, list, type Obj } from './read.js';

// The invariants of 2024-12 alone (rulings R50–R67): Fortifications on edges, Rovers facing an
// edge, a Drill Cannon that powers up, edges named by their two spaces.

const SPACES = board.spaces.length;
const EDGES = board.edges.length;

/** 2024-12: a Drill Cannon also counts its power-ups (ruling R63). */
export const CANNON_KEYS_2024_12: readonly string[] = ['ready', 'aim', 'power'];

/**
 * Rulings R51, R56, R65 (2024-12): a planet's `edgeFortifications`, one entry per edge, each the
 * owner of the Fortification there or `null`; only edges between two playable spaces hold one
 * (the border counts as one already, R51), and only of players still in. Returns how many.
 */
export function checkEdgeFortifications(
  value: unknown,
  planetPath: string,
  n: number,
  inGame: readonly boolean[],
): number {
  const path = field(planetPath, 'edgeFortifications');
  const walls = list(value, path, 'edgeFortifications (one per edge)', EDGES, EDGES);
  let count = 0;
  for (let edge = 0; edge < EDGES; edge++) {
    const owner = walls[edge];
    if (owner === null) continue;
    const at = item(path, edge);
    int(owner, at, 'a Fortification owner (or null)', 0, n - 1);
    count++;
    const [a, b] = board.edges[edge]!.spaces;
    if (edgeKinds[edge] !== 'playable')
      broken(
        at,
        'R51',
        `a Fortification on edge ${a}/${b}, which is not between two playable spaces`,
      );
    if (!inGame[owner as number])
      broken(at, 'R65', `a Fortification of player ${owner}, who is out of the game`);
  }
  return count;
}

/** Ruling R52 (2024-12): a Rover on `space` faces one of its neighbours, named by `facing`. */
export function checkFacing(r: Obj, path: string, id: number, space: number): void {
  const at = field(path, 'facing');
  if (!Object.hasOwn(r, 'facing'))
    broken(at, 'R52', `r${id} stands on a planet, so it faces an edge: "facing" is missing`);
  const facing = int(r.facing, at, 'a facing (a space id)', 0, SPACES - 1);
  if (!board.spaces[space]!.neighbors.includes(facing))
    broken(at, 'R52', `r${id} on space ${space} faces space ${facing}, which is not next to it`);
}

/**
 * Rulings R67, R51 (2024-12): an edge is named by `space` and `across`, lower first, two spaces
 * with an edge between them that can hold a Fortification; only a Fortification target names
 * one. `value` is a shot, a Fire or a Fortification in an event, its fields well formed.
 */
export function checkEdgeNamed(value: Obj, path: string): void {
  const { space, across, target } = value as { space: number; across?: number; target?: string };
  if (target === undefined) return;
  if (target !== 'fortification') {
    if (across !== undefined)
      broken(field(path, 'across'), 'R67', `a ${target} target is a space, not an edge`);
    return;
  }
  if (across === undefined)
    broken(field(path, 'across'), 'R67', 'a Fortification is named by the two spaces of its edge');
  if (across <= space)
    broken(field(path, 'across'), 'R67', `an edge is named lower id first: ${across}/${space}`);
  const edge = edgeBetween(space, across);
  if (edge < 0 || edgeKinds[edge] !== 'playable')
    broken(
      field(path, 'across'),
      'R51',
      `spaces ${space} and ${across} share no edge that can hold a Fortification`,
    );
}

/** Ruling R63: a 2024-12 cannon powers up, 0..3, and is never readied or aimed. */
export function checkCannon2024(c: Checked, b: Obj, path: string): void {
  int(b.power, field(path, 'power'), 'Drill Cannon power', 0, c.rules.cannonPowerUp!, 'R63');
  if (bool(b.ready, field(path, 'ready'), 'ready'))
    broken(field(path, 'ready'), 'R63', 'a 2024-12 Drill Cannon powers up; it is never readied');
  if (b.aim !== null)
    broken(field(path, 'aim'), 'R63', 'a 2024-12 Drill Cannon fires anywhere; it is never aimed');
}
