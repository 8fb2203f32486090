import { board } from '../../board/index.js';
import type { Action, ActionType } from '../actions.js';
import { fail } from '../errors.js';
import { printable } from '../printable.js';
import { type RulesetName, rulesetOf } from '../ruleset.js';
import type { GameState } from '../types.js';

// Malformed actions (wrong shape, wrong types, ids out of range) are refused here, before any
// rule is consulted, so no rule check ever meets a TypeError.

type FieldKind = 'space' | 'planet' | 'rover' | 'structure' | 'target' | 'boolean' | 'direction';

type Fields = Readonly<Record<string, FieldKind>>;

/** The fields of each action type in a ruleset; `null` where the ruleset has no such action. */
type FieldTable = { readonly [T in ActionType]: Fields | null };

const FIELDS_2025_01: FieldTable = {
  place: { planet: 'planet', space: 'space' },
  choose: null,
  move: { rover: 'rover', to: 'space' },
  fortify: { rover: 'rover', space: 'space' },
  shoot: { rover: 'rover', space: 'space', target: 'target' },
  build: { structure: 'structure', planet: 'planet', space: 'space' },
  descend: { rover: 'rover', planet: 'planet', space: 'space' },
  produce: { space: 'space' },
  repair: { rover: 'rover' },
  ready: {},
  aim: { space: 'space' },
  fire: {},
  save: {},
  destroy: { structure: 'structure' },
  orbit: null,
  decommission: null,
  turn: null,
  heal: null,
  powerUp: null,
  endTurn: {},
  pass: {},
};

/** 2026-06 (rulings R31, R32, R38, R40, R43, R45): what differs from 2025-01. */
const FIELDS_2026_06: FieldTable = {
  ...FIELDS_2025_01,
  place: { planet: 'planet', space: 'space', roverSpace: 'space' },
  choose: { placeFirst: 'boolean' },
  produce: { planet: 'planet', space: 'space' },
  ready: { planet: 'planet' },
  aim: { planet: 'planet', space: 'space' },
  fire: { planet: 'planet' },
  destroy: null,
  orbit: { rover: 'rover', planet: 'planet' },
  decommission: { planet: 'planet', space: 'space' },
};

/**
 * 2024-12 (rulings R52–R63): facings on every action that puts a Rover on a space, Fortifications
 * on edges (fortify names the space across the edge; a shot or Fire at one names both spaces),
 * Turn, Heal and Power up; no Treasury, Ready, Aim or Repair.
 */
const FIELDS_2024_12: FieldTable = {
  ...FIELDS_2025_01,
  place: { planet: 'planet', space: 'space', facing: 'space' },
  descend: { rover: 'rover', planet: 'planet', space: 'space', facing: 'space' },
  produce: { space: 'space', facing: 'space' },
  repair: null,
  ready: null,
  aim: null,
  fire: { space: 'space', target: 'target' },
  save: null,
  turn: { rover: 'rover', direction: 'direction' },
  heal: { rover: 'rover' },
  powerUp: {},
  endTurn: null,
};

const FIELDS: Readonly<Record<RulesetName, FieldTable>> = {
  '2024-12': FIELDS_2024_12,
  '2025-01': FIELDS_2025_01,
  '2026-06': FIELDS_2026_06,
};

/**
 * The fields an action of `type` has in `ruleset`, required then optional (besides `type` and
 * `player`), in canonical order; `null` where the ruleset has no such action. A ruleset not
 * implemented yet has none.
 *
 * @example
 * ```ts
 * actionFields('2026-06', 'ready'); // ['planet']
 * actionFields('2025-01', 'orbit'); // null
 * ```
 */
export function actionFields(ruleset: RulesetName, type: ActionType): readonly string[] | null {
  const required = FIELDS[ruleset]?.[type];
  if (required === null || required === undefined) return null;
  const optional = OPTIONAL[ruleset]?.[type] ?? {};
  return CANONICAL_ORDER[type].filter(
    (k) => Object.hasOwn(required, k) || Object.hasOwn(optional, k),
  );
}

/** Optional fields per type and ruleset (besides `player`, optional everywhere). */
const OPTIONAL: Readonly<Partial<Record<RulesetName, { readonly [T in ActionType]?: Fields }>>> = {
  '2025-01': { build: { moveTo: 'space' } },
  // Rulings R54, R57, R59, R63: `facing` after a move (none into orbit) and with `moveTo`,
  // `across` with a Fortification target.
  '2024-12': {
    move: { facing: 'space' },
    build: { moveTo: 'space', facing: 'space' },
    shoot: { across: 'space' },
    fire: { across: 'space' },
  },
};

/**
 * Every field an action of each type may have in any ruleset, in canonical order (the order
 * `canonicalAction` writes them; for 2025-01 the order actions have always been written in).
 */
const CANONICAL_ORDER: { readonly [T in ActionType]: readonly string[] } = {
  place: ['planet', 'space', 'roverSpace', 'facing'],
  choose: ['placeFirst'],
  move: ['rover', 'to', 'facing'],
  fortify: ['rover', 'space'],
  shoot: ['rover', 'space', 'target', 'across'],
  build: ['structure', 'planet', 'space', 'moveTo', 'facing'],
  descend: ['rover', 'planet', 'space', 'facing'],
  produce: ['planet', 'space', 'facing'],
  repair: ['rover'],
  ready: ['planet'],
  aim: ['planet', 'space'],
  fire: ['planet', 'space', 'target', 'across'],
  save: [],
  destroy: ['structure'],
  orbit: ['rover', 'planet'],
  decommission: ['planet', 'space'],
  turn: ['rover', 'direction'],
  heal: ['rover'],
  powerUp: [],
  endTurn: [],
  pass: [],
};

const TARGETS: readonly string[] = ['rover', 'fortification', 'building'];
const DIRECTIONS: readonly string[] = ['left', 'right'];
/** Ruling R28: the largest well-formed Rover id. */
export const MAX_ROVER_ID = 2 ** 31 - 1;

/**
 * A short text for any value, for error messages, printable (a value may come from a file);
 * never throws (BigInts, cycles, symbols).
 */
export function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    if (text !== undefined) return printable(text.length > 40 ? `${text.slice(0, 40)}…` : text);
  } catch {
    // not JSON-encodable: fall through
  }
  return typeof value === 'object' && value !== null ? 'an object' : printable(String(value));
}

function isInteger(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function fieldOk(state: GameState, kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'space':
      return isInteger(value, 0, board.spaces.length - 1);
    case 'planet':
      return isInteger(value, 0, state.options.planets - 1);
    case 'rover':
      return isInteger(value, 1, MAX_ROVER_ID);
    case 'structure':
      return (
        typeof value === 'string' &&
        (rulesetOf(state).structures as readonly string[]).includes(value)
      );
    case 'target':
      return typeof value === 'string' && TARGETS.includes(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'direction':
      return typeof value === 'string' && DIRECTIONS.includes(value);
  }
}

function expected(state: GameState, kind: FieldKind): string {
  switch (kind) {
    case 'space':
      return `a space id 0..${board.spaces.length - 1}`;
    case 'planet':
      return 'a planet index of this game';
    case 'rover':
      return 'a Rover id (a positive integer)';
    case 'structure':
      return `one of ${rulesetOf(state).structures.join(', ')}`;
    case 'target':
      return `one of ${TARGETS.join(', ')}`;
    case 'boolean':
      return 'true or false';
    case 'direction':
      return `one of ${DIRECTIONS.join(', ')}`;
  }
}

function malformed(action: unknown, why: string): never {
  return fail('MALFORMED_ACTION', 'action-format', action, why);
}

/**
 * Ruling R67 (2024-12): an edge named by a shot or a Fire is `space` and `across`, lower id first,
 * and only a Fortification is named by an edge. Part of the shape, so checked before anything
 * else about the action.
 */
function assertEdgeNaming(record: Record<string, unknown>): void {
  const { space, across, target, type } = record as {
    space?: number;
    across?: number;
    target?: string;
    type: string;
  };
  if (target === 'fortification') {
    if (across === undefined) {
      malformed(
        record,
        `a ${type} at a Fortification names its edge by two spaces: "across" is missing`,
      );
    }
    if (space === undefined || across <= space) {
      malformed(
        record,
        space === across
          ? `an edge is named by its two spaces, lower first: "space" and "across" are both ${across}`
          : `an edge is named by its two spaces, lower first: "space" ${across}, "across" ${space}, not "space" ${space}, "across" ${across}`,
      );
    }
  } else if (across !== undefined) {
    malformed(
      record,
      `"across" names an edge, for a Fortification target only, not a ${String(target)}`,
    );
  }
}

/** The action types whose target may be an edge, per ruleset (2024-12, ruling R67). */
const EDGE_TARGETS: Readonly<Partial<Record<RulesetName, readonly ActionType[]>>> = {
  '2024-12': ['shoot', 'fire'],
};

/** Each field table's entries, listed once: `assertWellFormed` runs for every action applied. */
const ENTRIES = new WeakMap<Fields, readonly (readonly [string, FieldKind])[]>();

function entriesOf(fields: Fields): readonly (readonly [string, FieldKind])[] {
  let entries = ENTRIES.get(fields);
  if (entries === undefined) {
    entries = Object.entries(fields);
    ENTRIES.set(fields, entries);
  }
  return entries;
}

const NO_FIELDS: Fields = {};

/** Throws `MALFORMED_ACTION` unless `action` is a well-formed `Action` for this game. */
export function assertWellFormed(state: GameState, action: unknown): asserts action is Action {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) {
    malformed(action, 'an action must be an object with a "type"');
  }
  const proto = Object.getPrototypeOf(action);
  if (proto !== Object.prototype && proto !== null)
    malformed(action, 'an action must be a plain object');
  const record = action as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string' || !Object.hasOwn(CANONICAL_ORDER, type)) {
    malformed(action, `unknown action type ${describe(type)}`);
  }
  const ruleset = state.options.ruleset ?? '2025-01';
  const required = FIELDS[ruleset]?.[type as ActionType];
  if (required === null || required === undefined) {
    malformed(action, `the ${ruleset} rules have no ${type} action`);
  }
  const optional = OPTIONAL[ruleset]?.[type as ActionType] ?? NO_FIELDS;
  for (const key of Object.keys(record)) {
    if (key === 'type' || key === 'player') continue;
    if (!Object.hasOwn(required, key) && !Object.hasOwn(optional, key)) {
      malformed(action, `a ${type} action has no field ${describe(key)}`);
    }
  }
  for (const [key, kind] of entriesOf(required)) {
    if (!Object.hasOwn(record, key))
      malformed(action, `a ${type} action needs "${key}" (${expected(state, kind)})`);
    if (!fieldOk(state, kind, record[key])) {
      malformed(action, `"${key}" must be ${expected(state, kind)}, not ${describe(record[key])}`);
    }
  }
  for (const [key, kind] of entriesOf(optional)) {
    if (
      Object.hasOwn(record, key) &&
      record[key] !== undefined &&
      !fieldOk(state, kind, record[key])
    ) {
      malformed(action, `"${key}" must be ${expected(state, kind)}, not ${describe(record[key])}`);
    }
  }
  if (record.player !== undefined && !isInteger(record.player, 0, state.options.players - 1)) {
    malformed(action, `"player" must be a player index 0..${state.options.players - 1}`);
  }
  if (EDGE_TARGETS[ruleset]?.includes(type as ActionType)) assertEdgeNaming(record);
}

/**
 * A fresh copy of a well-formed action with its fields in a fixed order and without `player`,
 * so that states built from equal actions serialize to identical bytes.
 */
export function canonicalAction(action: Action): Action {
  const record = action as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = { type: action.type };
  for (const key of CANONICAL_ORDER[action.type]) {
    if (record[key] !== undefined) copy[key] = record[key];
  }
  return copy as unknown as Action;
}
