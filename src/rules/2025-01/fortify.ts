import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { actingRover } from '../_internals/acting.js';
import {
  buildingAt,
  fortificationAt,
  isAdjacent,
  roverAt,
  roverById,
  roverName,
  SORTED_NEIGHBORS,
} from '../_internals/position.js';
import { type ActionFamily, inPlay } from '../action-family.js';
import type { Action, FortifyAction } from '../actions.js';
import { fail, type IllegalActionCode } from '../errors.js';
import type { GameState, PlayerIndex } from '../types.js';

/** Ruling R6: why a player may not fortify a playable space, or `null`. */
function fortifyProblem(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): { code: IllegalActionCode; why: string } | null {
  const fort = fortificationAt(state, planet, space);
  if (fort !== null) {
    const whose = fort === player ? 'your' : `player ${fort}'s`;
    return { code: 'ALREADY_FORTIFIED', why: `${whose} Fortification is already there` };
  }
  const building = buildingAt(state, planet, space);
  if (building !== undefined)
    return { code: 'SPACE_OCCUPIED', why: `a ${building.structure} is there` };
  const rover = roverAt(state, planet, space);
  if (rover !== undefined && rover.owner !== player) {
    return { code: 'SPACE_OCCUPIED', why: `enemy Rover ${roverName(rover.id)} is there` };
  }
  return null;
}

function checkFortify(state: GameState, action: FortifyAction): void {
  const rover = actingRover(state, action, action.rover, 'R6');
  const { planet, space } = rover.location;
  const cannot = `Rover ${roverName(rover.id)} cannot fortify space ${action.space}`;
  if (!board.spaces[action.space]!.playable)
    fail('OFF_BOARD', 'R1', action, `${cannot}: it is off the board`);
  if (!isAdjacent(space, action.space)) {
    fail('NOT_ADJACENT', 'R6', action, `${cannot}: it is not next to space ${space}`);
  }
  const problem = fortifyProblem(state, rover.owner, planet, action.space);
  if (problem) fail(problem.code, 'R6', action, `${cannot}: ${problem.why}`);
}

function applyFortify(draft: Draft<GameState>, state: GameState, action: FortifyAction): void {
  const rover = roverById(state, action.rover)!;
  const { planet } = rover.location as { planet: number };
  draft.planets[planet]!.fortifications[action.space] = rover.owner;
}

function legalFortifications(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location === 'orbit') continue;
    const { planet, space } = rover.location;
    for (const target of SORTED_NEIGHBORS[space]!) {
      if (fortifyProblem(state, player, planet, target) === null) {
        out.push({ type: 'fortify', rover: rover.id, space: target });
      }
    }
  }
}

/** Fortify (ruling R6). */
export const fortify: ActionFamily<FortifyAction> = inPlay(
  checkFortify,
  applyFortify,
  legalFortifications,
);
