import type { Draft } from 'immer';
import { board, facingsAhead } from '../../board/index.js';
import { buildingAt, buildingOf, roverAt, spaceName } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, BuildAction } from '../actions.js';
import { fail, type IllegalActionCode } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { Building, GameState, PlayerIndex, Structure } from '../types.js';
import { edgeName, edgeOwner } from './_internals/edges.js';
import { checkFacingAhead, stepProblem } from './move.js';

// Ruling R59: build on an HQ every edge of which holds the builder's Fortification (the border
// counting as theirs, R51); one of each structure in the whole game (R7); a Rover of the builder
// on the HQ first gets one free Move (R53, R54).

type Problem = { code: IllegalActionCode; rule: 'R1' | 'R59'; why: string };

/**
 * Ruling R59: the first edge of an HQ (named by the neighbour across it) that holds no
 * Fortification of `player`, or `null` when every edge does. Border edges count as theirs (R51).
 */
export function firstUnfortifiedEdge(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): number | null {
  for (const n of board.playableNeighbors[space]!) {
    if (edgeOwner(state, planet, space, n) !== player) return n;
  }
  return null;
}

/** Ruling R59: why `player` may not build on this HQ (whatever the structure), or `null`. */
function siteProblem(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): Problem | null {
  if (!board.spaces[space]!.playable)
    return { code: 'OFF_BOARD', rule: 'R1', why: 'it is off the board' };
  if (board.spaces[space]!.kind !== 'hq')
    return { code: 'NOT_AN_HQ', rule: 'R59', why: 'it is not an HQ' };
  const building = buildingAt(state, planet, space);
  if (building)
    return { code: 'SPACE_OCCUPIED', rule: 'R59', why: `a ${building.structure} is already there` };
  const rover = roverAt(state, planet, space);
  if (rover && rover.owner !== player) {
    return { code: 'SPACE_OCCUPIED', rule: 'R59', why: `enemy Rover r${rover.id} is there` };
  }
  const open = firstUnfortifiedEdge(state, player, planet, space);
  if (open !== null) {
    return {
      code: 'NOT_SURROUNDED',
      rule: 'R59',
      why: `the edge ${edgeName(space, open)} holds no Fortification of yours`,
    };
  }
  return null;
}

function checkBuild(state: GameState, action: BuildAction): void {
  const player = state.currentPlayer;
  const { planet, space, structure } = action;
  const cannot = `player ${player} cannot build a ${structure} on ${spaceName(planet, space, state.options.planets)}`;
  const problem = siteProblem(state, player, planet, space);
  if (problem) fail(problem.code, problem.rule, action, `${cannot}: ${problem.why}`);
  if (buildingOf(state, player, structure)) {
    fail('STRUCTURE_LIMIT', 'R59', action, `${cannot}: they already have a ${structure}`);
  }
  const rover = roverAt(state, planet, space);
  if (rover === undefined) {
    if (action.moveTo !== undefined || action.facing !== undefined) {
      fail('MOVE_OUT_REQUIRED', 'R59', action, `${cannot}: no Rover stands there to move out`);
    }
    return;
  }
  // Ruling R59: the Rover on the HQ gets one free Move out first (R53, R54).
  const who = `Rover r${rover.id}`;
  if (action.moveTo === undefined) {
    fail(
      'MOVE_OUT_REQUIRED',
      'R59',
      action,
      `${cannot}: ${who} stands there and must move out first (moveTo ${rover.facing}, the space it faces)`,
    );
  }
  if (action.moveTo !== rover.facing) {
    fail(
      'NOT_AHEAD',
      'R59',
      action,
      `${cannot}: ${who} faces space ${rover.facing} and moves out only there, not to ${action.moveTo}`,
    );
  }
  const blocked = stepProblem(state, player, planet, space, action.moveTo, false);
  if (blocked) {
    const rule = blocked.rule === 'R1' ? 'R1' : 'R59';
    fail(
      blocked.code,
      rule,
      action,
      `${cannot}: ${who} cannot move out to ${action.moveTo}: ${blocked.why}`,
    );
  }
  checkFacingAhead(action, space, action.moveTo, action.facing, false, who);
}

function newBuilding(
  structure: Structure,
  owner: PlayerIndex,
  planet: number,
  space: number,
  hp: number,
): Building {
  const base = { owner, planet, space, hp };
  // Ruling R63: a Drill Cannon starts with no power (it has no Ready or Aim in 2024-12).
  return structure === 'drillCannon'
    ? { structure, ...base, ready: false, aim: null, power: 0 }
    : ({ structure, ...base } as Building);
}

function applyBuild(draft: Draft<GameState>, state: GameState, action: BuildAction): void {
  const { planet, space, structure, moveTo } = action;
  if (moveTo !== undefined) {
    const i = state.rovers.indexOf(roverAt(state, planet, space)!);
    draft.rovers[i]!.location = { planet, space: moveTo };
    draft.rovers[i]!.facing = action.facing!;
  }
  const hp = rulesetOf(state).hp.building;
  draft.buildings.push(newBuilding(structure, state.currentPlayer, planet, space, hp));
}

function legalBuilds(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  const kinds: Structure[] = [];
  for (const s of rulesetOf(state).structures)
    if (buildingOf(state, player, s) === undefined) kinds.push(s);
  if (kinds.length === 0) return;
  for (let planet = 0; planet < state.planets.length; planet++) {
    for (const space of board.hqs) {
      if (firstUnfortifiedEdge(state, player, planet, space) !== null) continue;
      if (siteProblem(state, player, planet, space) !== null) continue;
      const rover = roverAt(state, planet, space);
      let exits: { moveTo: number; facing: number }[] | undefined;
      if (rover !== undefined) {
        const to = rover.facing!;
        if (stepProblem(state, player, planet, space, to, false) !== null) continue;
        const facings = [...facingsAhead(space, to)].sort((a, b) => a - b);
        exits = facings.map((facing) => ({ moveTo: to, facing }));
      }
      for (const structure of kinds) {
        if (exits === undefined) {
          out.push({ type: 'build', structure, planet, space });
          continue;
        }
        for (const exit of exits) out.push({ type: 'build', structure, planet, space, ...exit });
      }
    }
  }
}

/** Ruling R59: build on an HQ whose every edge you fortified; your Rover there moves out first. */
export const build: ActionFamily<BuildAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkBuild,
  apply: applyBuild,
  legal: legalBuilds,
};
