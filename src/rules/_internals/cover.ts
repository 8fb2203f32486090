import { board, entryCost } from '../../board/index.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PlayerIndex } from '../types.js';

/**
 * Ruling R3: whether a shot at a Rover is under cover: true when every chain of playable spaces
 * within range enters a space (the target's own included) holding a Fortification of a player
 * other than the shooter. (Used by the rules' shots and by the bots' evaluation.)
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
): boolean {
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
  return !openChain(from, rulesetOf(state).shootingRange);
}
