import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeBetween } from '../../src/board/index.js';
import {
  formatPosition,
  MAX_POSITION_LENGTH,
  PositionError,
  parsePosition,
} from '../../src/record/index.js';
import {
  applyAction,
  createGame,
  createRng,
  type GameState,
  scriptedRng,
} from '../../src/rules/index.js';
import { position, positionText } from '../rules/_helpers/position.js';
import { biasedChooser, playGame, uniformChooser } from '../rules/_helpers/random-game.js';
import { position26 } from '../rules/2026-06/_helpers/position.js';
import { playBiased } from './_helpers/games.js';

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
      'setup players:2 planets:1 limit:500 turn:0.0 first:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1:',
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

describe('2026-06 positions', () => {
  it('round-trip every state of random 2026-06 games, and write each one canonically', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        fc.integer({ min: 10, max: 80 }),
        (seed, players, biased, turnLimit) => {
          // Arrange: a game played to its end (or 600 actions), every state kept; the planets
          // are the players' (ruling R33).
          const start = createGame(
            { players, turnLimit, ruleset: '2026-06' },
            createRng(`${seed}/roll-off`),
          );
          const states: GameState[] = [start];
          const setup = { seed, players, planets: start.options.planets, turnLimit, start };
          const chooser = biased ? biasedChooser(seed) : uniformChooser(seed);
          playGame(setup, chooser, {
            maxSteps: 600,
            freeze: false,
            onStep: ({ after }) => {
              states.push(after);
            },
          });

          for (const state of states) {
            // Act: read back and checked by validateState, as any position from outside.
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

  /** A hand-built 2026-06 state, its fields in the engine's order (2026-06 fields last). */
  function state2026(planets: number): GameState {
    const fortifications = () => new Array<number | null>(92).fill(null);
    const forts = fortifications();
    forts[13] = 0;
    return {
      version: 1,
      options: { players: 2, planets, turnLimit: null, ruleset: '2026-06' },
      status: 'playing',
      firstPlayer: 1,
      currentPlayer: 0,
      turn: 5,
      actionsThisTurn: 2,
      players: [{ inGame: true }, { inGame: true }],
      planets: Array.from({ length: planets }, (_, p) => ({
        destroyed: false,
        cannonShots: p === 0 ? 2 : 0,
        fortifications: p === 0 ? forts : fortifications(),
      })),
      rovers: [
        { id: 1, owner: 0, hp: 2, location: { planet: 0, space: 26 } },
        { id: 2, owner: 1, hp: 3, location: 'orbit', orbit: planets - 1 },
        { id: 3, owner: 0, hp: 3, location: 'orbit', orbit: 0 },
      ],
      buildings: [
        { structure: 'factory', owner: 0, planet: 0, space: 27, hp: 5, points: 3 },
        { structure: 'factory', owner: 1, planet: planets - 1, space: 40, hp: 4, points: 0 },
        { structure: 'drillCannon', owner: 0, planet: 0, space: 28, hp: 5, ready: true, aim: 40 },
        { structure: 'treasury', owner: 0, planet: 0, space: 29, hp: 5, points: 1 },
      ],
      nextRoverId: 4,
      rollOff: [[2, 5]],
      winners: [],
      last: {
        player: 0,
        action: { type: 'fire', planet: 0 },
        dice: [
          { purpose: 'hits', value: 2 },
          { purpose: 'damage', value: 4 },
          { purpose: 'damage', value: 1 },
          { purpose: 'explosion', value: 5 },
          { purpose: 'planet', value: 6 },
          { purpose: 'planet', value: 3 },
        ],
        events: [
          {
            type: 'destroyed',
            target: {
              piece: 'building',
              structure: 'treasury',
              planet: 0,
              space: 40,
              owner: 1,
            },
          },
          { type: 'pointsCaptured', player: 0, points: 2, forfeited: 1 },
          { type: 'exploded', planet: 0, space: 40, owner: 1 },
          { type: 'noDamage', target: { piece: 'rover', id: 1, owner: 0 } },
        ],
      },
      placesFirst: 1,
      captured: 2,
    };
  }

  it('writes the 2026-06 fields: places, captured, orbits, Factory points, new dice and events', () => {
    // Arrange
    const state = state2026(1);

    // Act
    const text = formatPosition(state);

    // Assert
    expect(text).toBe(
      'playing players:2 planets:1 rules:2026-06 turn:5.2 captured:2 first:p1 places:p1 act:p0' +
        ' next:r4 rolloff:2,5 / p0: r1@26h2 r3@orbit f@13 / p1: r2@orbit' +
        ' / buildings: p0:factory@27[points=3] p1:factory@40h4 p0:drillCannon@28[aim=40]' +
        ' p0:treasury@29[points=1] / planets: 0:shots=2' +
        ' / last: p0: fire [n2,d4,d1,e5,p6,p3] destroyed(treasury@40:p1) pointsCaptured(p0,2,1)' +
        ' exploded(40,p1) noDamage(r1:p0)',
    );
    const read = parsePosition(text, { validate: false });
    expect(JSON.stringify(read)).toBe(JSON.stringify(state));
    expect(formatPosition(read)).toBe(text);
  });

  it('names the planet of an orbit, of a cannon and of an explosion in games of several planets', () => {
    // Arrange
    const state = {
      ...state2026(3),
      last: {
        player: 0,
        action: { type: 'fire', planet: 2 },
        dice: [],
        events: [{ type: 'exploded', planet: 2, space: 40, owner: 1 }],
      },
    } as GameState;

    // Act
    const text = formatPosition(state);

    // Assert
    expect(text).toContain(' / p0: r1@0.26h2 r3@0.orbit f@0.13 / p1: r2@2.orbit / ');
    expect(text).toContain('p1:factory@2.40h4');
    expect(text).toContain(' / last: p0: fire @2 [] exploded(2.40,p1)');
    const read = parsePosition(text, { validate: false });
    expect(JSON.stringify(read)).toBe(JSON.stringify(state));
    expect(formatPosition(read)).toBe(text);
  });

  it('R40: writes a Rover that changed orbit this turn as orbit! and reads it back', () => {
    // Arrange: p0 (2 stored points) moves r1 from the orbit of planet 0 to that of planet 1.
    const before = position26(
      'p0: r1@orbit0:2 factory@62 treasury@0[points=2]; p1: r2@75 factory@64; p2: r3@1.70 factory@1.64',
      { players: 4, out: [3] },
    );
    const state = applyAction(before, { type: 'orbit', rover: 1, planet: 1 }, scriptedRng([]));

    // Act
    const text = formatPosition(state);
    const read = parsePosition(text);

    // Assert
    expect(text).toContain(' / p0: r1@1.orbit!h2 / ');
    expect(JSON.stringify(read)).toBe(JSON.stringify(state));
    expect(formatPosition(read)).toBe(text);
  });

  it('writes a pending choice as places:- and no captured: when there are none', () => {
    // Arrange
    const state: GameState = {
      ...createGame({ players: 2, ruleset: '2026-06' }, scriptedRng([6, 1])),
      placesFirst: null,
      captured: 0,
    };

    // Act
    const text = formatPosition(state);

    // Assert
    expect(text).toBe(
      'setup players:2 planets:1 limit:500 rules:2026-06 turn:0.0 first:p0 places:- act:p0 next:r1 rolloff:6,1 / p0: / p1:',
    );
    const read = parsePosition(text, { validate: false });
    expect(JSON.stringify(read)).toBe(JSON.stringify(state));
  });

  it.each([
    [
      'a 2026-06 field in 2025-01',
      'setup players:2 planets:1 turn:0.0 first:p0 places:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1:',
      'places:',
    ],
    [
      'captured in 2025-01',
      'setup players:2 planets:1 turn:0.0 captured:1 first:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1:',
      'captured:',
    ],
    [
      'an orbit planet in 2025-01',
      'playing players:2 planets:2 turn:0.0 first:p0 act:p0 next:r2 rolloff:6,1 / p0: r1@1.orbit / p1:',
      'r1@1.orbit',
    ],
    [
      'a changed orbit (orbit!) in 2025-01',
      'playing players:2 planets:1 turn:0.0 first:p0 act:p0 next:r2 rolloff:6,1 / p0: r1@orbit! / p1:',
      'r1@orbit!',
    ],
    [
      'Factory points in 2025-01',
      'playing players:2 planets:1 turn:0.0 first:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1: / buildings: p0:factory@27[points=2]',
      'p0:factory@27[points=2]',
    ],
    [
      'no places: in 2026-06',
      'setup players:2 planets:1 rules:2026-06 turn:0.0 first:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1:',
      'setup players:2 planets:1 rules:2026-06 turn:0.0 first:p0 act:p0 next:r1 rolloff:6,1',
    ],
    [
      'an unknown die',
      'playing players:2 planets:1 rules:2026-06 turn:0.0 first:p0 places:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1: / last: p0: fire [x2] -',
      'x2',
    ],
  ])('refuses %s', (_, text, part) => {
    // Act
    let error: unknown;
    try {
      parsePosition(text, { validate: false });
    } catch (e) {
      error = e;
    }

    // Assert
    expect(error).toBeInstanceOf(PositionError);
    expect((error as PositionError).code).toBe('MALFORMED_POSITION');
    expect((error as PositionError).part).toBe(part);
  });

  it('round-trips every 2026-06 field, die and event that biased games meet', {
    timeout: 60_000,
  }, () => {
    // Arrange: games that prefer builds, cannons and orbits, so that cannons fire and explode,
    // Treasuries are captured and Rovers orbit other planets.
    const seen = new Set<string>();
    for (const players of [2, 3, 4, 6]) {
      for (let i = 0; i < 6; i++) {
        const game = playBiased(`cov${players}-${i}`, {
          players,
          turnLimit: 300,
          ruleset: '2026-06',
        });
        for (const state of game.states) {
          // Act
          const text = formatPosition(state);
          const back = parsePosition(text);

          // Assert
          if (JSON.stringify(back) !== JSON.stringify(state) || formatPosition(back) !== text) {
            expect([text, back]).toEqual([text, state]);
          }
          for (const d of state.last!.dice) seen.add(`die ${d.purpose}`);
          for (const e of state.last!.events) seen.add(`event ${e.type}`);
          if ((state.captured ?? 0) > 0) seen.add('captured');
          if (state.rovers.some((r) => (r.orbit ?? 0) > 0)) seen.add('orbit');
          if (state.buildings.some((b) => b.structure === 'factory' && (b.points ?? 0) > 0))
            seen.add('factory points');
        }
      }
    }
    expect(
      [
        'captured',
        'orbit',
        'factory points',
        'die hits',
        'die explosion',
        'event exploded',
        'event pointsCaptured',
      ].filter((what) => !seen.has(what)),
    ).toEqual([]);
  });

  it.each([
    ['p0:factory@0', 'p0:factory@0[points=7]', 'buildings[0].points', 'R42'],
    ['places:p0', 'places:p5', 'placesFirst', 'R31'],
  ])(
    'refuses an impossible 2026-06 position (%s read as %s) by the ruling it breaks',
    (from, to, path, rule) => {
      // Arrange: both placed, player 1's Factory has gained its first point (ruling R42).
      let state = createGame({ players: 2, ruleset: '2026-06' }, scriptedRng([6, 1]));
      for (const action of [
        { type: 'choose', placeFirst: true },
        { type: 'place', planet: 0, space: 0, roverSpace: 1 },
        { type: 'place', planet: 0, space: 26, roverSpace: 7 },
      ] as const) {
        state = applyAction(state, action, scriptedRng([]));
      }
      const text = formatPosition(state);

      // Act
      let error: unknown;
      try {
        parsePosition(text.replace(from, to));
      } catch (e) {
        error = e;
      }

      // Assert
      expect(text).toContain(' p1:factory@26[points=1] ');
      expect(JSON.stringify(parsePosition(text))).toBe(JSON.stringify(state));
      expect(error).toMatchObject({ code: 'INVALID_STATE', part: path, invalid: { rule } });
    },
  );

  it('reads the last action in the header ruleset: fire is the cannon of planet 0', () => {
    const text =
      'playing players:2 planets:1 rules:2026-06 turn:0.1 first:p0 places:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1: / last: p0: fire [n1] -';
    expect(parsePosition(text, { validate: false }).last?.action).toEqual({
      type: 'fire',
      planet: 0,
    });
  });
});

describe('2024-12 positions', () => {
  const ruleset = '2024-12' as const;
  // Read as any position is, validateState included: every state written must read back.
  const read = (text: string) => parsePosition(text);

  it('R52, R56, R63: round-trip every state of random 2024-12 games, and write each one canonically', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.integer({ min: 50, max: 300 }),
        (seed, players, planets, biased, turnLimit) => {
          // Arrange: a game played to its end (one action a turn, ruling R50), every state kept.
          const states: GameState[] = [];
          const setup = { seed, players, planets, turnLimit, ruleset };
          const chooser = biased ? biasedChooser(seed) : uniformChooser(seed);
          playGame(setup, chooser, {
            freeze: false,
            onStep: ({ before, after }) => {
              if (states.length === 0) states.push(before);
              states.push(after);
            },
          });

          for (const state of states) {
            // Act
            const text = formatPosition(state);
            const back = read(text);

            // Assert
            expect(JSON.stringify(back)).toBe(JSON.stringify(state));
            expect(formatPosition(back)).toBe(text);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  /** A hand-built 2024-12 state, its fields in the engine's order. */
  function state2024(planets: number): GameState {
    const edges = () => new Array<number | null>(150).fill(null);
    const mine = edges();
    mine[edgeBetween(16, 26)] = 0;
    mine[edgeBetween(13, 29)] = 1;
    mine[edgeBetween(7, 26)] = 0;
    const other = planets - 1;
    return {
      version: 1,
      options: { players: 2, planets, turnLimit: null, ruleset },
      status: 'playing',
      firstPlayer: 1,
      currentPlayer: 0,
      turn: 9,
      actionsThisTurn: 0,
      players: [{ inGame: true }, { inGame: true }],
      planets: Array.from({ length: planets }, (_, p) => ({
        destroyed: false,
        cannonShots: 0,
        fortifications: new Array<number | null>(92).fill(null),
        edgeFortifications: p === other ? mine : edges(),
      })),
      rovers: [
        { id: 1, owner: 0, hp: 4, location: { planet: other, space: 27 }, facing: 17 },
        { id: 2, owner: 1, hp: 5, location: 'orbit' },
        { id: 3, owner: 1, hp: 5, location: { planet: 0, space: 41 }, facing: 26 },
      ],
      buildings: [
        {
          structure: 'drillCannon',
          owner: 0,
          planet: other,
          space: 28,
          hp: 5,
          ready: false,
          aim: null,
          power: 2,
        },
        { structure: 'medic', owner: 1, planet: 0, space: 29, hp: 3 },
        {
          structure: 'drillCannon',
          owner: 1,
          planet: 0,
          space: 62,
          hp: 5,
          ready: false,
          aim: null,
          power: 0,
        },
      ],
      nextRoverId: 4,
      rollOff: [[2, 5]],
      winners: [],
      last: {
        player: 1,
        action: { type: 'shoot', rover: 3, space: 22, target: 'fortification', across: 26 },
        dice: [{ purpose: 'damage', value: 4 }],
        events: [
          {
            type: 'destroyed',
            target: { piece: 'fortification', planet: other, space: 22, across: 26, owner: 0 },
          },
        ],
      },
    };
  }

  it('R52, R56, R60, R63: writes facings, Fortifications on edges, power, the Medic and a destroyed edge', () => {
    // Arrange
    const state = state2024(1);

    // Act
    const text = formatPosition(state);

    // Assert
    expect(text).toBe(
      'playing players:2 planets:1 rules:2024-12 turn:9.0 first:p1 act:p0 next:r4 rolloff:2,5' +
        ' / p0: r1@27>17h4 f@7/26 f@16/26 / p1: r2@orbit r3@41>26 f@13/29' +
        ' / buildings: p0:drillCannon@28[power=2] p1:medic@29h3 p1:drillCannon@62' +
        ' / last: p1: r3 shoot 22/26 fortification [d4] destroyed(f@22/26:p0)',
    );
    const back = read(text);
    expect(JSON.stringify(back)).toBe(JSON.stringify(state));
    expect(formatPosition(back)).toBe(text);
  });

  it('names the planet of a Rover, an edge and a destroyed edge in games of several planets', () => {
    // Arrange
    const state = state2024(2);

    // Act
    const text = formatPosition(state);

    // Assert
    expect(text).toContain(
      ' / p0: r1@1.27>17h4 f@1.7/26 f@1.16/26 / p1: r2@orbit r3@0.41>26 f@1.13/29 / ',
    );
    expect(text).toContain(' destroyed(f@1.22/26:p0)');
    const back = read(text);
    expect(JSON.stringify(back)).toBe(JSON.stringify(state));
    expect(formatPosition(back)).toBe(text);
  });

  it('R51: reads an edge written higher first as the same edge', () => {
    // Arrange
    const text = formatPosition(state2024(1));

    // Act
    const back = read(text.replace('f@16/26 ', 'f@26/16 ').replace('(f@22/26:p0)', '(f@26/22:p0)'));

    // Assert
    expect(JSON.stringify(back)).toBe(JSON.stringify(state2024(1)));
  });

  it('writes a new 2024-12 game, and its placements with their facing', () => {
    // Arrange
    const start = createGame({ players: 2, ruleset }, scriptedRng([6, 1]));
    const placed = applyAction(
      start,
      { type: 'place', planet: 0, space: 26, facing: 16 },
      scriptedRng([]),
    );

    // Act
    const texts = [formatPosition(start), formatPosition(placed)];

    // Assert
    expect(texts).toEqual([
      'setup players:2 planets:1 limit:500 rules:2024-12 turn:0.0 first:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1:',
      'setup players:2 planets:1 limit:500 rules:2024-12 turn:0.0 first:p0 act:p1 next:r2 rolloff:6,1' +
        ' / p0: r1@26>16 / p1: / last: p0: place 26>16 [] -',
    ]);
    expect(JSON.stringify(read(texts[1]!))).toBe(JSON.stringify(placed));
  });

  const P24 =
    'playing players:2 planets:1 rules:2024-12 turn:0.0 first:p0 act:p0 next:r2 rolloff:6,1';
  const P25 = 'playing players:2 planets:1 turn:0.0 first:p0 act:p0 next:r2 rolloff:6,1';
  it.each([
    ['a facing in 2025-01', `${P25} / p0: r1@26>16 / p1:`, 'r1@26>16'],
    [
      'a facing in 2026-06',
      `${P25.replace('planets:1', 'planets:1 rules:2026-06').replace('first:p0', 'first:p0 places:p0')} / p0: r1@26>16 / p1:`,
      'r1@26>16',
    ],
    ['a Rover on a planet without facing in 2024-12', `${P24} / p0: r1@26 / p1:`, 'r1@26'],
    ['a Rover in orbit with a facing', `${P24} / p0: r1@orbit>27 / p1:`, 'r1@orbit>27'],
    ['a Fortification on a space in 2024-12', `${P24} / p0: r1@26>16 f@13 / p1:`, 'f@13'],
    ['a Fortification on an edge in 2025-01', `${P25} / p0: r1@26 f@16/26 / p1:`, 'f@16/26'],
    ['two spaces that share no edge', `${P24} / p0: r1@26>16 f@26/28 / p1:`, 'f@26/28'],
    ['an edge on a planet the game lacks', `${P24} / p0: r1@26>16 f@3.16/26 / p1:`, 'f@3.16/26'],
    [
      'power in 2025-01',
      `${P25} / p0: r1@26 / p1: / buildings: p0:drillCannon@28[power=2]`,
      'p0:drillCannon@28[power=2]',
    ],
    [
      'a ready cannon in 2024-12',
      `${P24} / p0: r1@26>16 / p1: / buildings: p0:drillCannon@28[ready]`,
      'p0:drillCannon@28[ready]',
    ],
    [
      'an aimed cannon in 2024-12',
      `${P24} / p0: r1@26>16 / p1: / buildings: p0:drillCannon@28[aim=40]`,
      'p0:drillCannon@28[aim=40]',
    ],
    ['a Medic in 2025-01', `${P25} / p0: r1@26 / p1: / buildings: p0:medic@28`, 'p0:medic@28'],
    [
      'a Treasury in 2024-12',
      `${P24} / p0: r1@26>16 / p1: / buildings: p0:treasury@28`,
      'p0:treasury@28',
    ],
    [
      'a destroyed edge in 2025-01',
      `${P25} / p0: r1@26 / p1: / last: p0: r1 shoot 13 fortification [d3] destroyed(f@13/29:p1)`,
      'destroyed(f@13/29:p1)',
    ],
    [
      'a destroyed space Fortification in 2024-12',
      `${P24} / p0: r1@26>16 / p1: / last: p0: r1 shoot 13/29 fortification [d3] destroyed(f@13:p1)`,
      'destroyed(f@13:p1)',
    ],
    [
      'a 2024-12 action in 2025-01',
      `${P25} / p0: r1@26 / p1: / last: p0: r1 turn left [] -`,
      'r1 turn left',
    ],
    ['a 2025-01 action in 2024-12', `${P24} / p0: r1@26>16 / p1: / last: p0: save [] -`, 'save'],
  ])('refuses %s', (_, text, part) => {
    // Act
    let error: unknown;
    try {
      read(text);
    } catch (e) {
      error = e;
    }

    // Assert
    expect(error).toBeInstanceOf(PositionError);
    expect((error as PositionError).code).toBe('MALFORMED_POSITION');
    expect((error as PositionError).part).toBe(part);
  });

  it('refuses anything but a 2024-12 position with a PositionError, never another error', () => {
    // Arrange: a position of a biased game (facings, edges, power), a stretch replaced by text.
    const { final } = playGame(
      { seed: 24, players: 3, planets: 2, turnLimit: 200, ruleset },
      biasedChooser(24, ['build', 'powerUp', 'fire', 'fortify', 'shoot', 'heal']),
    );
    const text = formatPosition(final);
    fc.assert(
      fc.property(
        fc.nat({ max: text.length }),
        fc.nat({ max: 12 }),
        fc.string({ unit: fc.constantFrom(...' /:@.,;[]()-=<>0123456789prfhdx'), maxLength: 12 }),
        fc.boolean(),
        (at, cut, insert, validate) => {
          // Act
          const mutated = text.slice(0, at) + insert + text.slice(at + cut);
          let thrown: unknown;
          try {
            parsePosition(mutated, { validate });
          } catch (e) {
            thrown = e;
          }

          // Assert
          if (thrown !== undefined) expect(thrown).toBeInstanceOf(PositionError);
        },
      ),
      { numRuns: 300 },
    );
    expect(text).toMatch(/ r\d+@\d\.\d+>\d+.* f@\d\.\d+\/\d+/);
  });

  it('round-trips every 2024-12 field and event that biased games meet', {
    timeout: 60_000,
  }, () => {
    // Arrange: games that prefer builds, the cannon, the Medic and orbits.
    const seen = new Set<string>();
    for (const [players, planets] of [
      [2, 1],
      [3, 2],
      [4, 3],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const game = playBiased(`cov24-${players}-${i}`, {
          players,
          planets,
          turnLimit: 600,
          ruleset,
        });
        for (const state of game.states) {
          // Act
          const text = formatPosition(state);
          const back = read(text);

          // Assert
          if (JSON.stringify(back) !== JSON.stringify(state) || formatPosition(back) !== text) {
            expect([text, back]).toEqual([text, state]);
          }
          const last = state.last!;
          seen.add(`action ${last.action.type}`);
          for (const d of last.dice) seen.add(`die ${d.purpose}`);
          for (const e of last.events) {
            const target = 'target' in e ? ` ${e.target.piece}` : '';
            seen.add(`event ${e.type}${target}`);
          }
          if (state.rovers.some((r) => r.location === 'orbit')) seen.add('orbit');
          if (state.buildings.some((b) => b.structure === 'drillCannon' && (b.power ?? 0) > 0))
            seen.add('power');
          if (state.buildings.some((b) => b.structure === 'medic')) seen.add('medic');
        }
      }
    }
    expect(
      [
        'orbit',
        'power',
        'medic',
        'die hit',
        'die damage',
        'action turn',
        'action heal',
        'action powerUp',
        'action fire',
        'action descend',
        'event destroyed fortification',
        'event noDamage fortification',
        'event damaged rover',
        'event miss rover',
        'event enteredOrbit',
        'event turnLimitReached',
      ].filter((what) => !seen.has(what)),
    ).toEqual([]);
  });
});
