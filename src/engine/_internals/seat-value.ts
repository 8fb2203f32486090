import type { GameState } from '../../index.js';

// A player's value of a reducer state, from which a step's rewards are reckoned.

/**
 * A player's value of a state: −1 once out (R14), +1 a winner of a finished game, 0 otherwise
 * (in play, or at the turn limit).
 */
export function seatValue(state: GameState, player: number): number {
  if (!state.players[player]!.inGame) return -1;
  if (state.status !== 'finished') return 0;
  if (state.winners.includes(player)) return 1;
  return truncated(state) ? 0 : -1;
}

/** Whether the game ended at its turn limit (R14) rather than by a win or everyone out. */
export function truncated(state: GameState): boolean {
  return (
    state.status === 'finished' &&
    state.last !== null &&
    state.last.events.some((e) => e.type === 'turnLimitReached')
  );
}
