import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import type { Effects } from '../_internals/effects.js';
import { entryProblem } from '../_internals/entry.js';
import {
  buildingAt,
  isAdjacent,
  roverName,
  SORTED_NEIGHBORS,
  spaceName,
} from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, DescendAction, MoveAction, OrbitAction } from '../actions.js';
import { fail } from '../errors.js';
import type { GameState } from '../types.js';
import { ownRover2026, pieceOn, roverOnPlanet } from './_internals/pieces.js';

// Ruling R5 (unchanged): a Rover moves to an adjacent playable space holding no Rover, no
// Building and no enemy Fortification. Ruling R40: a move onto its owner's Space Port puts it
// in orbit of that planet; from orbit it descends onto that planet or moves to another's orbit.

function checkMove(state: GameState, action: MoveAction): void {
  const rover = roverOnPlanet(state, action, action.rover, 'R5');
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
  const rover = draft.rovers[i]!;
  // Ruling R40: moving onto your own Space Port puts the Rover in orbit of its planet.
  if (buildingAt(state, planet, action.to) !== undefined) {
    rover.location = 'orbit';
    rover.orbit = planet;
    effects.events.push({ type: 'enteredOrbit', rover: action.rover });
  } else {
    rover.location = { planet, space: action.to };
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

/** Rulings R5, R40: move to an adjacent space, or into orbit through your own Space Port. */
export const move: ActionFamily<MoveAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkMove,
  apply: applyMove,
  legal: legalMoves,
};

/** The planet a Rover of the current player orbits (NOT_IN_ORBIT when it stands on one). */
function orbiting(state: GameState, action: DescendAction | OrbitAction): number {
  const rover = ownRover2026(state, action, action.rover, 'R40');
  if (rover.location !== 'orbit' || rover.orbit === undefined) {
    fail('NOT_IN_ORBIT', 'R40', action, `Rover ${roverName(rover.id)} is not in orbit`);
  }
  return rover.orbit;
}

function checkDescend(state: GameState, action: DescendAction): void {
  const orbit = orbiting(state, action);
  const { planet, space } = action;
  const cannot = `Rover ${roverName(action.rover)} cannot descend to ${spaceName(planet, space, state.options.planets)}`;
  if (state.planets[planet]!.destroyed)
    fail('PLANET_DESTROYED', 'R41', action, `${cannot}: the planet is destroyed`);
  if (state.rovers.find((r) => r.id === action.rover)!.transferred) {
    fail(
      'ORBIT_THIS_TURN',
      'R40',
      action,
      `${cannot}: it moved to the orbit of planet ${orbit} this turn and descends on a later turn`,
    );
  }
  if (planet !== orbit) {
    fail(
      'WRONG_PLANET',
      'R40',
      action,
      `${cannot}: it orbits planet ${orbit}, not planet ${planet}`,
    );
  }
  if (!board.spaces[space]!.playable)
    fail('OFF_BOARD', 'R1', action, `${cannot}: it is off the board`);
  const there = pieceOn(state, planet, space);
  if (there !== null) fail('SPACE_OCCUPIED', 'R40', action, `${cannot}: ${there}`);
}

function applyDescend(draft: Draft<GameState>, state: GameState, action: DescendAction): void {
  const i = state.rovers.findIndex((r) => r.id === action.rover);
  const rover = draft.rovers[i]!;
  rover.location = { planet: action.planet, space: action.space };
  delete rover.orbit;
  delete rover.transferred;
}

function legalDescents(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location !== 'orbit' || rover.orbit === undefined) continue;
    if (rover.transferred) continue; // ruling R40: not in the turn it changed orbit
    const planet = rover.orbit;
    for (const space of board.playableSpaces) {
      if (pieceOn(state, planet, space) === null) {
        out.push({ type: 'descend', rover: rover.id, planet, space });
      }
    }
  }
}

/**
 * Ruling R40: a Rover in orbit descends onto a playable space of the planet it orbits that holds
 * no piece (no Rover, Building or Fortification, anyone's); enemy borders do not matter. A Rover
 * that moved to that orbit this turn descends on a later turn; one that entered orbit through
 * its own Space Port may descend in the same turn.
 */
export const descend: ActionFamily<DescendAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkDescend,
  apply: applyDescend,
  legal: legalDescents,
};

function checkOrbit(state: GameState, action: OrbitAction): void {
  const orbit = orbiting(state, action);
  const cannot = `Rover ${roverName(action.rover)} cannot move to the orbit of planet ${action.planet}`;
  if (action.planet === orbit)
    fail('SAME_PLANET', 'R40', action, `${cannot}: it already orbits it`);
  if (state.planets[action.planet]!.destroyed)
    fail('PLANET_DESTROYED', 'R41', action, `${cannot}: the planet is destroyed`);
}

function applyOrbit(draft: Draft<GameState>, state: GameState, action: OrbitAction): void {
  const i = state.rovers.findIndex((r) => r.id === action.rover);
  const rover = draft.rovers[i]!;
  rover.orbit = action.planet;
  // Ruling R40: it descends there on a later turn of its owner (cleared when the turn ends).
  rover.transferred = true;
}

function legalOrbits(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location !== 'orbit') continue;
    for (let planet = 0; planet < state.planets.length; planet++) {
      if (planet !== rover.orbit && !state.planets[planet]!.destroyed) {
        out.push({ type: 'orbit', rover: rover.id, planet });
      }
    }
  }
}

/** Ruling R40: a Rover in orbit moves to the orbit of any other planet not destroyed (R41). */
export const orbit: ActionFamily<OrbitAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkOrbit,
  apply: applyOrbit,
  legal: legalOrbits,
};
