import { describe, expect, it } from 'vitest';
import {
  type Action,
  type ActionOutcome,
  actionOutcomes,
  applyAction,
  DiceError,
  type GameState,
  scriptedRng,
} from '../../../src/rules/index.js';
import { position26 } from './_helpers/position.js';

// actionOutcomes for 2026-06 actions (rulings R35, R45–R47): every outcome with its exact
// probability and dice that reproduce it. A Fire's outcomes are told apart by the position
// they lead to (the state but `last`), not by the order of its hits.

const KEEP0 = 'factory@62 r9@70';
const KEEP1 = 'factory@64 r8@75';

function total(outcomes: readonly ActionOutcome[]): number {
  return outcomes.reduce((sum, o) => sum + o.probability, 0);
}

function positionKey(state: GameState): string {
  return JSON.stringify({ ...state, last: null });
}

/** Each outcome's dice, replayed, give its state exactly. */
function expectReproducible(state: GameState, action: Action, outcomes: readonly ActionOutcome[]) {
  for (const o of outcomes) {
    const replayed = applyAction(state, action, scriptedRng(o.dice));
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(o.state));
  }
}

/**
 * The slow, obviously right enumeration by position: every die sequence, damage dice by their
 * two classes (faces 1–2 and 3–6, the only threshold a Fire's damage has), every other die by
 * each of its six faces.
 */
function bruteForce(state: GameState, action: Action): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (dice: number[], p: number): void => {
    let next: GameState;
    try {
      next = applyAction(state, action, scriptedRng(dice), { freeze: false });
    } catch (e) {
      if (!(e instanceof DiceError) || e.code !== 'DICE_EXHAUSTED') throw e;
      // Which die comes next? Try a 1 to learn its purpose.
      const probe = applyPadded(state, action, [...dice, 1]);
      const purpose = probe.last!.dice[dice.length]!.purpose;
      if (purpose === 'damage') {
        walk([...dice, 1], (p * 2) / 6);
        walk([...dice, 3], (p * 4) / 6);
      } else {
        for (let face = 1; face <= 6; face++) walk([...dice, face], p / 6);
      }
      return;
    }
    const key = positionKey(next);
    out.set(key, (out.get(key) ?? 0) + p);
  };
  walk([], 1);
  return out;
}

/** Applies with `dice`, then 1s for as long as the action wants more. */
function applyPadded(state: GameState, action: Action, dice: number[]): GameState {
  for (let extra = 0; ; extra++) {
    try {
      return applyAction(state, action, scriptedRng([...dice, ...new Array(extra).fill(1)]), {
        freeze: false,
      });
    } catch (e) {
      if (!(e instanceof DiceError)) throw e;
    }
  }
}

function byPosition(outcomes: readonly ActionOutcome[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const o of outcomes)
    out.set(positionKey(o.state), (out.get(positionKey(o.state)) ?? 0) + o.probability);
  return out;
}

function expectSameDistribution(a: Map<string, number>, b: Map<string, number>) {
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [key, p] of a) expect(b.get(key)!).toBeCloseTo(p, 12);
}

describe('2026-06 outcomes of a shot (R35, R47)', () => {
  it('R35: a covered Rover: miss 3/6, no damage 3/6·3/6, damage 3/6·3/6; each outcome reproducible', () => {
    // Arrange
    const state = position26(`p0: r1@35 ${KEEP0}; p1: r2@40 f@55 ${KEEP1}`);
    const shot: Action = { type: 'shoot', rover: 1, space: 40, target: 'rover' };

    // Act
    const outcomes = actionOutcomes(state, shot);

    // Assert
    expect(outcomes.map((o) => [o.dice, o.probability])).toEqual([
      [[1], 3 / 6],
      [[4, 1], (3 / 6) * (3 / 6)],
      [[4, 4], (3 / 6) * (3 / 6)],
    ]);
    expect(total(outcomes)).toBeCloseTo(1, 15);
    expectReproducible(state, shot, outcomes);
  });

  it('R46: a shot at a ready cannon: the explosion die makes outcomes of its own', () => {
    // Arrange: p1's ready cannon on 30 with 1 hit point; p0's Rover next to it on 40.
    const state = position26(`p0: r1@40 ${KEEP0}; p1: drillCannon@30:1[ready] ${KEEP1}`);
    const shot: Action = { type: 'shoot', rover: 1, space: 30, target: 'building' };

    // Act
    const outcomes = actionOutcomes(state, shot);

    // Assert: no damage 2/6; destroyed and no explosion 4/6·2/6; exploded 4/6·4/6.
    expect(outcomes.map((o) => [o.dice, o.probability])).toEqual([
      [[1], 2 / 6],
      [[3, 1], (4 / 6) * (2 / 6)],
      [[3, 3], (4 / 6) * (4 / 6)],
    ]);
    expectReproducible(state, shot, outcomes);
  });
});

describe('2026-06 outcomes of a Fire (R45, R46)', () => {
  it('R45: a Fire at a Rover with 2 hit points: the brute-force distribution, summing to 1, each outcome reproducible', () => {
    // Arrange: 5 firings already, so the planet roll matters.
    const base = position26(`p0: drillCannon@26[aim=40] ${KEEP0}; p1: r2@40:2 ${KEEP1}`);
    const state = { ...base, planets: [{ ...base.planets[0]!, cannonShots: 5 }] };
    const fire: Action = { type: 'fire', planet: 0 };

    // Act
    const outcomes = actionOutcomes(state, fire);

    // Assert
    expect(total(outcomes)).toBeCloseTo(1, 12);
    expectSameDistribution(bruteForce(state, fire), byPosition(outcomes));
    expect(outcomes.length).toBe(byPosition(outcomes).size);
    expectReproducible(state, fire, outcomes);
  });

  it('R45, R46: a cannon firing at its own HQ (2 hit points), a Rover next to it: explosions are exact too', () => {
    // Arrange
    const state = position26(`p0: drillCannon@26:2[aim=26] ${KEEP0}; p1: r2@16:1 ${KEEP1}`);
    const fire: Action = { type: 'fire', planet: 0 };

    // Act
    const outcomes = actionOutcomes(state, fire);

    // Assert
    expect(total(outcomes)).toBeCloseTo(1, 12);
    expectSameDistribution(bruteForce(state, fire), byPosition(outcomes));
    expectReproducible(state, fire, outcomes);
    const exploded = outcomes.filter((o) => !o.state.rovers.some((r) => r.id === 2));
    // P(cannon destroyed) · 4/6: destroyed within N hits needs 2 damages among them.
    let destroyed = 0;
    for (let n = 1; n <= 6; n++)
      destroyed += (1 - (2 / 6) ** n - n * (4 / 6) * (2 / 6) ** (n - 1)) / 6;
    expect(total(exploded)).toBeCloseTo(destroyed * (4 / 6), 12);
  });

  it('R45: a Fire at a Rover on its own Fortification (12 damage dice at most): 8 outcomes, exact', () => {
    // Arrange: a Rover with 3 hit points on its own Fortification: 6 hits would be 12 damage dice.
    const state = position26(`p0: drillCannon@26[aim=40] ${KEEP0}; p1: r2@40 f@40 ${KEEP1}`);
    const fire: Action = { type: 'fire', planet: 0 };

    // Act
    const outcomes = actionOutcomes(state, fire);

    // Assert: Rover hp 3, 2, 1 or gone, times the Fortification kept or gone, times the planet
    // (1 firing: 2d6 is never below 1).
    expect(outcomes.length).toBe(8);
    expect(total(outcomes)).toBeCloseTo(1, 12);
    expectReproducible(state, fire, outcomes);
    // The Fortification survives only if every one of its N dice fails: Σ (1/6)(2/6)^N.
    let kept = 0;
    for (let n = 1; n <= 6; n++) kept += (2 / 6) ** n / 6;
    const fortKept = outcomes.filter((o) => o.state.planets[0]!.fortifications[40] === 1);
    expect(total(fortKept)).toBeCloseTo(kept, 12);
  });
});
