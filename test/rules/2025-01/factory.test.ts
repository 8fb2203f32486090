import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position } from '../_helpers/position.js';

// Player 0's Factory on HQ 26; AROUND are its 5 playable neighbours. Both players keep a Rover
// on a southern HQ far away.
const FACTORY = 26;
const AROUND = board.playableNeighbors[FACTORY]!;
const FAR0 = board.southernHqs[2]!;
const FAR1 = board.southernHqs[3]!;

describe('produce (R9)', () => {
  it('R9: a Factory produces a Rover with 5 hit points and the next Rover id on an adjacent space', () => {
    // Arrange: ids are never reused, so the next id is nextRoverId, not the count of Rovers.
    const base = position(`p0: r1@${FAR0} factory@${FACTORY}; p1: r2@${FAR1}`);
    const state = { ...base, nextRoverId: 10 };
    const space = AROUND[1]!;

    // Act
    const next = play(state, { type: 'produce', space });

    // Assert
    expect(next.rovers.at(-1)).toEqual({ id: 10, owner: 0, hp: 5, location: { planet: 0, space } });
    expect(next.nextRoverId).toBe(11);
    expect(next.currentPlayer).toBe(1);
  });

  it('R9: legalActions offers exactly the adjacent spaces with no Rover, Building or enemy Fortification', () => {
    // Arrange: own Rover, own Fortification, enemy Fortification, enemy Rover, nothing.
    const [own, ownFort, enemyFort, enemy, empty] = AROUND;
    const state = position(
      `p0: factory@${FACTORY} r1@${own} f@${ownFort}; p1: f@${enemyFort} r2@${enemy}`,
    );

    // Act
    const produce = legalOfType(state, 'produce');

    // Assert
    expect(produce).toEqual(
      [ownFort!, empty!].sort((a, b) => a - b).map((space) => ({ type: 'produce', space })),
    );
  });

  it('R9: SPACE_OCCUPIED on an adjacent space holding a Rover', () => {
    // Arrange
    const state = position(`p0: factory@${FACTORY} r1@${FAR0}; p1: r2@${AROUND[0]}`);

    // Act
    const error = refuse(state, { type: 'produce', space: AROUND[0]! }, 'SPACE_OCCUPIED', 'R9');

    // Assert
    expect(error.message).toBe(
      `the Factory cannot produce a Rover on space ${AROUND[0]}: Rover r2 is there`,
    );
  });

  it('R9: ENEMY_FORTIFICATION on an adjacent space holding an enemy Fortification', () => {
    // Arrange
    const state = position(`p0: factory@${FACTORY} r1@${FAR0}; p1: r2@${FAR1} f@${AROUND[0]}`);

    // Act
    const error = refuse(
      state,
      { type: 'produce', space: AROUND[0]! },
      'ENEMY_FORTIFICATION',
      'R9',
    );

    // Assert
    expect(error.message).toContain("player 1's Fortification is there");
  });

  it('R9: NOT_ADJACENT on a space not next to the Factory', () => {
    // Arrange
    const state = position(`p0: factory@${FACTORY} r1@${FAR0}; p1: r2@${FAR1}`);
    expect(AROUND).not.toContain(40);

    // Act
    const error = refuse(state, { type: 'produce', space: 40 }, 'NOT_ADJACENT', 'R9');

    // Assert
    expect(error.message).toBe(
      `the Factory cannot produce a Rover on space 40: it is not next to the Factory on space ${FACTORY}`,
    );
  });

  it('R1, R28: OFF_BOARD on the off-board neighbour of a southern Factory', () => {
    // Arrange
    const south = board.southernHqs[0]!;
    const offBoard = board.spaces[south]!.neighbors.find((n) => !board.spaces[n]!.playable)!;
    const state = position(`p0: factory@${south} r1@${FAR0}; p1: r2@${FAR1}`);

    // Act
    const error = refuse(state, { type: 'produce', space: offBoard }, 'OFF_BOARD', 'R1');

    // Assert
    expect(error.message).toContain('off the board');
  });

  it('R9, R16: a Factory on a second planet produces there', () => {
    // Arrange
    const state = position(`p0: factory@1.${FACTORY} r1@0.${FAR0}; p1: r2@0.${FAR1}`, {
      planets: 2,
    });

    // Act
    const next = play(state, { type: 'produce', space: AROUND[0]! });

    // Assert
    expect(next.rovers.at(-1)!.location).toEqual({ planet: 1, space: AROUND[0] });
  });
});

describe('repair (R9)', () => {
  it('R9: a Factory gives an adjacent own Rover 1 hit point', () => {
    // Arrange
    const state = position(`p0: factory@${FACTORY} r1@${AROUND[0]}:3; p1: r2@${FAR1}`);

    // Act
    const next = play(state, { type: 'repair', rover: 1 });

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.hp).toBe(4);
    expect(next.currentPlayer).toBe(1);
  });

  it('R9: legalActions offers repair for own damaged Rovers next to the Factory only', () => {
    // Arrange: r1 damaged and adjacent; r3 whole and adjacent; r4 damaged but far; r2 the enemy's.
    const state = position(
      `p0: factory@${FACTORY} r1@${AROUND[0]}:3 r3@${AROUND[1]} r4@${FAR0}:2; p1: r2@${AROUND[2]}:1`,
    );

    // Act
    const repairs = legalOfType(state, 'repair');

    // Assert
    expect(repairs).toEqual([{ type: 'repair', rover: 1 }]);
  });

  it('R9, R17: repair brings a Rover up to 5 hit points and no further: FULL_HEALTH', () => {
    // Arrange
    const damaged = position(`p0: factory@${FACTORY} r1@${AROUND[0]}:4; p1: r2@${FAR1}`);
    const whole = position(`p0: factory@${FACTORY} r1@${AROUND[0]}; p1: r2@${FAR1}`);

    // Act
    const repaired = play(damaged, { type: 'repair', rover: 1 });
    const error = refuse(whole, { type: 'repair', rover: 1 }, 'FULL_HEALTH', 'R9');

    // Assert
    expect(repaired.rovers.find((r) => r.id === 1)!.hp).toBe(5);
    expect(error.message).toBe('the Factory cannot repair Rover r1: it has all 5 hit points');
  });

  it.each([
    ['far from the Factory', `r1@${FAR0}:3`, { planets: 1 }],
    ['in orbit', 'r1@orbit:3', { planets: 1 }],
    ['on the same space id of another planet', `r1@1.${AROUND[0]}:3`, { planets: 2 }],
  ])('R9: NOT_ADJACENT for an own Rover %s', (_where, rover, options) => {
    // Arrange
    const state = position(`p0: factory@0.${FACTORY} ${rover}; p1: r2@0.${FAR1}`, options);

    // Act
    const error = refuse(state, { type: 'repair', rover: 1 }, 'NOT_ADJACENT', 'R9');

    // Assert
    expect(error.message).toBe('the Factory cannot repair Rover r1: it is not next to the Factory');
  });

  it('R9, R23: NOT_YOUR_ROVER for an enemy Rover next to the Factory, NO_SUCH_ROVER for an unknown id', () => {
    // Arrange
    const state = position(`p0: factory@${FACTORY} r1@${FAR0}; p1: r2@${AROUND[0]}:3`);

    // Act
    const notYours = refuse(state, { type: 'repair', rover: 2 }, 'NOT_YOUR_ROVER', 'R23');
    const noSuch = refuse(state, { type: 'repair', rover: 7 }, 'NO_SUCH_ROVER', 'R9');

    // Assert
    expect(notYours.message).toBe('Rover r2 belongs to player 1, not player 0');
    expect(noSuch.message).toBe('there is no Rover r7');
  });
});

describe('without a Factory (R9)', () => {
  it.each([
    ['produce', { type: 'produce', space: AROUND[0]! }],
    ['repair', { type: 'repair', rover: 1 }],
  ] as const)('R9: NO_STRUCTURE: a player without a Factory cannot %s', (_what, action) => {
    // Arrange: player 1 has a Factory; player 0, to act, has none.
    const state = position(`p0: r1@${AROUND[0]}:3; p1: factory@${FACTORY} r2@${FAR1}`);

    // Act
    const error = refuse(state, action, 'NO_STRUCTURE', 'R9');

    // Assert
    expect(error.message).toBe('player 0 has no Factory');
  });
});
