import type { Context } from '../_internals/context.js';
import { eliminate } from '../_internals/eliminate.js';
import { E_TURN_LIMIT } from '../_internals/frames.js';
import {
  B_HP,
  B_POINTS,
  O_IN_GAME,
  S_ACTIONS,
  S_CURRENT,
  S_STATUS,
  S_TURN,
  S_WINNERS,
  STATUS_FINISHED,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { TREASURY } from './predicates.js';

// The end of every 2025-01 action but a placement: eliminations, the stored points of a
// Treasury, the turn passing and the turn limit (src/rules' finishAction).

/**
 * finishAction (rulings R13, R14, R22, R25, R26). The rare ends (an elimination that ends the
 * game, the turn limit) are functions of their own, so that the common path stays small enough
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
    turnLimit(ctx, f, turn);
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

/** Eliminations (R14, R26); true when they ended the game (the action then counted). */
function eliminatedAll(ctx: Context, f: number): boolean {
  const pos = ctx.pos;
  const acted = pos.m[S_ACTIONS]! + 1;
  if (!eliminate(ctx, f) || pos.m[S_STATUS] !== STATUS_FINISHED) return false;
  pos.setScalar(S_ACTIONS, acted);
  return true;
}

/** The turn limit reached (ruling R14): the game ends with no winner. */
function turnLimit(ctx: Context, f: number, turn: number): void {
  const pos = ctx.pos;
  pos.setScalar(S_ACTIONS, pos.m[S_ACTIONS]! + 1);
  pos.setScalar(S_STATUS, STATUS_FINISHED);
  pos.setScalar(S_WINNERS, 0);
  ctx.plies.event(f, E_TURN_LIMIT, turn);
}
