import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { fortsAround, position24 } from './_helpers/position.js';

// Ruling R64 (R12 with the draft's words): one action demolishes the player's own Building of
// the named kind; the HQ is empty again, its edge Fortifications stay, and the kind is free to
// build again (R7).
const KEEP0 = 'r1@70>60';
const KEEP1 = 'r9@40>35';

describe('2024-12 Destroy (R64)', () => {
  it('R64, R12: the Building leaves its HQ; the Fortifications on its edges stay', () => {
    // Arrange
    const state = position24(`p0: ${KEEP0} medic@26 ${fortsAround(26)}; p1: ${KEEP1}`);

    // Act
    const next = play(state, { type: 'destroy', structure: 'medic' });

    // Assert
    expect(next.buildings).toEqual([]);
    expect(next.planets[0]!.edgeFortifications).toEqual(state.planets[0]!.edgeFortifications);
    expect(next.last!.events).toEqual([
      {
        type: 'destroyed',
        target: { piece: 'building', structure: 'medic', planet: 0, space: 26, owner: 0 },
      },
    ]);
    expect(next.currentPlayer).toBe(1);
  });

  it('R64, R7: a demolished kind may be built again, on the HQ left fortified', () => {
    // Arrange
    const state = position24(`p0: ${KEEP0} medic@26 ${fortsAround(26)}; p1: ${KEEP1}`);
    const demolished = play(state, { type: 'destroy', structure: 'medic' });
    const back = play(demolished, { type: 'turn', rover: 9, direction: 'left' });

    // Act
    const builds = legalOfType(back, 'build');

    // Assert
    expect(legalOfType(state, 'build')).toEqual([]);
    expect(builds.map((b) => `${b.structure}@${b.space}`)).toEqual([
      'spacePort@26',
      'factory@26',
      'drillCannon@26',
      'medic@26',
    ]);
  });

  it("R64: each own Building is listed in the ruleset's structure order; an enemy's is not", () => {
    // Arrange
    const state = position24(
      `p0: ${KEEP0} medic@26 factory@27 drillCannon@28; p1: ${KEEP1} spacePort@29`,
    );

    // Act
    const destroys = legalOfType(state, 'destroy');

    // Assert
    expect(destroys).toEqual([
      { type: 'destroy', structure: 'factory' },
      { type: 'destroy', structure: 'drillCannon' },
      { type: 'destroy', structure: 'medic' },
    ]);
    expect(legalActions(state).filter((a) => a.type === 'pass')).toEqual([]);
  });

  it('R64, R12: NO_STRUCTURE for a kind the player does not have, the enemy having one', () => {
    // Arrange
    const state = position24(`p0: ${KEEP0}; p1: ${KEEP1} spacePort@29`);

    // Act
    const error = refuse(state, { type: 'destroy', structure: 'spacePort' }, 'NO_STRUCTURE', 'R12');

    // Assert
    expect(error.message).toBe('player 0 has no spacePort to destroy');
  });
});
