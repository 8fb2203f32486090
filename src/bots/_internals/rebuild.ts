import { board } from '../../board/index.js';
import { BUILDING_HP } from '../../rules/build.js';
import type { GameState } from '../../rules/index.js';
import { WEIGHTS } from './evaluate.js';

// Hit points a Building's owner can get back: a player who holds every playable neighbour of
// the Building's HQ may demolish it (R12) and build it again at full hit points (R7), two
// actions. Shooting such a Building only costs its owner time, while breaking the ring of
// Fortifications and Rovers around it makes its damage stick. greedyBot's evaluation counts
// hit points as they are, which is why a shooting war between two walled bases is a stalemate;
// mctsBot adds these points to its valuation (docs/bots.md), greedyBot does not.

/** Whether every playable neighbour of `space` on `planet` holds `owner`'s Fortification or Rover. */
function ringHeld(state: GameState, owner: number, planet: number, space: number): boolean {
  const forts = state.planets[planet]!.fortifications;
  for (const s of board.playableNeighbors[space]!) {
    if (forts[s] === owner) continue;
    const rover = state.rovers.some(
      (r) =>
        r.owner === owner &&
        r.location !== 'orbit' &&
        r.location.planet === planet &&
        r.location.space === s,
    );
    if (!rover) return false;
  }
  return true;
}

/**
 * Each seat's points for the hit points its Buildings have lost but could get back by
 * demolishing and rebuilding them: `WEIGHTS.buildingHp` per lost hit point of each Building
 * whose HQ's playable neighbours all hold the owner's Fortification or Rover.
 */
export function rebuildPoints(state: GameState): number[] {
  const points = state.players.map(() => 0);
  if (state.status === 'finished') return points;
  for (const b of state.buildings) {
    if (b.hp === BUILDING_HP || !ringHeld(state, b.owner, b.planet, b.space)) continue;
    points[b.owner]! += WEIGHTS.buildingHp * (BUILDING_HP - b.hp);
  }
  return points;
}
