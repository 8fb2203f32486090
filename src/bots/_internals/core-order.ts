import { coreContext, coreRuleset } from '../../core/_internals/access.js';
import type { CoreGame } from '../../core/index.js';
import { legalActions } from '../../rules/index.js';
import { encodeAction, ORBIT_SLOTS } from '../encoding.js';
import { orderKey2024 } from './core-order-2024-12.js';
import { orderKey2025 } from './core-order-2025-01.js';
import { orderKey2026 } from './core-order-2026-06.js';
import { type OrderKey, ownRoversInOrbit } from './core-order-keys.js';

// The bots choose among `legalActions(state)` in its order (greedy breaks ties by position in
// it, random picks its k-th action); the core lists ids ascending. To make the same choices on
// the core, the ids are sorted by a key per id that follows `legalActions`' order (one per
// ruleset, tested against it at every ply of seeded games); a ruleset without one reads the
// order from `legalActions` on `toState()`.

const KEYS: Readonly<Record<string, OrderKey>> = {
  '2025-01': orderKey2025,
  '2024-12': orderKey2024,
  '2026-06': orderKey2026,
};

let ORDER = new Float64Array(1024);

/** Whether a ruleset's ids are put in order by a key per id (not through toState). */
export function ordersCoreIds(ruleset: string): boolean {
  return KEYS[ruleset] !== undefined;
}

/**
 * Writes the ids of `legalActions(core.toState())` into `out`, in that order, and returns how
 * many; −1 when one of them has no id (a descent by a Rover beyond the first 8 in orbit), where
 * the bots must choose on the state instead.
 */
export function legalIdsInActionOrder(core: CoreGame, out: Int32Array): number {
  const key = KEYS[coreRuleset(core)];
  const ctx = coreContext(core);
  if (key === undefined || ownRoversInOrbit(ctx) > ORBIT_SLOTS) return idsFromState(core, out);
  const count = core.legalIds(out);
  if (ORDER.length < count) ORDER = new Float64Array(count);
  // Insertion sort: the ids come ascending, most already in order.
  for (let k = 0; k < count; k++) {
    const id = out[k]!;
    const value = key(ctx, id);
    let j = k;
    while (j > 0 && ORDER[j - 1]! > value) {
      ORDER[j] = ORDER[j - 1]!;
      out[j] = out[j - 1]!;
      j--;
    }
    ORDER[j] = value;
    out[j] = id;
  }
  return count;
}

/** `legalIdsInActionOrder` through the state: slow, for what the keys do not cover. */
export function idsFromState(core: CoreGame, out: Int32Array): number {
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
