import { CoreGame, perft } from '../../src/core/index.js';
import {
  type Action,
  type ApplyOptions,
  applyAction,
  createGame,
  createRng,
  encodeAction,
  type GameState,
  legalActions,
  type RulesetName,
} from '../../src/index.js';
import { GAME, midGamePositions, seededPosition } from '../_internals/positions.js';
import type { BenchCase } from '../_internals/suite.js';

// The fast core (src/core, globetrotter/core) against the reducer on the same work, 2025-01 (and
// 2024-12 and 2026-06, their cases named so), two players, one planet, a 300-turn limit
// (bench/_internals/positions.ts). Each pair is a target
// of bench/_internals/targets.ts, so `npm run bench` measures the two interleaved in one run.
//
// - Random playout steps: legal ids + pick + make (seeded dice) on the core, against legalActions
//   + pick + applyAction({ freeze: false }); STEPS steps per call, restarting from the start
//   position when a game ends (the core's restart, `reset()`, is timed with it). The pick is the
//   same cheap generator on both sides, so the two play the very same games.
// - make + unmake of one action in each of 1,000 mid-game positions, against applyAction
//   ({ freeze: false }) of the same action with the same dice.
// - perft over actions and chance outcomes, nodes per second, beside chess.js's perft.

const STEPS = 2000;
const UNFROZEN: ApplyOptions = { freeze: false };
const START: GameState = createGame(GAME, createRng('core-bench-start'));

/** A small xorshift: the pick, the same on both sides, cheaper than the dice. */
function picker(seed: number): (n: number) => number {
  let x = seed | 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

let coreGames = 0;
const PLAYOUT_CORE = CoreGame.fromState(START);
const ids = new Int32Array(PLAYOUT_CORE.maxLegalIds);
let reducerGames = 0;

function coreSteps(): number {
  const pick = picker(++coreGames);
  const dice = createRng(`core-steps-${coreGames}`);
  const core = PLAYOUT_CORE;
  core.reset();
  for (let step = 0; step < STEPS; step++) {
    if (core.isTerminal()) core.reset();
    const n = core.legalIds(ids);
    core.make(ids[pick(n)]!, dice);
  }
  return core.depth;
}

function reducerSteps(): number {
  const pick = picker(++reducerGames);
  const dice = createRng(`core-steps-${reducerGames}`);
  let state = START;
  for (let step = 0; step < STEPS; step++) {
    if (state.status === 'finished') state = START;
    const legal = legalActions(state);
    state = applyAction(state, legal[pick(legal.length)]!, dice, UNFROZEN);
  }
  return state.turn;
}

// make + unmake: the positions and actions of the rules suite's kind (every 7th position after
// the 20th action of seeded games), one core per position.
const POSITIONS = 1000;
const states: GameState[] = JSON.parse(
  JSON.stringify(midGamePositions(POSITIONS, 'core-bench')),
) as GameState[];
const chooser = createRng('core-bench-choice');
const actions: Action[] = states.map((state) => {
  const legal = legalActions(state);
  return legal[(chooser.d6() * 7919) % legal.length]!;
});
const cores = states.map((state) => CoreGame.fromState(state));
const actionIds = states.map((state, i) => encodeAction(state, actions[i]!));
const dice = createRng('core-bench-dice');

const PERFT_POSITION = seededPosition('perft-mid', 60);
const PERFT_DEPTH = 4;
const PERFT_COUNTS = perft(PERFT_POSITION, PERFT_DEPTH);

/**
 * The playout, make + unmake and perft cases of another ruleset the core plays, on its own
 * positions (seeded random play of GAME under that ruleset), named with the ruleset.
 */
function rulesetCases(ruleset: RulesetName, perftDepth: number): BenchCase[] {
  const start = createGame({ ...GAME, ruleset }, createRng(`core-bench-start-${ruleset}`));
  const playout = CoreGame.fromState(start);
  const out = new Int32Array(playout.maxLegalIds);
  let played = 0;
  const positions: GameState[] = JSON.parse(
    JSON.stringify(midGamePositions(POSITIONS, `core-bench-${ruleset}`, undefined, ruleset)),
  ) as GameState[];
  const pick = createRng(`core-bench-choice-${ruleset}`);
  const chosen = positions.map((state) => {
    const legal = legalActions(state);
    return legal[(pick.d6() * 7919) % legal.length]!;
  });
  const made = positions.map((state) => CoreGame.fromState(state));
  const madeIds = positions.map((state, i) => encodeAction(state, chosen[i]!));
  const perftAt = midGamePositions(1, `core-bench-perft-${ruleset}`, undefined, ruleset)[0]!;
  const perftCounts = perft(perftAt, perftDepth);
  return [
    {
      name: `core random playout step (legal ids + pick + make, seeded dice), ${ruleset}`,
      fn: () => {
        const next = picker(++played);
        const rng = createRng(`core-steps-${ruleset}-${played}`);
        playout.reset();
        for (let step = 0; step < STEPS; step++) {
          if (playout.isTerminal()) playout.reset();
          playout.make(out[next(playout.legalIds(out))]!, rng);
        }
        return playout.depth;
      },
      unit: 'steps',
      unitsPerCall: STEPS,
    },
    {
      name: `reducer random playout step (legalActions + pick + applyAction, freeze: false), ${ruleset}`,
      fn: () => {
        const next = picker(++played);
        const rng = createRng(`core-steps-${ruleset}-${played}`);
        let state = start;
        for (let step = 0; step < STEPS; step++) {
          if (state.status === 'finished') state = start;
          const legal = legalActions(state);
          state = applyAction(state, legal[next(legal.length)]!, rng, UNFROZEN);
        }
        return state.turn;
      },
      unit: 'steps',
      unitsPerCall: STEPS,
    },
    {
      name: `core make + unmake, mid-game, ${ruleset}`,
      fn: () => {
        for (let i = 0; i < POSITIONS; i++) {
          made[i]!.make(madeIds[i]!, dice);
          made[i]!.unmake();
        }
      },
      unit: 'actions',
      unitsPerCall: POSITIONS,
    },
    {
      name: `reducer applyAction (freeze: false), mid-game, core positions, ${ruleset}`,
      fn: () => {
        for (let i = 0; i < POSITIONS; i++) applyAction(positions[i]!, chosen[i]!, dice, UNFROZEN);
      },
      unit: 'actions',
      unitsPerCall: POSITIONS,
    },
    {
      name: `core perft(${perftDepth}) over actions and chance outcomes, mid-game, ${ruleset}`,
      fn: () => {
        const { leaves } = perft(perftAt, perftDepth);
        if (leaves !== perftCounts.leaves) throw new Error('core perft: count changed');
        return leaves;
      },
      unit: 'nodes',
      unitsPerCall: perftCounts.nodes,
      detail: `${perftCounts.leaves.toLocaleString('en')} leaves, ${perftCounts.nodes.toLocaleString('en')} nodes; seed core-bench-perft-${ruleset}`,
    },
  ];
}

export const cases: readonly BenchCase[] = [
  {
    name: 'core random playout step (legal ids + pick + make, seeded dice)',
    fn: coreSteps,
    unit: 'steps',
    unitsPerCall: STEPS,
  },
  {
    name: 'reducer random playout step (legalActions + pick + applyAction, freeze: false)',
    fn: reducerSteps,
    unit: 'steps',
    unitsPerCall: STEPS,
  },
  {
    name: 'core make + unmake, mid-game',
    fn: () => {
      for (let i = 0; i < POSITIONS; i++) {
        const core = cores[i]!;
        core.make(actionIds[i]!, dice);
        core.unmake();
      }
    },
    unit: 'actions',
    unitsPerCall: POSITIONS,
  },
  {
    name: 'reducer applyAction (freeze: false), mid-game, core positions',
    fn: () => {
      for (let i = 0; i < POSITIONS; i++) applyAction(states[i]!, actions[i]!, dice, UNFROZEN);
    },
    unit: 'actions',
    unitsPerCall: POSITIONS,
  },
  {
    name: `core perft(${PERFT_DEPTH}) over actions and chance outcomes, mid-game`,
    fn: () => {
      const { leaves } = perft(PERFT_POSITION, PERFT_DEPTH);
      if (leaves !== PERFT_COUNTS.leaves) throw new Error('core perft: count changed');
      return leaves;
    },
    unit: 'nodes',
    unitsPerCall: PERFT_COUNTS.nodes,
    detail: `${PERFT_COUNTS.leaves.toLocaleString('en')} leaves, ${PERFT_COUNTS.nodes.toLocaleString('en')} nodes; seed perft-mid, 60 actions`,
  },
  ...rulesetCases('2024-12', 3),
  ...rulesetCases('2026-06', 3),
];
