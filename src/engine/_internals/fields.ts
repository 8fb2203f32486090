import { nearestKey } from '../../options/index.js';
import { refuse } from '../errors.js';

/** A parsed request: a plain JSON object. */
export type Request = Readonly<Record<string, unknown>>;

/**
 * Refuses any field of `req` not in `allowed` (`__proto__` included: it is never allowed),
 * suggesting the allowed field nearest the unknown one (`sed` → `seed`).
 */
export function onlyFields(req: Request, allowed: readonly string[]): void {
  for (const key of Object.keys(req)) {
    if (!allowed.includes(key)) {
      const suggestion = nearestKey(key, allowed);
      const hint = suggestion === null ? '' : `; did you mean "${suggestion}"?`;
      refuse(
        'UNKNOWN_FIELD',
        `unknown field ${shown(key)}${hint} (expected one of ${allowed.join(', ')})`,
        { field: key, ...(suggestion === null ? {} : { suggestion }) },
      );
    }
  }
}

function has(req: Request, name: string): boolean {
  return Object.hasOwn(req, name) && req[name] !== undefined;
}

/** The longest text a message quotes whole; a longer one is cut and its length given. */
const QUOTED = 40;

/** A rejected value as a message shows it: text quoted (cut when long), numbers as written. */
export function shown(value: unknown): string {
  if (typeof value === 'string') {
    if (value.length <= QUOTED) return JSON.stringify(value);
    return `${JSON.stringify(value.slice(0, QUOTED))}… (${value.length} characters)`;
  }
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return value === null ? 'null' : 'an object';
  return String(value);
}

function bad(field: string, expected: string, value: unknown): never {
  return refuse('BAD_FIELD', `"${field}" must be ${expected}, not ${shown(value)}`, { field });
}

/** An integer field in min..max; `fallback` when absent (refused as missing when undefined). */
export function intField(
  req: Request,
  name: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  if (!has(req, name)) {
    if (fallback !== undefined) return fallback;
    return refuse('MISSING_FIELD', `"${name}" is required`, { field: name });
  }
  return intValue(req[name], name, min, max);
}

/** `value` as an integer in min..max, or a `BAD_FIELD` naming `field`. */
export function intValue(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return bad(field, `an integer ${min}..${max}`, value);
  }
  return value;
}

/** An optional field of one of the given JSON types. */
export function optField<T>(
  req: Request,
  name: string,
  check: (value: unknown) => value is T,
  expected: string,
): T | undefined {
  if (!has(req, name)) return undefined;
  const value = req[name];
  return check(value) ? value : bad(name, expected, value);
}

/** A required field of one of the given JSON types. */
export function reqField<T>(
  req: Request,
  name: string,
  check: (value: unknown) => value is T,
  expected: string,
): T {
  if (!has(req, name)) return refuse('MISSING_FIELD', `"${name}" is required`, { field: name });
  return optField(req, name, check, expected)!;
}

/** A string of at most `max` characters. */
export function isShortString(max: number) {
  return (value: unknown): value is string => typeof value === 'string' && value.length <= max;
}

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isArray = (value: unknown): value is readonly unknown[] => Array.isArray(value);

export const isObject = (value: unknown): value is Request =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A seed: a string of at most 256 characters or a safe integer. */
export const isSeed = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.length <= 256) ||
  (typeof value === 'number' && Number.isSafeInteger(value));

/** An action: an id (integer) or notation (a string of at most 256 characters). */
export const isActionRef = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && value.length <= 256);
