import type {
  Action,
  GameOptions,
  GameStatus,
  IllegalActionCode,
  PlayerIndex,
  RuleRef,
} from '../rules/index.js';
import { rulesetNamed, SUPPORTED_RULESETS } from '../rules/index.js';

/** The `format` field of every record: what the file is. */
export const RECORD_FORMAT = 'globetrotter-record';

/** The record format version this library writes and reads (docs/record-format.md). */
export const RECORD_VERSION = 1;

/**
 * The most actions a record may hold. Replay is linear (tens of microseconds per action), so a
 * record at the limit replays in under a minute; a longer one is `RECORD_TOO_LARGE`.
 */
export const MAX_RECORD_ACTIONS = 1_000_000;

/**
 * The longest record text `parseRecord` accepts, in characters (64 Mi); the CLI refuses files
 * of more than this many bytes before reading them. A longer text is `RECORD_TOO_LARGE`.
 */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/**
 * The most roll-off dice a record may hold: 64 rounds of 6 players. A roll-off round ends the
 * roll-off unless the highest die is tied, which happens with probability at most 0.431 (6
 * players; 1/6 with 2), so a roll-off lasts more than 64 rounds with probability below 10^-23.
 */
export const MAX_ROLL_OFF_DICE = 384;

/**
 * The most dice one action rolls, in any ruleset this library plays (`Ruleset.maxDicePerAction`):
 * in 2025-01 a Drill Cannon's shot rolls to damage each of the at most three pieces in its space,
 * then two planet dice (ruling R10); a Rover's shot rolls at most two (rulings R3, R4).
 */
export const MAX_ACTION_DICE = Math.max(
  ...SUPPORTED_RULESETS.map((name) => rulesetNamed(name).maxDicePerAction),
);

/** The longest player name, in UTF-16 units. */
export const MAX_NAME_LENGTH = 64;

/** The most fields of `meta`. */
export const MAX_META_FIELDS = 64;

/** The longest key (of `meta` or anywhere else), in UTF-16 units. */
export const MAX_KEY_LENGTH = 64;

/** The longest text value elsewhere (a `meta` value, a note, a seed, a notation entry). */
export const MAX_TEXT_LENGTH = 1024;

/**
 * One action of a record: a notation string with its dice (`"p0: r1 shoot 21 rover [4,3]"`),
 * or an object whose `action` is an action object or a notation string without dice, and whose
 * `dice` (default `[]`) are every die the action consumed, in the order drawn.
 */
export type RecordEntry =
  | string
  | {
      readonly action: Action | string;
      readonly dice?: readonly number[];
      /** Free text for the reader (a transcriber's remark); replay ignores it. */
      readonly note?: string;
    };

/** How the recorded game ended, as the recorder saw it; replay checks it when present. */
export interface RecordResult {
  readonly status: GameStatus;
  readonly winners: readonly PlayerIndex[];
  /** Completed turns (`state.turn`). */
  readonly turn: number;
}

/**
 * A game record, version 1: everything needed to replay a game without its random generator.
 * See docs/record-format.md and the JSON Schema `globetrotter/schema/record.schema.json`.
 */
export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  /** The options given to `createGame`. */
  readonly options: GameOptions;
  /** The seed the dice came from, for information; replay never uses it. */
  readonly seed?: string | number;
  /** Player names by seat, one per player. */
  readonly players?: readonly string[];
  /** Free-form information (event, date, transcriber…): string values only. */
  readonly meta?: { readonly [key: string]: string };
  /** The roll-off dice (ruling R15) in the order rolled: round by round, seat by seat. */
  readonly rollOff: readonly number[];
  readonly actions: readonly RecordEntry[];
  readonly result?: RecordResult;
  /** `stateHash` of the state after the last action. */
  readonly finalHash?: string;
}

/** The error codes of record problems, beyond the codes of illegal actions. */
export type RecordProblemCode =
  /** Not valid JSON, or a field missing, mistyped, unknown or forbidden (`__proto__`…). */
  | 'MALFORMED_RECORD'
  /** `format` is right but `version` is not one this library reads. */
  | 'UNSUPPORTED_VERSION'
  /**
   * Over a limit of docs/record-format.md: more than `MAX_RECORD_ACTIONS` actions, a text
   * longer than `MAX_RECORD_BYTES`, too many roll-off dice, dice on one action, names, fields,
   * or a text too long.
   */
  | 'RECORD_TOO_LARGE'
  /** An action (or the roll-off) needed more dice than recorded. */
  | 'DICE_MISSING'
  /** An action (or the roll-off) consumed fewer dice than recorded. */
  | 'DICE_EXTRA'
  /** A recorded die is not an integer 1..6. */
  | 'BAD_DIE'
  /** `finalHash` differs from the hash of the replayed final state. */
  | 'HASH_MISMATCH'
  /** `result` differs from the replayed final state. */
  | 'RESULT_MISMATCH';

/** Every code `replay` may report: an illegal action's code or a record problem. */
export type RecordErrorCode = IllegalActionCode | RecordProblemCode;

/** The rule a replay error cites: a ruling, `'action-format'`, or `'record-format'`. */
export type RecordRuleRef = RuleRef | 'record-format';

/** Where and why a record went wrong. */
export interface ReplayError {
  /**
   * The 0-based index in `actions` of the entry at fault, or `null` when the problem is the
   * record as a whole (its structure, the roll-off dice, `result`, `finalHash`).
   */
  readonly index: number | null;
  readonly code: RecordErrorCode;
  /** The ruling broken (`'R2'`), or `'action-format'` / `'record-format'`. */
  readonly rule: RecordRuleRef;
  readonly message: string;
  /** The entry at fault in notation (or as given, shortened, when it cannot be read). */
  readonly action?: string;
}

/** Whether a code is a problem of the file itself (the CLI's exit code 2) rather than of play. */
export function isFileProblem(code: RecordErrorCode): boolean {
  return (
    code === 'MALFORMED_RECORD' || code === 'UNSUPPORTED_VERSION' || code === 'RECORD_TOO_LARGE'
  );
}
