import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { fortsAt, legalOfType, play, refuse } from '../_helpers/play.js';
import { position } from '../_helpers/position.js';

// HQ 26 with player 0's Fortifications on all 5 of its playable neighbours.
const HQ = 26;
const AROUND = board.playableNeighbors[HQ]!;
const SOUTH_A = board.southernHqs[0]!;
const SOUTH_B = board.southernHqs[1]!;

describe('destroy (R12)', () => {
  it('R12: a player demolishes their own Building; the HQ is empty and the Fortifications around it stay', () => {
    // Arrange
    const state = position(`p0: factory@${HQ} ${fortsAt(AROUND)} r1@${SOUTH_A}; p1: r2@${SOUTH_B}`);

    // Act
    const next = play(state, { type: 'destroy', structure: 'factory' });

    // Assert
    expect(next.buildings).toEqual([]);
    expect(AROUND.map((s) => next.planets[0]!.fortifications[s])).toEqual(AROUND.map(() => 0));
    expect(next.last!.events).toEqual([
      {
        type: 'destroyed',
        target: { piece: 'building', structure: 'factory', planet: 0, space: HQ, owner: 0 },
      },
    ]);
    expect(next.currentPlayer).toBe(1);
  });

  it('R12: NO_STRUCTURE for a kind the player does not own, even when an opponent owns one', () => {
    // Arrange
    const state = position(
      `p0: treasury@27 spacePort@28 r1@${SOUTH_A}; p1: factory@${HQ} r2@${SOUTH_B}`,
    );

    // Act
    const error = refuse(state, { type: 'destroy', structure: 'factory' }, 'NO_STRUCTURE', 'R12');

    // Assert
    expect(error.message).toBe('player 0 has no factory to destroy');
    expect(legalOfType(state, 'destroy')).toEqual([
      { type: 'destroy', structure: 'spacePort' },
      { type: 'destroy', structure: 'treasury' },
    ]);
  });

  it('R7, R12: a demolished kind may be built again, on the same HQ, whose Fortifications stayed', () => {
    // Arrange
    const state = position(`p0: factory@${HQ} ${fortsAt(AROUND)} r1@${SOUTH_A}; p1: r2@${SOUTH_B}`);
    const demolished = play(state, { type: 'destroy', structure: 'factory' });
    const p1Moved = play(demolished, {
      type: 'fortify',
      rover: 2,
      space: board.playableNeighbors[SOUTH_B]![0]!,
    });

    // Act
    const next = play(p1Moved, { type: 'build', structure: 'factory', planet: 0, space: HQ });

    // Assert
    expect(next.buildings).toEqual([
      { structure: 'factory', owner: 0, planet: 0, space: HQ, hp: 5 },
    ]);
  });

  it('R11, R12, R22: demolishing a Treasury loses its points and ends the turn', () => {
    // Arrange: 2 stored points, first action of the turn.
    const state = position(
      `p0: treasury@${HQ}[points=2] ${fortsAt(AROUND)} r1@${SOUTH_A}; p1: r2@${SOUTH_B}`,
    );
    const demolished = play(state, { type: 'destroy', structure: 'treasury' });
    expect(demolished.currentPlayer).toBe(1);
    const p1Moved = play(demolished, {
      type: 'fortify',
      rover: 2,
      space: board.playableNeighbors[SOUTH_B]![0]!,
    });

    // Act: build it again.
    const next = play(p1Moved, { type: 'build', structure: 'treasury', planet: 0, space: HQ });

    // Assert
    expect(next.buildings).toEqual([
      { structure: 'treasury', owner: 0, planet: 0, space: HQ, hp: 5, points: 0 },
    ]);
  });
});
