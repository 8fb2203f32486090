import { board } from '../../board/index.js';
import type { GameState } from '../../rules/index.js';
import { rulesetOf } from '../../rules/index.js';
import { actionsToStand } from './facing.js';
import { HQ_EDGES } from './rules-view.js';

// 2024-12 only: keeping a Factory from coming back (docs/bots.md, "The tournament in 2024-12"). A
// player without a Factory builds one again as soon as every edge of an empty HQ holds its
// Fortification (R59), and shooting its walls only delays that (a wall falls with chance 2/3,
// mending it is one certain action), so two bots that only shoot and mend draw at the turn limit.
// An enemy Rover standing on that HQ blocks the Build for good at no further cost (R59), and an
// enemy Fortification on one of its edges must be shot before the ring closes. mctsBot's
// valuation (value.ts) adds these points for the blocker; greedy's evaluation does not.

export const BLOCK = {
  /** A Rover on an empty HQ a player without a Factory could build on (one of its walls there). */
  rover: 80,
  /** Per own Fortification on an edge of such an HQ, × the site's share². */
  wall: 24,
  /** Per own Fortification on an edge of the HQ of an enemy Factory (kept out when it falls). */
  ringWall: 4,
  /**
   * Closing in on such a site: × share² × (1 − actions/`horizon`) for the blocker's nearest Rover
   * to a neighbour across an edge that holds no Fortification of the site's player.
   */
  near: 48,
  horizon: 8,
};

/**
 * Each seat's blocking points (2024-12; zero elsewhere). A site of player q (without a Factory)
 * is an empty HQ with at least one of q's Fortifications on its edges; its share is the part of
 * its edges that hold q's Fortifications or a blocker's, squared (how close q would be). Only
 * blockers with a Factory of their own score (Rovers they can spare).
 */
export function blockPoints(state: GameState): number[] {
  const n = state.players.length;
  const points = new Array<number>(n).fill(0);
  if (state.status === 'finished') return points;
  if (rulesetOf(state).fortificationsOn !== 'edges') return points;
  let noFactory = 0;
  for (let q = 0; q < n; q++) if (state.players[q]!.inGame) noFactory |= 1 << q;
  for (const b of state.buildings) if (b.structure === 'factory') noFactory &= ~(1 << b.owner);
  for (let planet = 0; planet < state.planets.length; planet++) {
    const walls = state.planets[planet]!.edgeFortifications;
    if (walls === undefined) continue;
    for (const { hq, edges } of HQ_EDGES) {
      const building = state.buildings.find((b) => b.planet === planet && b.space === hq);
      if (building !== undefined) {
        if (building.structure !== 'factory') continue;
        for (const e of edges) {
          const w = walls[e];
          if (w !== null && w !== undefined && w !== building.owner) points[w]! += BLOCK.ringWall;
        }
        continue;
      }
      if (noFactory === 0) continue;
      let onHq = -1;
      for (const r of state.rovers) {
        if (r.location !== 'orbit' && r.location.planet === planet && r.location.space === hq) {
          onHq = r.owner;
          break;
        }
      }
      for (let q = 0; q < n; q++) {
        if ((noFactory & (1 << q)) === 0) continue;
        let held = 0;
        let others = 0;
        for (const e of edges) {
          const w = walls[e];
          if (w === q) held++;
          else if (w !== null && w !== undefined) others++;
        }
        if (held === 0) continue;
        const share = (held + others) / edges.length;
        const s = share * share;
        const blocked = onHq !== -1 && onHq !== q;
        if (blocked && (noFactory & (1 << onHq)) === 0) points[onHq]! += BLOCK.rover;
        // A Rover on the HQ blocks it alone: no walls to mend, no need to close in.
        if (blocked) continue;
        if (held < edges.length) {
          // The others close in on the site's open edges (to wall them or step onto the HQ).
          const around = board.playableNeighbors[hq]!;
          for (let p = 0; p < n; p++) {
            if (p === q || !state.players[p]!.inGame || (noFactory & (1 << p)) !== 0) continue;
            let best = BLOCK.horizon;
            for (const r of state.rovers) {
              if (r.owner !== p || r.location === 'orbit' || r.location.planet !== planet) continue;
              for (let i = 0; i < edges.length; i++) {
                if (walls[edges[i]!] === q) continue;
                const d = actionsToStand(r.location.space, r.facing!, around[i]!);
                if (d < best) best = d;
              }
            }
            points[p]! += BLOCK.near * s * (1 - best / BLOCK.horizon);
          }
        }
        if (others === 0) continue;
        for (const e of edges) {
          const w = walls[e];
          if (w === null || w === undefined || w === q || (noFactory & (1 << w)) !== 0) continue;
          points[w]! += BLOCK.wall * s;
        }
      }
    }
  }
  return points;
}
