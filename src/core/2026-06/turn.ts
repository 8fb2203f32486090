import type { Context } from '../_internals/context.js';
import { removePlayers } from '../_internals/eliminate.js';
import { E_POINTS_CAPTURED, E_TURN_LIMIT, EVENT_SIZE, F_EVENTS } from '../_internals/frames.js';
import {
  B_HP,
  B_POINTS,
  O_IN_GAME,
  R_LOC,
  R_OWNER,
  S_ACTIONS,
  S_ALIVE,
  S_CURRENT,
  S_STATUS,
  S_TURN,
  S_WINNERS,
  STATUS_FINISHED,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import {
  FACTORY,
  FACTORY_MAX,
  isTransferred,
  MAX_ACTIONS,
  orbitedPlanet,
  orbitPlace,
  S_CAPTURED,
  slotOf,
  storedPoints,
  TREASURY,
} from './position.js';
import type { Position2026 } from './position-masks.js';

// What happens around every 2026-06 action in play (src/rules/2026-06/turn.ts): captured points
// capped (ruling R47), players going out (R48: Rovers in orbit do not keep them in), the turn
// going on or passing clockwise, with the next player's Factories gaining a point (R42).

/** Ruling R42 (gainFactoryPoints): each of the player's Factories gains a point, up to 5. */
export function gainFactoryPoints(ctx: Context, player: number): void {
  const pos = ctx.pos;
  for (let planet = 0; planet < pos.planets; planet++) {
    const slot = slotOf(pos, player, FACTORY, planet);
    const b = pos.building(slot);
    const points = pos.m[b + B_POINTS]!;
    if (pos.m[b + B_HP]! > 0 && points < FACTORY_MAX)
      pos.setBuildingField(slot, B_POINTS, points + 1);
  }
}

/** Ruling R48 (eliminate with Rovers on planets): returns whether anyone went out. */
function eliminate2026(ctx: Context, f: number): boolean {
  const pos = ctx.pos;
  let out = 0;
  for (let p = 0; p < pos.players; p++) {
    const m = pos.m;
    if (m[O_IN_GAME + p] === 0) continue;
    let alive = false;
    for (let planet = 0; planet < pos.planets && !alive; planet++)
      if (m[pos.building(slotOf(pos, p, FACTORY, planet)) + B_HP]! > 0) alive = true;
    for (let k = 0; !alive && k < m[S_ALIVE]!; k++) {
      const r = pos.rover(m[pos.oAliveList + k]!);
      if (m[r + R_OWNER] === p && m[r + R_LOC]! >= 0) alive = true;
    }
    if (!alive) out |= 1 << p;
  }
  return removePlayers(ctx, f, out, STRUCTURE_KINDS * pos.planets);
}

/** Ruling R40 (clearTransfers): the changed-orbit marks go when a turn ends. */
function clearTransfers(ctx: Context): void {
  const pos = ctx.pos as Position2026;
  const m = pos.m;
  if (m[pos.oTransfers] === 0) return;
  for (let k = 0; k < m[S_ALIVE]!; k++) {
    const id = m[pos.oAliveList + k]!;
    const loc = m[pos.rover(id) + R_LOC]!;
    if (loc < 0 && isTransferred(loc)) pos.moveRover(id, orbitPlace(orbitedPlanet(loc), false));
  }
}

/** Whether the frame at `f` holds a pointsCaptured event. */
function hasCaptureEvent(ctx: Context, f: number): boolean {
  const frames = ctx.plies.frames;
  const n = frames[f + F_EVENTS]!;
  for (let k = 0; k < n; k++)
    if (frames[f + F_EVENTS + 1 + k * EVENT_SIZE] === E_POINTS_CAPTURED) return true;
  return false;
}

/**
 * finish (rulings R26, R42, R47, R48): `capturedBefore` is the captured points before the action,
 * `spent` whether it spent a point, `mayEliminate` whether its events could put a player out.
 */
export function finish2026(
  ctx: Context,
  f: number,
  actor: number,
  endsTurn: boolean,
  mayEliminate: boolean,
  capturedBefore: number,
  spent: boolean,
): void {
  const pos = ctx.pos;
  // The turn's action count is written once, where the action leaves it: most 2026-06 actions
  // end the turn, whose count goes back to 0 (no write at all after the turn's first action).
  const actions = pos.m[S_ACTIONS]! + 1;
  // capCaptured (R47).
  const before = capturedBefore - (capturedBefore > 0 && spent ? 1 : 0);
  const total = pos.m[S_CAPTURED]!;
  const gained = total - before;
  if (gained > 0) {
    const kept = Math.min(total, Math.max(0, MAX_ACTIONS - actions));
    pos.setScalar(S_CAPTURED, kept);
    if (!hasCaptureEvent(ctx, f))
      ctx.plies.event(f, E_POINTS_CAPTURED, actor, gained - (total - kept), total - kept);
  }
  const someoneOut = mayEliminate && eliminate2026(ctx, f);
  if (someoneOut && pos.m[S_STATUS] === STATUS_FINISHED) {
    pos.setScalar(S_ACTIONS, actions);
    pos.setScalar(S_CAPTURED, 0);
    clearTransfers(ctx);
    return;
  }
  const m = pos.m;
  const goesOn =
    !endsTurn &&
    m[O_IN_GAME + actor] === 1 &&
    actions < MAX_ACTIONS &&
    (m[S_CAPTURED]! > 0 ||
      ((pos as Position2026).standing(actor, TREASURY) > 0 && storedPoints(pos, actor) > 0));
  if (goesOn) {
    pos.setScalar(S_ACTIONS, actions);
    return;
  }
  pos.setScalar(S_CAPTURED, 0);
  clearTransfers(ctx);
  const turn = m[S_TURN]! + 1;
  pos.setScalar(S_TURN, turn);
  if (ctx.turnLimit !== null && turn >= ctx.turnLimit) {
    pos.setScalar(S_ACTIONS, actions);
    pos.setScalar(S_STATUS, STATUS_FINISHED);
    pos.setScalar(S_WINNERS, 0);
    ctx.plies.event(f, E_TURN_LIMIT, turn);
    return;
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
  gainFactoryPoints(ctx, next);
}
