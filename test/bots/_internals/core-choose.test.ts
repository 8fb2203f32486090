import { describe, expect, it } from 'vitest';
import { greedyIdCore, randomIdCore } from '../../../src/bots/_internals/core-choose.js';
import { expectedValueCore } from '../../../src/bots/_internals/core-expected.js';
import { legalIdsInActionOrder } from '../../../src/bots/_internals/core-order.js';
import { expectedValue } from '../../../src/bots/greedy.js';
import { CoreGame } from '../../../src/core/index.js';
import {
  applyAction,
  createGame,
  createRng,
  encodeAction,
  greedyBot,
  legalActions,
  type RulesetName,
  randomBot,
  uniformInt,
} from '../../../src/index.js';

// Greedy and random on the core (core-expected.ts, core-choose.ts): at every ply of seeded
// games, each legal action's expected value is the very number greedy's expectedValue gives on
// the state (dice included: shots, Fire), and the ids chosen, with the same dice for ties and
// picks, are those of greedyBot's and randomBot's actions.

describe('greedy and random on the core', () => {
  it.each([
    ['2025-01', 2, 1],
    ['2025-01', 4, 2],
    ['2024-12', 2, 1],
    ['2024-12', 3, 2],
    ['2026-06', 2, 1],
    ['2026-06', 4, 2],
  ] as const)(
    'choose as on the state: %s, %i players, %i planets',
    (ruleset, players, planets) => {
      // Arrange
      let values = 0;
      let withDice = 0;
      for (let g = 0; g < 3; g++) {
        const rng = createRng(`choose-${ruleset}-${players}-${g}`);
        let state = createGame(
          { players, planets, ruleset: ruleset as RulesetName, turnLimit: 80 },
          rng,
        );
        for (let ply = 0; ply < 150 && state.status !== 'finished'; ply++) {
          const core = CoreGame.fromState(state);
          const order = new Int32Array(core.maxLegalIds);
          const count = legalIdsInActionOrder(core, order);
          const player = state.currentPlayer;

          // Act and Assert: every action's value
          for (const action of legalActions(state)) {
            const id = encodeAction(state, action);
            const want = expectedValue(state, action, player);
            if (expectedValueCore(core, id, player) !== want)
              expect.fail(`${ruleset} game ${g} ply ${ply}: ${JSON.stringify(action)}`);
            values++;
            if (action.type === 'shoot' || action.type === 'fire') withDice++;
          }
          // ... and the choices, with the same dice
          const seed = `${g}-${ply}`;
          const greedy = greedyBot.chooseAction(state, createRng(seed));
          expect(greedyIdCore(core, createRng(seed), order, count)).toBe(
            encodeAction(state, greedy),
          );
          const random = randomBot.chooseAction(state, createRng(seed));
          expect(randomIdCore(createRng(seed), order, count)).toBe(encodeAction(state, random));

          const actions = legalActions(state);
          const next = ply % 2 === 0 ? greedy : actions[uniformInt(rng, actions.length)]!;
          state = applyAction(state, next, rng, { freeze: false });
        }
      }
      expect(values).toBeGreaterThan(1000);
      expect(withDice).toBeGreaterThan(50);
    },
    120_000,
  );
});
