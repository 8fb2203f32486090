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
} from '../../src/index.js';
import { CORE_BENCH, type CoreBenchEntry, coreCaseNames } from '../_internals/core-bench.js';
import { midGamePositions } from '../_internals/positions.js';
import type { BenchCase } from '../_internals/suite.js';

// The fast core (src/core, globetrotter/core) against the reducer on the same work, per ruleset
// the core plays: one entry of CORE_BENCH (bench/_internals/core-bench.ts) each (two players,
// one planet, a 300-turn limit, bench/_internals/positions.ts), its cases named with the ruleset. Each pair is a target of
// bench/_internals/targets.ts (coreTargets), so `npm run bench` measures the two interleaved in
// one run.
//
// - Random playout steps: legal ids + pick + make (seeded dice) on the core, against legalActions
//   + pick + applyAction({ freeze: false }); STEPS steps per call, restarting from the start
//   position when a game ends (the core's restart, `reset()`, is timed with it). The pick is the
//   same cheap generator on both sides, so the two play the very same games.
// - make + unmake of every legal id in each of the first SEARCHED mid-game positions, one core
//   per position, against applyAction ({ freeze: false }) of every legal action of the same
//   state with the same dice source: the work of a search (MCTS, perft, the engine), which makes
//   and unmakes many actions on one core. The ids are listed once per position when the
//   fixtures are built, as a search lists a node once. The target pair.
// - make + unmake of one action in each of 1,000 mid-game positions, one core each, against
//   applyAction of the same action: 50-70 MB of cores touched per call, so it mostly measures
//   cache misses, which no user of the core sees. Reported for information.
// - perft over actions and chance outcomes, nodes per second, beside chess.js's perft, on a core
//   built once (as chess.js's board is).

const STEPS = 2000;
const POSITIONS = 1000;
/** Positions whose every legal action is made (the first of the POSITIONS). */
const SEARCHED = 100;
const UNFROZEN: ApplyOptions = { freeze: false };
const dice = createRng('core-bench-dice');

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

/**
 * Every legal action of each state, as the reducer lists them and as ids listed on its core
 * (`cores[i]`, whose marks are then those of its listing). Throws unless both sides hold the
 * same (position, action) pairs: the reducer's actions, encoded and sorted, are the listed ids.
 */
export function searchFixtures(states: readonly GameState[], cores: readonly CoreGame[]) {
  const legal = states.map((state) => legalActions(state));
  const ids = states.map((state, i) => {
    const core = cores[i]!;
    const out = new Int32Array(core.maxLegalIds);
    const listed = out.slice(0, core.legalIds(out));
    const encoded = legal[i]!.map((action) => encodeAction(state, action)).sort((a, b) => a - b);
    if (listed.length !== encoded.length || encoded.some((id, k) => id !== listed[k]))
      throw new Error(`core bench: position ${i} lists other actions on the core`);
    return listed;
  });
  const actions = ids.reduce((n, list) => n + list.length, 0);
  if (legal.reduce((n, list) => n + list.length, 0) !== actions)
    throw new Error('core bench: the two sides make different numbers of actions');
  return { states, legal, ids, actions };
}

/** The playout, make + unmake and perft cases of one ruleset, on its own positions. */
function rulesetCases(entry: CoreBenchEntry): BenchCase[] {
  const { ruleset, perftDepth } = entry;
  const names = coreCaseNames(ruleset, perftDepth);
  const start = createGame(entry.options, createRng(entry.startSeed));
  const playout = CoreGame.fromState(start);
  const out = new Int32Array(playout.maxLegalIds);
  let played = 0;
  // make + unmake: the positions and actions of the rules suite's kind (every 7th position after
  // the 20th action of seeded games), one core per position. Played `freeze: false` (the same
  // states), as every fixture of this suite: a reducer that has seen frozen states runs its
  // `freeze: false` step markedly slower, and users who play unfrozen never have any.
  const positions: GameState[] = midGamePositions(
    POSITIONS,
    entry.positionsPrefix,
    UNFROZEN,
    entry.options.ruleset === undefined ? undefined : ruleset,
  );
  const pick = createRng(entry.choiceSeed);
  const chosen: Action[] = positions.map((state) => {
    const legal = legalActions(state);
    return legal[(pick.d6() * 7919) % legal.length]!;
  });
  const made = positions.map((state) => CoreGame.fromState(state));
  const madeIds = positions.map((state, i) => encodeAction(state, chosen[i]!));
  const searched = searchFixtures(positions.slice(0, SEARCHED), made);
  const perftAt = entry.perftAt();
  const perftCounts = perft(perftAt, perftDepth);
  // Built once, as chess.js's board is loaded once beside it (bench/suites/peers.ts): the case
  // times the perft, not the check of a GameState and its conversion.
  const perftCore = CoreGame.fromState(perftAt);
  return [
    {
      name: names.playout,
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
      name: names.reducerPlayout,
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
      name: names.makeUnmake,
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
      name: names.apply,
      fn: () => {
        for (let i = 0; i < POSITIONS; i++) applyAction(positions[i]!, chosen[i]!, dice, UNFROZEN);
      },
      unit: 'actions',
      unitsPerCall: POSITIONS,
    },
    {
      name: names.makeUnmakeAll,
      fn: () => {
        for (let i = 0; i < SEARCHED; i++) {
          const core = made[i]!;
          const ids = searched.ids[i]!;
          for (let k = 0; k < ids.length; k++) {
            core.make(ids[k]!, dice);
            core.unmake();
          }
        }
      },
      unit: 'actions',
      unitsPerCall: searched.actions,
    },
    {
      name: names.applyAll,
      fn: () => {
        for (let i = 0; i < SEARCHED; i++) {
          const state = searched.states[i]!;
          const legal = searched.legal[i]!;
          for (let k = 0; k < legal.length; k++) applyAction(state, legal[k]!, dice, UNFROZEN);
        }
      },
      unit: 'actions',
      unitsPerCall: searched.actions,
    },
    {
      name: names.perft,
      fn: () => {
        const { leaves } = perft(perftCore, perftDepth);
        if (leaves !== perftCounts.leaves || perftCore.depth !== 0)
          throw new Error('core perft: count changed');
        return leaves;
      },
      unit: 'nodes',
      unitsPerCall: perftCounts.nodes,
      detail: `${perftCounts.leaves.toLocaleString('en')} leaves, ${perftCounts.nodes.toLocaleString('en')} nodes; seed ${entry.perftSeed}`,
    },
  ];
}

// One process per ruleset (bench/_internals/suite.ts, grouped suites): a user plays one ruleset,
// so each ruleset's reducer side is timed in a process that has played no other.
export const groups: readonly string[] = CORE_BENCH.map((e) => e.ruleset);

/** The cases of one ruleset, its fixtures built now. */
export function casesOf(group: string): readonly BenchCase[] {
  const entry = CORE_BENCH.find((e) => e.ruleset === group);
  if (entry === undefined) throw new Error(`no core bench entry for ${group}`);
  return rulesetCases(entry);
}
