import { childPath, type ScanLimits, type Shape, scanJson } from '../../json/untrusted.js';
import { RECORD_SHAPE } from '../../record/record-shape.js';
import { refuse } from '../errors.js';
import { MAX_GAMES, MAX_LINE_BYTES } from '../protocol.js';

// A request line is read as the record reader reads a record: a scan before `JSON.parse` bounds
// what parsing would build (16 MiB of `[[[[…` or `[[],[],…` would take gigabytes) and refuses
// duplicate keys, which `JSON.parse` resolves silently to the last (`{"cmd":"hello","cmd":"drop"}`
// would drop a game).

/** The deepest nesting of a request: the record reader's 32, plus the request around a record. */
export const MAX_REQUEST_DEPTH = 33;

const ANY: Shape = {};

/**
 * Where a request holds lists: their bounds. A value elsewhere that is an array or object is
 * free-form (an unknown field, a wrong type), refused after parsing with a typed error; at most
 * `FREE` of them are parsed at all.
 */
const REQUEST_SHAPE: Shape = {
  container: 'object',
  items: 64,
  fields: {
    games: { container: 'array', items: MAX_GAMES, noun: 'games', each: ANY },
    actions: { container: 'array', items: MAX_GAMES, noun: 'actions', each: ANY },
    dice: { container: 'array', items: 64, noun: 'dice', each: ANY },
    record: RECORD_SHAPE,
  },
  each: ANY,
};

// Texts, keys and numbers are bounded by the line itself (MAX_LINE_BYTES): the fields say which
// lengths they accept, with a typed error naming the field.
const LIMITS: ScanLimits = {
  depth: MAX_REQUEST_DEPTH,
  key: MAX_LINE_BYTES,
  text: MAX_LINE_BYTES,
  number: MAX_LINE_BYTES,
  free: 1000,
};

/**
 * The JSON value of a request line, or refused: `BAD_JSON` for text that is not JSON,
 * `BAD_REQUEST` for a duplicate key or nesting beyond `MAX_REQUEST_DEPTH` outside any field,
 * `BAD_FIELD` for a field too deep or too large, `BAD_RECORD` for a record that the record reader
 * would refuse as text (its limits, duplicate keys).
 */
export function readRequest(line: string): unknown {
  const problem = scanJson(line, REQUEST_SHAPE, LIMITS);
  if (problem !== null) {
    const [field] = problem.keys;
    const path = problem.keys.reduce<string>((p, key) => childPath(p, key), '');
    const why =
      problem.kind === 'depth'
        ? `arrays and objects are nested more than ${MAX_REQUEST_DEPTH} levels deep`
        : problem.why;
    const message = path === '' ? why : `${path}: ${why}`;
    if (field === 'record') {
      const [, list, index] = problem.keys;
      refuse('BAD_RECORD', `the record is refused: ${message}`, {
        field: 'record',
        record: {
          code: problem.kind === 'size' ? 'RECORD_TOO_LARGE' : 'MALFORMED_RECORD',
          ...(list === 'actions' && typeof index === 'number' ? { index } : {}),
        },
      });
    }
    if (problem.kind === 'duplicate' || typeof field !== 'string' || field === '') {
      refuse('BAD_REQUEST', message, typeof field === 'string' && field !== '' ? { field } : {});
    }
    refuse('BAD_FIELD', message, { field });
  }
  try {
    return JSON.parse(line);
  } catch (e) {
    return refuse('BAD_JSON', `not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}
