import type { GameState } from '../../rules/index.js';
import type { Context } from './context.js';
import type { Base } from './convert.js';
import { baseOf, checkState, contextOf } from './open.js';
import type { RulesetCore } from './rulesets.js';

// A core loaded with another state in the arrays it already has: what `CoreGame.fromState` does,
// less the allocation and zeroing of the scratch arrays (the legal-id listing and its marks, the
// fortification scratch, the Rovers by cell, the landing sites) and of the undo stack, which
// depend on the ruleset and the number of planets only. mctsBot loads each decision's root into
// one core this way (src/core/_internals/access.ts); the position itself is converted afresh.

/** A context and base for `state` in `old`'s arrays. */
export interface Reloaded {
  readonly ctx: Context;
  readonly base: Base;
}

/**
 * `state` loaded into the arrays of `old` (a context of `ruleset`, `rules`' plug-in), or `null`
 * when the shape differs (another ruleset or number of planets): then build a fresh core. Checks
 * the state as `fromState` does first, with the same errors (a `CoreError` `BAD_STATE`).
 */
export function reloadContext(
  old: Context,
  ruleset: string,
  rules: RulesetCore,
  state: GameState,
): Reloaded | null {
  checkState(state);
  if ((state.options.ruleset ?? '2025-01') !== ruleset) return null;
  if (state.options.planets !== old.pos.planets) return null;
  const pos = rules.positionOf(state);
  old.plies.depth = 0;
  // Scratch arrays, written before they are read; the landing marks are cleared all the same,
  // so that a reloaded core holds what a fresh one does.
  old.landing.fill(0);
  return { ctx: contextOf(state, pos, old), base: baseOf(state) };
}
