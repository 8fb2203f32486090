import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position24 } from './_helpers/position.js';

// Ruling R62: one action makes a Rover next to the player's Factory, on a space with no Rover and
// no Building, where the edge between the Factory and that space holds no enemy Fortification;
// it faces a neighbour of its choice (R52). Player 0's Factory stands on HQ 26 (neighbours 7,
// 16, 22, 36, 41); player 1 keeps a Rover on 40.
const KEEP1 = 'r9@40>35';

const sortedNeighbours = (s: number): number[] =>
  [...board.spaces[s]!.neighbors].sort((a, b) => a - b);

describe('2024-12 Produce (R62)', () => {
  it('R62, R52: the new Rover has the next id and 5 hit points, on the space named, facing the neighbour named', () => {
    // Arrange
    const state = position24(`p0: r1@70>60 factory@26; p1: ${KEEP1}`);

    // Act
    const next = play(state, { type: 'produce', space: 7, facing: 1 });

    // Assert
    expect(next.rovers.find((r) => r.id === 10)).toEqual({
      id: 10,
      owner: 0,
      hp: 5,
      location: { planet: 0, space: 7 },
      facing: 1,
    });
    expect(next.nextRoverId).toBe(11);
    expect(next.currentPlayer).toBe(1);
  });

  it('R62, R52: produce is listed for every free space next to the Factory, then every facing, ascending', () => {
    // Arrange: 7 holds player 0's Rover and 16 player 1's; 22, 36 and 41 are free.
    const state = position24(`p0: r1@7>1 factory@26; p1: r9@16>6`);

    // Act
    const produces = legalOfType(state, 'produce');

    // Assert
    expect(produces).toEqual(
      [22, 36, 41].flatMap((space) =>
        sortedNeighbours(space).map((facing) => ({ type: 'produce', space, facing })),
      ),
    );
  });

  it('R62: an enemy Fortification on the edge between Factory and space stops it (ENEMY_FORTIFICATION); the own one does not', () => {
    // Arrange
    const enemy = position24('p0: r1@70>60 factory@26; p1: r9@40>35 f@7/26');
    const own = position24(`p0: r1@70>60 factory@26 f@7/26; p1: ${KEEP1}`);

    // Act
    const error = refuse(
      enemy,
      { type: 'produce', space: 7, facing: 1 },
      'ENEMY_FORTIFICATION',
      'R62',
    );
    const next = play(own, { type: 'produce', space: 7, facing: 1 });

    // Assert
    expect(error.message).toBe(
      'the Factory cannot produce a Rover on space 7: an enemy Fortification stands on the edge 7/26, between the Factory and that space',
    );
    expect(legalOfType(enemy, 'produce').some((p) => p.space === 7)).toBe(false);
    expect(next.rovers.some((r) => r.id === 10)).toBe(true);
  });

  it("R62: enemy Fortifications on the space's other edges do not matter", () => {
    // Arrange: player 1 walls 7 off from 1 and 8, not from the Factory.
    const state = position24('p0: r1@70>60 factory@26; p1: r9@40>35 f@1/7 f@7/8');

    // Act
    const next = play(state, { type: 'produce', space: 7, facing: 8 });

    // Assert
    expect(next.rovers.find((r) => r.id === 10)!.location).toEqual({ planet: 0, space: 7 });
  });

  it('R62, R1, R52: NO_STRUCTURE, OFF_BOARD, NOT_ADJACENT, SPACE_OCCUPIED and WRONG_FACING, each with its ruling', () => {
    // Arrange: a Factory on the southern HQ 61 (its neighbour 76 is off the board).
    const none = position24(`p0: r1@70>60; p1: ${KEEP1} factory@26`);
    const south = position24(`p0: r1@70>60 factory@61; p1: ${KEEP1}`);

    // Act
    const errors = [
      refuse(none, { type: 'produce', space: 7, facing: 1 }, 'NO_STRUCTURE', 'R62'),
      refuse(south, { type: 'produce', space: 76, facing: 85 }, 'OFF_BOARD', 'R1'),
      refuse(south, { type: 'produce', space: 7, facing: 1 }, 'NOT_ADJACENT', 'R62'),
      refuse(south, { type: 'produce', space: 70, facing: 60 }, 'SPACE_OCCUPIED', 'R62'),
      refuse(south, { type: 'produce', space: 46, facing: 62 }, 'WRONG_FACING', 'R52'),
    ];

    // Assert
    expect(errors.map((e) => e.message)).toEqual([
      'player 0 has no Factory',
      'the Factory cannot produce a Rover on space 76: it is off the board',
      'the Factory cannot produce a Rover on space 7: it is not next to the Factory on space 61',
      'the Factory cannot produce a Rover on space 70: Rover r1 is there',
      'the new Rover cannot face space 62: it is not next to space 46',
    ]);
  });
});
