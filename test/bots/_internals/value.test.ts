import { describe, expect, it } from 'vitest';
import { evaluateAll } from '../../../src/bots/_internals/evaluate.js';
import { PLAN } from '../../../src/bots/_internals/plan.js';
import { searchValue } from '../../../src/bots/_internals/value.js';
import type { Action, GameState } from '../../../src/rules/index.js';
import { play } from '../../rules/_helpers/play.js';
import { position } from '../../rules/_helpers/position.js';
import { ringed } from '../_helpers/ring.js';

// mctsBot's valuation must make every step of the orbit plan look good one action ahead, or the
// search, which looks only a few actions ahead, never starts it (docs/bots.md, "Value").

/** Player 0 plays `action` (no dice), and it is player 0's turn again (player 1 far away). */
function step(state: GameState, action: Action): GameState {
  return { ...play(state, action), currentPlayer: 0, actionsThisTurn: 0 };
}

describe('searchValue (mctsBot)', () => {
  it('R7, R8, R10, R12: every step of the orbit plan raises the value of the player taking it', () => {
    // Arrange: player 0's whole army rings its Factory on HQ 64 (neighbours 49, 68, 74, 54);
    // player 1 is at the north pole, out of range.
    const start = position(ringed('factory@64'));
    const plan: Action[] = [
      { type: 'destroy', structure: 'factory' },
      { type: 'build', structure: 'spacePort', planet: 0, space: 64 },
      { type: 'move', rover: 1, to: 64 },
      { type: 'destroy', structure: 'spacePort' },
      { type: 'build', structure: 'drillCannon', planet: 0, space: 64 },
      { type: 'ready' },
      { type: 'aim', space: 1 },
    ];

    // Act
    const values = [searchValue(start)[0]!];
    let state = start;
    for (const action of plan) {
      state = step(state, action);
      values.push(searchValue(state)[0]!);
    }

    // Assert
    expect(state.rovers.find((r) => r.id === 1)?.location).toBe('orbit');
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]!);
  });

  it('R12: in orbit, a Factory on the surrounded HQ is demolished for the Drill Cannon', () => {
    // Arrange: a Rover in orbit, and the Factory stands on the one surrounded HQ.
    const start = position(
      'p0: r1@49 r2@68 r3@74 r5@orbit f@49 f@68 f@74 f@54 factory@64; p1: r9@0 factory@1',
    );

    // Act
    const demolished = step(start, { type: 'destroy', structure: 'factory' });
    const cannon = step(demolished, {
      type: 'build',
      structure: 'drillCannon',
      planet: 0,
      space: 64,
    });

    // Assert
    expect(searchValue(demolished)[0]).toBeGreaterThan(searchValue(start)[0]!);
    expect(searchValue(cannon)[0]).toBeGreaterThan(searchValue(demolished)[0]!);
  });

  it('prefers a Space Port to a Factory on a site, and in orbit a Drill Cannon', () => {
    // Arrange: the same ring around an empty HQ 64, first without then with a Rover in orbit.
    const site = position(ringed(''));
    const orbit = position(
      'p0: r1@49 r2@68 r3@74 r5@orbit f@49 f@68 f@74 f@54; p1: r9@0 factory@1',
    );
    const build = (state: GameState, structure: 'factory' | 'spacePort' | 'drillCannon') =>
      searchValue(step(state, { type: 'build', structure, planet: 0, space: 64 }))[0]!;

    // Act / Assert
    expect(build(site, 'spacePort')).toBeGreaterThan(build(site, 'factory'));
    expect(build(orbit, 'drillCannon')).toBeGreaterThan(build(orbit, 'factory'));
  });

  it("adds plan points less the other seats' average, as the evaluation takes material", () => {
    // Arrange: player 0 has a site and an army, player 1 no plan points.
    const state = position(ringed(''));

    // Act
    const value = searchValue(state);
    const base = evaluateAll(state);

    // Assert
    expect(value[0]! - base[0]!).toBe(PLAN.site);
    expect(value[1]! - base[1]!).toBe(-PLAN.site);
  });
});
