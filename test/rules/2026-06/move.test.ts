import { describe, expect, it } from 'vitest';
import { applyAction, scriptedRng, validateAction } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// Ruling R5 (unchanged in 2026-06): a Rover moves to an adjacent playable space holding no
// Rover, no Building and no enemy Fortification. Ruling R40: a move onto its owner's Space Port
// puts it in orbit of that planet. Space 7's neighbours are 1, 8 and the HQ 26.

describe('2026-06 move', () => {
  it('R5: a Rover moves to an adjacent empty space; legal moves are its open neighbours', () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40');

    // Act
    const moves = legalOfType(state, 'move');
    const next = play(state, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(moves).toEqual([
      { type: 'move', rover: 1, to: 1 },
      { type: 'move', rover: 1, to: 8 },
      { type: 'move', rover: 1, to: 26 },
    ]);
    for (const m of moves) expect(validateAction(state, m)).toEqual({ ok: true });
    expect(next.rovers[0]!.location).toEqual({ planet: 0, space: 8 });
    expect(next.currentPlayer).toBe(1);
  });

  it('R40: moving onto your own Space Port puts the Rover in orbit of that planet', () => {
    // Arrange
    const state = position26(
      'p0: r1@1.7 r3@1.40 spacePort@1.26; p1: r2@40; p2: r4@41; p3: r5@1.1',
      {
        players: 4,
      },
    );

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 26 });

    // Assert
    expect(next.rovers[0]).toEqual({ id: 1, owner: 0, hp: 3, location: 'orbit', orbit: 1 });
    expect(Object.keys(next.rovers[0]!)).toEqual(['id', 'owner', 'hp', 'location', 'orbit']);
    expect(next.last!.events).toEqual([{ type: 'enteredOrbit', rover: 1 }]);
  });

  it("R5, R40: an enemy's Space Port cannot be entered (SPACE_OCCUPIED)", () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40 spacePort@26');

    // Act
    const error = refuse(state, { type: 'move', rover: 1, to: 26 }, 'SPACE_OCCUPIED', 'R5');

    // Assert
    expect(error.message).toMatch(/spacePort/);
  });

  it('R5: a Rover enters its own Fortification but not an enemy one', () => {
    // Arrange
    const own = position26('p0: r1@7 f@8; p1: r2@40');
    const enemy = position26('p0: r1@7; p1: r2@40 f@8');

    // Act
    const next = play(own, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(next.rovers[0]!.location).toEqual({ planet: 0, space: 8 });
    refuse(enemy, { type: 'move', rover: 1, to: 8 }, 'ENEMY_FORTIFICATION', 'R5');
  });

  it('R5: SPACE_OCCUPIED for a space holding a Rover; NOT_ADJACENT beyond the neighbours', () => {
    // Arrange
    const state = position26('p0: r1@7 r3@8; p1: r2@40');

    // Act, Assert
    refuse(state, { type: 'move', rover: 1, to: 8 }, 'SPACE_OCCUPIED', 'R5');
    refuse(state, { type: 'move', rover: 1, to: 9 }, 'NOT_ADJACENT', 'R5');
  });

  it('R40: a Rover in orbit cannot move (ROVER_IN_ORBIT)', () => {
    // Arrange
    const state = position26('p0: r1@orbit0 r3@1; p1: r2@40');

    // Act
    const error = refuse(state, { type: 'move', rover: 1, to: 8 }, 'ROVER_IN_ORBIT', 'R40');

    // Assert
    expect(error.message).toMatch(/orbit of planet 0/);
    expect(legalOfType(state, 'move').every((m) => m.rover === 3)).toBe(true);
  });

  it('R23: NOT_YOUR_ROVER and NO_SUCH_ROVER as in 2025-01', () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40');

    // Act, Assert
    refuse(state, { type: 'move', rover: 2, to: 35 }, 'NOT_YOUR_ROVER', 'R23');
    refuse(state, { type: 'move', rover: 9, to: 8 }, 'NO_SUCH_ROVER', 'R5');
  });

  it('R40: a move onto the Port rolls no dice and the turn passes', () => {
    // Arrange
    const state = position26('p0: r1@7 r3@1 spacePort@26; p1: r2@40');

    // Act
    const next = applyAction(state, { type: 'move', rover: 1, to: 26 }, scriptedRng([]));

    // Assert
    expect(next.last!.dice).toEqual([]);
    expect(next.currentPlayer).toBe(1);
  });
});
