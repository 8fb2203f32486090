import { describe, expect, it } from 'vitest';
import {
  createRng,
  DiceError,
  type Rng,
  type RngState,
  restoreRng,
  scriptedRng,
} from '../../src/rules/index.js';

// Ruling R4: every die is drawn from the `rng` passed in. A seeded rng must be reproducible
// everywhere, and its state must save and restore as plain JSON so a game can be resumed.

function roll(rng: Rng, n: number): number[] {
  return Array.from({ length: n }, () => rng.d6());
}

describe('createRng', () => {
  it('R4: the same seed gives the same dice', () => {
    // Act
    const a = roll(createRng(42), 200);
    const b = roll(createRng(42), 200);

    // Assert
    expect(a).toEqual(b);
  });

  it('R4: different seeds give different dice', () => {
    // Act
    const a = roll(createRng(1), 50);
    const b = roll(createRng(2), 50);
    const c = roll(createRng('globetrotter'), 50);

    // Assert
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(c);
    expect(b).not.toEqual(c);
  });

  it('R4: d6 gives integers 1..6, each about a sixth of the time (chi-square, 5 d.f.)', () => {
    // Arrange
    const rolls = 60_000;
    const counts = [0, 0, 0, 0, 0, 0];
    const rng = createRng('uniform');

    // Act
    for (let i = 0; i < rolls; i++) {
      const die = rng.d6();
      if (!Number.isInteger(die) || die < 1 || die > 6) throw new Error(`d6 gave ${die}`);
      counts[die - 1]!++;
    }

    // Assert: 20.5 is the 0.1% critical value for 5 degrees of freedom; the seed is fixed, so
    // this is no flaky test, but a broken mapping (say 0..5, or a face twice as likely) fails.
    const expected = rolls / 6;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(20.5);
    for (const c of counts) expect(c).toBeGreaterThan(0);
  });

  it('R4: a saved rng restores to continue the same sequence', () => {
    // Arrange
    const rng = createRng(7);
    roll(rng, 13);
    const saved = rng.save();

    // Act
    const original = roll(rng, 100);
    const restored = roll(restoreRng(saved), 100);

    // Assert: the save was not disturbed by the original rolling on.
    expect(restored).toEqual(original);
  });

  it('R4: a saved rng state survives a JSON round trip', () => {
    // Arrange
    const rng = createRng('json');
    roll(rng, 5);
    const text = JSON.stringify(rng.save());

    // Act
    const original = roll(rng, 100);
    const restored = roll(restoreRng(JSON.parse(text) as RngState), 100);

    // Assert
    expect(restored).toEqual(original);
  });

  it('R4: saving does not change what an rng rolls next', () => {
    // Arrange
    const plain = createRng(3);
    const saving = createRng(3);

    // Act
    const a = roll(plain, 20);
    const b = Array.from({ length: 20 }, () => {
      saving.save();
      return saving.d6();
    });

    // Assert
    expect(b).toEqual(a);
  });
});

describe('scriptedRng', () => {
  it('R4: replays its dice in order', () => {
    // Arrange
    const rng = scriptedRng([3, 1, 6, 6, 2]);

    // Act
    const dice = roll(rng, 5);

    // Assert
    expect(dice).toEqual([3, 1, 6, 6, 2]);
  });

  it('R4: saves and restores, JSON included, from where it stopped', () => {
    // Arrange
    const rng = scriptedRng([1, 2, 3, 4]);
    rng.d6();
    const saved = JSON.parse(JSON.stringify(rng.save())) as RngState;

    // Act
    const rest = roll(restoreRng(saved), 3);

    // Assert
    expect(saved).toEqual({ kind: 'scripted', rolls: [1, 2, 3, 4], next: 1 });
    expect(rest).toEqual([2, 3, 4]);
  });

  it('R4: running out of dice throws DiceError DICE_EXHAUSTED', () => {
    // Arrange
    const rng = scriptedRng([4, 5]);
    roll(rng, 2);

    // Act
    let thrown: unknown;
    try {
      rng.d6();
    } catch (e) {
      thrown = e;
    }

    // Assert
    expect(thrown).toBeInstanceOf(DiceError);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as DiceError).code).toBe('DICE_EXHAUSTED');
    expect((thrown as DiceError).name).toBe('DiceError');
    expect((thrown as DiceError).message).toBe('the scripted dice ran out after 2 rolls');
  });

  it('R4: an empty script throws on the first roll', () => {
    // Arrange
    const rng = scriptedRng([]);

    // Act
    const act = () => rng.d6();

    // Assert
    expect(act).toThrow(DiceError);
    expect(act).toThrow('the scripted dice ran out after 0 rolls');
  });

  it.each([
    [0, /#1 is 0, not 1\.\.6/],
    [7, /#1 is 7, not 1\.\.6/],
    [2.5, /#1 is 2\.5/],
    [Number.NaN, /#1 is NaN/],
  ])('R4: a scripted die of %s throws DiceError BAD_DIE naming it', (bad, message) => {
    // Arrange
    const rng = scriptedRng([bad]);

    // Act
    let thrown: unknown;
    try {
      rng.d6();
    } catch (e) {
      thrown = e;
    }

    // Assert
    expect(thrown).toBeInstanceOf(DiceError);
    expect((thrown as DiceError).code).toBe('BAD_DIE');
    expect((thrown as DiceError).message).toMatch(message);
  });

  it('R4: a bad die later in the script is numbered by its position', () => {
    // Arrange
    const rng = scriptedRng([6, 9]);
    rng.d6();

    // Act
    const act = () => rng.d6();

    // Assert
    expect(act).toThrow(/scripted die #2 is 9/);
  });

  it('R4: the script is copied, so changing the array afterwards changes nothing', () => {
    // Arrange
    const dice = [2, 2];
    const rng = scriptedRng(dice);

    // Act
    dice[0] = 6;

    // Assert
    expect(rng.d6()).toBe(2);
  });
});
