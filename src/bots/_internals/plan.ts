import { board } from '../../board/index.js';
import type { GameState, PlayerIndex } from '../../rules/index.js';
import { isBuildSite } from '../../rules/index.js';
import { RACE, raceChance, STEPS } from './race.js';
import { orbitIsSafe, planetsBreak } from './rules-view.js';

// The long plan that wins against a player who only defends: a Rover safe in orbit, then the
// player's Drill Cannon fired until its planet breaks (rulings R8, R10, R14). A destroyed planet
// takes every piece on it; a player whose only Rover left is in orbit is still in, so the others
// are out and the player wins. Fortifications on one's own HQ, Factory repairs and rebuilding
// make a shooting war a stalemate (docs/bots.md), so mctsBot adds these points to greedy's
// evaluation to steer its search toward the plan; greedyBot does not.
//
// The plan needs one ring of Fortifications only: on the HQ they surround, demolish what stands
// there (R12), build a Space Port (R7), move a Rover in (R8), demolish the Port and build a Drill
// Cannon, then Ready, Aim and Fire (R10) until the planet breaks. The points rise at every one
// of these steps by more than greedy's evaluation says the step costs (a Factory is worth about
// 90 there, an empty surrounded HQ 36), so each step looks good one action ahead and the search
// checks it against the opponent's replies. Before a Rover is in orbit, the plan waits for a
// small army (`PLAN.army` Rovers) to guard the ring.

/** The points of the plan, on the scale of `WEIGHTS` in evaluate-weights.ts. */
export const PLAN = {
  /** Rovers a player needs before its site and Space Port count (the ring's guards). */
  army: 3,
  /** No Space Port yet, an army, and an HQ the player may build on (a surrounded empty HQ). */
  site: 70,
  /** A Space Port and an army, no Rover in orbit yet. */
  port: 80,
  /** A Rover in orbit (safe: no opponent has one). Replaces `site` and `port`. */
  orbit: 120,
  /**
   * Safe, no Drill Cannon, and an HQ to build one on: more than a Factory adds to the evaluation
   * (about 54 on a surrounded HQ), so that in orbit the site is kept for the cannon.
   */
  cannonSite: 60,
  /** Safe and a Drill Cannon (replaces `cannonSite`). */
  cannon: 90,
  /** Safe: per time the planet has been fired on (each makes the next planet roll likelier). */
  shot: 60,
  /** Safe: the cannon is ready, and also aimed (the next Fire is one action away). */
  ready: 6,
  aimed: 6,
  /**
   * What an opponent's Rover in orbit costs a player still in (`wayUpPoints`), less the way up
   * the player keeps: `port` for a Rover of its own in orbit or a Space Port, `site` for a site.
   */
  behind: 80,
} as const;

/** Whether `player` may build on some HQ of some planet now (ruling R7). */
function hasSite(state: GameState, player: PlayerIndex): boolean {
  for (let planet = 0; planet < state.planets.length; planet++) {
    for (const hq of board.hqs) if (isBuildSite(state, player, planet, hq)) return true;
  }
  return false;
}

/** One seat's plan points, its opponents' Rovers in orbit aside (see `planPoints`). */
function playerPoints(state: GameState, player: PlayerIndex): number {
  let rovers = 0;
  let orbit = false;
  for (const r of state.rovers) {
    if (r.owner !== player) continue;
    rovers++;
    if (r.location === 'orbit') orbit = true;
  }
  let port = false;
  let cannon = null;
  for (const b of state.buildings) {
    if (b.owner !== player) continue;
    if (b.structure === 'spacePort') port = true;
    if (b.structure === 'drillCannon') cannon = b;
  }
  if (!orbit) {
    if (rovers < PLAN.army) return 0;
    if (port) return PLAN.port;
    return hasSite(state, player) ? PLAN.site : 0;
  }
  let points = PLAN.orbit;
  for (const planet of state.planets)
    if (!planet.destroyed) points += PLAN.shot * planet.cannonShots;
  if (cannon === null) return points + (hasSite(state, player) ? PLAN.cannonSite : 0);
  points += PLAN.cannon;
  if (cannon.ready) points += PLAN.ready + (cannon.aim === null ? 0 : PLAN.aimed);
  return points;
}

/**
 * Each seat's plan points: 0 for a finished game (its value is its result) and for a seat while
 * an opponent has a Rover in orbit (planet destruction would leave that opponent in the game).
 * All 0 where a Rover in orbit is not safe (2026-06: it does not keep its player in, and dies
 * with its planet, rulings R41, R48; destroying the last planet loses for everyone) and where
 * no planet breaks (2024-12: no planet roll, R63), so the plan is 2025-01's only.
 */
export function planPoints(state: GameState): number[] {
  const points = state.players.map(() => 0);
  const orbiting = orbitingSeats(state);
  if (orbiting === null) return points;
  for (let p = 0; p < points.length; p++) {
    if (!opponentUp(state, orbiting, p) && state.players[p]!.inGame)
      points[p] = playerPoints(state, p);
  }
  return points;
}

/**
 * Which seats have a Rover in orbit, or null where the plan does not count: a finished game, and
 * the rulesets where a Rover in orbit is not safe or no planet breaks (`planPoints`).
 */
function orbitingSeats(state: GameState): boolean[] | null {
  if (state.status === 'finished' || !orbitIsSafe(state) || !planetsBreak(state)) return null;
  const orbiting = state.players.map(() => false);
  for (const r of state.rovers) if (r.location === 'orbit') orbiting[r.owner] = true;
  return orbiting;
}

/** Whether an opponent of `player` still in the game has a Rover in orbit. */
function opponentUp(state: GameState, orbiting: readonly boolean[], player: number): boolean {
  return orbiting.some((o, q) => o && q !== player && state.players[q]!.inGame);
}

/**
 * Each seat's way up while an opponent still in has a Rover in orbit, for a seat still in:
 * `PLAN.port` for a Rover of its own in orbit or, down, its Space Port; `PLAN.site` for a site
 * for one; nothing else; each less `PLAN.behind` (so 0, −10 or −80), whatever the army. 0 while
 * nobody is up and once the game is over. The plan counts nothing for a seat while an opponent is
 * up (`planPoints`), so without these points nothing leads a player behind in the race to its
 * Space Port, several actions away (it never followed the other side up in 37 of 100 games at
 * 50 ms a decision: the research log); and up too, a player loses nothing by coming down to its
 * Port. Less `PLAN.behind`, an opponent going up costs a player with a Port what it cost with
 * the plan alone (its `PLAN.port` gone): counted without it, the search let the other side up
 * more often (the research log's O2). Counted for the seat alone, not less the others' average
 * (value.ts): taken less it, a leader alone in orbit hunted the other's Port and site instead of
 * firing its cannon (the research log's H). A seat down, with an opponent up who has a Drill
 * Cannon, also loses `RACE.loss` times the chance that the cannon breaks the planet before the
 * seat is back up (race.ts): without it the search came down, or stayed down, while that cannon
 * was aimed. 2025-01's only, as the plan.
 */
export function wayUpPoints(state: GameState): number[] {
  const points = state.players.map(() => 0);
  const orbiting = orbitingSeats(state);
  if (orbiting === null) return points;
  for (let p = 0; p < points.length; p++) {
    if (!state.players[p]!.inGame || !opponentUp(state, orbiting, p)) continue;
    const port = state.buildings.some((b) => b.owner === p && b.structure === 'spacePort');
    const way = orbiting[p] || port ? PLAN.port : hasSite(state, p) ? PLAN.site : 0;
    const risk = orbiting[p] ? 0 : raceRisk(state, orbiting, p);
    points[p] = way - PLAN.behind - RACE.loss * risk;
  }
  return points;
}

/** The moves `player`'s nearest Rover needs into its Space Port, at most `RACE.noWay` (race.ts). */
function waySteps(state: GameState, player: PlayerIndex): number {
  const port = state.buildings.find((b) => b.owner === player && b.structure === 'spacePort');
  let steps: number = RACE.noWay;
  if (port === undefined) return steps;
  for (const r of state.rovers) {
    if (r.owner !== player || r.location === 'orbit' || r.location.planet !== port.planet) continue;
    const d = STEPS[r.location.space * board.spaces.length + port.space]!;
    if (d < steps) steps = d;
  }
  return steps;
}

/**
 * The chance that a Drill Cannon of an opponent in orbit breaks its planet before `player`, down,
 * is back up (race.ts): the largest over the opponents.
 */
function raceRisk(state: GameState, orbiting: readonly boolean[], player: PlayerIndex): number {
  let risk = 0;
  let steps = -1;
  for (const b of state.buildings) {
    if (b.structure !== 'drillCannon' || b.owner === player || !orbiting[b.owner]) continue;
    if (!state.players[b.owner]!.inGame) continue;
    if (steps < 0) steps = waySteps(state, player);
    const toAct = state.currentPlayer === player;
    const shots = state.planets[b.planet]!.cannonShots;
    const chance = raceChance(steps, toAct, b.ready, b.aim !== null, shots);
    if (chance > risk) risk = chance;
  }
  return risk;
}
