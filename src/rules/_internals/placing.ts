import type { Draft } from 'immer';
import type { GameState } from '../types.js';

/**
 * Ruling R15: after a Rover is placed, the next seat in seating order places; once everyone has
 * placed, the first player starts.
 */
export function nextPlacer(draft: Draft<GameState>): void {
  if (draft.rovers.length === draft.players.length) {
    draft.status = 'playing';
    draft.currentPlayer = draft.firstPlayer;
  } else {
    draft.currentPlayer = (draft.currentPlayer + 1) % draft.players.length;
  }
}
