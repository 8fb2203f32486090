import { describe, expect, it } from 'vitest';
import { CORE_RULESETS, CoreError, CoreGame, outcomesOf } from '../../src/core/index.js';
import {
  actionOutcomes,
  actionSpaceSize,
  applyAction,
  createGame,
  createRng,
  decodeAction,
  encodeAction,
  type GameState,
  legalActions,
  observationSize,
  observe,
  validateState,
} from '../../src/index.js';
import { canonical, reducerIds } from './_helpers/differential.js';
import { boxedIn, steeredPosition } from './_helpers/differential-2024-12.js';

/** A 2024-12 game just after setup: two Rovers placed. */
function started(seed: string): GameState {
  const rng = createRng(seed);
  let state = createGame({ players: 2, ruleset: '2024-12' }, rng);
  while (state.status === 'setup') state = applyAction(state, legalActions(state)[0]!, rng);
  return state;
}

describe('CoreGame, 2024-12', () => {
  it('plays 2024-12 beside 2025-01', () => {
    expect(CORE_RULESETS).toContain('2024-12');
  });

  it('numbers actions as actionSpaceSize does, for 1 to 16 planets', () => {
    for (const planets of [1, 2, 5, 16]) {
      // Arrange
      const state = createGame({ players: 2, planets, ruleset: '2024-12' }, createRng(planets));

      // Act
      const core = CoreGame.fromState(state);

      // Assert
      expect(core.actionSpaceSize).toBe(actionSpaceSize(state.options));
    }
  });

  it('R13, R29: lists pass (and Destroy) when nothing else is legal, and plays it', () => {
    // Arrange
    const state = boxedIn('boxed-2024');
    expect(validateState(state).ok).toBe(true);
    const core = CoreGame.fromState(state);
    const ids = new Int32Array(core.maxLegalIds);

    // Act
    const n = core.legalIds(ids);
    const listed = Array.from(ids.subarray(0, n));
    const pass = listed[listed.length - 1]!;
    core.make(pass, []);

    // Assert
    expect(listed).toEqual(reducerIds(state));
    expect(listed.map((id) => decodeAction(state, id).type)).toEqual(['destroy', 'pass']);
    const next = applyAction(state, { type: 'pass' }, createRng(0));
    expect(canonical(core.toState())).toBe(canonical(next));
  });

  it('refuses a Rover on a planet without a facing, or facing no edge of its space, with BAD_STATE', () => {
    // Arrange
    const state = started('no-facing');
    const [first, ...rest] = state.rovers;
    const { facing: _dropped, ...faceless } = first!;
    const broken: GameState[] = [
      { ...state, rovers: [faceless, ...rest] },
      { ...state, rovers: [{ ...first!, facing: 91 }, ...rest] },
    ];

    // Act
    const attempts = broken.map((s) => () => CoreGame.fromState(s));

    // Assert
    for (const attempt of attempts) {
      expect(attempt).toThrow(CoreError);
      expect(attempt).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    }
  });

  it('unmakes back to the start and reset() returns to the root, key and state', () => {
    // Arrange
    const state = started('reset-2024');
    const core = CoreGame.fromState(state);
    const ids = new Int32Array(core.maxLegalIds);
    const rng = createRng('reset-2024-dice');
    const root = { hi: core.keyHi, lo: core.keyLo, state: canonical(core.toState()) };

    // Act
    for (let k = 0; k < 40 && !core.isTerminal(); k++) {
      const n = core.legalIds(ids);
      core.make(ids[(k * 7919) % n]!, rng);
    }
    const deep = core.depth;
    core.reset();

    // Assert
    expect(deep).toBeGreaterThan(0);
    expect({ hi: core.keyHi, lo: core.keyLo, state: canonical(core.toState()) }).toEqual(root);
  });

  it('isLegal without a listing (the ids of its Rover or its family alone) agrees with legalIds on every id', () => {
    for (const state of [
      boxedIn('boxed-2024'),
      steeredPosition('legal-a', { players: 3, planets: 2 }, 40),
      steeredPosition('legal-b', { players: 2 }, 160),
      steeredPosition('legal-c', { players: 4 }, 220),
    ]) {
      // Arrange
      const listing = CoreGame.fromState(state);
      const ids = new Int32Array(listing.maxLegalIds);
      const listed = new Set(ids.subarray(0, listing.legalIds(ids)));
      const core = CoreGame.fromState(state);

      // Act
      const legal = new Set<number>();
      for (let id = 0; id < core.actionSpaceSize; id++) if (core.isLegal(id)) legal.add(id);

      // Assert
      expect([...legal]).toEqual([...listed]);
    }
  });

  it('observeInto writes the values of observe from every seat, and checks its arguments', () => {
    for (const state of [
      boxedIn('observe-2024'),
      steeredPosition('observe-a', { players: 3, planets: 2 }, 80),
      steeredPosition('observe-b', { players: 5, turnLimit: 40 }, 200),
    ]) {
      // Arrange
      const core = CoreGame.fromState(state);
      const out = new Float32Array(core.observationSize);

      // Act
      const seen = state.players.map((_, p) => Array.from(core.observeInto(p, out)));

      // Assert
      expect(core.observationSize).toBe(observationSize(state.options));
      expect(seen).toEqual(state.players.map((_, p) => Array.from(observe(state, p))));
      expect(() => core.observeInto(state.players.length, out)).toThrow(RangeError);
      expect(() => core.observeInto(0, new Float32Array(out.length - 1))).toThrow(RangeError);
    }
  });

  it('make refuses an id that is not legal with ILLEGAL_ID, and changes nothing', () => {
    // Arrange
    const state = steeredPosition('illegal-2024', { players: 3 }, 60);
    const core = CoreGame.fromState(state);
    const legal = new Set(reducerIds(state));
    const illegal = [...Array(core.actionSpaceSize).keys()].filter((id) => !legal.has(id));
    const before = { hi: core.keyHi, lo: core.keyLo, state: canonical(core.toState()) };

    // Act, Assert
    expect(illegal.length).toBeGreaterThan(0);
    for (const id of illegal.slice(0, 200)) {
      expect(() => core.make(id, createRng('x'))).toThrow(/not legal here/);
    }
    for (const id of [-1, 0.5, core.actionSpaceSize, Number.NaN]) {
      expect(core.isLegal(id)).toBe(false);
      expect(() => core.make(id, [1, 1])).toThrow(CoreError);
    }
    expect({ hi: core.keyHi, lo: core.keyLo, state: canonical(core.toState()) }).toEqual(before);
  });

  it('outcomesOf gives the outcomes of actionOutcomes for every legal action of a position', () => {
    // Arrange: a position with shots to take.
    const state = steeredPosition('outcomes-2024', { players: 3 }, 120);
    const core = CoreGame.fromState(state);
    const actions = legalActions(state);

    // Act
    const got = actions.map((a) => outcomesOf(core, encodeAction(state, a)));
    const want = actions.map((a) =>
      actionOutcomes(state, a, { freeze: false }).map((o) => ({
        probability: o.probability,
        dice: o.dice,
      })),
    );

    // Assert
    expect(actions.some((a) => a.type === 'shoot')).toBe(true);
    expect(got.map((os) => os.map((o) => o.dice))).toEqual(want.map((os) => os.map((o) => o.dice)));
    for (const [k, os] of got.entries()) {
      for (const [j, o] of os.entries())
        expect(o.probability).toBeCloseTo(want[k]![j]!.probability, 12);
    }
  });
});
