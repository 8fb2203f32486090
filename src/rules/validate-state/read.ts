import { describe } from '../_internals/shape.js';
import type { RuleRef } from '../errors.js';
import { printable } from '../printable.js';

// The shape readers every check uses: each returns the value it was asked for, typed, or throws
// `Broken` naming the path, the ruling and why. `validateState` catches the first one.

/** A wrong shape: the `rule` of a refusal that no ruling names. */
export const FORMAT: RuleRef = 'state-format';

/** The first problem found, thrown inside the checks and caught by `validateState`. */
export class Broken {
  constructor(
    readonly path: string,
    readonly rule: RuleRef,
    readonly why: string,
  ) {}
}

export function broken(path: string, rule: RuleRef, why: string): never {
  throw new Broken(path, rule, why);
}

export type Obj = Readonly<Record<string, unknown>>;

/** A value for a message: short, and never a function's source. */
export function shown(value: unknown): string {
  return typeof value === 'function' ? 'a function' : describe(value);
}

export const field = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
export const item = (path: string, i: number) => `${path}[${i}]`;

/** A plain object (what JSON gives) with exactly the `required` keys and some `optional` ones. */
export function fields(
  value: unknown,
  path: string,
  what: string,
  required: readonly string[],
  optional: readonly string[] = [],
): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    broken(path, FORMAT, `${what} must be an object, not ${shown(value)}`);
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) {
    broken(path, FORMAT, `${what} must be a plain object (as JSON gives), not a class instance`);
  }
  // Object.keys lists own keys, `__proto__` included when JSON.parse made it one.
  for (const key of Object.keys(value)) {
    if (!required.includes(key) && !optional.includes(key)) {
      // The key comes from outside: shown printable, in the path as in the message.
      const name = printable(key);
      broken(field(path, name), FORMAT, `${what} has no field "${name}"`);
    }
  }
  for (const key of required) {
    if (!Object.hasOwn(value, key)) broken(field(path, key), FORMAT, `${what} needs "${key}"`);
  }
  return value as Obj;
}

/** An array (what JSON gives) of `min..max` entries, refused by its length before it is read. */
export function list(
  value: unknown,
  path: string,
  what: string,
  min: number,
  max: number,
  rule: RuleRef = FORMAT,
): readonly unknown[] {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) {
    broken(path, FORMAT, `${what} must be an array, not ${shown(value)}`);
  }
  if (value.length < min || value.length > max) {
    const bounds =
      min === max ? `${min}` : max === Number.MAX_SAFE_INTEGER ? `${min}+` : `${min}..${max}`;
    broken(path, rule, `${what} must have ${bounds} entries, not ${value.length}`);
  }
  return value;
}

export function int(
  value: unknown,
  path: string,
  what: string,
  min: number,
  max: number,
  rule: RuleRef = FORMAT,
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const bounds = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min}..${max}`;
    broken(path, rule, `${what} must be an integer ${bounds}, not ${shown(value)}`);
  }
  return value;
}

export function bool(value: unknown, path: string, what: string): boolean {
  if (typeof value !== 'boolean')
    broken(path, FORMAT, `${what} must be true or false, not ${shown(value)}`);
  return value;
}

export function oneOf(
  value: unknown,
  path: string,
  what: string,
  options: readonly string[],
): string {
  if (typeof value !== 'string' || !options.includes(value)) {
    broken(path, FORMAT, `${what} must be one of ${options.join(', ')}, not ${shown(value)}`);
  }
  return value;
}
