import {
  type Action,
  type ApplyOptions,
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
  validateAction,
} from '../../src/index.js';
import type { BenchCase } from '../_internals/suite.js';

// Positions from the middle of seeded random two-player, one-planet games (every 7th position
// after the 20th action), each with the action random play chose there. Random play is the
// workload of simulations; the same positions are used for every case so their rates compare.

const POSITIONS = 1000;

function midGamePositions(): { states: GameState[]; actions: Action[] } {
  const states: GameState[] = [];
  const actions: Action[] = [];
  for (let game = 0; states.length < POSITIONS; game++) {
    const rng = createRng(`bench-${game}`);
    const chooser = createRng(`bench-choice-${game}`);
    let state = createGame({ players: 2, turnLimit: 300 }, rng);
    for (let step = 0; state.status !== 'finished' && states.length < POSITIONS; step++) {
      const legal = legalActions(state);
      const action = legal[(chooser.d6() * 7919 + step) % legal.length]!;
      if (step > 20 && step % 7 === 0) {
        states.push(state);
        actions.push(action);
      }
      state = applyAction(state, action, rng);
    }
  }
  return { states, actions };
}

const { states, actions } = midGamePositions();
const rng = createRng('bench-dice');
const UNFROZEN: ApplyOptions = { freeze: false };
// The same positions as plain unfrozen objects, as a simulation running with { freeze: false }
// holds them (immer does less work on input it does not have to keep frozen).
const unfrozenStates: GameState[] = JSON.parse(JSON.stringify(states));

/** One random two-player game on one planet to its end or 300 turns; returns its length. */
function randomGame(seed: number, options?: ApplyOptions): number {
  const dice = createRng(seed);
  const chooser = createRng(`c${seed}`);
  let state = createGame({ players: 2, turnLimit: 300 }, dice);
  let length = 0;
  while (state.status !== 'finished') {
    const legal = legalActions(state);
    state = applyAction(
      state,
      legal[(chooser.d6() * 7919 + length) % legal.length]!,
      dice,
      options,
    );
    length++;
  }
  return length;
}

let seed = 0;
const sampleLengths = Array.from({ length: 20 }, (_, i) => randomGame(10_000 + i));
const meanLength = sampleLengths.reduce((a, b) => a + b, 0) / sampleLengths.length;

export const cases: readonly BenchCase[] = [
  {
    name: 'legalActions, mid-game, 2 players, 1 planet',
    fn: () => {
      for (const s of states) legalActions(s);
    },
    unit: 'calls',
    unitsPerCall: POSITIONS,
  },
  {
    name: 'validateAction, mid-game',
    fn: () => {
      for (let i = 0; i < POSITIONS; i++) validateAction(states[i]!, actions[i]!);
    },
    unit: 'calls',
    unitsPerCall: POSITIONS,
  },
  {
    name: 'applyAction (frozen states), mid-game',
    fn: () => {
      for (let i = 0; i < POSITIONS; i++) applyAction(states[i]!, actions[i]!, rng);
    },
    unit: 'calls',
    unitsPerCall: POSITIONS,
  },
  {
    name: 'applyAction (freeze: false), mid-game',
    fn: () => {
      for (let i = 0; i < POSITIONS; i++)
        applyAction(unfrozenStates[i]!, actions[i]!, rng, UNFROZEN);
    },
    unit: 'calls',
    unitsPerCall: POSITIONS,
  },
  {
    name: `random game to the end (frozen), ~${Math.round(meanLength)} actions`,
    fn: () => randomGame(seed++),
    unit: 'games',
  },
  {
    name: `random game to the end (freeze: false), ~${Math.round(meanLength)} actions`,
    fn: () => randomGame(seed++, UNFROZEN),
    unit: 'games',
  },
];
