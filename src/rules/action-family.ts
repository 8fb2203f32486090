import type { Draft } from 'immer';
import type { Effects } from './_internals/effects.js';
import type { Action, ActionType } from './actions.js';
import type { GameState } from './types.js';

// The shape of a ruleset's rules: one family per action type, and the turn flow around them.
// Every ruleset's family files (src/rules/<ruleset>/) export values of these types, and
// action-table.ts puts them in one table per ruleset.

/** The action of one type. */
export type ActionOf<T extends ActionType> = Extract<Action, { readonly type: T }>;

/** Everything the rules know about one action type. */
export interface ActionFamily<A extends Action> {
  /** When the action is played: `place` during setup (ruling R15), the others after. */
  readonly phase: 'setup' | 'playing';
  /** Whether taking it after the first action of a turn spends a Treasury point (ruling R22). */
  readonly spendsPoint: boolean;
  /** Whether it ends the turn whatever points are left (rulings R11, R13, R22). */
  readonly endsTurn: boolean;
  /** Throws the `IllegalActionError` the (well-formed, in-phase) action breaks, if any. */
  check(state: GameState, action: A): void;
  /** Writes the legal action's effects on `draft`, a writable copy of `state`. */
  apply(draft: Draft<GameState>, state: GameState, action: A, effects: Effects): void;
  /**
   * Appends the legal actions of this type to `out`, in listing order. `out` holds those of the
   * types listed before it (pass reads them).
   */
  legal(state: GameState, out: Action[]): void;
}

/** A family for every action type. */
export type ActionTable = { readonly [T in ActionType]: ActionFamily<ActionOf<T>> };

/**
 * What happens around every action in play, per ruleset: spending a Treasury point for each
 * action after the first of a turn (ruling R22), and after the action, players going out and the
 * turn going on or passing (rulings R13, R14, R22, R25, R26).
 */
export interface TurnFlow {
  spendPoint(draft: Draft<GameState>, state: GameState, effects: Effects): void;
  finish(draft: Draft<GameState>, state: GameState, endsTurn: boolean, effects: Effects): void;
}

/** A table's `legal` functions by phase, in the order of `ACTION_TYPES`. */
export type Listing = Readonly<
  Record<'setup' | 'playing', readonly ((state: GameState, out: Action[]) => void)[]>
>;

/**
 * A family in play of these three functions: after a turn's first action it spends a point
 * (ruling R22), and the turn goes on.
 */
export function inPlay<A extends Action>(
  check: ActionFamily<A>['check'],
  apply: ActionFamily<A>['apply'],
  legal: ActionFamily<A>['legal'],
): ActionFamily<A> {
  return { phase: 'playing', spendsPoint: true, endsTurn: false, check, apply, legal };
}
