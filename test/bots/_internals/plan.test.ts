import { describe, expect, it } from 'vitest';
import { PLAN, planPoints } from '../../../src/bots/_internals/plan.js';
import { withPlanet } from '../../rules/_helpers/play.js';
import { position } from '../../rules/_helpers/position.js';
import { ringed } from '../_helpers/ring.js';

// The orbit plan of mctsBot: a Rover safe in orbit, then the Drill Cannon fired until the planet
// breaks (rulings R8, R10, R14). HQ 64's playable neighbours are 49, 68, 74 and 54.

describe('planPoints (mctsBot)', () => {
  it('R7: before orbit, a surrounded empty HQ (a site) counts once the army (`PLAN.army` Rovers) is there', () => {
    // Arrange
    const site = position(ringed(''));
    const built = position(ringed('factory@64'));
    const smallArmy = position('p0: r1@49 r2@68 f@49 f@68 f@74 f@54; p1: r9@0 factory@1');
    const army = position('p0: r1@49 r2@68 r3@74 f@49 f@68 f@74 f@54; p1: r9@0 factory@1');

    // Act / Assert
    expect(planPoints(site)).toEqual([PLAN.site, 0]);
    expect(planPoints(built)).toEqual([0, 0]);
    expect(planPoints(smallArmy)).toEqual([0, 0]);
    expect(planPoints(army)).toEqual([PLAN.site, 0]);
  });

  it('R8: a Space Port counts more than a site, a Rover in orbit more than a Space Port', () => {
    // Arrange
    const port = position(ringed('spacePort@64'));
    const orbit = position(ringed('spacePort@64', 'r5@orbit'));

    // Act
    const [portPoints] = planPoints(port);
    const [orbitPoints] = planPoints(orbit);

    // Assert
    expect(portPoints).toBe(PLAN.port);
    expect(orbitPoints).toBe(PLAN.orbit);
    expect(PLAN.port).toBeGreaterThan(PLAN.site);
  });

  it('R8: once in orbit, the army no longer matters, and a site for the cannon counts', () => {
    // Arrange: one Rover left, in orbit; the Fortifications still surround HQ 64.
    const alone = position('p0: r5@orbit f@49 f@68 f@74 f@54; p1: r9@0 factory@1');

    // Act / Assert
    expect(planPoints(alone)).toEqual([PLAN.orbit + PLAN.cannonSite, 0]);
  });

  it('R10, R14: while safe, a ready and aimed cannon and every shot fired add up', () => {
    // Arrange
    const safe = position(ringed('drillCannon@64[ready,aim=1]', 'r5@orbit'));

    // Act
    const before = planPoints(safe)[0]!;
    const after = planPoints(withPlanet(safe, 0, { cannonShots: 3 }))[0]!;

    // Assert
    expect(before).toBe(PLAN.orbit + PLAN.cannon + PLAN.ready + PLAN.aimed);
    expect(after - before).toBe(3 * PLAN.shot);
  });

  it('R14: nobody is safe while an opponent has a Rover in orbit too', () => {
    // Arrange: planet destruction would leave both players in the game.
    const state = withPlanet(
      position('p0: r1@orbit drillCannon@28; p1: r2@orbit r4@22 factory@64'),
      0,
      { cannonShots: 3 },
    );

    // Act / Assert
    expect(planPoints(state)).toEqual([0, 0]);
  });
});
