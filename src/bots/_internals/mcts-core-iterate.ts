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

// One iteration of `mctsBot`'s search on the core: from the root, walk the path (select,
// expand), play out, value, back up. The same steps as mcts-iterate.ts, on one mutable game.
// The core makes the path's ids only where a position is needed (listing a node's ids, ordering
// them, a make with the search's dice, a playout, a valuation), and only what the path does not
// share with the makes it holds from before: most paths begin alike, and a path through known
// nodes to a node the ordering valued needs no make at all.

/** What one search on the core shares between its iterations. */
export interface CoreSearch {
  /** The game, between iterations where the last one needed it (`made` makes past the root). */
  readonly core: CoreGame;
  /** How many makes of the path `trail` lists the core is past the root. */
  made: number;
  /** The nodes the core's makes reached, in order (the first `made` are where it is). */
  readonly trail: CoreNode[];
  /**
   * The nodes of this iteration's path past the root, in order, and the id and dice that reach
   * each from the one before: the path's `k`th node is `path[k - 1]`. The core follows the path
   * only when something needs the position (`walkTo`): a walk through known nodes makes nothing.
   */
  readonly path: CoreNode[];
  readonly pathIds: number[];
  readonly pathDice: (readonly number[])[];
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
   * The edges of one iteration's path, in order (its nodes are the root, then `path`'s); the
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
    path: [],
    pathIds: [],
    pathDice: [],
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
 * Records the path's step from its `k`th node to its known child `child`, by `id` with `dice`,
 * without making it: `walkTo` makes it when the position there is needed.
 */
function advance(
  search: CoreSearch,
  k: number,
  child: CoreNode,
  id: number,
  dice: readonly number[],
): void {
  search.path[k] = child;
  search.pathIds[k] = id;
  search.pathDice[k] = dice;
}

/**
 * Moves the core to the path's `k`th node: back to the longest start the core's makes share
 * with the path (a node is reached by one path only, so the last shared node tells), then the
 * path's makes from there. Each step's id was listed by `legalIds` at its position and its dice
 * are the ones that led to the node, so these makes skip `make`'s check (`makePadded`).
 */
function walkTo(search: CoreSearch, k: number): void {
  const { trail, path } = search;
  let shared = Math.min(search.made, k);
  while (shared > 0 && trail[shared - 1] !== path[shared - 1]) shared--;
  sync(search, shared);
  if (shared === k) return;
  const { core, pathIds, pathDice } = search;
  for (let i = shared; i < k; i++) {
    core.makePadded(pathIds[i]!, pathDice[i]!);
    trail[i] = path[i]!;
  }
  search.made = k;
}

/**
 * Follows an edge from the path's `k`th node and finds or makes the child node, setting
 * `search.fresh` when it is new. A known child (and a new node of an outcome the ordering
 * valued, unless `reach`: a playout starts there) is only recorded as the path's next step
 * (`advance`); an edge of a node that was not ordered is made with the search's dice, the core
 * brought to the node first, through `make`, always (it rolls them).
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
      walkTo(search, k);
      core.makePadded(edge.id, outcome.dice);
      node = fresh(search, k, outcome.value);
    } else {
      // The ordering read what the node needs there: the core stays where it is (its `made`
      // and `trail` unchanged), and a later path through the node makes the id then.
      node = priorNode(outcome, random);
      advance(search, k, node, edge.id, outcome.dice);
      search.fresh = true;
    }
    if (priors.length === 1) {
      edge.onlyDice = outcome.dice;
      edge.only = node;
    } else addOutcome(edge, index, node);
    return node;
  }
  walkTo(search, k);
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
    search.path[k] = known;
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
  search.path[k] = node;
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
  const { edges, path } = search;
  let node = root;
  // Whether a new node must be reached by the core: only a playout starts from it.
  const reach = depth > 0;
  // The path's steps so far: `node` is its `k`th node (the core goes there when needed: `walkTo`).
  let k = 0;
  for (;;) {
    if (node.terminal) break;
    let ids = node.ids;
    if (ids === null) {
      walkTo(search, k);
      ids = idsOf(node, core, scratch);
    }
    const width = widthOf(node.visits, ids.length);
    if (node.edges.length < width) {
      if (!node.ordered && k < PRIOR_DEPTH) {
        walkTo(search, k);
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
    walkTo(search, k);
    values = playout(search, depth);
  } else if (node.value !== null) {
    values = node.value;
  } else {
    walkTo(search, k);
    values = coreNodeValue(node, core);
  }
  // `rewards` of mcts-iterate.ts, but only for the seats that chose on the path (a turn is
  // several actions of one seat, so most paths need one): the same numbers, fewer exponentials.
  const r = search.rewards;
  let known = 0;
  // The path's `i`th node is where its `i`th edge was taken from: the root, then `path`'s.
  for (let i = 0; i < k; i++) {
    const parent = i === 0 ? root : path[i - 1]!;
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
