import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// The 2026-06 Factory (rulings R42–R44): player 0's Factory on HQ 26, whose neighbours are
// 7, 16, 22, 36 and 41; a Space Port on 27 makes a second Building.
const FACTORY = 26;
const KEEP1 = 'r8@75 factory@64';

describe('2026-06 Manufacture (R43)', () => {
  it('R43: with 5 points the Factory makes a Rover (3 hit points) next to it and drops to 0 points', () => {
    // Arrange
    const state = position26(`p0: factory@${FACTORY}[points=5] spacePort@27 r1@70; p1: ${KEEP1}`);

    // Act
    const next = play(state, { type: 'produce', planet: 0, space: 16 });

    // Assert
    expect(next.rovers.find((r) => r.id === 9)).toEqual({
      id: 9,
      owner: 0,
      hp: 3,
      location: { planet: 0, space: 16 },
    });
    expect(next.nextRoverId).toBe(10);
    expect(next.buildings[0]).toMatchObject({ structure: 'factory', points: 0 });
    expect(next.last!.dice).toEqual([]);
  });

  it('R43: listed on every open neighbour, an own Fortification included, not on an enemy one or a Rover', () => {
    // Arrange
    const state = position26(
      `p0: factory@${FACTORY}[points=5] spacePort@27 treasury@28 r1@7 f@16; p1: f@22 ${KEEP1}`,
    );

    // Act
    const produces = legalOfType(state, 'produce');

    // Assert
    expect(board.playableNeighbors[FACTORY]!.length).toBe(5);
    expect(produces).toEqual([16, 36, 41].map((space) => ({ type: 'produce', planet: 0, space })));
  });

  it('R43: NOT_ENOUGH_POINTS below 5 points', () => {
    // Arrange
    const state = position26(`p0: factory@${FACTORY}[points=4] spacePort@27 r1@70; p1: ${KEEP1}`);

    // Act
    const error = refuse(
      state,
      { type: 'produce', planet: 0, space: 16 },
      'NOT_ENOUGH_POINTS',
      'R43',
    );

    // Assert
    expect(error.message).toBe('the Factory holds 4 build points; a Rover takes 5');
  });

  it('R43: TOO_MANY_ROVERS when Rovers (orbit included) would outnumber Buildings', () => {
    // Arrange: two Buildings; one Rover on the planet and one in orbit.
    const state = position26(
      `p0: factory@${FACTORY}[points=5] spacePort@27 r1@70 r2@orbit0; p1: ${KEEP1}`,
    );
    const fewer = position26(`p0: factory@${FACTORY}[points=5] spacePort@27 r1@70; p1: ${KEEP1}`);

    // Act
    const error = refuse(
      state,
      { type: 'produce', planet: 0, space: 16 },
      'TOO_MANY_ROVERS',
      'R43',
    );

    // Assert
    expect(error.message).toBe(
      'player 0 has 2 Rovers and 2 Buildings: a Rover more would outnumber them',
    );
    expect(legalOfType(fewer, 'produce').length).toBe(5);
  });

  it('R43: NOT_ADJACENT, SPACE_OCCUPIED, ENEMY_FORTIFICATION, OFF_BOARD for the space; NO_STRUCTURE for a planet without a Factory', () => {
    // Arrange
    const state = position26(
      `p0: factory@${FACTORY}[points=5] spacePort@27 r1@7; p1: f@22 ${KEEP1}`,
    );
    const twoPlanets = position26(
      `p0: factory@0.${FACTORY}[points=5] spacePort@0.27 r1@0.7; p1: r8@1.75 factory@1.64`,
      {
        players: 4,
        out: [2, 3],
      },
    );

    // Act, Assert
    refuse(state, { type: 'produce', planet: 0, space: 40 }, 'NOT_ADJACENT', 'R43');
    refuse(state, { type: 'produce', planet: 0, space: 7 }, 'SPACE_OCCUPIED', 'R43');
    refuse(state, { type: 'produce', planet: 0, space: 22 }, 'ENEMY_FORTIFICATION', 'R43');
    refuse(
      state,
      { type: 'produce', planet: 0, space: board.spaces.findIndex((s) => !s.playable) },
      'OFF_BOARD',
      'R1',
    );
    const error = refuse(
      twoPlanets,
      { type: 'produce', planet: 1, space: 16 },
      'NO_STRUCTURE',
      'R43',
    );
    expect(error.message).toBe('player 0 has no Factory on planet 1');
  });

  it("R42, R43: a Factory that reaches 5 points at the start of its owner's turn can produce that turn", () => {
    // Arrange: player 1 to act; player 0's Factory holds 4.
    const state = position26(`p0: factory@${FACTORY}[points=4] spacePort@27 r1@70; p1: ${KEEP1}`, {
      current: 1,
    });
    const move = legalOfType(state, 'move')[0]!;

    // Act
    const turnOf0 = play(state, move);
    const next = play(turnOf0, { type: 'produce', planet: 0, space: 16 });

    // Assert
    expect(turnOf0.buildings[0]).toMatchObject({ points: 5 });
    expect(next.buildings[0]).toMatchObject({ points: 0 });
  });
});

describe('2026-06 Repair (R44)', () => {
  it('R44: +1 hit point to an own Rover next to the Factory, for 1 build point', () => {
    // Arrange
    const state = position26(`p0: factory@${FACTORY}[points=2] r1@16:2; p1: ${KEEP1}`);

    // Act
    const next = play(state, { type: 'repair', rover: 1 });

    // Assert
    expect(next.rovers[0]!.hp).toBe(3);
    expect(next.buildings[0]).toMatchObject({ points: 1 });
  });

  it('R44: FULL_HEALTH at 3, NOT_ENOUGH_POINTS at 0 points, NOT_ADJACENT away from it', () => {
    // Arrange
    const full = position26(`p0: factory@${FACTORY}[points=2] r1@16; p1: ${KEEP1}`);
    const empty = position26(`p0: factory@${FACTORY} r1@16:2; p1: ${KEEP1}`);
    const away = position26(`p0: factory@${FACTORY}[points=2] r1@40:2; p1: ${KEEP1}`);

    // Act, Assert
    refuse(full, { type: 'repair', rover: 1 }, 'FULL_HEALTH', 'R44');
    const error = refuse(empty, { type: 'repair', rover: 1 }, 'NOT_ENOUGH_POINTS', 'R44');
    expect(error.message).toBe(
      'the Factory cannot repair Rover r1: the Factory holds 0 build points; a repair takes 1',
    );
    refuse(away, { type: 'repair', rover: 1 }, 'NOT_ADJACENT', 'R44');
  });

  it('R40, R44: ROVER_IN_ORBIT for a Rover in orbit; NO_STRUCTURE without a Factory on its planet; NOT_YOUR_ROVER', () => {
    // Arrange
    const state = position26(
      `p0: factory@${FACTORY}[points=2] r1@orbit0 r3@16:2; p1: r2@22:2 ${KEEP1}`,
    );
    const noFactory = position26(`p0: spacePort@${FACTORY} r1@16:2; p1: ${KEEP1}`);

    // Act, Assert
    refuse(
      { ...state, rovers: state.rovers.map((r) => (r.id === 1 ? { ...r, hp: 2 } : r)) },
      { type: 'repair', rover: 1 },
      'ROVER_IN_ORBIT',
      'R40',
    );
    refuse(noFactory, { type: 'repair', rover: 1 }, 'NO_STRUCTURE', 'R44');
    refuse(state, { type: 'repair', rover: 2 }, 'NOT_YOUR_ROVER', 'R23');
    refuse(state, { type: 'repair', rover: 5 }, 'NO_SUCH_ROVER', 'R44');
    expect(legalOfType(state, 'repair')).toEqual([{ type: 'repair', rover: 3 }]);
  });
});
