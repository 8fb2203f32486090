import type { Draft } from 'immer';
import { ownRover } from '../_internals/acting.js';
import { entryProblem } from '../_internals/entry.js';
import { checkNextToFactory, ownFactory } from '../_internals/factory.js';
import { buildingOf, isAdjacent, roverName, SORTED_NEIGHBORS } from '../_internals/position.js';
import { type ActionFamily, inPlay } from '../action-family.js';
import type { Action, ProduceAction, RepairAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState } from '../types.js';

/** Ruling R9: a new Rover on a space next to the Factory that a Rover could enter. */
function checkProduce(state: GameState, action: ProduceAction): void {
  const factory = ownFactory(state, action);
  const cannot = checkNextToFactory(action, factory, 'R9');
  const problem = entryProblem(state, factory.owner, factory.planet, action.space, false);
  if (problem) fail(problem.code, 'R9', action, `${cannot}: ${problem.why}`);
}

function applyProduce(draft: Draft<GameState>, state: GameState, action: ProduceAction): void {
  const factory = buildingOf(state, state.currentPlayer, 'factory')!;
  draft.rovers.push({
    id: draft.nextRoverId,
    owner: factory.owner,
    hp: rulesetOf(state).hp.rover,
    location: { planet: factory.planet, space: action.space },
  });
  draft.nextRoverId = state.nextRoverId + 1;
}

/** Ruling R9: +1 hit point to a friendly Rover next to the Factory, below full (R17). */
function checkRepair(state: GameState, action: RepairAction): void {
  const factory = ownFactory(state, action);
  const rover = ownRover(state, action, action.rover, 'R9');
  const cannot = `the Factory cannot repair Rover ${roverName(rover.id)}`;
  const at = rover.location;
  if (at === 'orbit' || at.planet !== factory.planet || !isAdjacent(factory.space, at.space)) {
    fail('NOT_ADJACENT', 'R9', action, `${cannot}: it is not next to the Factory`);
  }
  const full = rulesetOf(state).hp.rover;
  if (rover.hp >= full)
    fail('FULL_HEALTH', 'R9', action, `${cannot}: it has all ${full} hit points`);
}

function applyRepair(draft: Draft<GameState>, state: GameState, action: RepairAction): void {
  const i = state.rovers.findIndex((r) => r.id === action.rover);
  draft.rovers[i]!.hp = state.rovers[i]!.hp + 1;
}

function legalProduces(state: GameState, out: Action[]): void {
  const factory = buildingOf(state, state.currentPlayer, 'factory');
  if (!factory) return;
  for (const space of SORTED_NEIGHBORS[factory.space]!) {
    if (entryProblem(state, factory.owner, factory.planet, space, false) === null) {
      out.push({ type: 'produce', space });
    }
  }
}

function legalRepairs(state: GameState, out: Action[]): void {
  const factory = buildingOf(state, state.currentPlayer, 'factory');
  if (!factory) return;
  const full = rulesetOf(state).hp.rover;
  for (const rover of state.rovers) {
    const at = rover.location;
    if (rover.owner !== factory.owner || at === 'orbit' || rover.hp >= full) continue;
    if (at.planet === factory.planet && isAdjacent(factory.space, at.space)) {
      out.push({ type: 'repair', rover: rover.id });
    }
  }
}

/** Produce a Rover (ruling R9). */
export const produce: ActionFamily<ProduceAction> = inPlay(
  checkProduce,
  applyProduce,
  legalProduces,
);

/** Repair a Rover next to the Factory (ruling R9). */
export const repair: ActionFamily<RepairAction> = inPlay(checkRepair, applyRepair, legalRepairs);
