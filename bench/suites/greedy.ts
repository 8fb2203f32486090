import { greedyIdCore } from '../../src/bots/_internals/core-choose.js';
import { legalIdsInActionOrder } from '../../src/bots/_internals/core-order.js';
import { CoreGame } from '../../src/core/index.js';
import {
  applyAction,
  createGame,
  createRng,
  type GameState,
  greedyBot,
  randomBot,
} from '../../src/index.js';
import { GAME } from '../_internals/positions.js';
import type { BenchCase } from '../_internals/suite.js';

// greedyBot's decision (issue 28): on states (`greedyBot.chooseAction`: `actionOutcomes` and
// `evaluate` on every outcome), and on the core as `simulate` plays random and greedy seats
// (legal ids in `legalActions`' order, `make` with explicit dice, `evaluateCore`, `unmake`), the
// same decisions. Positions: every 5th of seeded random-vs-greedy games, 2 players, 1 planet.
// The third case builds a core from the state for each decision (`CoreGame.fromState` checks
// the state first), what `greedyBot.chooseAction` would pay to decide on the core.

const PER_CALL = 20;

function positions(count: number): GameState[] {
  const out: GameState[] = [];
  for (let game = 0; out.length < count; game++) {
    const dice = createRng(`bench-greedy-${game}`);
    let state = createGame(GAME, dice);
    for (let step = 0; state.status !== 'finished' && out.length < count; step++) {
      if (state.status === 'playing' && step % 5 === 0) out.push(state);
      const bot = state.currentPlayer === 0 ? greedyBot : randomBot;
      state = applyAction(state, bot.chooseAction(state, dice), dice, { freeze: false });
    }
  }
  return out;
}

const STATES = positions(200);
const CORES = STATES.map((s) => CoreGame.fromState(s));
const ORDER = new Int32Array(Math.max(...CORES.map((c) => c.maxLegalIds)));
const rng = createRng('bench-greedy-ties');
let next = 0;

function onCore(core: CoreGame): number {
  return greedyIdCore(core, rng, ORDER, legalIdsInActionOrder(core, ORDER));
}

export const cases: readonly BenchCase[] = [
  {
    name: 'greedy decisions on states (greedyBot.chooseAction)',
    fn: () => {
      for (let k = 0; k < PER_CALL; k++)
        greedyBot.chooseAction(STATES[next++ % STATES.length]!, rng);
    },
    unit: 'decisions',
    unitsPerCall: PER_CALL,
  },
  {
    name: 'greedy decisions on the core (legal ids in order, evaluateCore)',
    fn: () => {
      for (let k = 0; k < PER_CALL; k++) onCore(CORES[next++ % CORES.length]!);
    },
    unit: 'decisions',
    unitsPerCall: PER_CALL,
  },
  {
    name: 'greedy decisions on the core, built from the state (CoreGame.fromState each)',
    fn: () => {
      for (let k = 0; k < PER_CALL; k++)
        onCore(CoreGame.fromState(STATES[next++ % STATES.length]!));
    },
    unit: 'decisions',
    unitsPerCall: PER_CALL,
  },
];
