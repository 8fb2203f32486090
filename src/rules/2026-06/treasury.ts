import type { Draft } from 'immer';
import { buildingOf } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, SaveAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, Treasury } from '../types.js';

// Save in 2026-06 (ruling R49): as 2025-01's (R11, R22). A player has one Treasury in all
// (R37), so Save names none. Captured points (R47) are never saved: they exist only after a
// turn's first action, and Save is only a turn's first.

function checkSave(state: GameState, action: SaveAction): void {
  const treasury = buildingOf(state, state.currentPlayer, 'treasury');
  if (!treasury)
    fail('NO_STRUCTURE', 'R49', action, `player ${state.currentPlayer} has no Treasury`);
  if (state.actionsThisTurn > 0) {
    fail('SAVE_NOT_FIRST', 'R49', action, 'Save must be the first action of a turn');
  }
  const capacity = rulesetOf(state).treasuryCapacity;
  if (treasury.points >= capacity) {
    fail('TREASURY_FULL', 'R49', action, `the Treasury already holds ${capacity} points`);
  }
}

function legalSaves(state: GameState, out: Action[]): void {
  const treasury = buildingOf(state, state.currentPlayer, 'treasury');
  if (
    treasury &&
    state.actionsThisTurn === 0 &&
    treasury.points < rulesetOf(state).treasuryCapacity
  )
    out.push({ type: 'save' });
}

/** Save (ruling R49): stores one point and ends the turn. */
export const save: ActionFamily<SaveAction> = {
  phase: 'playing',
  spendsPoint: true,
  endsTurn: true,
  check: checkSave,
  apply: (draft, state) => {
    const treasury = buildingOf(state, state.currentPlayer, 'treasury')!;
    (draft.buildings[state.buildings.indexOf(treasury)] as Draft<Treasury>).points =
      treasury.points + 1;
  },
  legal: legalSaves,
};
