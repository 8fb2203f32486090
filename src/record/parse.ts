import {
  childPath,
  FORBIDDEN_KEYS,
  findForbiddenKey,
  isPlainObject,
  type ScanLimits,
  type ScanProblem,
  type Shape,
  scanJson,
} from '../json/untrusted.js';
import type { GameOptions } from '../rules/index.js';
import {
  DEFAULT_RULESET,
  isRulesetName,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  printable,
  RULESET_NAMES,
  type Ruleset,
  rulesetNamed,
  SUPPORTED_RULESETS,
} from '../rules/index.js';
import { jsonSyntaxMessage } from './_internals/json-where.js';
import {
  type GameRecord,
  MAX_ACTION_DICE,
  MAX_KEY_LENGTH,
  MAX_META_FIELDS,
  MAX_NAME_LENGTH,
  MAX_RECORD_ACTIONS,
  MAX_RECORD_BYTES,
  MAX_ROLL_OFF_DICE,
  MAX_TEXT_LENGTH,
  RECORD_FORMAT,
  RECORD_VERSION,
  type RecordProblemCode,
  type ReplayError,
} from './types.js';

// The structure of a record is checked completely before any action is replayed: a malformed
// file is refused as a whole (the CLI's exit code 2), with the path of the first problem.

/** The deepest nesting of arrays and objects `parseRecord` accepts (a record needs 4). */
const MAX_RECORD_DEPTH = 32;

/** The result of `parseRecord` and `checkRecord`. */
export type RecordCheck =
  | { readonly ok: true; readonly record: GameRecord }
  | { readonly ok: false; readonly error: ReplayError };

class Problem extends Error {
  constructor(
    readonly code: RecordProblemCode,
    message: string,
    readonly index: number | null = null,
  ) {
    super(message);
  }
}

function malformed(path: string, why: string, index: number | null = null): never {
  throw new Problem('MALFORMED_RECORD', path === '' ? why : `${path}: ${why}`, index);
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${printable(JSON.stringify(value.slice(0, 40)))}`;
  return `${typeof value} ${String(value)}`;
}

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

// The shape of a record for the scan before parsing (docs/record-format.md, "Limits"): every
// list and text is bounded by what the rules can use. Where a record has no value (an unknown
// field, a wrong type) the scan allows a few free-form values, so that the structure check
// after parsing can name the problem.
const FIELDS = 64;
const ANY: Shape = {};
const DICE = (items: number): Shape => ({ container: 'array', items, noun: 'dice', each: ANY });
const FLAT: Shape = { container: 'object', items: FIELDS, each: ANY };
/** The shape of a record for `scanJson`, also that of the record a `load` request of the engine carries. */
export const RECORD_SHAPE: Shape = {
  container: 'object',
  items: FIELDS,
  fields: {
    format: ANY,
    version: ANY,
    options: FLAT,
    seed: ANY,
    players: {
      container: 'array',
      items: MAX_PLAYERS,
      noun: 'names',
      each: { text: MAX_NAME_LENGTH },
    },
    meta: { container: 'object', items: MAX_META_FIELDS, each: ANY },
    rollOff: DICE(MAX_ROLL_OFF_DICE),
    actions: {
      container: 'array',
      items: MAX_RECORD_ACTIONS,
      noun: 'actions',
      each: {
        container: 'object',
        items: FIELDS,
        fields: { action: FLAT, dice: DICE(MAX_ACTION_DICE), note: ANY },
      },
    },
    result: {
      container: 'object',
      items: FIELDS,
      fields: {
        status: ANY,
        winners: { container: 'array', items: MAX_PLAYERS, noun: 'seats', each: ANY },
        turn: ANY,
      },
    },
    finalHash: ANY,
  },
};
const SCAN_LIMITS: ScanLimits = {
  depth: MAX_RECORD_DEPTH,
  key: MAX_KEY_LENGTH,
  text: MAX_TEXT_LENGTH,
  number: 32,
  free: 1000,
};

/** The problem found by the scan before parsing, as a record problem. */
function scanned(problem: ScanProblem): Problem {
  if (problem.kind === 'depth') {
    return new Problem(
      'MALFORMED_RECORD',
      `arrays and objects are nested more than ${MAX_RECORD_DEPTH} levels deep; a record needs 4`,
    );
  }
  const [first, second] = problem.keys;
  const index = first === 'actions' && typeof second === 'number' ? second : null;
  const path = problem.keys.reduce<string>((p, key) => childPath(p, key), '');
  const code = problem.kind === 'duplicate' ? 'MALFORMED_RECORD' : 'RECORD_TOO_LARGE';
  return new Problem(code, path === '' ? problem.why : `${path}: ${problem.why}`, index);
}

/** A limit of docs/record-format.md broken by a record object (text is checked by the scan). */
function tooLarge(path: string, why: string, index: number | null = null): never {
  throw new Problem('RECORD_TOO_LARGE', `${path}: ${why}`, index);
}

function checkText(value: unknown, path: string, max: number, index: number | null = null): void {
  if (typeof value !== 'string') malformed(path, `must be text, not ${describe(value)}`, index);
  if (value.length > max) tooLarge(path, `a text longer than ${max} characters`, index);
}

/** A plain object with only `allowed` keys (never a forbidden one). */
function object(
  value: unknown,
  path: string,
  allowed: readonly string[] | null,
  index: number | null = null,
): Record<string, unknown> {
  if (!isPlainObject(value)) malformed(path, `must be an object, not ${describe(value)}`, index);
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.includes(key))
      malformed(childPath(path, key), 'this key is forbidden', index);
    if (allowed !== null && !allowed.includes(key)) {
      const known = allowed.map((k) => `"${k}"`).join(', ');
      malformed(childPath(path, key), `unknown field (known: ${known})`, index);
    }
  }
  return value;
}

function integer(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    malformed(path, `must be an integer ${min}..${max}, not ${describe(value)}`);
  }
  return value;
}

/**
 * An array of at most `max` numbers (dice); whether each is a die 1..6 is checked by replay
 * (BAD_DIE).
 */
function numbers(value: unknown, path: string, index: number | null, max: number): void {
  if (!Array.isArray(value))
    malformed(path, `must be an array of dice, not ${describe(value)}`, index);
  if (value.length > max) tooLarge(path, `an array of more than ${max} dice`, index);
  for (let i = 0; i < value.length; i++) {
    if (typeof value[i] !== 'number')
      malformed(childPath(path, i), `a die must be a number, not ${describe(value[i])}`, index);
  }
}

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

function failure(e: unknown): RecordCheck {
  if (e instanceof Problem) {
    return {
      ok: false,
      error: { index: e.index, code: e.code, rule: 'record-format', message: e.message },
    };
  }
  // A hostile object (a throwing getter, a proxy) or an exhausted stack: still no crash.
  const why = e instanceof Error ? e.message : String(e);
  return {
    ok: false,
    error: {
      index: null,
      code: 'MALFORMED_RECORD',
      rule: 'record-format',
      message: `cannot read the record: ${printable(why)}`,
    },
  };
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

/**
 * Reads a record from JSON text: refuses texts longer than `MAX_RECORD_BYTES`, and before
 * parsing, texts nested more than 32 levels deep, with a key twice in one object, or over the
 * limits of docs/record-format.md (roll-off dice, dice per action, names, texts); then invalid
 * JSON and the keys `__proto__`, `constructor` and `prototype` anywhere; then checks the
 * structure as `checkRecord` does. Never throws.
 *
 * @example
 * ```ts
 * const read = parseRecord(readFileSync('game.json', 'utf8'));
 * if (read.ok) console.log(read.record.actions.length);
 * ```
 */
export function parseRecord(text: string): RecordCheck {
  if (typeof text !== 'string') {
    return failure(new Problem('MALFORMED_RECORD', 'a record text must be a string'));
  }
  if (text.length > MAX_RECORD_BYTES) {
    return failure(
      new Problem(
        'RECORD_TOO_LARGE',
        `the record is ${text.length} characters long; the limit is ${MAX_RECORD_BYTES}`,
      ),
    );
  }
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const problem = scanJson(json, RECORD_SHAPE, SCAN_LIMITS);
  if (problem !== null) return failure(scanned(problem));
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    const why = jsonSyntaxMessage(json, e instanceof Error ? e.message : String(e));
    // The parser's message quotes the text around the error.
    return failure(new Problem('MALFORMED_RECORD', `not valid JSON${printable(why)}`));
  }
  try {
    const forbidden = findForbiddenKey(value);
    if (forbidden !== null) malformed(forbidden, 'this key is forbidden');
  } catch (e) {
    return failure(e);
  }
  return checkRecord(value);
}
