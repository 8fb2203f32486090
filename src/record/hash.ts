import type { GameState } from '../rules/index.js';
import { sha256Hex, utf8 } from './_internals/sha256.js';

/**
 * Canonical JSON: `JSON.stringify` with every object's keys sorted (by UTF-16 code units) and
 * no whitespace; `undefined` properties are left out. Equal plain-JSON values give equal text.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const v = record[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    parts.push(`${JSON.stringify(key)}:${canonicalJson(v)}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * A fingerprint of a game state: the SHA-256 of its canonical JSON (sorted keys, no spaces,
 * UTF-8), as 64 hex digits. Computed in plain JavaScript, it is the same in every run, on every
 * platform and in browsers. It covers the whole state, `last` and `rollOff` included: two states
 * have the same hash exactly when they are equal as JSON.
 *
 * @example
 * ```ts
 * const a = replay(record);
 * if (a.ok) console.log(stateHash(a.state)); // e.g. '3f1c…' (64 hex digits)
 * ```
 */
export function stateHash(state: GameState): string {
  return sha256Hex(utf8(canonicalJson(state)));
}
