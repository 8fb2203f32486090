import type { Context } from '../_internals/context.js';
import { eliminatedAll, turnLimitReached } from '../_internals/game-end.js';
import {
  B_HP,
  B_POINTS,
  O_IN_GAME,
  S_ACTIONS,
  S_CURRENT,
  S_TURN,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { TREASURY } from './predicates.js';

// The end of every 2025-01 action but a placement: eliminations, the stored points of a
// Treasury, the turn passing and the turn limit (src/rules' finishAction).

/**
 * finishAction (rulings R13, R14, R22, R25, R26). The rare ends (an elimination that ends the
 * game, the turn limit) are in _internals/game-end.ts, so that the common path stays small enough
 * for V8 to inline into `applyId` (its inlining budget is counted in bytecode).
 */
export function finish(
  ctx: Context,
  f: number,
  actor: number,
  endsTurn: boolean,
  mayEliminate: boolean,
): void {
  const pos = ctx.pos;
  if (mayEliminate && eliminatedAll(ctx, f)) return;
  const m = pos.m;
  const treasury = pos.building(actor * STRUCTURE_KINDS + TREASURY);
  if (
    !endsTurn &&
    m[O_IN_GAME + actor] === 1 &&
    m[treasury + B_HP]! > 0 &&
    m[treasury + B_POINTS]! > 0
  ) {
    // actionsThisTurn goes up by one, and back to 0 when the turn passes: written once.
    pos.setScalar(S_ACTIONS, m[S_ACTIONS]! + 1);
    return;
  }
  const turn = m[S_TURN]! + 1;
  pos.setScalar(S_TURN, turn);
  if (ctx.turnLimit !== null && turn >= ctx.turnLimit) {
    turnLimitReached(ctx, f, turn);
    return;
  }
  // The next seat still in the game, round the table (no modulo: a division is slow).
  let next = actor;
  for (let k = 1, p = actor; k <= pos.players; k++) {
    p = p + 1 === pos.players ? 0 : p + 1;
    if (m[O_IN_GAME + p] === 1) {
      next = p;
      break;
    }
  }
  pos.setScalar(S_CURRENT, next);
  pos.setScalar(S_ACTIONS, 0);
}
