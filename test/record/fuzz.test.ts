import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type GameRecord,
  ILLEGAL_ACTION_CODES,
  parseRecord,
  type ReplayResult,
  replay,
} from '../../src/index.js';
import { fixture } from './_helpers/fixtures.js';

// Fuzzing the record reader and replay with random and mutated records: whatever the input,
// a result (never an exception), a known code, an index inside the record, no pollution.

const CODES = new Set<string>([
  ...ILLEGAL_ACTION_CODES,
  'MALFORMED_RECORD',
  'UNSUPPORTED_VERSION',
  'RECORD_TOO_LARGE',
  'DICE_MISSING',
  'DICE_EXTRA',
  'BAD_DIE',
  'HASH_MISMATCH',
  'RESULT_MISMATCH',
]);

const BASES: readonly string[] = [
  fixture('hand/short-game.json'),
  fixture('golden/4p-turn-limit.json'),
  fixture('errors/treasury-full.json'),
];

/** Checks what every replay result must satisfy. */
function sane(result: ReplayResult, actions: number): void {
  if (result.ok) {
    expect(result.state.version).toBe(1);
    return;
  }
  const { error } = result;
  expect(CODES.has(error.code), error.code).toBe(true);
  expect(typeof error.message).toBe('string');
  if (error.index !== null) {
    expect(error.index).toBeGreaterThanOrEqual(0);
    expect(error.index).toBeLessThan(Math.max(actions, 1));
  }
}

function entries(value: unknown): number {
  const actions = (value as { actions?: unknown } | null)?.actions;
  return Array.isArray(actions) ? actions.length : 0;
}

afterEach(() => {
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.keys(Object.prototype)).toEqual([]);
});

describe('random input', () => {
  it('any JSON value gives a result', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        sane(replay(value), entries(value));
        sane(replay(JSON.stringify(value)), entries(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('any text gives a result', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const read = parseRecord(text);
        expect(read.ok).toBe(false);
        sane(replay(text), 0);
      }),
      { numRuns: 1000 },
    );
  });

  it('records of random entries give a result', () => {
    const entry = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.record({ action: fc.oneof(fc.string(), fc.jsonValue()), dice: fc.array(fc.integer()) }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (actions) => {
        const record = JSON.parse(BASES[0]!) as Record<string, unknown>;
        sane(replay({ ...record, actions }), actions.length);
      }),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Mutations of real records.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path (keys and indexes) to a value inside `value`. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...paths(v, [...prefix, i]));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  }
  return out;
}

/** `root` with the value at `path` replaced (`undefined` deletes it). */
function setAt(root: Json, path: readonly (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    if (value === undefined && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = setAt(root[head as number] ?? null, rest, value);
    return copy;
  }
  if (root !== null && typeof root === 'object') {
    const copy: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(root)) copy[k] = v;
    if (value === undefined && rest.length === 0) delete copy[head as string];
    else copy[head as string] = setAt(root[head as string] ?? null, rest, value);
    return copy;
  }
  return root;
}

const replacement: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue() as fc.Arbitrary<Json>,
  fc.integer({ min: -2, max: 100 }),
  fc.constantFrom<Json>('pass', 'r1 move 1', 'p0: place 0', 'r1 shoot r2 [4,3]', [4, 3], [], {}),
);

describe('mutated records', () => {
  it('a value replaced or deleted anywhere gives a result', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BASES),
        fc.nat(),
        fc.option(replacement, { nil: undefined }),
        (text, pick, value) => {
          const base = JSON.parse(text) as Json;
          const all = paths(base);
          const mutated = setAt(base, all[pick % all.length]!, value);
          sane(replay(mutated), entries(mutated));
          sane(replay(JSON.stringify(mutated)), entries(mutated));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('a forbidden key inserted anywhere is refused without pollution', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BASES),
        fc.nat(),
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        (text, pick, key) => {
          // Arrange: a text edit, as an attacker would write it, after an object's opening brace.
          const braces = [...text.matchAll(/\{/g)].map((m) => m.index);
          const at = braces[pick % braces.length]! + 1;
          const hostile = `${text.slice(0, at)}"${key}": {"polluted": true}, ${text.slice(at)}`;

          // Act
          const result = replay(hostile);

          // Assert
          expect(result).toMatchObject({ ok: false, error: { code: 'MALFORMED_RECORD' } });
          expect(result.ok || result.error.message).toContain('forbidden');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a text cut short or with a character changed gives a result', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BASES),
        fc.nat(),
        fc.string({ minLength: 0, maxLength: 2 }),
        (text, pick, insert) => {
          const at = pick % text.length;
          sane(replay(text.slice(0, at)), 10_000);
          sane(replay(`${text.slice(0, at)}${insert}${text.slice(at + 1)}`), 10_000);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('an illegal action is reported where the valid prefix ends', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (pickEntry, pickOther) => {
        // Arrange: an action copied over another one.
        const record = JSON.parse(BASES[1]!) as GameRecord;
        const n = record.actions.length;
        const actions = [...record.actions];
        actions[pickEntry % n] = record.actions[pickOther % n]!;

        // Act
        const result = replay({ ...record, actions });

        // Assert
        sane(result, n);
        if (!result.ok && result.error.index !== null) {
          const prefix = replay({ ...record, actions }, { to: result.error.index });
          expect(prefix.ok).toBe(true);
          expect(prefix.state).toEqual(result.state);
        }
      }),
      { numRuns: 200 },
    );
  });
});
