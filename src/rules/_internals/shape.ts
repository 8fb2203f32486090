import { board } from '../../board/index.js';
import type { Action, ActionType } from '../actions.js';
import { fail } from '../errors.js';
import { printable } from '../printable.js';
import { type RulesetName, rulesetOf } from '../ruleset.js';
import type { GameState } from '../types.js';
import { CANONICAL_ORDER, FIELDS, type FieldKind, type Fields, OPTIONAL } from './action-fields.js';

// Malformed actions (wrong shape, wrong types, ids out of range) are refused here, before any
// rule is consulted, so no rule check ever meets a TypeError. The fields each action type has
// are in action-fields.ts.

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
