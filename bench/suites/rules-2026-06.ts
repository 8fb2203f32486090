import {
  type ApplyOptions,
  applyAction,
  createRng,
  type GameState,
  legalActions,
  validateAction,
} from '../../src/index.js';
import { midGamePositions, seededPlay } from '../_internals/positions.js';
import type { BenchCase } from '../_internals/suite.js';

// The rules suite's cases for the 2026-06 ruleset (issue 13): positions from the middle of
// seeded random two-player games of 2026-06, so its rates can be read beside 2025-01's.

const RULESET = '2026-06';
const POSITIONS = 1000;
const states = midGamePositions(POSITIONS, 'bench-2026', undefined, RULESET);
const chooser = createRng('bench-2026-choice');
const actions = states.map((state) => {
  const legal = legalActions(state);
  return legal[(chooser.d6() * 7919) % legal.length]!;
});
const rng = createRng('bench-2026-dice');
const UNFROZEN: ApplyOptions = { freeze: false };
const unfrozenStates: GameState[] = JSON.parse(JSON.stringify(states));

function randomGame(seed: number, options?: ApplyOptions): number {
  let states = 0;
  for (const _ of seededPlay(`game-2026-${seed}`, options, RULESET)) states++;
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
    name: `random game to the end (freeze: false), ~${Math.round(meanLength)} actions`,
    fn: () => randomGame(seed++, UNFROZEN),
    unit: 'games',
  },
];
