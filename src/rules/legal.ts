import type { Action } from './actions.js';
import { legalBuilds } from './build.js';
import { legalCannonActions } from './cannon.js';
import { legalDestroys } from './destroy.js';
import { legalFactoryActions } from './factory.js';
import { legalFortifications } from './fortify.js';
import { legalMoves } from './move.js';
import { legalDescents } from './orbit.js';
import { legalPlacements } from './setup.js';
import { legalShots } from './shoot.js';
import { legalSaves } from './treasury.js';
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
  if (state.status === 'setup') {
    legalPlacements(state, out);
    return out;
  }
  legalMoves(state, out);
  legalFortifications(state, out);
  legalShots(state, out);
  legalBuilds(state, out);
  legalDescents(state, out);
  legalFactoryActions(state, out);
  legalCannonActions(state, out);
  legalSaves(state, out);
  legalDestroys(state, out);
  if (state.actionsThisTurn > 0) out.push({ type: 'endTurn' });
  else if (!out.some((a) => a.type !== 'destroy')) out.push({ type: 'pass' });
  return out;
}
