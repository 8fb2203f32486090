import type { CoreGame } from '../../core/index.js';
import { MAX_PLAYERS, type Rng } from '../../rules/index.js';
import { searchValueCore } from './core-value.js';
import {
  addOutcome,
  type CoreEdge,
  type CoreNode,
  coreNodeValue,
  idsOf,
  newCoreNode,
  openEdge,
  orderByPrior,
  priorNode,
} from './mcts-core-tree.js';
import { draw, PRIOR_DEPTH, rewardOf, selectEdge, widthOf } from './mcts-iterate.js';
import type { SearchRandom } from './random.js';

// One iteration of `mctsBot`'s search on the core: from the root, make the ids of the path
// (select, expand), play out, value, back up. The same steps as mcts-iterate.ts, on one mutable
// game. An iteration leaves the core at the end of its path (its playout taken back), and the
// next one makes only what its path does not share with that one: most paths begin alike.

/** What one search on the core shares between its iterations. */
export interface CoreSearch {
  /** The game, between iterations at the end of the last path (`made` makes past the root). */
  readonly core: CoreGame;
  /** How many makes of the path `trail` lists the core is past the root. */
  made: number;
  /** The nodes the core's makes reached, in order (the first `made` are where it is). */
  readonly trail: CoreNode[];
  /** Legal ids of one position (`core.maxLegalIds` long). */
  readonly scratch: Int32Array;
  readonly random: SearchRandom;
  /** The search's dice, counting what they roll (an action that rolled none has one result). */
  readonly dice: Rng;
  /** Dice rolled since the count was last set to 0. */
  rolled: number;
  /** Whether the last `follow` made a new node. */
  fresh: boolean;
  /**
   * The edges of one iteration's path, in order (its nodes are the root, then `trail`'s); the
   * first `k` are the path's (entries past it are stale).
   */
  readonly edges: CoreEdge[];
  /** Each seat's reward of one iteration (those of the seats that chose on its path). */
  readonly rewards: number[];
}

/**
 * A search on `core` (at the root), drawing from `random`, listing legal ids into `scratch` (a
 * new array when not given or shorter than `core.maxLegalIds`).
 */
export function coreSearch(core: CoreGame, random: SearchRandom, scratch?: Int32Array): CoreSearch {
  const search: CoreSearch = {
    core,
    scratch:
      scratch !== undefined && scratch.length >= core.maxLegalIds
        ? scratch
        : new Int32Array(core.maxLegalIds),
    random,
    dice: {
      d6: () => {
        search.rolled++;
        return random.dice.d6();
      },
      save: () => {
        throw new Error('mctsBot: search dice are never saved');
      },
    },
    rolled: 0,
    made: 0,
    trail: [],
    fresh: false,
    edges: [],
    rewards: new Array<number>(MAX_PLAYERS).fill(0),
  };
  return search;
}

/** Takes back the makes past the `k`th of the path (the core at the path's `k`th node). */
function sync(search: CoreSearch, k: number): void {
  if (search.made <= k) return;
  if (k === 0) search.core.reset();
  else for (let m = search.made; m > k; m--) search.core.unmake();
  search.made = k;
}

/**
 * Moves the core from the path's `k`th node to its known child `child`, by `id` with `dice`:
 * nothing to do when the core already went there (the last path shared this step).
 */
function advance(
  search: CoreSearch,
  k: number,
  child: CoreNode,
  id: number,
  dice: readonly number[],
): void {
  if (search.made > k && search.trail[k] === child) return;
  sync(search, k);
  search.core.makePadded(id, dice);
  search.made = k + 1;
  search.trail[k] = child;
}

/**
 * Follows an edge from the path's `k`th node: makes its id (with the dice of the outcome drawn
 * from the ordering's list, or with the search's dice at a node that was not ordered) unless
 * the core is there already, and finds or makes the child node, setting `search.fresh` when it
 * is new. An edge's id was listed by `legalIds` at this very position, and the dice of a known
 * outcome are all it draws, so these makes skip `make`'s legality check (`makePadded`); a make
 * with the search's dice goes through `make`, always (it rolls them). A new node of an outcome
 * the ordering valued is made without making its id unless `reach` (a playout starts there).
 */
function follow(edge: CoreEdge, search: CoreSearch, k: number, reach: boolean): CoreNode {
  const { core, random } = search;
  search.fresh = false;
  if (edge.only) {
    advance(search, k, edge.only, edge.id, edge.onlyDice);
    return edge.only;
  }
  const priors = edge.priors;
  if (priors !== null) {
    const index = draw(priors, random);
    const outcome = priors[index]!;
    // The listed outcomes are different positions, so the index tells them apart.
    const known = priors.length === 1 ? undefined : edge.outcomes.get(index);
    if (known) {
      advance(search, k, known, edge.id, outcome.dice);
      return known;
    }
    let node: CoreNode;
    if (reach) {
      sync(search, k);
      core.makePadded(edge.id, outcome.dice);
      node = fresh(search, k, outcome.value);
    } else {
      // The ordering read what the node needs there: the core stays where it is (its `made`
      // and `trail` unchanged), and a later path through the node makes the id then.
      node = priorNode(outcome, random);
      search.fresh = true;
    }
    if (priors.length === 1) {
      edge.onlyDice = outcome.dice;
      edge.only = node;
    } else addOutcome(edge, index, node);
    return node;
  }
  sync(search, k);
  search.rolled = 0;
  core.make(edge.id, search.dice);
  if (search.rolled === 0 && edge.outcomes.size === 0) {
    // No dice: the action has this one result.
    const node = fresh(search, k, null);
    edge.only = node;
    return node;
  }
  const key = outcomeKey(core);
  const known = edge.outcomes.get(key);
  search.made = k + 1;
  if (known) {
    search.trail[k] = known;
    return known;
  }
  const node = fresh(search, k, null);
  addOutcome(edge, key, node);
  return node;
}

/**
 * Tells the results of one action apart, `core` just after it: its events
 * (`lastEventsSignature`, the planet roll's total aside) and the position reached (its Zobrist
 * key), 53 bits of the two. The position is needed: a 2026-06 Fire signs all its outcomes alike
 * (they are positions, whatever order the hits came in, as `actionOutcomes` groups them), and
 * one child for all of them would list ids that are illegal in the others.
 */
export function outcomeKey(core: CoreGame): number {
  return ((core.lastEventsSignature() ^ core.keyHi) >>> 0) * 2097152 + (core.keyLo >>> 11);
}

/** A new node where `core` is (the path's `k + 1`th), with its value if known. */
function fresh(search: CoreSearch, k: number, value: readonly number[] | null): CoreNode {
  const node = newCoreNode(search.core, search.random);
  node.value = value;
  search.made = k + 1;
  search.trail[k] = node;
  search.fresh = true;
  return node;
}

/**
 * The value after random actions from where `core` is, with the search's dice (at most
 * `depth`), the core taken back to where it was.
 */
function playout(search: CoreSearch, depth: number): readonly number[] {
  const { core, scratch, random } = search;
  let played = 0;
  for (; played < depth && !core.isTerminal(); played++) {
    const n = core.legalIds(scratch);
    core.make(scratch[random.int(n)]!, search.dice);
  }
  const values = searchValueCore(core);
  for (; played > 0; played--) core.unmake();
  return values;
}

/**
 * One MCTS iteration on the core: select, expand, play out, back up; the core left at the end of
 * the path.
 */
export function iterateCore(
  root: CoreNode,
  baseline: readonly number[],
  c: number,
  depth: number,
  search: CoreSearch,
): void {
  const { core, scratch } = search;
  const { edges, trail } = search;
  let node = root;
  // Whether a new node must be reached by the core: only a playout starts from it.
  const reach = depth > 0;
  // The path's makes so far: `node` is its `k`th node (the core is there, or past it on `trail`).
  let k = 0;
  for (;;) {
    if (node.terminal) break;
    let ids = node.ids;
    if (ids === null) {
      sync(search, k);
      ids = idsOf(node, core, scratch);
    }
    const width = widthOf(node.visits, ids.length);
    if (node.edges.length < width) {
      if (!node.ordered && k < PRIOR_DEPTH) {
        sync(search, k);
        orderByPrior(node, core, scratch);
      }
      const edge = openEdge(node);
      edges[k] = edge;
      node = follow(edge, search, k++, reach);
      break;
    }
    const edge = selectEdge(node, c);
    edges[k] = edge;
    node = follow(edge, search, k++, reach);
    if (search.fresh) break;
  }
  let values: readonly number[];
  if (depth > 0 && !node.terminal) {
    sync(search, k);
    values = playout(search, depth);
  } else if (node.value !== null) {
    values = node.value;
  } else {
    sync(search, k);
    values = coreNodeValue(node, core);
  }
  // `rewards` of mcts-iterate.ts, but only for the seats that chose on the path (a turn is
  // several actions of one seat, so most paths need one): the same numbers, fewer exponentials.
  const r = search.rewards;
  let known = 0;
  // The path's `i`th node is where its `i`th edge was taken from: the root, then `trail`'s.
  for (let i = 0; i < k; i++) {
    const parent = i === 0 ? root : trail[i - 1]!;
    const edge = edges[i]!;
    const p = parent.player;
    if ((known & (1 << p)) === 0) {
      r[p] = rewardOf(values[p]!, baseline[p]!);
      known |= 1 << p;
    }
    parent.visits++;
    edge.visits++;
    edge.reward += r[p]!;
  }
}
