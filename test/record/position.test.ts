import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPosition,
  MAX_POSITION_LENGTH,
  PositionError,
  parsePosition,
} from '../../src/record/index.js';
import { createGame, type GameState, scriptedRng } from '../../src/rules/index.js';
import { position, positionText } from '../rules/_helpers/position.js';
import { biasedChooser, playGame, uniformChooser } from '../rules/_helpers/random-game.js';

// The position string (docs/notation.md): every field of a state, read back JSON-equal.

/** The error `parsePosition(text)` throws. */
function refusal(text: string): PositionError {
  try {
    parsePosition(text);
  } catch (e) {
    expect(e).toBeInstanceOf(PositionError);
    return e as PositionError;
  }
  throw new Error(`parsePosition accepted ${text}`);
}

describe('formatPosition / parsePosition', () => {
  it('writes a new game in one line', () => {
    // Arrange
    const state = createGame({ players: 2 }, scriptedRng([6, 1]));

    // Act
    const text = formatPosition(state);

    // Assert
    expect(text).toBe(
      'setup players:2 planets:1 turn:0.0 first:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1:',
    );
    expect(JSON.stringify(parsePosition(text))).toBe(JSON.stringify(state));
  });

  it('writes pieces per player, buildings in order of building, hp only when not full', () => {
    // Arrange
    const state = position(
      'p0: r1@26:4 r2@orbit f@13 treasury@29[points=2]; p1: r3@40 drillCannon@28[ready,aim=40] factory@27:3',
    );

    // Act
    const text = formatPosition(state);

    // Assert
    expect(text).toBe(
      'playing players:2 planets:1 turn:0.0 first:p0 act:p0 next:r4 rolloff:6,1' +
        ' / p0: r1@26h4 r2@orbit f@13 / p1: r3@40' +
        ' / buildings: p0:treasury@29[points=2] p1:drillCannon@28[aim=40] p1:factory@27h3',
    );
    expect(JSON.stringify(parsePosition(text))).toBe(JSON.stringify(state));
  });

  it('round-trips every state of random games, and writes each one canonically', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.integer({ min: 10, max: 80 }),
        (seed, players, planets, biased, turnLimit) => {
          // Arrange: a game played to its end (or 600 actions), every state kept.
          const states: GameState[] = [];
          const setup = { seed, players, planets, turnLimit };
          const chooser = biased ? biasedChooser(seed) : uniformChooser(seed);
          playGame(setup, chooser, {
            maxSteps: 600,
            freeze: false,
            onStep: ({ before, after }) => {
              if (states.length === 0) states.push(before);
              states.push(after);
            },
          });

          for (const state of states) {
            // Act
            const text = formatPosition(state);
            const back = parsePosition(text);

            // Assert
            expect(JSON.stringify(back)).toBe(JSON.stringify(state));
            expect(formatPosition(back)).toBe(text);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('writes the last action with its dice and events', () => {
    // Arrange: a shot that hits (4) and damages (3).
    const { final } = playGame(
      {
        seed: 1,
        players: 2,
        planets: 1,
        turnLimit: 10,
        start: position('p0: r1@6; p1: r2@1 r3@40'),
      },
      (actions) => actions.findIndex((a) => a.type === 'shoot' && a.target === 'rover'),
      { maxSteps: 1 },
    );

    // Act
    const text = formatPosition(final);

    // Assert
    expect(text).toMatch(/ \/ last: p0: r1 shoot 1 rover \[h\d(,d\d)?\] \S+$/);
    expect(JSON.stringify(parsePosition(text))).toBe(JSON.stringify(final));
  });
});

describe('parsePosition refuses', () => {
  const START = 'playing players:2 planets:1 turn:0.0 first:p0 act:p0 next:r3 rolloff:6,1';

  it.each([
    ['an unknown status', 'paused players:2', 'paused'],
    ['a header key out of order', 'playing planets:1 players:2', 'players:2'],
    ['a missing player section', START, 'p0:'],
    ['a bad token', `${START} / p0: r1@26 q9 / p1: r2@40`, 'q9'],
    [
      'a bad building',
      `${START} / p0: r1@26 / p1: r2@40 / buildings: p0:castle@27`,
      'p0:castle@27',
    ],
    [
      'a flag of another structure',
      `${START} / p0: r1@26 / p1: r2@40 / buildings: p0:factory@27[ready]`,
      'p0:factory@27[ready]',
    ],
    ['a trailing section', `${START} / p0: r1@26 / p1: r2@40 / extra`, 'extra'],
  ])('%s, naming the part (MALFORMED_POSITION)', (_, text, part) => {
    // Act
    const error = refusal(text);

    // Assert
    expect(error.code).toBe('MALFORMED_POSITION');
    expect(error.part).toBe(part);
  });

  it('an impossible position, naming the invariant (INVALID_STATE)', () => {
    // Arrange: two Rovers on space 26.
    const text = `${START} / p0: r1@26 / p1: r2@26`;

    // Act
    const error = refusal(text);

    // Assert
    expect(error.code).toBe('INVALID_STATE');
    expect(error.part).toBe('rovers[1].location');
    expect(error.invalid?.rule).toBe('R5');
    expect(error.message).toContain('share space 26');
  });

  it('nothing but syntax with { validate: false }, for deliberately impossible positions', () => {
    // Arrange: two Rovers on space 26.
    const text = `${START} / p0: r1@26 / p1: r2@26`;

    // Act
    const state = parsePosition(text, { validate: false });

    // Assert
    expect(state.rovers.map((r) => r.location)).toEqual([
      { planet: 0, space: 26 },
      { planet: 0, space: 26 },
    ]);
    expect(refusal(`${START} / p0: r1@26 / p1: q`).code).toBe('MALFORMED_POSITION');
  });

  it('text longer than MAX_POSITION_LENGTH, before reading it', () => {
    // Act
    const error = refusal(`${START}${' '.repeat(MAX_POSITION_LENGTH)}`);

    // Assert
    expect(error.code).toBe('MALFORMED_POSITION');
    expect(error.message).toContain(`longer than ${MAX_POSITION_LENGTH}`);
  });

  it('anything but a position with a PositionError, never another error', () => {
    // Arrange: positions of a random game, each with a stretch replaced by random text.
    const { final } = playGame(
      { seed: 7, players: 3, planets: 2, turnLimit: 40 },
      biasedChooser(7),
      { maxSteps: 150 },
    );
    const text = formatPosition(final);
    fc.assert(
      fc.property(
        fc.nat({ max: text.length }),
        fc.nat({ max: 12 }),
        fc.string({ unit: fc.constantFrom(...' /:@.,;[]()-=0123456789prfhdx'), maxLength: 12 }),
        (at, cut, insert) => {
          // Act
          const mutated = text.slice(0, at) + insert + text.slice(at + cut);
          let thrown: unknown;
          try {
            parsePosition(mutated);
          } catch (e) {
            thrown = e;
          }

          // Assert
          if (thrown !== undefined) expect(thrown).toBeInstanceOf(PositionError);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a long last: section before matching it', () => {
    // Act
    const error = refusal(
      `${START} / p0: r1@26 / p1: r2@40 / last: p0: r1 move 2${' ['.repeat(40_000)}`,
    );

    // Assert
    expect(error.message).toContain('longer than');
  });

  it('shows hostile text escaped', () => {
    // Act
    const error = refusal(`${START} / p0: r1@26 \u001b[2J / p1: r2@40`);

    // Assert
    expect(error.message).not.toContain('\u001b');
  });
});

describe("the tests' position() helper", () => {
  it('builds on the public parser: its state is what parsePosition reads from positionText', () => {
    // Arrange
    const description =
      'p0: r1@26:4 r2@orbit f@13 treasury@29[points=2]; p1: r3@40 drillCannon@28[ready,aim=40]';

    // Act
    const state = position(description, { turnLimit: 30, turn: 2 });

    // Assert
    expect(state).toEqual(parsePosition(positionText(description, { turnLimit: 30, turn: 2 })));
    expect(formatPosition(state)).toBe(positionText(description, { turnLimit: 30, turn: 2 }));
  });
});
