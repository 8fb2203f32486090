import type { Context } from './context.js';
import { E_TURN_LIMIT } from './frames.js';
import {
  O_IN_GAME,
  S_ACTIONS,
  S_CURRENT,
  S_STATUS,
  S_TURN,
  S_WINNERS,
  STATUS_FINISHED,
} from './position.js';

// The turn passing, as both rulesets' finishAction ends a turn (rulings R13, R26; 2024-12: R50).

/**
 * The turn goes up by one; at the turn limit the game ends with no winner (returns false),
 * otherwise the next seat still in the game after `actor` acts, with no action taken yet.
 */
export function passTurn(ctx: Context, f: number, actor: number): boolean {
  const pos = ctx.pos;
  const m = pos.m;
  const turn = m[S_TURN]! + 1;
  pos.setScalar(S_TURN, turn);
  if (ctx.turnLimit !== null && turn >= ctx.turnLimit) {
    pos.setScalar(S_STATUS, STATUS_FINISHED);
    pos.setScalar(S_WINNERS, 0);
    ctx.plies.event(f, E_TURN_LIMIT, turn);
    return false;
  }
  let next = actor;
  for (let k = 1; k <= pos.players; k++) {
    const p = (actor + k) % pos.players;
    if (m[O_IN_GAME + p] === 1) {
      next = p;
      break;
    }
  }
  pos.setScalar(S_CURRENT, next);
  pos.setScalar(S_ACTIONS, 0);
  return true;
}
