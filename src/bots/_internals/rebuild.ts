import type { GameState } from '../../rules/index.js';
import { firstUnheldNeighbor, rulesetOf } from '../../rules/index.js';
import { WEIGHTS } from './evaluate.js';

// Hit points a Building's owner can get back: a player who holds every playable neighbour of
// the Building's HQ may demolish it (R12) and build it again at full hit points (R7), two
// actions. Shooting such a Building only costs its owner time, while breaking the ring of
// Fortifications and Rovers around it makes its damage stick. greedyBot's evaluation counts
// hit points as they are; mctsBot adds these points to its valuation (docs/bots.md).

/**
 * Each seat's points for the hit points its Buildings have lost but could get back by
 * demolishing and rebuilding them: `WEIGHTS.buildingHp` per lost hit point of each Building
 * whose HQ's playable neighbours all hold the owner's Fortification or Rover.
 */
export function rebuildPoints(state: GameState): number[] {
  const points = state.players.map(() => 0);
  if (state.status === 'finished') return points;
  const full = rulesetOf(state).hp.building;
  for (const b of state.buildings) {
    if (b.hp === full) continue;
    if (firstUnheldNeighbor(state, b.owner, b.planet, b.space) !== null) continue;
    points[b.owner]! += WEIGHTS.buildingHp * (full - b.hp);
  }
  return points;
}
