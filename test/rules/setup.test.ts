import { describe, expect, it } from 'vitest';
import { board } from '../../src/board/index.js';
import {
  type Action,
  applyAction,
  createGame,
  createRng,
  DEFAULT_TURN_LIMIT,
  DiceError,
  type GameOptions,
  type GameState,
  legalActions,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  scriptedRng,
} from '../../src/rules/index.js';
import { rejection } from './_helpers/illegal.js';
import { position } from './_helpers/position.js';

// Ruling R15: every player rolls a d6, the highest goes first, ties re-roll among the tied;
// seating order runs from the first player, and in that order each player places one Rover
// (5 hit points) on an empty HQ of any planet. Then the first player starts.

/** How many dice a scripted rng has handed out. */
function drawn(rng: ReturnType<typeof scriptedRng>): number {
  const saved = rng.save();
  return saved.kind === 'scripted' ? saved.next : Number.NaN;
}

/** Places a Rover on each given HQ of planet 0, in turn. */
function placeAll(state: GameState, spaces: number[]): GameState {
  return spaces.reduce(
    (s, space) => applyAction(s, { type: 'place', planet: 0, space }, scriptedRng([])),
    state,
  );
}

describe('createGame: options', () => {
  it.each([
    ['1 player', { players: 1 }, /players must be an integer 2\.\.6, not 1/],
    ['7 players', { players: MAX_PLAYERS + 1 }, /players/],
    ['2.5 players', { players: 2.5 }, /players/],
    ['"2" players', { players: '2' }, /players/],
    ['no players', {}, /players .* not undefined/],
    ['0 planets', { players: 2, planets: 0 }, /planets must be an integer 1\.\.16, not 0/],
    ['17 planets', { players: 2, planets: MAX_PLANETS + 1 }, /planets/],
    ['1.5 planets', { players: 2, planets: 1.5 }, /planets/],
    ['a turn limit of 0', { players: 2, turnLimit: 0 }, /turnLimit must be a positive integer/],
    ['a turn limit of 2.5', { players: 2, turnLimit: 2.5 }, /turnLimit/],
  ])(
    'R15: createGame refuses %s with a RangeError, before rolling any die',
    (_, options, message) => {
      // Arrange: no dice at all; a roll would throw a DiceError instead.
      const rng = scriptedRng([]);

      // Act
      const act = () => createGame(options as unknown as GameOptions, rng);

      // Assert
      expect(act).toThrow(RangeError);
      expect(act).toThrow(message);
    },
  );

  it('R15: createGame refuses options that are not an object with a TypeError', () => {
    // Act
    const act = () => createGame(null as unknown as GameOptions, scriptedRng([]));

    // Assert
    expect(act).toThrow(TypeError);
    expect(act).toThrow(/options must be an object/);
  });

  it('R16, R26: createGame accepts the bounds and defaults to one planet and the default turn limit', () => {
    // Act
    const small = createGame({ players: MIN_PLAYERS }, scriptedRng([6, 1]));
    const large = createGame(
      { players: MAX_PLAYERS, planets: MAX_PLANETS, turnLimit: 1 },
      scriptedRng([6, 1, 1, 1, 1, 1]),
    );

    // Assert
    expect(small.options).toEqual({ players: 2, planets: 1, turnLimit: DEFAULT_TURN_LIMIT });
    expect(DEFAULT_TURN_LIMIT).toBe(500);
    expect(small.players).toHaveLength(2);
    expect(small.planets).toHaveLength(1);
    expect(large.options).toEqual({ players: 6, planets: 16, turnLimit: 1 });
    expect(large.planets).toHaveLength(16);
    expect(large.planets[15]).toEqual({
      destroyed: false,
      cannonShots: 0,
      fortifications: new Array(board.spaces.length).fill(null),
    });
  });
});

describe('createGame: roll-off (R15)', () => {
  it('R15: the highest roll goes first, with one die per player', () => {
    // Arrange
    const rng = scriptedRng([2, 5, 3]);

    // Act
    const state = createGame({ players: 3 }, rng);

    // Assert
    expect(drawn(rng)).toBe(3);
    expect(state.rollOff).toEqual([[2, 5, 3]]);
    expect(state.firstPlayer).toBe(1);
    expect(state.currentPlayer).toBe(1);
    expect(state.status).toBe('setup');
    expect(state.turn).toBe(0);
    expect(state.rovers).toEqual([]);
    expect(state.last).toBeNull();
  });

  it('R15: a tie for the highest re-rolls among the tied only', () => {
    // Arrange: seats 0 and 2 tie on 6; only they roll again, and seat 2 wins 5 to 4.
    const rng = scriptedRng([6, 2, 6, 3, 4, 5]);

    // Act
    const state = createGame({ players: 4 }, rng);

    // Assert
    expect(drawn(rng)).toBe(6);
    expect(state.rollOff).toEqual([
      [6, 2, 6, 3],
      [4, null, 5, null],
    ]);
    expect(state.firstPlayer).toBe(2);
    expect(state.currentPlayer).toBe(2);
  });

  it('R15: ties re-roll as often as needed', () => {
    // Arrange: seats 0 and 1 tie twice, then seat 1 wins.
    const rng = scriptedRng([5, 5, 1, 3, 3, 2, 6]);

    // Act
    const state = createGame({ players: 3 }, rng);

    // Assert
    expect(drawn(rng)).toBe(7);
    expect(state.rollOff).toEqual([
      [5, 5, 1],
      [3, 3, null],
      [2, 6, null],
    ]);
    expect(state.firstPlayer).toBe(1);
  });

  it('R15: a tie below the highest roll is no tie for first', () => {
    // Arrange
    const rng = scriptedRng([6, 3, 3]);

    // Act
    const state = createGame({ players: 3 }, rng);

    // Assert
    expect(state.rollOff).toEqual([[6, 3, 3]]);
    expect(state.firstPlayer).toBe(0);
  });

  it('R15: the roll-off draws from the rng it is given: one die short throws a DiceError', () => {
    // Act
    const act = () => createGame({ players: 3 }, scriptedRng([4, 4, 1, 2]));

    // Assert: the tie of seats 0 and 1 needs a fifth die.
    expect(act).toThrow(DiceError);
    expect(act).toThrow(/ran out after 4 rolls/);
  });

  it('R15: with seeded dice the first player is the winner of the last round', () => {
    // Arrange: many seeds, so some roll-offs tie.
    const states = Array.from({ length: 50 }, (_, seed) =>
      createGame({ players: 6 }, createRng(seed)),
    );

    // Assert
    expect(states.some((s) => s.rollOff.length > 1)).toBe(true);
    for (const state of states) {
      const last = state.rollOff.at(-1)!;
      const best = Math.max(...last.filter((d): d is number => d !== null));
      expect(last.filter((d) => d === best)).toHaveLength(1);
      expect(last[state.firstPlayer]).toBe(best);
      for (const round of state.rollOff) {
        for (const die of round) if (die !== null) expect([1, 2, 3, 4, 5, 6]).toContain(die);
      }
    }
  });
});

describe('place (R15)', () => {
  it('R15: players place in seating order from the first player, then the first player starts', () => {
    // Arrange: 4 players, seat 2 wins the roll-off, so the order is 2, 3, 0, 1.
    let state = createGame({ players: 4 }, scriptedRng([1, 2, 6, 3]));
    const order: number[] = [];

    // Act
    for (const space of [0, 26, 27, 28]) {
      order.push(state.currentPlayer);
      state = applyAction(state, { type: 'place', planet: 0, space }, scriptedRng([]));
    }

    // Assert
    expect(order).toEqual([2, 3, 0, 1]);
    expect(state.status).toBe('playing');
    expect(state.currentPlayer).toBe(2);
    expect(state.rovers.map((r) => [r.id, r.owner])).toEqual([
      [1, 2],
      [2, 3],
      [3, 0],
      [4, 1],
    ]);
  });

  it('R15: a placed Rover has 5 hit points on the chosen HQ; placing rolls no dice', () => {
    // Arrange
    const state = createGame({ players: 2 }, scriptedRng([1, 4]));
    const action = { type: 'place', planet: 0, space: 26 } as const;

    // Act
    const next = applyAction(state, action, scriptedRng([]));

    // Assert
    expect(next.rovers).toEqual([{ id: 1, owner: 1, hp: 5, location: { planet: 0, space: 26 } }]);
    expect(next.nextRoverId).toBe(2);
    expect(next.last).toEqual({ player: 1, action, dice: [], events: [] });
    expect(next.currentPlayer).toBe(0);
    expect(next.status).toBe('setup');
  });

  it('R26: placements are not turns', () => {
    // Arrange
    const state = createGame({ players: 3 }, scriptedRng([6, 1, 1]));

    // Act
    const next = placeAll(state, [0, 61, 30]);

    // Assert
    expect(next.status).toBe('playing');
    expect(next.turn).toBe(0);
    expect(next.actionsThisTurn).toBe(0);
  });

  it('R15: any HQ may be chosen, southern ones included', () => {
    // Arrange
    const state = createGame({ players: 2 }, scriptedRng([6, 1]));

    // Act
    const placements = legalActions(state);

    // Assert: the 11 playable HQs, 5 of them southern, and nothing else.
    expect(board.hqs).toHaveLength(11);
    expect(placements).toEqual(board.hqs.map((space) => ({ type: 'place', planet: 0, space })));
    for (const south of board.southernHqs) expect(board.hqs).toContain(south);
  });

  it('R16: a Rover may be placed on an HQ of any planet', () => {
    // Arrange: player 0 takes HQ 0 of planet 1; HQ 0 of planet 0 stays free.
    let state = createGame({ players: 2, planets: 2 }, scriptedRng([6, 1]));
    expect(legalActions(state)).toHaveLength(2 * board.hqs.length);

    // Act
    state = applyAction(state, { type: 'place', planet: 1, space: 0 }, scriptedRng([]));

    // Assert
    expect(state.rovers[0]!.location).toEqual({ planet: 1, space: 0 });
    expect(legalActions(state)).toHaveLength(2 * board.hqs.length - 1);
    expect(legalActions(state)).toContainEqual({ type: 'place', planet: 0, space: 0 });
    expect(legalActions(state)).not.toContainEqual({ type: 'place', planet: 1, space: 0 });
  });

  it('R15: an HQ holding a Rover cannot take another', () => {
    // Arrange
    const state = placeAll(createGame({ players: 3 }, scriptedRng([6, 1, 1])), [26]);

    // Act
    const error = rejection(state, { type: 'place', planet: 0, space: 26 });

    // Assert
    expect(error.code).toBe('SPACE_OCCUPIED');
    expect(error.rule).toBe('R15');
    expect(error.message).toMatch(/space 26/);
    expect(error.message).toMatch(/r1/);
  });

  it('R15: a Rover must be placed on an HQ, not a triangle', () => {
    // Arrange
    const state = createGame({ players: 2 }, scriptedRng([6, 1]));
    expect(board.spaces[1]!.kind).toBe('triangle');

    // Act
    const error = rejection(state, { type: 'place', planet: 0, space: 1 });

    // Assert
    expect(error.code).toBe('NOT_AN_HQ');
    expect(error.rule).toBe('R15');
    expect(error.message).toMatch(/space 1\b/);
  });

  it('R1: the off-board south pole is an HQ but cannot take a Rover', () => {
    // Arrange
    const state = createGame({ players: 2 }, scriptedRng([6, 1]));
    const southPole = board.southPole;
    expect(board.spaces[southPole]!.kind).toBe('hq');

    // Act
    const error = rejection(state, { type: 'place', planet: 0, space: southPole });

    // Assert
    expect(error.code).toBe('OFF_BOARD');
    expect(error.rule).toBe('R1');
    expect(error.message).toMatch(new RegExp(`space ${southPole}`));
  });

  it('R1: an off-board triangle cannot take a Rover', () => {
    // Arrange
    const state = createGame({ players: 2 }, scriptedRng([6, 1]));
    const offBoard = board.spaces.find((s) => !s.playable && s.kind === 'triangle')!.id;

    // Act
    const error = rejection(state, { type: 'place', planet: 0, space: offBoard });

    // Assert
    expect(error.code).toBe('OFF_BOARD');
    expect(error.rule).toBe('R1');
  });

  it('R15: during setup the only action is place (WRONG_PHASE)', () => {
    // Arrange: player 0 has placed r1 on the north HQ; acting for player 0 (the seat is ours to
    // pick: the state is data), the move and the fortification would be legal in play.
    const placed = placeAll(createGame({ players: 3 }, scriptedRng([6, 1, 1])), [0]);
    const state = { ...placed, currentPlayer: 0 };
    const actions: Action[] = [
      { type: 'move', rover: 1, to: 1 },
      { type: 'fortify', rover: 1, space: 1 },
      { type: 'pass' },
    ];

    for (const action of actions) {
      // Act
      const error = rejection(state, action);

      // Assert
      expect(error.code).toBe('WRONG_PHASE');
      expect(error.rule).toBe('R15');
      expect(error.message).toMatch(/placing/);
    }
    expect(legalActions(state).every((a) => a.type === 'place')).toBe(true);
  });

  it('R15: once play begins, place is WRONG_PHASE', () => {
    // Arrange
    const state = position('p0: r1@0; p1: r2@26');

    // Act
    const error = rejection(state, { type: 'place', planet: 0, space: 27 });

    // Assert
    expect(error.code).toBe('WRONG_PHASE');
    expect(error.rule).toBe('R15');
    expect(error.message).toMatch(/setup is over/);
  });

  it('R23: a placement naming another player is NOT_YOUR_TURN', () => {
    // Arrange: player 0 won the roll-off.
    const state = createGame({ players: 2 }, scriptedRng([6, 1]));

    // Act
    const error = rejection(state, { type: 'place', planet: 0, space: 0, player: 1 });
    const next = applyAction(
      state,
      { type: 'place', planet: 0, space: 0, player: 0 },
      scriptedRng([]),
    );

    // Assert
    expect(error.code).toBe('NOT_YOUR_TURN');
    expect(error.rule).toBe('R23');
    expect(error.message).toMatch(/player 0's turn/);
    expect(next.rovers[0]!.owner).toBe(0);
  });
});
