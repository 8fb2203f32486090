import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  DiceError,
  type GameState,
  IllegalActionError,
  legalActions,
  scriptedRng,
} from '../../src/rules/index.js';
import { type ActionOutcome, actionOutcomes } from '../../src/rules/outcomes.js';
import { rejection } from './_helpers/illegal.js';
import { withPlanet } from './_helpers/play.js';
import { position } from './_helpers/position.js';
import { biasedChooser, playGame } from './_helpers/random-game.js';

// actionOutcomes makes an action's chance explicit (rulings R3, R4, R10, R24): every outcome
// with its probability and the dice that produce it.

/** What an outcome did, for readable expectations: its event types. */
function events(outcome: ActionOutcome): string {
  return outcome.state.last!.events.map((e) => e.type).join(',');
}

function total(outcomes: readonly ActionOutcome[]): number {
  return outcomes.reduce((sum, o) => sum + o.probability, 0);
}

/** The state and what happened, without the dice faces: how outcomes are told apart. */
function key(state: GameState): string {
  const last = state.last!;
  return JSON.stringify({
    ...state,
    last: {
      ...last,
      dice: undefined,
      events: last.events.map((e) => (e.type === 'planetDestroyed' ? { ...e, total: 0 } : e)),
    },
  });
}

/**
 * The slow, obviously right enumeration: every sequence of faces 1..6, extended whenever the
 * scripted dice run out, grouped by `key`. Probabilities by outcome key.
 */
function bruteForce(state: GameState, action: Action): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (dice: number[], p: number): void => {
    try {
      const next = applyAction(state, action, scriptedRng(dice), { freeze: false });
      out.set(key(next), (out.get(key(next)) ?? 0) + p);
    } catch (e) {
      if (!(e instanceof DiceError) || e.code !== 'DICE_EXHAUSTED') throw e;
      for (let face = 1; face <= 6; face++) walk([...dice, face], p / 6);
    }
  };
  walk([], 1);
  return out;
}

const SHOOT_ROVER = { type: 'shoot', rover: 1, space: 1, target: 'rover' } as const;

describe('actionOutcomes: shots (R3, R4)', () => {
  it('R4: a shot at a Rover misses 2/6, hits without damage 2/9, damages 4/9', () => {
    // Arrange: Rover 1 on 6 shoots Rover 2 on the next space, no cover.
    const state = position('p0: r1@6; p1: r2@1 r3@40');

    // Act
    const outcomes = actionOutcomes(state, SHOOT_ROVER);

    // Assert
    expect(outcomes.map((o) => [events(o), o.probability, o.dice])).toEqual([
      ['miss', 2 / 6, [1]],
      ['noDamage', (4 / 6) * (2 / 6), [3, 1]],
      ['damaged', (4 / 6) * (4 / 6), [3, 3]],
    ]);
  });

  it('R3: under cover a shot at a Rover misses 3/6', () => {
    // Arrange: Rover 2 stands on its owner's Fortification: cover.
    const state = position('p0: r1@6; p1: r2@1:1 f@1 r3@40');

    // Act
    const outcomes = actionOutcomes(state, SHOOT_ROVER);

    // Assert
    expect(outcomes.map((o) => [events(o), o.probability, o.dice])).toEqual([
      ['miss', 3 / 6, [1]],
      ['noDamage', (3 / 6) * (2 / 6), [4, 1]],
      ['destroyed', (3 / 6) * (4 / 6), [4, 3]],
    ]);
  });

  it('R4: a Fortification is hit without a roll: no damage 2/6, destroyed 4/6', () => {
    // Arrange
    const state = position('p0: r1@6; p1: f@1 r3@40');
    const action = { type: 'shoot', rover: 1, space: 1, target: 'fortification' } as const;

    // Act
    const outcomes = actionOutcomes(state, action);

    // Assert
    expect(outcomes.map((o) => [events(o), o.probability, o.dice])).toEqual([
      ['noDamage', 2 / 6, [1]],
      ['destroyed', 4 / 6, [3]],
    ]);
    expect(outcomes[1]!.state.planets[0]!.fortifications[1]).toBeNull();
  });

  it('R14: a shot that destroys the last Rover ends the game in one of its outcomes', () => {
    // Arrange: Rover 2 is player 1's only piece, with 1 hit point.
    const state = position('p0: r1@6; p1: r2@1:1');

    // Act
    const outcomes = actionOutcomes(state, SHOOT_ROVER);

    // Assert
    const last = outcomes.at(-1)!;
    expect(last.state.status).toBe('finished');
    expect(last.state.winners).toEqual([0]);
    expect(outcomes.slice(0, -1).every((o) => o.state.status === 'playing')).toBe(true);
  });
});

describe('actionOutcomes: Fire (R10, R24)', () => {
  it('R24: Fire combines damage to each piece with the planet roll', () => {
    // Arrange: the cannon aims at Rover 2 on its owner's Fortification; 5 shots so far, so
    // the sixth destroys the planet when 2d6 total below 6: 10/36.
    const base = position('p0: r1@6 drillCannon@0[ready,aim=1]; p1: r2@1 f@1 r3@40');
    const state = withPlanet(base, 0, { cannonShots: 5 });

    // Act
    const outcomes = actionOutcomes(state, { type: 'fire' });

    // Assert: 2 × 2 damage results, each with the planet kept or destroyed.
    expect(outcomes).toHaveLength(8);
    expect(total(outcomes)).toBeCloseTo(1, 12);
    const destroyed = outcomes.filter((o) => o.state.planets[0]!.destroyed);
    expect(total(destroyed)).toBeCloseTo(10 / 36, 12);
    const bothDamaged = outcomes.filter((o) => events(o) === 'damaged,destroyed');
    expect(bothDamaged.map((o) => o.probability)).toEqual([(4 / 6) ** 2 * (26 / 36)]);
  });

  it('R10: the first Fire cannot destroy the planet: one outcome per damage result', () => {
    // Arrange: a Fortification alone in the aimed space.
    const state = position('p0: r1@6 drillCannon@0[ready,aim=1]; p1: f@1 r3@40');

    // Act
    const outcomes = actionOutcomes(state, { type: 'fire' });

    // Assert
    expect(outcomes.map((o) => [events(o), o.probability])).toEqual([
      ['noDamage', 2 / 6],
      ['destroyed', 4 / 6],
    ]);
  });
});

describe('actionOutcomes: actions without dice and illegal actions', () => {
  it('an action without dice has one outcome, probability 1, no dice', () => {
    // Arrange
    const state = position('p0: r1@6; p1: r2@40');
    const action = legalActions(state).find((a) => a.type === 'move')!;

    // Act
    const outcomes = actionOutcomes(state, action);

    // Assert
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]!.probability).toBe(1);
    expect(outcomes[0]!.dice).toEqual([]);
    expect(outcomes[0]!.state).toEqual(applyAction(state, action, scriptedRng([])));
  });

  it('throws the IllegalActionError of an illegal action', () => {
    // Arrange
    const state = position('p0: r1@6; p1: r2@40');

    // Act, Assert
    expect(() => actionOutcomes(state, { type: 'fire' })).toThrow(IllegalActionError);
  });

  it.each([
    ['a Fire without a cannon', { type: 'fire' }],
    ['a shot out of range', { type: 'shoot', rover: 1, space: 40, target: 'rover' }],
    ['another player', { type: 'endTurn', player: 1 }],
    ['a malformed action', { type: 'move', rover: 'one' }],
  ])('throws what applyAction throws, and validateAction returns, for %s', (_, action) => {
    // Arrange
    const state = position('p0: r1@6; p1: r2@40');
    const before = JSON.stringify(state);
    const expected = rejection(state, action);

    // Act
    let thrown: unknown;
    try {
      actionOutcomes(state, action as Action);
    } catch (e) {
      thrown = e;
    }

    // Assert
    expect(thrown).toBeInstanceOf(IllegalActionError);
    const error = thrown as IllegalActionError;
    expect([error.code, error.rule, error.message]).toEqual([
      expected.code,
      expected.rule,
      expected.message,
    ]);
    expect(error.action).toBe(action);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('returns frozen states unless asked for { freeze: false }', () => {
    // Arrange
    const state = position('p0: r1@6; p1: r2@1 r3@40');

    // Act
    const frozen = actionOutcomes(state, SHOOT_ROVER);
    const fast = actionOutcomes(state, SHOOT_ROVER, { freeze: false });

    // Assert
    expect(Object.isFrozen(frozen[0]!.state)).toBe(true);
    expect(fast.map((o) => JSON.stringify(o.state))).toEqual(
      frozen.map((o) => JSON.stringify(o.state)),
    );
  });
});

describe('actionOutcomes over random games', () => {
  // Random play that prefers building, cannons and shooting, so that Fire comes up. Up to 40
  // positions of each kind of chance action (shots at each kind of piece, Fire), spread out.
  const byKind = new Map<string, { state: GameState; action: Action }[]>();
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    playGame({ seed, players: 2, planets: 1, turnLimit: 150 }, biasedChooser(seed), {
      onStep: ({ before, actions }) => {
        for (const action of actions) {
          if (action.type !== 'shoot' && action.type !== 'fire') continue;
          const kind = action.type === 'shoot' ? action.target : 'fire';
          byKind.set(kind, [...(byKind.get(kind) ?? []), { state: before, action }]);
        }
      },
    });
  }
  const sample = [...byKind.values()].flatMap((list) =>
    list.filter((_, i) => i % Math.max(1, Math.floor(list.length / 40)) === 0).slice(0, 40),
  );

  it('the sample holds shots at every kind of piece and Fire', () => {
    // Assert
    expect([...byKind.keys()].sort()).toEqual(['building', 'fire', 'fortification', 'rover']);
  });

  it('probabilities sum to 1, each outcome differs, and its dice replay to its state', () => {
    for (const { state, action } of sample) {
      // Act
      const outcomes = actionOutcomes(state, action, { freeze: false });

      // Assert
      expect(total(outcomes)).toBeCloseTo(1, 12);
      expect(outcomes.every((o) => o.probability > 0)).toBe(true);
      expect(new Set(outcomes.map((o) => key(o.state))).size).toBe(outcomes.length);
      for (const o of outcomes) {
        const replayed = applyAction(state, action, scriptedRng(o.dice), { freeze: false });
        expect(JSON.stringify(replayed)).toBe(JSON.stringify(o.state));
      }
    }
  });

  it('agrees with enumerating every die face', () => {
    // Fire into a space with two or three pieces rolls 4 or 5 dice: keep the brute force small.
    const small = sample.filter((_, i) => i % 3 === 0).slice(0, 40);
    for (const { state, action } of small) {
      // Arrange
      const expected = bruteForce(state, action);

      // Act
      const outcomes = actionOutcomes(state, action, { freeze: false });

      // Assert
      expect(outcomes).toHaveLength(expected.size);
      for (const o of outcomes) expect(o.probability).toBeCloseTo(expected.get(key(o.state))!, 12);
    }
  });
});
