import { describe, expect, it } from 'vitest';
import { board, facingsAhead } from '../../../src/board/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position24 } from './_helpers/position.js';

// Ruling R53: a Rover moves one space ahead, across the edge it faces; R54: it then faces one of
// the two edges of the new space most nearly straight ahead, its choice. Space 7 (a triangle)
// has neighbours 1, 26, 8; HQ 26 has 16, 36, 41, 22, 7 (counter-clockwise seen from outside).
// Player 1 keeps a Rover on 40 out of the way.
const KEEP1 = 'r9@40>35';

const dist = (a: number, b: number): number => {
  const [p, q] = [board.spaces[a]!.center, board.spaces[b]!.center];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

/** Whether `n`, a neighbour of `to`, lies to the left of a Rover going from `from` into `to`. */
const onTheLeft = (from: number, to: number, n: number): boolean => {
  const [f, t, m] = [from, to, n].map((s) => board.spaces[s]!.center);
  const d = [t![0] - f![0], t![1] - f![1], t![2] - f![2]];
  const v = [m![0] - t![0], m![1] - t![1], m![2] - t![2]];
  const up = [
    d[1]! * v[2]! - d[2]! * v[1]!,
    d[2]! * v[0]! - d[0]! * v[2]!,
    d[0]! * v[1]! - d[1]! * v[0]!,
  ];
  return up[0]! * t![0] + up[1]! * t![1] + up[2]! * t![2] > 0;
};

describe('2024-12 move ahead (R53)', () => {
  it('R53: a Rover moves only into the space it faces; another neighbour is NOT_AHEAD', () => {
    // Arrange
    const state = position24(`p0: r1@26>7; p1: ${KEEP1}`);

    // Act
    const moves = legalOfType(state, 'move');
    const error = refuse(state, { type: 'move', rover: 1, to: 16, facing: 6 }, 'NOT_AHEAD', 'R53');

    // Assert
    expect(moves.map((m) => m.to)).toEqual([7, 7]);
    expect(error.message).toMatch(/faces space 7 and moves only there, not to space 16/);
  });

  it('R53, R54: the move puts the Rover on the space ahead with the facing it names, and ends the turn', () => {
    // Arrange
    const state = position24(`p0: r1@26>7; p1: ${KEEP1}`);

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 7, facing: 8 });

    // Assert
    expect(next.rovers[0]).toEqual({
      id: 1,
      owner: 0,
      hp: 5,
      location: { planet: 0, space: 7 },
      facing: 8,
    });
    expect(next.currentPlayer).toBe(1);
    expect(next.last!.events).toEqual([]);
  });

  it('R53: a Rover, a Building of anyone, or an enemy Space Port on the space ahead is SPACE_OCCUPIED', () => {
    // Arrange
    const ownRover = position24(`p0: r1@26>7 r2@7>1; p1: ${KEEP1}`);
    const enemyRover = position24(`p0: r1@26>7; p1: r2@7>1`);
    const ownFactory = position24(`p0: r1@7>26 factory@26; p1: ${KEEP1}`);
    const enemyPort = position24(`p0: r1@7>26; p1: ${KEEP1} spacePort@26`);
    const move = (facing: number) => ({ type: 'move', rover: 1, to: 7, facing }) as const;

    // Act
    const errors = [
      refuse(ownRover, move(8), 'SPACE_OCCUPIED', 'R53'),
      refuse(enemyRover, move(8), 'SPACE_OCCUPIED', 'R53'),
      refuse(ownFactory, { type: 'move', rover: 1, to: 26 }, 'SPACE_OCCUPIED', 'R53'),
      refuse(enemyPort, { type: 'move', rover: 1, to: 26 }, 'SPACE_OCCUPIED', 'R53'),
    ];

    // Assert
    expect(errors.map((e) => e.message)).toEqual([
      'Rover r1 cannot move to 7: Rover r2 is there',
      'Rover r1 cannot move to 7: Rover r2 is there',
      'Rover r1 cannot move to 26: your factory is there',
      "Rover r1 cannot move to 26: player 1's spacePort is there",
    ]);
    for (const s of [ownRover, enemyRover, ownFactory, enemyPort])
      expect(legalOfType(s, 'move').filter((m) => m.rover === 1)).toEqual([]);
  });

  it('R53, R1: a Rover facing the border cannot move: the space ahead is OFF_BOARD', () => {
    // Arrange: 71's neighbour 77 is off the board.
    const state = position24(`p0: r1@71>77; p1: ${KEEP1}`);

    // Act
    const error = refuse(state, { type: 'move', rover: 1, to: 77, facing: 76 }, 'OFF_BOARD', 'R1');

    // Assert
    expect(error.message).toMatch(/off the board/);
    expect(legalOfType(state, 'move')).toEqual([]);
  });

  it("R53: an enemy Fortification on the faced edge is a wall both ways (ENEMY_FORTIFICATION); the player's own is crossed", () => {
    // Arrange
    const into = position24('p0: r1@26>7; p1: r2@40>35 f@7/26');
    const outOf = position24('p0: r1@7>26; p1: r2@40>35 f@7/26');
    const own = position24(`p0: r1@26>7 f@7/26; p1: ${KEEP1}`);

    // Act
    const error = refuse(
      into,
      { type: 'move', rover: 1, to: 7, facing: 8 },
      'ENEMY_FORTIFICATION',
      'R53',
    );
    refuse(outOf, { type: 'move', rover: 1, to: 26, facing: 36 }, 'ENEMY_FORTIFICATION', 'R53');
    const crossed = play(own, { type: 'move', rover: 1, to: 7, facing: 8 });

    // Assert
    expect(error.message).toMatch(/enemy Fortification stands on the edge 7\/26/);
    expect(crossed.rovers[0]!.location).toEqual({ planet: 0, space: 7 });
    expect(crossed.planets[0]!.edgeFortifications).toEqual(own.planets[0]!.edgeFortifications);
  });

  it('R53: Fortifications on the other edges of the space ahead do not stop a move', () => {
    // Arrange: player 1 walls 7 off from 1 and 8, not from 26.
    const state = position24('p0: r1@26>7; p1: r2@40>35 f@1/7 f@7/8');

    // Act
    const moves = legalOfType(state, 'move');

    // Assert
    expect(moves).toEqual([
      { type: 'move', rover: 1, to: 7, facing: 1 },
      { type: 'move', rover: 1, to: 7, facing: 8 },
    ]);
  });

  it('R53, R8: moving into its own Space Port puts the Rover in orbit, without a facing', () => {
    // Arrange
    const state = position24(`p0: r1@7>26 spacePort@26; p1: ${KEEP1}`);

    // Act
    const moves = legalOfType(state, 'move');
    const next = play(state, { type: 'move', rover: 1, to: 26 });

    // Assert
    expect(moves).toEqual([{ type: 'move', rover: 1, to: 26 }]);
    expect(next.rovers[0]).toEqual({ id: 1, owner: 0, hp: 5, location: 'orbit' });
    expect(Object.keys(next.rovers[0]!)).not.toContain('facing');
    expect(next.last!.events).toEqual([{ type: 'enteredOrbit', rover: 1 }]);
  });

  it('R53, R54: a move into orbit that names a facing is WRONG_FACING', () => {
    // Arrange
    const state = position24(`p0: r1@7>26 spacePort@26; p1: ${KEEP1}`);

    // Act
    const error = refuse(
      state,
      { type: 'move', rover: 1, to: 26, facing: 36 },
      'WRONG_FACING',
      'R54',
    );

    // Assert
    expect(error.message).toMatch(/goes into orbit: a move there names no facing/);
  });

  it('R53, R8, R23: a Rover that is not there, not yours, or in orbit cannot move', () => {
    // Arrange
    const state = position24('p0: r1@26>7 r3@orbit; p1: r2@40>35');

    // Act
    const none = refuse(
      state,
      { type: 'move', rover: 4, to: 7, facing: 8 },
      'NO_SUCH_ROVER',
      'R53',
    );
    const theirs = refuse(
      state,
      { type: 'move', rover: 2, to: 35, facing: 25 },
      'NOT_YOUR_ROVER',
      'R23',
    );
    const orbit = refuse(
      state,
      { type: 'move', rover: 3, to: 7, facing: 8 },
      'ROVER_IN_ORBIT',
      'R8',
    );

    // Assert
    expect(none.message).toMatch(/no Rover r4/);
    expect(theirs.message).toMatch(/belongs to player 1/);
    expect(orbit.message).toMatch(/in orbit/);
  });
});

describe('2024-12 the facing after a move (R54)', () => {
  it('R54: into a triangle the Rover faces either of its two other edges, and the edge it crossed is WRONG_FACING', () => {
    // Arrange: from HQ 26 into the triangle 7 (neighbours 1, 26, 8).
    const state = position24(`p0: r1@26>7; p1: ${KEEP1}`);

    // Act
    const moves = legalOfType(state, 'move');
    const back = refuse(
      state,
      { type: 'move', rover: 1, to: 7, facing: 26 },
      'WRONG_FACING',
      'R54',
    );

    // Assert
    expect(moves).toEqual([
      { type: 'move', rover: 1, to: 7, facing: 1 },
      { type: 'move', rover: 1, to: 7, facing: 8 },
    ]);
    expect(facingsAhead(26, 7)).toEqual([1, 8]);
    expect(back.message).toMatch(/only 1 or 8, the edges most nearly straight ahead/);
  });

  it('R54: into an HQ the Rover faces either edge meeting at the corner opposite the one crossed, not the two beside it', () => {
    // Arrange: from 7 into HQ 26 (16, 36, 41, 22, 7 round it): 36 and 41 meet opposite 7;
    // 16 and 22 lie beside the edge crossed.
    const state = position24(`p0: r1@7>26; p1: ${KEEP1}`);

    // Act
    const moves = legalOfType(state, 'move');
    const beside = [16, 22].map((facing) =>
      refuse(state, { type: 'move', rover: 1, to: 26, facing }, 'WRONG_FACING', 'R54'),
    );

    // Assert
    expect(moves).toEqual([
      { type: 'move', rover: 1, to: 26, facing: 36 },
      { type: 'move', rover: 1, to: 26, facing: 41 },
    ]);
    expect(beside).toHaveLength(2);
  });

  it('R54: on every edge of the board, the two facings ahead are the neighbours of the new space farthest from the old one, left first', () => {
    // Arrange
    const pairs = board.playableSpaces.flatMap((to) =>
      board.playableNeighbors[to]!.map((from) => [from, to] as const),
    );

    // Act
    const wrong = pairs.filter(([from, to]) => {
      const ahead = [...facingsAhead(from, to)].sort((a, b) => a - b);
      const farthest = board.spaces[to]!.neighbors.filter((n) => n !== from)
        .sort((a, b) => dist(b, from) - dist(a, from))
        .slice(0, 2)
        .sort((a, b) => a - b);
      const [left, right] = facingsAhead(from, to) as readonly [number, number];
      const sides = onTheLeft(from, to, left) && !onTheLeft(from, to, right);
      return JSON.stringify(ahead) !== JSON.stringify(farthest) || !sides;
    });

    // Assert
    expect(pairs.length).toBe(240);
    expect(wrong).toEqual([]);
  });

  it('R54: a move that names no facing is WRONG_FACING, naming the two choices', () => {
    // Arrange
    const state = position24(`p0: r1@7>26; p1: ${KEEP1}`);

    // Act
    const error = refuse(state, { type: 'move', rover: 1, to: 26 }, 'WRONG_FACING', 'R54');

    // Assert
    expect(error.message).toMatch(/must name its new facing on space 26: 41 or 36/);
  });

  it('R54: the new facing may be the border: a Rover entering HQ 61 from 51 may face the off-board 76', () => {
    // Arrange: 61's neighbours are 46, 70, 76, 71, 51; opposite 51 lie 70 and 76.
    const state = position24(`p0: r1@51>61; p1: ${KEEP1}`);

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 61, facing: 76 });

    // Assert
    expect(legalOfType(state, 'move').map((m) => m.facing)).toEqual([70, 76]);
    expect(next.rovers[0]!.facing).toBe(76);
  });
});
