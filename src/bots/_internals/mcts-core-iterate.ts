import type { CoreGame } from '../../core/index.js';
import type { Rng } from '../../rules/index.js';
import { searchValueCore } from './core-value.js';
import {
  type CoreEdge,
  type CoreNode,
  coreNodeValue,
  idsOf,
  newCoreNode,
  orderByPrior,
} from './mcts-core-tree.js';
import { draw, PRIOR_DEPTH, rewards, selectEdge, widthOf } from './mcts-iterate.js';
import type { SearchRandom } from './random.js';

// One iteration of `mctsBot`'s search on the core: from the root, make the ids of the path
// (select, expand), play out, value, back up, and take every make back (`reset`: the core was
// built at the root). The same steps as mcts-iterate.ts, on one mutable game.

/** What one search on the core shares between its iterations. */
export interface CoreSearch {
  /** The game, at the root between iterations. */
  readonly core: CoreGame;
  /** Legal ids of one position (`core.maxLegalIds` long). */
  readonly scratch: Int32Array;
  readonly random: SearchRandom;
  /** The search's dice, counting what they roll (an action that rolled none has one result). */
  readonly dice: Rng;
  /** Dice rolled since the count was last set to 0. */
  rolled: number;
  /** Whether the last `follow` made a new node. */
  fresh: boolean;
  /** The path of one iteration: its nodes and the edges taken from them. */
  readonly nodes: CoreNode[];
  readonly edges: CoreEdge[];
}

/** A search on `core` (at the root), drawing from `random`. */
export function coreSearch(core: CoreGame, random: SearchRandom): CoreSearch {
  const search: CoreSearch = {
    core,
    scratch: new Int32Array(core.maxLegalIds),
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
    fresh: false,
    nodes: [],
    edges: [],
  };
  return search;
}

/**
 * Follows an edge: makes its id (with the dice of the outcome drawn from the ordering's list,
 * or with the search's dice at a node that was not ordered) and finds or makes the child node,
 * setting `search.fresh` when it is new. An edge's id was listed by `legalIds` at this very
 * position, and the dice of a known outcome are all it draws, so these makes skip `make`'s
 * legality check (`makePadded`); a make with the search's dice goes through `make`.
 */
function follow(edge: CoreEdge, parent: CoreNode, search: CoreSearch): CoreNode {
  const { core, random } = search;
  search.fresh = false;
  if (edge.only) {
    core.makePadded(edge.id, edge.onlyDice);
    return edge.only;
  }
  const priors = parent.priors?.get(edge.id);
  if (priors !== undefined) {
    const index = draw(priors, random);
    const outcome = priors[index]!;
    core.makePadded(edge.id, outcome.dice);
    if (priors.length === 1) {
      edge.onlyDice = outcome.dice;
      return fresh(search, outcome.value, (node) => {
        edge.only = node;
      });
    }
    // The listed outcomes are different positions, so the index tells them apart.
    const known = edge.outcomes.get(index);
    if (known) return known;
    return fresh(search, outcome.value, (node) => edge.outcomes.set(index, node));
  }
  search.rolled = 0;
  core.make(edge.id, search.dice);
  if (search.rolled === 0 && edge.outcomes.size === 0) {
    // No dice: the action has this one result.
    return fresh(search, null, (node) => {
      edge.only = node;
    });
  }
  const key = outcomeKey(core);
  const known = edge.outcomes.get(key);
  if (known) return known;
  return fresh(search, null, (node) => edge.outcomes.set(key, node));
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

/** A new node where `core` is, with its value if known, kept by `keep`. */
function fresh(
  search: CoreSearch,
  value: readonly number[] | null,
  keep: (node: CoreNode) => void,
): CoreNode {
  const node = newCoreNode(search.core, search.random);
  node.value = value;
  keep(node);
  search.fresh = true;
  return node;
}

/** Random actions from where `core` is, with the search's dice (at most `depth`). */
function playout(search: CoreSearch, depth: number): void {
  const { core, scratch, random } = search;
  for (let i = 0; i < depth && !core.isTerminal(); i++) {
    const n = core.legalIds(scratch);
    core.make(scratch[random.int(n)]!, search.dice);
  }
}

/** One MCTS iteration on the core: select, expand, play out, back up; the core back at the root. */
export function iterateCore(
  root: CoreNode,
  baseline: readonly number[],
  c: number,
  depth: number,
  search: CoreSearch,
): void {
  const { core, scratch } = search;
  const { nodes, edges } = search;
  nodes.length = 0;
  edges.length = 0;
  let node = root;
  for (;;) {
    if (node.terminal) break;
    const ids = idsOf(node, core, scratch);
    const width = widthOf(node.visits, ids.length);
    if (node.edges.length < width) {
      if (!node.ordered && nodes.length < PRIOR_DEPTH) orderByPrior(node, core, scratch);
      const edge: CoreEdge = {
        id: node.ids![node.edges.length]!,
        visits: 0,
        reward: 0,
        only: null,
        onlyDice: [],
        outcomes: new Map(),
      };
      node.edges.push(edge);
      nodes.push(node);
      edges.push(edge);
      node = follow(edge, node, search);
      break;
    }
    const edge = selectEdge(node, c);
    nodes.push(node);
    edges.push(edge);
    node = follow(edge, node, search);
    if (search.fresh) break;
  }
  let values: readonly number[];
  if (depth > 0 && !node.terminal) {
    playout(search, depth);
    values = searchValueCore(core);
  } else {
    values = coreNodeValue(node, core);
  }
  core.reset();
  const r = rewards(values, baseline);
  for (let i = 0; i < nodes.length; i++) {
    const parent = nodes[i]!;
    const edge = edges[i]!;
    parent.visits++;
    edge.visits++;
    edge.reward += r[parent.player]!;
  }
}
