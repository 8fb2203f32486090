import { describe, expect, it } from 'vitest';
import { board, edgeBetween, edgeKinds } from '../../../src/board/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position24 } from './_helpers/position.js';

// Ruling R56: the acting Rover places its owner's Fortification on an edge of its own space,
// named by the space across it, a playable neighbour (R51: the border counts as a Fortification
// already), on an edge that holds none. Facing does not matter, nor what stands on either side.
// HQ 26's neighbours are 7, 16, 22, 36, 41; the triangle 71's are 61, 66 and the off-board 77.
const KEEP1 = 'r9@40>35';

describe('2024-12 Fortify an edge (R56)', () => {
  it('R56: the Fortification goes on the edge between the Rover and the space named, whatever the Rover faces', () => {
    // Arrange: the Rover faces 7 and fortifies toward 36.
    const state = position24(`p0: r1@26>7; p1: ${KEEP1}`);

    // Act
    const next = play(state, { type: 'fortify', rover: 1, space: 36 });

    // Assert
    const walls = next.planets[0]!.edgeFortifications!;
    expect(walls[edgeBetween(26, 36)]).toBe(0);
    expect(walls.filter((w) => w !== null)).toHaveLength(1);
    expect(next.planets[0]!.fortifications.every((f) => f === null)).toBe(true);
    expect(next.rovers[0]).toEqual(state.rovers[0]);
    expect(next.last!.events).toEqual([]);
  });

  it('R56: every unfortified edge toward a playable neighbour is listed, ascending; fortified ones are not', () => {
    // Arrange: player 1 holds 26/16, player 0 holds 26/41.
    const state = position24('p0: r1@26>7 f@26/41; p1: r9@40>35 f@16/26');

    // Act
    const fortifies = legalOfType(state, 'fortify');

    // Assert
    expect(fortifies).toEqual([
      { type: 'fortify', rover: 1, space: 7 },
      { type: 'fortify', rover: 1, space: 22 },
      { type: 'fortify', rover: 1, space: 36 },
    ]);
  });

  it('R56: what stands across the edge does not matter: an enemy Rover or Building', () => {
    // Arrange
    const state = position24('p0: r1@7>1; p1: r9@8>2 factory@26');

    // Act
    const nextToRover = play(state, { type: 'fortify', rover: 1, space: 8 });
    const nextToBuilding = play(state, { type: 'fortify', rover: 1, space: 26 });

    // Assert
    expect(nextToRover.planets[0]!.edgeFortifications![edgeBetween(7, 8)]).toBe(0);
    expect(nextToBuilding.planets[0]!.edgeFortifications![edgeBetween(7, 26)]).toBe(0);
  });

  it('R56: an edge holds one Fortification: ALREADY_FORTIFIED, the own or an enemy one', () => {
    // Arrange
    const state = position24('p0: r1@26>7 f@26/41; p1: r9@40>35 f@16/26');

    // Act
    const own = refuse(state, { type: 'fortify', rover: 1, space: 41 }, 'ALREADY_FORTIFIED', 'R56');
    const enemy = refuse(
      state,
      { type: 'fortify', rover: 1, space: 16 },
      'ALREADY_FORTIFIED',
      'R56',
    );

    // Assert
    expect(own.message).toBe(
      "Rover r1 cannot fortify the edge 26/41: player 0's Fortification is there",
    );
    expect(enemy.message).toBe(
      "Rover r1 cannot fortify the edge 16/26: player 1's Fortification is there",
    );
  });

  it('R56, R51: a space not next to the Rover is NOT_ADJACENT; the border is OFF_BOARD, counting as a Fortification already', () => {
    // Arrange
    const state = position24(`p0: r1@71>61; p1: ${KEEP1}`);

    // Act
    const far = refuse(state, { type: 'fortify', rover: 1, space: 72 }, 'NOT_ADJACENT', 'R56');
    const border = refuse(state, { type: 'fortify', rover: 1, space: 77 }, 'OFF_BOARD', 'R51');

    // Assert
    expect(far.message).toMatch(/toward space 72: it is not next to space 71/);
    expect(border.message).toMatch(/borders the off-board region/);
    expect(legalOfType(state, 'fortify').map((f) => f.space)).toEqual([61, 66]);
  });

  it('R51, R56: from the 76 playable spaces, fortify reaches exactly the 120 edges between playable spaces, each from both sides', () => {
    // Arrange
    const reached = new Map<number, number>();

    // Act
    for (const space of board.playableSpaces) {
      const other = space === 75 ? '0>1' : '75>65';
      const state = position24(
        `p0: r1@${space}>${board.spaces[space]!.neighbors[0]}; p1: r9@${other}`,
      );
      for (const f of legalOfType(state, 'fortify')) {
        const edge = edgeBetween(space, f.space);
        reached.set(edge, (reached.get(edge) ?? 0) + 1);
      }
    }

    // Assert
    expect(reached.size).toBe(120);
    expect([...reached.values()].every((n) => n === 2)).toBe(true);
    expect([...reached.keys()].every((e) => edgeKinds[e] === 'playable')).toBe(true);
  });

  it('R56, R23, R8: NO_SUCH_ROVER, NOT_YOUR_ROVER and ROVER_IN_ORBIT, each with its ruling', () => {
    // Arrange
    const state = position24(`p0: r1@26>7 r3@orbit; p1: ${KEEP1}`);

    // Act, Assert
    refuse(state, { type: 'fortify', rover: 4, space: 7 }, 'NO_SUCH_ROVER', 'R56');
    refuse(state, { type: 'fortify', rover: 9, space: 35 }, 'NOT_YOUR_ROVER', 'R23');
    refuse(state, { type: 'fortify', rover: 3, space: 7 }, 'ROVER_IN_ORBIT', 'R8');
  });
});
