import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/bots/_internals/evaluate.js';
import { planPoints } from '../../src/bots/_internals/plan.js';
import { greedyBot } from '../../src/bots/greedy.js';
import { mctsBot } from '../../src/bots/mcts.js';
import { randomBot } from '../../src/bots/random.js';
import type { RulesetName } from '../../src/rules/index.js';
import { position26 } from '../rules/2026-06/_helpers/position.js';
import { expectLegalToTheEnd, playTwo } from './_helpers/legal-to-the-end.js';

// The bots play 2026-06 (docs/bots.md): every action legal, games that end, and valuations that
// follow 2026-06's rules rather than 2025-01's.

const RULESET: RulesetName = '2026-06';

describe('the bots play 2026-06 legally', () => {
  it('randomBot: two, four and six players (1, 2 and 3 planets)', () => {
    for (const [players, seed] of [
      [2, 1],
      [4, 2],
      [6, 3],
    ] as const) {
      expectLegalToTheEnd(randomBot, { players, turnLimit: 60, ruleset: RULESET }, seed);
    }
  });

  it('greedyBot: two and four players', () => {
    expectLegalToTheEnd(greedyBot, { players: 2, turnLimit: 40, ruleset: RULESET }, 4);
    expectLegalToTheEnd(greedyBot, { players: 4, turnLimit: 15, ruleset: RULESET }, 5);
  });

  it('mctsBot: a short two-player game at 100 iterations', () => {
    expectLegalToTheEnd(
      mctsBot({ iterations: 100, seed: 6 }),
      {
        players: 2,
        turnLimit: 20,
        ruleset: RULESET,
      },
      6,
    );
  });

  it('greedyBot beats randomBot in at least 7 of 10 games', () => {
    // Act
    let wins = 0;
    for (let seed = 0; seed < 10; seed++) {
      const greedyFirst = seed % 2 === 0;
      const winners = greedyFirst
        ? playTwo(greedyBot, randomBot, seed, 150, RULESET)
        : playTwo(randomBot, greedyBot, seed, 150, RULESET);
      if (winners.length === 1 && winners[0] === (greedyFirst ? 0 : 1)) wins++;
    }

    // Assert
    expect(wins).toBeGreaterThanOrEqual(7);
  });
});

describe('valuations in 2026-06', () => {
  it('R41, R48: no orbit plan points: a Rover in orbit is not safe', () => {
    // Arrange: player 0 has a Rover in orbit, a Drill Cannon and a fired-on planet.
    const state = position26(
      'p0: r1@orbit0 r2@26 drillCannon@27[ready,aim=40] factory@1; p1: r3@40 factory@28',
    );

    // Act, Assert
    expect(planPoints(state)).toEqual([0, 0]);
  });

  it('R42: Factory build points are worth something', () => {
    // Arrange
    const none = position26('p0: r1@26 factory@27; p1: r3@40 factory@28');
    const three = position26('p0: r1@26 factory@27[points=3]; p1: r3@40 factory@28');

    // Act, Assert
    expect(evaluate(three, 0)).toBeGreaterThan(evaluate(none, 0));
  });

  it('R41, R48: a Rover in orbit is worth less than one on the planet', () => {
    // Arrange: the same Rover, on the board or in orbit.
    const onPlanet = position26('p0: r1@26 r2@6 factory@27; p1: r3@40 factory@28');
    const inOrbit = position26('p0: r1@26 r2@orbit0 factory@27; p1: r3@40 factory@28');

    // Act, Assert
    expect(evaluate(onPlanet, 0)).toBeGreaterThan(evaluate(inOrbit, 0));
  });

  it('R37: progress toward a Build needs an overseeing Rover, not all the neighbours', () => {
    // Arrange: HQ 64's playable neighbours are 49, 68, 74 and 54; three held by Fortifications
    // only, or two Fortifications and a Rover.
    const forts = position26('p0: r1@6 f@49 f@68 f@74 factory@27; p1: r3@40 factory@28');
    const withRover = position26('p0: r1@49 f@68 f@74 factory@27; p1: r3@40 factory@28');

    // Act, Assert: the Rover's own value is the same in both; the site is complete only with it.
    expect(evaluate(withRover, 0)).toBeGreaterThan(evaluate(forts, 0));
  });
});
