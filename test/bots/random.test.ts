import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../src/index.js';
import {
  applyAction,
  createGame,
  createRng,
  legalActions,
  randomBot,
  scriptedRng,
  uniformInt,
} from '../../src/index.js';

/** An Rng counting its draws. */
function counting(rng: Rng): Rng & { draws: number } {
  const counted = {
    draws: 0,
    d6: () => {
      counted.draws++;
      return rng.d6();
    },
    save: () => rng.save(),
  };
  return counted;
}

describe('uniformInt', () => {
  it('draws nothing for n = 1', () => {
    const rng = counting(scriptedRng([]));
    expect(uniformInt(rng, 1)).toBe(0);
    expect(rng.draws).toBe(0);
  });

  it('maps each die to a value below n and rejects the dice beyond a multiple of n', () => {
    // n = 4: dice 1..4 give 0..3; 5 and 6 are rejected and rolled again.
    expect(uniformInt(scriptedRng([3]), 4)).toBe(2);
    expect(uniformInt(scriptedRng([5, 6, 4]), 4)).toBe(3);
    // n = 3: every die is accepted, (die − 1) mod 3.
    expect([1, 2, 3, 4, 5, 6].map((d) => uniformInt(scriptedRng([d]), 3))).toEqual([
      0, 1, 2, 0, 1, 2,
    ]);
  });

  it('uses base-6 digits for n above 6', () => {
    // n = 10: two dice, value 6·(a−1) + (b−1) in 0..35, accepted below 30, mod 10.
    expect(uniformInt(scriptedRng([1, 1]), 10)).toBe(0);
    expect(uniformInt(scriptedRng([2, 4]), 10)).toBe(9);
    expect(uniformInt(scriptedRng([6, 1, 1, 2]), 10)).toBe(1);
  });

  it('gives every value exactly the same weight (all dice sequences of one try)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 216 }), (n) => {
        // Arrange: every sequence of k dice, each with probability 6^-k.
        let k = 1;
        while (6 ** k < n) k++;
        const counts = new Array<number>(n).fill(0);
        let rejected = 0;

        // Act
        for (let v = 0; v < 6 ** k; v++) {
          const dice = Array.from(
            { length: k },
            (_, i) => 1 + (Math.floor(v / 6 ** (k - 1 - i)) % 6),
          );
          try {
            counts[uniformInt(scriptedRng(dice), n)]!++;
          } catch {
            rejected++;
          }
        }

        // Assert
        expect(new Set(counts).size).toBe(1);
        expect(rejected).toBe(6 ** k % n);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses n that is not an integer 1..2^32', () => {
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1]) {
      expect(() => uniformInt(createRng(1), n)).toThrow(RangeError);
    }
  });
});

describe('randomBot', () => {
  it('chooses legal actions, the same way for the same seed', () => {
    // Arrange
    const play = (seed: number) => {
      const dice = createRng(seed);
      const choices = createRng(`${seed}/bots`);
      let state = createGame({ players: 3, turnLimit: 30 }, dice);
      const chosen: string[] = [];
      while (state.status !== 'finished') {
        const action = randomBot.chooseAction(state, choices);
        expect(legalActions(state)).toContainEqual(action);
        chosen.push(JSON.stringify(action));
        state = applyAction(state, action, dice);
      }
      return chosen;
    };

    // Act, Assert
    expect(play(5)).toEqual(play(5));
    expect(play(5)).not.toEqual(play(6));
    expect(randomBot.name).toBe('random');
  });

  it('refuses a finished game', () => {
    const dice = createRng(1);
    let state = createGame({ players: 2, turnLimit: 1 }, dice);
    while (state.status !== 'finished') state = applyAction(state, legalActions(state)[0]!, dice);
    expect(() => randomBot.chooseAction(state, dice)).toThrow(/the game is over/);
  });
});
