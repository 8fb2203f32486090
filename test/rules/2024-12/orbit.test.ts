import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { type DescendAction, legalActions } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position24 } from './_helpers/position.js';

// Ruling R61: a Rover in orbit descends (one action) onto a playable space of any planet with
// no Rover and no Building, none of whose edges holds an enemy Fortification, or onto such a
// space next to its owner's Space Port (on the Port's planet) whatever its edges hold; it faces
// a neighbour of its choice (R52). Player 0's Space Port stands on HQ 26 (neighbours 7, 16, 22,
// 36, 41); 7's neighbours are 1, 26, 8.
const KEEP1 = 'r9@40>35';

const descend = (space: number, facing: number, planet = 0): DescendAction => ({
  type: 'descend',
  rover: 1,
  planet,
  space,
  facing,
});

describe('2024-12 Descend (R61)', () => {
  it('R61, R52: the Rover lands on the space named, facing the neighbour named (the border too), and the turn passes', () => {
    // Arrange
    const state = position24(`p0: r1@orbit:4; p1: ${KEEP1}`);

    // Act
    const next = play(state, descend(71, 77));

    // Assert
    expect(next.rovers[0]).toEqual({
      id: 1,
      owner: 0,
      hp: 4,
      location: { planet: 0, space: 71 },
      facing: 77,
    });
    expect(next.currentPlayer).toBe(1);
  });

  it('R61, R52: descents are listed by planet, space and facing, ascending: every free playable space, every neighbour', () => {
    // Arrange: two planets; player 1's Rover holds 40 of planet 0.
    const state = position24(`p0: r1@orbit; p1: ${KEEP1}`, { planets: 2 });

    // Act
    const descents = legalOfType(state, 'descend');

    // Assert
    const expected = [0, 1].flatMap((planet) =>
      board.playableSpaces
        .filter((space) => planet === 1 || space !== 40)
        .flatMap((space) =>
          [...board.spaces[space]!.neighbors]
            .sort((a, b) => a - b)
            .map((facing) => descend(space, facing, planet)),
        ),
    );
    expect(descents).toEqual(expected);
    expect(descents).toHaveLength(2 * (11 * 5 + 65 * 3) - 3);
  });

  it('R61: a space any edge of which holds an enemy Fortification (of any other player) is ENEMY_FORTIFICATION; an own one is not', () => {
    // Arrange: player 1 walls 7/8; player 2 walls 1/6; player 0 walls 2/8.
    const state = position24(`p0: r1@orbit f@2/8; p1: ${KEEP1} f@7/8; p2: r5@75>65 f@1/6`, {
      players: 3,
    });

    // Act
    const errors = [
      refuse(state, descend(7, 1), 'ENEMY_FORTIFICATION', 'R61'),
      refuse(state, descend(8, 2), 'ENEMY_FORTIFICATION', 'R61'),
      refuse(state, descend(6, 1), 'ENEMY_FORTIFICATION', 'R61'),
    ];
    const next = play(state, descend(2, 8));

    // Assert
    expect(errors[0]!.message).toBe(
      'Rover r1 cannot descend to space 7: an edge of it holds an enemy Fortification',
    );
    expect(next.rovers[0]!.location).toEqual({ planet: 0, space: 2 });
  });

  it("R61: next to the owner's Space Port a Rover descends whatever the space's edges hold", () => {
    // Arrange: player 1 walls 7/8 and 7/26: 7 is next to the Port, 8 is not.
    const state = position24(`p0: r1@orbit spacePort@26; p1: ${KEEP1} f@7/8 f@7/26`);

    // Act
    const next = play(state, descend(7, 8));
    const error = refuse(state, descend(8, 7), 'ENEMY_FORTIFICATION', 'R61');

    // Assert
    expect(next.rovers[0]).toMatchObject({ location: { planet: 0, space: 7 }, facing: 8 });
    expect(error.message).toMatch(/space 8/);
  });

  it("R61: the Space Port helps only on its own planet, and an enemy's Space Port helps nobody", () => {
    // Arrange: player 0's Port is on planet 1; player 1 walls 7/8 on both planets and has a
    // Port on 26 of planet 0.
    const state = position24(
      `p0: r1@orbit spacePort@1.26; p1: ${KEEP1} spacePort@26 f@7/8 f@1.7/8`,
      { planets: 2 },
    );

    // Act
    const error = refuse(state, descend(7, 1, 0), 'ENEMY_FORTIFICATION', 'R61');
    const next = play(state, descend(7, 1, 1));

    // Assert
    expect(error.message).toMatch(/space 7 of planet 0/);
    expect(next.rovers[0]!.location).toEqual({ planet: 1, space: 7 });
  });

  it('R61, R1, R52: SPACE_OCCUPIED (a Rover, a Building), OFF_BOARD and WRONG_FACING, each with its ruling', () => {
    // Arrange
    const state = position24(`p0: r1@orbit spacePort@26; p1: ${KEEP1}`);

    // Act
    const errors = [
      refuse(state, descend(40, 35), 'SPACE_OCCUPIED', 'R61'),
      refuse(state, descend(26, 7), 'SPACE_OCCUPIED', 'R61'),
      refuse(state, descend(77, 71), 'OFF_BOARD', 'R1'),
      refuse(state, descend(7, 9), 'WRONG_FACING', 'R52'),
    ];

    // Assert
    expect(errors.map((e) => e.message)).toEqual([
      'Rover r1 cannot descend to space 40: Rover r9 is there',
      "Rover r1 cannot descend to space 26: player 0's spacePort is there",
      'Rover r1 cannot descend to space 77: it is off the board',
      'Rover r1 cannot face space 9: it is not next to space 7',
    ]);
  });

  it('R61, R8, R23: NOT_IN_ORBIT for a Rover on a planet; NO_SUCH_ROVER and NOT_YOUR_ROVER', () => {
    // Arrange
    const state = position24('p0: r1@orbit r2@7>1; p1: r9@orbit r8@40>35');

    // Act
    const errors = [
      refuse(state, { ...descend(8, 2), rover: 2 }, 'NOT_IN_ORBIT', 'R8'),
      refuse(state, { ...descend(8, 2), rover: 3 }, 'NO_SUCH_ROVER', 'R61'),
      refuse(state, { ...descend(8, 2), rover: 9 }, 'NOT_YOUR_ROVER', 'R23'),
    ];

    // Assert
    expect(errors[0]!.message).toBe(
      'Rover r2 is not in orbit: only a Rover in orbit descends (on a planet it moves)',
    );
  });

  it('R61, R8: a Rover in orbit does nothing but descend: it cannot move, turn, fortify, shoot or heal', () => {
    // Arrange
    const state = position24(`p0: r1@orbit medic@26; p1: ${KEEP1}`);

    // Act, Assert
    refuse(state, { type: 'move', rover: 1, to: 7, facing: 8 }, 'ROVER_IN_ORBIT', 'R8');
    refuse(state, { type: 'turn', rover: 1, direction: 'left' }, 'ROVER_IN_ORBIT', 'R8');
    refuse(state, { type: 'fortify', rover: 1, space: 7 }, 'ROVER_IN_ORBIT', 'R8');
    refuse(state, { type: 'shoot', rover: 1, space: 40, target: 'rover' }, 'ROVER_IN_ORBIT', 'R8');
    refuse(state, { type: 'heal', rover: 1 }, 'ROVER_IN_ORBIT', 'R8');
    expect(new Set(legalActions(state).map((a) => a.type))).toEqual(
      new Set(['descend', 'destroy']),
    );
  });

  it('R61, R8: losing the Space Port leaves a Rover in orbit, still free to descend', () => {
    // Arrange: player 0's Port on 26 has 1 hit point; player 1 shoots it down.
    const state = position24('p0: r1@orbit spacePort@26:1 r2@70>60; p1: r9@7>1', {
      current: 1,
    });

    // Act
    const after = play(state, { type: 'shoot', rover: 9, space: 26, target: 'building' }, [3]);

    // Assert
    expect(after.buildings).toEqual([]);
    expect(after.rovers.find((r) => r.id === 1)!.location).toBe('orbit');
    expect(legalOfType(after, 'descend').length).toBeGreaterThan(0);
  });
});
