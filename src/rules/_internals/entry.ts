import type { IllegalActionCode } from '../errors.js';
import type { GameState, PlayerIndex } from '../types.js';
import { buildingAt, fortificationAt, roverAt } from './position.js';

/** Why a Rover may not enter a space, or `null` when it may. */
export interface EntryProblem {
  readonly code: IllegalActionCode;
  readonly why: string;
}

/**
 * Ruling R5 (and R9 for produced Rovers): a Rover may enter a playable space holding no Rover,
 * no Building and no enemy Fortification. With `ownSpacePortOk`, the player's own Space Port is
 * enterable too (ruling R8: that Rover goes into orbit). The space must already be known playable.
 */
export function entryProblem(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
  ownSpacePortOk: boolean,
): EntryProblem | null {
  const rover = roverAt(state, planet, space);
  if (rover !== undefined) {
    return { code: 'SPACE_OCCUPIED', why: `Rover r${rover.id} is there` };
  }
  const building = buildingAt(state, planet, space);
  if (building !== undefined) {
    if (ownSpacePortOk && building.owner === player && building.structure === 'spacePort')
      return null;
    const whose = building.owner === player ? 'your' : `player ${building.owner}'s`;
    return { code: 'SPACE_OCCUPIED', why: `${whose} ${building.structure} is there` };
  }
  const fort = fortificationAt(state, planet, space);
  if (fort !== null && fort !== player) {
    return { code: 'ENEMY_FORTIFICATION', why: `player ${fort}'s Fortification is there` };
  }
  return null;
}
