import { describe, expect, it } from 'vitest';
import { BLOCK, blockPoints } from '../../src/bots/_internals/block.js';
import { evaluate } from '../../src/bots/_internals/evaluate.js';
import { WEIGHTS } from '../../src/bots/_internals/evaluate-weights.js';
import { actionsToRange } from '../../src/bots/_internals/facing.js';
import { planPoints } from '../../src/bots/_internals/plan.js';
import { rebuildPoints } from '../../src/bots/_internals/rebuild.js';
import { searchValue } from '../../src/bots/_internals/value.js';
import { greedyBot } from '../../src/bots/greedy.js';
import { mctsBot } from '../../src/bots/mcts.js';
import { randomBot } from '../../src/bots/random.js';
import {
  applyAction,
  createGame,
  createRng,
  type RulesetName,
  underCover,
} from '../../src/rules/index.js';
import { position24 } from '../rules/2024-12/_helpers/position.js';
import { expectLegalToTheEnd, playTwo } from './_helpers/legal-to-the-end.js';

// The bots play 2024-12 (docs/bots.md): every action legal, games that end, and valuations that
// follow 2024-12's rules: facing, Fortifications on edges, the Medic, the cannon's power.

const RULESET: RulesetName = '2024-12';

describe('the bots play 2024-12 legally', () => {
  it('randomBot: two players, and three on two planets', () => {
    expectLegalToTheEnd(randomBot, { players: 2, turnLimit: 80, ruleset: RULESET }, 1);
    expectLegalToTheEnd(randomBot, { players: 3, planets: 2, turnLimit: 80, ruleset: RULESET }, 2);
  });

  it('greedyBot: two and three players', () => {
    expectLegalToTheEnd(greedyBot, { players: 2, turnLimit: 60, ruleset: RULESET }, 4);
    expectLegalToTheEnd(greedyBot, { players: 3, turnLimit: 30, ruleset: RULESET }, 5);
  });

  it('mctsBot: a short two-player game at 100 iterations', () => {
    expectLegalToTheEnd(
      mctsBot({ iterations: 100, seed: 6 }),
      { players: 2, turnLimit: 30, ruleset: RULESET },
      6,
    );
  });

  it('greedyBot beats randomBot in at least 8 of 10 games', () => {
    // Act
    let wins = 0;
    for (let seed = 0; seed < 10; seed++) {
      const greedyFirst = seed % 2 === 0;
      const winners = greedyFirst
        ? playTwo(greedyBot, randomBot, seed, 200, RULESET)
        : playTwo(randomBot, greedyBot, seed, 200, RULESET);
      if (winners.length === 1 && winners[0] === (greedyFirst ? 0 : 1)) wins++;
    }

    // Assert
    expect(wins).toBeGreaterThanOrEqual(8);
  });
});

describe('greedyBot in 2024-12', () => {
  it('R56, R59: fortifies the last open edge of the HQ its Rover stands on, then builds', () => {
    // Arrange: HQ 64's playable neighbours are 49, 68, 74 and 54 (82 is off the board); p0 holds
    // three of its edges, its Rover on 64 facing 49.
    const three = position24('p0: r1@64>49 f@64/68 f@64/74 f@64/54; p1: r2@26>16');
    const four = position24('p0: r1@64>49 f@64/49 f@64/68 f@64/74 f@64/54; p1: r2@26>16');

    // Act
    const first = greedyBot.chooseAction(three, createRng(1));
    const second = greedyBot.chooseAction(four, createRng(1));

    // Assert
    expect(first).toEqual({ type: 'fortify', rover: 1, space: 49 });
    expect(second).toMatchObject({ type: 'build', structure: 'factory', space: 64, moveTo: 49 });
  });

  it('R53, R55: turns a Rover that faces away from the enemy towards it before moving', () => {
    // Arrange: r1 on triangle 6 faces 1; the enemy Rover on 40 is out of range, 2 actions away
    // (`actionsToRange`), 1 after turning left to face 15.
    const state = position24('p0: r1@6>1; p1: r2@40>35');

    // Act
    const action = greedyBot.chooseAction(state, createRng(1));

    // Assert
    expect(actionsToRange(6, 1, 40)).toBe(2);
    expect(action).toEqual({ type: 'turn', rover: 1, direction: 'left' });
    const after = applyAction(state, action, createRng(1));
    expect(after.rovers.find((r) => r.id === 1)!.facing).toBe(15);
    expect(actionsToRange(6, 15, 40)).toBe(1);
  });
});

describe('valuations in 2024-12', () => {
  it('R53–R55: closing in counts Moves and Turns: a Rover facing its enemy is worth more', () => {
    // Arrange: the same Rover on 26, facing towards the enemy on 40 (16) or away (41).
    const toward = position24('p0: r1@26>16; p1: r2@40>35');
    const away = position24('p0: r1@26>41; p1: r2@40>35');

    // Act, Assert
    expect(actionsToRange(26, 16, 40)).toBe(2);
    expect(actionsToRange(26, 41, 40)).toBe(4);
    expect(evaluate(toward, 0) - evaluate(away, 0)).toBeCloseTo(2 * WEIGHTS.approach);
  });

  it('R59: building progress is the share of an empty HQ’s edges the player holds', () => {
    // Arrange: HQ 64 (4 playable edges): none, two, or two and an enemy Fortification on a third.
    const none = position24('p0: r1@6>1; p1: r2@26>16');
    const two = position24('p0: r1@6>1 f@64/49 f@64/68; p1: r2@26>16');
    const enemy = position24('p0: r1@6>1 f@64/49 f@64/68; p1: r2@26>16 f@64/74');

    // Act
    const gained = evaluate(two, 0) - evaluate(none, 0);

    // Assert: two Fortifications (1 each) and (2/4)² of the progress.
    expect(gained).toBeCloseTo(2 * WEIGHTS.fortification + WEIGHTS.progress / 4);
    expect(evaluate(enemy, 0)).toBeLessThan(evaluate(two, 0));
  });

  it('R58: a Rover behind its walls is under cover, so the enemy’s shot threatens less', () => {
    // Arrange: r1 on 41 with p1's r2 on 26 next to it; p0 walls 41's three edges, or another
    // edge far away.
    const walled = position24('p0: r1@41>56 f@41/26 f@41/56 f@41/47; p1: r2@26>16', {
      current: 1,
    });
    const open = position24('p0: r1@41>56 f@6/15 f@6/16 f@6/1; p1: r2@26>16', { current: 1 });

    // Act, Assert
    expect(underCover(walled, 1, 0, 26, 41)).toBe(true);
    expect(underCover(open, 1, 0, 26, 41)).toBe(false);
    expect(evaluate(walled, 0)).toBeGreaterThan(evaluate(open, 0));
  });

  it('R63: a Drill Cannon’s power counts, and at full power it threatens Rovers anywhere', () => {
    // Arrange: p1's Rover on 40 is far from every Rover of p0.
    const none = position24('p0: r1@64>49 drillCannon@26; p1: r2@40>35', { current: 1 });
    const two = position24('p0: r1@64>49 drillCannon@26[power=2]; p1: r2@40>35', { current: 1 });
    const full = position24('p0: r1@64>49 drillCannon@26[power=3]; p1: r2@40>35', { current: 1 });

    // Act, Assert
    expect(evaluate(two, 0) - evaluate(none, 0)).toBeCloseTo(2 * WEIGHTS.cannonPower);
    expect(evaluate(full, 1)).toBeLessThan(evaluate(two, 1) - WEIGHTS.cannonPower);
  });

  it('R60, R62: a Building is worth its share of hit points, a Medic as much as a Drill Cannon', () => {
    // Arrange
    const whole = position24('p0: r1@6>1 factory@64; p1: r2@26>16');
    const worn = position24('p0: r1@6>1 factory@64:2; p1: r2@26>16');
    const medic = position24('p0: r1@6>1 medic@64; p1: r2@26>16');
    const cannon = position24('p0: r1@6>1 drillCannon@64; p1: r2@26>16');

    // Act, Assert: three hit points of a Factory, each a fifth of its kind and 4.
    expect(evaluate(whole, 0) - evaluate(worn, 0)).toBeCloseTo(
      3 * (WEIGHTS.building.factory / 5 + WEIGHTS.buildingHp),
    );
    expect(evaluate(medic, 0)).toBeCloseTo(evaluate(cannon, 0));
  });

  it('R63, R65: no orbit plan, since no planet is ever destroyed in 2024-12', () => {
    // Arrange: player 0 has a Rover in orbit, a Space Port and a Drill Cannon.
    const state = position24(
      'p0: r1@orbit r2@6>1 r3@7>1 r4@8>7 r5@9>2 spacePort@26 drillCannon@27[power=3]; p1: r6@40>35',
    );

    // Act, Assert
    expect(planPoints(state)).toEqual([0, 0]);
  });

  it('R59, R64: a Building’s lost hit points are recoverable while its owner holds every edge', () => {
    // Arrange: a Factory at 2 hp on HQ 64, all four playable edges held, or three.
    const ring = position24(
      'p0: r1@6>1 factory@64:2 f@64/49 f@64/68 f@64/74 f@64/54; p1: r2@26>16',
    );
    const gap = position24('p0: r1@6>1 factory@64:2 f@64/49 f@64/68 f@64/74; p1: r2@26>16');

    // Act, Assert
    expect(rebuildPoints(ring)).toEqual([3 * WEIGHTS.buildingHp, 0]);
    expect(rebuildPoints(gap)).toEqual([0, 0]);
  });
});

describe('mctsBot’s blocking points in 2024-12 (block.ts)', () => {
  // HQ 64 has four playable edges (to 49, 68, 74 and 54); 26 is another HQ. Player 1 has no
  // Factory and has walled two edges of the empty HQ 64: a site it could build on again.
  it('R59: a Rover standing on the site blocks the Build, worth BLOCK.rover to a blocker with a Factory', () => {
    // Arrange: p0's Rover on 64, or beside it on 49 facing it.
    const on = position24('p0: r1@64>49 factory@26; p1: r2@40>35 f@64/49 f@64/68');
    const beside = position24('p0: r1@49>64 factory@26; p1: r2@40>35 f@64/49 f@64/68');

    // Act
    const blocked = blockPoints(on);
    const near = blockPoints(beside);

    // Assert: on it, the whole; beside it, some of the closing-in points, less than standing on it.
    expect(blocked).toEqual([BLOCK.rover, 0]);
    expect(near[0]).toBeGreaterThan(0);
    expect(near[0]).toBeLessThan(BLOCK.rover);
    expect(near[1]).toBe(0);
    expect(searchValue(on)[0]).toBeGreaterThan(searchValue(beside)[0]!);
  });

  it('R59: an own Fortification on an edge of the site counts BLOCK.wall × share², the share counting it', () => {
    // Arrange: p0 holds the third edge, 64/74; its only Rover is in orbit (not closing in).
    const walled = position24('p0: r1@orbit factory@26 f@64/74; p1: r2@40>35 f@64/49 f@64/68');

    // Act, Assert: 3 of 4 edges walled.
    const points = blockPoints(walled);
    expect(points[0]).toBeCloseTo(BLOCK.wall * (3 / 4) ** 2);
    expect(points[1]).toBe(0);
  });

  it('only a blocker with a Factory scores, only where the player without one has walled', () => {
    // Arrange: p0 without a Factory on the site; a Factory but the HQ unwalled by p1.
    const noFactory = position24('p0: r1@64>49; p1: r2@40>35 f@64/49 f@64/68');
    const noSite = position24('p0: r1@64>49 factory@26; p1: r2@40>35');

    // Act, Assert
    expect(blockPoints(noFactory)).toEqual([0, 0]);
    expect(blockPoints(noSite)).toEqual([0, 0]);
  });

  it('is zero in the rulesets whose Fortifications stand on spaces', () => {
    for (const ruleset of ['2025-01', '2026-06'] as const) {
      let state = createGame({ players: 2, ruleset }, createRng(3));
      const rng = createRng(4);
      for (let i = 0; i < 60 && state.status !== 'finished'; i++) {
        state = applyAction(state, greedyBot.chooseAction(state, rng), rng);
        expect(blockPoints(state), `${ruleset}, action ${i}`).toEqual([0, 0]);
      }
    }
  });
});
