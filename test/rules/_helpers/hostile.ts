import { expect } from 'vitest';

// Text a hostile file could carry, and the check that none of it reaches a terminal raw.

/** Clears the screen and retitles the window. */
export const CLEAR_AND_TITLE = '\u001b[2J\u001b]0;PWNED\u0007';
/** Hides the rest of the line (to fake a verdict after it). */
export const CONCEAL = '\u001b[8m';
/** The one-byte C1 form of ESC [ (CSI). */
export const CSI = '\u009b';
/** Right-to-left override: shows what follows backwards. */
export const RLO = '\u202e';

/** All of them in one string, with a newline, a tab, DEL and a lone surrogate besides. */
export const HOSTILE = `${CLEAR_AND_TITLE}${CONCEAL}x${CSI}31m${RLO}evil\n\t\u007f\ud800`;

/** What `printable(HOSTILE)` shows. */
export const HOSTILE_SHOWN =
  '\\u001b[2J\\u001b]0;PWNED\\u0007\\u001b[8mx\\u009b31m\\u202eevil\\u000a\\u0009\\u007f\\ud800';

/** Characters that must never be printed raw (newlines between lines are allowed). */
const RAW =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Asserts that `text` holds no control, bidi or lone-surrogate character (only `\n`). */
export function expectPrintable(text: string): void {
  const found = RAW.exec(text);
  expect(
    found,
    found === null
      ? ''
      : `raw U+${found[0].charCodeAt(0).toString(16).padStart(4, '0')} in ${JSON.stringify(text)}`,
  ).toBeNull();
}
