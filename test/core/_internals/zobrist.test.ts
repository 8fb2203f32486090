import { describe, expect, it } from 'vitest';
import {
  F_FORT,
  FORT_CELLS,
  FORT_KEYS,
  keyHi,
  keyLo,
} from '../../../src/core/_internals/zobrist.js';
import { CoreGame } from '../../../src/core/index.js';
import { applyAction, createGame, createRng, legalActions } from '../../../src/index.js';

// The key's mix, written out in keyHi and keyLo for V8's inlining budget, against the formula
// it stands for (two products, then MurmurHash3's 32-bit finalizer), and the tables made from it.

/** MurmurHash3's fmix32, the reference. */
function fmix32(h0: number): number {
  let h = h0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

const hiOf = (a: number, b: number) =>
  fmix32(Math.imul(a ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x27d4eb2f));
const loOf = (a: number, b: number) =>
  fmix32(Math.imul(a ^ 0x61c88647, 0x165667b1) ^ Math.imul(b + 0x3c6ef372, 0x85ebca77));

describe('zobrist', () => {
  it('mixes a feature as the two products and fmix32 do, for features of every kind', () => {
    // Arrange: features across the kinds and the ranges of their fields, negative ones too.
    const rng = createRng('zobrist');
    const features: [number, number][] = [
      [0, 0],
      [-1, -1],
      [0x7fffffff, 0x7fffffff],
    ];
    for (let k = 0; k < 500; k++)
      features.push([(rng.d6() << 28) | (k * 7919), k % 3 === 0 ? -k : k * 104729]);

    // Act and Assert
    for (const [a, b] of features) {
      expect(keyHi(a, b)).toBe(hiOf(a, b));
      expect(keyLo(a, b)).toBe(loOf(a, b));
    }
  });

  it('keeps every Fortification key of six seats and sixteen planets in FORT_KEYS', () => {
    for (let owner = 0; owner < 6; owner++) {
      for (let cell = 0; cell < FORT_CELLS; cell++) {
        const a = F_FORT | (owner << 24) | cell;
        const k = 2 * (owner * FORT_CELLS + cell);
        expect([FORT_KEYS[k], FORT_KEYS[k + 1]]).toEqual([keyHi(a, 0), keyLo(a, 0)]);
      }
    }
  });

  it('keys a scalar beyond the table (a turn past 511) as the key from scratch does', () => {
    // Arrange: a game with no turn limit, played on to turn 600.
    const rng = createRng('wide');
    let state = createGame({ players: 2, turnLimit: null }, rng);
    while (state.status === 'setup') state = applyAction(state, legalActions(state)[0]!, rng);
    state = { ...state, turn: 600 };
    const core = CoreGame.fromState(state);
    const ids = new Int32Array(core.maxLegalIds);

    // Act: actions until a turn passes (the turn count is a keyed scalar), then back.
    const before = [core.keyHi, core.keyLo];
    while (core.turn === 600) core.make(ids[core.legalIds(ids) - 1]!, rng);
    const after = core.keyFromScratch();

    // Assert
    expect(core.turn).toBe(601);
    expect([core.keyHi, core.keyLo]).toEqual([after.hi, after.lo]);
    while (core.depth > 0) core.unmake();
    expect([core.keyHi, core.keyLo]).toEqual(before);
  });
});
