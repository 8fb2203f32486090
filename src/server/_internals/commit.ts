import {
  type Action,
  applyAction,
  formatEntry,
  type GameState,
  IllegalActionError,
  restoreRng,
  stateHash,
} from '../../index.js';
import { fail } from '../errors.js';
import type { LiveMatch } from '../match.js';
import type { MatchStore } from '../store.js';

// The order of one accepted action: roll the server's dice, apply, commit to the store, and only
// then change the live match and tell its listeners. Whatever fails before the commit leaves the
// match as it was, its dice included.

/**
 * Plays `action` for `seat` in `match` (its submission's `seq`, `null` for a bot) and stores it;
 * returns the action's index. Refused (`ILLEGAL_ACTION`, nothing changed) when the reducer
 * refuses it.
 */
export function commitAction(
  store: MatchStore,
  match: LiveMatch,
  action: Action,
  seat: number,
  seq: number | null,
): number {
  const saved = match.rng.save();
  let state: GameState;
  try {
    state = applyAction(match.state, action, match.rng);
  } catch (e) {
    match.rng = restoreRng(saved);
    if (e instanceof IllegalActionError) {
      fail('ILLEGAL_ACTION', e.message, { illegal: { code: e.code, rule: e.rule } });
    }
    throw e;
  }
  const last = state.last!;
  const entry = formatEntry(
    { ...last.action, player: last.player } as Action,
    last.dice.map((d) => d.value),
    { planets: state.options.planets },
  );
  const index = match.actions.length;
  const hash = stateHash(state);
  const stored = { index, seat, seq, entry, hash };
  const head = { actions: index + 1, status: state.status, hash, rng: match.rng.save() };
  try {
    store.appendAction(match.id, stored, head);
  } catch (e) {
    match.rng = restoreRng(saved);
    throw e;
  }
  // Stored: only now does anyone hear of it.
  match.state = state;
  match.hash = hash;
  match.actions.push(stored);
  const update = { type: 'update', matchId: match.id, index, entry, state, hash } as const;
  for (const listener of [...match.listeners]) listener(update);
  return index;
}
