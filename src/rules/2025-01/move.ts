import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { actingRover } from '../_internals/acting.js';
import type { Effects } from '../_internals/effects.js';
import { entryProblem } from '../_internals/entry.js';
import { buildingAt, isAdjacent, roverName, SORTED_NEIGHBORS } from '../_internals/position.js';
import { type ActionFamily, inPlay } from '../action-family.js';
import type { Action, MoveAction } from '../actions.js';
import { fail } from '../errors.js';
import type { GameState } from '../types.js';

/** Ruling R5: a Rover moves to an adjacent playable space it may enter; R8: its own Space Port. */
function checkMove(state: GameState, action: MoveAction): void {
  const rover = actingRover(state, action, action.rover, 'R5');
  const { planet, space } = rover.location;
  const cannot = `Rover ${roverName(rover.id)} cannot move to space ${action.to}`;
  if (!board.spaces[action.to]!.playable)
    fail('OFF_BOARD', 'R1', action, `${cannot}: it is off the board`);
  if (!isAdjacent(space, action.to)) {
    fail('NOT_ADJACENT', 'R5', action, `${cannot}: it is not next to space ${space}`);
  }
  const problem = entryProblem(state, rover.owner, planet, action.to, true);
  if (problem) fail(problem.code, 'R5', action, `${cannot}: ${problem.why}`);
}

function applyMove(
  draft: Draft<GameState>,
  state: GameState,
  action: MoveAction,
  effects: Effects,
): void {
  const i = state.rovers.findIndex((r) => r.id === action.rover);
  const { planet } = state.rovers[i]!.location as { planet: number };
  // Ruling R8: moving into your own Space Port puts the Rover in orbit.
  if (buildingAt(state, planet, action.to) !== undefined) {
    draft.rovers[i]!.location = 'orbit';
    effects.events.push({ type: 'enteredOrbit', rover: action.rover });
  } else {
    draft.rovers[i]!.location = { planet, space: action.to };
  }
}

function legalMoves(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location === 'orbit') continue;
    const { planet, space } = rover.location;
    for (const to of SORTED_NEIGHBORS[space]!) {
      if (entryProblem(state, player, planet, to, true) === null) {
        out.push({ type: 'move', rover: rover.id, to });
      }
    }
  }
}

/** Move (ruling R5). */
export const move: ActionFamily<MoveAction> = inPlay(checkMove, applyMove, legalMoves);
