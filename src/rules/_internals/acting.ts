import type { Action } from '../actions.js';
import { fail, type RuleRef } from '../errors.js';
import type { GameState, Location, Rover } from '../types.js';
import { roverById, roverName } from './position.js';

/** A Rover on a planet. */
export type RoverOnBoard = Rover & { readonly location: Location };

/** The current player's Rover named by an action, which must stand on a planet. */
export function actingRover(
  state: GameState,
  action: Action,
  id: number,
  rule: RuleRef,
): RoverOnBoard {
  const rover = ownRover(state, action, id, rule);
  if (rover.location === 'orbit') {
    fail('ROVER_IN_ORBIT', 'R8', action, `Rover ${roverName(id)} is in orbit: it can only descend`);
  }
  return rover as RoverOnBoard;
}

/** The current player's Rover named by an action, wherever it is. */
export function ownRover(state: GameState, action: Action, id: number, rule: RuleRef): Rover {
  const rover = roverById(state, id);
  if (rover === undefined)
    fail('NO_SUCH_ROVER', rule, action, `there is no Rover ${roverName(id)}`);
  if (rover.owner !== state.currentPlayer) {
    fail(
      'NOT_YOUR_ROVER',
      'R23',
      action,
      `Rover ${roverName(id)} belongs to player ${rover.owner}, not player ${state.currentPlayer}`,
    );
  }
  return rover;
}
