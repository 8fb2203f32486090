import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { applyAction, legalActions, scriptedRng } from '../../../src/rules/index.js';
import { rejection } from '../_helpers/illegal.js';
import { position } from '../_helpers/position.js';

// Ruling R6: the acting Rover places a Fortification on an adjacent playable space holding no
// Fortification, no Building and no enemy Rover. Space 1 is a triangle whose playable
// neighbours are 6, 7 and the north HQ 0; 7 borders the HQ 26. Fortifying rolls no dice.

const noDice = () => scriptedRng([]);

describe('fortify', () => {
  it('R6: a Rover places a Fortification of its owner on an adjacent empty space', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40');
    const action = { type: 'fortify', rover: 1, space: 6 } as const;
    expect(legalActions(state)).toContainEqual(action);

    // Act
    const next = applyAction(state, action, noDice());

    // Assert
    expect(next.planets[0]!.fortifications[6]).toBe(0);
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: 1 });
    expect(next.currentPlayer).toBe(1);
    expect(next.last).toEqual({ player: 0, action, dice: [], events: [] });
  });

  it('R6: a Rover may fortify an empty HQ', () => {
    // Arrange: 0 is the north HQ, next to 1.
    const state = position('p0: r1@1; p1: r2@40');

    // Act
    const next = applyAction(state, { type: 'fortify', rover: 1, space: 0 }, noDice());

    // Assert
    expect(next.planets[0]!.fortifications[0]).toBe(0);
  });

  it('R6: a Rover may fortify a space under a friendly Rover', () => {
    // Arrange
    const state = position('p0: r1@1 r3@6; p1: r2@40');
    const action = { type: 'fortify', rover: 1, space: 6 } as const;
    expect(legalActions(state)).toContainEqual(action);

    // Act
    const next = applyAction(state, action, noDice());

    // Assert
    expect(next.planets[0]!.fortifications[6]).toBe(0);
    expect(next.rovers.find((r) => r.id === 3)!.location).toEqual({ planet: 0, space: 6 });
  });

  it('R6: legalActions lists exactly the fortifiable neighbours', () => {
    // Arrange: of 1's neighbours, 6 holds an enemy Rover, 7 a Fortification; only 0 is open.
    const state = position('p0: r1@1 f@7; p1: r2@6');

    // Act
    const fortifications = legalActions(state).filter((a) => a.type === 'fortify');

    // Assert
    expect(fortifications).toEqual([{ type: 'fortify', rover: 1, space: 0 }]);
  });

  it('R6: a space holding your own Fortification cannot be fortified again', () => {
    // Arrange
    const state = position('p0: r1@1 f@6; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 1, space: 6 });

    // Assert
    expect(error.code).toBe('ALREADY_FORTIFIED');
    expect(error.rule).toBe('R6');
    expect(error.message).toMatch(/r1/);
    expect(error.message).toMatch(/space 6/);
  });

  it('R6: a space holding an enemy Fortification cannot be fortified', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40 f@6');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 1, space: 6 });

    // Assert
    expect(error.code).toBe('ALREADY_FORTIFIED');
    expect(error.rule).toBe('R6');
    expect(error.message).toMatch(/player 1/);
  });

  it('R6: a space holding an enemy Rover cannot be fortified', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 1, space: 6 });

    // Assert
    expect(error.code).toBe('SPACE_OCCUPIED');
    expect(error.rule).toBe('R6');
    expect(error.message).toMatch(/r1/);
    expect(error.message).toMatch(/r2/);
  });

  it("R6: a space holding the player's own Building cannot be fortified", () => {
    // Arrange
    const state = position('p0: r1@7 factory@26; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 1, space: 26 });

    // Assert
    expect(error.code).toBe('SPACE_OCCUPIED');
    expect(error.rule).toBe('R6');
    expect(error.message).toMatch(/factory/);
  });

  it('R6: a space holding an enemy Building cannot be fortified', () => {
    // Arrange
    const state = position('p0: r1@7; p1: r2@40 treasury@26');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 1, space: 26 });

    // Assert
    expect(error.code).toBe('SPACE_OCCUPIED');
    expect(error.rule).toBe('R6');
    expect(error.message).toMatch(/treasury/);
  });

  it('R6: a Rover cannot fortify a space that is not adjacent', () => {
    // Arrange: 8 is two steps from 1.
    const state = position('p0: r1@1; p1: r2@40');
    expect(board.playableNeighbors[1]).not.toContain(8);

    // Act
    const error = rejection(state, { type: 'fortify', rover: 1, space: 8 });

    // Assert
    expect(error.code).toBe('NOT_ADJACENT');
    expect(error.rule).toBe('R6');
    expect(error.message).toMatch(/r1/);
    expect(error.message).toMatch(/space 8/);
  });

  it('R6: a Rover cannot fortify the space it stands on (it is not adjacent)', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 1, space: 1 });

    // Assert
    expect(error.code).toBe('NOT_ADJACENT');
    expect(error.rule).toBe('R6');
  });

  it('R1: a Rover cannot fortify an off-board space across an edge of its own', () => {
    // Arrange: 71 is a playable triangle beside the southern HQ 61, with one off-board neighbour.
    const offBoard = board.spaces[71]!.neighbors.find((n) => !board.spaces[n]!.playable)!;
    const state = position('p0: r1@71; p1: r2@0');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 1, space: offBoard });

    // Assert
    expect(error.code).toBe('OFF_BOARD');
    expect(error.rule).toBe('R1');
    expect(error.message).toMatch(new RegExp(`space ${offBoard}`));
  });

  it('R6: a Rover in orbit cannot fortify', () => {
    // Arrange
    const state = position('p0: r1@orbit; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 1, space: 6 });

    // Assert
    expect(error.code).toBe('ROVER_IN_ORBIT');
    expect(error.rule).toBe('R8');
    expect(error.message).toMatch(/r1/);
  });

  it('R6: fortifying with a Rover that does not exist is NO_SUCH_ROVER', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 7, space: 6 });

    // Assert
    expect(error.code).toBe('NO_SUCH_ROVER');
    expect(error.rule).toBe('R6');
    expect(error.message).toMatch(/r7/);
  });

  it("R23: fortifying with another player's Rover is NOT_YOUR_ROVER", () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'fortify', rover: 2, space: 35 });

    // Assert: the error cites the fortify ruling (R6); R23 names the code.
    expect(error.code).toBe('NOT_YOUR_ROVER');
    expect(error.rule).toBe('R23');
    expect(error.message).toMatch(/r2/);
  });

  it("R16: a Rover fortifies on its own planet's copy of the space", () => {
    // Arrange
    const state = position('p0: r1@1.1; p1: r2@0.40', { planets: 2 });

    // Act
    const next = applyAction(state, { type: 'fortify', rover: 1, space: 6 }, noDice());

    // Assert
    expect(next.planets[1]!.fortifications[6]).toBe(0);
    expect(next.planets[0]!.fortifications[6]).toBeNull();
  });
});
