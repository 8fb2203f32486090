import { describe, expect, it } from 'vitest';
import { shotDistance } from '../../src/board/index.js';
import {
  actionOutcomes,
  IllegalActionError,
  legalActions,
  shotOdds,
  validateAction,
} from '../../src/rules/index.js';
import { position } from './_helpers/position.js';

// shotOdds: the numbers behind a shot (rulings R2, R3, R4), read from the state's ruleset by the
// same function the rules roll against.

const SHOOT_ROVER = { type: 'shoot', rover: 1, space: 1, target: 'rover' } as const;

describe('shotOdds', () => {
  it('R4: a Rover in the open is hit on 3+ and damaged on 3+', () => {
    // Arrange
    const state = position('p0: r1@6; p1: r2@1 r3@40');

    // Act
    const odds = shotOdds(state, SHOOT_ROVER);

    // Assert
    expect(odds).toEqual({ hitOn: 3, damageOn: 3, cover: false, distance: shotDistance(6, 1) });
  });

  it('R3: a Rover on its own Fortification is under cover, hit on 4+', () => {
    // Arrange
    const state = position('p0: r1@6; p1: r2@1 f@1 r3@40');

    // Act
    const odds = shotOdds(state, SHOOT_ROVER);

    // Assert
    expect(odds).toEqual({ hitOn: 4, damageOn: 3, cover: true, distance: shotDistance(6, 1) });
  });

  it('R4: a Fortification is hit without a roll, and cover does not apply', () => {
    // Arrange
    const state = position('p0: r1@6; p1: f@1 r3@40');

    // Act
    const odds = shotOdds(state, { type: 'shoot', rover: 1, space: 1, target: 'fortification' });

    // Assert
    expect(odds).toEqual({ hitOn: null, damageOn: 3, cover: false, distance: shotDistance(6, 1) });
  });

  it('agrees with actionOutcomes on the chance of a miss, for every shot at a Rover', () => {
    // Arrange: shots in the open and under cover.
    const states = [
      position('p0: r1@6 r4@26; p1: r2@1 f@1 r3@40 f@41'),
      position('p0: r1@6 f@7; p1: r2@1 r3@27'),
    ];
    for (const state of states) {
      for (const shot of legalActions(state)) {
        if (shot.type !== 'shoot' || shot.target !== 'rover') continue;

        // Act
        const odds = shotOdds(state, shot);
        const miss = actionOutcomes(state, shot).find(
          (o) => o.state.last!.events[0]!.type === 'miss',
        );

        // Assert
        expect(miss?.probability).toBeCloseTo((odds.hitOn! - 1) / 6);
      }
    }
  });

  it('throws the IllegalActionError applyAction throws for an illegal shot', () => {
    // Arrange: nothing of player 1 stands on space 7.
    const state = position('p0: r1@6; p1: r2@1 r3@40');
    const shot = { type: 'shoot', rover: 1, space: 7, target: 'rover' } as const;
    const expected = validateAction(state, shot);

    // Act
    let thrown: unknown;
    try {
      shotOdds(state, shot);
    } catch (e) {
      thrown = e;
    }

    // Assert
    expect(thrown).toBeInstanceOf(IllegalActionError);
    expect(expected.ok).toBe(false);
    expect((thrown as IllegalActionError).code).toBe(!expected.ok && expected.error.code);
  });

  it('refuses an action that is not a shot with MALFORMED_ACTION', () => {
    // Arrange
    const state = position('p0: r1@6; p1: r2@1 r3@40');
    const move = legalActions(state).find((a) => a.type === 'move')!;

    // Act, Assert
    expect(() => shotOdds(state, move)).toThrow(
      expect.objectContaining({ code: 'MALFORMED_ACTION' }),
    );
  });
});
