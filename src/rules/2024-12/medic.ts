import type { Draft } from 'immer';
import { actingRover } from '../_internals/acting.js';
import { buildingOf, isAdjacent, roverName, spaceName } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, HealAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState } from '../types.js';

// Ruling R60: a Rover next to its owner's Medic heals 1 hit point, up to its starting 5 (R17).

function checkHeal(state: GameState, action: HealAction): void {
  const rover = actingRover(state, action, action.rover, 'R60');
  const medic = buildingOf(state, rover.owner, 'medic');
  const cannot = `Rover ${roverName(rover.id)} cannot heal`;
  if (medic === undefined)
    fail('NO_STRUCTURE', 'R60', action, `${cannot}: player ${rover.owner} has no Medic`);
  const { planet, space } = rover.location;
  if (medic.planet !== planet || !isAdjacent(medic.space, space)) {
    fail(
      'NOT_ADJACENT',
      'R60',
      action,
      `${cannot}: it is not next to the Medic on ${spaceName(medic.planet, medic.space, state.options.planets)}`,
    );
  }
  const full = rulesetOf(state).hp.rover;
  if (rover.hp >= full)
    fail('FULL_HEALTH', 'R60', action, `${cannot}: it has all ${full} hit points`);
}

function applyHeal(draft: Draft<GameState>, state: GameState, action: HealAction): void {
  const i = state.rovers.findIndex((r) => r.id === action.rover);
  draft.rovers[i]!.hp = state.rovers[i]!.hp + 1;
}

function legalHeals(state: GameState, out: Action[]): void {
  const medic = buildingOf(state, state.currentPlayer, 'medic');
  if (medic === undefined) return;
  const full = rulesetOf(state).hp.rover;
  for (const rover of state.rovers) {
    const at = rover.location;
    if (rover.owner !== medic.owner || at === 'orbit' || rover.hp >= full) continue;
    if (at.planet === medic.planet && isAdjacent(medic.space, at.space)) {
      out.push({ type: 'heal', rover: rover.id });
    }
  }
}

/** Ruling R60: Heal, +1 hit point to a Rover of yours next to your Medic, below 5. */
export const heal: ActionFamily<HealAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: false,
  check: checkHeal,
  apply: applyHeal,
  legal: legalHeals,
};
