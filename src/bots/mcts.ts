import { reloadCore } from '../core/_internals/access.js';
import { CORE_RULESETS, CoreGame } from '../core/index.js';
import { checkOptions } from '../options/index.js';
import type { Action, GameState, Rng } from '../rules/index.js';
import { checkRng } from '../rules/index.js';
import { valuesOnCore } from './_internals/core-value.js';
import { coreSearch, iterateCore } from './_internals/mcts-core-iterate.js';
import { type CoreEdge, coreNodeValue, idsOf, newCoreNode } from './_internals/mcts-core-tree.js';
import { bestEdge, iterate } from './_internals/mcts-iterate.js';
import { findBelow, findBelowCore } from './_internals/mcts-reuse.js';
import { actionsOf, type Edge, newNode, nodeValue } from './_internals/mcts-tree.js';
import { type SearchRandom, searchRandom, seedFromDice, seedOf } from './_internals/random.js';
import { decodeAction } from './encoding.js';
import type { Bot } from './types.js';

/** Options of `mctsBot`. Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`). */
export interface MctsOptions {
  /**
   * Iterations per decision (default 1000 when `timeMs` is not given either). With a seed and
   * no `timeMs`, the bot is deterministic.
   */
  readonly iterations?: number;
  /** Time per decision in milliseconds; with `iterations` too, the search stops at the first. */
  readonly timeMs?: number;
  /**
   * Seed of the search's randomness (choices and simulated dice). Without it, each decision
   * draws its seed from the `rng` passed to `chooseAction`.
   */
  readonly seed?: string | number;
  /** UCT exploration constant C (default √2). */
  readonly exploration?: number;
  /**
   * Random actions played after a new node before it is valued (default 0: the new node is
   * valued directly). Uniform random actions mostly undo plans (a Rover in orbit descends), so
   * they add noise here; the benchmark sets 50 to compare with boardgame.io's playouts.
   */
  readonly playoutDepth?: number;
  /** Keep the subtree of the position reached between two decisions (default true). */
  readonly reuseTree?: boolean;
}

/** Every key of `MctsOptions`; any other is refused. */
const MCTS_OPTION_KEYS: Record<keyof MctsOptions, true> = {
  iterations: true,
  timeMs: true,
  seed: true,
  exploration: true,
  playoutDepth: true,
  reuseTree: true,
};

/** What the last decision of an `mctsBot` did, for tests, logs and benchmarks. */
export interface MctsSearchStats {
  /** Iterations run for this decision. */
  readonly iterations: number;
  /** Visits of the root after the search, the reused ones included. */
  readonly rootVisits: number;
  /** Whether the root came from the previous decision's tree. */
  readonly reused: boolean;
  /** Milliseconds spent. */
  readonly ms: number;
}

/** A `Bot` that also tells what its last search did. */
export interface MctsBot extends Bot {
  /** Statistics of the last `chooseAction`, `null` before the first. */
  readonly lastSearch: MctsSearchStats | null;
}

const DEFAULT_ITERATIONS = 1000;
/** Random actions after a new node before its valuation (see `MctsOptions.playoutDepth`). */
const DEFAULT_PLAYOUT_DEPTH = 0;

/**
 * A Monte Carlo tree search bot (UCT). Each iteration walks down the tree choosing actions by
 * UCB1 (`exploration` C, default √2) on rewards in 0..1 from the view of the player choosing,
 * so it plays any number of players. Chance is sampled: following an action applies it with
 * simulated dice (near the root, draws one of the outcomes its ordering listed, by probability),
 * and each distinct resulting position is its own child. A new node is valued
 * by greedyBot's evaluation plus the points of the orbit plan and of recoverable Building hit
 * points (docs/bots.md), squashed to 0..1 (a win is 1, a loss 0), after `playoutDepth` random
 * actions (default 0). The action played is the best mean among the well-visited ones.
 *
 * The search runs on one `CoreGame` (`globetrotter/core`) in every ruleset, kept by the bot and
 * loaded with each decision's state (a new one when the ruleset or number of planets changes):
 * nodes keep action ids and statistics, and an iteration makes its path's ids from the root and
 * takes them back. Only a root with an action that has no id (a descent by a Rover beyond the
 * 8th in orbit) is searched by applying actions to states.
 *
 * The budget is `iterations` (default 1000) or `timeMs`. With a `seed` and an iteration budget
 * the bot is deterministic. Between decisions the bot keeps the subtree of the position it
 * meets again (same position as a node below its last choice: the same Zobrist key on the core,
 * the same JSON on states), so a bot object belongs to one game at a time; make one per game.
 *
 * @example
 * ```ts
 * const bot = mctsBot({ iterations: 1000, seed: 1 });
 * const action = bot.chooseAction(state, createRng(2));
 * ```
 */
export function mctsBot(options: MctsOptions = {}): MctsBot {
  checkOptions('mctsBot', options, MCTS_OPTION_KEYS);
  const c = options.exploration ?? Math.SQRT2;
  const depth = options.playoutDepth ?? DEFAULT_PLAYOUT_DEPTH;
  const timeMs = options.timeMs;
  const iterations = options.iterations ?? (timeMs === undefined ? DEFAULT_ITERATIONS : Infinity);
  const reuse = options.reuseTree ?? true;
  const seeded = options.seed === undefined ? null : searchRandom(seedOf(options.seed));
  // The edge chosen last, on the tree of the core or of the reducer (whichever the game used).
  let previous: Edge | null = null;
  let previousCore: CoreEdge | null = null;
  let lastSearch: MctsSearchStats | null = null;
  // One core per bot, each decision's root loaded into its arrays (a fresh one when the ruleset
  // or number of planets changes), and the search's listing of legal ids.
  let loaded: CoreGame | null = null;
  let scratch: Int32Array | null = null;

  /** The core of `state`: the bot's, reloaded, or a new one. */
  function coreOf(state: GameState): CoreGame {
    if (loaded !== null && reloadCore(loaded, state)) return loaded;
    loaded = CoreGame.fromState(state);
    scratch = new Int32Array(loaded.maxLegalIds);
    return loaded;
  }

  /** The search on the core (rulesets in `CORE_RULESETS`); `null` when it has no id to play. */
  function searchOnCore(state: GameState, random: SearchRandom, start: number): Action | null {
    const core = coreOf(state);
    const kept = reuse && previousCore ? findBelowCore(previousCore, core) : null;
    const root = kept ?? newCoreNode(core, random);
    const search = coreSearch(core, random, scratch!);
    const ids = idsOf(root, core, search.scratch);
    // Only a descent by a Rover beyond the 8th in orbit has no id (encodeAction): the reducer's
    // search plays it.
    if (ids.length === 0) return null;
    previous = null;
    if (ids.length === 1) {
      previousCore = null;
      lastSearch = { iterations: 0, rootVisits: root.visits, reused: kept !== null, ms: 0 };
      return decodeAction(state, ids[0]!);
    }
    const deadline = timeMs === undefined ? Infinity : start + timeMs;
    const baseline = coreNodeValue(root, core);
    let done = 0;
    while (keepGoing(done, deadline)) {
      iterateCore(root, baseline, c, depth, search);
      done++;
    }
    const edge = bestEdge(root);
    previousCore = reuse ? edge : null;
    const ms = performance.now() - start;
    lastSearch = { iterations: done, rootVisits: root.visits, reused: kept !== null, ms };
    return decodeAction(state, edge.id);
  }

  /** The search on the reducer's states, for a root the core has no ids for. */
  function searchOnStates(state: GameState, random: SearchRandom, start: number): Action {
    const kept = reuse && previous ? findBelow(previous, state) : null;
    const root = kept ?? newNode(state, random);
    previousCore = null;
    if (actionsOf(root).length === 1) {
      previous = null;
      lastSearch = { iterations: 0, rootVisits: root.visits, reused: kept !== null, ms: 0 };
      return root.actions![0]!;
    }
    const deadline = timeMs === undefined ? Infinity : start + timeMs;
    const baseline = nodeValue(root);
    let done = 0;
    while (keepGoing(done, deadline)) {
      iterate(root, baseline, c, depth, random);
      done++;
    }
    const edge = bestEdge(root);
    previous = reuse ? edge : null;
    const ms = performance.now() - start;
    lastSearch = { iterations: done, rootVisits: root.visits, reused: kept !== null, ms };
    return edge.action;
  }

  /** Whether the budget allows another iteration; at least one, so there is an action to play. */
  function keepGoing(done: number, deadline: number): boolean {
    return (
      done < iterations && (done === 0 || deadline === Infinity || performance.now() < deadline)
    );
  }

  return {
    name: 'mcts',
    get lastSearch() {
      return lastSearch;
    },
    chooseAction(state: GameState, rng: Rng): Action {
      checkRng('mctsBot.chooseAction', rng);
      if (state.status === 'finished')
        throw new Error('mctsBot: the game is over, no action to choose');
      const start = performance.now();
      const random = seeded ?? searchRandom(seedFromDice(rng));
      const ruleset = state.options.ruleset ?? '2025-01';
      const onCore = CORE_RULESETS.includes(ruleset) && valuesOnCore(ruleset);
      return (
        (onCore ? searchOnCore(state, random, start) : null) ?? searchOnStates(state, random, start)
      );
    },
  };
}
