import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { ownRover } from '../_internals/acting.js';
import { buildingOf, isAdjacent, roverName, spaceName } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, DescendAction } from '../actions.js';
import { fail, type IllegalActionCode } from '../errors.js';
import type { GameState, PlayerIndex } from '../types.js';
import {
  bordersEnemyEdge,
  checkFacing,
  occupant,
  SORTED_ALL_NEIGHBORS,
} from './_internals/edges.js';

// Ruling R61: R8 with edges. A Rover in orbit descends onto a playable space of any planet with
// no Rover and no Building, none of whose edges holds an enemy Fortification, or onto such a
// space next to its owner's Space Port whatever its edges hold; it faces an edge of its choice
// (R52).

function landingProblem(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): { code: IllegalActionCode; rule: 'R1' | 'R61'; why: string } | null {
  if (!board.spaces[space]!.playable)
    return { code: 'OFF_BOARD', rule: 'R1', why: 'it is off the board' };
  const there = occupant(state, planet, space);
  if (there !== null) return { code: 'SPACE_OCCUPIED', rule: 'R61', why: there };
  const port = buildingOf(state, player, 'spacePort');
  const nextToPort = port !== undefined && port.planet === planet && isAdjacent(port.space, space);
  if (!nextToPort && bordersEnemyEdge(state, player, planet, space)) {
    return {
      code: 'ENEMY_FORTIFICATION',
      rule: 'R61',
      why: 'an edge of it holds an enemy Fortification',
    };
  }
  return null;
}

function checkDescend(state: GameState, action: DescendAction): void {
  const rover = ownRover(state, action, action.rover, 'R61');
  if (rover.location !== 'orbit') {
    fail(
      'NOT_IN_ORBIT',
      'R8',
      action,
      `Rover ${roverName(rover.id)} is not in orbit: only a Rover in orbit descends (on a planet it moves)`,
    );
  }
  const problem = landingProblem(state, rover.owner, action.planet, action.space);
  const who = `Rover ${roverName(rover.id)}`;
  if (problem) {
    const where = spaceName(action.planet, action.space, state.options.planets);
    fail(problem.code, problem.rule, action, `${who} cannot descend to ${where}: ${problem.why}`);
  }
  checkFacing(action, action.space, action.facing!, who);
}

function applyDescend(draft: Draft<GameState>, state: GameState, action: DescendAction): void {
  const i = state.rovers.findIndex((r) => r.id === action.rover);
  const rover = draft.rovers[i]!;
  rover.location = { planet: action.planet, space: action.space };
  rover.facing = action.facing!;
}

function legalDescents(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location !== 'orbit') continue;
    for (let planet = 0; planet < state.planets.length; planet++) {
      for (const space of board.playableSpaces) {
        if (landingProblem(state, player, planet, space) !== null) continue;
        for (const facing of SORTED_ALL_NEIGHBORS[space]!) {
          out.push({ type: 'descend', rover: rover.id, planet, space, facing });
        }
      }
    }
  }
}

/** Ruling R61: descend from orbit onto any planet, facing an edge of the Rover's choice. */
export const descend: ActionFamily<DescendAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkDescend,
  apply: applyDescend,
  legal: legalDescents,
};
