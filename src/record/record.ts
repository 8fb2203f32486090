import { checkOptions } from '../options/index.js';
import type { Action, GameState } from '../rules/index.js';
import { formatEntry } from './format-action.js';
import { stateHash } from './hash.js';
import {
  type GameRecord,
  MAX_KEY_LENGTH,
  MAX_META_FIELDS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  RECORD_FORMAT,
  RECORD_VERSION,
  type RecordEntry,
} from './types.js';

/**
 * How `toRecord` and `createRecorder` write a record: what it says besides the actions, and in
 * which form. All optional; unknown keys are refused with `UNKNOWN_OPTION` (an
 * `UnknownOptionError`).
 */
export interface RecordOptions {
  /** The seed the dice came from, for information. */
  readonly seed?: string | number;
  /** Player names by seat. */
  readonly players?: readonly string[];
  /** Free-form information (event, date, transcriber…). */
  readonly meta?: { readonly [key: string]: string };
  /**
   * How actions are written: `'notation'` (default, `"p0: r1 shoot 21 rover [4,3]"`) or
   * `'objects'` (`{ "action": { "type": "shoot", … , "player": 0 }, "dice": [4, 3] }`).
   */
  readonly actions?: 'notation' | 'objects';
}

/** Every key of `RecordOptions`; any other is refused. */
const RECORD_OPTION_KEYS: Record<keyof RecordOptions, true> = {
  seed: true,
  players: true,
  meta: true,
  actions: true,
};

/**
 * Builds a record while playing: give it the state `createGame` returned, then every state
 * `applyAction` returns, in order; `toRecord()` writes the record so far.
 */
export interface Recorder {
  /** Records the action that produced `state` (its `state.last`: action, player, dice). */
  push(state: GameState): void;
  /** The number of actions recorded. */
  readonly length: number;
  /** The latest state pushed (the initial state before any). */
  readonly state: GameState;
  /** The record of the game so far, with its `result` and `finalHash`. */
  toRecord(): GameRecord;
}

/** The roll-off dice of a state, flattened in the order they were rolled (ruling R15). */
function rollOffDice(initial: GameState): number[] {
  const dice: number[] = [];
  for (const round of initial.rollOff) for (const d of round) if (d !== null) dice.push(d);
  return dice;
}

/** Refuses names, meta and a seed that `parseRecord` would refuse (docs/record-format.md). */
function checkLimits(options: RecordOptions): void {
  const check = (what: string, text: unknown, max: number) => {
    if (typeof text === 'string' && text.length > max)
      throw new RangeError(`createRecorder: ${what} is longer than ${max} characters`);
  };
  options.players?.forEach((name, i) => {
    check(`players[${i}]`, name, MAX_NAME_LENGTH);
  });
  check('seed', options.seed, MAX_TEXT_LENGTH);
  const meta = options.meta ?? {};
  const keys = Object.keys(meta);
  if (keys.length > MAX_META_FIELDS)
    throw new RangeError(`createRecorder: meta has more than ${MAX_META_FIELDS} fields`);
  for (const key of keys) {
    check('a meta key', key, MAX_KEY_LENGTH);
    check(`meta.${key}`, meta[key], MAX_TEXT_LENGTH);
  }
}

/**
 * Starts recording the game whose initial state (from `createGame`, before any action) is
 * `initial`.
 *
 * @throws TypeError when `initial` is not a fresh game; an `UnknownOptionError` (a `TypeError`)
 * for a key `RecordOptions` does not list; RangeError when a name, `meta` or the seed is over
 * the limits of docs/record-format.md (the record could not be read back).
 *
 * @example
 * ```ts
 * const rng = createRng(42);
 * let state = createGame({ players: 2 }, rng);
 * const recorder = createRecorder(state, { seed: 42 });
 * state = applyAction(state, legalActions(state)[0]!, rng);
 * recorder.push(state);
 * const record = recorder.toRecord(); // JSON.stringify it to save the game
 * ```
 */
export function createRecorder(initial: GameState, options: RecordOptions = {}): Recorder {
  checkOptions('createRecorder', options, RECORD_OPTION_KEYS);
  if (initial.last !== null || initial.status !== 'setup' || initial.rovers.length > 0) {
    throw new TypeError('createRecorder: the initial state must be fresh from createGame');
  }
  checkLimits(options);
  const rollOff = rollOffDice(initial);
  const entries: RecordEntry[] = [];
  const planets = initial.options.planets;
  let latest = initial;
  return {
    push(state) {
      const last = state.last;
      if (last === null) throw new TypeError('Recorder.push: the state has no last action');
      const action = { ...last.action, player: last.player } as Action;
      const dice = last.dice.map((d) => d.value);
      if (options.actions === 'objects') {
        entries.push(dice.length === 0 ? { action } : { action, dice });
      } else {
        entries.push(formatEntry(action, dice, { planets }));
      }
      latest = state;
    },
    get length() {
      return entries.length;
    },
    get state() {
      return latest;
    },
    toRecord() {
      const { players, planets: p, turnLimit, ruleset } = initial.options;
      return {
        format: RECORD_FORMAT,
        version: RECORD_VERSION,
        // The ruleset only when the state names one: absent means 2025-01.
        options:
          ruleset === undefined
            ? { players, planets: p, turnLimit }
            : { players, planets: p, turnLimit, ruleset },
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(options.players === undefined ? {} : { players: [...options.players] }),
        ...(options.meta === undefined ? {} : { meta: { ...options.meta } }),
        rollOff,
        actions: [...entries],
        result: { status: latest.status, winners: [...latest.winners], turn: latest.turn },
        finalHash: stateHash(latest),
      };
    },
  };
}

/**
 * The record of a game: its initial state and every state after it, in order (each carries the
 * action that produced it in `state.last`). The record replays to the last state.
 *
 * @example
 * ```ts
 * const rng = createRng(7);
 * const initial = createGame({ players: 2 }, rng);
 * const states: GameState[] = [];
 * let state = initial;
 * while (state.status !== 'finished' && states.length < 50) {
 *   state = applyAction(state, randomBot.chooseAction(state, rng), rng);
 *   states.push(state);
 * }
 * const record = toRecord(initial, states, { seed: 7 });
 * replay(record).ok; // true
 * ```
 */
export function toRecord(
  initial: GameState,
  states: readonly GameState[],
  options: RecordOptions = {},
): GameRecord {
  checkOptions('toRecord', options, RECORD_OPTION_KEYS);
  const recorder = createRecorder(initial, options);
  for (const state of states) recorder.push(state);
  return recorder.toRecord();
}

/**
 * A record as JSON text laid out for people and diffs: one field per line, one action per line,
 * newline-terminated. `JSON.parse` (or `parseRecord`) reads it back to an equal record.
 *
 * @example
 * ```ts
 * writeFileSync('game.json', stringifyRecord(recorder.toRecord()));
 * ```
 */
export function stringifyRecord(record: GameRecord): string {
  const fields = Object.entries(record).filter(([, value]) => value !== undefined);
  const lines = fields.map(([key, value], i) => {
    const comma = i < fields.length - 1 ? ',' : '';
    if (key !== 'actions' || !Array.isArray(value) || value.length === 0) {
      return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}`;
    }
    const entries = value.map((e: unknown) => `    ${JSON.stringify(e)}`).join(',\n');
    return `  "actions": [\n${entries}\n  ]${comma}`;
  });
  return `{\n${lines.join('\n')}\n}\n`;
}
