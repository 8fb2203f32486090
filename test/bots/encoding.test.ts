import { describe, expect, it } from 'vitest';
import {
  actionIds,
  actionSpaceSize,
  decodeAction,
  encodeAction,
  legalActionMask,
  ORBIT_SLOTS,
} from '../../src/bots/encoding.js';
import type { ActionType, GameState } from '../../src/rules/index.js';
import { legalActions, validateAction } from '../../src/rules/index.js';
import { position } from '../rules/_helpers/position.js';
import { biasedChooser, playGame } from '../rules/_helpers/random-game.js';

// The fixed action space (docs/bots.md): every legal action has one id, ids decode back to the
// action, and the mask marks exactly the ids that decode to legal actions.

/** Positions from seeded random games that prefer the rare actions (builds, cannons, orbit). */
function randomPositions(
  games: readonly { seed: number; players: number; planets: number }[],
): GameState[] {
  const states: GameState[] = [];
  for (const { seed, players, planets } of games) {
    playGame({ seed, players, planets, turnLimit: 120 }, biasedChooser(seed), {
      onStep: ({ before }) => states.push(before),
    });
  }
  return states;
}

const GAMES = [
  { seed: 11, players: 2, planets: 1 },
  { seed: 12, players: 3, planets: 2 },
  { seed: 13, players: 2, planets: 1 },
  { seed: 14, players: 4, planets: 3 },
];
const positions = randomPositions(GAMES);

describe('actionSpaceSize', () => {
  it('depends on the planets only: 95 + 6203 per planet', () => {
    // Act, Assert
    expect(actionSpaceSize({ players: 2 })).toBe(6298);
    expect(actionSpaceSize({ players: 6 })).toBe(6298);
    expect(actionSpaceSize({ players: 2, planets: 3 })).toBe(95 + 3 * 6203);
  });

  it('refuses a planet count that is not a positive integer', () => {
    // Act, Assert
    expect(() => actionSpaceSize({ planets: 0 })).toThrow(RangeError);
  });
});

describe('encodeAction and decodeAction over random games', () => {
  it('the games reach every action type but pass', () => {
    // Arrange
    const types = new Set<ActionType>();

    // Act
    for (const state of positions) for (const a of legalActions(state)) types.add(a.type);

    // Assert: every type the encoding has a block for turns up (pass is very rare).
    expect([...types].sort()).toEqual(
      [
        'aim',
        'build',
        'descend',
        'destroy',
        'endTurn',
        'fire',
        'fortify',
        'move',
        'place',
        'produce',
        'ready',
        'repair',
        'save',
        'shoot',
      ].sort(),
    );
  });

  it('every legal action gets a distinct id in range, decoding back to the action', () => {
    for (const state of positions) {
      // Arrange
      const size = actionSpaceSize(state.options);
      const actions = legalActions(state);

      // Act
      const ids = actions.map((a) => encodeAction(state, a));

      // Assert
      expect(new Set(ids).size).toBe(actions.length);
      for (const [i, id] of ids.entries()) {
        expect(id).toBeGreaterThanOrEqual(0);
        expect(id).toBeLessThan(size);
        expect(decodeAction(state, id)).toEqual(actions[i]);
      }
    }
  });

  it('the mask marks exactly the ids of the legal actions', () => {
    for (const state of positions.filter((_, i) => i % 4 === 0)) {
      // Act
      const mask = legalActionMask(state);

      // Assert
      const marked = [...mask.keys()].filter((id) => mask[id] === 1);
      const ids = legalActions(state).map((a) => encodeAction(state, a));
      expect(mask).toHaveLength(actionSpaceSize(state.options));
      expect(marked).toEqual([...ids].sort((a, b) => a - b));
      expect(actionIds(state, legalActions(state))).toEqual(marked); // the engine's listing
    }
  });

  it('mask[id] is 1 exactly when decodeAction(id) is legal, over every id', () => {
    // Arrange: the first position offering each kind of action (every id is validated: slow).
    const kinds: ActionType[] = ['place', 'shoot', 'build', 'descend', 'repair', 'fire', 'endTurn'];
    const some = kinds.map(
      (kind) => positions.find((s) => legalActions(s).some((a) => a.type === kind))!,
    );
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

describe('encoding edge cases', () => {
  it('names the acting Rover by its space: the same id for another Rover there', () => {
    // Arrange: Rover 1 and Rover 9 on space 6 in two positions.
    const a = position('p0: r1@6; p1: r2@40');
    const b = position('p0: r9@6; p1: r2@40');

    // Act
    const idA = encodeAction(a, { type: 'move', rover: 1, to: 1 });
    const idB = encodeAction(b, { type: 'move', rover: 9, to: 1 });

    // Assert
    expect(idA).toBe(idB);
    expect(decodeAction(b, idA)).toEqual({ type: 'move', rover: 9, to: 1 });
  });

  it('names Rovers in orbit by rank: the first ORBIT_SLOTS of them', () => {
    // Arrange: nine Rovers in orbit; the ninth has no descent ids.
    const rovers = Array.from({ length: 9 }, (_, i) => `r${i + 1}@orbit`).join(' ');
    const state = position(`p0: ${rovers}; p1: r20@40`);
    const ninth = legalActions(state).filter((a) => a.type === 'descend' && a.rover === 9);

    // Act
    const mask = legalActionMask(state);
    const marked = mask.reduce((n, v) => n + v, 0);

    // Assert
    expect(ORBIT_SLOTS).toBe(8);
    expect(ninth.length).toBeGreaterThan(0);
    expect(marked).toBe(legalActions(state).length - ninth.length);
    expect(() => encodeAction(state, ninth[0]!)).toThrow(RangeError);
  });

  it('decodes an id naming an empty space to an illegal action on a Rover that does not exist', () => {
    // Arrange: nobody on space 7.
    const state = position('p0: r1@6; p1: r2@40');
    const probe = position('p0: r1@7; p1: r2@40');
    const id = encodeAction(probe, legalActions(probe).find((a) => a.type === 'move')!);

    // Act
    const action = decodeAction(state, id);

    // Assert
    expect(action).toMatchObject({ type: 'move', rover: state.nextRoverId });
    expect(validateAction(state, action).ok).toBe(false);
  });

  it('refuses ids out of range and actions it cannot name', () => {
    // Arrange
    const state = position('p0: r1@6; p1: r2@40');

    // Act, Assert
    expect(() => decodeAction(state, -1)).toThrow(RangeError);
    expect(() => decodeAction(state, actionSpaceSize(state.options))).toThrow(RangeError);
    expect(() => decodeAction(state, 1.5)).toThrow(RangeError);
    expect(() => encodeAction(state, { type: 'move', rover: 2, to: 41 })).toThrow(RangeError);
    expect(() => encodeAction(state, { type: 'move', rover: 1, to: 40 })).toThrow(RangeError);
  });
});
