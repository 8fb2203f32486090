import type { Draft } from 'immer';
import { checkNextToFactory, ownFactory } from '../_internals/factory.js';
import { buildingOf, SORTED_NEIGHBORS } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, ProduceAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { Factory, GameState } from '../types.js';
import {
  checkFacing,
  edgeName,
  enemyEdge,
  occupant,
  SORTED_ALL_NEIGHBORS,
} from './_internals/edges.js';

// Ruling R62: Produce makes a Rover next to the Factory, where a Rover could step out of it (no
// Rover or Building there, no enemy Fortification on the edge between), facing an edge of the
// player's choice (R52).

/** Why the Factory may not produce on `space` (a neighbour), or `null`. */
function outletProblem(
  state: GameState,
  factory: Factory,
  space: number,
): { code: 'SPACE_OCCUPIED' | 'ENEMY_FORTIFICATION'; why: string } | null {
  const there = occupant(state, factory.planet, space);
  if (there !== null) return { code: 'SPACE_OCCUPIED', why: there };
  if (enemyEdge(state, factory.owner, factory.planet, factory.space, space)) {
    return {
      code: 'ENEMY_FORTIFICATION',
      why: `an enemy Fortification stands on the edge ${edgeName(factory.space, space)}, between the Factory and that space`,
    };
  }
  return null;
}

function checkProduce(state: GameState, action: ProduceAction): void {
  const factory = ownFactory(state, action, 'R62');
  const cannot = checkNextToFactory(action, factory, 'R62');
  const problem = outletProblem(state, factory, action.space);
  if (problem !== null) fail(problem.code, 'R62', action, `${cannot}: ${problem.why}`);
  checkFacing(action, action.space, action.facing!, 'the new Rover');
}

function applyProduce(draft: Draft<GameState>, state: GameState, action: ProduceAction): void {
  const factory = buildingOf(state, state.currentPlayer, 'factory')!;
  draft.rovers.push({
    id: state.nextRoverId,
    owner: factory.owner,
    hp: rulesetOf(state).hp.rover,
    location: { planet: factory.planet, space: action.space },
    facing: action.facing!,
  });
  draft.nextRoverId = state.nextRoverId + 1;
}

function legalProduces(state: GameState, out: Action[]): void {
  const factory = buildingOf(state, state.currentPlayer, 'factory');
  if (!factory) return;
  for (const space of SORTED_NEIGHBORS[factory.space]!) {
    if (outletProblem(state, factory, space) !== null) continue;
    for (const facing of SORTED_ALL_NEIGHBORS[space]!) {
      out.push({ type: 'produce', space, facing });
    }
  }
}

/** Ruling R62: a new Rover next to the Factory, facing an edge of the player's choice. */
export const produce: ActionFamily<ProduceAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkProduce,
  apply: applyProduce,
  legal: legalProduces,
};
