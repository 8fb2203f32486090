import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { applyAction, legalActions, scriptedRng } from '../../../src/rules/index.js';
import { rejection } from '../_helpers/illegal.js';
import { position } from '../_helpers/position.js';

// Ruling R5: a Rover moves into an adjacent playable space holding no Rover, no Building and no
// enemy Fortification (a friendly one is fine); ruling R8: into its owner's Space Port, it goes
// into orbit. Space 1 is a triangle next to the north HQ 0; its playable neighbours are 6, 7, 0.
// Moving never rolls dice, so every move here gets a scripted rng with none.

const noDice = () => scriptedRng([]);

/** A playable space whose neighbours include an off-board space, and that neighbour. */
function edgeOfTheBoard(): { space: number; offBoard: number } {
  for (const space of board.playableSpaces) {
    const offBoard = board.spaces[space]!.neighbors.find((n) => !board.spaces[n]!.playable);
    if (offBoard !== undefined) return { space, offBoard };
  }
  throw new Error('no playable space borders the off-board region');
}

describe('move', () => {
  it('R5: a Rover moves into an adjacent empty space, and the turn passes', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40');
    const action = { type: 'move', rover: 1, to: 6 } as const;
    expect(board.playableNeighbors[1]).toContain(6);
    expect(legalActions(state)).toContainEqual(action);

    // Act
    const next = applyAction(state, action, noDice());

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: 6 });
    expect(next.currentPlayer).toBe(1);
    expect(next.last).toEqual({ player: 0, action, dice: [], events: [] });
  });

  it('R5: a Rover may move into an empty HQ', () => {
    // Arrange: space 7 borders the HQ 26.
    const state = position('p0: r1@7; p1: r2@40');
    expect(board.spaces[26]!.kind).toBe('hq');

    // Act
    const next = applyAction(state, { type: 'move', rover: 1, to: 26 }, noDice());

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: 26 });
  });

  it('R5: legalActions lists exactly the enterable neighbours', () => {
    // Arrange: of 1's neighbours, 6 holds a Rover, 7 an enemy Fortification; only 0 is open.
    const state = position('p0: r1@1; p1: r2@6 f@7');

    // Act
    const moves = legalActions(state).filter((a) => a.type === 'move');

    // Assert
    expect(moves).toEqual([{ type: 'move', rover: 1, to: 0 }]);
  });

  it('R5: a Rover cannot move into a space holding an enemy Rover', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@6');

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: 6 });

    // Assert
    expect(error.code).toBe('SPACE_OCCUPIED');
    expect(error.rule).toBe('R5');
    expect(error.message).toMatch(/r1/);
    expect(error.message).toMatch(/space 6/);
    expect(error.message).toMatch(/r2/);
  });

  it('R5: a Rover cannot move into a space holding a friendly Rover', () => {
    // Arrange
    const state = position('p0: r1@1 r3@6; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: 6 });

    // Assert
    expect(error.code).toBe('SPACE_OCCUPIED');
    expect(error.rule).toBe('R5');
    expect(error.message).toMatch(/r3/);
  });

  it('R5: a Rover cannot move into an enemy Fortification', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40 f@6');

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: 6 });

    // Assert
    expect(error.code).toBe('ENEMY_FORTIFICATION');
    expect(error.rule).toBe('R5');
    expect(error.message).toMatch(/r1/);
    expect(error.message).toMatch(/space 6/);
  });

  it('R5: a Rover may share a space with a friendly Fortification, which stays', () => {
    // Arrange
    const state = position('p0: r1@1 f@6; p1: r2@40');
    const action = { type: 'move', rover: 1, to: 6 } as const;
    expect(legalActions(state)).toContainEqual(action);

    // Act
    const next = applyAction(state, action, noDice());

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: 6 });
    expect(next.planets[0]!.fortifications[6]).toBe(0);
  });

  it('R5: a Rover cannot move into its own Building other than a Space Port', () => {
    // Arrange: 7 borders the HQ 26, where player 0 has a Factory.
    const state = position('p0: r1@7 factory@26; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: 26 });

    // Assert
    expect(error.code).toBe('SPACE_OCCUPIED');
    expect(error.rule).toBe('R5');
    expect(error.message).toMatch(/factory/);
  });

  it("R5: a Rover cannot move into an enemy's Space Port", () => {
    // Arrange
    const state = position('p0: r1@7; p1: r2@40 spacePort@26');

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: 26 });

    // Assert
    expect(error.code).toBe('SPACE_OCCUPIED');
    expect(error.rule).toBe('R5');
    expect(error.message).toMatch(/spacePort/);
  });

  it('R8: a Rover moving into its own Space Port goes into orbit', () => {
    // Arrange
    const state = position('p0: r1@7 spacePort@26; p1: r2@40');
    const action = { type: 'move', rover: 1, to: 26 } as const;
    expect(legalActions(state)).toContainEqual(action);

    // Act
    const next = applyAction(state, action, noDice());

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toBe('orbit');
    expect(next.last!.events).toEqual([{ type: 'enteredOrbit', rover: 1 }]);
    expect(next.buildings).toEqual(state.buildings);
  });

  it('R5: a Rover cannot move to a space that is not adjacent', () => {
    // Arrange: 8 is two steps from 1 (1 → 7 → 8).
    const state = position('p0: r1@1; p1: r2@40');
    expect(board.playableNeighbors[1]).not.toContain(8);

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(error.code).toBe('NOT_ADJACENT');
    expect(error.rule).toBe('R5');
    expect(error.message).toMatch(/r1/);
    expect(error.message).toMatch(/space 8/);
  });

  it('R5: a Rover cannot move to the space it stands on', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: 1 });

    // Assert: a space is not its own neighbour.
    expect(error.code).toBe('NOT_ADJACENT');
    expect(error.rule).toBe('R5');
  });

  it('R1: a Rover cannot move off the board, even across an edge of its space', () => {
    // Arrange: a playable space sharing an edge with an off-board one.
    const { space, offBoard } = edgeOfTheBoard();
    const state = position(`p0: r1@${space}; p1: r2@0`);

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: offBoard });

    // Assert
    expect(error.code).toBe('OFF_BOARD');
    expect(error.rule).toBe('R1');
    expect(error.message).toMatch(/r1/);
    expect(error.message).toMatch(new RegExp(`space ${offBoard}`));
  });

  it('R8: a Rover in orbit cannot move; it can only descend', () => {
    // Arrange
    const state = position('p0: r1@orbit; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'move', rover: 1, to: 6 });

    // Assert
    expect(error.code).toBe('ROVER_IN_ORBIT');
    expect(error.rule).toBe('R8');
    expect(error.message).toMatch(/r1/);
  });

  it('R5: moving a Rover that does not exist is NO_SUCH_ROVER', () => {
    // Arrange
    const state = position('p0: r1@1; p1: r2@40');

    // Act
    const error = rejection(state, { type: 'move', rover: 9, to: 6 });

    // Assert
    expect(error.code).toBe('NO_SUCH_ROVER');
    expect(error.rule).toBe('R5');
    expect(error.message).toMatch(/r9/);
  });

  it("R23: moving another player's Rover is NOT_YOUR_ROVER", () => {
    // Arrange: r2 (player 1's) could move from 40 to 35 on player 1's turn.
    const state = position('p0: r1@1; p1: r2@40');
    const action = { type: 'move', rover: 2, to: 35 } as const;
    expect(legalActions({ ...state, currentPlayer: 1 })).toContainEqual(action);

    // Act
    const error = rejection(state, action);

    // Assert: the error cites the move ruling (R5); R23 names the code.
    expect(error.code).toBe('NOT_YOUR_ROVER');
    expect(error.rule).toBe('R23');
    expect(error.message).toMatch(/r2/);
    expect(error.message).toMatch(/player 1/);
  });

  it('R16: a Rover moves on its own planet; the same space of another planet does not matter', () => {
    // Arrange: planet 0 has a Rover on 6, planet 1 is empty there.
    const state = position('p0: r1@1.1; p1: r2@0.6', { planets: 2 });

    // Act
    const next = applyAction(state, { type: 'move', rover: 1, to: 6 }, noDice());

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 1, space: 6 });
    expect(next.rovers.find((r) => r.id === 2)!.location).toEqual({ planet: 0, space: 6 });
  });
});
