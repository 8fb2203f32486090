import { listingOf } from './action-table.js';
import type { Action } from './actions.js';
import type { GameState } from './types.js';

/**
 * Every legal action for the player to act, without duplicates, in a fixed order: by type in
 * the order of `ACTION_TYPES`, then by Rover id, planet and space id; a build by structure (in
 * the order of `STRUCTURES`) before `moveTo`; a shot's target as rover, fortification, building. Empty when the game is over.
 * `pass` appears only when nothing but demolishing your own Buildings is legal (rulings R13, R29);
 * `endTurn` only after the first action of a turn with Treasury points left (ruling R22).
 *
 * @example
 * ```ts
 * const actions = legalActions(state);
 * state = applyAction(state, actions[0]!, rng);
 * ```
 */
export function legalActions(state: GameState): Action[] {
  const out: Action[] = [];
  if (state.status === 'finished') return out;
  // Each type's family lists its own, in the order of ACTION_TYPES (action-table.ts).
  const listing = listingOf(state)[state.status === 'setup' ? 'setup' : 'playing'];
  for (const legal of listing) legal(state, out);
  return out;
}
