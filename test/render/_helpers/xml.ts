// A small strict XML parser for the SVG tests: it accepts only well-formed XML 1.0 (one root,
// balanced and properly nested tags, quoted and unique attributes, no raw `<` or `&` in text or
// attribute values, only the five predefined entities and character references, only legal
// characters) and returns the element tree with entities decoded. It throws on anything else.
// Not supported, because the renderer never writes them: DOCTYPE, CDATA, processing
// instructions other than a leading XML declaration.

/** An element: its name, decoded attributes, children, and decoded direct text. */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The text directly inside this element (not inside its children), decoded. */
  readonly text: string;
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const SPACE = /[ \t\r\n]*/y;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#([0-9]+)|#x([0-9A-Fa-f]+));/y;
const PREDEFINED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function legalChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {
    for (const ch of s) {
      if (!legalChar(ch.codePointAt(0)!))
        throw new Error(`illegal character U+${ch.codePointAt(0)!.toString(16)}`);
    }
  }

  private fail(message: string): never {
    throw new Error(
      `${message} at offset ${this.i}: ${JSON.stringify(this.s.slice(this.i, this.i + 40))}`,
    );
  }

  private match(re: RegExp): RegExpExecArray | null {
    re.lastIndex = this.i;
    const m = re.exec(this.s);
    if (m) this.i = re.lastIndex;
    return m;
  }

  private skipSpace(): boolean {
    const before = this.i;
    this.match(SPACE);
    return this.i > before;
  }

  private expect(text: string): void {
    if (!this.s.startsWith(text, this.i)) this.fail(`expected ${JSON.stringify(text)}`);
    this.i += text.length;
  }

  private name(): string {
    return this.match(NAME)?.[0] ?? this.fail('expected a name');
  }

  private entity(): string {
    const m = this.match(ENTITY) ?? this.fail('bad entity');
    if (m[1]) return PREDEFINED[m[1]]!;
    const code = m[2] ? Number.parseInt(m[2], 10) : Number.parseInt(m[3]!, 16);
    if (!legalChar(code)) this.fail('character reference to an illegal character');
    return String.fromCodePoint(code);
  }

  private misc(): void {
    for (;;) {
      this.skipSpace();
      if (this.s.startsWith('<!--', this.i)) this.comment();
      else return;
    }
  }

  private comment(): void {
    const end = this.s.indexOf('-->', this.i + 4);
    if (end < 0) this.fail('unterminated comment');
    if (this.s.slice(this.i + 4, end).includes('--')) this.fail('"--" inside a comment');
    this.i = end + 3;
  }

  document(): XmlElement {
    if (this.s.startsWith('<?xml', this.i)) {
      const end = this.s.indexOf('?>', this.i);
      if (end < 0) this.fail('unterminated XML declaration');
      this.i = end + 2;
    }
    this.misc();
    const root = this.element();
    this.misc();
    if (this.i !== this.s.length) this.fail('content after the root element');
    return root;
  }

  private attrValue(): string {
    const quote = this.s[this.i];
    if (quote !== '"' && quote !== "'") this.fail('attribute value not quoted');
    this.i++;
    let value = '';
    for (;;) {
      const ch = this.s[this.i];
      if (ch === undefined) this.fail('unterminated attribute value');
      if (ch === quote) break;
      if (ch === '<') this.fail('"<" in an attribute value');
      if (ch === '&') value += this.entity();
      else {
        value += ch;
        this.i++;
      }
    }
    this.i++;
    return value;
  }

  private element(): XmlElement {
    this.expect('<');
    const name = this.name();
    const attrs: Record<string, string> = {};
    for (;;) {
      const spaced = this.skipSpace();
      if (this.s.startsWith('/>', this.i)) {
        this.i += 2;
        return { name, attrs, children: [], text: '' };
      }
      if (this.s[this.i] === '>') {
        this.i++;
        break;
      }
      if (!spaced) this.fail('expected whitespace before an attribute');
      const attr = this.name();
      if (Object.hasOwn(attrs, attr)) this.fail(`duplicate attribute ${attr}`);
      this.skipSpace();
      this.expect('=');
      this.skipSpace();
      attrs[attr] = this.attrValue();
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      const ch = this.s[this.i];
      if (ch === undefined) this.fail(`unclosed <${name}>`);
      if (this.s.startsWith('</', this.i)) {
        this.i += 2;
        const closing = this.name();
        if (closing !== name) this.fail(`</${closing}> closes <${name}>`);
        this.skipSpace();
        this.expect('>');
        return { name, attrs, children, text };
      }
      if (this.s.startsWith('<!--', this.i)) this.comment();
      else if (ch === '<') children.push(this.element());
      else if (ch === '&') text += this.entity();
      else {
        if (this.s.startsWith(']]>', this.i)) this.fail('"]]>" in text');
        text += ch;
        this.i++;
      }
    }
  }
}

/** Parses a whole XML document strictly; throws with the offset on the first error. */
export function parseXml(source: string): XmlElement {
  return new Parser(source).document();
}

/** Every element of the tree, depth first, the root included. */
export function allElements(root: XmlElement): XmlElement[] {
  return [root, ...root.children.flatMap(allElements)];
}

/** Elements whose `class` attribute lists `cls`. */
export function byClass(root: XmlElement, cls: string): XmlElement[] {
  return allElements(root).filter((e) => (e.attrs.class ?? '').split(/\s+/).includes(cls));
}

/** All the text inside an element, its children's included, in document order. */
export function textContent(e: XmlElement): string {
  // Direct text and children interleave in the document; for the renderer's output, where an
  // element holds either text or children, this order is the document order.
  return e.text + e.children.map(textContent).join('');
}
