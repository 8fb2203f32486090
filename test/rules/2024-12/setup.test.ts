import { describe, expect, it } from 'vitest';
import { board, edgeKinds } from '../../../src/board/index.js';
import {
  type Action,
  applyAction,
  createGame,
  createRng,
  DEFAULT_TURN_LIMIT,
  type GameState,
  legalActions,
  scriptedRng,
  validateAction,
} from '../../../src/rules/index.js';
import { refuse } from '../_helpers/play.js';
import { position24 } from './_helpers/position.js';

// Ruling R66: the roll-off of R15; in seating order from its winner each player places one Rover
// on an empty HQ of any planet, facing a neighbour of its choice (R52). HQ 26's neighbours are
// 7, 16, 22, 36 and 41; the southern HQ 61's are 46, 51, 70, 71 and the off-board 76.

/** A two-player 2024-12 game in which player 0 wins the roll-off (dice 6, 1). */
const game = (players = 2, planets = 1): GameState =>
  createGame(
    { players, planets, ruleset: '2024-12' },
    scriptedRng([6, ...new Array(players - 1).fill(1)]),
  );

/** Plays `actions` with no dice (placing, turning, fortifying and building roll none). */
function playAll(state: GameState, actions: readonly Action[]): GameState {
  let s = state;
  for (const a of actions) s = applyAction(s, a, scriptedRng([]));
  return s;
}

describe('2024-12 createGame (R50, R66)', () => {
  it('R50, R51, R66: a game holds one array of 150 edge Fortifications per planet, all empty, and the space ones stay empty', () => {
    // Arrange
    const options = { players: 3, planets: 2, ruleset: '2024-12' } as const;

    // Act
    const state = createGame(options, createRng(7));

    // Assert
    expect(state.status).toBe('setup');
    expect(state.options).toEqual({ players: 3, planets: 2, turnLimit: 500, ruleset: '2024-12' });
    expect(state.planets).toHaveLength(2);
    for (const planet of state.planets) {
      expect(planet.edgeFortifications).toEqual(new Array(150).fill(null));
      expect(planet.fortifications).toEqual(new Array(92).fill(null));
    }
    expect(board.edges).toHaveLength(150);
    expect(edgeKinds.filter((k) => k === 'playable')).toHaveLength(120);
    expect(edgeKinds.filter((k) => k === 'border')).toHaveLength(10);
  });

  it('R50: 2 to 6 players and 1 to 16 planets, as 2025-01', () => {
    // Arrange
    const make = (players: number, planets: number) => () =>
      createGame({ players, planets, ruleset: '2024-12' }, createRng(1));

    // Act, Assert
    expect(make(2, 1)().players).toHaveLength(2);
    expect(make(6, 16)().planets).toHaveLength(16);
    expect(make(1, 1)).toThrow(RangeError);
    expect(make(7, 1)).toThrow(RangeError);
    expect(make(2, 17)).toThrow(RangeError);
  });

  it('R66: the roll-off is R15: ties for highest re-roll among the tied, and the winner places first', () => {
    // Arrange: players 1 and 2 tie on 6, then player 2 wins the re-roll.
    const rng = scriptedRng([3, 6, 6, 2, 5]);

    // Act
    const state = createGame({ players: 3, ruleset: '2024-12' }, rng);

    // Assert
    expect(state.rollOff).toEqual([
      [3, 6, 6],
      [null, 2, 5],
    ]);
    expect(state.firstPlayer).toBe(2);
    expect(state.currentPlayer).toBe(2);
  });
});

describe('2024-12 placement (R66, R52)', () => {
  it('R66, R52: placements are listed by planet, then HQ, then facing (every neighbour, off-board ones too), all ascending', () => {
    // Arrange
    const state = game(2, 2);
    const expected: Action[] = [];
    for (const planet of [0, 1])
      for (const space of board.hqs)
        for (const facing of [...board.spaces[space]!.neighbors].sort((a, b) => a - b))
          expected.push({ type: 'place', planet, space, facing });

    // Act
    const actions = legalActions(state);

    // Assert: 11 playable HQs of 5 edges each, on each planet; the south pole is not one.
    expect(actions).toEqual(expected);
    expect(actions).toHaveLength(2 * 11 * 5);
    expect(actions).toContainEqual({ type: 'place', planet: 0, space: 61, facing: 76 });
    expect(actions.some((a) => a.type === 'place' && a.space === board.southPole)).toBe(false);
  });

  it('R66, R52: the placed Rover has 5 hit points and faces the neighbour named, even off the board', () => {
    // Arrange
    const state = game();

    // Act
    const next = applyAction(
      state,
      { type: 'place', planet: 0, space: 61, facing: 76 },
      scriptedRng([]),
    );

    // Assert
    expect(next.rovers).toEqual([
      { id: 1, owner: 0, hp: 5, location: { planet: 0, space: 61 }, facing: 76 },
    ]);
    expect(next.last!.dice).toEqual([]);
  });

  it('R66: players place in seating order from the roll-off winner; then the winner takes the first turn, placements not being turns', () => {
    // Arrange: three players, player 2 wins the roll-off.
    const state = createGame({ players: 3, ruleset: '2024-12' }, scriptedRng([1, 2, 6]));
    const placers: number[] = [];

    // Act
    let s = state;
    for (const [space, facing] of [
      [26, 7],
      [27, 9],
      [28, 11],
    ] as const) {
      placers.push(s.currentPlayer);
      s = applyAction(s, { type: 'place', planet: 0, space, facing }, scriptedRng([]));
    }

    // Assert
    expect(placers).toEqual([2, 0, 1]);
    expect(s.status).toBe('playing');
    expect(s.currentPlayer).toBe(2);
    expect(s.turn).toBe(0);
    expect(s.rovers.map((r) => [r.id, r.owner])).toEqual([
      [1, 2],
      [2, 0],
      [3, 1],
    ]);
  });

  it('R66: an HQ of another planet may be taken, and an HQ that holds a Rover may not', () => {
    // Arrange
    const state = playAll(game(2, 2), [{ type: 'place', planet: 0, space: 26, facing: 7 }]);

    // Act
    const actions = legalActions(state);

    // Assert
    expect(actions).toContainEqual({ type: 'place', planet: 1, space: 26, facing: 7 });
    expect(actions.filter((a) => a.type === 'place' && a.planet === 0 && a.space === 26)).toEqual(
      [],
    );
    expect(actions).toHaveLength(2 * 11 * 5 - 5);
  });

  it('R66, R1, R52: OFF_BOARD, NOT_AN_HQ, SPACE_OCCUPIED and WRONG_FACING, each with its ruling', () => {
    // Arrange
    const state = playAll(game(), [{ type: 'place', planet: 0, space: 26, facing: 7 }]);

    // Act
    const offBoard = refuse(
      state,
      { type: 'place', planet: 0, space: 91, facing: 86 },
      'OFF_BOARD',
      'R1',
    );
    const triangle = refuse(
      state,
      { type: 'place', planet: 0, space: 7, facing: 1 },
      'NOT_AN_HQ',
      'R66',
    );
    const occupied = refuse(
      state,
      { type: 'place', planet: 0, space: 26, facing: 16 },
      'SPACE_OCCUPIED',
      'R66',
    );
    const facing = refuse(
      state,
      { type: 'place', planet: 0, space: 27, facing: 26 },
      'WRONG_FACING',
      'R52',
    );

    // Assert
    expect(offBoard.message).toMatch(/off the board/);
    expect(triangle.message).toMatch(/not an HQ/);
    expect(occupied.message).toMatch(/r1 is there/);
    expect(facing.message).toMatch(/cannot face space 26: it is not next to space 27/);
  });

  it('R15, R66: a placement during play, or any other action during setup, is WRONG_PHASE', () => {
    // Arrange
    const setup = game();
    const playing = position24('p0: r1@26>7; p1: r2@30>40');

    // Act
    const late = refuse(
      playing,
      { type: 'place', planet: 0, space: 27, facing: 9 },
      'WRONG_PHASE',
      'R15',
    );
    const early = refuse(setup, { type: 'pass' }, 'WRONG_PHASE', 'R15');

    // Assert
    expect(late.message).toMatch(/setup is over/);
    expect(early.message).toMatch(/still placing/);
  });
});

describe('2024-12 position24 writes what the rules write', () => {
  it('R52, R56, R59, R63, R66: a game played from createGame serializes as the same position built by hand', () => {
    // Arrange: player 0 fortifies every edge of HQ 26 and builds a Drill Cannon there, its Rover
    // moving out to 7 (facing 8); player 1 turns, moves and fortifies meanwhile.
    const actions: Action[] = [
      { type: 'place', planet: 0, space: 26, facing: 7 },
      { type: 'place', planet: 0, space: 30, facing: 40 },
      { type: 'fortify', rover: 1, space: 16 },
      { type: 'turn', rover: 2, direction: 'left' },
      { type: 'fortify', rover: 1, space: 36 },
      { type: 'turn', rover: 2, direction: 'right' },
      { type: 'fortify', rover: 1, space: 41 },
      { type: 'move', rover: 2, to: 40, facing: 35 },
      { type: 'fortify', rover: 1, space: 22 },
      { type: 'fortify', rover: 2, space: 55 },
      { type: 'fortify', rover: 1, space: 7 },
      { type: 'turn', rover: 2, direction: 'left' },
      { type: 'build', structure: 'drillCannon', planet: 0, space: 26, moveTo: 7, facing: 8 },
      { type: 'turn', rover: 2, direction: 'right' },
      { type: 'powerUp' },
    ];

    // Act
    const played = playAll(game(), actions);
    const built = position24(
      'p0: r1@7>8 f@16/26 f@26/36 f@26/41 f@22/26 f@7/26 drillCannon@26[power=1]; p1: r2@40>35 f@40/55',
      // createGame's default turn limit (ruling R26).
      { current: 1, turn: 13, turnLimit: DEFAULT_TURN_LIMIT },
    );

    // Assert
    expect(JSON.stringify({ ...played, last: null })).toBe(JSON.stringify(built));
  });

  it('R8, R53: a Rover that entered orbit serializes as position24 writes one in orbit', () => {
    // Arrange
    const state = position24('p0: r1@7>26 spacePort@26 medic@27; p1: r2@40>35:3');

    // Act
    const moved = applyAction(state, { type: 'move', rover: 1, to: 26 }, scriptedRng([]));
    const built = position24('p0: r1@orbit spacePort@26 medic@27; p1: r2@40>35:3', {
      current: 1,
      turn: 1,
    });

    // Assert
    expect(JSON.stringify({ ...moved, last: null })).toBe(JSON.stringify(built));
    expect(validateAction(built, { type: 'turn', rover: 2, direction: 'left' })).toEqual({
      ok: true,
    });
  });
});

describe('2024-12 facings through a game (R52)', () => {
  it('R52: every Rover on a planet faces a neighbour of its space, and a Rover in orbit none, at every step of random games', () => {
    // Arrange
    const facingsOk = (s: GameState): boolean =>
      s.rovers.every((r) =>
        r.location === 'orbit'
          ? r.facing === undefined
          : r.facing !== undefined && board.spaces[r.location.space]!.neighbors.includes(r.facing),
      );
    let checked = 0;

    // Act
    for (let seed = 0; seed < 6; seed++) {
      const rng = createRng(`facings-${seed}`);
      let state = createGame({ players: 2 + (seed % 2), ruleset: '2024-12', turnLimit: 60 }, rng);
      while (state.status !== 'finished') {
        const actions = legalActions(state);
        state = applyAction(state, actions[(rng.d6() * 7919 + checked) % actions.length]!, rng);
        // Assert
        expect(facingsOk(state)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
