// Text from outside (a record's player names, notation, meta, JSON snippets) is shown with the
// characters that steer a terminal or reorder a line written as escapes, so a hostile file can
// neither clear the screen, retitle the window, hide the rest of a line nor fake a verdict.

/**
 * Control characters (C0, DEL, C1), the line and paragraph separators, the bidirectional
 * marks, embeddings, overrides and isolates, and lone surrogates.
 */
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function escaped(ch: string): string {
  return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * `text` safe to print for a person: every control character (U+0000–U+001F, newline and tab
 * included, U+007F and U+0080–U+009F), line and paragraph separator (U+2028, U+2029),
 * bidirectional formatting character (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and
 * lone surrogate is written as a `\u001b`-style escape; everything else is kept. Backslashes are
 * kept too, so applying it twice changes nothing.
 *
 * Every error message of the library escapes the input it quotes this way, and `renderText`
 * the names it shows; use it for anything else from a record (names, `meta`, notes) that a
 * terminal or log will show. Applied to one-line JSON (`JSON.stringify(value)` without
 * indentation) it gives JSON for the same value, since such characters can only stand inside
 * its strings.
 *
 * @example
 * ```ts
 * printable('\u001b[2J\u001b]0;PWNED\u0007'); // '\\u001b[2J\\u001b]0;PWNED\\u0007'
 * console.log(`${printable(record.players?.[0] ?? 'player 0')} to act`);
 * ```
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, escaped);
}
