import { describe, expect, it } from 'vitest';
import { SPACES } from '../../src/core/_internals/tables.js';
import {
  bitCount,
  IN_RANGE,
  lowestBit,
  NEAR,
  RANK_OF,
  WORDS,
} from '../../src/core/2026-06/bits.js';
import { RANGE } from '../../src/core/2026-06/layout.js';
import { SORTED_NEIGHBORS } from '../../src/core/2026-06/position.js';

// The 2026-06 tables of spaces as bits (src/core/2026-06/bits.ts), against the lists they are
// made from; the masks the position keeps are checked at every ply of the differential tests
// (Position2026.derivedProblem).

/** The spaces whose bits are set in a planet's WORDS words at `at`. */
function spacesOf(words: Int32Array, at: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < SPACES; s++) if ((words[at + (s >> 5)]! >>> (s & 31)) & 1) out.push(s);
  return out;
}

describe('2026-06 bits', () => {
  it('IN_RANGE and RANK_OF give the spaces in range and their ranks', () => {
    for (let s = 0; s < SPACES; s++) {
      const listed = Array.from(
        RANGE.target.subarray(s * RANGE.slots, s * RANGE.slots + RANGE.count[s]!),
      );
      expect(spacesOf(IN_RANGE, s * WORDS)).toEqual(listed);
      listed.forEach((t, rank) => {
        expect(RANK_OF[s * SPACES + t]).toBe(rank);
      });
    }
  });

  it('NEAR gives the playable neighbours', () => {
    for (let s = 0; s < SPACES; s++)
      expect(spacesOf(NEAR, s * WORDS)).toEqual(Array.from(SORTED_NEIGHBORS[s]!));
  });

  it('bitCount and lowestBit agree with a bit-by-bit count, the sign bit included', () => {
    const words = [0, 1, 2, 3, 0x80000000 | 0, -1, 0x7fffffff, 0x12345678, 0x0f0f0f0f, 96 << 20];
    for (const w of words) {
      let count = 0;
      let lowest = -1;
      for (let b = 31; b >= 0; b--) {
        if ((w >>> b) & 1) {
          count++;
          lowest = b;
        }
      }
      expect(bitCount(w)).toBe(count);
      if (w !== 0) expect(lowestBit(w)).toBe(lowest);
    }
  });
});
