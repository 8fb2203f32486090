import { board } from '../../board/index.js';
import type { Action, ActionType } from '../actions.js';
import { fail } from '../errors.js';
import { printable } from '../printable.js';
import { type GameState, STRUCTURES } from '../types.js';

// Malformed actions (wrong shape, wrong types, ids out of range) are refused here, before any
// rule is consulted, so no rule check ever meets a TypeError.

type FieldKind = 'space' | 'planet' | 'rover' | 'structure' | 'target';

const FIELDS: { readonly [T in ActionType]: Readonly<Record<string, FieldKind>> } = {
  place: { planet: 'planet', space: 'space' },
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
  endTurn: {},
  pass: {},
};

/** Optional fields per type (besides `player`, optional everywhere). */
const OPTIONAL: { readonly [T in ActionType]?: Readonly<Record<string, FieldKind>> } = {
  build: { moveTo: 'space' },
};

const TARGETS: readonly string[] = ['rover', 'fortification', 'building'];
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
      return typeof value === 'string' && (STRUCTURES as readonly string[]).includes(value);
    case 'target':
      return typeof value === 'string' && TARGETS.includes(value);
  }
}

const EXPECTED: Record<FieldKind, string> = {
  space: `a space id 0..${board.spaces.length - 1}`,
  planet: 'a planet index of this game',
  rover: 'a Rover id (a positive integer)',
  structure: `one of ${STRUCTURES.join(', ')}`,
  target: `one of ${TARGETS.join(', ')}`,
};

function malformed(action: unknown, why: string): never {
  return fail('MALFORMED_ACTION', 'action-format', action, why);
}

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
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) {
    malformed(action, `unknown action type ${describe(type)}`);
  }
  const required = FIELDS[type as ActionType];
  const optional = OPTIONAL[type as ActionType] ?? {};
  for (const key of Object.keys(record)) {
    if (key === 'type' || key === 'player') continue;
    if (!Object.hasOwn(required, key) && !Object.hasOwn(optional, key)) {
      malformed(action, `a ${type} action has no field ${describe(key)}`);
    }
  }
  for (const [key, kind] of Object.entries(required)) {
    if (!Object.hasOwn(record, key))
      malformed(action, `a ${type} action needs "${key}" (${EXPECTED[kind]})`);
    if (!fieldOk(state, kind, record[key])) {
      malformed(action, `"${key}" must be ${EXPECTED[kind]}, not ${describe(record[key])}`);
    }
  }
  for (const [key, kind] of Object.entries(optional)) {
    if (
      Object.hasOwn(record, key) &&
      record[key] !== undefined &&
      !fieldOk(state, kind, record[key])
    ) {
      malformed(action, `"${key}" must be ${EXPECTED[kind]}, not ${describe(record[key])}`);
    }
  }
  if (record.player !== undefined && !isInteger(record.player, 0, state.options.players - 1)) {
    malformed(action, `"player" must be a player index 0..${state.options.players - 1}`);
  }
}

/**
 * A fresh copy of a well-formed action with its fields in a fixed order and without `player`,
 * so that states built from equal actions serialize to identical bytes.
 */
export function canonicalAction(action: Action): Action {
  const record = action as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = { type: action.type };
  for (const key of Object.keys(FIELDS[action.type])) copy[key] = record[key];
  for (const key of Object.keys(OPTIONAL[action.type] ?? {})) {
    if (record[key] !== undefined) copy[key] = record[key];
  }
  return copy as unknown as Action;
}
