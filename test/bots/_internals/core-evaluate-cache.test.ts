import { describe, expect, it } from 'vitest';
import {
  evaluateAllCore,
  evaluateAllFreshCore,
} from '../../../src/bots/_internals/core-evaluate.js';
import { cacheHits } from '../../../src/bots/_internals/core-evaluate-cache.js';
import { evaluateAll } from '../../../src/bots/_internals/evaluate.js';
import { CoreGame, outcomesOf } from '../../../src/core/index.js';
import {
  type Action,
  applyAction,
  createGame,
  createRng,
  encodeAction,
  type GameState,
  legalActions,
  type RulesetName,
  uniformInt,
} from '../../../src/index.js';
import { position } from '../../rules/_helpers/position.js';

// evaluateCore's value cache (core-evaluate-cache.ts): a position valued again, after unmake or
// reached by another order of actions, gets the very numbers of evaluate; positions that share a
// key but sum in another order (Buildings built in another order, Rovers not in id order) are
// evaluated afresh.

/** The seats' values of the position `core` is at, checked against evaluateAll's. */
function checked(core: CoreGame, where: string): number[] {
  const want = evaluateAll(core.toState());
  const got = [...evaluateAllCore(core).subarray(0, want.length)];
  for (let p = 0; p < want.length; p++) {
    if (got[p] !== want[p]) expect.fail(`${where}: seat ${p} ${got[p]} ≠ ${want[p]}`);
  }
  return got;
}

describe('the evaluation cache', () => {
  it.each([
    ['2025-01', 2, 1],
    ['2025-01', 4, 2],
    ['2024-12', 3, 1],
    ['2026-06', 4, 2],
  ] as const)(
    'answers repeats and positions after unmake with evaluate’s values: %s, %i players, %i planets',
    (ruleset: RulesetName, players, planets) => {
      // Arrange
      const dice = createRng(`cache-${ruleset}/dice`);
      let state: GameState = createGame({ players, planets, ruleset }, dice);
      let repeats = 0;

      for (let ply = 0; ply < 80 && state.status !== 'finished'; ply++) {
        const core = CoreGame.fromState(state);
        const ids = new Int32Array(core.maxLegalIds);
        const n = core.legalIds(ids);
        checked(core, `ply ${ply}`);
        for (let k = 0; k < n; k++) {
          for (const { dice: faces } of outcomesOf(core, ids[k]!)) {
            core.make(ids[k]!, faces);
            const where = `ply ${ply} id ${ids[k]} dice ${faces.join('')}`;
            // Act: the position twice (the second from the cache), then its parent again
            checked(core, where);
            const before = cacheHits();
            const again = checked(core, `${where}, again`);
            // The cached numbers are those computed afresh, whatever the caches inside
            const fresh = [...evaluateAllFreshCore(core).subarray(0, again.length)];
            if (fresh.some((v, p) => v !== again[p])) expect.fail(`${where}: fresh ${fresh}`);
            // Assert: a position in play is answered from the cache the second time
            if (!core.isTerminal()) {
              expect(cacheHits()).toBe(before + 1);
              repeats++;
            }
            core.unmake();
            checked(core, `${where}, unmade`);
          }
        }
        const actions = legalActions(state);
        state = applyAction(state, actions[uniformInt(dice, actions.length)]!, dice);
      }
      expect(repeats).toBeGreaterThan(500);
    },
  );

  it('answers a transposition (two Fortifications in either order) with evaluate’s values', () => {
    // Arrange: two orders of the same three Fortifications (a Fortification ends the turn):
    // seat 0's a, seat 1's c, seat 0's b, and b, c, a
    const start = position('p0: r1@26 r2@40; p1: r3@60 r4@70 f@71');
    const actions = legalActions(start).filter((x) => x.type === 'fortify');
    const [a, b] = [actions[0]!, actions[actions.length - 1]!];
    const one = CoreGame.fromState(start);
    const other = CoreGame.fromState(start);
    const rng = createRng('cache-transposition');
    const play = (core: CoreGame, action: Action): void =>
      core.make(encodeAction(core.toState(), action), rng);
    play(one, a);
    play(other, b);
    const c = legalActions(one.toState()).find((x) => x.type === 'fortify')!;
    play(one, c);
    play(other, c);
    play(one, b);
    play(other, a);
    expect([one.keyHi, one.keyLo]).toEqual([other.keyHi, other.keyLo]);

    // Act
    const first = checked(one, 'a then b');
    const hits = cacheHits();
    const second = checked(other, 'b then a');

    // Assert: the second order is answered from the first's entry, with evaluate's values
    expect(cacheHits()).toBe(hits + 1);
    expect(second).toEqual(first);
  });

  it('evaluates afresh what shares a key but was built in another order', () => {
    // Arrange: the same pieces, seat 0's Buildings listed (built) in two orders
    const built = position(
      'p0: r1@26 r2@40 factory@27 treasury@29[points=2]; p1: r3@60 drillCannon@62',
    );
    const reversed: GameState = {
      ...built,
      buildings: [built.buildings[1]!, built.buildings[0]!, built.buildings[2]!],
    };
    const cores = [built, reversed].map((s) => CoreGame.fromState(s));
    expect([cores[1]!.keyHi, cores[1]!.keyLo]).toEqual([cores[0]!.keyHi, cores[0]!.keyLo]);

    // Act
    checked(cores[0]!, 'in order');
    const hits = cacheHits();
    checked(cores[1]!, 'reversed');
    const afterReversed = cacheHits();
    checked(cores[1]!, 'reversed, again');

    // Assert: the other order was evaluated afresh, then cached in its turn
    expect(afterReversed).toBe(hits);
    expect(cacheHits()).toBe(hits + 1);
  });
});
