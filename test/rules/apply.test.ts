import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/rules/index.js';
import { applyAction, createRng, legalActions, scriptedRng } from '../../src/rules/index.js';
import { fortsAt } from './_helpers/play.js';
import { position } from './_helpers/position.js';
import { position24 } from './2024-12/_helpers/position.js';
import { position26 } from './2026-06/_helpers/position.js';

// A busy position: every action family has something to do. Player 0 has a Rover r3 on the
// north-pole HQ 0 with Fortifications on all its neighbours 1..5, so it can build its Space Port
// there; its Treasury holds a point, so its first action does not end its turn.
const BUSY =
  `p0: r1@16:3 r3@0 r5@orbit ${fortsAt([1, 2, 3, 4, 5])} f@36 factory@26 ` +
  'drillCannon@28[ready,aim=40] treasury@29[points=1]; ' +
  'p1: r2@22:2 f@40 f@41 r4@63 factory@64';

/** Every object and array reachable from `value` that is not frozen, by path. */
function unfrozen(value: unknown, path = 'state'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const here = Object.isFrozen(value) ? [] : [path];
  return here.concat(Object.entries(value).flatMap(([k, v]) => unfrozen(v, `${path}.${k}`)));
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The same action with its keys in reverse order and the acting player named. */
function scrambled(action: Action, player: number): Action {
  return { player, ...Object.fromEntries(Object.entries(action).reverse()) } as Action;
}

describe('applyAction (state-format, R4, R23)', () => {
  it.each([
    ['frozen states (the default)', undefined],
    ['{ freeze: false }', { freeze: false }],
  ] as const)(
    'state-format: applyAction never changes the state it is given, with %s',
    (_what, options) => {
      // Arrange: at the start of a turn, and mid-turn with a Treasury point to spend.
      const states = [position(BUSY), position(BUSY, { actionsThisTurn: 1 })];

      for (const state of states) {
        const snapshot = JSON.stringify(state);
        const actions = legalActions(state);
        expect(actions.length).toBeGreaterThan(100);

        // Act
        for (const [i, action] of actions.entries()) {
          applyAction(state, action, createRng(i), options);
        }

        // Assert
        expect(JSON.stringify(state)).toBe(snapshot);
      }
    },
  );

  it('state-format: applyAction works on a deep-frozen state, so it never writes to its input', () => {
    // Arrange: any write to the input would throw a TypeError (modules run in strict mode).
    const state = deepFreeze(JSON.parse(JSON.stringify(position(BUSY))) as GameState);
    const actions = legalActions(state);

    // Act
    const results = actions.map((action, i) => applyAction(state, action, createRng(i)));

    // Assert
    expect(results).toHaveLength(actions.length);
    expect(results.every((r) => r !== state && r.last !== null)).toBe(true);
  });

  it('state-format: { freeze: false } gives the same state as the default, unfrozen', () => {
    // Arrange: the two ways of drafting (immer by default, an eager copy with freeze: false) run
    // the same recipe; every legal action of the busy position, at the start of a turn and
    // mid-turn, with the same dice. The input is deep-frozen, so a write to it would throw.
    const states = [position(BUSY), position(BUSY, { actionsThisTurn: 1 })].map(deepFreeze);
    let compared = 0;

    for (const state of states) {
      for (const [i, action] of legalActions(state).entries()) {
        // Act
        const frozen = applyAction(state, action, createRng(i));
        const thawed = applyAction(state, action, createRng(i), { freeze: false });

        // Assert
        expect(JSON.stringify(thawed), JSON.stringify(action)).toBe(JSON.stringify(frozen));
        expect(Object.isFrozen(thawed)).toBe(false);
        expect(Object.isFrozen(thawed.rovers)).toBe(false);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('state-format, R40, R42, R47: 2026-06: { freeze: false } gives byte-identical JSON to the default', () => {
    // Arrange: a busy 2026-06 position (four players, two planets): a Rover next to its Space
    // Port (entering orbit adds Rover.orbit), one in orbit (descending removes it), Factories with
    // build points, and, mid-turn, a captured point and a stored one. Deep-frozen inputs.
    const BUSY26 =
      'p0: r1@7 r3@orbit1 r6@1.16 f@13 f@1.22 spacePort@26 factory@0[points=2] factory@1.26[points=5] treasury@28[points=1]; ' +
      'p1: r2@40:2 f@41 factory@27[points=4]; p2: r4@1.40; p3: r5@1.7 factory@1.27';
    const states = [
      position26(BUSY26, { players: 4 }),
      position26(BUSY26, { players: 4, actionsThisTurn: 1, captured: 1 }),
    ].map(deepFreeze);
    let compared = 0;

    for (const state of states) {
      for (const [i, action] of legalActions(state).entries()) {
        // Act
        const frozen = applyAction(state, action, createRng(i));
        const thawed = applyAction(state, action, createRng(i), { freeze: false });

        // Assert
        expect(JSON.stringify(thawed), JSON.stringify(action)).toBe(JSON.stringify(frozen));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150);
  });

  it('state-format, R52–R65: 2024-12: { freeze: false } gives byte-identical JSON to the default', () => {
    // Arrange: two busy 2024-12 positions, deep-frozen. In the first p0 has a Rover next to its
    // Medic (Heal), one facing its Space Port (into orbit drops the facing), one in orbit
    // (Descend adds one), one on HQ 0 that it walled in (Build with the free move), a powered-up
    // Drill Cannon (Fire at a Rover or an edge); p1 has Rovers, Fortifications on edges, a
    // Factory and a cannon of its own. In the second p0's Factory produces, its cannon powers up
    // and p1's last Rover, with 1 hit point, can be shot out of the game.
    const walls = 'f@0/1 f@0/2 f@0/3 f@0/4 f@0/5';
    const states = [
      position24(
        `p0: r1@7>1:3 r2@17>27 r3@orbit r5@0>1 ${walls} medic@26 spacePort@27 drillCannon@28[power=3]; ` +
          'p1: r4@8>2:2 r6@40>35 f@1/6 f@40/55 factory@30 drillCannon@61[power=1]',
      ),
      position24(
        'p0: r1@7>1:3 r2@orbit f@7/8 factory@26 drillCannon@28[power=2]; p1: r4@8>2:1 f@1/6',
      ),
    ].map(deepFreeze);
    const types = new Set<string>();
    let compared = 0;

    for (const state of states) {
      for (const [i, action] of legalActions(state).entries()) {
        // Act
        const frozen = applyAction(state, action, createRng(i));
        const thawed = applyAction(state, action, createRng(i), { freeze: false });

        // Assert
        expect(JSON.stringify(thawed), JSON.stringify(action)).toBe(JSON.stringify(frozen));
        types.add(action.type);
        compared++;
      }
    }
    expect([...types].sort()).toEqual([
      'build',
      'descend',
      'destroy',
      'fire',
      'fortify',
      'heal',
      'move',
      'powerUp',
      'produce',
      'shoot',
      'turn',
    ]);
    expect(compared).toBeGreaterThan(150);
  });

  it('state-format: applyAction returns deeply frozen states, and accepts them back', () => {
    // Arrange
    const state = position(BUSY);

    // Act
    const fired = applyAction(state, { type: 'fire' }, scriptedRng([3, 6, 6]));
    const next = applyAction(fired, legalActions(fired)[0]!, createRng(1));

    // Assert
    expect(unfrozen(fired)).toEqual([]);
    expect(unfrozen(next)).toEqual([]);
    expect(() => {
      (fired.rovers as unknown[]).push({});
    }).toThrow(TypeError);
  });

  it('R4, R23: state.last records the player, the canonical action without `player`, the dice and the events', () => {
    // Arrange: player 0's r1 shoots player 1's r2, the action written in an odd key order.
    const state = position(BUSY);
    const action = { target: 'rover', player: 0, space: 22, rover: 1, type: 'shoot' } as const;

    // Act: hit 4, damage 3.
    const next = applyAction(state, action, scriptedRng([4, 3]));

    // Assert
    const last = next.last!;
    expect(last.player).toBe(0);
    expect(last.action).toEqual({ type: 'shoot', rover: 1, space: 22, target: 'rover' });
    expect(Object.keys(last.action)).toEqual(['type', 'rover', 'space', 'target']);
    expect(last.dice).toEqual([
      { purpose: 'hit', value: 4 },
      { purpose: 'damage', value: 3 },
    ]);
    expect(last.events).toEqual([
      { type: 'damaged', target: { piece: 'rover', id: 2, owner: 1 }, hp: 1 },
    ]);
  });

  it('R4, R23: the same actions with the same dice give byte-identical JSON, whatever the key order', () => {
    // Arrange: a few turns of both players, with the dice each action draws; player 0 spends
    // their Treasury point on the second action of each turn or ends the turn.
    const script: [Action, number[]][] = [
      [{ type: 'build', structure: 'spacePort', planet: 0, space: 0, moveTo: 1 }, []],
      [{ type: 'endTurn' }, []],
      [{ type: 'fortify', rover: 2, space: 17 }, []],
      [{ type: 'fire' }, [3, 4, 5]],
      [{ type: 'descend', rover: 5, planet: 0, space: 6 }, []],
      [{ type: 'shoot', rover: 2, space: 16, target: 'rover' }, [5, 3]],
    ];
    const run = (write: (a: Action, player: number) => Action) => {
      let state = position(BUSY);
      const json: string[] = [];
      for (const [action, dice] of script) {
        state = applyAction(state, write(action, state.currentPlayer), scriptedRng(dice));
        json.push(JSON.stringify(state));
      }
      return json;
    };

    // Act
    const plain = run((a) => a);
    const reordered = run(scrambled);

    // Assert
    expect(plain).toHaveLength(script.length);
    expect(reordered).toEqual(plain);
  });

  it('state-format: a mid-game state survives a JSON round trip, equal and playable', () => {
    // Arrange: 30 actions of seeded play from the busy position.
    const rng = createRng('mid-game');
    let state: GameState = position(BUSY);
    for (let i = 0; i < 30 && state.status === 'playing'; i++) {
      const actions = legalActions(state);
      state = applyAction(state, actions[(i * 37) % actions.length]!, rng);
    }
    expect(state.status).toBe('playing');

    // Act
    const copy = JSON.parse(JSON.stringify(state)) as GameState;

    // Assert: equal, same legal actions, and the next actions give the same states.
    expect(copy).toEqual(state);
    expect(legalActions(copy)).toEqual(legalActions(state));
    let a = state;
    let b = copy;
    const dice = [createRng('after'), createRng('after')] as const;
    for (let i = 0; i < 10 && a.status === 'playing'; i++) {
      const action = legalActions(a)[i % legalActions(a).length]!;
      a = applyAction(a, action, dice[0]);
      b = applyAction(b, action, dice[1]);
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    }
  });
});

describe('applyAction: frozen results share the input (state-format)', () => {
  it('state-format: the result is deep-frozen and the parts the action did not change are the input’s own objects', () => {
    // Arrange: a deep-frozen busy position; player 0 moves r1, which changes one Rover only.
    const state = deepFreeze(JSON.parse(JSON.stringify(position(BUSY))) as GameState);
    const move = legalActions(state).find((a) => a.type === 'move' && a.rover === 1)!;

    // Act
    const next = applyAction(state, move, createRng(1));

    // Assert
    expect(unfrozen(next)).toEqual([]);
    expect(next.options).toBe(state.options);
    expect(next.players).toBe(state.players);
    expect(next.planets).toBe(state.planets);
    expect(next.buildings).toBe(state.buildings);
    expect(next.rollOff).toBe(state.rollOff);
    const moved = next.rovers.find((r) => r.id === 1)!;
    expect(moved).not.toBe(state.rovers.find((r) => r.id === 1));
    for (const rover of next.rovers.filter((r) => r.id !== 1)) {
      expect(rover).toBe(state.rovers.find((r) => r.id === rover.id));
    }
  });

  it('state-format: every legal action of the busy position gives a deep-frozen state sharing what it did not change', () => {
    // Arrange
    const state = deepFreeze(JSON.parse(JSON.stringify(position(BUSY))) as GameState);

    for (const [i, action] of legalActions(state).entries()) {
      // Act
      const next = applyAction(state, action, createRng(i));

      // Assert: frozen throughout; any array or object equal to the input's is the input's.
      expect(unfrozen(next), JSON.stringify(action)).toEqual([]);
      for (const key of ['players', 'planets', 'rovers', 'buildings', 'rollOff'] as const) {
        if (JSON.stringify(next[key]) === JSON.stringify(state[key])) {
          expect(next[key], key).toBe(state[key]);
        }
      }
      next.planets.forEach((p, k) => {
        const before = state.planets[k]!;
        if (JSON.stringify(p.fortifications) === JSON.stringify(before.fortifications)) {
          expect(p.fortifications).toBe(before.fortifications);
        }
      });
    }
  });

  it('state-format: an unfrozen (JSON-parsed) input gives a deep-frozen result, and its values are unchanged', () => {
    // Arrange: a plain JSON copy, nothing frozen.
    const state = JSON.parse(JSON.stringify(position(BUSY))) as GameState;
    const snapshot = JSON.stringify(state);
    const move = legalActions(state).find((a) => a.type === 'move' && a.rover === 1)!;

    // Act
    const next = applyAction(state, move, createRng(1));
    const thawed = applyAction(JSON.parse(snapshot) as GameState, move, createRng(1), {
      freeze: false,
    });

    // Assert: the same state as the other path; the input's values are untouched and its root is
    // not frozen. As with immer's autoFreeze (the documented behaviour of ApplyOptions.freeze),
    // the parts the result shares with the input are frozen with it.
    expect(JSON.stringify(next)).toBe(JSON.stringify(thawed));
    expect(unfrozen(next)).toEqual([]);
    expect(JSON.stringify(state)).toBe(snapshot);
    expect(Object.isFrozen(state)).toBe(false);
    expect(next.players).toBe(state.players);
    expect(Object.isFrozen(state.players)).toBe(true);
    // The action changed the Rovers: the input's own list is neither shared nor frozen.
    expect(next.rovers).not.toBe(state.rovers);
    expect(Object.isFrozen(state.rovers)).toBe(false);
  });
});
