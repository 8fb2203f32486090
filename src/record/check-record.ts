import { childPath } from '../json/untrusted.js';
import type { GameOptions } from '../rules/index.js';
import {
  DEFAULT_RULESET,
  isRulesetName,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  RULESET_NAMES,
  type Ruleset,
  rulesetNamed,
  SUPPORTED_RULESETS,
} from '../rules/index.js';
import { describe, failure, malformed, Problem, tooLarge } from './_internals/record-problem.js';
import { checkText, integer, numbers, object } from './_internals/record-values.js';
import {
  type GameRecord,
  MAX_ACTION_DICE,
  MAX_KEY_LENGTH,
  MAX_META_FIELDS,
  MAX_NAME_LENGTH,
  MAX_RECORD_ACTIONS,
  MAX_ROLL_OFF_DICE,
  MAX_TEXT_LENGTH,
  RECORD_FORMAT,
  RECORD_VERSION,
  type ReplayError,
} from './types.js';

// The structure of a record is checked completely before any action is replayed: a malformed
// file is refused as a whole (the CLI's exit code 2), with the path of the first problem.

/** The result of `parseRecord` and `checkRecord`. */
export type RecordCheck =
  | { readonly ok: true; readonly record: GameRecord }
  | { readonly ok: false; readonly error: ReplayError };

const TOP_FIELDS: readonly string[] = [
  'format',
  'version',
  'options',
  'seed',
  'players',
  'meta',
  'rollOff',
  'actions',
  'result',
  'finalHash',
];
const OPTION_FIELDS: readonly string[] = ['players', 'planets', 'turnLimit', 'ruleset'];
const ENTRY_FIELDS: readonly string[] = ['action', 'dice', 'note'];
const RESULT_FIELDS: readonly string[] = ['status', 'winners', 'turn'];
const STATUSES: readonly string[] = ['setup', 'playing', 'finished'];

/** The ruleset a record names, when this library plays it; `null` for one it does not (yet). */
function playedRuleset(name: unknown): Ruleset | null {
  const ruleset = name === undefined ? DEFAULT_RULESET : name;
  return isRulesetName(ruleset) && SUPPORTED_RULESETS.includes(ruleset)
    ? rulesetNamed(ruleset)
    : null;
}

function checkOptions(value: unknown): GameOptions {
  const o = object(value, 'options', OPTION_FIELDS);
  // Absent means 2025-01; a name that is no published ruleset makes the record malformed.
  if (o.ruleset !== undefined && !isRulesetName(o.ruleset))
    malformed(
      'options.ruleset',
      `must be one of ${RULESET_NAMES.join(', ')}, not ${describe(o.ruleset)}`,
    );
  // Counts are checked against the record's ruleset; a published ruleset this library does not
  // play yet is refused by replay, with createGame's message, so its counts are checked loosely.
  const rules = playedRuleset(o.ruleset);
  const players = rules?.players ?? { min: MIN_PLAYERS, max: MAX_PLAYERS };
  if (!Object.hasOwn(o, 'players')) malformed('options', 'needs "players"');
  integer(o.players, 'options.players', players.min, players.max);
  const table = rules?.planetsByPlayers ?? null;
  if (table !== null) {
    // Ruling R33: the planets are fixed by the players; a record may leave them out.
    const fixed = table[o.players as number]!;
    if (o.planets !== undefined && o.planets !== fixed) {
      const counts = table
        .flatMap((n, p) => (p >= players.min ? [`${p} players ${n}`] : []))
        .join(', ');
      malformed(
        'options.planets',
        `must be ${fixed} for ${String(o.players)} players in ${rules!.name} (planets by players: ${counts}), not ${describe(o.planets)}`,
      );
    }
  } else if (o.planets !== undefined) {
    integer(o.planets, 'options.planets', 1, rules?.maxPlanets ?? MAX_PLANETS);
  }
  if (o.turnLimit !== undefined && o.turnLimit !== null)
    integer(o.turnLimit, 'options.turnLimit', 1, Number.MAX_SAFE_INTEGER);
  return o as unknown as GameOptions;
}

/** The most dice one action of a record may hold: its ruleset's, or the most of any. */
function diceLimit(options: GameOptions): number {
  return playedRuleset(options.ruleset)?.maxDicePerAction ?? MAX_ACTION_DICE;
}

function checkEntry(value: unknown, index: number, maxDice: number): void {
  const path = childPath('actions', index);
  if (typeof value === 'string') return;
  const e = object(value, path, ENTRY_FIELDS, index);
  if (!Object.hasOwn(e, 'action')) malformed(path, 'needs "action"', index);
  const action = e.action;
  if (typeof action !== 'string' && (typeof action !== 'object' || action === null)) {
    malformed(
      childPath(path, 'action'),
      `must be an action object or notation text, not ${describe(action)}`,
      index,
    );
  }
  if (e.dice !== undefined) numbers(e.dice, childPath(path, 'dice'), index, maxDice);
  if (e.note !== undefined) checkText(e.note, childPath(path, 'note'), MAX_TEXT_LENGTH, index);
}

function check(value: unknown): GameRecord {
  const r = object(value, '', null);
  // Format and version first: an unknown version is reported as such, not as its fields.
  if (r.format !== RECORD_FORMAT) {
    malformed(
      'format',
      `must be "${RECORD_FORMAT}", not ${describe(r.format)}: is this a Globetrotter record?`,
    );
  }
  if (r.version === undefined) malformed('', 'a record needs "version"');
  if (r.version !== RECORD_VERSION) {
    throw new Problem(
      'UNSUPPORTED_VERSION',
      `version ${describe(r.version)} is not supported: this library reads version ${RECORD_VERSION}`,
    );
  }
  object(value, '', TOP_FIELDS);
  for (const key of ['options', 'rollOff', 'actions']) {
    if (!Object.hasOwn(r, key)) malformed('', `a record needs "${key}"`);
  }
  const options = checkOptions(r.options);
  if (typeof r.seed === 'string') checkText(r.seed, 'seed', MAX_TEXT_LENGTH);
  else if (r.seed !== undefined && (typeof r.seed !== 'number' || !Number.isFinite(r.seed)))
    malformed('seed', `must be text or a number, not ${describe(r.seed)}`);
  if (r.players !== undefined) {
    const names = r.players;
    if (!Array.isArray(names) || names.length !== options.players) {
      malformed('players', `must be an array of ${options.players} names, one per seat`);
    }
    for (let i = 0; i < names.length; i++)
      checkText(names[i], childPath('players', i), MAX_NAME_LENGTH);
  }
  if (r.meta !== undefined) {
    const meta = object(r.meta, 'meta', null);
    const keys = Object.keys(meta);
    if (keys.length > MAX_META_FIELDS)
      tooLarge('meta', `an object of more than ${MAX_META_FIELDS} fields`);
    for (const key of keys) {
      if (key.length > MAX_KEY_LENGTH)
        tooLarge(childPath('meta', key), `a key longer than ${MAX_KEY_LENGTH} characters`);
      checkText(meta[key], childPath('meta', key), MAX_TEXT_LENGTH);
    }
  }
  numbers(r.rollOff, 'rollOff', null, MAX_ROLL_OFF_DICE);
  const actions = r.actions;
  if (!Array.isArray(actions)) malformed('actions', `must be an array, not ${describe(actions)}`);
  if (actions.length > MAX_RECORD_ACTIONS) {
    throw new Problem(
      'RECORD_TOO_LARGE',
      `the record has ${actions.length} actions; the limit is ${MAX_RECORD_ACTIONS}`,
    );
  }
  const maxDice = diceLimit(options);
  for (let i = 0; i < actions.length; i++) checkEntry(actions[i], i, maxDice);
  if (r.result !== undefined) {
    const result = object(r.result, 'result', RESULT_FIELDS);
    if (typeof result.status !== 'string' || !STATUSES.includes(result.status))
      malformed('result.status', `must be one of ${STATUSES.join(', ')}`);
    if (!Array.isArray(result.winners)) malformed('result.winners', 'must be an array of seats');
    result.winners.forEach((w, i) => {
      integer(w, childPath('result.winners', i), 0, options.players - 1);
    });
    integer(result.turn, 'result.turn', 0, Number.MAX_SAFE_INTEGER);
  }
  if (r.finalHash !== undefined) {
    if (typeof r.finalHash !== 'string' || !/^[0-9a-f]{64}$/.test(r.finalHash))
      malformed('finalHash', 'must be 64 lowercase hex digits (a stateHash)');
  }
  return r as unknown as GameRecord;
}

/**
 * Checks the structure of a record (a parsed value): format, version, options, dice arrays,
 * entry shapes, limits. Actions are not judged here; `replay` does that.
 *
 * @example
 * ```ts
 * const check = checkRecord(JSON.parse(text));
 * if (!check.ok) console.log(check.error.code, check.error.message);
 * ```
 */
export function checkRecord(value: unknown): RecordCheck {
  try {
    return { ok: true, record: check(value) };
  } catch (e) {
    return failure(e);
  }
}
