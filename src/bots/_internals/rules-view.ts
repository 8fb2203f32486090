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
