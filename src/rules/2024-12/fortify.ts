import type { Draft } from 'immer';
import { board, edgeBetween } from '../../board/index.js';
import { actingRover } from '../_internals/acting.js';
import { roverName, SORTED_NEIGHBORS } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, FortifyAction } from '../actions.js';
import { fail } from '../errors.js';
import type { GameState } from '../types.js';
import { edgeName, edgeOwner } from './_internals/edges.js';

// Ruling R56: a Rover fortifies an edge of its own space, named by the space across it: a
// playable neighbour (the border already counts as a Fortification, R51) across an edge that
// holds none. Facing does not matter, nor what stands on either side.

function checkFortify(state: GameState, action: FortifyAction): void {
  const rover = actingRover(state, action, action.rover, 'R56');
  const { planet, space } = rover.location;
  const edge = edgeName(space, action.space);
  const cannot = `Rover ${roverName(rover.id)} cannot fortify the edge ${edge}`;
  if (!board.spaces[space]!.neighbors.includes(action.space)) {
    fail(
      'NOT_ADJACENT',
      'R56',
      action,
      `Rover ${roverName(rover.id)} cannot fortify toward space ${action.space}: it is not next to space ${space}`,
    );
  }
  if (!board.spaces[action.space]!.playable) {
    fail(
      'OFF_BOARD',
      'R51',
      action,
      `${cannot}: it borders the off-board region, which counts as a Fortification already`,
    );
  }
  const owner = edgeOwner(state, planet, space, action.space);
  if (owner !== null) {
    fail('ALREADY_FORTIFIED', 'R56', action, `${cannot}: player ${owner}'s Fortification is there`);
  }
}

function applyFortify(draft: Draft<GameState>, state: GameState, action: FortifyAction): void {
  const rover = state.rovers.find((r) => r.id === action.rover)!;
  const { planet, space } = rover.location as { planet: number; space: number };
  draft.planets[planet]!.edgeFortifications![edgeBetween(space, action.space)] =
    state.currentPlayer;
}

function legalFortifications(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location === 'orbit') continue;
    const { planet, space } = rover.location;
    for (const n of SORTED_NEIGHBORS[space]!) {
      if (edgeOwner(state, planet, space, n) === null) {
        out.push({ type: 'fortify', rover: rover.id, space: n });
      }
    }
  }
}

/** Ruling R56: a Fortification on an unfortified edge of the Rover's space. */
export const fortify: ActionFamily<FortifyAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkFortify,
  apply: applyFortify,
  legal: legalFortifications,
};
