import {
  B_AIM,
  B_HP,
  B_PLANET,
  B_READY,
  B_SPACE,
  O_DESTROYED,
  O_IN_GAME,
  O_SHOTS,
  ORBIT,
  type Position,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  S_CURRENT,
  STRUCTURE_KINDS,
} from '../../core/_internals/position.js';
import { HQS, SPACES } from '../../core/_internals/tables.js';
import { DRILL_CANNON, isBuildSite, SPACE_PORT } from '../../core/2025-01/predicates.js';
import { MAX_PLAYERS } from '../../rules/index.js';
import { PLAN } from './plan.js';
import { RACE, raceChance, STEPS } from './race.js';

// plan.ts's points of the orbit plan, read from a 2025-01 core position: the same numbers, summed
// in the same order (test/bots/_internals/core-value.test.ts). The plan is 2025-01's only (a
// Rover in orbit is safe and planets break): the other rulesets' points are all 0 (value.ts).

const ROVERS = new Int32Array(MAX_PLAYERS);
const ORBITING = new Uint8Array(MAX_PLAYERS);

/** Whether `player` may build on some HQ of some planet now (ruling R7). */
function hasSite(pos: Position, player: number): boolean {
  for (let planet = 0; planet < pos.planets; planet++) {
    for (let i = 0; i < HQS.length; i++) if (isBuildSite(pos, player, planet, HQS[i]!)) return true;
  }
  return false;
}

/** One seat's plan points (plan.ts's `playerPoints`). */
function playerPoints(pos: Position, player: number): number {
  const m = pos.m;
  const port = m[pos.building(player * STRUCTURE_KINDS + SPACE_PORT) + B_HP]! > 0;
  const cannon = pos.building(player * STRUCTURE_KINDS + DRILL_CANNON);
  if (ORBITING[player] === 0) {
    if (ROVERS[player]! < PLAN.army) return 0;
    if (port) return PLAN.port;
    return hasSite(pos, player) ? PLAN.site : 0;
  }
  let points: number = PLAN.orbit;
  for (let planet = 0; planet < pos.planets; planet++)
    if (m[O_DESTROYED + planet] !== 1) points += PLAN.shot * m[O_SHOTS + planet]!;
  if (m[cannon + B_HP]! === 0) return points + (hasSite(pos, player) ? PLAN.cannonSite : 0);
  points += PLAN.cannon;
  if (m[cannon + B_READY] === 1) points += PLAN.ready + (m[cannon + B_AIM] === -1 ? 0 : PLAN.aimed);
  return points;
}

/**
 * `planPoints` and `wayUpPoints` of a 2025-01 game that is not over, added into `plan` and
 * `wayUp` (one entry per seat, 0 on entry). A seat still in counts its plan while no opponent
 * still in has a Rover in orbit, and its way up (its own Rover in orbit or Space Port, or else a
 * site for one, less `PLAN.behind`) while one has: the one or the other, never both.
 */
export function planPointsCore(pos: Position, plan: Float64Array, wayUp: Float64Array): void {
  const m = pos.m;
  const n = pos.players;
  // Loops, not fill(): a typed array's fill costs more than a few writes.
  for (let p = 0; p < n; p++) {
    ROVERS[p] = 0;
    ORBITING[p] = 0;
  }
  const alive = m[S_ALIVE]!;
  for (let k = 0; k < alive; k++) {
    const r = pos.rover(m[pos.oAliveList + k]!);
    const owner = m[r + R_OWNER]!;
    ROVERS[owner]!++;
    if (m[r + R_LOC] === ORBIT) ORBITING[owner] = 1;
  }
  for (let p = 0; p < n; p++) {
    if (m[O_IN_GAME + p] !== 1) continue;
    let opponentUp = false;
    for (let q = 0; q < n; q++)
      if (q !== p && ORBITING[q] === 1 && m[O_IN_GAME + q] === 1) opponentUp = true;
    if (!opponentUp) {
      plan[p] = playerPoints(pos, p);
      continue;
    }
    const port = m[pos.building(p * STRUCTURE_KINDS + SPACE_PORT) + B_HP]! > 0;
    const way = ORBITING[p] === 1 || port ? PLAN.port : hasSite(pos, p) ? PLAN.site : 0;
    const risk = ORBITING[p] === 1 ? 0 : raceRisk(pos, p);
    wayUp[p] = way - PLAN.behind - RACE.loss * risk;
  }
}

/** plan.ts's `waySteps`: the moves the player's nearest Rover needs into its Space Port. */
function waySteps(pos: Position, player: number): number {
  const m = pos.m;
  const port = pos.building(player * STRUCTURE_KINDS + SPACE_PORT);
  let steps: number = RACE.noWay;
  if (m[port + B_HP]! <= 0) return steps;
  const planet = m[port + B_PLANET]!;
  const to = m[port + B_SPACE]!;
  const alive = m[S_ALIVE]!;
  for (let k = 0; k < alive; k++) {
    const r = pos.rover(m[pos.oAliveList + k]!);
    const cell = m[r + R_LOC]!;
    if (m[r + R_OWNER] !== player || cell === ORBIT || Math.floor(cell / SPACES) !== planet)
      continue;
    const d = STEPS[(cell % SPACES) * SPACES + to]!;
    if (d < steps) steps = d;
  }
  return steps;
}

/** plan.ts's `raceRisk`, with ORBITING filled for the position. */
function raceRisk(pos: Position, player: number): number {
  const m = pos.m;
  let risk = 0;
  let steps = -1;
  for (let q = 0; q < pos.players; q++) {
    if (q === player || ORBITING[q] !== 1 || m[O_IN_GAME + q] !== 1) continue;
    const cannon = pos.building(q * STRUCTURE_KINDS + DRILL_CANNON);
    if (m[cannon + B_HP]! <= 0) continue;
    if (steps < 0) steps = waySteps(pos, player);
    const ready = m[cannon + B_READY] === 1;
    const aimed = m[cannon + B_AIM] !== -1;
    const shots = m[O_SHOTS + m[cannon + B_PLANET]!]!;
    const chance = raceChance(steps, m[S_CURRENT] === player, ready, aimed, shots);
    if (chance > risk) risk = chance;
  }
  return risk;
}
