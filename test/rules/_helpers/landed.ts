import { validateAction } from '../../../src/rules/index.js';
import { position26 } from '../2026-06/_helpers/position.js';

/**
 * Whether every 2026-06 action family is written: a family not written yet throws a plain
 * Error from its check, which validateAction reports as INVALID_STATE. The harness's 2026-06
 * runs that try arbitrary candidate actions wait for them (the Shoot, Drill Cannon, Factory and
 * Treasury families are written on another branch).
 */
export function all2026FamiliesWritten(): boolean {
  const state = position26('p0: r1@7; p1: r2@40');
  const probes = [
    { type: 'shoot', rover: 1, space: 40, target: 'rover' },
    { type: 'produce', planet: 0, space: 8 },
    { type: 'repair', rover: 1 },
    { type: 'ready', planet: 0 },
    { type: 'aim', planet: 0, space: 8 },
    { type: 'fire', planet: 0 },
    { type: 'save' },
  ];
  return probes.every((a) => {
    const result = validateAction(state, a);
    return result.ok || result.error.code !== 'INVALID_STATE';
  });
}
