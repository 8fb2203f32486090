import { describe, expect, it } from 'vitest';
import { evaluateAllCore, evaluateCore } from '../../../src/bots/_internals/core-evaluate.js';
import { evaluateAll } from '../../../src/bots/_internals/evaluate.js';
import { CoreGame, outcomesOf } from '../../../src/core/index.js';
import {
  applyAction,
  createGame,
  createRng,
  type GameState,
  greedyBot,
  legalActions,
  type RulesetName,
  uniformInt,
} from '../../../src/index.js';

// evaluateCore is evaluate read from the core's typed arrays: at every outcome of every legal
// action of every ply of seeded games (half greedy, half random, so that Buildings, cannons and
// Fortifications appear), every seat's value is the very same number as evaluateAll's on the
// core's toState().

interface Seen {
  outcomes: number;
  withBuildings: number;
  /** Outcomes with a Drill Cannon ready and aimed (2025-01) or powered up (2024-12). */
  cannons: number;
  finished: number;
}

function checkGame(
  ruleset: RulesetName,
  players: number,
  planets: number,
  seed: string,
  plies: number,
  turnLimit: number,
  seen: Seen,
): void {
  const dice = createRng(`${seed}/dice`);
  const bot = createRng(`${seed}/bot`);
  let state: GameState = createGame(
    { players, planets, ruleset, turnLimit },
    createRng(`${seed}/setup`),
  );
  const check = (core: CoreGame, where: string): void => {
    const want = evaluateAll(core.toState());
    const got = evaluateAllCore(core);
    for (let p = 0; p < players; p++) {
      if (got[p] !== want[p]) expect.fail(`${where}: seat ${p} ${got[p]} ≠ ${want[p]}`);
      if (evaluateCore(core, p) !== want[p]) expect.fail(`${where}: evaluateCore seat ${p}`);
    }
    seen.outcomes++;
    const { buildings } = core.toState();
    if (buildings.length > 0) seen.withBuildings++;
    const counts = (b: (typeof buildings)[number]): boolean =>
      b.structure === 'drillCannon' && ((b.ready && b.aim !== null) || (b.power ?? 0) >= 3);
    if (buildings.some(counts)) seen.cannons++;
    if (core.isTerminal()) seen.finished++;
  };
  for (let ply = 0; ply < plies && state.status !== 'finished'; ply++) {
    const core = CoreGame.fromState(state);
    const ids = new Int32Array(core.maxLegalIds);
    const n = core.legalIds(ids);
    check(core, `${seed} ply ${ply}`);
    for (let k = 0; k < n; k++) {
      for (const { dice: faces } of outcomesOf(core, ids[k]!)) {
        core.make(ids[k]!, faces);
        check(core, `${seed} ply ${ply} id ${ids[k]} dice ${faces.join('')}`);
        core.unmake();
      }
    }
    const action =
      uniformInt(bot, 2) === 0
        ? greedyBot.chooseAction(state, bot)
        : legalActions(state)[uniformInt(bot, legalActions(state).length)]!;
    state = applyAction(state, action, dice, { freeze: false });
  }
}

describe('evaluateCore', () => {
  it.each([
    ['2025-01', 2, 1, false],
    ['2025-01', 3, 2, false],
    ['2025-01', 4, 1, false],
    ['2025-01', 6, 3, true],
    ['2024-12', 2, 1, false],
    ['2024-12', 3, 2, true],
    ['2024-12', 5, 1, false],
    ['2024-12', 6, 3, true],
  ] as const)(
    'equals evaluate at every outcome: %s, %i players, %i planets',
    (ruleset, players, planets, cannons) => {
      // Arrange
      const seen: Seen = { outcomes: 0, withBuildings: 0, cannons: 0, finished: 0 };

      // Act (the checks are inside: every seat at every outcome)
      for (let g = 0; g < 3; g++)
        checkGame(
          ruleset,
          players,
          planets,
          `eval-${ruleset}-${players}-${planets}-${g}`,
          240,
          g === 0 ? 30 : 150,
          seen,
        );

      // Assert: the games reached positions with Buildings, cannons that count, ends
      expect(seen.outcomes).toBeGreaterThan(1000);
      expect(seen.withBuildings).toBeGreaterThan(0);
      expect(seen.finished).toBeGreaterThan(0);
      if (cannons) expect(seen.cannons).toBeGreaterThan(0);
    },
    120_000,
  );
});
