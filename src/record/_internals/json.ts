// Reading untrusted JSON: a size limit before parsing, and a walk that refuses the keys that
// could pollute prototypes if some later code merged the data into an object.

import { printable } from '../../rules/printable.js';

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
 * Whether JSON text nests arrays and objects more than `limit` levels deep, found by a scan
 * that skips strings. Run before `JSON.parse`, which is slow on absurd nesting.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
