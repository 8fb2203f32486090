import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import { entryProblem } from '../_internals/entry.js';
import {
  buildingAt,
  buildingOf,
  fortificationAt,
  isAdjacent,
  roverAt,
  SORTED_NEIGHBORS,
  spaceName,
} from '../_internals/position.js';
import { type ActionFamily, inPlay } from '../action-family.js';
import type { Action, BuildAction } from '../actions.js';
import { fail, type IllegalActionCode } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { Building, GameState, PlayerIndex, Structure } from '../types.js';

type Problem = { code: IllegalActionCode; rule: 'R1' | 'R7' | 'R27'; why: string };

/**
 * Ruling R7: why a player may not build on this HQ (whatever the structure), or `null`.
 * Off-board neighbours count as the player's Fortifications (ruling R1), so only the playable
 * neighbours are checked.
 */
function siteProblem(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): Problem | null {
  if (state.planets[planet]!.destroyed)
    return { code: 'PLANET_DESTROYED', rule: 'R27', why: 'the planet is destroyed' };
  if (!board.spaces[space]!.playable)
    return { code: 'OFF_BOARD', rule: 'R1', why: 'it is off the board' };
  if (board.spaces[space]!.kind !== 'hq')
    return { code: 'NOT_AN_HQ', rule: 'R7', why: 'it is not an HQ' };
  const building = buildingAt(state, planet, space);
  if (building)
    return { code: 'SPACE_OCCUPIED', rule: 'R7', why: `a ${building.structure} is already there` };
  if (fortificationAt(state, planet, space) !== null) {
    return { code: 'SPACE_OCCUPIED', rule: 'R7', why: 'a Fortification is there' };
  }
  const rover = roverAt(state, planet, space);
  if (rover && rover.owner !== player) {
    return { code: 'SPACE_OCCUPIED', rule: 'R7', why: `enemy Rover r${rover.id} is there` };
  }
  const unheld = firstUnheldNeighbor(state, player, planet, space);
  if (unheld !== null) {
    return {
      code: 'NOT_SURROUNDED',
      rule: 'R7',
      why: `space ${unheld} holds neither your Fortification nor your Rover`,
    };
  }
  return null;
}

/**
 * Ruling R7: the first playable neighbour of an HQ holding neither the player's Fortification nor
 * the player's Rover, or `null` when the player surrounds it. (Also used by mctsBot's valuation.)
 *
 * @example
 * ```ts
 * firstUnheldNeighbor(state, 0, 0, 26) === null; // player 0 surrounds HQ 26 of planet 0
 * ```
 */
export function firstUnheldNeighbor(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): number | null {
  for (const n of board.playableNeighbors[space]!) {
    if (fortificationAt(state, planet, n) === player) continue;
    if (roverAt(state, planet, n)?.owner !== player) return n;
  }
  return null;
}

/**
 * Ruling R7: whether `player` may build some structure on this HQ now (the structure limit and
 * the free move out of a Rover standing on it aside). Used by legalBuilds and mctsBot's plan.
 *
 * @example
 * ```ts
 * const sites = board.hqs.filter((hq) => isBuildSite(state, state.currentPlayer, 0, hq));
 * ```
 */
export function isBuildSite(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): boolean {
  // Most HQs fail this test, the cheapest of siteProblem's; it decides none on its own.
  if (firstUnheldNeighbor(state, player, planet, space) !== null) return false;
  return siteProblem(state, player, planet, space) === null;
}

function checkBuild(state: GameState, action: BuildAction): void {
  const player = state.currentPlayer;
  const { planet, space, structure } = action;
  const cannot = `player ${player} cannot build a ${structure} on ${spaceName(planet, space, state.options.planets)}`;
  const problem = siteProblem(state, player, planet, space);
  if (problem) fail(problem.code, problem.rule, action, `${cannot}: ${problem.why}`);
  if (buildingOf(state, player, structure)) {
    fail('STRUCTURE_LIMIT', 'R7', action, `${cannot}: they already have a ${structure}`);
  }
  const rover = roverAt(state, planet, space);
  if (rover === undefined) {
    if (action.moveTo !== undefined) {
      fail(
        'MOVE_OUT_REQUIRED',
        'R7',
        action,
        `${cannot}: no Rover stands there to move out to ${action.moveTo}`,
      );
    }
    return;
  }
  // Ruling R7: the Rover on the HQ gets one free move out first; it must be a legal move.
  if (action.moveTo === undefined) {
    fail(
      'MOVE_OUT_REQUIRED',
      'R7',
      action,
      `${cannot}: Rover r${rover.id} stands there and must move out (moveTo)`,
    );
  }
  if (!board.spaces[action.moveTo]!.playable) {
    fail(
      'OFF_BOARD',
      'R1',
      action,
      `${cannot}: Rover r${rover.id} cannot move out to ${action.moveTo}, off the board`,
    );
  }
  if (!isAdjacent(space, action.moveTo)) {
    fail(
      'NOT_ADJACENT',
      'R7',
      action,
      `${cannot}: Rover r${rover.id} cannot move out to ${action.moveTo}, not next to it`,
    );
  }
  const blocked = entryProblem(state, player, planet, action.moveTo, false);
  if (blocked)
    fail(
      blocked.code,
      'R7',
      action,
      `${cannot}: Rover r${rover.id} cannot move out to ${action.moveTo}: ${blocked.why}`,
    );
}

function newBuilding(
  structure: Structure,
  owner: PlayerIndex,
  planet: number,
  space: number,
  hp: number,
): Building {
  const base = { owner, planet, space, hp };
  switch (structure) {
    case 'drillCannon':
      return { structure, ...base, ready: false, aim: null };
    case 'treasury':
      return { structure, ...base, points: 0 };
    default:
      return { structure, ...base };
  }
}

function applyBuild(draft: Draft<GameState>, state: GameState, action: BuildAction): void {
  const { planet, space, structure, moveTo } = action;
  if (moveTo !== undefined) {
    const rover = roverAt(state, planet, space)!;
    draft.rovers[state.rovers.indexOf(rover)]!.location = { planet, space: moveTo };
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
    if (state.planets[planet]!.destroyed) continue;
    for (const space of board.hqs) {
      if (!isBuildSite(state, player, planet, space)) continue;
      const rover = roverAt(state, planet, space);
      const exits =
        rover === undefined
          ? [undefined]
          : SORTED_NEIGHBORS[space]!.filter(
              (n) => entryProblem(state, player, planet, n, false) === null,
            );
      for (const structure of kinds) {
        for (const moveTo of exits) {
          out.push(
            moveTo === undefined
              ? { type: 'build', structure, planet, space }
              : { type: 'build', structure, planet, space, moveTo },
          );
        }
      }
    }
  }
}

/** Build (ruling R7): a Space Port, Factory, Drill Cannon or Treasury on a surrounded HQ. */
export const build: ActionFamily<BuildAction> = inPlay(checkBuild, applyBuild, legalBuilds);
