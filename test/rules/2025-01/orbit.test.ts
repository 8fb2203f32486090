import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import type { DescendAction } from '../../../src/rules/index.js';
import { legalOfType, play, refuse, withPlanet } from '../_helpers/play.js';
import { position } from '../_helpers/position.js';

// Player 0's Space Port stands on HQ 26. PORT_SIDE is one of its neighbours, and ENEMY_SIDE a
// neighbour of PORT_SIDE that is not the port: an enemy Fortification there borders PORT_SIDE.
const PORT = 26;
const PORT_SIDE = board.playableNeighbors[PORT]![0]!;
const ENEMY_SIDE = board.playableNeighbors[PORT_SIDE]!.find((n) => n !== PORT)!;
// A southern HQ far from the port, where player 1 keeps a Rover.
const FAR = board.southernHqs[2]!;
// A playable triangle with an off-board neighbour (ruling R1).
const EDGE = board.playableSpaces.find(
  (s) =>
    board.spaces[s]!.kind === 'triangle' &&
    board.spaces[s]!.neighbors.some((n) => !board.spaces[n]!.playable),
)!;

function descend(space: number, planet = 0, rover = 1): DescendAction {
  return { type: 'descend', rover, planet, space };
}

describe('entering orbit (R8)', () => {
  it('R8: a Rover that moves into its own Space Port leaves the board for orbit', () => {
    // Arrange
    const state = position(`p0: r1@${PORT_SIDE} spacePort@${PORT}; p1: r2@${FAR}`);

    // Act
    const next = play(state, { type: 'move', rover: 1, to: PORT });

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toBe('orbit');
    expect(next.last!.events).toEqual([{ type: 'enteredOrbit', rover: 1 }]);
    expect(next.buildings.map((b) => [b.structure, b.space])).toEqual([['spacePort', PORT]]);
  });

  it("R5, R8: a Rover cannot move into another player's Space Port", () => {
    // Arrange
    const state = position(`p0: r1@${PORT_SIDE}; p1: spacePort@${PORT} r2@${FAR}`);

    // Act
    const error = refuse(state, { type: 'move', rover: 1, to: PORT }, 'SPACE_OCCUPIED', 'R5');

    // Assert
    expect(error.message).toContain("player 1's spacePort is there");
  });
});

describe('descending (R8)', () => {
  it('R8, R16: a Rover in orbit descends onto any free space of any planet', () => {
    // Arrange
    const state = position(`p0: r1@orbit spacePort@0.${PORT}; p1: r2@0.${FAR}`, { planets: 2 });

    // Act
    const next = play(state, descend(40, 1));

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 1, space: 40 });
    expect(next.currentPlayer).toBe(1);
  });

  it('R8, R16: legalActions lists a descent onto every free space of every planet', () => {
    // Arrange: on planet 0 the port and player 1's Rover take 2 spaces; planet 1 is empty.
    const state = position(`p0: r1@orbit spacePort@0.${PORT}; p1: r2@0.${FAR}`, { planets: 2 });

    // Act
    const descents = legalOfType(state, 'descend');

    // Assert
    const free0 = board.playableSpaces.filter((s) => s !== PORT && s !== FAR);
    expect(descents).toEqual([
      ...free0.map((s) => descend(s, 0)),
      ...board.playableSpaces.map((s) => descend(s, 1)),
    ]);
    expect(descents).toHaveLength(150);
  });

  it('R8: ENEMY_FORTIFICATION on a space bordering an enemy Fortification', () => {
    // Arrange: no Space Port, so being next to HQ 26 does not help.
    const state = position(`p0: r1@orbit; p1: f@${ENEMY_SIDE} r2@${FAR}`);

    // Act
    const error = refuse(state, descend(PORT_SIDE), 'ENEMY_FORTIFICATION', 'R8');

    // Assert
    expect(error.message).toBe(
      `Rover r1 cannot descend to space ${PORT_SIDE}: it borders an enemy Fortification`,
    );
  });

  it('R8: next to its own Space Port a Rover descends whatever borders the space', () => {
    // Arrange
    const state = position(`p0: r1@orbit spacePort@${PORT}; p1: f@${ENEMY_SIDE} r2@${FAR}`);

    // Act
    const next = play(state, descend(PORT_SIDE));

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: PORT_SIDE });
  });

  it('R8, R16: a Space Port on another planet does not open the spaces around the same HQ here', () => {
    // Arrange
    const state = position(`p0: r1@orbit spacePort@1.${PORT}; p1: f@0.${ENEMY_SIDE} r2@0.${FAR}`, {
      planets: 2,
    });

    // Act, Assert
    refuse(state, descend(PORT_SIDE, 0), 'ENEMY_FORTIFICATION', 'R8');
    expect(legalOfType(state, 'descend')).toContainEqual(descend(PORT_SIDE, 1));
  });

  it("R8: a player's own Fortification next door does not stop a descent", () => {
    // Arrange
    const state = position(`p0: r1@orbit f@${ENEMY_SIDE}; p1: r2@${FAR}`);

    // Act
    const next = play(state, descend(PORT_SIDE));

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: PORT_SIDE });
  });

  it('R18: off-board borders are no enemy Fortification: a Rover descends next to the edge', () => {
    // Arrange
    const state = position(`p0: r1@orbit; p1: r2@${FAR}`);

    // Act
    const next = play(state, descend(EDGE));

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: EDGE });
  });

  it.each([
    ['a Rover', `p1: r3@40`, 'Rover r3 is there'],
    ['a Building', `p1: factory@40`, 'a factory is there'],
    ['an enemy Fortification', `p1: f@40`, 'a Fortification is there'],
    ['its own Fortification', `p0: f@40`, 'a Fortification is there'],
  ])('R8: SPACE_OCCUPIED on a space holding %s', (_what, piece, why) => {
    // Arrange
    const state = position(`p0: r1@orbit; p1: r2@${FAR}; ${piece}`);

    // Act
    const error = refuse(state, descend(40), 'SPACE_OCCUPIED', 'R8');

    // Assert
    expect(error.message).toBe(`Rover r1 cannot descend to space 40: ${why}`);
  });

  it('R8: NOT_IN_ORBIT for a Rover on a planet', () => {
    // Arrange
    const state = position(`p0: r1@${PORT_SIDE}; p1: r2@${FAR}`);

    // Act
    const error = refuse(state, descend(40), 'NOT_IN_ORBIT', 'R8');

    // Assert
    expect(error.message).toBe('Rover r1 is not in orbit');
  });

  it('R27: PLANET_DESTROYED for a descent onto a destroyed planet', () => {
    // Arrange
    const state = withPlanet(position(`p0: r1@orbit; p1: r2@0.${FAR}`, { planets: 2 }), 1, {
      destroyed: true,
    });

    // Act
    const error = refuse(state, descend(40, 1), 'PLANET_DESTROYED', 'R27');

    // Assert
    expect(error.message).toBe(
      'Rover r1 cannot descend to space 40 of planet 1: the planet is destroyed',
    );
    expect(legalOfType(state, 'descend').every((a) => a.planet === 0)).toBe(true);
  });

  it('R1, R28: OFF_BOARD for a descent onto an off-board space', () => {
    // Arrange
    const state = position(`p0: r1@orbit; p1: r2@${FAR}`);

    // Act
    const error = refuse(state, descend(board.southPole), 'OFF_BOARD', 'R1');

    // Assert
    expect(error.message).toContain('off the board');
  });

  it("R23, R8: NOT_YOUR_ROVER for another player's Rover, NO_SUCH_ROVER for an unknown id", () => {
    // Arrange
    const state = position(`p0: r1@orbit; p1: r2@orbit`);

    // Act
    const notYours = refuse(state, descend(40, 0, 2), 'NOT_YOUR_ROVER', 'R23');
    const noSuch = refuse(state, descend(40, 0, 9), 'NO_SUCH_ROVER', 'R8');

    // Assert
    expect(notYours.message).toBe('Rover r2 belongs to player 1, not player 0');
    expect(noSuch.message).toBe('there is no Rover r9');
  });
});

describe('a Rover in orbit (R8)', () => {
  const inOrbit = `p0: r1@orbit spacePort@${PORT}; p1: r2@${FAR} f@40`;

  it.each([
    ['move', { type: 'move', rover: 1, to: PORT_SIDE }],
    ['fortify', { type: 'fortify', rover: 1, space: PORT_SIDE }],
    ['shoot', { type: 'shoot', rover: 1, space: 40, target: 'fortification' }],
  ] as const)('R8: ROVER_IN_ORBIT: a Rover in orbit cannot %s', (_what, action) => {
    // Arrange
    const state = position(inOrbit);

    // Act
    const error = refuse(state, action, 'ROVER_IN_ORBIT', 'R8');

    // Assert
    expect(error.message).toBe('Rover r1 is in orbit: it can only descend');
  });

  it('R8: losing the Space Port to enemy fire leaves Rovers in orbit where they are', () => {
    // Arrange: player 1 stands next to player 0's one-hit-point Space Port, and has a
    // Fortification bordering another of the port's neighbours.
    const landing = board.playableNeighbors[PORT]![2]!;
    const enemyFort = board.playableNeighbors[landing]!.find((n) => n !== PORT && n !== PORT_SIDE)!;
    const state = position(`p0: r1@orbit spacePort@${PORT}:1; p1: r2@${PORT_SIDE} f@${enemyFort}`, {
      current: 1,
    });

    // Act
    const next = play(state, { type: 'shoot', rover: 2, space: PORT, target: 'building' }, [3]);

    // Assert: r1 is still in orbit, but without its port it may no longer land by the old HQ.
    expect(next.buildings).toEqual([]);
    expect(next.rovers.find((r) => r.id === 1)!.location).toBe('orbit');
    expect(next.players[0]!.inGame).toBe(true);
    expect(next.currentPlayer).toBe(0);
    expect(legalOfType({ ...state, currentPlayer: 0 }, 'descend')).toContainEqual(descend(landing));
    refuse(next, descend(landing), 'ENEMY_FORTIFICATION', 'R8');
    expect(legalOfType(next, 'descend').length).toBeGreaterThan(0);
  });

  it('R8, R12: demolishing the own Space Port leaves Rovers in orbit', () => {
    // Arrange
    const state = position(`p0: r1@orbit spacePort@${PORT}; p1: r2@${FAR}`);

    // Act
    const next = play(state, { type: 'destroy', structure: 'spacePort' });

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toBe('orbit');
    expect(next.players[0]!.inGame).toBe(true);
  });
});

describe('no facing (R19)', () => {
  it('R19: a descent names only a space: one legal action per landing space, and a Rover has no facing', () => {
    // Arrange: an empty planet; every playable space is a landing space.
    const state = position('p0: r1@orbit; p1: r2@0');

    // Act
    const descents = legalOfType(state, 'descend');
    const landed = play(state, descents[0]!);

    // Assert
    const spaces = descents.map((a) => a.space);
    expect(new Set(spaces).size).toBe(spaces.length);
    // Every playable space but r2's (no Fortification anywhere).
    expect(spaces).toEqual(board.playableSpaces.filter((s) => s !== 0));
    expect(Object.keys(descents[0]!).sort()).toEqual(['planet', 'rover', 'space', 'type']);
    expect(Object.keys(landed.rovers.find((r) => r.id === 1)!).sort()).toEqual([
      'hp',
      'id',
      'location',
      'owner',
    ]);
  });
});
