import type { Draft } from 'immer';
import { draftTreasury } from '../_internals/points.js';
import { buildingOf } from '../_internals/position.js';
import { type ActionFamily, inPlay } from '../action-family.js';
import type { Action, SaveAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState } from '../types.js';

/** Ruling R11: Save stores one point, only as the first action of a turn, and ends the turn. */
function checkSave(state: GameState, action: SaveAction): void {
  const treasury = buildingOf(state, state.currentPlayer, 'treasury');
  if (!treasury)
    fail('NO_STRUCTURE', 'R11', action, `player ${state.currentPlayer} has no Treasury`);
  if (state.actionsThisTurn > 0) {
    fail('SAVE_NOT_FIRST', 'R22', action, 'Save must be the first action of a turn');
  }
  const capacity = rulesetOf(state).treasuryCapacity;
  if (treasury.points >= capacity) {
    fail('TREASURY_FULL', 'R11', action, `the Treasury already holds ${capacity} points`);
  }
}

function applySave(draft: Draft<GameState>, state: GameState): void {
  draftTreasury(draft, state).points++;
}

function legalSaves(state: GameState, out: Action[]): void {
  const treasury = buildingOf(state, state.currentPlayer, 'treasury');
  if (
    treasury &&
    state.actionsThisTurn === 0 &&
    treasury.points < rulesetOf(state).treasuryCapacity
  ) {
    out.push({ type: 'save' });
  }
}

/** Save a Treasury point (rulings R11, R22): ends the turn. */
export const save: ActionFamily<SaveAction> = {
  ...inPlay(checkSave, applySave, legalSaves),
  endsTurn: true,
};
