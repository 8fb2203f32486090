import { board, SHOOTING_RANGE } from '../../board/index.js';
import type { GameState, PlayerIndex } from '../types.js';

/**
 * Ruling R3: a shot at a Rover is under cover when every chain of playable spaces within range
 * enters a space (the target's own included) holding a Fortification of a player other than the
 * shooter. Searches for one chain of total cost ≤ 3 (R2 costs) that avoids such spaces.
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
      const cost = board.spaces[next]!.kind === 'hq' ? 2 : 1;
      if (cost > budget) continue;
      if (next === to) return true;
      if (!covers(next) && openChain(next, budget - cost)) return true;
    }
    return false;
  };
  return !openChain(from, SHOOTING_RANGE);
}
