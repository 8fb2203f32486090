import {
  type ApplyOptions,
  applyAction,
  createRng,
  type GameState,
  legalActions,
  validateAction,
  validateState,
} from '../../src/index.js';
import { midGamePositions, seededPlay } from '../_internals/positions.js';
import type { BenchCase } from '../_internals/suite.js';

// Positions from the middle of seeded random two-player, one-planet games (every 7th position
// after the 20th action), each with a legal action picked by a seeded chooser. Random play is the
// workload of simulations; the same positions are used for every case so their rates compare.

const POSITIONS = 1000;
const states = midGamePositions(POSITIONS, 'bench');
const chooser = createRng('bench-choice');
const actions = states.map((state) => {
  const legal = legalActions(state);
  return legal[(chooser.d6() * 7919) % legal.length]!;
});
const rng = createRng('bench-dice');
const UNFROZEN: ApplyOptions = { freeze: false };
// The same positions as plain unfrozen objects, as a simulation running with { freeze: false }
// holds them (immer does less work on input it does not have to keep frozen).
const unfrozenStates: GameState[] = JSON.parse(JSON.stringify(states));

/** One seeded random game (bench/_internals/positions.ts) to its end; returns its length. */
function randomGame(seed: number, options?: ApplyOptions): number {
  let states = 0;
  for (const _ of seededPlay(`game-${seed}`, options)) states++;
  return states - 1;
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
    // The check of a state from outside; validateAction runs it only on a state that crashed a
    // rule check, since it costs several validateAction calls.
    name: 'validateState, mid-game',
    fn: () => {
      for (let i = 0; i < POSITIONS; i++) validateState(states[i]!);
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
