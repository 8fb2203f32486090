import { describe, expect, it } from 'vitest';
import { reloadCore } from '../../../src/core/_internals/access.js';
import { CoreError, CoreGame } from '../../../src/core/index.js';
import {
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
  type RulesetName,
} from '../../../src/index.js';

// A core loaded with another state in its own arrays (src/core/_internals/reload.ts) must be the
// core `fromState` builds: same state, keys and legal ids, and the same game from there on.

const RULESETS: readonly RulesetName[] = ['2025-01', '2024-12', '2026-06'];

/** The state after `actions` random actions from a new game (fewer if it ends first). */
function played(
  ruleset: RulesetName,
  players: number,
  planets: number,
  seed: string,
  actions: number,
): GameState {
  const dice = createRng(seed);
  const chooser = createRng(`${seed}-choice`);
  let state = createGame({ players, planets, ruleset, turnLimit: 300 }, dice);
  for (let step = 0; step < actions && state.status !== 'finished'; step++) {
    const legal = legalActions(state);
    state = applyAction(state, legal[(chooser.d6() * 7919 + step) % legal.length]!, dice);
  }
  return state;
}

/** The legal ids of `core` now. */
function idsOf(core: CoreGame): number[] {
  const out = new Int32Array(core.maxLegalIds);
  return Array.from(out.subarray(0, core.legalIds(out)));
}

/** Makes `plies` random ids on `core` (the same ones on any core of the same game). */
function playOn(core: CoreGame, seed: string, plies: number, each: (k: number) => void): void {
  const dice = createRng(seed);
  const chooser = createRng(`${seed}-choice`);
  for (let k = 0; k < plies && !core.isTerminal(); k++) {
    const ids = idsOf(core);
    core.make(ids[(chooser.d6() * 7919 + k) % ids.length]!, dice);
    each(k);
  }
}

/** Asserts that `a` and `b` are the same game now. */
function expectSame(a: CoreGame, b: CoreGame): void {
  expect(a.toState()).toEqual(b.toState());
  expect([a.keyHi, a.keyLo]).toEqual([b.keyHi, b.keyLo]);
  expect(idsOf(a)).toEqual(idsOf(b));
  expect(a.depth).toBe(b.depth);
}

describe('reloadCore', () => {
  for (const ruleset of RULESETS) {
    it(`loads a ${ruleset} state into a core that played a bigger game, as fromState would`, () => {
      // Arrange: a core of more players deep into a game (its undo stack grown), then a state of
      // fewer players on as many planets (2026-06 fixes the planets by players: 5 and 4 have 2).
      const [big, small] = ruleset === '2026-06' ? [5, 4] : [4, 2];
      const core = CoreGame.fromState(played(ruleset, big, 2, `big-${ruleset}`, 30));
      playOn(core, `deep-${ruleset}`, 60, () => {});
      const next = played(ruleset, small, 2, `small-${ruleset}`, 25);

      // Act
      const reloaded = reloadCore(core, next);

      // Assert: the same core as a fresh one, and the same game for 80 plies, then back.
      expect(reloaded).toBe(true);
      const fresh = CoreGame.fromState(next);
      expectSame(core, fresh);
      const states: GameState[] = [];
      playOn(core, `after-${ruleset}`, 80, () => states.push(core.toState()));
      playOn(fresh, `after-${ruleset}`, 80, (k) => {
        expect(fresh.toState()).toEqual(states[k]);
      });
      expectSame(core, fresh);
      core.reset();
      fresh.reset();
      expectSame(core, fresh);
      expect(core.toState()).toEqual(next);
    });
  }

  it('reloads again and again, each time the core of the new state', () => {
    // Arrange
    const states = [3, 2, 4, 2].map((players, i) =>
      played('2025-01', players, 1, `again-${i}`, 40),
    );
    const core = CoreGame.fromState(states[0]!);

    for (const [i, state] of states.entries()) {
      // Act
      playOn(core, `between-${i}`, 20, () => {});
      const reloaded = reloadCore(core, state);

      // Assert
      expect(reloaded).toBe(true);
      expectSame(core, CoreGame.fromState(state));
    }
  });

  it('forgets the listing of the state before: an id listed there is checked, not taken', () => {
    // Arrange: ids listed in one game, then a state of another game loaded in the same core.
    const core = CoreGame.fromState(played('2025-01', 2, 1, 'stale-before', 30));
    const before = idsOf(core);
    const next = played('2025-01', 2, 1, 'stale-after', 31);
    expect(reloadCore(core, next)).toBe(true);
    const now = new Set(idsOf(CoreGame.fromState(next)));
    const stale = before.filter((id) => !now.has(id));
    expect(stale.length).toBeGreaterThan(0);

    for (const id of stale) {
      // Act
      let thrown: unknown = null;
      try {
        core.make(id, createRng('stale-dice'));
      } catch (e) {
        thrown = e;
      }

      // Assert: refused as not legal, and nothing changed.
      expect(thrown).toBeInstanceOf(CoreError);
      expect(core.depth).toBe(0);
      expect(core.toState()).toEqual(next);
    }
  });

  it('refuses, changing nothing, a state of another number of planets or another ruleset', () => {
    // Arrange
    const state = played('2025-01', 2, 2, 'shape', 20);
    const core = CoreGame.fromState(state);
    playOn(core, 'shape-plies', 5, () => {});
    const before = core.toState();
    const keys = [core.keyHi, core.keyLo];

    // Act
    const otherPlanets = reloadCore(core, played('2025-01', 2, 1, 'one-planet', 20));
    const otherRuleset = reloadCore(core, played('2026-06', 4, 2, 'other-rules', 20));

    // Assert
    expect([otherPlanets, otherRuleset]).toEqual([false, false]);
    expect(core.toState()).toEqual(before);
    expect([core.keyHi, core.keyLo]).toEqual(keys);
    expect(core.depth).toBe(5);
  });

  it('throws for a state fromState refuses, with its error, and changes nothing', () => {
    // Arrange
    const state = played('2025-01', 2, 1, 'bad', 20);
    const core = CoreGame.fromState(state);
    const before = core.toState();
    const bad = { ...state, turn: -3 } as GameState;
    const hostile = JSON.parse('{"__proto__": {"x": 1}, "version": 1}') as GameState;

    for (const input of [bad, hostile]) {
      // Act
      let thrown: unknown = null;
      try {
        reloadCore(core, input);
      } catch (e) {
        thrown = e;
      }
      let expected: unknown = null;
      try {
        CoreGame.fromState(input);
      } catch (e) {
        expected = e;
      }

      // Assert
      expect(thrown).toBeInstanceOf(CoreError);
      expect((thrown as CoreError).code).toBe('BAD_STATE');
      expect((thrown as CoreError).message).toBe((expected as CoreError).message);
      expect(core.toState()).toEqual(before);
    }
  });
});
