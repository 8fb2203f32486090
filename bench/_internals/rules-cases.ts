import {
  type ApplyOptions,
  applyAction,
  createRng,
  type GameState,
  legalActions,
  type RulesetName,
  validateAction,
  validateState,
} from '../../src/index.js';
import { midGamePositions, seededPlay } from './positions.js';
import type { BenchCase } from './suite.js';

/** The seeds a rules suite draws from, and its ruleset (2025-01 when absent). */
export interface RulesBench {
  /** Positions from seeded games `${positions}-0`, `-1`… (positions.ts). */
  readonly positions: string;
  /** The chooser of each position's action, and the dice of `applyAction`. */
  readonly choice: string;
  readonly dice: string;
  /** Whole games are seeded `${games}-${n}`. */
  readonly games: string;
  readonly ruleset?: RulesetName;
}

/**
 * The rules cases (bench/suites/rules.ts, rules-2026-06.ts, rules-2024-12.ts) on one ruleset's
 * positions.
 */
export function rulesCases(seeds: RulesBench): readonly BenchCase[] {
  // Positions from the middle of seeded random two-player, one-planet games (every 7th position
  // after the 20th action), each with a legal action picked by a seeded chooser. Random play is the
  // workload of simulations; the same positions are used for every case so their rates compare.

  const POSITIONS = 1000;
  const states = midGamePositions(POSITIONS, seeds.positions, undefined, seeds.ruleset);
  const chooser = createRng(seeds.choice);
  const actions = states.map((state) => {
    const legal = legalActions(state);
    return legal[(chooser.d6() * 7919) % legal.length]!;
  });
  const rng = createRng(seeds.dice);
  const UNFROZEN: ApplyOptions = { freeze: false };
  // The same positions as plain unfrozen objects, as a simulation running with { freeze: false }
  // holds them (immer does less work on input it does not have to keep frozen).
  const unfrozenStates: GameState[] = JSON.parse(JSON.stringify(states));

  /** One seeded random game (bench/_internals/positions.ts) to its end; returns its length. */
  function randomGame(seed: number, options?: ApplyOptions): number {
    let states = 0;
    for (const _ of seededPlay(`${seeds.games}-${seed}`, options, seeds.ruleset)) states++;
    return states - 1;
  }

  let seed = 0;
  const sampleLengths = Array.from({ length: 20 }, (_, i) => randomGame(10_000 + i));
  const meanLength = sampleLengths.reduce((a, b) => a + b, 0) / sampleLengths.length;

  return [
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
}
