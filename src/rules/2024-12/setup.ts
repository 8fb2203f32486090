import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { nextPlacer } from '../_internals/placing.js';
import { roverAt, spaceName } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, PlaceAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState } from '../types.js';
import { checkFacing, SORTED_ALL_NEIGHBORS } from './_internals/edges.js';

// Ruling R66: the roll-off and seating order of R15; each player places a Rover on an empty HQ
// of any planet, facing an edge of its choice (R52).

function checkPlace(state: GameState, action: PlaceAction): void {
  const where = spaceName(action.planet, action.space, state.options.planets);
  if (!board.spaces[action.space]!.playable)
    fail('OFF_BOARD', 'R1', action, `cannot place a Rover on ${where}: it is off the board`);
  if (board.spaces[action.space]!.kind !== 'hq')
    fail('NOT_AN_HQ', 'R66', action, `cannot place a Rover on ${where}: it is not an HQ`);
  const rover = roverAt(state, action.planet, action.space);
  if (rover) {
    fail(
      'SPACE_OCCUPIED',
      'R66',
      action,
      `cannot place a Rover on ${where}: Rover r${rover.id} is there`,
    );
  }
  checkFacing(action, action.space, action.facing!, 'the placed Rover');
}

function applyPlace(draft: Draft<GameState>, state: GameState, action: PlaceAction): void {
  draft.rovers.push({
    id: state.nextRoverId,
    owner: state.currentPlayer,
    hp: rulesetOf(state).hp.rover,
    location: { planet: action.planet, space: action.space },
    facing: action.facing!,
  });
  draft.nextRoverId = state.nextRoverId + 1;
  nextPlacer(draft);
}

function legalPlacements(state: GameState, out: Action[]): void {
  for (let planet = 0; planet < state.planets.length; planet++) {
    for (const space of board.hqs) {
      if (roverAt(state, planet, space)) continue;
      for (const facing of SORTED_ALL_NEIGHBORS[space]!) {
        out.push({ type: 'place', planet, space, facing });
      }
    }
  }
}

/** Ruling R66: a Rover on an empty HQ of any planet, facing a neighbour of its choice (R52). */
export const place: ActionFamily<PlaceAction> = {
  phase: 'setup',
  spendsPoint: false,
  endsTurn: false,
  check: checkPlace,
  apply: applyPlace,
  legal: legalPlacements,
};
