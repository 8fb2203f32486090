import type { Draft } from 'immer';
import type { Effects } from './_internals/effects.js';
import type { EndTurnAction, PassAction } from './actions.js';
import { fail } from './errors.js';
import { legalActions } from './legal.js';
import { storedPoints } from './treasury.js';
import type { GameState, PlayerIndex } from './types.js';

/** Ruling R11: End turn is the way out of a turn that could go on spending Treasury points. */
export function checkEndTurn(state: GameState, action: EndTurnAction): void {
  if (state.actionsThisTurn === 0) {
    fail(
      'END_TURN_NOT_ALLOWED',
      'R11',
      action,
      'a turn must start with an action (or a pass when none is legal)',
    );
  }
}

/** Ruling R13: pass is legal only when the player has no other legal action. */
export function checkPass(state: GameState, action: PassAction): void {
  const others = legalActions(state).filter((a) => a.type !== 'pass');
  if (others.length > 0) {
    fail(
      'PASS_NOT_ALLOWED',
      'R13',
      action,
      `pass is legal only with no other legal action; there are ${others.length}`,
    );
  }
}

/**
 * Ruling R14: a player with no Rover (on a planet or in orbit) and no Factory is out, and their
 * remaining pieces leave the board. The last player in wins; if the last go out together,
 * everyone loses.
 */
function eliminate(draft: Draft<GameState>, effects: Effects): void {
  const out: PlayerIndex[] = [];
  draft.players.forEach((p, player) => {
    if (!p.inGame) return;
    const alive =
      draft.rovers.some((r) => r.owner === player) ||
      draft.buildings.some((b) => b.owner === player && b.structure === 'factory');
    if (!alive) out.push(player);
  });
  if (out.length === 0) return;
  for (const player of out) {
    draft.players[player]!.inGame = false;
    draft.buildings = draft.buildings.filter((b) => b.owner !== player);
    for (const planet of draft.planets) {
      const forts = planet.fortifications;
      for (let s = 0; s < forts.length; s++) if (forts[s] === player) forts[s] = null;
    }
    effects.events.push({ type: 'eliminated', player });
  }
  const remaining = draft.players.flatMap((p, i) => (p.inGame ? [i] : []));
  if (remaining.length <= 1) {
    draft.status = 'finished';
    draft.winners = remaining;
  }
}

/** The next player in seating order who is still in the game. */
export function nextPlayer(state: GameState, after: PlayerIndex): PlayerIndex {
  const n = state.players.length;
  for (let k = 1; k <= n; k++) {
    const p = (after + k) % n;
    if (state.players[p]!.inGame) return p;
  }
  return after;
}

/** Ruling R13 (and R14's turn limit): the turn passes to the next player still in. */
function advanceTurn(draft: Draft<GameState>, effects: Effects): void {
  draft.turn++;
  const limit = draft.options.turnLimit;
  if (limit !== null && draft.turn >= limit) {
    draft.status = 'finished';
    draft.winners = [];
    effects.events.push({ type: 'turnLimitReached', turn: draft.turn });
    return;
  }
  draft.currentPlayer = nextPlayer(draft, draft.currentPlayer);
  draft.actionsThisTurn = 0;
}

/**
 * After every action in play: players may go out, then the turn goes on (ruling R11: the actor
 * still has Treasury points, and the action did not end the turn) or passes on.
 */
export function finishAction(draft: Draft<GameState>, endsTurn: boolean, effects: Effects): void {
  const actor = draft.currentPlayer;
  draft.actionsThisTurn++;
  eliminate(draft, effects);
  if (draft.status === 'finished') return;
  if (endsTurn || !draft.players[actor]!.inGame || storedPoints(draft, actor) === 0) {
    advanceTurn(draft, effects);
  }
}
