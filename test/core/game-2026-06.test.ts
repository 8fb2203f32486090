import { describe, expect, it } from 'vitest';
import { CORE_RULESETS, CoreGame, outcomesOf } from '../../src/core/index.js';
import {
  actionOutcomes,
  actionSpaceSize,
  applyAction,
  createGame,
  createRng,
  decodeAction,
  encodeAction,
  type GameState,
  observationSize,
  observe,
  scriptedRng,
  uniformInt,
  validateState,
} from '../../src/index.js';
import { canonical, reducerIds } from './_helpers/differential.js';
import {
  boxedIn2026,
  playDifferential2026,
  steeredPosition2026,
} from './_helpers/differential-2026-06.js';
import { doomedPlanet, shotAtBuilding } from './_helpers/scenarios-2026-06.js';

describe('CoreGame, 2026-06', () => {
  it('plays 2026-06, and numbers actions as actionSpaceSize does for 2 to 6 players', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      // Arrange
      const state = createGame({ players, ruleset: '2026-06' }, createRng(players));

      // Act
      const core = CoreGame.fromState(state);

      // Assert
      expect(CORE_RULESETS).toContain('2026-06');
      expect(core.actionSpaceSize).toBe(actionSpaceSize(state.options));
      expect(core.observationSize).toBe(observationSize(state.options));
    }
  });

  it('R39: lists pass (and Decommission) when nothing else is legal, and plays it', () => {
    // Arrange
    const state = boxedIn2026('boxed-2026');
    expect(validateState(state).ok).toBe(true);
    const core = CoreGame.fromState(state);
    const ids = new Int32Array(core.maxLegalIds);

    // Act
    const n = core.legalIds(ids);
    const listed = Array.from(ids.subarray(0, n));
    core.make(listed[listed.length - 1]!, []);

    // Assert
    expect(listed).toEqual(reducerIds(state));
    expect(listed.map((id) => decodeAction(state, id).type)).toEqual(['decommission', 'pass']);
    const next = applyAction(state, { type: 'pass' }, createRng(0));
    expect(canonical(core.toState())).toBe(canonical(next));
  });

  it('isLegal without a listing (its family alone) agrees with legalIds on every id', () => {
    for (const state of [
      boxedIn2026('boxed-legal'),
      createGame({ players: 2, ruleset: '2026-06' }, createRng('legal-setup')),
      steeredPosition2026('legal-a', { players: 4 }, 60),
      steeredPosition2026('legal-b', { players: 2 }, 160),
      steeredPosition2026('legal-c', { players: 6 }, 220),
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
      expect([...listed]).toEqual(reducerIds(state));
    }
  });

  it('observeInto writes the values of observe from every seat', () => {
    for (const state of [
      createGame({ players: 2, ruleset: '2026-06' }, createRng('observe-setup')),
      steeredPosition2026('observe-a', { players: 4 }, 80),
      steeredPosition2026('observe-b', { players: 6, turnLimit: 40 }, 200),
    ]) {
      // Arrange
      const core = CoreGame.fromState(state);
      const out = new Float32Array(core.observationSize);

      // Act
      const seen = state.players.map((_, p) => Array.from(core.observeInto(p, out)));

      // Assert
      expect(seen).toEqual(state.players.map((_, p) => Array.from(observe(state, p))));
    }
  });

  const SCENARIOS = [
    {
      name: 'R46: a ready Drill Cannon shot down',
      event: 'exploded',
      make: () => shotAtBuilding('explode', 'drillCannon'),
    },
    {
      name: 'R47: a Treasury holding 3 shot down',
      event: 'pointsCaptured',
      make: () => shotAtBuilding('capture', 'treasury'),
    },
    {
      name: 'R41: a Fire that destroys its planet',
      event: 'planetDestroyed',
      make: () => doomedPlanet('doomed'),
    },
  ];

  it.each(SCENARIOS)(
    '$name: every outcome, made on the core, is the state applyAction reaches with its dice',
    ({ event, make }) => {
      // Arrange
      const { state, action } = make();
      expect(validateState(state).ok).toBe(true);
      const core = CoreGame.fromState(state);
      const id = encodeAction(state, action);
      const root = { hi: core.keyHi, lo: core.keyLo, state: canonical(core.toState()) };

      // Act
      const want = actionOutcomes(state, action, { freeze: false });
      const got = outcomesOf(core, id);
      const reached: GameState[] = [];
      for (const { dice } of got) {
        core.make(id, dice);
        reached.push(core.toState());
        const scratch = core.keyFromScratch();
        expect([scratch.hi, scratch.lo]).toEqual([core.keyHi, core.keyLo]);
        core.unmake();
      }

      // Assert
      expect(got.map((o) => o.dice)).toEqual(want.map((o) => o.dice));
      for (const [k, o] of got.entries())
        expect(o.probability).toBeCloseTo(want[k]!.probability, 12);
      reached.forEach((s, k) => {
        const dice = got[k]!.dice;
        const expected = applyAction(state, action, scriptedRng([...dice]), { freeze: false });
        expect(canonical(s)).toBe(canonical(expected));
      });
      expect({ hi: core.keyHi, lo: core.keyLo, state: canonical(core.toState()) }).toEqual(root);
      const withEvent = reached.filter((s) => s.last!.events.some((e) => e.type === event));
      expect(withEvent.length).toBeGreaterThan(0);
      // And play goes on from there (unless everyone went out), both ways, at every ply.
      const after = withEvent[withEvent.length - 1]!;
      const plies = playDifferential2026(
        after.options,
        `after-${event}`,
        'random',
        20,
        new Map(),
        after,
      );
      expect(plies > 0 || after.status === 'finished').toBe(true);
    },
  );

  it('random play with undo to the end of the game (OpenSpiel RandomSimTestWithUndo), core alone', () => {
    for (let g = 0; g < 5; g++) {
      // Arrange
      const rng = createRng(`sim-2026-${g}`);
      const start = createGame({ players: 2 + g, turnLimit: 120, ruleset: '2026-06' }, rng);
      const core = CoreGame.fromState(start);
      const ids = new Int32Array(core.maxLegalIds);

      // Act, Assert: at every ply the ids ascend, the key after make is the key from scratch,
      // and unmake gives back the state and key before it.
      while (!core.isTerminal()) {
        const n = core.legalIds(ids);
        expect(n).toBeGreaterThan(0);
        for (let k = 1; k < n; k++) expect(ids[k]!).toBeGreaterThan(ids[k - 1]!);
        const id = ids[uniformInt(rng, n)]!;
        const before = { hi: core.keyHi, lo: core.keyLo };
        const state = core.depth % 16 === 0 ? canonical(core.toState()) : null;
        core.make(id, createRng(`sim-2026-${g}-${core.depth}`));
        const scratch = core.keyFromScratch();
        expect([scratch.hi, scratch.lo]).toEqual([core.keyHi, core.keyLo]);
        core.unmake();
        expect({ hi: core.keyHi, lo: core.keyLo }).toEqual(before);
        if (state !== null) expect(canonical(core.toState())).toBe(state);
        core.make(id, rng);
      }
      const end = core.toState();
      const again = CoreGame.fromState(JSON.parse(JSON.stringify(end)) as GameState);

      // Assert: the end is sane, and the state written out reads back with the same key.
      expect(end.status).toBe('finished');
      expect([again.keyHi, again.keyLo]).toEqual([core.keyHi, core.keyLo]);
      const returns = end.players.map((_, p) => core.returnOf(p));
      for (const p of end.winners) expect(returns[p]).toBe(1);
      expect(returns.filter((r) => r === 1).length).toBe(end.winners.length);
      expect(end.winners.length).toBeLessThanOrEqual(1);
    }
  });
});
