import type { Draft } from 'immer';
import type { Effects } from './_internals/effects.js';
import { buildingOf } from './_internals/position.js';
import type { Action, SaveAction } from './actions.js';
import { fail } from './errors.js';
import { rulesetOf } from './ruleset.js';
import type { GameState, Treasury } from './types.js';

/** Ruling R11: Save stores one point, only as the first action of a turn, and ends the turn. */
export function checkSave(state: GameState, action: SaveAction): void {
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

/** The current player's Treasury in the draft, by its index in `state` (no proxying). */
function draftTreasury(draft: Draft<GameState>, state: GameState): Draft<Treasury> {
  const i = state.buildings.findIndex(
    (b) => b.owner === state.currentPlayer && b.structure === 'treasury',
  );
  return draft.buildings[i] as Draft<Treasury>;
}

export function applySave(draft: Draft<GameState>, state: GameState): void {
  draftTreasury(draft, state).points++;
}

/** Ruling R22: every action after the first of a turn spends one stored point. */
export function spendPoint(draft: Draft<GameState>, state: GameState, effects: Effects): void {
  const treasury = draftTreasury(draft, state);
  treasury.points--;
  effects.events.push({ type: 'pointSpent', player: state.currentPlayer, left: treasury.points });
}

/** Stored points of a player's Treasury (0 without one). */
export function storedPoints(state: GameState, player: number): number {
  return buildingOf(state, player, 'treasury')?.points ?? 0;
}

export function legalSaves(state: GameState, out: Action[]): void {
  const treasury = buildingOf(state, state.currentPlayer, 'treasury');
  if (
    treasury &&
    state.actionsThisTurn === 0 &&
    treasury.points < rulesetOf(state).treasuryCapacity
  ) {
    out.push({ type: 'save' });
  }
}
