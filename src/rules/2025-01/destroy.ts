import type { Draft } from 'immer';
import type { Effects } from '../_internals/effects.js';
import { buildingOf } from '../_internals/position.js';
import { type ActionFamily, inPlay } from '../action-family.js';
import type { Action, DestroyAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState } from '../types.js';

/** Ruling R12: demolish one of your own Buildings; Fortifications around it stay. */
function checkDestroy(state: GameState, action: DestroyAction): void {
  if (!buildingOf(state, state.currentPlayer, action.structure)) {
    fail(
      'NO_STRUCTURE',
      'R12',
      action,
      `player ${state.currentPlayer} has no ${action.structure} to destroy`,
    );
  }
}

function applyDestroy(
  draft: Draft<GameState>,
  state: GameState,
  action: DestroyAction,
  effects: Effects,
): void {
  const i = state.buildings.findIndex(
    (b) => b.owner === state.currentPlayer && b.structure === action.structure,
  );
  const { structure, planet, space, owner } = state.buildings[i]!;
  draft.buildings.splice(i, 1);
  // Reported as destroyed so a UI removes the piece; the HQ is empty again (ruling R12).
  effects.events.push({
    type: 'destroyed',
    target: { piece: 'building', structure, planet, space, owner },
  });
}

function legalDestroys(state: GameState, out: Action[]): void {
  for (const structure of rulesetOf(state).structures) {
    if (buildingOf(state, state.currentPlayer, structure)) out.push({ type: 'destroy', structure });
  }
}

/** Destroy one of your own Buildings (ruling R12). */
export const destroy: ActionFamily<DestroyAction> = inPlay(
  checkDestroy,
  applyDestroy,
  legalDestroys,
);
