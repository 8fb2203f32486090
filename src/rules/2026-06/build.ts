import type { Draft } from 'immer';
import { board } from '../../board/index.js';
import type { Effects } from '../_internals/effects.js';
import { buildingAt, fortificationAt, roverAt, spaceName } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, BuildAction, DecommissionAction } from '../actions.js';
import { fail, type IllegalActionCode } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { Building, GameState, PlayerIndex, Structure } from '../types.js';
import { pieceOn } from './_internals/pieces.js';

type Problem = { code: IllegalActionCode; rule: 'R1' | 'R37' | 'R41'; why: string };

/**
 * Ruling R37: how the playable neighbours of an HQ stand for `player`: how many hold the player's
 * Fortification or Rover (a space with both counts once), and whether one holds the player's
 * Rover, the overseer. Rovers in orbit stand on no space, so they neither count nor oversee.
 */
export function surrounding(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): { held: number; overseen: boolean } {
  let held = 0;
  let overseen = false;
  for (const n of board.playableNeighbors[space]!) {
    const own = roverAt(state, planet, n)?.owner === player;
    if (own) overseen = true;
    if (own || fortificationAt(state, planet, n) === player) held++;
  }
  return { held, overseen };
}

/** Ruling R37: why `player` may not build on this space (whatever the structure), or `null`. */
function siteProblem(
  state: GameState,
  player: PlayerIndex,
  planet: number,
  space: number,
): Problem | null {
  if (state.planets[planet]!.destroyed)
    return { code: 'PLANET_DESTROYED', rule: 'R41', why: 'the planet is destroyed' };
  if (!board.spaces[space]!.playable)
    return { code: 'OFF_BOARD', rule: 'R1', why: 'it is off the board' };
  if (board.spaces[space]!.kind !== 'hq')
    return { code: 'NOT_AN_HQ', rule: 'R37', why: 'it is not an HQ' };
  const there = pieceOn(state, planet, space);
  if (there !== null) return { code: 'SPACE_OCCUPIED', rule: 'R37', why: there };
  const need = rulesetOf(state).buildNeighbours as number;
  const { held, overseen } = surrounding(state, player, planet, space);
  if (held < need) {
    return {
      code: 'NOT_SURROUNDED',
      rule: 'R37',
      why: `${held} of its neighbours hold your Fortification or Rover, not ${need}`,
    };
  }
  if (!overseen)
    return { code: 'NO_OVERSEER', rule: 'R37', why: 'none of its neighbours holds your Rover' };
  return null;
}

/**
 * Ruling R37: a player has at most one Building of each structure on each planet, and one
 * Treasury in all; the Building that stands in the way, or `undefined`.
 */
function limitingBuilding(
  state: GameState,
  player: PlayerIndex,
  structure: Structure,
  planet: number,
): Building | undefined {
  for (const b of state.buildings) {
    if (b.owner !== player || b.structure !== structure) continue;
    if (structure === 'treasury' || b.planet === planet) return b;
  }
  return undefined;
}

function checkBuild(state: GameState, action: BuildAction): void {
  const player = state.currentPlayer;
  const { planet, space, structure } = action;
  const cannot = `player ${player} cannot build a ${structure} on ${spaceName(planet, space, state.options.planets)}`;
  const problem = siteProblem(state, player, planet, space);
  if (problem) fail(problem.code, problem.rule, action, `${cannot}: ${problem.why}`);
  const other = limitingBuilding(state, player, structure, planet);
  if (other !== undefined) {
    const where = structure === 'treasury' ? '(one Treasury in all)' : 'on this planet';
    fail(
      'STRUCTURE_LIMIT',
      'R37',
      action,
      `${cannot}: they already have a ${structure} ${where}, on space ${other.space} of planet ${other.planet}`,
    );
  }
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
    case 'factory':
      // Ruling R42: a new Factory has no build points yet.
      return { structure, ...base, points: 0 };
    default:
      return { structure, ...base };
  }
}

function applyBuild(draft: Draft<GameState>, state: GameState, action: BuildAction): void {
  const { planet, space, structure } = action;
  const hp = rulesetOf(state).hp.building;
  draft.buildings.push(newBuilding(structure, state.currentPlayer, planet, space, hp));
}

function legalBuilds(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  const structures = rulesetOf(state).structures;
  for (let planet = 0; planet < state.planets.length; planet++) {
    if (state.planets[planet]!.destroyed) continue;
    for (const space of board.hqs) {
      if (siteProblem(state, player, planet, space) !== null) continue;
      for (const structure of structures) {
        if (limitingBuilding(state, player, structure, planet) === undefined) {
          out.push({ type: 'build', structure, planet, space });
        }
      }
    }
  }
}

/** Ruling R37: a Building on an empty HQ with 3 neighbours held, one of them by a Rover. */
export const build: ActionFamily<BuildAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkBuild,
  apply: applyBuild,
  legal: legalBuilds,
};

function checkDecommission(state: GameState, action: DecommissionAction): void {
  const player = state.currentPlayer;
  const { planet, space } = action;
  const building = buildingAt(state, planet, space);
  if (building?.owner === player) return;
  if (building === undefined && fortificationAt(state, planet, space) === player) return;
  const where = spaceName(planet, space, state.options.planets);
  const there = pieceOn(state, planet, space);
  // Only a Building or a Fortification can be decommissioned: a Rover there is no answer.
  const enemy =
    building !== undefined
      ? `player ${building.owner}'s ${building.structure} is there`
      : fortificationAt(state, planet, space) !== null
        ? `player ${fortificationAt(state, planet, space)}'s Fortification is there`
        : (there ?? 'nothing is there');
  fail(
    'NOTHING_TO_DECOMMISSION',
    'R38',
    action,
    `player ${player} has no Building or Fortification on ${where} to decommission: ${enemy}`,
  );
}

/**
 * Ruling R38: the Building goes (its points with it; a Drill Cannon does not explode and the
 * planet's firing count stays), or else the Fortification; Fortifications round a Building stay.
 * Reported as `destroyed`, as 2025-01's Destroy is, so a UI removes the piece and the end of
 * the action sees a Factory gone (ruling R48).
 */
function applyDecommission(
  draft: Draft<GameState>,
  state: GameState,
  action: DecommissionAction,
  effects: Effects,
): void {
  const { planet, space } = action;
  const i = state.buildings.findIndex((b) => b.planet === planet && b.space === space);
  if (i >= 0) {
    const { structure, owner } = state.buildings[i]!;
    draft.buildings.splice(i, 1);
    effects.events.push({
      type: 'destroyed',
      target: { piece: 'building', structure, planet, space, owner },
    });
  } else {
    draft.planets[planet]!.fortifications[space] = null;
    effects.events.push({
      type: 'destroyed',
      target: { piece: 'fortification', planet, space, owner: state.currentPlayer },
    });
  }
}

function legalDecommissions(state: GameState, out: Action[]): void {
  const player = state.currentPlayer;
  for (let planet = 0; planet < state.planets.length; planet++) {
    const forts = state.planets[planet]!.fortifications;
    if (state.planets[planet]!.destroyed) continue;
    for (const space of board.playableSpaces) {
      const building =
        board.spaces[space]!.kind === 'hq' ? buildingAt(state, planet, space) : undefined;
      if (building !== undefined ? building.owner === player : forts[space] === player) {
        out.push({ type: 'decommission', planet, space });
      }
    }
  }
}

/** Ruling R38: remove your own Building, or else your own Fortification, from a space. */
export const decommission: ActionFamily<DecommissionAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkDecommission,
  apply: applyDecommission,
  legal: legalDecommissions,
};
