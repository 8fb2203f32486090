import type { Draft } from 'immer';
import type { Effects } from '../_internals/effects.js';
import { storedPoints } from '../_internals/points.js';
import type { TurnFlow } from '../action-family.js';
import { rulesetOf } from '../ruleset.js';
import { eliminate, nextPlayer, type PassRule } from '../turn.js';
import type { GameEvent, GameState, Rover, Treasury } from '../types.js';
import { gainFactoryPoints } from './_internals/points.js';

// What happens around every 2026-06 action in play: captured points spent before stored ones
// (ruling R47), the four-actions cap (R47), players going out and the end (R48), and the turn
// passing, with the new player's Factories gaining a build point (R42).

/** Ruling R39: pass, only as a turn's first action and only when nothing but Decommission is legal. */
export const pass: PassRule = { demolish: 'decommission', first: 'R39', only: 'R39' };

/**
 * Ruling R47: an action after the turn's first spends a captured point if the player has one,
 * else a stored one. The event says what the player has left to spend, both kinds together.
 */
function spendPoint(draft: Draft<GameState>, state: GameState, effects: Effects): void {
  const player = state.currentPlayer;
  const captured = state.captured ?? 0;
  const stored = storedPoints(state, player);
  if (captured > 0) {
    draft.captured = captured - 1;
  } else {
    const i = state.buildings.findIndex((b) => b.owner === player && b.structure === 'treasury');
    (draft.buildings[i] as Draft<Treasury>).points = stored - 1;
  }
  effects.events.push({ type: 'pointSpent', player, left: captured + stored - 1 });
}

/** Whether an action's events could have put a player out (ruling R48). */
function couldEliminate(events: readonly GameEvent[]): boolean {
  for (const e of events) {
    if (e.type === 'planetDestroyed' || e.type === 'enteredOrbit') return true;
    if (e.type === 'destroyed') {
      const t = e.target;
      if (t.piece === 'rover' || (t.piece === 'building' && t.structure === 'factory')) return true;
    }
  }
  return false;
}

/** Ruling R48: Rovers in orbit do not keep a player in the game (`eliminate`, R25). */
const onPlanet = (rover: Rover): boolean => rover.location !== 'orbit';

/**
 * Ruling R47: points captured by this action (a destroyed Treasury's, added to `draft.captured`
 * by the damage rules) are usable only within the four-actions cap; the excess is forfeit at
 * once. Reports the capture as `pointsCaptured` (unless the damage rules already did).
 */
function capCaptured(
  draft: Draft<GameState>,
  state: GameState,
  actions: number,
  effects: Effects,
): void {
  const spentCaptured =
    (state.captured ?? 0) > 0 && effects.events.some((e) => e.type === 'pointSpent');
  const before = (state.captured ?? 0) - (spentCaptured ? 1 : 0);
  const total = draft.captured ?? 0;
  const gained = total - before;
  if (gained <= 0) return;
  const room = Math.max(0, rulesetOf(state).maxActionsPerTurn - actions);
  const kept = Math.min(total, room);
  const forfeited = total - kept;
  draft.captured = kept;
  if (!effects.events.some((e) => e.type === 'pointsCaptured')) {
    effects.events.push({
      type: 'pointsCaptured',
      player: state.currentPlayer,
      points: gained - forfeited,
      forfeited,
    });
  }
}

/**
 * Ruling R40: a Rover that changed orbit this turn (before this action or by it) may descend on
 * its owner's next turn. Only Rovers that carry the mark are written to, so states without it
 * are left as they were.
 */
function clearTransfers(draft: Draft<GameState>): void {
  for (const rover of draft.rovers) {
    if (rover.transferred) delete rover.transferred;
  }
}

/**
 * After every 2026-06 action in play (`state` is the state before it): captured points are
 * capped (R47), players may go out (R48), then the turn goes on (the actor has captured or
 * stored points, fewer than maxActionsPerTurn actions were taken and the action did not end the
 * turn) or passes clockwise (R30), unless the turn limit is reached (R26). A turn that ends
 * loses its captured points (R47) and its Rovers' changed-orbit marks (R40); the next player's
 * Factories gain a point (R42).
 */
function finish(
  draft: Draft<GameState>,
  state: GameState,
  endsTurn: boolean,
  effects: Effects,
): void {
  const actor = state.currentPlayer;
  const actions = state.actionsThisTurn + 1;
  draft.actionsThisTurn = actions;
  capCaptured(draft, state, actions, effects);
  const someoneOut = couldEliminate(effects.events) && eliminate(draft, effects, onPlanet);
  if (someoneOut && draft.status === 'finished') {
    draft.captured = 0;
    clearTransfers(draft);
    return;
  }
  const players = someoneOut ? draft.players : state.players;
  const goesOn =
    !endsTurn &&
    players[actor]!.inGame &&
    actions < rulesetOf(state).maxActionsPerTurn &&
    (draft.captured ?? 0) + storedPoints(draft as GameState, actor) > 0;
  if (goesOn) return;
  draft.captured = 0;
  clearTransfers(draft);
  const turn = state.turn + 1;
  draft.turn = turn;
  const limit = state.options.turnLimit;
  if (limit !== null && turn >= limit) {
    draft.status = 'finished';
    draft.winners = [];
    effects.events.push({ type: 'turnLimitReached', turn });
    return;
  }
  const next = nextPlayer(players, actor);
  draft.currentPlayer = next;
  draft.actionsThisTurn = 0;
  gainFactoryPoints(draft, next);
}

/** The 2026-06 turn flow (rulings R42, R47, R48). */
export const turnFlow: TurnFlow = { spendPoint, finish };
