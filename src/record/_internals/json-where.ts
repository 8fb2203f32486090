// Where a JSON syntax error is, as a line and a column a person can go to. `JSON.parse` says
// "at position N" (an offset in UTF-16 code units) for some errors and nothing for others
// ("Unexpected token '}', "..." is not valid JSON"), so the offset is found again here by a small
// scanner that stops at the first character JSON does not allow. Used only after `JSON.parse`
// failed; the nesting depth was bounded before it, so the recursion is too.

/** The 1-based line and column of `offset` in `text`; columns count code points. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    // \r\n is one line break; a lone \r is one too.
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      start = i + 1;
    }
  }
  const column = [...text.slice(start, Math.min(offset, text.length))].length + 1;
  return { line, column };
}

/**
 * The offset (UTF-16 code units) of the first character where `text` stops being JSON, or
 * `null` when it is JSON.
 */
export function jsonErrorOffset(text: string): number | null {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  // Each returns false at the first fault, with `i` on it.
  const value = (): boolean => {
    space();
    const c = text[i];
    if (c === '{') return container('}', true);
    if (c === '[') return container(']', false);
    if (c === '"') return string();
    return c === '-' || isDigit(c) ? number() : literal();
  };
  const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  const digits = (): boolean => {
    if (!isDigit(text[i])) return false;
    while (isDigit(text[i])) i++;
    return true;
  };
  const number = (): boolean => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else if (!digits()) return false;
    if (text[i] === '.') {
      i++;
      if (!digits()) return false;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!digits()) return false;
    }
    return true;
  };
  const literal = (): boolean => {
    const word = ['true', 'false', 'null'].find((w) => w[0] === text[i]);
    if (word === undefined) return false;
    for (const c of word) {
      if (text[i] !== c) return false;
      i++;
    }
    return true;
  };
  // A string: anything but a quote, a backslash or a control character, or an escape.
  const string = (): boolean => {
    i++;
    while (i < text.length) {
      if (text[i] === '"') {
        i++;
        return true;
      }
      if (text.charCodeAt(i) < 0x20) return false;
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          for (let k = 0; k < 4; k++) {
            i++;
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) return false;
          }
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) return false;
      }
      i++;
    }
    return false;
  };
  const container = (close: string, isObject: boolean): boolean => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return true;
    }
    for (;;) {
      if (isObject) {
        space();
        if (text[i] !== '"' || !string()) return false;
        space();
        if (text[i] !== ':') return false;
        i++;
      }
      if (!value()) return false;
      space();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] !== close) return false;
      i++;
      return true;
    }
  };
  if (!value()) return Math.min(i, text.length);
  space();
  return i < text.length ? i : null;
}

/**
 * `JSON.parse`'s message for `text`, to follow "not valid JSON": its "at position N" becomes
 * " at line L, column C: " in front (added where the message has no position).
 */
export function jsonSyntaxMessage(text: string, message: string): string {
  const position = / at position (\d+)/.exec(message);
  const offset = position === null ? jsonErrorOffset(text) : Number(position[1]);
  // Node 22 and later add " (line L column C)" themselves: ours replaces it.
  const without = message
    .replace(/ in JSON at position \d+| at position \d+/, '')
    .replace(/ \(line \d+ column \d+\)/, '');
  if (offset === null) return `: ${without}`;
  const { line, column } = lineColumn(text, offset);
  return ` at line ${line}, column ${column}: ${without}`;
}
