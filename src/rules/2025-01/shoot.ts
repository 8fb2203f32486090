import type { Draft } from 'immer';
import { board, shotDistance } from '../../board/index.js';
import { actingRover } from '../_internals/acting.js';
import { underCover } from '../_internals/cover.js';
import { type Effects, rollDamage } from '../_internals/effects.js';
import { roverName } from '../_internals/position.js';
import { enemyPiece, legalShots, type ShotOdds } from '../_internals/shots.js';
import { type ActionFamily, inPlay } from '../action-family.js';
import type { ShootAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PlayerIndex } from '../types.js';

function checkShoot(state: GameState, action: ShootAction): void {
  const rover = actingRover(state, action, action.rover, 'R2');
  const { planet, space } = rover.location;
  const cannot = `Rover ${roverName(rover.id)} cannot shoot at space ${action.space}`;
  if (!board.spaces[action.space]!.playable)
    fail('OFF_BOARD', 'R1', action, `${cannot}: it is off the board`);
  const distance = shotDistance(space, action.space);
  const range = rulesetOf(state).shootingRange;
  if (distance > range) {
    fail('OUT_OF_RANGE', 'R2', action, `${cannot}: it is ${distance} away, beyond range ${range}`);
  }
  if (enemyPiece(state, rover.owner, planet, action.space, action.target) === undefined) {
    fail('NO_TARGET', 'R20', action, `${cannot}: there is no enemy ${action.target} there`);
  }
}

/**
 * Rulings R3, R4: roll to hit a Rover (the number of `shotNumbers`; Fortifications and
 * Buildings are hit), then to damage.
 */
function applyShoot(
  draft: Draft<GameState>,
  state: GameState,
  action: ShootAction,
  effects: Effects,
): void {
  const rover = actingRover(state, action, action.rover, 'R2');
  const { planet, space } = rover.location;
  const target = enemyPiece(state, rover.owner, planet, action.space, action.target)!;
  const { hitOn } = shotNumbers(state, rover.owner, planet, space, action);
  if (hitOn !== null && effects.roll('hit') < hitOn) {
    effects.events.push({ type: 'miss', target });
    return;
  }
  rollDamage(draft, state, target, effects);
}

/**
 * Rulings R2, R3, R4: what a shot from `from` by `shooter` needs, under the state's ruleset. A
 * Rover is hit on `hitOn.open`+, or `hitOn.cover`+ under cover; Fortifications and Buildings
 * are hit without a roll. The shot itself is not checked (`shotOdds` checks it first).
 */
export function shotNumbers(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  from: number,
  action: ShootAction,
): ShotOdds {
  const rules = rulesetOf(state);
  const cover = action.target === 'rover' && underCover(state, shooter, planet, from, action.space);
  return {
    hitOn: action.target !== 'rover' ? null : cover ? rules.hitOn.cover : rules.hitOn.open,
    damageOn: rules.damageOn,
    cover,
    distance: shotDistance(from, action.space),
  };
}

/** Shoot (rulings R2, R3, R4, R20): at an enemy piece in range. */
export const shoot: ActionFamily<ShootAction> = inPlay(checkShoot, applyShoot, legalShots);
