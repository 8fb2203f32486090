import type { Draft } from 'immer';
import { board, facingsAhead, turnedFacing } from '../../board/index.js';
import { actingRover } from '../_internals/acting.js';
import type { Effects } from '../_internals/effects.js';
import { buildingAt, roverAt, roverName } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, MoveAction, TurnAction } from '../actions.js';
import { fail, type IllegalActionCode } from '../errors.js';
import type { GameState, PlayerIndex } from '../types.js';
import { edgeName, enemyEdge } from './_internals/edges.js';

// Ruling R53: a Rover moves one space ahead, across the edge it faces; R54: it then faces one of
// the two edges of its new space most nearly straight ahead, its choice; R55: a Turn faces the
// next edge left or right.

/** Why a Rover of `player` on `from` may not cross into `to`, or `null` when it may. */
export interface StepProblem {
  readonly code: IllegalActionCode;
  readonly rule: 'R1' | 'R53';
  readonly why: string;
}

/**
 * Ruling R53: whether a Rover of `player` may cross from `from` into the neighbouring `to`: a
 * playable space with no Rover and no Building (its owner's Space Port excepted, when
 * `ownSpacePortOk`), across an edge with no enemy Fortification (a wall both ways).
 */
export function stepProblem(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  from: number,
  to: number,
  ownSpacePortOk: boolean,
): StepProblem | null {
  if (!board.spaces[to]!.playable)
    return { code: 'OFF_BOARD', rule: 'R1', why: 'it is off the board' };
  if (enemyEdge(state, player, planet, from, to)) {
    return {
      code: 'ENEMY_FORTIFICATION',
      rule: 'R53',
      why: `an enemy Fortification stands on the edge ${edgeName(from, to)}, a wall no other player's Rover crosses`,
    };
  }
  const rover = roverAt(state, planet, to);
  if (rover !== undefined) {
    return { code: 'SPACE_OCCUPIED', rule: 'R53', why: `Rover ${roverName(rover.id)} is there` };
  }
  const building = buildingAt(state, planet, to);
  if (building !== undefined) {
    if (ownSpacePortOk && building.owner === player && building.structure === 'spacePort')
      return null;
    const whose = building.owner === player ? 'your' : `player ${building.owner}'s`;
    return { code: 'SPACE_OCCUPIED', rule: 'R53', why: `${whose} ${building.structure} is there` };
  }
  return null;
}

/** Whether the space ahead is its owner's Space Port: the Rover goes into orbit (R8, R53). */
function intoOrbit(state: GameState, player: PlayerIndex, planet: number, to: number): boolean {
  return buildingAt(state, planet, to)?.owner === player;
}

/**
 * Ruling R54: `WRONG_FACING` unless `facing` is one of the two facings ahead after crossing from
 * `from` into `to` (and names none when the Rover goes into orbit).
 */
export function checkFacingAhead(
  action: Action,
  from: number,
  to: number,
  facing: number | undefined,
  toOrbit: boolean,
  who: string,
): void {
  if (toOrbit) {
    if (facing !== undefined) {
      fail('WRONG_FACING', 'R54', action, `${who} goes into orbit: a move there names no facing`);
    }
    return;
  }
  const ahead = facingsAhead(from, to);
  if (facing === undefined) {
    fail(
      'WRONG_FACING',
      'R54',
      action,
      `${who} must name its new facing on space ${to}: ${ahead.join(' or ')}`,
    );
  }
  if (!(ahead as readonly number[]).includes(facing)) {
    fail(
      'WRONG_FACING',
      'R54',
      action,
      `${who} cannot face space ${facing} after moving from ${from} to ${to}: only ${ahead.join(' or ')}, the edges most nearly straight ahead`,
    );
  }
}

function checkMove(state: GameState, action: MoveAction): void {
  const rover = actingRover(state, action, action.rover, 'R53');
  const { planet, space } = rover.location;
  const ahead = rover.facing!;
  const who = `Rover ${roverName(rover.id)}`;
  if (action.to !== ahead) {
    fail(
      'NOT_AHEAD',
      'R53',
      action,
      `${who} faces space ${ahead} and moves only there, not to space ${action.to} (turn first)`,
    );
  }
  const problem = stepProblem(state, rover.owner, planet, space, ahead, true);
  if (problem)
    fail(problem.code, problem.rule, action, `${who} cannot move to ${ahead}: ${problem.why}`);
  const toOrbit = intoOrbit(state, rover.owner, planet, ahead);
  checkFacingAhead(action, space, ahead, action.facing, toOrbit, who);
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
  if (buildingAt(state, planet, action.to) !== undefined) {
    // Ruling R8, R53: into its own Space Port, and so into orbit, where it has no facing.
    rover.location = 'orbit';
    delete rover.facing;
    effects.events.push({ type: 'enteredOrbit', rover: action.rover });
  } else {
    rover.location = { planet, space: action.to };
    rover.facing = action.facing!;
  }
}

function legalMoves(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location === 'orbit') continue;
    const { planet, space } = rover.location;
    const to = rover.facing!;
    if (stepProblem(state, player, planet, space, to, true) !== null) continue;
    if (intoOrbit(state, player, planet, to)) {
      out.push({ type: 'move', rover: rover.id, to });
      continue;
    }
    const [a, b] = facingsAhead(space, to) as readonly [number, number];
    for (const facing of a < b ? [a, b] : [b, a]) {
      out.push({ type: 'move', rover: rover.id, to, facing });
    }
  }
}

/** Rulings R53, R54: one space ahead, then a new facing of the two most nearly straight ahead. */
export const move: ActionFamily<MoveAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkMove,
  apply: applyMove,
  legal: legalMoves,
};

const DIRECTIONS = ['left', 'right'] as const;

function checkTurn(state: GameState, action: TurnAction): void {
  actingRover(state, action, action.rover, 'R55');
}

function applyTurn(draft: Draft<GameState>, state: GameState, action: TurnAction): void {
  const i = state.rovers.findIndex((r) => r.id === action.rover);
  const rover = state.rovers[i]!;
  const { space } = rover.location as { space: number };
  draft.rovers[i]!.facing = turnedFacing(space, rover.facing!, action.direction);
}

function legalTurns(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (const rover of state.rovers) {
    if (rover.owner !== player || rover.location === 'orbit') continue;
    for (const direction of DIRECTIONS) out.push({ type: 'turn', rover: rover.id, direction });
  }
}

/** Ruling R55: a Rover on a planet turns to the next edge of its space, left or right. */
export const turn: ActionFamily<TurnAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkTurn,
  apply: applyTurn,
  legal: legalTurns,
};
