import * as v2024 from './2024-12/index.js';
import * as v2025 from './2025-01/index.js';
import * as v2026 from './2026-06/index.js';
import type { ActionFamily, ActionTable, Listing, TurnFlow } from './action-family.js';
import { ACTION_TYPES, type Action } from './actions.js';
import { fail } from './errors.js';
import { type RulesetName, rulesetOf } from './ruleset.js';
import { endTurn, passFamily, turnFlow } from './turn.js';
import type { GameState } from './types.js';

export type {
  ActionFamily,
  ActionOf,
  ActionTable,
  Listing,
  TurnFlow,
} from './action-family.js';

// One table of the action types drives validation (validate.ts), application (apply.ts) and
// the legal-action list (legal.ts): a type without a family, or a family without a piece, is a
// compile error. Notation (record/format-action.ts, parse-action.ts) and action ids
// (bots/encoding.ts) sit above the rules and keep their own tables of the same shape,
// `{ [T in ActionType]: … }`.

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
 * Every legal action of a state in play, as `legalActions` lists them: what Pass reads (a pass
 * is checked only in play, so the setup listing never matters here).
 */
function legalInPlay(state: GameState): Action[] {
  const out: Action[] = [];
  for (const legal of listingOf(state).playing) legal(state, out);
  return out;
}

/** The 2025-01 actions (rulings R5–R13, R15, R22), one family per file in src/rules/2025-01/. */
const ACTIONS_2025_01: ActionTable = {
  place: v2025.place,
  move: v2025.move,
  fortify: v2025.fortify,
  shoot: v2025.shoot,
  build: v2025.build,
  descend: v2025.descend,
  produce: v2025.produce,
  repair: v2025.repair,
  ready: v2025.ready,
  aim: v2025.aim,
  fire: v2025.fire,
  save: v2025.save,
  destroy: v2025.destroy,
  choose: absent('2025-01', 'setup'),
  orbit: absent('2025-01', 'playing'),
  decommission: absent('2025-01', 'playing'),
  turn: absent('2025-01', 'playing'),
  heal: absent('2025-01', 'playing'),
  powerUp: absent('2025-01', 'playing'),
  endTurn,
  pass: passFamily({ demolish: 'destroy', first: 'R22', only: 'R13' }, legalInPlay),
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
  pass: passFamily(v2026.pass, legalInPlay),
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
  pass: passFamily({ demolish: 'destroy', first: 'R13', only: 'R13' }, legalInPlay),
};

const TABLES: Readonly<Record<RulesetName, ActionTable>> = {
  '2024-12': ACTIONS_2024_12,
  '2025-01': ACTIONS_2025_01,
  '2026-06': ACTIONS_2026_06,
};

const TURNS: Readonly<Record<RulesetName, TurnFlow>> = {
  '2024-12': turnFlow,
  '2025-01': turnFlow,
  '2026-06': v2026.turnFlow,
};

/** The action table of the state's ruleset. */
export function actionsOf(state: GameState): ActionTable {
  return state.options.ruleset === undefined ? ACTIONS_2025_01 : TABLES[rulesetOf(state).name];
}

/** The turn flow of the state's ruleset. */
export function turnFlowOf(state: GameState): TurnFlow {
  return state.options.ruleset === undefined ? turnFlow : TURNS[rulesetOf(state).name];
}

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
