import { describe, expect, it } from 'vitest';
import { HUNT, huntPoints } from '../../../src/bots/_internals/hunt.js';
import { planPoints } from '../../../src/bots/_internals/plan.js';
import { legalActions } from '../../../src/rules/index.js';
import { position } from '../../rules/_helpers/position.js';
import { position24 } from '../../rules/2024-12/_helpers/position.js';
import { position26 } from '../../rules/2026-06/_helpers/position.js';

// The hunt of mctsBot's value (hunt.ts): once both players have a Rover in orbit, what each of
// them keeps on the planet counts for it (rulings R8, R9, R13, R14).

/** Points of `rovers` Rovers down with 5 hit points each. */
const down = (rovers: number) => (HUNT.rover + 5 * HUNT.roverHp) * rovers;
/** A Factory with `hp` hit points. */
const factory = (hp: number) => HUNT.factory + HUNT.factoryHp * hp;
/** Points of a player in orbit holding a whole Factory, a Space Port and `rovers` Rovers down. */
const held = (rovers: number) => HUNT.held + factory(5) + HUNT.port + down(rovers);

describe('huntPoints (mctsBot)', () => {
  it('R13, R8: a player whose only pieces are in orbit must descend; one with a piece down need not', () => {
    // Arrange
    const bare = position('p0: r1@orbit; p1: r2@orbit r3@22 factory@64');
    const withPort = position('p0: r1@orbit spacePort@28; p1: r2@orbit r3@22 factory@64');

    // Act
    const bareTypes = new Set(legalActions(bare).map((a) => a.type));
    const portTypes = new Set(legalActions(withPort).map((a) => a.type));

    // Assert
    expect([...bareTypes]).toEqual(['descend']);
    expect(portTypes.has('descend')).toBe(true);
    expect(portTypes.size).toBeGreaterThan(1);
  });

  it('R14: both up, each player counts its Factory, Space Port and Rovers on the planet', () => {
    // Arrange
    const state = position(
      'p0: r1@orbit r2@40 r3@41 factory@28 spacePort@64; p1: r4@orbit r5@22 factory@65',
    );

    // Act / Assert: neither plan counts there (plan.ts).
    expect(huntPoints(state)).toEqual([held(2), HUNT.held + factory(5) + down(1)]);
    expect(planPoints(state)).toEqual([0, 0]);
  });

  it('R8: each step of the hunt lowers what the player in orbit keeps, down to nothing', () => {
    // Arrange: the same player losing its Rovers, its Factory, then its Space Port.
    const steps = [
      'p0: r1@orbit r2@40 r3@41 factory@28 spacePort@64',
      'p0: r1@orbit r2@40 factory@28 spacePort@64',
      'p0: r1@orbit factory@28 spacePort@64',
      'p0: r1@orbit spacePort@64',
      'p0: r1@orbit',
    ].map((p0) => huntPoints(position(`${p0}; p1: r4@orbit r5@22`))[0]!);

    // Act / Assert
    expect(steps).toEqual([held(2), held(1), held(0), HUNT.held + HUNT.port, 0]);
  });

  it('R9: every Rover down counts, however many, and each of its hit points', () => {
    // Arrange: six Rovers down (the evaluation counts those beyond the fourth for a tenth).
    const many = position('p0: r1@orbit r2@40 r3@41 r4@42 r5@43 r6@44 r7@45; p1: r9@orbit');
    const fewer = position('p0: r1@orbit r2@40 r3@41 r4@42 r5@43 r6@44; p1: r9@orbit');
    const worn = position('p0: r1@orbit r2@40 r3@41 r4@42 r5@43 r6@44 r7@45:2; p1: r9@orbit');

    // Act
    const m = huntPoints(many)[0]!;
    const f = huntPoints(fewer)[0]!;
    const w = huntPoints(worn)[0]!;

    // Assert: the sixth Rover and three of its hit points taken from it each lower the points.
    expect(m).toBe(HUNT.held + down(6));
    expect(m - f).toBe(HUNT.rover + 5 * HUNT.roverHp);
    expect(m - w).toBe(3 * HUNT.roverHp);
  });

  it('R9: each hit point of the Factory counts, down to the piece itself', () => {
    // Arrange: the same Factory worn from 5 hit points to 1, then gone.
    const steps = ['factory@28', 'factory@28:4', 'factory@28:1', ''].map(
      (f) => huntPoints(position(`p0: r1@orbit r2@40 ${f}; p1: r4@orbit r5@22`))[0]!,
    );

    // Act / Assert
    const base = HUNT.held + down(1);
    expect(steps).toEqual([base + factory(5), base + factory(4), base + factory(1), base]);
  });

  it('R14: alone in orbit the orbit plan counts instead; nobody in orbit, nothing', () => {
    // Arrange
    const alone = position('p0: r1@orbit factory@28 spacePort@64; p1: r4@22 factory@65');
    const nobody = position('p0: r1@40 factory@28 spacePort@64; p1: r4@22 factory@65');

    // Act / Assert
    expect(huntPoints(alone)).toEqual([0, 0]);
    expect(planPoints(alone)[0]).toBeGreaterThan(0);
    expect(huntPoints(nobody)).toEqual([0, 0]);
  });

  it('2024-12 and 2026-06: no hunt (no planet breaks; orbit is not safe)', () => {
    // Arrange
    const standoff24 = position24('p0: r1@orbit factory@26; p1: r2@orbit r3@40>35 factory@64');
    const standoff26 = position26('p0: r1@orbit0 factory@26; p1: r2@orbit0 r3@40 factory@64');

    // Act / Assert
    expect(huntPoints(standoff24)).toEqual([0, 0]);
    expect(huntPoints(standoff26)).toEqual([0, 0]);
  });
});
