import type { Draft } from 'immer';
import type { GameState, Treasury } from '../types.js';
import { buildingOf } from './position.js';

/** Stored points of a player's Treasury (0 without one). */
export function storedPoints(state: GameState, player: number): number {
  return buildingOf(state, player, 'treasury')?.points ?? 0;
}

/** The current player's Treasury in the draft, by its index in `state` (no proxying). */
export function draftTreasury(draft: Draft<GameState>, state: GameState): Draft<Treasury> {
  const i = state.buildings.findIndex(
    (b) => b.owner === state.currentPlayer && b.structure === 'treasury',
  );
  return draft.buildings[i] as Draft<Treasury>;
}
