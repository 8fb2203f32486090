import { describe, expect, it } from 'vitest';
import {
  jsonErrorOffset,
  jsonSyntaxMessage,
  lineColumn,
} from '../../../src/record/_internals/json-where.js';
import { parseRecord } from '../../../src/record/index.js';

/** The offset `JSON.parse` reports for `text`, or null when its message gives none. */
function v8Offset(text: string): number | null {
  try {
    JSON.parse(text);
  } catch (e) {
    const m = / at position (\d+)/.exec((e as Error).message);
    return m === null ? null : Number(m[1]);
  }
  throw new Error(`${text} is JSON`);
}

const BROKEN = [
  '',
  '{',
  '{"a": }',
  '{\n  "a": 1,\n}',
  '{"a": 1} x',
  '[1, 2\n,, 3]',
  '{"a" 1}',
  '{a: 1}',
  '[01]',
  '[1.]',
  '["tab\there"]',
  '["\\x"]',
  '[tru]',
  '{"a": [1, 2}',
  '\r\n\r\n  ]',
  '["\\u12g4"]',
  '[1e]',
  '[1e+]',
  '[-]',
  '[nul ]',
  '["abc',
];

describe('lineColumn', () => {
  it('counts lines from 1 after \\n, \\r\\n or \\r, and columns in code points from 1', () => {
    expect(lineColumn('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab\r\ncd', 5)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('a\rb\rc', 4)).toEqual({ line: 3, column: 1 });
    // "😀" is two UTF-16 code units and one column.
    expect(lineColumn('"😀" x', 5)).toEqual({ line: 1, column: 5 });
  });
});

describe('jsonErrorOffset', () => {
  it.each(BROKEN)('finds the fault in %j where JSON.parse does, when it says', (text) => {
    const offset = jsonErrorOffset(text);
    expect(offset).not.toBeNull();
    const v8 = v8Offset(text);
    if (v8 !== null) expect(offset).toBe(v8);
  });

  it('finds nothing in JSON', () => {
    for (const text of ['{}', ' [1, -2.5e3, "a\\u00e9\\n", true, null, {"b": []}] ', '"x"']) {
      expect(jsonErrorOffset(text)).toBeNull();
    }
  });
});

describe('parseRecord, on a JSON syntax error', () => {
  it('says the line and column instead of a character offset', () => {
    // Arrange: a trailing comma before the closing brace on line 3.
    const text = '{\n  "format": "globetrotter-record",\n}';

    // Act
    const read = parseRecord(text);

    // Assert
    expect(read.ok).toBe(false);
    const message = read.ok ? '' : read.error.message;
    expect(message).toMatch(/^not valid JSON at line 3, column 1: /);
    expect(message).not.toMatch(/position/);
  });

  it('replaces the line and column that newer Node versions add', () => {
    const message = jsonSyntaxMessage(
      '{\n\n}',
      'Expected double-quoted property name in JSON at position 3 (line 3 column 1)',
    );
    expect(message).toBe(' at line 3, column 1: Expected double-quoted property name');
  });

  it('gives the line and column where JSON.parse names no position, and keeps its snippet', () => {
    const message = jsonSyntaxMessage(
      '[1,\n 2 }',
      'Unexpected token \'}\', "[1,\n 2 }" is not valid JSON',
    );
    expect(message).toBe(
      ' at line 2, column 4: Unexpected token \'}\', "[1,\n 2 }" is not valid JSON',
    );
  });
});
