import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkRecord,
  MAX_RECORD_ACTIONS,
  MAX_RECORD_BYTES,
  parseRecord,
  replay,
} from '../../src/index.js';
import { CONCEAL, CSI, expectPrintable, HOSTILE, RLO } from '../rules/_helpers/hostile.js';

const VALID = {
  format: 'globetrotter-record',
  version: 1,
  options: { players: 2 },
  rollOff: [5, 2],
  actions: ['p0: place 0', { action: { type: 'place', planet: 0, space: 26 }, dice: [] }],
};

// Spies on JSON.parse tell "refused before parsing" from "parsed, then refused".
afterEach(() => {
  vi.restoreAllMocks();
});

/** VALID with `change` applied at the top level. */
function variant(change: Record<string, unknown>): unknown {
  return { ...VALID, ...change };
}

function problem(text: string) {
  const read = parseRecord(text);
  if (read.ok) throw new Error(`expected ${text.slice(0, 80)} to be refused`);
  return read.error;
}

describe('parseRecord', () => {
  it('reads a valid record, with or without a byte-order mark', () => {
    const text = JSON.stringify(VALID);
    expect(parseRecord(text)).toEqual({ ok: true, record: VALID });
    expect(parseRecord(`\ufeff${text}`)).toEqual({ ok: true, record: VALID });
  });

  it.each([
    ['', /not valid JSON/],
    ['{', /not valid JSON/],
    ['{"format": "globetrotter-record",}', /not valid JSON/],
    ['NaN', /not valid JSON/],
    ['null', /must be an object, not null/],
    ['[]', /must be an object, not an array/],
    ['"globetrotter-record"', /must be an object/],
    ['42', /must be an object/],
    ['{}', /format: must be "globetrotter-record", not missing/],
  ])('refuses %j as MALFORMED_RECORD', (text, message) => {
    const error = problem(text);
    expect(error).toMatchObject({ code: 'MALFORMED_RECORD', index: null, rule: 'record-format' });
    expect(error.message).toMatch(message);
  });

  it('refuses a text longer than MAX_RECORD_BYTES before parsing it', () => {
    // Arrange: not JSON at all, so only the size check can explain the code.
    const text = 'x'.repeat(MAX_RECORD_BYTES + 1);
    const parse = vi.spyOn(JSON, 'parse');

    // Act
    const error = problem(text);

    // Assert
    expect(error.code).toBe('RECORD_TOO_LARGE');
    expect(parse).not.toHaveBeenCalled();
  });

  it('refuses JSON nested a million levels deep before parsing it', () => {
    // Arrange
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    const parse = vi.spyOn(JSON, 'parse');

    // Act
    const error = problem(`{"format":"globetrotter-record","version":1,"meta":${deep}}`);

    // Assert
    expect(error.code).toBe('MALFORMED_RECORD');
    expect(error.message).toMatch(/nested more than 32 levels deep/);
    expect(parse).not.toHaveBeenCalled();
  });

  it('does not count brackets inside strings as nesting', () => {
    const record = { ...VALID, meta: { note: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"{{{{' } };
    expect(parseRecord(JSON.stringify(record)).ok).toBe(true);
  });

  it('reads a text of a million actions and replays it to its first error', () => {
    // Arrange: about 9 MB of JSON.
    const text = JSON.stringify({ ...VALID, actions: new Array(MAX_RECORD_ACTIONS).fill('pass') });

    // Act
    const result = replay(text);

    // Assert
    expect(result).toMatchObject({ ok: false, error: { index: 0, code: 'WRONG_PHASE' } });
  });
});

describe('forbidden keys', () => {
  it.each([
    ['{"__proto__": {"polluted": true}}', '__proto__'],
    ['{"constructor": {"prototype": {"polluted": true}}}', 'constructor'],
    [
      '{"format":"globetrotter-record","version":1,"options":{"players":2,"__proto__":{"polluted":true}},"rollOff":[5,2],"actions":[]}',
      'options.__proto__',
    ],
    [
      '{"format":"globetrotter-record","version":1,"options":{"players":2},"rollOff":[5,2],"actions":[{"action":{"type":"pass","__proto__":{"polluted":true}}}]}',
      'actions[0].action.__proto__',
    ],
    [
      '{"format":"globetrotter-record","version":1,"options":{"players":2},"rollOff":[5,2],"actions":[],"meta":{"prototype":"x"}}',
      'meta.prototype',
    ],
  ])('refuses %s and names the path', (text, path) => {
    // Act
    const error = problem(text);
    const replayed = replay(text);

    // Assert
    expect(error.code).toBe('MALFORMED_RECORD');
    expect(error.message).toContain(`${path}: this key is forbidden`);
    expect(replayed.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses them in records given as objects too', () => {
    // Arrange: an own "__proto__" key, as JSON.parse makes it.
    const record = JSON.parse('{"__proto__": 1}') as Record<string, unknown>;
    const withKey = { ...VALID, options: JSON.parse('{"players": 2, "constructor": 1}') };

    // Act, Assert
    expect(checkRecord({ ...VALID, ...record }).ok).toBe(false);
    expect(checkRecord(withKey)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('options.constructor: this key is forbidden') },
    });
  });
});

describe('problems quoting hostile text', () => {
  it.each([
    ['invalid JSON', `{"format": ${CONCEAL}${CSI}2J${RLO}}`],
    ['a wrong format', JSON.stringify(variant({ format: `${RLO}${HOSTILE}` }))],
    ['an unknown field', JSON.stringify(variant({ [HOSTILE]: 1 }))],
    ['a meta value', JSON.stringify(variant({ meta: { [`${CSI}${HOSTILE}`]: 1 } }))],
    ['a die', JSON.stringify(variant({ rollOff: [`${RLO}${HOSTILE}`] }))],
    ['a forbidden key', `{"${RLO}\\u001b[8m": {"__proto__": 1}}`],
  ])('%s is reported with control characters escaped', (_, text) => {
    // Act
    const error = problem(text);

    // Assert
    expectPrintable(error.message);
    expect(error.message).toMatch(/\\u(001b|009b|202e)/);
  });

  it('escapes the message of a hostile getter', () => {
    const getter = {
      ...VALID,
      get actions(): never {
        throw new Error(HOSTILE);
      },
    };
    const check = checkRecord(getter);
    expect(check.ok).toBe(false);
    if (!check.ok) expectPrintable(check.error.message);
  });
});
