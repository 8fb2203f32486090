import type { GameState } from '../../rules/index.js';
import { blockPoints } from './block.js';
import { evaluateAll } from './evaluate.js';
import { huntPoints } from './hunt.js';
import { planPoints, wayUpPoints } from './plan.js';
import { rebuildPoints } from './rebuild.js';

/**
 * mctsBot's value of a position for each seat: greedy's evaluation plus the points of the orbit
 * plan (plan.ts), of what a player in orbit keeps on the planets once an opponent is up too
 * (hunt.ts), of recoverable Building hit points (rebuild.ts) and, in 2024-12, of keeping
 * an opponent's Factory from coming back (block.ts), all taken less the average of the other
 * seats' (as the evaluation takes its material); and, while an opponent is in orbit, each seat's
 * own way up (plan.ts's `wayUpPoints`, not taken less the others'). Written as loops (it runs
 * for every position the search values); the sums are taken in the same order as before.
 */
export function searchValue(state: GameState): number[] {
  const base = evaluateAll(state);
  const plan = planPoints(state);
  const rebuild = rebuildPoints(state);
  const block = blockPoints(state);
  const hunt = huntPoints(state);
  const wayUp = wayUpPoints(state);
  const n = plan.length;
  let total = 0;
  for (let p = 0; p < n; p++) {
    plan[p] = plan[p]! + rebuild[p]! + block[p]! + hunt[p]!;
    total += plan[p]!;
  }
  const others = n - 1;
  for (let p = 0; p < n; p++)
    base[p] = base[p]! + plan[p]! - (total - plan[p]!) / others + wayUp[p]!;
  return base;
}
