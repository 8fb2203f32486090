import { childPath, findForbiddenKey, type ScanProblem, scanJson } from '../json/untrusted.js';
import { printable } from '../rules/index.js';
import { jsonSyntaxMessage } from './_internals/json-where.js';
import { failure, malformed, Problem } from './_internals/record-problem.js';
import { checkRecord, type RecordCheck } from './check-record.js';
import { MAX_RECORD_DEPTH, RECORD_SHAPE, SCAN_LIMITS } from './record-shape.js';
import { MAX_RECORD_BYTES } from './types.js';

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
