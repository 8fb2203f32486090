import { describe, expect, it } from 'vitest';
import {
  type Action,
  type ActionOutcome,
  actionOutcomes,
  applyAction,
  type GameState,
  scriptedRng,
  shotOdds,
} from '../../../src/rules/index.js';
import { position24 } from './_helpers/position.js';

// actionOutcomes and shotOdds for 2024-12's dice: a shot at a Rover rolls to hit (3+, or 4+
// under cover, R58) then to damage (3+, R4); a shot at a Fortification or Building, and a Fire
// (R63), roll only the damage die. Player 0 shoots from 1; player 1's Rover stands on 2 (3 away),
// under cover when player 1 walls 0/2 and 2/8.

const OPEN = position24('p0: r1@1>7; p1: r2@2>8');
const COVERED = position24('p0: r1@1>7; p1: r2@2>8 f@0/2 f@2/8');
const AT_ROVER: Action = { type: 'shoot', rover: 1, space: 2, target: 'rover' };

function total(outcomes: readonly ActionOutcome[]): number {
  return outcomes.reduce((sum, o) => sum + o.probability, 0);
}

/** Each outcome's dice, replayed, give its state exactly. */
function expectReproducible(state: GameState, action: Action, outcomes: readonly ActionOutcome[]) {
  for (const o of outcomes) {
    const replayed = applyAction(state, action, scriptedRng(o.dice));
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(o.state));
  }
}

const summary = (outcomes: readonly ActionOutcome[]) =>
  outcomes.map((o) => ({
    p: o.probability,
    dice: o.dice,
    events: o.state.last!.events.map((e) => e.type),
  }));

describe('2024-12 actionOutcomes and shotOdds', () => {
  it('R57, R4: a shot at a Rover in the open: miss 2/6, no damage 4/6 × 2/6, damage 4/6 × 4/6', () => {
    // Act
    const outcomes = actionOutcomes(OPEN, AT_ROVER);

    // Assert
    expect(summary(outcomes)).toEqual([
      { p: 2 / 6, dice: [1], events: ['miss'] },
      { p: (4 / 6) * (2 / 6), dice: [3, 1], events: ['noDamage'] },
      { p: (4 / 6) * (4 / 6), dice: [3, 3], events: ['damaged'] },
    ]);
    expect(total(outcomes)).toBeCloseTo(1, 12);
    expectReproducible(OPEN, AT_ROVER, outcomes);
    expect(shotOdds(OPEN, AT_ROVER)).toEqual({ hitOn: 3, damageOn: 3, cover: false, distance: 3 });
  });

  it('R58, R4: under cover the hit needs 4+: miss 3/6, no damage 3/6 × 2/6, damage 3/6 × 4/6', () => {
    // Act
    const outcomes = actionOutcomes(COVERED, AT_ROVER);

    // Assert
    expect(summary(outcomes)).toEqual([
      { p: 3 / 6, dice: [1], events: ['miss'] },
      { p: (3 / 6) * (2 / 6), dice: [4, 1], events: ['noDamage'] },
      { p: (3 / 6) * (4 / 6), dice: [4, 3], events: ['damaged'] },
    ]);
    expect(total(outcomes)).toBeCloseTo(1, 12);
    expectReproducible(COVERED, AT_ROVER, outcomes);
    expect(shotOdds(COVERED, AT_ROVER)).toEqual({
      hitOn: 4,
      damageOn: 3,
      cover: true,
      distance: 3,
    });
  });

  it('R57, R4: a shot at an edge Fortification rolls only to damage: kept 2/6, destroyed 4/6', () => {
    // Arrange
    const shot: Action = { type: 'shoot', rover: 1, space: 0, target: 'fortification', across: 2 };

    // Act
    const outcomes = actionOutcomes(COVERED, shot);

    // Assert
    expect(summary(outcomes)).toEqual([
      { p: 2 / 6, dice: [1], events: ['noDamage'] },
      { p: 4 / 6, dice: [3], events: ['destroyed'] },
    ]);
    expectReproducible(COVERED, shot, outcomes);
    expect(shotOdds(COVERED, shot)).toEqual({
      hitOn: null,
      damageOn: 3,
      cover: false,
      distance: 2,
    });
  });

  it('R63, R4: a Fire rolls one damage die: 2/6 no damage, 4/6 a hit point off; power is 0 in both', () => {
    // Arrange
    const state = position24('p0: r1@1>7 drillCannon@26[power=3]; p1: r2@2>8 f@0/2 f@2/8');
    const fire: Action = { type: 'fire', space: 2, target: 'rover' };

    // Act
    const outcomes = actionOutcomes(state, fire);

    // Assert
    expect(summary(outcomes)).toEqual([
      { p: 2 / 6, dice: [1], events: ['noDamage'] },
      { p: 4 / 6, dice: [3], events: ['damaged'] },
    ]);
    for (const o of outcomes) {
      expect(o.state.last!.dice.map((d) => d.purpose)).toEqual(['damage']);
      expect(o.state.buildings[0]).toMatchObject({ structure: 'drillCannon', power: 0 });
    }
    expectReproducible(state, fire, outcomes);
  });

  it('R63: a Fire that can destroy the last Rover has two outcomes, one of them ending the game', () => {
    // Arrange
    const state = position24('p0: r1@1>7 drillCannon@26[power=3]; p1: r2@2>8:1');

    // Act
    const outcomes = actionOutcomes(state, { type: 'fire', space: 2, target: 'rover' });

    // Assert
    expect(outcomes.map((o) => [o.probability, o.state.status, o.state.winners])).toEqual([
      [2 / 6, 'playing', []],
      [4 / 6, 'finished', [0]],
    ]);
  });

  it('R55, R63: an action without dice has one outcome: a Turn, a Power up', () => {
    // Arrange
    const state = position24('p0: r1@1>7 drillCannon@26; p1: r2@2>8');

    // Act
    const turned = actionOutcomes(state, { type: 'turn', rover: 1, direction: 'left' });
    const powered = actionOutcomes(state, { type: 'powerUp' });

    // Assert
    expect(turned.map((o) => [o.probability, o.dice])).toEqual([[1, []]]);
    expect(powered.map((o) => [o.probability, o.dice])).toEqual([[1, []]]);
    expect(powered[0]!.state.buildings[0]).toMatchObject({ power: 1 });
  });

  it('R63: shotOdds takes a shot, not a Fire (MALFORMED_ACTION)', () => {
    // Arrange
    const state = position24('p0: r1@1>7 drillCannon@26[power=3]; p1: r2@2>8');

    // Act
    const odds = () => shotOdds(state, { type: 'fire', space: 2, target: 'rover' });

    // Assert
    expect(odds).toThrow(/shotOdds takes a shot, not fire/);
  });
});
