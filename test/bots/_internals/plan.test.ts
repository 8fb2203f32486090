import { describe, expect, it } from 'vitest';
import { PLAN, planPoints } from '../../../src/bots/_internals/plan.js';
import { withPlanet } from '../../rules/_helpers/play.js';
import { position } from '../../rules/_helpers/position.js';

// The orbit plan of mctsBot: a Rover safe in orbit, then the Drill Cannon fired until the planet
// breaks (rulings R8, R10, R14).

describe('planPoints (mctsBot)', () => {
  it('gives nothing without a Drill Cannon, and the means for a cannon with a Space Port', () => {
    // Arrange
    const none = position('p0: r1@16 spacePort@26; p1: r2@22 factory@64');
    const means = position('p0: r1@16 spacePort@26 drillCannon@28; p1: r2@22 factory@64');

    // Act / Assert
    expect(planPoints(none)).toEqual([0, 0]);
    expect(planPoints(means)).toEqual([PLAN.means, 0]);
  });

  it('R8, R10, R14: a Rover safe in orbit makes every shot of the cannon worth more', () => {
    // Arrange: player 0 has a Rover in orbit, player 1 none.
    const safe = position(
      'p0: r1@orbit r3@16 spacePort@26 drillCannon@28[ready,aim=40]; p1: r2@22 factory@64',
    );

    // Act
    const before = planPoints(safe)[0]!;
    const after = planPoints(withPlanet(safe, 0, { cannonShots: 3 }))[0]!;

    // Assert
    expect(before).toBe(PLAN.means + PLAN.safe + PLAN.ready + PLAN.aimed);
    expect(after - before).toBe(3 * PLAN.shot);
  });

  it('R14: nobody is safe while an opponent has a Rover in orbit too', () => {
    // Arrange: planet destruction would leave both players in the game.
    const state = withPlanet(
      position('p0: r1@orbit spacePort@26 drillCannon@28; p1: r2@orbit r4@22 factory@64'),
      0,
      { cannonShots: 3 },
    );

    // Act / Assert
    expect(planPoints(state)).toEqual([PLAN.means, 0]);
  });
});
