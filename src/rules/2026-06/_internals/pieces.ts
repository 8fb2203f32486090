import { board } from '../../../board/index.js';
import {
  buildingAt,
  fortificationAt,
  roverAt,
  roverById,
  roverName,
} from '../../_internals/position.js';
import type { Action } from '../../actions.js';
import { fail, type RuleRef } from '../../errors.js';
import type { GameState, Location, PlayerIndex, Rover } from '../../types.js';

// Read-only questions about a 2026-06 position, shared by its checks and legal-action lists.

/** A Rover on a planet. */
export type RoverOnPlanet = Rover & { readonly location: Location };

/**
 * What stands on a space (2026-06 "holds no piece": no Rover, Building or Fortification, anyone's),
 * in words, or `null` when it is empty.
 */
export function pieceOn(state: GameState, planet: number, space: number): string | null {
  const rover = roverAt(state, planet, space);
  if (rover !== undefined) return `Rover ${roverName(rover.id)} is there`;
  const building = buildingAt(state, planet, space);
  if (building !== undefined) return `player ${building.owner}'s ${building.structure} is there`;
  const fort = fortificationAt(state, planet, space);
  if (fort !== null) return `player ${fort}'s Fortification is there`;
  return null;
}

/** A playable neighbour of `space` holding a Fortification, anyone's (ruling R36), or `null`. */
export function fortificationNextTo(
  state: GameState,
  planet: number,
  space: number,
): number | null {
  const forts = state.planets[planet]!.fortifications;
  for (const n of board.playableNeighbors[space]!) if (forts[n] !== null) return n;
  return null;
}

/** The current player's Rover named by an action, wherever it is (rulings R23, R40). */
export function ownRover2026(state: GameState, action: Action, id: number, rule: RuleRef): Rover {
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

/** The current player's Rover named by an action, which must stand on a planet (ruling R40). */
export function roverOnPlanet(
  state: GameState,
  action: Action,
  id: number,
  rule: RuleRef,
): RoverOnPlanet {
  const rover = ownRover2026(state, action, id, rule);
  if (rover.location === 'orbit') {
    fail(
      'ROVER_IN_ORBIT',
      'R40',
      action,
      `Rover ${roverName(id)} is in orbit of planet ${rover.orbit}: it can only descend or change orbit`,
    );
  }
  return rover as RoverOnPlanet;
}

/** Whether `player` has a Rover on some planet (Rovers in orbit do not count, ruling R48). */
export function hasRoverOnPlanet(state: GameState, player: PlayerIndex): boolean {
  for (const r of state.rovers) if (r.owner === player && r.location !== 'orbit') return true;
  return false;
}
