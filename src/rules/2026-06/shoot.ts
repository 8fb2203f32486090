import type { Draft } from 'immer';
import { board, shotDistance } from '../../board/index.js';
import type { RoverOnBoard } from '../_internals/acting.js';
import { ownRover } from '../_internals/acting.js';
import { coveredByAdjacency } from '../_internals/cover.js';
import type { Effects } from '../_internals/effects.js';
import { roverName } from '../_internals/position.js';
import { enemyPiece, legalShots, type ShotOdds } from '../_internals/shots.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, ShootAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PlayerIndex } from '../types.js';
import { damagePiece } from './damage.js';

// Shoot in 2026-06: range as 2025-01 (ruling R34), cover by adjacency (R35), and a Rover in
// orbit cannot shoot (R40).

/** The shooting Rover: the current player's, on a planet (ruling R40: not in orbit). */
export function shootingRover(state: GameState, action: Action, id: number): RoverOnBoard {
  const rover = ownRover(state, action, id, 'R34');
  if (rover.location === 'orbit') {
    fail('ROVER_IN_ORBIT', 'R40', action, `Rover ${roverName(id)} is in orbit: it cannot shoot`);
  }
  return rover as RoverOnBoard;
}

/**
 * Rulings R34, R35: what a 2026-06 shot needs. A Rover is hit on `hitOn.open`+ (`hitOn.cover`+
 * under cover); a Fortification or a Building is hit without a roll; the piece is then damaged
 * on `damageOn`+ (`coverDamageOn`+ under cover).
 */
export function shotNumbers2026(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  from: number,
  action: ShootAction,
): ShotOdds {
  const rules = rulesetOf(state);
  const cover = coveredByAdjacency(state, shooter, planet, action.space, action.target);
  const hitOn = cover ? rules.hitOn.cover : rules.hitOn.open;
  return {
    hitOn: action.target === 'rover' ? hitOn : null,
    damageOn: cover ? rules.coverDamageOn : rules.damageOn,
    cover,
    distance: shotDistance(from, action.space),
  };
}

function checkShoot(state: GameState, action: ShootAction): void {
  const rover = shootingRover(state, action, action.rover);
  const { planet, space } = rover.location;
  const cannot = `Rover ${roverName(rover.id)} cannot shoot at space ${action.space}`;
  if (!board.spaces[action.space]!.playable)
    fail('OFF_BOARD', 'R1', action, `${cannot}: it is off the board`);
  const distance = shotDistance(space, action.space);
  const range = rulesetOf(state).shootingRange;
  if (distance > range) {
    fail('OUT_OF_RANGE', 'R34', action, `${cannot}: it is ${distance} away, beyond range ${range}`);
  }
  if (enemyPiece(state, rover.owner, planet, action.space, action.target) === undefined) {
    fail('NO_TARGET', 'R20', action, `${cannot}: there is no enemy ${action.target} there`);
  }
}

/** Rulings R35, R46, R47: roll to hit a Rover (others are hit), then to damage. */
function applyShoot(
  draft: Draft<GameState>,
  state: GameState,
  action: ShootAction,
  effects: Effects,
): void {
  const rover = shootingRover(state, action, action.rover);
  const { planet, space } = rover.location;
  const target = enemyPiece(state, rover.owner, planet, action.space, action.target)!;
  const { hitOn, damageOn } = shotNumbers2026(state, rover.owner, planet, space, action);
  if (hitOn !== null && effects.roll('hit') < hitOn) {
    effects.events.push({ type: 'miss', target });
    return;
  }
  damagePiece(draft, state, target, damageOn, effects);
}

/**
 * Shoot (rulings R34, R35, R40): the shots listed are 2025-01's (enemy pieces in range of Rovers
 * on a planet, R20), in the same order.
 */
export const shoot: ActionFamily<ShootAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkShoot,
  apply: applyShoot,
  legal: legalShots,
};
