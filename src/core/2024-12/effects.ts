import type { Context } from '../_internals/context.js';
import { roll } from '../_internals/dice.js';
import {
  D_DAMAGE,
  E_DAMAGED,
  E_DESTROYED,
  E_NO_DAMAGE,
  P_BUILDING,
  P_FORT,
  P_ROVER,
} from '../_internals/frames.js';
import { eliminatedAll, turnLimitReached } from '../_internals/game-end.js';
import type { Position } from '../_internals/position.js';
import {
  B_HP,
  B_PLANET,
  B_SPACE,
  O_IN_GAME,
  R_HP,
  R_OWNER,
  S_ACTIONS,
  S_CURRENT,
  S_TURN,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { EDGE_SPACES, FACTORY, RULES } from './layout.js';
import type { Position2024 } from './position.js';

// What follows a 2024-12 action in the reducer's effects and turn flow, on typed arrays: damage
// (R4, its dice drawn in the reducer's order by _internals/dice.ts) and the turn passing (R13,
// R26, R50); players going out (R14, R65) is _internals/eliminate.ts.

const DAMAGE_ON = RULES.damageOn;

/**
 * Ruling R4 (rollDamage): one damage die. A Fortification target is `who` = its edge, named in
 * events by its two spaces (R67). Returns whether an elimination may follow.
 */
export function damage(
  ctx: Context,
  f: number,
  kind: number,
  who: number,
  planet: number,
): boolean {
  const pos = ctx.pos as Position2024;
  const { plies } = ctx;
  const m = pos.m;
  // The target as its event names it, read before any change.
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  if (kind === P_ROVER) {
    a = who;
    b = m[pos.rover(who) + R_OWNER]!;
  } else if (kind === P_FORT) {
    a = planet;
    b = EDGE_SPACES[2 * who]!;
    c = pos.edgeFort(planet, who);
    d = EDGE_SPACES[2 * who + 1]!;
  } else {
    const at = pos.building(who);
    a = who % STRUCTURE_KINDS;
    b = m[at + B_PLANET]!;
    c = m[at + B_SPACE]!;
    d = Math.floor(who / STRUCTURE_KINDS);
  }
  if (roll(ctx, f, D_DAMAGE) < DAMAGE_ON) {
    plies.event(f, E_NO_DAMAGE, kind, a, b, c, d);
    return false;
  }
  let hp = 0;
  if (kind === P_ROVER) {
    hp = m[pos.rover(who) + R_HP]! - 1;
    if (hp === 0) pos.removeRover(who);
    else pos.setRoverHp(who, hp);
  } else if (kind === P_FORT) {
    pos.removeEdgeFort(planet, who);
  } else {
    hp = m[pos.building(who) + B_HP]! - 1;
    if (hp === 0) pos.removeBuilding(who);
    else pos.setBuildingField(who, B_HP, hp);
  }
  if (hp === 0) plies.event(f, E_DESTROYED, kind, a, b, c, d);
  else plies.event(f, E_DAMAGED, kind, a, b, c, d, hp);
  return hp === 0 && (kind === P_ROVER || (kind === P_BUILDING && a === FACTORY));
}

/**
 * finishAction (rulings R13, R14, R26, R50, R65): every action ends the turn (no Treasury). The
 * rare ends (an elimination that ends the game, the turn limit) are in _internals/game-end.ts,
 * so that the common path stays small enough for V8 to inline (its budget counts bytecode).
 */
export function finish(ctx: Context, f: number, actor: number, mayEliminate: boolean): void {
  const pos = ctx.pos;
  if (mayEliminate && eliminatedAll(ctx, f)) return;
  const m = pos.m;
  const turn = m[S_TURN]! + 1;
  pos.setScalar(S_TURN, turn);
  if (ctx.turnLimit !== null && turn >= ctx.turnLimit) {
    turnLimitReached(ctx, f, turn);
    return;
  }
  // The next seat, nearly always still in the game (no modulo: a division is slow).
  const seat = actor + 1 === pos.players ? 0 : actor + 1;
  const next = m[O_IN_GAME + seat] === 1 ? seat : nextInGame(pos, actor);
  pos.setScalar(S_CURRENT, next);
  // The reducer counts the action, and the turn passing sets the count back to 0: as every
  // 2024-12 action ends the turn, the count is 0 here and is written only where the game ends.
  if (m[S_ACTIONS] !== 0) pos.setScalar(S_ACTIONS, 0);
}

/** The next seat after `actor` still in the game, round the table (R26), or `actor`. */
function nextInGame(pos: Position, actor: number): number {
  const players = pos.players;
  for (let k = 1, p = actor; k <= players; k++) {
    p = p + 1 === players ? 0 : p + 1;
    if (pos.m[O_IN_GAME + p] === 1) return p;
  }
  return actor;
}
