import { describe, expect, it } from 'vitest';
import { evaluateAllCore, evaluateCore } from '../../../src/bots/_internals/core-evaluate.js';
import { evaluateAll } from '../../../src/bots/_internals/evaluate.js';
import { CoreGame, outcomesOf } from '../../../src/core/index.js';
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
  /** 2026-06: outcomes with a Rover in orbit, Factory build points, Treasury points captured. */
  orbit: number;
  factoryPoints: number;
  captured: number;
  treasuries: number;
  /** Plies with a Fire legal (its outcomes then checked with every other action's). */
  fires: number;
}

const NONE: ReadonlySet<string> = new Set();
/** 2026-06's rarer actions, favoured by the random half so that orbits, cannons and Fires come. */
const RARE_2026: ReadonlySet<string> = new Set(['build', 'orbit', 'ready', 'aim', 'fire', 'save']);

/** Whether `action` is of a `rare` type, or (2026-06, R40) a move onto one's own Space Port. */
function isRare(state: GameState, action: Action, rare: ReadonlySet<string>): boolean {
  if (rare.has(action.type)) return true;
  if (action.type !== 'move' || rare.size === 0) return false;
  return state.buildings.some(
    (b) => b.structure === 'spacePort' && b.space === action.to && b.owner === state.currentPlayer,
  );
}

/** A random legal action; a rare one (`isRare`) three times in four when there is one. */
function randomAction(
  state: GameState,
  rare: ReadonlySet<string>,
  rng: ReturnType<typeof createRng>,
): Action {
  const actions = legalActions(state);
  if (rare.size > 0 && uniformInt(rng, 4) !== 0) {
    const some = actions.filter((a) => isRare(state, a, rare));
    if (some.length > 0) return some[uniformInt(rng, some.length)]!;
  }
  // 2026-06: no Decommission (it throws one's own pieces away and ends the games early).
  const kept = rare.size > 0 ? actions.filter((a) => a.type !== 'decommission') : actions;
  const from = kept.length > 0 ? kept : actions;
  return from[uniformInt(rng, from.length)]!;
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
    const state = core.toState();
    const { buildings } = state;
    if (buildings.length > 0) seen.withBuildings++;
    if (state.rovers.some((r) => r.location === 'orbit')) seen.orbit++;
    if (buildings.some((b) => b.structure === 'factory' && (b.points ?? 0) > 0))
      seen.factoryPoints++;
    if ((state.captured ?? 0) > 0) seen.captured++;
    if (buildings.some((b) => b.structure === 'treasury')) seen.treasuries++;
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
    if (legalActions(state).some((a) => a.type === 'fire')) seen.fires++;
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
        : randomAction(state, ruleset === '2026-06' ? RARE_2026 : NONE, bot);
    state = applyAction(state, action, dice, { freeze: false });
  }
}

/** What the 2026-06 cases reached together (checked by the last test). */
const seen2026 = { orbit: 0, treasuries: 0, fires: 0, captured: 0 };

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
    ['2026-06', 2, 1, false],
    ['2026-06', 3, 1, true],
    ['2026-06', 4, 2, false],
    ['2026-06', 6, 3, false],
  ] as const)(
    'equals evaluate at every outcome: %s, %i players, %i planets',
    (ruleset, players, planets, cannons) => {
      // Arrange
      const seen: Seen = {
        outcomes: 0,
        withBuildings: 0,
        cannons: 0,
        finished: 0,
        orbit: 0,
        factoryPoints: 0,
        captured: 0,
        treasuries: 0,
        fires: 0,
      };

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
      if (ruleset === '2026-06') {
        expect(seen.factoryPoints).toBeGreaterThan(0);
        seen2026.orbit += seen.orbit;
        seen2026.treasuries += seen.treasuries;
        seen2026.fires += seen.fires;
        seen2026.captured += seen.captured;
      }
    },
    120_000,
  );

  it('reached Rovers in orbit, Treasuries and Fires in the 2026-06 games', () => {
    expect(seen2026.orbit).toBeGreaterThan(0);
    expect(seen2026.treasuries).toBeGreaterThan(0);
    expect(seen2026.fires).toBeGreaterThan(0);
  });

  it('counts Treasury points captured this turn (2026-06, R47) as evaluate does', () => {
    // Arrange: seeded 2026-06 positions after setup, the player to act one action into the
    // turn and given captured points (ruling R47: at most the actions left in the turn)
    const dice = createRng('eval-captured');
    let state: GameState = createGame({ players: 3, planets: 1, ruleset: '2026-06' }, dice);
    let checked = 0;
    for (let ply = 0; ply < 120 && state.status !== 'finished'; ply++) {
      if (state.status === 'playing') {
        for (const captured of [1, 3]) {
          const withPoints: GameState = { ...state, actionsThisTurn: 1, captured };
          const without: GameState = { ...state, actionsThisTurn: 1, captured: 0 };
          const core = CoreGame.fromState(withPoints);

          // Act
          const got = [...evaluateAllCore(core).subarray(0, 3)];

          // Assert
          expect(got).toEqual(evaluateAll(withPoints));
          expect(got).not.toEqual(evaluateAll(without));
          checked++;
        }
      }
      const actions = legalActions(state);
      state = applyAction(state, actions[uniformInt(dice, actions.length)]!, dice);
    }
    expect(checked).toBeGreaterThan(10);
  });
});
