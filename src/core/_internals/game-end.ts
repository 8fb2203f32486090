import type { Context } from './context.js';
import { eliminate } from './eliminate.js';
import { E_TURN_LIMIT } from './frames.js';
import { S_ACTIONS, S_STATUS, S_WINNERS, STATUS_FINISHED } from './position.js';

// The two ways an action of 2025-01 or 2024-12 ends the game, for their `finish`: apart from it,
// so that its common path (the turn passing) stays small enough for V8 to inline.

/**
 * Eliminations (rulings R14, R26, R65); true when they ended the game, the action then counted
 * in `actionsThisTurn`.
 */
export function eliminatedAll(ctx: Context, f: number): boolean {
  const pos = ctx.pos;
  const acted = pos.m[S_ACTIONS]! + 1;
  if (!eliminate(ctx, f) || pos.m[S_STATUS] !== STATUS_FINISHED) return false;
  pos.setScalar(S_ACTIONS, acted);
  return true;
}

/** The turn limit reached (ruling R14): the game ends with no winner, the action counted. */
export function turnLimitReached(ctx: Context, f: number, turn: number): void {
  const pos = ctx.pos;
  pos.setScalar(S_ACTIONS, pos.m[S_ACTIONS]! + 1);
  pos.setScalar(S_STATUS, STATUS_FINISHED);
  pos.setScalar(S_WINNERS, 0);
  ctx.plies.event(f, E_TURN_LIMIT, turn);
}
