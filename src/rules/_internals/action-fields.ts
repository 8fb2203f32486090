import type { Action, ActionType } from '../actions.js';
import type { RulesetName } from '../ruleset.js';

// The fields of every action type in each ruleset: required, optional, and the canonical order
// actions are written in. shape.ts checks actions against them.

export type FieldKind =
  | 'space'
  | 'planet'
  | 'rover'
  | 'structure'
  | 'target'
  | 'boolean'
  | 'direction';

export type Fields = Readonly<Record<string, FieldKind>>;

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

export const FIELDS: Readonly<Record<RulesetName, FieldTable>> = {
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
export const OPTIONAL: Readonly<
  Partial<Record<RulesetName, { readonly [T in ActionType]?: Fields }>>
> = {
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
export const CANONICAL_ORDER: { readonly [T in ActionType]: readonly string[] } = {
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
