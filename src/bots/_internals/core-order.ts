import type { CoreGame } from '../../core/index.js';
import { legalActions } from '../../rules/index.js';
import { encodeAction } from '../encoding.js';

// The bots choose among `legalActions(state)` in its order (greedy breaks ties by position in
// it, random picks its k-th action); the core lists ids ascending. To make the same choices on
// the core, the ids are taken in the order of `legalActions`.

/**
 * Writes the ids of `legalActions(core.toState())` into `out`, in that order, and returns how
 * many; −1 when one of them has no id (a descent by a Rover beyond the first 8 in orbit), where
 * the bots must choose on the state instead.
 */
export function legalIdsInActionOrder(core: CoreGame, out: Int32Array): number {
  const state = core.toState();
  const actions = legalActions(state);
  for (let k = 0; k < actions.length; k++) {
    try {
      out[k] = encodeAction(state, actions[k]!);
    } catch (e) {
      if (e instanceof RangeError) return -1;
      throw e;
    }
  }
  return actions.length;
}
