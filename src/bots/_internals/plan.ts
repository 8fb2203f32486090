import type { GameState, PlayerIndex } from '../../rules/index.js';

// The long plan that wins against a player who only defends: a Rover safe in orbit, then the
// player's Drill Cannon fired until its planet breaks (rulings R8, R10, R14). A destroyed planet
// takes every piece on it; a player whose only Rover left is in orbit is still in, so the others
// are out and the player wins. Fortifications on one's own HQ, Factory repairs and rebuilding
// make a shooting war a stalemate (docs/bots.md), so mctsBot adds these points to greedy's
// evaluation to steer its search toward the plan; greedyBot does not.

/** The points of the plan, on the scale of `WEIGHTS` in evaluate.ts. */
export const PLAN = {
  /** Owning both a Space Port and a Drill Cannon (the means of the plan). */
  means: 60,
  /** A Rover of the player in orbit while no opponent has one, and a cannon on a planet. */
  safe: 40,
  /** While safe: per time that planet's cannons have fired (each makes the next roll likelier). */
  shot: 60,
  /** While safe: the cannon is ready, and also aimed (the next Fire is one action away). */
  ready: 6,
  aimed: 6,
} as const;

/** Whether any Rover of `player` is in orbit. */
function inOrbit(state: GameState, player: PlayerIndex): boolean {
  for (const r of state.rovers) if (r.owner === player && r.location === 'orbit') return true;
  return false;
}

/** Each seat's plan points (0 for a finished game, whose value is its result). */
export function planPoints(state: GameState): number[] {
  const points = state.players.map(() => 0);
  if (state.status === 'finished') return points;
  for (const cannon of state.buildings) {
    if (cannon.structure !== 'drillCannon') continue;
    const p = cannon.owner;
    const port = state.buildings.some((b) => b.owner === p && b.structure === 'spacePort');
    if (port) points[p]! += PLAN.means;
    const opponentSafe = state.players.some((q, i) => i !== p && q.inGame && inOrbit(state, i));
    if (!inOrbit(state, p) || opponentSafe) continue;
    points[p]! += PLAN.safe + PLAN.shot * state.planets[cannon.planet]!.cannonShots;
    if (cannon.ready) points[p]! += PLAN.ready + (cannon.aim === null ? 0 : PLAN.aimed);
  }
  return points;
}
