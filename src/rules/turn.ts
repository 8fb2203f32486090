import type { Draft } from 'immer';
import type { Effects } from './_internals/effects.js';
import { draftTreasury, storedPoints } from './_internals/points.js';
import { buildingOf } from './_internals/position.js';
import type { ActionFamily, TurnFlow } from './action-family.js';
import type { Action, ActionType, EndTurnAction, PassAction } from './actions.js';
import { fail, type RuleRef } from './errors.js';
import type { GameEvent, GameState, PlayerIndex, Rover } from './types.js';

// The turn flow every ruleset builds on: End turn and Pass, spending a point, players going out,
// and the turn passing on.

/** Ruling R22: End turn is the way out of a turn that could go on spending Treasury points. */
function checkEndTurn(state: GameState, action: EndTurnAction): void {
  if (state.actionsThisTurn === 0) {
    fail(
      'END_TURN_NOT_ALLOWED',
      'R22',
      action,
      'a turn must start with an action (or a pass when none is legal)',
    );
  }
}

/** Ruling R22: End turn is listed after the first action of a turn that could go on. */
function legalEndTurns(state: GameState, out: Action[]): void {
  if (state.actionsThisTurn > 0) out.push({ type: 'endTurn' });
}

/** End turn (ruling R22): ends a turn that could go on spending points; spends none itself. */
export const endTurn: ActionFamily<EndTurnAction> = {
  phase: 'playing',
  spendsPoint: false,
  endsTurn: true,
  check: checkEndTurn,
  apply: () => {},
  legal: legalEndTurns,
};

/**
 * Who may pass, per ruleset. Ruling R13 (R39 in 2026-06): pass is legal only at the start of a
 * turn when the player has no other legal action; R29: nobody is forced to demolish their own
 * pieces, so `demolish` (2025-01's Destroy, 2026-06's Decommission) does not count. `first` and
 * `only` are the rulings cited for a pass after the turn's first action and for a pass with
 * another action legal.
 */
export interface PassRule {
  readonly demolish: ActionType;
  readonly first: RuleRef;
  readonly only: RuleRef;
}

/**
 * The Pass family of a `PassRule`. `legalInPlay` lists every legal action of a state in play, as
 * `legalActions` does (the action table gives its own listing: this file cannot import it). Listed
 * when `out`, the actions of every type listed before it, holds nothing else.
 */
export function passFamily(
  { demolish, first, only }: PassRule,
  legalInPlay: (state: GameState) => readonly Action[],
): ActionFamily<PassAction> {
  const name = `${demolish[0]!.toUpperCase()}${demolish.slice(1)}`;
  return {
    phase: 'playing',
    spendsPoint: true,
    endsTurn: true,
    check(state, action) {
      if (state.actionsThisTurn > 0) {
        fail(
          'PASS_NOT_ALLOWED',
          first,
          action,
          'pass only starts a turn; to stop spending points, end the turn',
        );
      }
      const others = legalInPlay(state).filter((a) => a.type !== 'pass' && a.type !== demolish);
      if (others.length > 0) {
        fail(
          'PASS_NOT_ALLOWED',
          only,
          action,
          `pass is legal only with no other legal action (${name} aside); there are ${others.length}`,
        );
      }
    },
    apply: () => {},
    legal(state, out) {
      if (state.actionsThisTurn === 0 && !out.some((a) => a.type !== demolish)) {
        out.push({ type: 'pass' });
      }
    },
  };
}

/** Ruling R22: every action after the first of a turn spends one stored point. */
export function spendPoint(draft: Draft<GameState>, state: GameState, effects: Effects): void {
  const treasury = draftTreasury(draft, state);
  treasury.points--;
  effects.events.push({ type: 'pointSpent', player: state.currentPlayer, left: treasury.points });
}

/** Whether an action's events could have put a player out (ruling R25): most cannot. */
function couldEliminate(events: readonly GameEvent[]): boolean {
  for (const e of events) {
    if (e.type === 'planetDestroyed') return true;
    if (e.type === 'destroyed') {
      const t = e.target;
      if (t.piece === 'rover' || (t.piece === 'building' && t.structure === 'factory')) return true;
    }
  }
  return false;
}

/**
 * Rulings R14, R25: a player with no Rover that `keepsIn` (2025-01: any, on a planet or in
 * orbit; 2026-06, R48: on a planet) and no Factory is out, and every piece of theirs leaves the
 * game. The last player in wins; if the last go out together, everyone loses. Returns whether
 * anyone went out.
 */
export function eliminate(
  draft: Draft<GameState>,
  effects: Effects,
  keepsIn: (rover: Rover) => boolean = () => true,
): boolean {
  const out: PlayerIndex[] = [];
  draft.players.forEach((p, player) => {
    if (!p.inGame) return;
    const alive =
      draft.rovers.some((r) => r.owner === player && keepsIn(r)) ||
      draft.buildings.some((b) => b.owner === player && b.structure === 'factory');
    if (!alive) out.push(player);
  });
  if (out.length === 0) return false;
  for (const player of out) {
    draft.players[player]!.inGame = false;
    // In 2025-01 a player out has no Rover left; in 2026-06 their Rovers in orbit leave too.
    if (draft.rovers.some((r) => r.owner === player)) {
      draft.rovers = draft.rovers.filter((r) => r.owner !== player);
    }
    draft.buildings = draft.buildings.filter((b) => b.owner !== player);
    for (const planet of draft.planets) {
      const forts = planet.fortifications;
      for (let s = 0; s < forts.length; s++) if (forts[s] === player) forts[s] = null;
      // 2024-12 (ruling R65): their Fortifications on edges leave too.
      const walls = planet.edgeFortifications;
      if (walls !== undefined)
        for (let e = 0; e < walls.length; e++) if (walls[e] === player) walls[e] = null;
    }
    effects.events.push({ type: 'eliminated', player });
  }
  const remaining = draft.players.flatMap((p, i) => (p.inGame ? [i] : []));
  if (remaining.length <= 1) {
    draft.status = 'finished';
    draft.winners = remaining;
  }
  return true;
}

/** The next player in seating order who is still in the game. */
export function nextPlayer(players: GameState['players'], after: PlayerIndex): PlayerIndex {
  const n = players.length;
  for (let k = 1; k <= n; k++) {
    const p = (after + k) % n;
    if (players[p]!.inGame) return p;
  }
  return after;
}

/**
 * After every action in play (`state` is the state before it): players may go out, then the
 * turn goes on (ruling R22: the actor still has Treasury points and the action did not end the
 * turn) or passes to the next player (R13), unless the turn limit is reached (R26).
 *
 * Reads come from `state` wherever the action cannot have changed them, so that immer proxies
 * only what the action touched.
 */
function finishAction(
  draft: Draft<GameState>,
  state: GameState,
  endsTurn: boolean,
  effects: Effects,
): void {
  const actor = state.currentPlayer;
  draft.actionsThisTurn = state.actionsThisTurn + 1;
  const someoneOut = couldEliminate(effects.events) && eliminate(draft, effects);
  if (someoneOut && draft.status === 'finished') return;
  const players = someoneOut ? draft.players : state.players;
  const goesOn =
    !endsTurn &&
    players[actor]!.inGame &&
    buildingOf(state, actor, 'treasury') !== undefined &&
    storedPoints(draft, actor) > 0;
  if (goesOn) return;
  const turn = state.turn + 1;
  draft.turn = turn;
  const limit = state.options.turnLimit;
  if (limit !== null && turn >= limit) {
    draft.status = 'finished';
    draft.winners = [];
    effects.events.push({ type: 'turnLimitReached', turn });
    return;
  }
  draft.currentPlayer = nextPlayer(players, actor);
  draft.actionsThisTurn = 0;
}

/** The turn flow of 2025-01 (and of 2024-12, which has no Treasury to spend from). */
export const turnFlow: TurnFlow = { spendPoint, finish: finishAction };
