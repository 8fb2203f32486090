import { describe, expect, it } from 'vitest';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position24 } from './_helpers/position.js';

// Ruling R60: one action heals a Rover of the player next to their own Medic (on its planet) by
// 1 hit point, up to its starting 5. Edges and facing do not matter. Player 0's Medic stands on
// HQ 26 (neighbours 7, 16, 22, 36, 41).
const KEEP1 = 'r9@40>35';

describe('2024-12 Heal (R60)', () => {
  it('R60: a Rover next to its own Medic regains 1 hit point, and the turn passes', () => {
    // Arrange
    const state = position24(`p0: r1@7>1:3 medic@26; p1: ${KEEP1}`);

    // Act
    const next = play(state, { type: 'heal', rover: 1 });

    // Assert
    expect(next.rovers[0]!.hp).toBe(4);
    expect(next.last!.dice).toEqual([]);
    expect(next.last!.events).toEqual([]);
    expect(next.currentPlayer).toBe(1);
  });

  it('R60: heal is listed for every wounded own Rover next to the Medic, by id', () => {
    // Arrange: r1 and r3 are wounded and next to it, r2 is whole, r4 is far, r5 in orbit.
    const state = position24(
      `p0: r1@7>1:4 r2@16>6 r3@41>47:1 r4@70>60:2 r5@orbit:2 medic@26; p1: ${KEEP1}`,
    );

    // Act
    const heals = legalOfType(state, 'heal');

    // Assert
    expect(heals).toEqual([
      { type: 'heal', rover: 1 },
      { type: 'heal', rover: 3 },
    ]);
  });

  it('R60, R17: a Rover with all 5 hit points cannot heal (FULL_HEALTH)', () => {
    // Arrange
    const state = position24(`p0: r1@7>1 medic@26; p1: ${KEEP1}`);

    // Act
    const error = refuse(state, { type: 'heal', rover: 1 }, 'FULL_HEALTH', 'R60');

    // Assert
    expect(error.message).toBe('Rover r1 cannot heal: it has all 5 hit points');
  });

  it('R60: enemy Fortifications on the edge between Rover and Medic, and the facing, do not matter', () => {
    // Arrange: the Rover faces away from the Medic, across a wall of player 1.
    const state = position24(`p0: r1@7>8:2 medic@26; p1: ${KEEP1} f@7/26`);

    // Act
    const next = play(state, { type: 'heal', rover: 1 });

    // Assert
    expect(next.rovers[0]!.hp).toBe(3);
  });

  it("R60: NO_STRUCTURE without a Medic of one's own (an enemy Medic next to the Rover heals nobody of player 0)", () => {
    // Arrange
    const state = position24(`p0: r1@7>1:3; p1: ${KEEP1} medic@26`);

    // Act
    const error = refuse(state, { type: 'heal', rover: 1 }, 'NO_STRUCTURE', 'R60');

    // Assert
    expect(error.message).toBe('Rover r1 cannot heal: player 0 has no Medic');
  });

  it('R60: NOT_ADJACENT for a Rover away from its Medic, or next to the same space on another planet', () => {
    // Arrange
    const far = position24(`p0: r1@8>7:3 medic@26; p1: ${KEEP1}`);
    const otherPlanet = position24(`p0: r1@1.7>1:3 medic@26; p1: ${KEEP1}`, { planets: 2 });

    // Act
    const errors = [
      refuse(far, { type: 'heal', rover: 1 }, 'NOT_ADJACENT', 'R60'),
      refuse(otherPlanet, { type: 'heal', rover: 1 }, 'NOT_ADJACENT', 'R60'),
    ];

    // Assert
    expect(errors.map((e) => e.message)).toEqual([
      'Rover r1 cannot heal: it is not next to the Medic on space 26',
      'Rover r1 cannot heal: it is not next to the Medic on space 26 of planet 0',
    ]);
  });

  it('R60, R23, R8: NO_SUCH_ROVER, NOT_YOUR_ROVER and ROVER_IN_ORBIT, each with its ruling', () => {
    // Arrange
    const state = position24('p0: r1@7>1:3 r3@orbit:2 medic@26; p1: r9@16>6:2');

    // Act, Assert
    refuse(state, { type: 'heal', rover: 4 }, 'NO_SUCH_ROVER', 'R60');
    refuse(state, { type: 'heal', rover: 9 }, 'NOT_YOUR_ROVER', 'R23');
    refuse(state, { type: 'heal', rover: 3 }, 'ROVER_IN_ORBIT', 'R8');
  });
});
