import { board, edgeBetween, entryCost } from '../../board/index.js';
import type { ShotTarget } from '../actions.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PlayerIndex } from '../types.js';

/**
 * Whether a shot is under cover, by the state's ruleset (`Ruleset.cover`). 2025-01, ruling R3:
 * a shot at a Rover is under cover when every chain of playable spaces within range enters a
 * space (the target's own included) holding a Fortification of a player other than the shooter
 * (`target` is not read). 2026-06, ruling R35: when such a Fortification stands on the target's
 * space or next to it; a targeted Fortification does not cover itself. 2024-12, ruling R58: when
 * every chain within range crosses an edge holding a Fortification of a player other than the
 * shooter. (Used by the rules' shots and by the bots' evaluation.)
 *
 * @example
 * ```ts
 * const cover = underCover(state, shooter.owner, planet, from, to); // needs hitOn.cover, not .open
 * ```
 *
 * Searches for one chain of total cost within the ruleset's range (R2 costs) that avoids such
 * spaces.
 */
export function underCover(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  from: number,
  to: number,
  target: ShotTarget = 'rover',
): boolean {
  const rules = rulesetOf(state);
  if (rules.cover === 'adjacency') return coveredByAdjacency(state, shooter, planet, to, target);
  if (rules.cover === 'edges') return coveredByEdges(state, shooter, planet, from, to);
  const forts = state.planets[planet]!.fortifications;
  const covers = (space: number): boolean => {
    const owner = forts[space];
    return owner !== null && owner !== undefined && owner !== shooter;
  };
  if (covers(to)) return true;
  const openChain = (here: number, budget: number): boolean => {
    for (const next of board.playableNeighbors[here]!) {
      const cost = entryCost(board, next);
      if (cost > budget) continue;
      if (next === to) return true;
      if (!covers(next) && openChain(next, budget - cost)) return true;
    }
    return false;
  };
  return !openChain(from, rules.shootingRange);
}

/**
 * Ruling R58 (2024-12): whether every chain of playable spaces from `from` to `to` within range
 * (R2 costs) crosses an edge holding a Fortification of a player other than the shooter. Edges
 * of the target's space that the chain does not cross give no cover, nor does the border (R51).
 */
export function coveredByEdges(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  from: number,
  to: number,
): boolean {
  const walls = state.planets[planet]!.edgeFortifications!;
  const wall = (a: number, b: number): boolean => {
    const owner = walls[edgeBetween(a, b)];
    return owner !== null && owner !== undefined && owner !== shooter;
  };
  const openChain = (here: number, budget: number): boolean => {
    for (const next of board.playableNeighbors[here]!) {
      const cost = entryCost(board, next);
      if (cost > budget || wall(here, next)) continue;
      if (next === to || openChain(next, budget - cost)) return true;
    }
    return false;
  };
  return !openChain(from, rulesetOf(state).shootingRange);
}

/**
 * Ruling R35: whether a shot's target is under cover: a Fortification of a player other than
 * the shooter stands on the target's space or on a playable space next to it. A Fortification
 * that is itself the target does not cover itself (its neighbours may). Off-board borders give
 * no cover (R34).
 */
export function coveredByAdjacency(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  space: number,
  target: ShotTarget,
): boolean {
  const forts = state.planets[planet]!.fortifications;
  const covers = (at: number): boolean => {
    const owner = forts[at];
    return owner !== null && owner !== undefined && owner !== shooter;
  };
  if (target !== 'fortification' && covers(space)) return true;
  return board.playableNeighbors[space]!.some(covers);
}
