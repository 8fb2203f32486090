import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, type GameState, scriptedRng, stateHash } from '../../src/index.js';
import { sha256Hex, utf8 } from '../../src/record/_internals/sha256.js';
import { canonicalJson } from '../../src/record/hash.js';
import { playRandom } from './_helpers/games.js';

const ascii = (text: string) => sha256Hex(utf8(text));

describe('sha256Hex', () => {
  // FIPS 180-4 / NIST CAVP examples.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j', (text, digest) => {
    expect(ascii(text)).toBe(digest);
  });

  it('hashes a million a', () => {
    expect(ascii('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('pads correctly at every length around a block boundary', () => {
    // Known digests of 55, 56 and 64 times "a" (the padding edge cases).
    expect(ascii('a'.repeat(55))).toBe(
      '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318',
    );
    expect(ascii('a'.repeat(56))).toBe(
      'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a',
    );
    expect(ascii('a'.repeat(64))).toBe(
      'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
    );
  });
});

describe('sha256Hex against node:crypto (fast-check)', () => {
  it('agrees on random bytes of every length up to a few blocks', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('utf8', () => {
  it('encodes as TextEncoder does, lone surrogates included', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', 'a\ud800b', '\udc00', 'Ann – Bob ✓']) {
      expect([...utf8(text)]).toEqual([...new TextEncoder().encode(text)]);
    }
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined properties', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: null, y: 'x' }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":"x","z":null}]},"b":1}',
    );
  });

  it('is the same text whatever the key order', () => {
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });
});

describe('stateHash', () => {
  it('is pinned for a known position (stable across runs and platforms)', () => {
    // Arrange
    // Pinned before the default turn limit (issue 29): this position has none.
    const state = createGame({ players: 2, turnLimit: null }, scriptedRng([5, 2]));

    // Act
    const hash = stateHash(state);

    // Assert: this value must never change without a new record version.
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(ascii(canonicalJson(state)));
    expect(hash).toBe('c8f1d5764f4495a23e4c9cfd767907012d659fae1d9c75e2568f5ab44329620f');
  });

  it('is equal for equal states, whatever their key order or freezing', () => {
    // Arrange
    const { final } = playRandom('hash', { players: 3, planets: 2, turnLimit: 30 });
    const copy = JSON.parse(JSON.stringify(final)) as GameState;
    const reordered = Object.fromEntries(Object.entries(final).reverse()) as unknown as GameState;

    // Act, Assert
    expect(stateHash(copy)).toBe(stateHash(final));
    expect(stateHash(reordered)).toBe(stateHash(final));
  });

  it('differs when anything differs', () => {
    const { states } = playRandom('hash-differs', { players: 2, turnLimit: 20 });
    const hashes = new Set(states.map(stateHash));
    expect(hashes.size).toBe(states.length);
  });
});
