import { board, edgeBetween } from '../../../board/index.js';
import { buildingAt, roverAt, roverName } from '../../_internals/position.js';
import type { Action } from '../../actions.js';
import { fail, type RuleRef } from '../../errors.js';
import type { GameState, PlayerIndex } from '../../types.js';

// Read-only questions about a 2024-12 position, shared by its checks, its legal-action lists and
// its effects: Fortifications on edges (rulings R51, R56), facings (R52) and what stands on a
// space (one piece at most: a Rover or a Building).

/**
 * Every neighbour of each space, playable or not, ascending: the facings a Rover that arrives
 * there may take (ruling R52), in the order legal-action lists give them.
 */
export const SORTED_ALL_NEIGHBORS: readonly (readonly number[])[] = board.spaces.map((s) =>
  [...s.neighbors].sort((a, b) => a - b),
);

/**
 * The owner of the Fortification on the edge between `a` and `b` of a planet, or `null` when
 * the edge holds none (or the two share no edge). Ruling R56.
 */
export function edgeOwner(
  state: GameState,
  planet: number,
  a: number,
  b: number,
): PlayerIndex | null {
  const edge = edgeBetween(a, b);
  if (edge < 0) return null;
  return state.planets[planet]!.edgeFortifications?.[edge] ?? null;
}

/** Whether the edge between `a` and `b` holds a Fortification of a player other than `player`. */
export function enemyEdge(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  a: number,
  b: number,
): boolean {
  const owner = edgeOwner(state, planet, a, b);
  return owner !== null && owner !== player;
}

/**
 * Ruling R61: whether an edge of `space` holds a Fortification of a player other than `player`
 * (the border is no one's, R51).
 */
export function bordersEnemyEdge(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): boolean {
  for (const n of board.playableNeighbors[space]!) {
    if (enemyEdge(state, player, planet, space, n)) return true;
  }
  return false;
}

/** What stands on a space (a Rover or a Building), in words, or `null` when nothing does. */
export function occupant(state: GameState, planet: number, space: number): string | null {
  const rover = roverAt(state, planet, space);
  if (rover !== undefined) return `Rover ${roverName(rover.id)} is there`;
  const building = buildingAt(state, planet, space);
  if (building !== undefined) return `player ${building.owner}'s ${building.structure} is there`;
  return null;
}

/** Whether `facing` is a neighbour of `space`, so names an edge of it (ruling R52). */
export function isFacingOf(space: number, facing: number): boolean {
  return board.spaces[space]!.neighbors.includes(facing);
}

/** Ruling R52: `WRONG_FACING` unless `facing` names an edge of `space`. */
export function checkFacing(action: Action, space: number, facing: number, what: string): void {
  if (!isFacingOf(space, facing)) {
    fail(
      'WRONG_FACING',
      'R52',
      action,
      `${what} cannot face space ${facing}: it is not next to space ${space}`,
    );
  }
}

/**
 * Ruling R57, R63: `NOT_ADJACENT` unless the two spaces share an edge; `cannot` says who cannot
 * do what (`'Rover r1 cannot shoot at the edge 61/66'`).
 */
export function checkEdge(
  action: Action,
  a: number,
  b: number,
  rule: RuleRef,
  cannot: string,
): void {
  if (edgeBetween(a, b) < 0) {
    fail(
      'NOT_ADJACENT',
      rule,
      action,
      `${cannot}: spaces ${a} and ${b} share no edge, so they name no Fortification`,
    );
  }
}

/** The two spaces of an edge, as the rules name it: `16/26`. */
export function edgeName(a: number, b: number): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}
