import { printable } from '../../rules/index.js';
import type { RecordProblemCode, ReplayError } from '../types.js';

// How the structure check of a record (check-record.ts, parse.ts) reports a problem: thrown as
// a `Problem` where it is found, caught once and turned into the failure of a `RecordCheck`.

/** A problem of a record's structure, thrown where it is found. */
export class Problem extends Error {
  constructor(
    readonly code: RecordProblemCode,
    message: string,
    readonly index: number | null = null,
  ) {
    super(message);
  }
}

/** A `MALFORMED_RECORD` problem at `path` (the whole record when empty). */
export function malformed(path: string, why: string, index: number | null = null): never {
  throw new Problem('MALFORMED_RECORD', path === '' ? why : `${path}: ${why}`, index);
}

/** A limit of docs/record-format.md broken by a record object (text is checked by the scan). */
export function tooLarge(path: string, why: string, index: number | null = null): never {
  throw new Problem('RECORD_TOO_LARGE', `${path}: ${why}`, index);
}

/** A value as a problem message names it. */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${printable(JSON.stringify(value.slice(0, 40)))}`;
  return `${typeof value} ${String(value)}`;
}

/** The failure of a `RecordCheck`. */
export interface RecordFailure {
  readonly ok: false;
  readonly error: ReplayError;
}

/** A thrown problem (or anything else thrown while reading a record) as a failed check. */
export function failure(e: unknown): RecordFailure {
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
