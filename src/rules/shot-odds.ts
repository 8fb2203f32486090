import { actingRover } from './_internals/acting.js';
import type { ShotOdds } from './_internals/shots.js';
import { shotNumbers2024 } from './2024-12/shoot.js';
import { shotNumbers } from './2025-01/shoot.js';
import { shootingRover, shotNumbers2026 } from './2026-06/shoot.js';
import type { Action } from './actions.js';
import { fail } from './errors.js';
import { rulesetOf } from './ruleset.js';
import type { GameState } from './types.js';
import { assertLegal } from './validate.js';

// The numbers behind a shot, for a referee or a UI: the very function the rules roll against
// (applyShoot reads `shotNumbers` too), so a checker never reimplements cover (ruling R3).

/**
 * What a legal shot needs, under the state's ruleset: the least die face that hits (`hitOn`,
 * `null` for a Fortification or a Building, hit without a roll), the least face that damages
 * (`damageOn`), whether the target Rover is under cover (`cover`, ruling R3) and the shooting
 * distance (`distance`, ruling R2). In 2026-06 cover is by adjacency and reaches every target,
 * raising the damage roll too (ruling R35): `damageOn` is then the covered face. In 2024-12 cover
 * is by fortified edges (ruling R58), and the distance to a Fortification on an edge is to the
 * nearer of its spaces (R57). The hit chance is `(7 - hitOn) / 6`.
 *
 * @throws {@link IllegalActionError} as `applyAction` does when the action is illegal in
 * `state`, and `MALFORMED_ACTION` when it is not a shot.
 *
 * @example
 * ```ts
 * const odds = shotOdds(state, { type: 'shoot', rover: 1, space: 40, target: 'rover' });
 * // { hitOn: 4, damageOn: 3, cover: true, distance: 2 }
 * ```
 */
export function shotOdds(state: GameState, action: Action): ShotOdds {
  assertLegal(state, action);
  if (action.type !== 'shoot') {
    fail('MALFORMED_ACTION', 'action-format', action, `shotOdds takes a shot, not ${action.type}`);
  }
  // Ruling R35: 2026-06's cover is by adjacency and raises the damage roll too.
  if (rulesetOf(state).cover === 'adjacency') {
    const rover = shootingRover(state, action, action.rover);
    const { planet, space } = rover.location;
    return shotNumbers2026(state, rover.owner, planet, space, action);
  }
  const rover = actingRover(state, action, action.rover, 'R2');
  const { planet, space } = rover.location;
  // Ruling R58: 2024-12's cover is by fortified edges, and a Fortification target is an edge.
  if (rulesetOf(state).cover === 'edges')
    return shotNumbers2024(state, rover.owner, planet, space, action);
  return shotNumbers(state, rover.owner, planet, space, action);
}
