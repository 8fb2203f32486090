import type { GameState } from '../../rules/index.js';
import { evaluateAll } from './evaluate.js';
import { planPoints } from './plan.js';
import { rebuildPoints } from './rebuild.js';

/**
 * mctsBot's value of a position for each seat: greedy's evaluation plus the points of the orbit
 * plan (plan.ts) and of recoverable Building hit points (rebuild.ts), both taken less the
 * average of the other seats' (as the evaluation takes its material).
 */
export function searchValue(state: GameState): number[] {
  const base = evaluateAll(state);
  const plan = planPoints(state);
  const rebuild = rebuildPoints(state);
  const extra = plan.map((points, p) => points + rebuild[p]!);
  const total = extra.reduce((a, b) => a + b, 0);
  const others = extra.length - 1;
  return base.map((v, p) => v + extra[p]! - (total - extra[p]!) / others);
}
