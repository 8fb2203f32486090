import type { Action } from './actions.js';

/**
 * The space an action targets, or `null` for an action that names none: where a `move` goes
 * (its `to`), and for every other action its `space` (where a Rover is placed, fortifies or
 * shoots, where a structure is built, produces or is aimed at). `null` for `endTurn`, `pass`,
 * `save`, `repair`, `heal`, `turn`, `orbit`… and a 2025-01 or 2026-06 `fire`. The space is on
 * the action's planet: its `planet` field, or the planet of its Rover.
 *
 * The field is `to` for a move and `space` for the others because a move's Rover also has a
 * space (where it comes from); this reads either, so a user interface can highlight targets
 * without a `switch` on the action type.
 *
 * @example
 * ```ts
 * targetSpace({ type: 'move', rover: 1, to: 41 }); // 41
 * targetSpace({ type: 'shoot', rover: 1, space: 21, target: 'rover' }); // 21
 * targetSpace({ type: 'endTurn' }); // null
 * const targets = new Set(legalActions(state, { rover: 1 }).map(targetSpace));
 * ```
 */
export function targetSpace(action: Action): number | null {
  if (action.type === 'move') return action.to;
  return 'space' in action && typeof action.space === 'number' ? action.space : null;
}
