import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import {
  fortificationAt,
  isAdjacent,
  roverById,
  roverName,
  SORTED_NEIGHBORS,
} from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, FortifyAction } from '../actions.js';
import { fail, type IllegalActionCode } from '../errors.js';
import type { GameState, PlayerIndex } from '../types.js';
import { fortificationNextTo, pieceOn, roverOnPlanet } from './_internals/pieces.js';

/**
 * Ruling R36: why a Fortification may not go on this playable space, or `null`: it must hold no
 * piece (no Rover, not even the player's own, no Building, no Fortification) and no playable
 * space next to it may hold a Fortification, anyone's.
 */
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
  const there = pieceOn(state, planet, space);
  if (there !== null) return { code: 'SPACE_OCCUPIED', why: there };
  const near = fortificationNextTo(state, planet, space);
  if (near !== null) {
    const owner = fortificationAt(state, planet, near);
    return {
      code: 'FORTIFICATION_NEARBY',
      why: `player ${owner}'s Fortification on space ${near} is next to it`,
    };
  }
  return null;
}

function checkFortify(state: GameState, action: FortifyAction): void {
  const rover = roverOnPlanet(state, action, action.rover, 'R36');
  const { planet, space } = rover.location;
  const cannot = `Rover ${roverName(rover.id)} cannot fortify space ${action.space}`;
  if (!board.spaces[action.space]!.playable)
    fail('OFF_BOARD', 'R1', action, `${cannot}: it is off the board`);
  if (!isAdjacent(space, action.space)) {
    fail('NOT_ADJACENT', 'R36', action, `${cannot}: it is not next to space ${space}`);
  }
  const problem = fortifyProblem(state, rover.owner, planet, action.space);
  if (problem) fail(problem.code, 'R36', action, `${cannot}: ${problem.why}`);
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

/** Ruling R36: a Fortification on an empty space next to the Rover, away from every other. */
export const fortify: ActionFamily<FortifyAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkFortify,
  apply: applyFortify,
  legal: legalFortifications,
};
