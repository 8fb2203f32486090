import type { Draft } from 'immer';
import type { Effects } from './_internals/effects.js';
import * as v2024 from './2024-12/index.js';
import * as v2026 from './2026-06/index.js';
import { ACTION_TYPES, type Action, type ActionType } from './actions.js';
import { applyBuild, checkBuild, legalBuilds } from './build.js';
import {
  applyAim,
  applyFire,
  applyReady,
  checkAim,
  checkFire,
  checkReady,
  legalAims,
  legalFires,
  legalReadies,
} from './cannon.js';
import { applyDestroy, checkDestroy, legalDestroys } from './destroy.js';
import { fail } from './errors.js';
import {
  applyProduce,
  applyRepair,
  checkProduce,
  checkRepair,
  legalProduces,
  legalRepairs,
} from './factory.js';
import { applyFortify, checkFortify, legalFortifications } from './fortify.js';
import { applyMove, checkMove, legalMoves } from './move.js';
import { applyDescend, checkDescend, legalDescents } from './orbit.js';
import { type RulesetName, rulesetOf } from './ruleset.js';
import { applyPlace, checkPlace, legalPlacements } from './setup.js';
import { applyShoot, checkShoot, legalShots } from './shoot.js';
import { applySave, checkSave, legalSaves, spendPoint } from './treasury.js';
import { checkEndTurn, finishAction, legalEndTurns, passFamily } from './turn.js';
import type { GameState } from './types.js';

// One table of the action types drives validation (validate.ts), application (apply.ts) and
// the legal-action list (legal.ts): a type without a family, or a family without a piece, is a
// compile error. Notation (record/notation.ts) and action ids (bots/encoding.ts) sit above the
// rules and keep their own tables of the same shape, `{ [T in ActionType]: … }`.

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

const PLAY = { phase: 'playing', spendsPoint: true, endsTurn: false } as const;
const nothing = (): void => {};

/**
 * The family of an action type a ruleset does not have: never listed, never legal. (The shape
 * check refuses such actions first as `MALFORMED_ACTION`; this is the table's completeness.)
 */
function absent<A extends Action>(
  ruleset: RulesetName,
  phase: 'setup' | 'playing',
): ActionFamily<A> {
  return {
    phase,
    spendsPoint: false,
    endsTurn: false,
    check: (_state, action) =>
      fail(
        'MALFORMED_ACTION',
        'action-format',
        action,
        `the ${ruleset} rules have no ${action.type} action`,
      ),
    apply: nothing,
    legal: nothing,
  };
}

/**
 * What happens around every action in play, per ruleset: spending a Treasury point for each
 * action after the first of a turn (ruling R22), and after the action, players going out and the
 * turn going on or passing (rulings R13, R14, R22, R25, R26).
 */
export interface TurnFlow {
  spendPoint(draft: Draft<GameState>, state: GameState, effects: Effects): void;
  finish(draft: Draft<GameState>, state: GameState, endsTurn: boolean, effects: Effects): void;
}

const TURN_2025_01: TurnFlow = { spendPoint, finish: finishAction };

/** The 2025-01 actions (rulings R5–R13, R15, R22). */
const ACTIONS_2025_01: ActionTable = {
  place: {
    phase: 'setup',
    spendsPoint: false,
    endsTurn: false,
    check: checkPlace,
    apply: applyPlace,
    legal: legalPlacements,
  },
  move: { ...PLAY, check: checkMove, apply: applyMove, legal: legalMoves },
  fortify: {
    ...PLAY,
    check: checkFortify,
    apply: applyFortify,
    legal: legalFortifications,
  },
  shoot: { ...PLAY, check: checkShoot, apply: applyShoot, legal: legalShots },
  build: {
    ...PLAY,
    check: checkBuild,
    apply: applyBuild,
    legal: legalBuilds,
  },
  descend: {
    ...PLAY,
    check: checkDescend,
    apply: applyDescend,
    legal: legalDescents,
  },
  produce: {
    ...PLAY,
    check: checkProduce,
    apply: applyProduce,
    legal: legalProduces,
  },
  repair: {
    ...PLAY,
    check: checkRepair,
    apply: applyRepair,
    legal: legalRepairs,
  },
  ready: {
    ...PLAY,
    check: checkReady,
    apply: applyReady,
    legal: legalReadies,
  },
  aim: {
    ...PLAY,
    check: checkAim,
    apply: applyAim,
    legal: legalAims,
  },
  fire: {
    ...PLAY,
    check: checkFire,
    apply: (draft, state, _action, effects) => applyFire(draft, state, effects),
    legal: legalFires,
  },
  save: {
    ...PLAY,
    endsTurn: true,
    check: checkSave,
    apply: applySave,
    legal: legalSaves,
  },
  destroy: { ...PLAY, check: checkDestroy, apply: applyDestroy, legal: legalDestroys },
  choose: absent('2025-01', 'setup'),
  orbit: absent('2025-01', 'playing'),
  decommission: absent('2025-01', 'playing'),
  turn: absent('2025-01', 'playing'),
  heal: absent('2025-01', 'playing'),
  powerUp: absent('2025-01', 'playing'),
  endTurn: {
    ...PLAY,
    spendsPoint: false,
    endsTurn: true,
    check: checkEndTurn,
    apply: nothing,
    legal: legalEndTurns,
  },
  pass: passFamily('destroy', 'R22', 'R13'),
};

// A later ruleset spreads this table and overrides only the families that differ (python-chess
// style). 2026-06's own families live in src/rules/2026-06/, one file per action family.
const ACTIONS_2026_06: ActionTable = {
  ...ACTIONS_2025_01,
  place: v2026.place,
  choose: v2026.choose,
  move: v2026.move,
  fortify: v2026.fortify,
  shoot: v2026.shoot,
  build: v2026.build,
  descend: v2026.descend,
  produce: v2026.produce,
  repair: v2026.repair,
  ready: v2026.ready,
  aim: v2026.aim,
  fire: v2026.fire,
  save: v2026.save,
  destroy: absent('2026-06', 'playing'),
  orbit: v2026.orbit,
  decommission: v2026.decommission,
  turn: absent('2026-06', 'playing'),
  heal: absent('2026-06', 'playing'),
  powerUp: absent('2026-06', 'playing'),
  pass: v2026.pass,
};

// 2024-12's own families live in src/rules/2024-12/ (rulings R50–R67). Destroy (R64), Pass
// (R13, R50) and the turn flow (one action a turn: there is no Treasury) are 2025-01's.
const ACTIONS_2024_12: ActionTable = {
  ...ACTIONS_2025_01,
  place: v2024.place,
  move: v2024.move,
  fortify: v2024.fortify,
  shoot: v2024.shoot,
  build: v2024.build,
  descend: v2024.descend,
  produce: v2024.produce,
  repair: absent('2024-12', 'playing'),
  ready: absent('2024-12', 'playing'),
  aim: absent('2024-12', 'playing'),
  fire: v2024.fire,
  save: absent('2024-12', 'playing'),
  turn: v2024.turn,
  heal: v2024.heal,
  powerUp: v2024.powerUp,
  endTurn: absent('2024-12', 'playing'),
  pass: passFamily('destroy', 'R13', 'R13'),
};

const TABLES: Readonly<Record<RulesetName, ActionTable>> = {
  '2024-12': ACTIONS_2024_12,
  '2025-01': ACTIONS_2025_01,
  '2026-06': ACTIONS_2026_06,
};

const TURNS: Readonly<Record<RulesetName, TurnFlow>> = {
  '2024-12': TURN_2025_01,
  '2025-01': TURN_2025_01,
  '2026-06': v2026.turnFlow,
};

/** The action table of the state's ruleset. */
export function actionsOf(state: GameState): ActionTable {
  return state.options.ruleset === undefined ? ACTIONS_2025_01 : TABLES[rulesetOf(state).name];
}

/** The turn flow of the state's ruleset. */
export function turnFlowOf(state: GameState): TurnFlow {
  return state.options.ruleset === undefined ? TURN_2025_01 : TURNS[rulesetOf(state).name];
}

/** A table's `legal` functions by phase, in the order of `ACTION_TYPES`. */
export type Listing = Readonly<
  Record<'setup' | 'playing', readonly ((state: GameState, out: Action[]) => void)[]>
>;

function listingOfTable(table: ActionTable): Listing {
  const families = ACTION_TYPES.map((type) => table[type] as ActionFamily<Action>);
  return {
    setup: families.filter((f) => f.phase === 'setup').map((f) => f.legal),
    playing: families.filter((f) => f.phase === 'playing').map((f) => f.legal),
  };
}

/** Each table's listing, made once (the default's up front, for the absent-ruleset fast path). */
const LISTINGS = new Map<ActionTable, Listing>();
const DEFAULT_LISTING = listingOfTable(ACTIONS_2025_01);
LISTINGS.set(ACTIONS_2025_01, DEFAULT_LISTING);

/**
 * The `legal` functions of the state's ruleset by phase, in listing order (`ACTION_TYPES`):
 * legalActions' hot path walks an array instead of looking each type up by name, and a state
 * that names no ruleset (every 2025-01 game) skips the map.
 */
export function listingOf(state: GameState): Listing {
  if (state.options.ruleset === undefined) return DEFAULT_LISTING;
  const table = actionsOf(state);
  let listing = LISTINGS.get(table);
  if (listing === undefined) {
    listing = listingOfTable(table);
    LISTINGS.set(table, listing);
  }
  return listing;
}

/** The family of `action` in the state's ruleset, typed for any action. */
export function familyOf(state: GameState, action: Action): ActionFamily<Action> {
  return actionsOf(state)[action.type] as ActionFamily<Action>;
}
