import { describe, expect, it } from 'vitest';
import { searchValueCore } from '../../../src/bots/_internals/core-value.js';
import { type CorePrior, valuedOutcomes } from '../../../src/bots/_internals/mcts-core-outcomes.js';
import { encodeAction } from '../../../src/bots/encoding.js';
import { CoreGame, outcomesOf } from '../../../src/core/index.js';
import { createGame, createRng, type RulesetName } from '../../../src/rules/index.js';
import { position26 } from '../../rules/2026-06/_helpers/position.js';

// valuedOutcomes: outcomesOf's list (order, dice, the very probabilities) of every legal id,
// each outcome with the key, seat, end and searchValueCore of the position its dice reach, at
// every ply of seeded random games in every ruleset.

const CASES: readonly [RulesetName, number, number][] = [
  ['2025-01', 2, 2],
  ['2025-01', 3, 2],
  ['2024-12', 2, 1],
  ['2026-06', 2, 1],
  ['2026-06', 4, 2],
];

describe.each(CASES)(
  'valuedOutcomes in %s, %i players, %i planets',
  (ruleset, players, planets) => {
    it("lists outcomesOf's outcomes of every legal id, each valued where its dice lead", () => {
      // Arrange
      const dice = createRng(`outcomes-${ruleset}-${players}-${planets}`);
      const core = CoreGame.fromState(
        createGame({ players, planets, ruleset, turnLimit: 200 }, dice),
      );
      const ids = new Int32Array(core.maxLegalIds);
      let chance = 0;
      let checked = 0;

      for (let ply = 0; ply < 400 && !core.isTerminal(); ply++) {
        const n = core.legalIds(ids);
        const player = core.currentPlayer;
        const before = [core.keyHi, core.keyLo, core.depth];
        for (let i = 0; i < n; i++) {
          const id = ids[i]!;
          // Act
          const out: CorePrior[] = [];
          const expected = valuedOutcomes(core, id, player, out);

          // Assert: the core left where it was, the list and sum as the ordering made them before.
          expect([core.keyHi, core.keyLo, core.depth]).toEqual(before);
          const listed = outcomesOf(core, id);
          expect(out.map((o) => [o.probability, [...o.dice]])).toEqual(
            listed.map((o) => [o.probability, [...o.dice]]),
          );
          let sum = 0;
          for (let k = 0; k < listed.length; k++) {
            core.makePadded(id, listed[k]!.dice);
            const prior = out[k]!;
            expect([prior.keyHi, prior.keyLo]).toEqual([core.keyHi, core.keyLo]);
            expect(prior.player).toBe(core.currentPlayer);
            expect(prior.terminal).toBe(core.isTerminal());
            const value = searchValueCore(core);
            expect(prior.value).toEqual(value);
            sum += listed[k]!.probability * value[player]!;
            core.unmake();
          }
          expect(expected).toBe(sum);
          if (listed.length > 1) chance++;
          checked++;
        }
        core.make(ids[(ply * 7919 + chance) % n]!, dice);
      }
      expect(checked).toBeGreaterThan(200);
      expect(chance).toBeGreaterThan(5);
    });
  },
);

describe('valuedOutcomes of a 2026-06 Fire', () => {
  it("lists outcomesOf's outcomes of its many dice (R45), each valued where its dice lead", () => {
    // Arrange: a ready, aimed Drill Cannon's Fire at a space with a Rover and a Fortification.
    const state = position26('p0: r1@7 drillCannon@26[ready,aim=40]; p1: r2@40 r3@41 f@40');
    const core = CoreGame.fromState(state);
    const id = encodeAction(state, { type: 'fire', planet: 0 });
    const out: CorePrior[] = [];

    // Act
    const expected = valuedOutcomes(core, id, 0, out);

    // Assert
    const listed = outcomesOf(core, id);
    expect(listed.length).toBeGreaterThan(2);
    expect(out.map((o) => [o.probability, [...o.dice]])).toEqual(
      listed.map((o) => [o.probability, [...o.dice]]),
    );
    let sum = 0;
    for (let k = 0; k < listed.length; k++) {
      core.makePadded(id, listed[k]!.dice);
      expect([out[k]!.keyHi, out[k]!.keyLo]).toEqual([core.keyHi, core.keyLo]);
      const value = searchValueCore(core);
      expect(out[k]!.value).toEqual(value);
      sum += listed[k]!.probability * value[0]!;
      core.unmake();
    }
    expect(expected).toBe(sum);
  });
});
