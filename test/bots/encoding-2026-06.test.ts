import { describe, expect, it } from 'vitest';
import {
  actionIds,
  actionSpaceSize,
  decodeAction,
  encodeAction,
  legalActionMask,
} from '../../src/bots/encoding.js';
import type { Action, ActionType, GameState } from '../../src/rules/index.js';
import { validateAction } from '../../src/rules/index.js';
import { type Chooser, chooserRandom, playGame } from '../rules/_helpers/random-game.js';

// The 2026-06 action space (docs/bots.md, "2026-06 layout"): every legal action of every step of
// random 2026-06 games has one id, decodes back to itself, and the mask is the legal list.

/** Prefers the rarer types (build, orbit, decommission, cannon and Factory actions, Fortify). */
function rareFirst(seed: number): Chooser {
  const random = chooserRandom(seed);
  const common: readonly ActionType[] = ['move', 'shoot', 'endTurn'];
  return (actions) => {
    const rare = actions.flatMap((a, i) => (common.includes(a.type) ? [] : [i]));
    if (rare.length > 0 && random() < 0.7) return rare[Math.floor(random() * rare.length)]!;
    return Math.floor(random() * actions.length);
  };
}

const GAMES = [
  { seed: 21, players: 2 },
  { seed: 22, players: 2 },
  { seed: 23, players: 4 },
  { seed: 24, players: 6 },
];

const steps: { state: GameState; actions: readonly Action[] }[] = [];
for (const { seed, players } of GAMES) {
  playGame({ seed, players, planets: 1, turnLimit: 60, ruleset: '2026-06' }, rareFirst(seed), {
    onStep: ({ before, actions }) => steps.push({ state: before, actions }),
  });
}

describe('actionSpaceSize in 2026-06', () => {
  it('has its own layout: 5 + 6199 per planet, planets from the players when omitted', () => {
    // Act, Assert
    expect(actionSpaceSize({ players: 2, ruleset: '2026-06' })).toBe(5 + 6199);
    expect(actionSpaceSize({ players: 4, ruleset: '2026-06' })).toBe(5 + 2 * 6199);
    expect(actionSpaceSize({ players: 6, ruleset: '2026-06' })).toBe(5 + 3 * 6199);
    expect(actionSpaceSize({ players: 6, planets: 3, ruleset: '2026-06' })).toBe(5 + 3 * 6199);
    expect(actionSpaceSize({ players: 2, ruleset: '2025-01' })).toBe(6298);
  });
});

describe('encodeAction, decodeAction and legalActionMask over random 2026-06 games', () => {
  it('the games reach the 2026-06 action types', () => {
    // Arrange
    const types = new Set<ActionType>();

    // Act
    for (const { actions } of steps) for (const a of actions) types.add(a.type);

    // Assert: the new and changed types turn up (what the rules list so far).
    for (const type of ['place', 'choose', 'move', 'fortify', 'build', 'decommission'] as const) {
      expect(types).toContain(type);
    }
    expect(types).not.toContain('destroy');
  });

  it('every legal action of every step round-trips, and the mask equals the legal list', () => {
    for (const { state, actions } of steps) {
      // Act
      const ids = actions.map((a) => encodeAction(state, a));
      const mask = legalActionMask(state);

      // Assert
      const size = actionSpaceSize(state.options);
      expect(mask).toHaveLength(size);
      expect(new Set(ids).size).toBe(actions.length);
      for (const [i, id] of ids.entries()) {
        expect(id).toBeGreaterThanOrEqual(0);
        expect(id).toBeLessThan(size);
        expect(decodeAction(state, id)).toEqual(actions[i]);
      }
      const marked = [...mask.keys()].filter((id) => mask[id] === 1);
      expect(marked).toEqual([...ids].sort((a, b) => a - b));
      expect(actionIds(state, actions)).toEqual(marked); // the engine's listing
    }
  });

  it('mask[id] is 1 exactly when decodeAction(id) is legal, over every id', () => {
    // Arrange: the first position offering each kind of action (every id validated: slow).
    const kinds: ActionType[] = ['place', 'choose', 'build', 'orbit', 'decommission', 'produce'];
    const some = kinds.flatMap((kind) => {
      const found = steps.find((s) => s.actions.some((a) => a.type === kind));
      return found ? [found.state] : [];
    });
    for (const state of some) {
      const mask = legalActionMask(state);

      // Act, Assert
      for (let id = 0; id < mask.length; id++) {
        const legal = validateAction(state, decodeAction(state, id)).ok;
        if (legal !== (mask[id] === 1)) {
          expect.fail(`id ${id}: ${JSON.stringify(decodeAction(state, id))} legal=${legal}`);
        }
      }
    }
  });

  it('refuses what 2026-06 does not have', () => {
    // Arrange
    const state = steps.find((s) => s.state.status === 'playing')!.state;

    // Act, Assert
    expect(() => encodeAction(state, { type: 'destroy', structure: 'factory' })).toThrow(
      RangeError,
    );
    expect(() =>
      encodeAction(state, { type: 'build', structure: 'factory', planet: 0, space: 1, moveTo: 6 }),
    ).toThrow(RangeError);
  });
});
