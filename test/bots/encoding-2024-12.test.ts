import { describe, expect, it } from 'vitest';
import { board, facingsAhead } from '../../src/board/index.js';
import {
  actionSpaceSize,
  decodeAction,
  encodeAction,
  legalActionMask,
} from '../../src/bots/encoding.js';
import type { Action, ActionType, GameState } from '../../src/rules/index.js';
import { validateAction } from '../../src/rules/index.js';
import { biasedChooser, type Preference, playGame } from '../rules/_helpers/random-game.js';
import { position24 } from '../rules/2024-12/_helpers/position.js';

// The 2024-12 action space (docs/bots.md, "2024-12 layout"): every legal action of every step of
// random 2024-12 games has one id, decodes back to itself, and the mask is the legal list.

/** The rarer 2024-12 actions, preferred so that random games build, produce, heal and fire. */
const RARE: readonly Preference[] = [
  'build',
  'powerUp',
  'fire',
  'enterOrbit',
  'descend',
  'produce',
  'heal',
  'fortify',
  'destroy',
];

const GAMES = [
  { seed: 41, players: 2, planets: 1 },
  { seed: 42, players: 3, planets: 2 },
  { seed: 43, players: 2, planets: 2 },
];

const steps: { state: GameState; actions: readonly Action[] }[] = [];
for (const { seed, players, planets } of GAMES) {
  playGame(
    { seed, players, planets, turnLimit: 150, ruleset: '2024-12' },
    biasedChooser(seed, RARE, 0.7),
    { onStep: ({ before, actions }) => steps.push({ state: before, actions }) },
  );
}

const PLAYABLE = board.playableSpaces;

describe('actionSpaceSize in 2024-12', () => {
  it('R50: has its own layout, 262 + 10,067 per planet; 2025-01 and 2026-06 keep theirs', () => {
    // Act, Assert
    expect(actionSpaceSize({ players: 2, ruleset: '2024-12' })).toBe(262 + 10_067);
    expect(actionSpaceSize({ players: 3, planets: 2, ruleset: '2024-12' })).toBe(262 + 2 * 10_067);
    expect(actionSpaceSize({ players: 2, ruleset: '2025-01' })).toBe(6298);
    expect(actionSpaceSize({ players: 2, ruleset: '2026-06' })).toBe(6204);
  });
});

describe('the 2024-12 layout', () => {
  it('R52–R55: a Move is the Rover’s space and which facing ahead it takes; a Turn its direction', () => {
    // Arrange: r1 on HQ 26 facing 41.
    const state = position24('p0: r1@26>41; p1: r2@40>35');
    const [left, right] = facingsAhead(26, 41);
    const at = PLAYABLE.indexOf(26);

    // Act, Assert: the move block starts at 55, 3 choices a space; the turn block at 10,170, 2.
    expect(encodeAction(state, { type: 'move', rover: 1, to: 41, facing: left! })).toBe(
      55 + at * 3,
    );
    expect(encodeAction(state, { type: 'move', rover: 1, to: 41, facing: right! })).toBe(
      55 + at * 3 + 1,
    );
    expect(decodeAction(state, 55 + at * 3 + 2)).toEqual({ type: 'move', rover: 1, to: 41 });
    expect(encodeAction(state, { type: 'turn', rover: 1, direction: 'right' })).toBe(
      10_170 + at * 2 + 1,
    );
    expect(decodeAction(state, 10_170 + at * 2)).toEqual({
      type: 'turn',
      rover: 1,
      direction: 'left',
    });
  });

  it('R57, R63: a shot names an edge in range by its rank, Fire any edge by its id', () => {
    // Arrange: p1's Fortifications on 41/56 (next to r1 on 26) and 40/55 (out of its range);
    // p0's cannon is powered up.
    const state = position24('p0: r1@26>41 drillCannon@28[power=3]; p1: r2@40>35 f@41/56 f@40/55');
    const near: Action = {
      type: 'shoot',
      rover: 1,
      space: 41,
      target: 'fortification',
      across: 56,
    };
    const far: Action = { type: 'shoot', rover: 1, space: 40, target: 'fortification', across: 55 };
    const fire: Action = { type: 'fire', space: 40, target: 'fortification', across: 55 };

    // Act
    const mask = legalActionMask(state);
    const nearId = encodeAction(state, near);
    const fireId = encodeAction(state, fire);

    // Assert: the shot lies after r1's 20 × 2 Rover and Building ranks; the Fire after the 76
    // Rover targets, at the edge's id.
    const base = 663 + PLAYABLE.indexOf(26) * 80;
    expect(nearId).toBeGreaterThanOrEqual(base + 40);
    expect(nearId).toBeLessThan(base + 80);
    const edge = board.edges.findIndex((e) => e.spaces[0] === 40 && e.spaces[1] === 55);
    expect(fireId).toBe(9940 + 76 + edge);
    expect(mask[nearId]).toBe(1);
    expect(mask[fireId]).toBe(1);
    expect(decodeAction(state, fireId)).toEqual(fire);
    expect(validateAction(state, far).ok).toBe(false);
    expect(() => encodeAction(state, far)).toThrow(/out of shooting range/);
  });

  it('refuses what 2024-12 does not have, and actions it cannot name', () => {
    // Arrange
    const state = position24('p0: r1@26>41 factory@28; p1: r2@40>35');

    // Act, Assert
    for (const action of [
      { type: 'repair', rover: 1 },
      { type: 'save' },
      { type: 'endTurn' },
      { type: 'ready' },
      { type: 'build', structure: 'treasury', planet: 0, space: 29 },
      { type: 'move', rover: 1, to: 16, facing: 6 },
      { type: 'move', rover: 1, to: 41, facing: 26 },
    ] as Action[]) {
      expect(() => encodeAction(state, action)).toThrow(RangeError);
    }
  });
});

describe('encodeAction, decodeAction and legalActionMask over random 2024-12 games', () => {
  it('the games reach every 2024-12 action type', () => {
    // Arrange
    const types = new Set<ActionType>();

    // Act
    for (const { actions } of steps) for (const a of actions) types.add(a.type);

    // Assert
    for (const type of [
      'place',
      'move',
      'turn',
      'fortify',
      'shoot',
      'build',
      'descend',
      'produce',
      'heal',
      'powerUp',
      'fire',
      'destroy',
    ] as const) {
      expect(types).toContain(type);
    }
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
        // Key order too: the engine writes decoded actions as JSON.
        expect(JSON.stringify(decodeAction(state, id))).toBe(JSON.stringify(actions[i]));
      }
      const marked = [...mask.keys()].filter((id) => mask[id] === 1);
      expect(marked).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it('mask[id] is 1 exactly when decodeAction(id) is legal, over every id', () => {
    // Arrange: the first position offering each kind of action (every id validated: slow).
    const kinds: ActionType[] = [
      'place',
      'build',
      'descend',
      'produce',
      'heal',
      'powerUp',
      'fire',
      'destroy',
    ];
    const some = kinds.flatMap((kind) => {
      const found = steps.find((s) => s.actions.some((a) => a.type === kind));
      return found ? [found.state] : [];
    });
    // A move into orbit (no facing) too.
    const orbit = steps.find((s) =>
      s.actions.some((a) => a.type === 'move' && a.facing === undefined),
    );
    if (orbit) some.push(orbit.state);
    expect(some.length).toBe(kinds.length + 1);
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
});
