import { board } from '../../board/index.js';
import type { Building, GameState } from '../../rules/index.js';
import { firstUnheldNeighbor, rulesetOf } from '../../rules/index.js';
import { WEIGHTS } from './evaluate-weights.js';
import { buildShare, holdsEveryEdge } from './rules-view.js';

// Hit points a Building's owner can get back: a player who holds every playable neighbour of
// the Building's HQ may demolish it (R12) and build it again at full hit points (R7), two
// actions. Shooting such a Building only costs its owner time, while breaking the ring of
// Fortifications and Rovers around it makes its damage stick. greedyBot's evaluation counts
// hit points as they are; mctsBot adds these points to its valuation (docs/bots.md).

/**
 * Whether the owner could build again on the Building's HQ once it is gone: 2025-01 (R7) every
 * playable neighbour holds the owner's Fortification or Rover; 2024-12 (R59) every edge does; 2026-06 (R37, R38) enough of them
 * do, one a Rover, and a Factory has no build points to lose.
 */
function rebuildable(state: GameState, b: Building): boolean {
  const rules = rulesetOf(state);
  // 2024-12 (R59, R64): every playable edge of the HQ still holds the owner's Fortification.
  if (rules.fortificationsOn === 'edges') return holdsEveryEdge(state, b.owner, b.planet, b.space);
  if (rules.buildNeighbours === 'all') {
    return firstUnheldNeighbor(state, b.owner, b.planet, b.space) === null;
  }
  if (b.structure === 'factory' && (b.points ?? 0) > 0) return false;
  const forts = state.planets[b.planet]!.fortifications;
  const neighbors = board.playableNeighbors[b.space]!;
  let held = 0;
  let rover = false;
  for (const s of neighbors) {
    const own = state.rovers.some(
      (r) =>
        r.owner === b.owner &&
        r.location !== 'orbit' &&
        r.location.planet === b.planet &&
        r.location.space === s,
    );
    if (own) rover = true;
    if (own || forts[s] === b.owner) held++;
  }
  return buildShare(state, held, rover, neighbors.length) === 1;
}

/**
 * Each seat's points for the hit points its Buildings have lost but could get back by
 * demolishing and rebuilding them: `WEIGHTS.buildingHp` per lost hit point of each Building
 * whose HQ's neighbours let its owner build there again (`rebuildable`).
 */
export function rebuildPoints(state: GameState): number[] {
  const points = state.players.map(() => 0);
  if (state.status === 'finished') return points;
  const full = rulesetOf(state).hp.building;
  for (const b of state.buildings) {
    if (b.hp === full) continue;
    if (!rebuildable(state, b)) continue;
    points[b.owner]! += WEIGHTS.buildingHp * (full - b.hp);
  }
  return points;
}
