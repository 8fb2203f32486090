// Reading untrusted JSON: a scan before parsing that bounds what `JSON.parse` would build (and
// refuses duplicate keys, which it would silently resolve), and a walk after it that refuses the
// keys that could pollute prototypes if some later code merged the data into an object. Shared
// by the record reader (src/record/parse.ts) and the engine protocol's request reader.

import { printable } from '../rules/index.js';

/** Keys refused anywhere in a record. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A plain object (from JSON or a literal), not an array, class instance or null. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `path` + key, in the `actions[3].dice` style of error messages (long keys shortened, printable). */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  const short = key.length > 40 ? `${key.slice(0, 37)}...` : key;
  const safe = /^[A-Za-z_$][\w$]*$/.test(short) ? short : printable(JSON.stringify(short));
  return path === '' ? safe : `${path}.${safe}`;
}

/** A value met by the walk, with the way back to the root for the error message. */
interface Visit {
  readonly value: object;
  readonly parent: Visit | null;
  readonly key: string | number;
}

function pathOf(visit: Visit | null, last: string): string {
  const keys: (string | number)[] = [last];
  for (let v = visit; v !== null && v.parent !== null; v = v.parent) keys.push(v.key);
  return keys.reverse().reduce<string>((path, key) => childPath(path, key), '');
}

/**
 * The path of the first forbidden key in a parsed JSON value, or `null`. Iterative, so any
 * nesting depth that `JSON.parse` accepted is walked without recursion; paths are only spelled
 * out for the key found.
 */
export function findForbiddenKey(root: unknown): string | null {
  if (typeof root !== 'object' || root === null) return null;
  const stack: Visit[] = [{ value: root, parent: null, key: '' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const value = visit.value;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        const item: unknown = value[i];
        if (typeof item === 'object' && item !== null)
          stack.push({ value: item, parent: visit, key: i });
      }
      continue;
    }
    const keys = Object.keys(value);
    for (const key of keys) {
      if (FORBIDDEN_KEYS.includes(key)) return pathOf(visit, key);
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const item: unknown = (value as Record<string, unknown>)[key];
      if (typeof item === 'object' && item !== null)
        stack.push({ value: item, parent: visit, key });
    }
  }
  return null;
}

/**
 * What a document allows at one place, for `scanJson`: the bounds checked before `JSON.parse`
 * builds anything. A value at a place without a shape, or a container of another kind than its
 * shape names, is free-form: it counts against `ScanLimits.free`.
 */
export interface Shape {
  /** The most UTF-16 units of a string here (default `ScanLimits.text`). */
  readonly text?: number;
  /** The kind of container expected here; `items`, `noun`, `fields`, `each` describe it. */
  readonly container?: 'array' | 'object';
  /** The most items of the array, or fields of the object. */
  readonly items?: number;
  /** What the items are, for the message: `dice`, `names`, `fields`. */
  readonly noun?: string;
  /** The shapes of an object's fields by key. */
  readonly fields?: { readonly [key: string]: Shape };
  /** The shape of every array item, and of an object's fields not in `fields`. */
  readonly each?: Shape;
}

/** Bounds that hold everywhere in a document. */
export interface ScanLimits {
  /** The deepest nesting of arrays and objects. */
  readonly depth: number;
  /** The longest key, in UTF-16 units. */
  readonly key: number;
  /** The longest string where the shape sets no `text`. */
  readonly text: number;
  /** The longest number (or `true`, `null`...) as written. */
  readonly number: number;
  /** The most free-form values (see `Shape`) in the whole document. */
  readonly free: number;
}

/** The first bound a document breaks: where (keys from the root) and why. */
export interface ScanProblem {
  /** `depth` and `duplicate` make a malformed document, `size` one over the limits. */
  readonly kind: 'depth' | 'duplicate' | 'size';
  readonly keys: readonly (string | number)[];
  readonly why: string;
}

/** An open array or object of the scan. */
interface Frame {
  readonly array: boolean;
  /** `undefined`: free-form. */
  readonly shape: Shape | undefined;
  readonly parent: Frame | null;
  readonly key: string | number;
  count: number;
  readonly keys: Set<string> | null;
  /** Objects: the key whose value comes next. */
  pending: string;
  /** Objects: whether the next string is a key. */
  expectKey: boolean;
}

function keysOf(frame: Frame | null, last: (string | number)[]): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let f = frame; f !== null && f.parent !== null; f = f.parent) keys.push(f.key);
  return [...keys.reverse(), ...last];
}

/**
 * Where a string starting at `start` (its opening quote) ends (the index after its closing
 * quote) and its length in UTF-16 units once unescaped; `end` is -1 when the text ends first.
 * Stops counting, and returns `length > max`, as soon as the string is too long.
 */
function stringAt(text: string, start: number, max: number): { end: number; length: number } {
  let length = 0;
  for (let i = start + 1; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return { end: i + 1, length };
    // A backslash escapes one character, or stands for one in \uXXXX.
    i += c === 0x5c ? (text.charCodeAt(i + 1) === 0x75 ? 6 : 2) : 1;
    if (++length > max) return { end: i, length };
  }
  return { end: -1, length };
}

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** A number or literal ends at whitespace or punctuation. */
function isDelimiter(c: number): boolean {
  return isWhitespace(c) || c === 0x2c || c === 0x3a || c === 0x5d || c === 0x7d || c === 0x22;
}

/**
 * Checks JSON text against bounds before it is parsed, in one pass that allocates only a set of
 * keys per open object: nesting, duplicate keys (which `JSON.parse` would silently resolve to the
 * last), the items of each array and fields of each object, and the length of each string, key
 * and number, by the `Shape` of its place. Stops at the first problem, so the work done is
 * bounded by the limits, not by the text. Text that is not JSON gives `null` where the scan
 * loses its way; `JSON.parse` then says what is wrong.
 */
export function scanJson(text: string, root: Shape, limits: ScanLimits): ScanProblem | null {
  let top: Frame | null = null;
  let depth = 0;
  let free = 0;
  let i = 0;
  const size = (keys: (string | number)[], why: string): ScanProblem => ({
    kind: 'size',
    keys: keysOf(top, keys),
    why,
  });
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isWhitespace(c) || c === 0x3a) {
      i++;
      continue;
    }
    if (c === 0x2c) {
      if (top !== null && !top.array) top.expectKey = true;
      i++;
      continue;
    }
    if (c === 0x5d || c === 0x7d) {
      if (top === null || top.array !== (c === 0x5d)) return null;
      top = top.parent;
      depth--;
      i++;
      continue;
    }
    if (top !== null && !top.array && top.expectKey) {
      if (c !== 0x22) return null;
      const { end, length } = stringAt(text, i, limits.key);
      if (length > limits.key) return size([], `a key longer than ${limits.key} characters`);
      if (end < 0) return null;
      let key = text.slice(i + 1, end - 1);
      if (key.includes('\\')) {
        try {
          key = JSON.parse(text.slice(i, end)) as string;
        } catch {
          return null;
        }
      }
      if (top.keys!.has(key)) {
        return {
          kind: 'duplicate',
          keys: keysOf(top, [key]),
          why: 'this key appears twice in one object; JSON readers disagree on which one counts',
        };
      }
      top.keys!.add(key);
      top.pending = key;
      top.expectKey = false;
      const max = top.shape?.items;
      if (max !== undefined && ++top.count > max)
        return size([], `an object of more than ${max} ${top.shape?.noun ?? 'fields'}`);
      i = end;
      continue;
    }
    // A value starts: find its place's shape.
    let shape: Shape | undefined = root;
    let key: string | number = '';
    if (top !== null) {
      const parent: Shape | undefined = top.shape;
      if (top.array) {
        key = top.count;
        const max = parent?.items;
        if (max !== undefined && ++top.count > max)
          return size([], `an array of more than ${max} ${parent?.noun ?? 'items'}`);
        if (max === undefined) top.count++;
        shape = parent?.each;
      } else {
        key = top.pending;
        const fields: Shape['fields'] = parent?.fields;
        // hasOwn: a key such as `constructor` must not find Object.prototype's.
        shape = fields !== undefined && Object.hasOwn(fields, key) ? fields[key] : parent?.each;
      }
    }
    const opens = c === 0x5b || c === 0x7b;
    if (opens && shape?.container !== (c === 0x5b ? 'array' : 'object')) shape = undefined;
    if (shape === undefined && ++free > limits.free) {
      return size(
        [key],
        `more than ${limits.free} values where a record has none (or of the wrong type)`,
      );
    }
    if (opens) {
      if (++depth > limits.depth)
        return { kind: 'depth', keys: keysOf(top, [key]), why: 'nesting' };
      const array = c === 0x5b;
      top = {
        array,
        shape,
        parent: top,
        key,
        count: 0,
        keys: array ? null : new Set(),
        pending: '',
        expectKey: !array,
      };
      i++;
    } else if (c === 0x22) {
      const max = shape?.text ?? limits.text;
      const { end, length } = stringAt(text, i, max);
      if (length > max) return size([key], `a text longer than ${max} characters`);
      if (end < 0) return null;
      i = end;
    } else {
      let end = i + 1;
      while (end < text.length && !isDelimiter(text.charCodeAt(end))) end++;
      if (end - i > limits.number)
        return size([key], `a number longer than ${limits.number} characters`);
      i = end;
    }
  }
  return null;
}
