import { UnknownOptionError } from './unknown-option-error.js';

/**
 * The keys a function's options object may have, as a table the compiler checks for
 * completeness: declare it `Record<keyof TheOptions, true>`, and adding an option to the type
 * without listing it here is a compile error.
 */
export type KnownOptions = Readonly<Record<string, true>>;

/**
 * Throws an `UnknownOptionError` when `options` (an object, or `undefined` for none) has an
 * own or inherited enumerable key that `known` does not list. Values are not looked at: known
 * keys set to `undefined` pass, and checking them is the caller's business.
 *
 * Cheap enough for hot paths (`applyAction` calls it on every action given options): one
 * `for…in` over a handful of keys, no allocation unless it throws.
 */
export function checkOptions(functionName: string, options: unknown, known: KnownOptions): void {
  if (typeof options !== 'object' || options === null) return;
  for (const key in options) {
    // `=== true`, not `in`: `known` inherits `toString`, `constructor`… from Object.prototype.
    if (known[key] !== true) unknownOption(functionName, key, known);
  }
}

function unknownOption(functionName: string, key: string, known: KnownOptions): never {
  const keys = Object.keys(known);
  throw new UnknownOptionError(functionName, key, nearestKey(key, keys), keys);
}

/**
 * The key of `keys` nearest `key` by edit distance, ignoring case (`turnlimit` → `turnLimit`),
 * or `null` when even the nearest needs more than a third of `key`'s letters changed (at least
 * one is always allowed). Ties go to the key listed first.
 */
export function nearestKey(key: string, keys: readonly string[]): string | null {
  const lower = key.toLowerCase();
  const limit = Math.max(1, Math.floor(key.length / 3));
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of keys) {
    const d = editDistance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance: insertions, deletions and substitutions each cost 1. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length]!;
}
