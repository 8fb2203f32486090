import { printable } from '../../rules/index.js';

// Building SVG markup as strings. Every text and attribute value passes through `escapeXml`, so
// strings a caller supplies (player names, colours) can never open a tag or close an attribute.

/** Attribute values; `undefined` and `false` leave the attribute out, `true` writes it empty. */
export type Attrs = Readonly<Record<string, string | number | boolean | undefined>>;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** XML 1.0 cannot carry most control characters even escaped: they are dropped. */
function allowedCode(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code !== 0xfffe && code !== 0xffff)
  );
}

/**
 * Escapes text for element content and double- or single-quoted attribute values. The control
 * and bidi characters XML allows (tab, newline, DEL, C1, the bidi overrides: what `printable`
 * escapes) are written as character references: the picture reads the same characters, and an
 * SVG printed to a terminal cannot steer it.
 */
export function escapeXml(text: string): string {
  let out = '';
  for (const ch of text) {
    // `for…of` walks code points: a lone surrogate arrives alone and is dropped.
    const code = ch.codePointAt(0)!;
    if (!allowedCode(code) || (code >= 0xd800 && code <= 0xdfff)) continue;
    const plain = (code >= 0x20 && code < 0x7f) || printable(ch) === ch;
    out += ENTITIES[ch] ?? (plain ? ch : `&#x${code.toString(16)};`);
  }
  return out;
}

/** A number for coordinates: one decimal, never `-0.0`. */
export function num(x: number): string {
  const s = x.toFixed(1);
  return s === '-0.0' ? '0.0' : s;
}

function attributes(attrs: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    const text = value === true ? '' : typeof value === 'number' ? String(value) : value;
    out += ` ${name}="${escapeXml(text)}"`;
  }
  return out;
}

/** An element whose children are markup already built (never raw user text). */
export function el(name: string, attrs: Attrs, children: readonly string[] = []): string {
  return children.length === 0
    ? `<${name}${attributes(attrs)}/>`
    : `<${name}${attributes(attrs)}>${children.join('')}</${name}>`;
}

/** An element holding text, escaped. */
export function textEl(name: string, attrs: Attrs, text: string): string {
  return `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;
}

/** A polygon path through page points, closed. */
export function pathOf(points: readonly (readonly [number, number])[]): string {
  return `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)},${num(y)}`).join(' ')} Z`;
}
