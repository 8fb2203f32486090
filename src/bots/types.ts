import type { Action, GameState, Rng } from '../rules/index.js';

/** A player program: chooses one of the legal actions of the player to act. */
export interface Bot {
  /** A short name for logs and records, e.g. `'random'`. */
  readonly name: string;
  /**
   * Chooses an action for `state.currentPlayer`; any randomness comes from `rng`, so a bot
   * seeded the same way chooses the same way. `state` must not be finished.
   */
  chooseAction(state: GameState, rng: Rng): Action;
}
