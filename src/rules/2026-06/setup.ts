import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { isAdjacent, SORTED_NEIGHBORS, spaceName } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, ChooseAction, PlaceAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PlayerIndex } from '../types.js';
import { pieceOn } from './_internals/pieces.js';
import { gainFactoryPoints } from './_internals/points.js';

// Rulings R31, R32: the roll-off winner of a two-player game chooses to place first or second;
// placement then goes counter-clockwise (descending seats) from the first placer, each placing a
// Factory on an empty HQ and a Rover next to it; the last to place moves first.

/** Ruling R32: the seat of the k-th placement (k = 0..n−1), counter-clockwise from the first. */
export function placerOf(placesFirst: PlayerIndex, k: number, n: number): PlayerIndex {
  return (((placesFirst - k) % n) + n) % n;
}

function checkPlace(state: GameState, action: PlaceAction): void {
  if (state.placesFirst === null || state.placesFirst === undefined) {
    fail(
      'CHOICE_PENDING',
      'R31',
      action,
      `player ${state.firstPlayer}, who won the roll-off, must first choose to place first or second`,
    );
  }
  const { planet, space } = action;
  const roverSpace = action.roverSpace!;
  const where = spaceName(planet, space, state.options.planets);
  const cannot = `cannot place a Factory on ${where}`;
  if (state.planets[planet]!.destroyed)
    fail('PLANET_DESTROYED', 'R41', action, `${cannot}: the planet is destroyed`);
  if (!board.spaces[space]!.playable)
    fail('OFF_BOARD', 'R1', action, `${cannot}: it is off the board`);
  if (board.spaces[space]!.kind !== 'hq')
    fail('NOT_AN_HQ', 'R32', action, `${cannot}: it is not an HQ`);
  const there = pieceOn(state, planet, space);
  if (there !== null) fail('SPACE_OCCUPIED', 'R32', action, `${cannot}: ${there}`);
  const roverCannot = `cannot place a Rover on ${spaceName(planet, roverSpace, state.options.planets)}`;
  if (!board.spaces[roverSpace]!.playable)
    fail('OFF_BOARD', 'R1', action, `${roverCannot}: it is off the board`);
  if (!isAdjacent(space, roverSpace)) {
    fail(
      'NOT_ADJACENT',
      'R32',
      action,
      `${roverCannot}: it is not next to the Factory's HQ ${space}`,
    );
  }
  const occupied = pieceOn(state, planet, roverSpace);
  if (occupied !== null) fail('SPACE_OCCUPIED', 'R32', action, `${roverCannot}: ${occupied}`);
}

function applyPlace(draft: Draft<GameState>, state: GameState, action: PlaceAction): void {
  const rules = rulesetOf(state);
  const owner = state.currentPlayer;
  const { planet, space } = action;
  draft.buildings.push({
    structure: 'factory',
    owner,
    planet,
    space,
    hp: rules.hp.building,
    points: 0,
  });
  draft.rovers.push({
    id: state.nextRoverId,
    owner,
    hp: rules.hp.rover,
    location: { planet, space: action.roverSpace! },
  });
  draft.nextRoverId = state.nextRoverId + 1;
  const n = state.players.length;
  const placed = state.rovers.length + 1;
  const first = state.placesFirst!;
  if (placed === n) {
    // Ruling R32: the last placer, seat placesFirst + 1, moves first; R42: their first turn of
    // play begins now, so their Factory gains its first point.
    draft.status = 'playing';
    draft.currentPlayer = placerOf(first, n - 1, n);
    gainFactoryPoints(draft, draft.currentPlayer);
  } else {
    draft.currentPlayer = placerOf(first, placed, n);
  }
}

function legalPlacements(state: GameState, out: Action[]): void {
  if (state.placesFirst === null || state.placesFirst === undefined) return;
  for (let planet = 0; planet < state.planets.length; planet++) {
    if (state.planets[planet]!.destroyed) continue;
    for (const space of board.hqs) {
      if (pieceOn(state, planet, space) !== null) continue;
      for (const roverSpace of SORTED_NEIGHBORS[space]!) {
        if (pieceOn(state, planet, roverSpace) === null) {
          out.push({ type: 'place', planet, space, roverSpace });
        }
      }
    }
  }
}

/** Ruling R32: a Factory on an empty HQ and a Rover on an empty space next to it. */
export const place: ActionFamily<PlaceAction> = {
  phase: 'setup',
  spendsPoint: false,
  endsTurn: false,
  check: checkPlace,
  apply: applyPlace,
  legal: legalPlacements,
};

function checkChoose(state: GameState, action: ChooseAction): void {
  if (state.placesFirst !== null) {
    fail(
      'NO_CHOICE',
      'R31',
      action,
      state.players.length > 2
        ? `with ${state.players.length} players the roll-off winner places first: there is nothing to choose`
        : `player ${state.placesFirst} was already chosen to place first`,
    );
  }
}

function applyChoose(draft: Draft<GameState>, state: GameState, action: ChooseAction): void {
  const winner = state.firstPlayer;
  // Two players (ruling R31): the other seat is the winner's only neighbour either way.
  const first = action.placeFirst ? winner : (winner + 1) % state.players.length;
  draft.placesFirst = first;
  draft.currentPlayer = first;
}

function legalChoices(state: GameState, out: Action[]): void {
  if (state.placesFirst === null) {
    out.push({ type: 'choose', placeFirst: true }, { type: 'choose', placeFirst: false });
  }
}

/** Ruling R31: the two-player roll-off winner chooses to place first or second. */
export const choose: ActionFamily<ChooseAction> = {
  phase: 'setup',
  spendsPoint: false,
  endsTurn: false,
  check: checkChoose,
  apply: applyChoose,
  legal: legalChoices,
};
