import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { ownRover } from '../_internals/acting.js';
import {
  bordersEnemyFortification,
  buildingAt,
  buildingOf,
  fortificationAt,
  isAdjacent,
  roverAt,
  roverName,
  spaceName,
} from '../_internals/position.js';
import { type ActionFamily, inPlay } from '../action-family.js';
import type { Action, DescendAction } from '../actions.js';
import { fail, type IllegalActionCode } from '../errors.js';
import type { GameState, PlayerIndex } from '../types.js';

/**
 * Ruling R8: a Rover in orbit descends onto a playable space of any planet holding no Rover,
 * Building or Fortification that borders no enemy Fortification, or onto such a space next to
 * its owner's Space Port whatever borders it. Off-board borders are no enemy's (ruling R18).
 */
function landingProblem(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): { code: IllegalActionCode; rule: 'R1' | 'R8' | 'R27'; why: string } | null {
  if (state.planets[planet]!.destroyed)
    return { code: 'PLANET_DESTROYED', rule: 'R27', why: 'the planet is destroyed' };
  if (!board.spaces[space]!.playable)
    return { code: 'OFF_BOARD', rule: 'R1', why: 'it is off the board' };
  const rover = roverAt(state, planet, space);
  if (rover)
    return { code: 'SPACE_OCCUPIED', rule: 'R8', why: `Rover ${roverName(rover.id)} is there` };
  const building = buildingAt(state, planet, space);
  if (building)
    return { code: 'SPACE_OCCUPIED', rule: 'R8', why: `a ${building.structure} is there` };
  if (fortificationAt(state, planet, space) !== null) {
    return { code: 'SPACE_OCCUPIED', rule: 'R8', why: 'a Fortification is there' };
  }
  const port = buildingOf(state, player, 'spacePort');
  const nextToPort = port !== undefined && port.planet === planet && isAdjacent(port.space, space);
  if (!nextToPort && bordersEnemyFortification(state, player, { planet, space })) {
    return { code: 'ENEMY_FORTIFICATION', rule: 'R8', why: 'it borders an enemy Fortification' };
  }
  return null;
}

function checkDescend(state: GameState, action: DescendAction): void {
  const rover = ownRover(state, action, action.rover, 'R8');
  if (rover.location !== 'orbit') {
    fail('NOT_IN_ORBIT', 'R8', action, `Rover ${roverName(rover.id)} is not in orbit`);
  }
  const problem = landingProblem(state, rover.owner, action.planet, action.space);
  if (problem) {
    const where = spaceName(action.planet, action.space, state.options.planets);
    fail(
      problem.code,
      problem.rule,
      action,
      `Rover ${roverName(rover.id)} cannot descend to ${where}: ${problem.why}`,
    );
  }
}

function applyDescend(draft: Draft<GameState>, state: GameState, action: DescendAction): void {
  const i = state.rovers.findIndex((r) => r.id === action.rover);
  draft.rovers[i]!.location = { planet: action.planet, space: action.space };
}

function legalDescents(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location !== 'orbit') continue;
    for (let planet = 0; planet < state.planets.length; planet++) {
      if (state.planets[planet]!.destroyed) continue;
      for (const space of board.playableSpaces) {
        if (landingProblem(state, player, planet, space) === null) {
          out.push({ type: 'descend', rover: rover.id, planet, space });
        }
      }
    }
  }
}

/** Descend from orbit (ruling R8). */
export const descend: ActionFamily<DescendAction> = inPlay(
  checkDescend,
  applyDescend,
  legalDescents,
);
