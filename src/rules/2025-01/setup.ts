import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { nextPlacer } from '../_internals/placing.js';
import { roverAt, spaceName } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, PlaceAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState } from '../types.js';

/** Ruling R15: a Rover on an empty playable HQ of any planet. */
function checkPlace(state: GameState, action: PlaceAction): void {
  const where = spaceName(action.planet, action.space, state.options.planets);
  if (!board.spaces[action.space]!.playable)
    fail('OFF_BOARD', 'R1', action, `cannot place a Rover on ${where}: it is off the board`);
  if (board.spaces[action.space]!.kind !== 'hq')
    fail('NOT_AN_HQ', 'R15', action, `cannot place a Rover on ${where}: it is not an HQ`);
  const rover = roverAt(state, action.planet, action.space);
  if (rover)
    fail(
      'SPACE_OCCUPIED',
      'R15',
      action,
      `cannot place a Rover on ${where}: Rover r${rover.id} is there`,
    );
}

function applyPlace(draft: Draft<GameState>, state: GameState, action: PlaceAction): void {
  draft.rovers.push({
    id: draft.nextRoverId,
    owner: draft.currentPlayer,
    hp: rulesetOf(state).hp.rover,
    location: { planet: action.planet, space: action.space },
  });
  draft.nextRoverId++;
  nextPlacer(draft);
}

function legalPlacements(state: GameState, out: Action[]): void {
  for (let planet = 0; planet < state.planets.length; planet++) {
    for (const space of board.hqs) {
      if (!roverAt(state, planet, space)) out.push({ type: 'place', planet, space });
    }
  }
}

/** Place a Rover during setup (ruling R15). */
export const place: ActionFamily<PlaceAction> = {
  phase: 'setup',
  spendsPoint: false,
  endsTurn: false,
  check: checkPlace,
  apply: applyPlace,
  legal: legalPlacements,
};
