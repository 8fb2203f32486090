import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { board } from '../../src/board/index.js';
import {
  ACTION_TYPES,
  type Action,
  applyAction,
  createGame,
  type GameState,
  IllegalActionError,
  legalActions,
  scriptedRng,
  validateAction,
} from '../../src/rules/index.js';
import { CONCEAL, expectPrintable, HOSTILE } from './_helpers/hostile.js';
import { rejection } from './_helpers/illegal.js';
import { position } from './_helpers/position.js';

// Ruling R28: ids 0..91 are valid space ids in actions (an off-board one is OFF_BOARD); a
// non-integer or out-of-range id is MALFORMED_ACTION, as is a missing, extra or mistyped field.
// Malformed actions are refused before any rule is consulted: `validateAction` returns the
// error and never throws, `applyAction` throws it and leaves the state alone.

/** In play, 2 players, 1 planet: r1 (player 0, to act) on 1, next to 6; r2 (player 1) on 40. */
const play = position('p0: r1@1; p1: r2@40');
/** Setup, 2 players, 1 planet: player 0 to place. */
const setup = createGame({ players: 2 }, scriptedRng([6, 1]));

class PassAction {
  readonly type = 'pass';
}

const move = (fields: Record<string, unknown>) => ({ type: 'move', rover: 1, to: 6, ...fields });

const MALFORMED: [string, GameState, unknown, RegExp][] = [
  // Not objects at all.
  ['a number', play, 42, /must be an object/],
  ['a string', play, 'move', /must be an object/],
  ['a boolean', play, true, /must be an object/],
  ['undefined', play, undefined, /must be an object/],
  ['null', play, null, /must be an object/],
  ['a symbol', play, Symbol('move'), /must be an object/],
  ['a bigint', play, 1n, /must be an object/],
  ['a function', play, () => ({ type: 'pass' }), /must be an object/],
  ['an empty array', play, [], /must be an object/],
  ['an array of fields', play, ['move', 1, 6], /must be an object/],
  ['an array with a type', play, Object.assign([], { type: 'pass' }), /must be an object/],
  // Objects with a prototype other than Object's.
  ['an object inheriting its type', play, Object.create({ type: 'pass' }), /plain object/],
  ['a class instance', play, new PassAction(), /plain object/],
  ['a Map', play, new Map([['type', 'pass']]), /plain object/],
  ['a Date', play, new Date(0), /plain object/],
  // Unknown types.
  ['no type', play, {}, /unknown action type/],
  ['an unknown type', play, { type: 'teleport' }, /unknown action type "teleport"/],
  ['a type in the wrong case', play, { type: 'Move', rover: 1, to: 6 }, /unknown action type/],
  ['a numeric type', play, { type: 5 }, /unknown action type 5/],
  ['a null type', play, { type: null }, /unknown action type null/],
  ['type "toString"', play, { type: 'toString' }, /unknown action type/],
  ['type "constructor"', play, { type: 'constructor' }, /unknown action type/],
  ['type "__proto__"', play, { type: '__proto__' }, /unknown action type/],
  ['type "hasOwnProperty"', play, { type: 'hasOwnProperty' }, /unknown action type/],
  // Missing fields.
  ['a move without "to"', play, { type: 'move', rover: 1 }, /needs "to"/],
  ['a move without "rover"', play, { type: 'move', to: 6 }, /needs "rover"/],
  ['a shoot without "target"', play, { type: 'shoot', rover: 1, space: 6 }, /needs "target"/],
  ['a place without "planet"', setup, { type: 'place', space: 0 }, /needs "planet"/],
  // Extra fields.
  ['a move with "speed"', play, move({ speed: 2 }), /no field "speed"/],
  ['a pass with "rover"', play, { type: 'pass', rover: 1 }, /no field "rover"/],
  ['a move with "moveTo" (a build field)', play, move({ moveTo: 7 }), /no field "moveTo"/],
  // Wrong types.
  ['a string Rover id', play, move({ rover: '1' }), /"rover" must be a Rover id/],
  ['a null Rover id', play, move({ rover: null }), /"rover"/],
  ['an object Rover id', play, move({ rover: {} }), /"rover"/],
  ['a boolean space', play, move({ to: true }), /"to" must be a space id 0\.\.91/],
  ['an undefined space', play, move({ to: undefined }), /"to"/],
  ['a nested action', play, move({ to: move({}) }), /"to"/],
  // Ids out of range or not integers.
  ['space -1', play, move({ to: -1 }), /"to" must be a space id 0\.\.91, not -1/],
  ['space 92', play, move({ to: 92 }), /not 92/],
  ['space 1.5', play, move({ to: 1.5 }), /not 1\.5/],
  ['space NaN', play, move({ to: Number.NaN }), /"to"/],
  ['space Infinity', play, move({ to: Number.POSITIVE_INFINITY }), /"to"/],
  ["space '3'", play, move({ to: '3' }), /not "3"/],
  ['Rover id 0', play, move({ rover: 0 }), /"rover"/],
  ['Rover id -1', play, move({ rover: -1 }), /"rover"/],
  ['Rover id 1.5', play, move({ rover: 1.5 }), /"rover"/],
  ['Rover id 2^31', play, move({ rover: 2 ** 31 }), /"rover"/],
  ['planet 1 of a 1-planet game', setup, { type: 'place', planet: 1, space: 0 }, /"planet"/],
  ['planet -1', setup, { type: 'place', planet: -1, space: 0 }, /"planet"/],
  [
    'planet 2 of a 2-planet game',
    createGame({ players: 2, planets: 2 }, scriptedRng([6, 1])),
    { type: 'place', planet: 2, space: 0 },
    /"planet"/,
  ],
  // Bad structure and target names.
  [
    'structure "castle"',
    play,
    { type: 'build', structure: 'castle', planet: 0, space: 0 },
    /"structure" must be one of spacePort, factory, drillCannon, treasury/,
  ],
  ['structure "SpacePort"', play, { type: 'destroy', structure: 'SpacePort' }, /"structure"/],
  ['a numeric structure', play, { type: 'destroy', structure: 0 }, /"structure"/],
  [
    'target "Rover"',
    play,
    { type: 'shoot', rover: 1, space: 6, target: 'Rover' },
    /"target" must be one of rover, fortification, building/,
  ],
  ['target "hq"', play, { type: 'shoot', rover: 1, space: 6, target: 'hq' }, /"target"/],
  [
    'moveTo 92',
    play,
    { type: 'build', structure: 'factory', planet: 0, space: 0, moveTo: 92 },
    /"moveTo"/,
  ],
  // Prototype keys from JSON: JSON.parse makes "__proto__" and "constructor" own fields.
  [
    'a JSON "__proto__" field',
    play,
    JSON.parse('{"type":"move","rover":1,"to":6,"__proto__":{}}'),
    /no field "__proto__"/,
  ],
  [
    'a JSON "__proto__" holding the action',
    play,
    JSON.parse('{"__proto__":{"type":"pass"}}'),
    /unknown action type/,
  ],
  [
    'a JSON "constructor" field',
    play,
    JSON.parse('{"type":"pass","constructor":{}}'),
    /no field "constructor"/,
  ],
  // The optional "player" field, when present, must be a player index of this game.
  [
    'player 2 of a 2-player game',
    play,
    move({ player: 2 }),
    /"player" must be a player index 0\.\.1/,
  ],
  ['player -1', play, move({ player: -1 }), /"player"/],
  ["player '0'", play, move({ player: '0' }), /"player"/],
  ['player 0.5', play, move({ player: 0.5 }), /"player"/],
  ['player null', play, move({ player: null }), /"player"/],
];

describe('malformed actions (R28)', () => {
  it.each(MALFORMED)('R28: %s is MALFORMED_ACTION', (_, state, action, message) => {
    // Act: `rejection` also checks that validateAction did not throw, that applyAction threw
    // the same error carrying this very action, and that the state did not change.
    const error = rejection(state, action);

    // Assert
    expect(error.code).toBe('MALFORMED_ACTION');
    expect(error.rule).toBe('action-format');
    expect(error.message).toMatch(message);
  });

  it.each([
    ['a BigInt Rover id', { type: 'move', rover: 1n, to: 6 }],
    ['a BigInt type', { type: 1n }],
    [
      'a field that contains itself',
      (() => {
        const action: Record<string, unknown> = { type: 'move', rover: 1 };
        action.to = action;
        return action;
      })(),
    ],
  ])('R28: %s (a value JSON cannot encode) is MALFORMED_ACTION', (_, action) => {
    // Act
    const result = validateAction(play, action);
    let thrown: unknown;
    try {
      applyAction(play, action as unknown as Action, scriptedRng([]));
    } catch (e) {
      thrown = e;
    }

    // Assert
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.code).toBe('MALFORMED_ACTION');
    expect(thrown).toBeInstanceOf(IllegalActionError);
    expect((thrown as IllegalActionError).code).toBe('MALFORMED_ACTION');
  });

  it('R28: validateAction never throws, and refuses any value that is not an action', () => {
    // Arrange: arbitrary values, and actions of every type with arbitrary field values.
    const anything = fc.anything({
      withBoxedValues: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withDate: true,
      withTypedArray: true,
      withSparseArray: true,
      withObjectString: true,
    });
    const almostActions = fc
      .tuple(
        fc.constantFrom(...ACTION_TYPES),
        fc.dictionary(
          fc.constantFrom('rover', 'to', 'space', 'planet', 'target', 'structure', 'player', 'x'),
          anything,
        ),
      )
      .map(([type, fields]) => ({ ...fields, type }));

    // Act & Assert
    fc.assert(
      fc.property(fc.oneof(anything, almostActions), (action) => {
        const result = validateAction(play, action);
        if (result.ok) {
          // Only the legal actions of this position may be accepted.
          expect(legalActions(play)).toContainEqual(action);
        } else {
          expect(result.error).toBeInstanceOf(IllegalActionError);
          expect(result.error.code).not.toBe('INVALID_STATE');
        }
      }),
      { numRuns: 400, seed: 28 },
    );
  });

  it('R28: every space id 0..91 is well formed; an off-board one is OFF_BOARD', () => {
    for (const space of board.spaces) {
      // Act
      const result = validateAction(play, { type: 'move', rover: 1, to: space.id });

      // Assert
      const code = result.ok ? 'ok' : result.error.code;
      expect(code, `space ${space.id}`).not.toBe('MALFORMED_ACTION');
      if (!space.playable) expect(code, `space ${space.id}`).toBe('OFF_BOARD');
    }
  });

  it('R28: the largest Rover id, 2^31 − 1, is well formed', () => {
    // Act
    const error = rejection(play, { type: 'move', rover: 2 ** 31 - 1, to: 6 });

    // Assert
    expect(error.code).toBe('NO_SUCH_ROVER');
  });

  it('R28: a null-prototype object with the right fields is a well-formed action', () => {
    // Arrange: plain data without Object.prototype, e.g. from a dictionary-style parser.
    const action = Object.assign(Object.create(null) as object, { type: 'move', rover: 1, to: 6 });

    // Act
    const result = validateAction(play, action);

    // Assert
    expect(result).toEqual({ ok: true });
  });
});

describe('who acts (R23)', () => {
  it('R23: naming another player is NOT_YOUR_TURN', () => {
    // Arrange: the move itself is legal for player 0, who is to act.
    expect(legalActions(play)).toContainEqual({ type: 'move', rover: 1, to: 6 });

    // Act
    const error = rejection(play, { type: 'move', rover: 1, to: 6, player: 1 });

    // Assert: R23 names the code; the error cites the turn ruling, R13.
    expect(error.code).toBe('NOT_YOUR_TURN');
    expect(error.rule).toBe('R23');
    expect(error.message).toMatch(/player 0's turn, not player 1's/);
  });

  it('R23: naming the player to act is legal, and the recorded action omits it', () => {
    // Act
    const next = applyAction(play, { type: 'move', rover: 1, to: 6, player: 0 }, scriptedRng([]));

    // Assert
    expect(next.last!.action).toEqual({ type: 'move', rover: 1, to: 6 });
    expect(next.rovers[0]!.location).toEqual({ planet: 0, space: 6 });
  });
});

describe('IllegalActionError and state safety', () => {
  it('action-format: applyAction throws IllegalActionError with code, rule and the action', () => {
    // Arrange
    const action = { type: 'move', rover: 1, to: 92 };
    const before = JSON.stringify(play);

    // Act
    let thrown: unknown;
    try {
      applyAction(play, action as Action, scriptedRng([]));
    } catch (e) {
      thrown = e;
    }

    // Assert
    expect(thrown).toBeInstanceOf(IllegalActionError);
    expect(thrown).toBeInstanceOf(Error);
    const error = thrown as IllegalActionError;
    expect(error.name).toBe('IllegalActionError');
    expect(error.code).toBe('MALFORMED_ACTION');
    expect(error.rule).toBe('action-format');
    expect(error.action).toBe(action);
    expect(JSON.stringify(play)).toBe(before);
  });

  it('action-format: states returned by applyAction are deeply frozen', () => {
    // Arrange
    const next = applyAction(play, { type: 'fortify', rover: 1, space: 6 }, scriptedRng([]));

    // Act
    const mutations = [
      () => {
        (next as { turn: number }).turn = 99;
      },
      () => {
        (next.rovers as unknown[]).push({});
      },
      () => {
        (next.rovers[0] as { hp: number }).hp = 1;
      },
      () => {
        (next.planets[0]!.fortifications as (number | null)[])[7] = 0;
      },
      () => {
        (next.last!.action as { type: string }).type = 'pass';
      },
    ];

    // Assert
    for (const mutate of mutations) expect(mutate).toThrow(TypeError);
    expect(next.planets[0]!.fortifications[7]).toBeNull();
    expect(next.rovers[0]!.hp).toBe(5);
  });

  it('action-format: instanceof recognises an IllegalActionError of another copy of the package', () => {
    // Arrange: a second copy would have its own class, but the same registered marker symbol.
    const foreign = new Error('from another copy');
    Object.defineProperty(foreign, Symbol.for('globetrotter.IllegalActionError'), { value: true });

    // Assert
    expect(foreign instanceof IllegalActionError).toBe(true);
    expect(new Error('plain') instanceof IllegalActionError).toBe(false);
    expect({ code: 'MALFORMED_ACTION' } instanceof IllegalActionError).toBe(false);
    expect((null as unknown) instanceof IllegalActionError).toBe(false);
    expect(('IllegalActionError' as unknown) instanceof IllegalActionError).toBe(false);
  });

  it('state-format: validateAction on a value that is not a game state returns INVALID_STATE', () => {
    // Act
    const result = validateAction({} as GameState, { type: 'move', rover: 1, to: 6 });

    // Assert
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.code).toBe('INVALID_STATE');
    expect(result.ok ? undefined : result.error.rule).toBe('state-format');
  });
});

describe('a finished game (R14)', () => {
  /** Player 0 destroys player 1's last Rover: player 1 is out and player 0 wins. */
  function finishedGame(): GameState {
    const state = position('p0: r1@1; p1: r2@6:1');
    return applyAction(
      state,
      { type: 'shoot', rover: 1, space: 6, target: 'rover' },
      scriptedRng([3, 3]),
    );
  }

  it('R14: every action on a finished game is GAME_OVER, and none is legal', () => {
    // Arrange
    const state = finishedGame();
    expect(state.status).toBe('finished');
    expect(state.winners).toEqual([0]);

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: 7 });

    // Assert
    expect(error.code).toBe('GAME_OVER');
    expect(error.rule).toBe('R14');
    expect(legalActions(state)).toEqual([]);
  });

  it('R14: a malformed action on a finished game is still MALFORMED_ACTION', () => {
    // Act
    const error = rejection(finishedGame(), { type: 'move', rover: 1 });

    // Assert: the shape is checked first, whatever the state.
    expect(error.code).toBe('MALFORMED_ACTION');
  });
});

describe('malformed actions from a hostile file', () => {
  it.each([
    ['an unknown type', { type: HOSTILE }],
    ['an unknown field', move({ [HOSTILE]: 1 })],
    ['a field of the wrong type', { type: 'shoot', rover: 1, space: 6, target: HOSTILE }],
    ['a symbol', { type: Symbol(HOSTILE) }],
  ])('quote %s with control characters escaped', (_, action) => {
    // Act
    const error = rejection(play, action);

    // Assert
    expect(error.code).toBe('MALFORMED_ACTION');
    expectPrintable(error.message);
    expect(error.message).toContain('\\u001b[2J');
    expect(error.action).toBe(action);
  });

  it('keeps the action itself exact', () => {
    const action = move({ to: CONCEAL });
    expect(rejection(play, action).action).toEqual({ type: 'move', rover: 1, to: CONCEAL });
  });
});
