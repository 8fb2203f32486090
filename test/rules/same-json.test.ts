import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../src/rules/_internals/same-json.js';

// sameJson is how actionOutcomes tells outcomes apart (src/rules/outcomes.ts): it must say
// "equal" exactly when JSON.stringify writes the same text, or outcomes would merge or split
// differently from the records and golden hashes made before it.

const text = (value: unknown): string | undefined => JSON.stringify(value);

/**
 * Values from a few keys and leaves, so that random pairs are often equal, or differ only in
 * what JSON leaves out (undefined, functions), writes alike (NaN, Infinity and null; 0 and
 * -0), or in the order of their keys.
 */
const leaf = fc.constantFrom<unknown>(
  0,
  -0,
  1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  null,
  undefined,
  true,
  false,
  '',
  'a',
  '1',
  () => 1,
);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', '0', '2'), tie('value'), { maxKeys: 3 }),
  ),
}));

describe('sameJson', () => {
  it('agrees with comparing JSON.stringify texts', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(sameJson(a, b)).toBe(text(a) === text(b));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on a value and its copy through JSON, and on a copy with one leaf changed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJson(a, JSON.parse(JSON.stringify(a)))).toBe(true);
        const changed = { x: a, y: [a, b] };
        const other = { x: a, y: [a, a] };
        expect(sameJson(changed, other)).toBe(text(b) === text(a));
      }),
    );
  });

  it('cases: key order, left-out values, non-finite numbers, arrays against objects', () => {
    // Assert
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ b: undefined, a: 1 }, { a: 1, c: () => 0 })).toBe(true);
    expect(sameJson([undefined], [null])).toBe(true);
    expect(sameJson([Number.NaN], [null])).toBe(true);
    expect(sameJson(-0, 0)).toBe(true);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ 0: 'x' }, ['x'])).toBe(false);
    expect(sameJson(undefined, null)).toBe(false);
    expect(sameJson(undefined, () => 0)).toBe(true);
    expect(sameJson([1, [2, { a: 'z' }]], [1, [2, { a: 'z' }]])).toBe(true);
    expect(sameJson([1, [2, { a: 'z' }]], [1, [2, { a: 'y' }]])).toBe(false);
  });
});
