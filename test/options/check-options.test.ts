import { describe, expect, it } from 'vitest';
import { checkOptions, nearestKey, UnknownOptionError } from '../../src/options/index.js';

const KNOWN = { players: true, planets: true, turnLimit: true } as const;

describe('nearestKey', () => {
  it('ignores case: turnlimit is turnLimit', () => {
    // Arrange
    const keys = Object.keys(KNOWN);

    // Act
    const nearest = nearestKey('turnlimit', keys);

    // Assert
    expect(nearest).toBe('turnLimit');
  });

  it('allows a few letters apart, about a third of the key', () => {
    // Arrange
    const keys = ['iterations', 'timeMs', 'seed', 'pentagons'];

    // Act / Assert
    expect(nearestKey('iteration', keys)).toBe('iterations');
    expect(nearestKey('itterations', keys)).toBe('iterations');
    expect(nearestKey('seeds', keys)).toBe('seed');
    expect(nearestKey('timeMS', keys)).toBe('timeMs');
  });

  it('suggests nothing when no key is close', () => {
    // Arrange
    const keys = Object.keys(KNOWN);

    // Act / Assert
    expect(nearestKey('ruleset', keys)).toBeNull();
    expect(nearestKey('x', keys)).toBeNull();
    expect(nearestKey('anything', [])).toBeNull();
  });

  it('breaks ties by the order of the keys', () => {
    // Arrange / Act / Assert
    expect(nearestKey('plane', ['planet', 'planes'])).toBe('planet');
    expect(nearestKey('plane', ['planes', 'planet'])).toBe('planes');
  });
});

describe('checkOptions', () => {
  it('accepts known keys, undefined values, no options and non-objects', () => {
    // Arrange
    const cases: unknown[] = [
      { players: 2, planets: 1, turnLimit: null },
      { turnLimit: undefined },
      {},
      undefined,
      null,
      5,
    ];

    // Act / Assert
    for (const options of cases) expect(() => checkOptions('f', options, KNOWN)).not.toThrow();
  });

  it('refuses an unknown key, naming the function, the key and the nearest known key', () => {
    // Arrange
    const options = { players: 2, turnlimit: 5 };

    // Act
    let error: unknown;
    try {
      checkOptions('createGame', options, KNOWN);
    } catch (e) {
      error = e;
    }

    // Assert
    expect(error).toBeInstanceOf(UnknownOptionError);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({
      name: 'UnknownOptionError',
      code: 'UNKNOWN_OPTION',
      functionName: 'createGame',
      key: 'turnlimit',
      suggestion: 'turnLimit',
      message:
        'createGame: unknown option "turnlimit"; did you mean "turnLimit"? ' +
        '(known: players, planets, turnLimit)',
    });
  });

  it('refuses an unknown key set to undefined, and Object.prototype names', () => {
    // Arrange
    const cases: object[] = [{ ruleset: undefined }, { toString: 'x' }, { constructor: 1 }];

    // Act / Assert
    for (const options of cases) {
      expect(() => checkOptions('f', options, KNOWN)).toThrow(UnknownOptionError);
    }
  });

  it('says when nothing is close', () => {
    // Arrange / Act / Assert
    expect(() => checkOptions('createGame', { ruleset: '2026-06' }, KNOWN)).toThrow(
      expect.objectContaining({
        suggestion: null,
        message: 'createGame: unknown option "ruleset" (known: players, planets, turnLimit)',
      }),
    );
  });
});

describe('UnknownOptionError', () => {
  it('is recognised across copies of the package by its marker', () => {
    // Arrange: an error as another copy of the class would make it (same registered symbol).
    const foreign = new TypeError('createGame: unknown option "x"');
    Object.defineProperty(foreign, Symbol.for('globetrotter.UnknownOptionError'), { value: true });

    // Act / Assert
    expect(foreign instanceof UnknownOptionError).toBe(true);
    expect(new TypeError('other') instanceof UnknownOptionError).toBe(false);
    expect((null as unknown) instanceof UnknownOptionError).toBe(false);
  });
});
