import { checkOptions } from '../options/index.js';
import type { Action, GameState } from '../rules/index.js';
import {
  applyAction,
  createGame,
  DiceError,
  IllegalActionError,
  printable,
  scriptedRng,
  validateAction,
} from '../rules/index.js';
import { checkRecord } from './check-record.js';
import { formatEntry } from './format-action.js';
import { stateHash } from './hash.js';
import { NotationError } from './notation-error.js';
import { parseRecord } from './parse.js';
import { parseAction, parseEntry } from './parse-action.js';
import type { GameRecord, RecordEntry, ReplayError } from './types.js';

/** Options of `replay`. Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`). */
export interface ReplayOptions {
  /**
   * Replay only the first `to` actions (0 = just the roll-off). `result` and `finalHash` are
   * checked only when every action is replayed.
   */
  readonly to?: number;
  /** Called after each applied action with its index and the new state. */
  readonly onStep?: (index: number, state: GameState) => void;
}

/** Every key of `ReplayOptions`; any other is refused. */
const REPLAY_OPTION_KEYS: Record<keyof ReplayOptions, true> = { to: true, onStep: true };

/**
 * The result of `replay`: the final state, or the state after the valid prefix and where and
 * why the record went wrong. `state` is `null` only when no game could be started (a malformed
 * record, or bad roll-off dice).
 */
export type ReplayResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly state: GameState | null; readonly error: ReplayError };

/** A die of a record: an integer 1..6. */
function isDie(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 6;
}

function badDie(dice: readonly number[]): number {
  return dice.findIndex((d) => !isDie(d));
}

/** The longest entry shown in an error (docs/record-format.md: long actions are shortened). */
const MAX_DISPLAY = 120;

/** JSON text of a value that `JSON.stringify` may refuse (a BigInt, a cycle). */
function asText(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${String(v)}n` : v)) ??
      String(value)
    );
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** The entry as a reader would like to see it in an error message, shortened and printable. */
function display(entry: RecordEntry, action: Action | undefined, dice: readonly number[]): string {
  let shown: string | undefined;
  if (action !== undefined) {
    try {
      shown = formatEntry(action, dice);
    } catch {
      // Not formattable (a malformed action object): show it as given.
    }
  }
  shown ??= typeof entry === 'string' ? entry : asText(entry);
  return printable(shown.length > MAX_DISPLAY ? `${shown.slice(0, MAX_DISPLAY - 3)}...` : shown);
}

function diceWord(n: number): string {
  return n === 1 ? '1 die' : `${n} dice`;
}

/** Starts the game of a record: `createGame` with the recorded roll-off dice. */
function start(record: GameRecord): { state: GameState } | { error: ReplayError } {
  const dice = record.rollOff;
  const at = (code: ReplayError['code'], message: string) => ({
    error: { index: null, code, rule: 'record-format' as const, message },
  });
  const bad = badDie(dice);
  if (bad >= 0) return at('BAD_DIE', `roll-off die #${bad + 1} is ${dice[bad]}, not 1..6`);
  const rng = scriptedRng(dice);
  let state: GameState;
  try {
    // A record without a turn limit has none, as records always had: createGame's default
    // (DEFAULT_TURN_LIMIT) is for games started now, not for documents written before it.
    state = createGame({ ...record.options, turnLimit: record.options.turnLimit ?? null }, rng);
  } catch (e) {
    if (e instanceof DiceError) {
      return at(
        'DICE_MISSING',
        `the roll-off needs more dice than the ${diceWord(dice.length)} recorded (ties re-roll)`,
      );
    }
    // Options the structure check let through but createGame refuses: still a malformed record.
    return at(
      'MALFORMED_RECORD',
      `options: ${printable(e instanceof Error ? e.message : String(e))}`,
    );
  }
  const saved = rng.save();
  const used = saved.kind === 'scripted' ? saved.next : dice.length;
  if (used < dice.length) {
    return at(
      'DICE_EXTRA',
      `the roll-off used ${diceWord(used)}, but ${diceWord(dice.length)} are recorded`,
    );
  }
  return { state };
}

/** Applies one entry, or says why it cannot be applied. */
function step(
  state: GameState,
  entry: RecordEntry,
  index: number,
): { state: GameState } | { error: ReplayError } {
  let action: Action | undefined;
  let dice: readonly number[] = [];
  const error = (
    code: ReplayError['code'],
    rule: ReplayError['rule'],
    message: string,
  ): { error: ReplayError } => ({
    error: { index, code, rule, message, action: display(entry, action, dice) },
  });
  try {
    if (typeof entry === 'string') {
      ({ action, dice } = parseEntry(entry, state));
    } else {
      dice = entry.dice ?? [];
      action = typeof entry.action === 'string' ? parseAction(entry.action, state) : entry.action;
    }
  } catch (e) {
    if (e instanceof NotationError) return error('MALFORMED_ACTION', 'action-format', e.message);
    throw e;
  }
  const bad = badDie(dice);
  if (bad >= 0) {
    // An illegal action is the more useful report: judge the action before its dice.
    const verdict = validateAction(state, action);
    if (!verdict.ok) return error(verdict.error.code, verdict.error.rule, verdict.error.message);
    return error('BAD_DIE', 'record-format', `die #${bad + 1} is ${dice[bad]}, not 1..6`);
  }
  const rng = scriptedRng(dice);
  let next: GameState;
  try {
    next = applyAction(state, action, rng);
  } catch (e) {
    if (e instanceof IllegalActionError) return error(e.code, e.rule, e.message);
    if (e instanceof DiceError) {
      return error(
        'DICE_MISSING',
        'record-format',
        `the action needs more dice than the ${diceWord(dice.length)} recorded`,
      );
    }
    throw e;
  }
  const used = next.last?.dice.length ?? 0;
  if (used < dice.length) {
    return error(
      'DICE_EXTRA',
      'record-format',
      `the action used ${diceWord(used)}, but ${diceWord(dice.length)} are recorded`,
    );
  }
  return { state: next };
}

/** Compares the replayed final state with the record's `result` and `finalHash`. */
function checkEnd(record: GameRecord, state: GameState): ReplayError | null {
  const at = (code: ReplayError['code'], message: string): ReplayError => ({
    index: null,
    code,
    rule: 'record-format',
    message,
  });
  const r = record.result;
  if (r !== undefined) {
    const winners = JSON.stringify(state.winners);
    if (
      r.status !== state.status ||
      r.turn !== state.turn ||
      JSON.stringify(r.winners) !== winners
    ) {
      return at(
        'RESULT_MISMATCH',
        `the record says ${JSON.stringify(r)}, the replay ends with ` +
          JSON.stringify({ status: state.status, winners: state.winners, turn: state.turn }),
      );
    }
  }
  if (record.finalHash !== undefined) {
    const hash = stateHash(state);
    if (hash !== record.finalHash) {
      return at(
        'HASH_MISMATCH',
        `the final state hashes to ${hash}, the record says ${record.finalHash}`,
      );
    }
  }
  return null;
}

/**
 * Replays a record without any random generator: the roll-off and every action consume
 * exactly the dice recorded for them. Stops at the first problem and returns the state after
 * the valid prefix with `{ index, code, message }`: an illegal action (its `IllegalActionError`
 * code and rule), dice that do not fit the action (`DICE_MISSING`, `DICE_EXTRA`, `BAD_DIE`), a
 * malformed record, or a `result` / `finalHash` that the game does not reach.
 *
 * `record` is a record object or its JSON text (read with `parseRecord`). Whatever the record,
 * `replay` returns a result; it throws only for bad options: a `RangeError` for an invalid
 * `options.to`, an `UnknownOptionError` for a key `ReplayOptions` does not list.
 *
 * @example
 * ```ts
 * const result = replay(JSON.parse(text));
 * if (!result.ok) console.log(`action ${result.error.index}: ${result.error.code}`);
 * ```
 */
export function replay(record: unknown, options: ReplayOptions = {}): ReplayResult {
  checkOptions('replay', options, REPLAY_OPTION_KEYS);
  const checked = typeof record === 'string' ? parseRecord(record) : checkRecord(record);
  if (!checked.ok) return { ok: false, state: null, error: checked.error };
  const { to } = options;
  if (to !== undefined && (!Number.isSafeInteger(to) || to < 0)) {
    throw new RangeError(`replay: "to" must be a non-negative integer, not ${String(to)}`);
  }
  const rec = checked.record;
  const started = start(rec);
  if ('error' in started) return { ok: false, state: null, error: started.error };
  let state = started.state;
  const count = Math.min(to ?? rec.actions.length, rec.actions.length);
  for (let i = 0; i < count; i++) {
    const result = step(state, rec.actions[i]!, i);
    if ('error' in result) return { ok: false, state, error: result.error };
    state = result.state;
    options.onStep?.(i, state);
  }
  if (count === rec.actions.length) {
    const error = checkEnd(rec, state);
    if (error) return { ok: false, state, error };
  }
  return { ok: true, state };
}
