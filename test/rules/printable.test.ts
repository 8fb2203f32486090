import { describe, expect, it } from 'vitest';
import { printable } from '../../src/index.js';
import { CLEAR_AND_TITLE, expectPrintable, HOSTILE, HOSTILE_SHOWN } from './_helpers/hostile.js';

describe('printable', () => {
  it('escapes control, bidi and separator characters and lone surrogates', () => {
    // Act
    const shown = printable(HOSTILE);

    // Assert
    expect(shown).toBe(HOSTILE_SHOWN);
    expectPrintable(shown);
    expect(printable('\u0000\u001f\u0080\u009f\u061c\u200e\u200f\u2028\u2029')).toBe(
      '\\u0000\\u001f\\u0080\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029',
    );
    expect(printable('\u202a\u202c\u2066\u2069\udfff')).toBe('\\u202a\\u202c\\u2066\\u2069\\udfff');
  });

  it('keeps everything else: letters of any script, emoji (surrogate pairs), quotes, backslashes', () => {
    const text = 'Ann "the Bold" \\ Zoë, 北京, שלום, 🚀 \u00a0\u00ad~';
    expect(printable(text)).toBe(text);
  });

  it('changes nothing the second time', () => {
    expect(printable(printable(HOSTILE))).toBe(printable(HOSTILE));
  });

  it('keeps one-line JSON the JSON of the same value', () => {
    // Arrange
    const value = { players: [HOSTILE, CLEAR_AND_TITLE], meta: { [HOSTILE]: 'x\u0085y' } };

    // Act
    const text = printable(JSON.stringify(value));

    // Assert
    expectPrintable(text);
    expect(JSON.parse(text)).toEqual(value);
  });
});
