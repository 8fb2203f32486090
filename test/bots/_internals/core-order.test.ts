import { describe, expect, it } from 'vitest';
import { idsFromState, legalIdsInActionOrder } from '../../../src/bots/_internals/core-order.js';
import { CoreGame } from '../../../src/core/index.js';
import {
  type Action,
  applyAction,
  createGame,
  createRng,
  type GameState,
  greedyBot,
  legalActions,
  type RulesetName,
  uniformInt,
} from '../../../src/index.js';

// The bots on the core take the legal ids in the order of legalActions (core-order.ts sorts them
// by a key per ruleset): at every ply of seeded games, with the rare families favoured, the
// order is the one read from legalActions on toState().

const RARE = new Set([
  'build',
  'descend',
  'produce',
  'repair',
  'heal',
  'ready',
  'aim',
  'fire',
  'save',
  'destroy',
  'powerUp',
  'turn',
  'endTurn',
  'orbit',
]);

function choose(state: GameState, rng: ReturnType<typeof createRng>, ply: number): Action {
  const actions = legalActions(state);
  if (ply % 3 === 0) return greedyBot.chooseAction(state, rng);
  const rare = actions.filter((a) => RARE.has(a.type));
  if (rare.length > 0 && uniformInt(rng, 4) !== 0) return rare[uniformInt(rng, rare.length)]!;
  return actions[uniformInt(rng, actions.length)]!;
}

/** The action types the 2026-06 games listed (checked by the last test of the first block). */
const types2026 = new Set<string>();

describe('legalIdsInActionOrder', () => {
  it.each([
    ['2025-01', 2, 1],
    ['2025-01', 3, 2],
    ['2025-01', 5, 3],
    ['2024-12', 2, 1],
    ['2024-12', 4, 2],
    ['2024-12', 6, 3],
    ['2026-06', 2, 1],
    ['2026-06', 4, 2],
    ['2026-06', 6, 3],
  ] as const)(
    'lists the ids in legalActions order: %s, %i players, %i planets',
    (ruleset, players, planets) => {
      // Arrange
      const types = new Set<string>();
      let plies = 0;
      for (let g = 0; g < 6; g++) {
        const rng = createRng(`order-${ruleset}-${players}-${g}`);
        let state = createGame(
          { players, planets, ruleset: ruleset as RulesetName, turnLimit: 120 },
          rng,
        );
        for (let ply = 0; ply < 300 && state.status !== 'finished'; ply++) {
          const core = CoreGame.fromState(state);
          const fast = new Int32Array(core.maxLegalIds);
          const slow = new Int32Array(core.maxLegalIds);

          // Act
          const n = legalIdsInActionOrder(core, fast);
          const want = idsFromState(core, slow);

          // Assert
          if (n !== want || fast.subarray(0, n).some((id, k) => id !== slow[k]))
            expect.fail(
              `${ruleset} game ${g} ply ${ply}: ${fast.subarray(0, n)} ≠ ${slow.subarray(0, want)}`,
            );
          for (const a of legalActions(state)) types.add(a.type);
          state = applyAction(state, choose(state, rng, ply), rng, { freeze: false });
          plies++;
        }
      }
      if (ruleset === '2026-06') for (const t of types) types2026.add(t);
      expect(plies).toBeGreaterThan(300);
    },
    120_000,
  );

  it('met every 2026-06 family whose key is not its id in the 2026-06 games', () => {
    for (const type of ['place', 'move', 'fortify', 'shoot', 'produce', 'repair'])
      expect(types2026).toContain(type);
  });
});

describe('legalIdsInActionOrder with Rovers in orbit', () => {
  it.each(['2025-01', '2024-12', '2026-06'] as const)(
    'lists descents in legalActions order: %s',
    (ruleset) => {
      // Arrange: after setup, each player gets 3 more Rovers in orbit
      const rng = createRng(`orbit-order-${ruleset}`);
      // 2026-06 plays 2 planets with 4 or 5 players (R30).
      const players = ruleset === '2026-06' ? 4 : 3;
      let state = createGame({ players, planets: 2, ruleset, turnLimit: 60 }, rng);
      while (state.status === 'setup') {
        const actions = legalActions(state);
        state = applyAction(state, actions[uniformInt(rng, actions.length)]!, rng);
      }
      // 2026-06 (R40): a Rover in orbit orbits a planet, and has 3 hit points at most.
      const extra = Array.from({ length: 9 }, (_, k) => ({
        id: state.nextRoverId + k,
        owner: k % 3,
        hp: ruleset === '2026-06' ? 3 : 5,
        location: 'orbit' as const,
        ...(ruleset === '2026-06' ? { orbit: k % 2 } : {}),
      }));
      state = { ...state, rovers: [...state.rovers, ...extra], nextRoverId: state.nextRoverId + 9 };
      let descents = 0;
      for (let ply = 0; ply < 120 && state.status !== 'finished'; ply++) {
        const core = CoreGame.fromState(state);
        const fast = new Int32Array(core.maxLegalIds);
        const slow = new Int32Array(core.maxLegalIds);

        // Act
        const n = legalIdsInActionOrder(core, fast);
        const want = idsFromState(core, slow);

        // Assert
        if (n !== want || fast.subarray(0, n).some((id, k) => id !== slow[k]))
          expect.fail(`${ruleset} ply ${ply}: ${fast.subarray(0, n)} ≠ ${slow.subarray(0, want)}`);
        const actions = legalActions(state);
        descents += actions.filter((a) => a.type === 'descend').length;
        const next = actions[uniformInt(rng, actions.length)]!;
        state = applyAction(state, next, rng, { freeze: false });
      }
      expect(descents).toBeGreaterThan(100);
    },
  );
});
