import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import type { GameState } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position } from '../_helpers/position.js';

// Player 0's Treasury on HQ 29 and Rover r1 on space 16; player 1's Rover far away.
// WALK is a chain of adjacent free spaces from 16, for turns of several moves.
const WALK = [6, 1, 7, 8];
const FAR1 = board.southernHqs[3]!;

function withTreasury(points: number, actionsThisTurn = 0): GameState {
  return position(`p0: r1@16 treasury@29[points=${points}]; p1: r2@${FAR1}`, { actionsThisTurn });
}

function pointsOf(state: GameState, owner = 0): number | undefined {
  const treasury = state.buildings.find((b) => b.owner === owner && b.structure === 'treasury');
  return treasury?.structure === 'treasury' ? treasury.points : undefined;
}

describe('save (R11)', () => {
  it('R11: Save, as the first action of a turn, stores one point and ends the turn', () => {
    // Arrange
    const state = withTreasury(0);

    // Act
    const next = play(state, { type: 'save' });

    // Assert
    expect(pointsOf(next)).toBe(1);
    expect(next.currentPlayer).toBe(1);
    expect(next.turn).toBe(1);
    expect(next.actionsThisTurn).toBe(0);
  });

  it('R11: TREASURY_FULL when the Treasury already holds 3 points', () => {
    // Arrange
    const state = withTreasury(3);

    // Act
    const error = refuse(state, { type: 'save' }, 'TREASURY_FULL', 'R11');

    // Assert
    expect(error.message).toBe('the Treasury already holds 3 points');
  });

  it('R11, R22: SAVE_NOT_FIRST after the first action of a turn', () => {
    // Arrange: one action taken, one point left to spend.
    const state = withTreasury(1, 1);

    // Act
    const error = refuse(state, { type: 'save' }, 'SAVE_NOT_FIRST', 'R22');

    // Assert
    expect(error.message).toBe('Save must be the first action of a turn');
  });

  it('R11: NO_STRUCTURE for Save without a Treasury', () => {
    // Arrange
    const state = position(`p0: r1@16; p1: r2@${FAR1} treasury@29`);

    // Act
    const error = refuse(state, { type: 'save' }, 'NO_STRUCTURE', 'R11');

    // Assert
    expect(error.message).toBe('player 0 has no Treasury');
  });
});

describe('spending points (R11, R22)', () => {
  it('R22: with stored points the turn goes on after an action; endTurn is offered and Save is not', () => {
    // Arrange
    const state = withTreasury(2);

    // Act
    const next = play(state, { type: 'move', rover: 1, to: WALK[0]! });

    // Assert: the first action of a turn is free.
    expect(next.currentPlayer).toBe(0);
    expect(next.actionsThisTurn).toBe(1);
    expect(pointsOf(next)).toBe(2);
    expect(next.last!.events).toEqual([]);
    expect(legalOfType(next, 'endTurn')).toEqual([{ type: 'endTurn' }]);
    expect(legalOfType(next, 'save')).toEqual([]);
    expect(legalOfType(next, 'pass')).toEqual([]);
  });

  it('R22: each further action spends a point, with event pointSpent', () => {
    // Arrange
    const state = play(withTreasury(2), { type: 'move', rover: 1, to: WALK[0]! });

    // Act
    const next = play(state, { type: 'move', rover: 1, to: WALK[1]! });

    // Assert
    expect(pointsOf(next)).toBe(1);
    expect(next.last!.events).toEqual([{ type: 'pointSpent', player: 0, left: 1 }]);
    expect(next.currentPlayer).toBe(0);
    expect(next.actionsThisTurn).toBe(2);
  });

  it('R11, R22: endTurn passes the turn and keeps the remaining points', () => {
    // Arrange
    const state = play(withTreasury(2), { type: 'move', rover: 1, to: WALK[0]! });

    // Act
    const next = play(state, { type: 'endTurn' });

    // Assert
    expect(next.currentPlayer).toBe(1);
    expect(next.turn).toBe(1);
    expect(pointsOf(next)).toBe(2);
    expect(next.last!.events).toEqual([]);
  });

  it('R11, R22: END_TURN_NOT_ALLOWED at the start of a turn', () => {
    // Arrange
    const state = withTreasury(2);

    // Act
    const error = refuse(state, { type: 'endTurn' }, 'END_TURN_NOT_ALLOWED', 'R22');

    // Assert
    expect(error.message).toBe('a turn must start with an action (or a pass when none is legal)');
  });

  it('R11, R22, R26: 3 stored points give 4 actions in one turn, which counts as one turn', () => {
    // Arrange
    let state = withTreasury(3);
    const players: number[] = [];

    // Act
    for (const to of WALK) {
      state = play(state, { type: 'move', rover: 1, to });
      players.push(state.currentPlayer);
    }

    // Assert: player 0 still to act after actions 1-3; the 4th spends the last point.
    expect(players).toEqual([0, 0, 0, 1]);
    expect(pointsOf(state)).toBe(0);
    expect(state.turn).toBe(1);
    expect(state.last!.events).toEqual([{ type: 'pointSpent', player: 0, left: 0 }]);
  });

  it('R11, R22: losing the Treasury mid-turn loses its points and ends the turn', () => {
    // Arrange: one action taken, 2 points stored.
    const state = withTreasury(2, 1);

    // Act
    const next = play(state, { type: 'destroy', structure: 'treasury' });

    // Assert: a point is spent for the action, then the last point goes with the Treasury.
    expect(next.last!.events.map((e) => e.type)).toEqual(['pointSpent', 'destroyed']);
    expect(pointsOf(next)).toBeUndefined();
    expect(next.currentPlayer).toBe(1);
  });
});
