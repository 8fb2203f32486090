import { childPath, FORBIDDEN_KEYS, isPlainObject } from '../../json/untrusted.js';
import { describe, malformed, tooLarge } from './record-problem.js';

// The checks of one value of a record (check-record.ts): each throws the record's `Problem`
// (with the path of the value) or returns the value as the type it checked.

export function checkText(
  value: unknown,
  path: string,
  max: number,
  index: number | null = null,
): void {
  if (typeof value !== 'string') malformed(path, `must be text, not ${describe(value)}`, index);
  if (value.length > max) tooLarge(path, `a text longer than ${max} characters`, index);
}

/** A plain object with only `allowed` keys (never a forbidden one). */
export function object(
  value: unknown,
  path: string,
  allowed: readonly string[] | null,
  index: number | null = null,
): Record<string, unknown> {
  if (!isPlainObject(value)) malformed(path, `must be an object, not ${describe(value)}`, index);
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.includes(key))
      malformed(childPath(path, key), 'this key is forbidden', index);
    if (allowed !== null && !allowed.includes(key)) {
      const known = allowed.map((k) => `"${k}"`).join(', ');
      malformed(childPath(path, key), `unknown field (known: ${known})`, index);
    }
  }
  return value;
}

export function integer(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    malformed(path, `must be an integer ${min}..${max}, not ${describe(value)}`);
  }
  return value;
}

/**
 * An array of at most `max` numbers (dice); whether each is a die 1..6 is checked by replay
 * (BAD_DIE).
 */
export function numbers(value: unknown, path: string, index: number | null, max: number): void {
  if (!Array.isArray(value))
    malformed(path, `must be an array of dice, not ${describe(value)}`, index);
  if (value.length > max) tooLarge(path, `an array of more than ${max} dice`, index);
  for (let i = 0; i < value.length; i++) {
    if (typeof value[i] !== 'number')
      malformed(childPath(path, i), `a die must be a number, not ${describe(value[i])}`, index);
  }
}
