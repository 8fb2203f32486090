import { board, edgeBetween } from '../../board/index.js';
import type { GameState, Ruleset, RulesetName } from '../../rules/index.js';
import { DEFAULT_RULESET, rulesetOf } from '../../rules/index.js';

// What the valuations need to know about the ruleset a state plays, read from `rulesetOf` and
// the rules' public queries: nothing here assumes 2025-01.

/**
 * Whether a Rover in orbit keeps its player in the game and survives its planet's destruction:
 * in 2025-01 orbit belongs to no planet and a player with a Rover anywhere is in (rulings R8,
 * R14); in 2026-06 a Rover in orbit does not count (R48) and dies with its planet (R41).
 */
const ORBIT_IS_SAFE: Readonly<Record<RulesetName, boolean>> = {
  '2024-12': true,
  '2025-01': true,
  '2026-06': false,
};

export function orbitIsSafe(state: GameState): boolean {
  return ORBIT_IS_SAFE[state.options.ruleset ?? DEFAULT_RULESET];
}

/**
 * Whether a Building's kind is worth its share of the Building's hit points, so that every hit
 * on it counts, not only the last: in 2024-12, with one action a turn (R50), a Factory makes a
 * whole Rover with each action (R62), faster than shots can take Rovers' hit points, so the game
 * is won by wearing Buildings down; elsewhere a Building is worth its kind until destroyed.
 */
const BUILDINGS_WEAR: Readonly<Record<RulesetName, boolean>> = {
  '2024-12': true,
  '2025-01': false,
  '2026-06': false,
};

export function buildingsWear(state: GameState): boolean {
  return BUILDINGS_WEAR[state.options.ruleset ?? DEFAULT_RULESET];
}

/** Whether a Drill Cannon's Fire can destroy a planet (2025-01 and 2026-06, R10; not 2024-12, R63). */
export function planetsBreak(state: GameState): boolean {
  return rulesetOf(state).planetDice > 0;
}

/**
 * How far `player` is from building on an HQ, 0..1, by the ruleset's Build (2025-01 R7: every
 * playable neighbour holds the player's Fortification or Rover; 2026-06 R37: `buildNeighbours`
 * of them, one a Rover). `held` counts the neighbours holding the player's piece, `rover`
 * whether one holds the player's Rover, `total` the HQ's playable neighbours.
 */
export function buildShare(state: GameState, held: number, rover: boolean, total: number): number {
  return shareOf(rulesetOf(state).buildNeighbours, held, rover, total);
}

/** `buildShare` for a ruleset's `buildNeighbours` read once (the evaluation's inner loop). */
export function shareOf(
  need: Ruleset['buildNeighbours'],
  held: number,
  rover: boolean,
  total: number,
): number {
  if (need === 'all') return held / total;
  // Without an overseeing Rover the last neighbour is still missing.
  const counted = rover ? Math.min(held, need) : Math.min(held, need - 1);
  return counted / need;
}

/**
 * Per playable HQ, its edges to playable neighbours (`board.playableNeighbors[hq]` order): the
 * edges a 2024-12 builder must hold (R59; the border counts as held, R51).
 */
export const HQ_EDGES: readonly { readonly hq: number; readonly edges: readonly number[] }[] =
  board.hqs.map((hq) => ({
    hq,
    edges: board.playableNeighbors[hq]!.map((n) => edgeBetween(hq, n)),
  }));

/**
 * Whether `player` holds every playable edge of the HQ `space` of `planet` (2024-12, R59): it
 * may build there once the HQ is empty of Buildings (the rules' `firstUnfortifiedEdge`).
 */
export function holdsEveryEdge(
  state: GameState,
  player: number,
  planet: number,
  space: number,
): boolean {
  const walls = state.planets[planet]!.edgeFortifications;
  if (walls === undefined) return false;
  for (const n of board.playableNeighbors[space]!) {
    if (walls[edgeBetween(space, n)] !== player) return false;
  }
  return true;
}
