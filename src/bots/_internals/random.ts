import type { Rng } from '../../rules/index.js';

// The bots' own randomness. `Rng` only rolls d6 (it is the game's dice); search needs uniform
// choices among n actions and millions of cheap draws, so it runs on a small seeded generator.

/** A seeded source of uniform numbers for search, with dice for the actions it simulates. */
export interface SearchRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in 0..n−1. */
  int(n: number): number;
  /** Dice for simulated actions, drawn from the same stream. Not saveable: search only. */
  readonly dice: Rng;
}

/** mulberry32: a tiny, fast, well-mixed 32-bit generator; the same seed, the same stream. */
export function searchRandom(seed: number): SearchRandom {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    dice: {
      d6: () => 1 + Math.floor(next() * 6),
      save: () => {
        throw new Error('search dice are not saveable: they only drive simulated actions');
      },
    },
  };
}

/** A 32-bit seed from a string or number (FNV-1a over its text), so `'a'` and `7` both work. */
export function seedOf(seed: string | number): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 32-bit seed drawn from game dice: 13 d6 carry 33.6 bits. */
export function seedFromDice(rng: Rng): number {
  let seed = 0;
  for (let i = 0; i < 13; i++) seed = (seed * 6 + (rng.d6() - 1)) % 4294967296;
  return seed >>> 0;
}
