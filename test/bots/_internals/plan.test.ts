import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { blockPoints } from '../../../src/bots/_internals/block.js';
import { evaluateAll } from '../../../src/bots/_internals/evaluate.js';
import { huntPoints } from '../../../src/bots/_internals/hunt.js';
import { PLAN, planPoints, wayUpPoints } from '../../../src/bots/_internals/plan.js';
import { RACE, STEPS } from '../../../src/bots/_internals/race.js';
import { rebuildPoints } from '../../../src/bots/_internals/rebuild.js';
import { searchValue } from '../../../src/bots/_internals/value.js';
import type { GameState } from '../../../src/rules/index.js';
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

describe('wayUpPoints (mctsBot)', () => {
  /** Player 0 with two Rovers around HQ 64 and `at64` on it; player 1 up in orbit (or not). */
  const behind = (at64: string, p1Up = true, p0Up = false) =>
    position(
      `p0: r1@49 r2@68 ${p0Up ? 'r3@orbit' : ''} f@49 f@68 f@74 f@54 ${at64}; ` +
        `p1: ${p1Up ? 'r9@orbit' : ''} r8@22 factory@65`,
    );

  it('R8, R7: behind in the race, the way up a seat keeps, less what the other side up costs', () => {
    // Act / Assert: two Rovers only (the plan waits for `PLAN.army`; the way up does not).
    expect(wayUpPoints(behind('spacePort@64'))).toEqual([PLAN.port - PLAN.behind, 0]);
    expect(wayUpPoints(behind(''))).toEqual([PLAN.site - PLAN.behind, 0]);
    expect(wayUpPoints(behind('factory@64'))).toEqual([-PLAN.behind, 0]);
    expect(planPoints(behind(''))[0]).toBe(0);
  });

  it('R14: up in a standoff, the same points as down at its Port; nothing while nobody is up', () => {
    // Arrange
    const standoff = behind('spacePort@64', true, true);
    const downAtPort = behind('spacePort@64', true, false);

    // Act / Assert: coming down from a standoff to its own Space Port gains nothing.
    expect(wayUpPoints(standoff)).toEqual([PLAN.port - PLAN.behind, PLAN.port - PLAN.behind]);
    expect(wayUpPoints(downAtPort)[0]).toBe(wayUpPoints(standoff)[0]);
    expect(wayUpPoints(behind('', true, true))).toEqual(wayUpPoints(standoff));
    expect(wayUpPoints(behind('spacePort@64', false))).toEqual([0, 0]);
    // Player 0 alone up: none for it (its plan counts); player 1 behind, with no way up.
    expect(wayUpPoints(behind('spacePort@64', false, true))).toEqual([0, -PLAN.behind]);
  });

  it('R8: the other side going up costs a seat with an army and a Space Port its Port, as the plan alone did', () => {
    // Arrange: player 0 with an army of 3 and a Space Port; player 1 down, then up.
    const race = (p1Up: boolean) =>
      position(
        'p0: r1@49 r2@68 r3@74 f@49 f@68 f@74 f@54 spacePort@64; ' +
          `p1: ${p1Up ? 'r9@orbit' : ''} r8@22 factory@65`,
      );
    const own = (p1Up: boolean) => planPoints(race(p1Up))[0]! + wayUpPoints(race(p1Up))[0]!;

    // Act / Assert: the plan's Port before (no way up counted while nobody is up); after, the
    // way up less `PLAN.behind`: the same loss as the Port's points, that the plan alone lost.
    expect(planPoints(race(false))[0]).toBe(PLAN.port);
    expect(wayUpPoints(race(false))).toEqual([0, 0]);
    expect(own(false) - own(true)).toBe(PLAN.port);
  });

  it('counts for the seat behind alone: the leader in orbit values nothing of it', () => {
    // Arrange: player 0 behind with a site for a Space Port.
    const withSite = behind('');

    // Act
    const value = searchValue(withSite);

    // Assert: the other terms taken less the other seat's, then the way up for player 0 only.
    const base = evaluateAll(withSite);
    const terms = [planPoints, rebuildPoints, blockPoints, huntPoints].map((f) => f(withSite));
    const own = [0, 1].map((p) => terms.reduce((sum, t) => sum + t[p]!, 0));
    expect(value[0]).toBeCloseTo(base[0]! + own[0]! - own[1]! + PLAN.site - PLAN.behind, 9);
    expect(value[1]).toBeCloseTo(base[1]! + own[1]! - own[0]!, 9);
  });
});

describe('the race back up (mctsBot, race.ts)', () => {
  /**
   * Player 0 down with a Space Port on HQ 64 and one Rover at `at` (49: one move from it, 50:
   * four); player 1 up, with a Drill Cannon on HQ 28 (`cannon`: its state) and `shots` Fires on
   * the planet so far; player `current` to act.
   */
  const down = (at: number, cannon: string, shots: number, current = 1) =>
    withPlanet(
      position(`p0: r1@${at} spacePort@64; p1: r9@orbit drillCannon@28${cannon}`, { current }),
      0,
      { cannonShots: shots },
    );
  /** Player 0's way up less what it had without the race: what the race takes off. */
  const race = (state: GameState) => wayUpPoints(state)[0]! - (PLAN.port - PLAN.behind);

  it('R10, R14: the cannon aimed, one Fire before the Rover beside the Port is up: two dice below 7', () => {
    // Act / Assert: the 7th Fire breaks the planet on 2–6, 15 of 36.
    expect(race(down(49, '[ready,aim=1]', 6))).toBeCloseTo((-RACE.loss * 15) / 36, 9);
    // Player 0 to act moves into its Port first: no Fire, nothing at stake.
    expect(race(down(49, '[ready,aim=1]', 6, 0))).toBe(0);
  });

  it('R10: a Fire takes Ready, Aim and Fire: a cold or a ready cannon does not fire in one action', () => {
    expect(race(down(49, '', 6))).toBe(0);
    expect(race(down(49, '[ready]', 6))).toBe(0);
    // Four moves away: the aimed cannon fires at its 1st and 4th actions, the 7th and 8th Fires.
    expect(race(down(50, '[ready,aim=1]', 6))).toBeCloseTo(
      -RACE.loss * (1 - (21 / 36) * (15 / 36)),
      9,
    );
    // The ready one at its 2nd (then none before the 5th): the 7th Fire only.
    expect(race(down(50, '[ready]', 6))).toBeCloseTo((-RACE.loss * 15) / 36, 9);
  });

  it('R10: the first two Fires never break a planet (two dice total 2 at least)', () => {
    expect(race(down(50, '[ready,aim=1]', 0))).toBe(0);
    expect(race(down(50, '[ready,aim=1]', 1))).toBeCloseTo((-RACE.loss * 1) / 36, 9);
  });

  it('R8: without a Space Port the way up counts as RACE.noWay moves; up, or no cannon, nothing', () => {
    // Arrange: no Port: 12 actions, the aimed cannon fires at the 1st, 4th, 7th and 10th.
    const noPort = withPlanet(
      position('p0: r1@49 f@49 f@68 f@74 f@54; p1: r9@orbit drillCannon@28[ready,aim=1]', {
        current: 1,
      }),
      0,
      { cannonShots: 6 },
    );
    const chance = 1 - (21 / 36) * (15 / 36) * (10 / 36) * (6 / 36);

    // Act / Assert
    expect(RACE.noWay).toBe(12);
    expect(wayUpPoints(noPort)[0]).toBeCloseTo(PLAN.site - PLAN.behind - RACE.loss * chance, 9);
    const up = withPlanet(
      position('p0: r1@49 r2@orbit spacePort@64; p1: r9@orbit drillCannon@28[ready,aim=1]', {
        current: 1,
      }),
      0,
      { cannonShots: 6 },
    );
    expect(wayUpPoints(up)).toEqual([PLAN.port - PLAN.behind, PLAN.port - PLAN.behind]);
    const noCannon = position('p0: r1@49 spacePort@64; p1: r9@orbit factory@28', { current: 1 });
    expect(wayUpPoints(noCannon)[0]).toBe(PLAN.port - PLAN.behind);
  });

  it("the moves counted are the board's, whatever stands between", () => {
    const S = board.spaces.length;
    expect(STEPS[49 * S + 64]).toBe(1);
    expect(STEPS[64 * S + 49]).toBe(1);
    expect(STEPS[50 * S + 64]).toBe(4);
    expect(STEPS[64 * S + 64]).toBe(0);
    // The bottom pentagon (82 is one of its triangles) is no way at all.
    expect(STEPS[82 * S + 64]).toBe(255);
  });
});
