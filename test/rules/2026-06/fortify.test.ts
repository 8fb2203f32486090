import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { validateAction } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// Ruling R36: the named Rover (own, on a planet) fortifies a playable space next to its own that
// holds no piece (no Rover, Building or Fortification) and no playable neighbour of which holds
// a Fortification, anyone's. Space 1's neighbours are 0 (the north HQ), 6 and 7; 6's are 1, 15
// and 16; 7's are 1, 8 and 26.

describe('2026-06 fortify', () => {
  it('R36: a Rover fortifies an adjacent empty space away from every Fortification', () => {
    // Arrange
    const state = position26('p0: r1@1; p1: r2@40');

    // Act
    const next = play(state, { type: 'fortify', rover: 1, space: 6 });

    // Assert
    expect(next.planets[0]!.fortifications[6]).toBe(0);
    expect(next.last!.events).toEqual([]);
  });

  it('R36: legal fortifications from an open position: all three neighbours, each accepted', () => {
    // Arrange
    const state = position26('p0: r1@1; p1: r2@40');

    // Act
    const forts = legalOfType(state, 'fortify');

    // Assert
    expect(forts.map((f) => f.space)).toEqual([0, 6, 7]);
    for (const f of forts) expect(validateAction(state, f)).toEqual({ ok: true });
  });

  it("R36: SPACE_OCCUPIED for a space holding a Rover, the player's own included", () => {
    // Arrange
    const state = position26('p0: r1@1 r3@6; p1: r2@7');

    // Act, Assert
    refuse(state, { type: 'fortify', rover: 1, space: 6 }, 'SPACE_OCCUPIED', 'R36');
    refuse(state, { type: 'fortify', rover: 1, space: 7 }, 'SPACE_OCCUPIED', 'R36');
  });

  it('R36: SPACE_OCCUPIED for a space holding a Building', () => {
    // Arrange
    const state = position26('p0: r1@1 factory@0; p1: r2@40');

    // Act
    const error = refuse(state, { type: 'fortify', rover: 1, space: 0 }, 'SPACE_OCCUPIED', 'R36');

    // Assert
    expect(error.message).toMatch(/factory/);
  });

  it('R36: ALREADY_FORTIFIED for a space holding a Fortification', () => {
    // Arrange
    const state = position26('p0: r1@1; p1: r2@40 f@6');

    // Act, Assert
    refuse(state, { type: 'fortify', rover: 1, space: 6 }, 'ALREADY_FORTIFIED', 'R36');
  });

  it("R36: FORTIFICATION_NEARBY when a neighbour of the target holds a Fortification, anyone's", () => {
    // Arrange: 15 borders 6 (player 0's own), 8 borders 7 (player 1's).
    const state = position26('p0: r1@1 f@15; p1: r2@40 f@8');

    // Act
    const own = refuse(
      state,
      { type: 'fortify', rover: 1, space: 6 },
      'FORTIFICATION_NEARBY',
      'R36',
    );
    refuse(state, { type: 'fortify', rover: 1, space: 7 }, 'FORTIFICATION_NEARBY', 'R36');

    // Assert
    expect(own.message).toMatch(/space 15/);
    expect(legalOfType(state, 'fortify')).toEqual([{ type: 'fortify', rover: 1, space: 0 }]);
  });

  it('R36: a Rover standing on its own Fortification can fortify none of its neighbours', () => {
    // Arrange
    const state = position26('p0: r1@1 f@1; p1: r2@40');

    // Act, Assert
    expect(legalOfType(state, 'fortify')).toEqual([]);
    refuse(state, { type: 'fortify', rover: 1, space: 0 }, 'FORTIFICATION_NEARBY', 'R36');
  });

  it('R36: NOT_ADJACENT beyond the neighbours; OFF_BOARD off the board', () => {
    // Arrange
    const state = position26('p0: r1@1; p1: r2@40');
    const offBoard = board.spaces.find((s) => !s.playable)!.id;

    // Act, Assert
    refuse(state, { type: 'fortify', rover: 1, space: 8 }, 'NOT_ADJACENT', 'R36');
    refuse(state, { type: 'fortify', rover: 1, space: offBoard }, 'OFF_BOARD', 'R1');
  });
});
