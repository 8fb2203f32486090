import type { CoreGame } from '../../core/index.js';
import { searchValueCore } from './core-value.js';
import { type CorePrior, valuedOutcomes } from './mcts-core-outcomes.js';
import type { SearchRandom } from './random.js';

export type { CorePrior };

// The search tree of `mctsBot` on the core (rulesets in `CORE_RULESETS`): the nodes keep action
// ids, statistics and values, not positions. One `CoreGame` per decision walks the tree: an
// iteration makes the ids of its path from the root (a chance edge with the dice of the outcome
// it drew) and takes them back (mcts-core-iterate.ts). Same tree as mcts-tree.ts otherwise.

/** A decision node: the player to act, the position's key, and the actions tried from it. */
export interface CoreNode {
  readonly player: number;
  /** The position's Zobrist key, for finding it again between decisions (tree reuse). */
  readonly keyHi: number;
  readonly keyLo: number;
  readonly terminal: boolean;
  /**
   * Legal ids in the order they are tried (the first `edges.length` have been): random, or best
   * first by greedy's expected value near the root (see `orderByPrior`).
   */
  ids: number[] | null;
  /** Seed of the shuffle of `ids`, listed when the node is first expanded. */
  readonly shuffle: number;
  readonly edges: CoreEdge[];
  visits: number;
  /** Whether the untried ids are sorted by prior (nodes near the root, see `orderByPrior`). */
  ordered: boolean;
  /**
   * The outcomes `orderByPrior` listed and valued, by index in `ids` (see mcts-tree.ts's
   * `priors`); `undefined` at the ids tried before the ordering. An edge copies its own list.
   */
  priors: (readonly CorePrior[] | undefined)[] | null;
  /** `searchValueCore` of the position, once known. */
  value: readonly number[] | null;
}

/** An action of a node: its statistics and the positions its dice led to. */
export interface CoreEdge {
  readonly id: number;
  visits: number;
  /** Sum of the rewards of the player who chose the action (the node's player). */
  reward: number;
  /** The one result of an action without chance, and the dice that reach it (`[]`: none). */
  only: CoreNode | null;
  onlyDice: readonly number[];
  /** The outcomes the ordering listed and valued for this action, or null (not ordered). */
  readonly priors: readonly CorePrior[] | null;
  /**
   * The results of an action with dice, by the signature of its events (`lastEventsSignature`)
   * or, for an action whose outcomes the ordering listed, by the outcome's index in that list.
   * `NO_OUTCOMES` (shared, empty) until the first: most actions have no dice, and a map each
   * cost more than the rest of a new edge. Written only through `addOutcome`.
   */
  outcomes: ReadonlyMap<number, CoreNode>;
}

const NO_DICE: readonly number[] = [];
/** The outcomes of an edge with none yet (never written: `addOutcome` replaces it). */
export const NO_OUTCOMES: ReadonlyMap<number, CoreNode> = new Map();

/** Records `node` as the result of `edge` told apart by `key`. */
export function addOutcome(edge: CoreEdge, key: number, node: CoreNode): void {
  if (edge.outcomes === NO_OUTCOMES) edge.outcomes = new Map([[key, node]]);
  else (edge.outcomes as Map<number, CoreNode>).set(key, node);
}

/** A new edge of `node` for the next of its ids (`ids[edges.length]`), added to its edges. */
export function openEdge(node: CoreNode): CoreEdge {
  const index = node.edges.length;
  const edge: CoreEdge = {
    id: node.ids![index]!,
    visits: 0,
    reward: 0,
    only: null,
    onlyDice: NO_DICE,
    priors: node.priors?.[index] ?? null,
    outcomes: NO_OUTCOMES,
  };
  node.edges.push(edge);
  return edge;
}

/** A node for the position `core` is at. */
export function newCoreNode(core: CoreGame, random: SearchRandom): CoreNode {
  return node(core.currentPlayer, core.keyHi, core.keyLo, core.isTerminal(), null, random);
}

/**
 * The node `newCoreNode` makes at the position of `prior` (its value known), without the core
 * going there: the same fields, and the same draw from `random`.
 */
export function priorNode(prior: CorePrior, random: SearchRandom): CoreNode {
  return node(prior.player, prior.keyHi, prior.keyLo, prior.terminal, prior.value, random);
}

/** A node's one literal, so that every node has the same fields in the same order. */
function node(
  player: number,
  keyHi: number,
  keyLo: number,
  terminal: boolean,
  value: readonly number[] | null,
  random: SearchRandom,
): CoreNode {
  return {
    player,
    keyHi,
    keyLo,
    terminal,
    ids: null,
    shuffle: (random.next() * 4294967296) >>> 0,
    edges: [],
    visits: 0,
    ordered: false,
    priors: null,
    value,
  };
}

/**
 * A node's legal ids in its random order, listed on first use (`core` at the node). Fisher–Yates
 * drawing from mulberry32 seeded with `node.shuffle`, written out as in mcts-tree.ts.
 */
export function idsOf(node: CoreNode, core: CoreGame, scratch: Int32Array): number[] {
  if (node.ids !== null) return node.ids;
  const n = core.legalIds(scratch);
  const ids = new Array<number>(n);
  for (let i = 0; i < n; i++) ids[i] = scratch[i]!;
  let a = node.shuffle;
  for (let i = n - 1; i > 0; i--) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const j = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (i + 1));
    const swap = ids[i]!;
    ids[i] = ids[j]!;
    ids[j] = swap;
  }
  node.ids = ids;
  return ids;
}

/** A node's value, computed once with `core` at the node. */
export function coreNodeValue(node: CoreNode, core: CoreGame): readonly number[] {
  if (node.value === null) node.value = searchValueCore(core);
  return node.value;
}

/** `orderByPrior`'s priors and sort order (indices into its untried ids), grown on demand. */
let PRIOR = new Float64Array(256);
let ORDER = new Int32Array(256);

/**
 * Sorts a node's untried ids best first by their expected value for the player to act (each
 * id's outcomes, as `outcomesOf` lists them, valued where the listing reached them:
 * `valuedOutcomes`);
 * equal values keep their random order. `core` is at the node, and is left there.
 */
export function orderByPrior(node: CoreNode, core: CoreGame, scratch: Int32Array): void {
  const ids = idsOf(node, core, scratch);
  const tried = node.edges.length;
  const count = ids.length - tried;
  if (ORDER.length < count) {
    PRIOR = new Float64Array(count * 2);
    ORDER = new Int32Array(count * 2);
  }
  const prior = PRIOR;
  const order = ORDER;
  const lists = new Array<readonly CorePrior[]>(count);
  const player = node.player;
  for (let i = 0; i < count; i++) {
    const outcomes: CorePrior[] = [];
    prior[i] = valuedOutcomes(core, ids[tried + i]!, player, outcomes);
    lists[i] = outcomes;
  }
  // Best first; equal priors keep their random order: an insertion sort by (prior descending,
  // index ascending), a strict order, so the very order a stable sort gives (a few dozen ids).
  for (let i = 0; i < count; i++) {
    const p = prior[i]!;
    let j = i;
    while (j > 0 && prior[order[j - 1]!]! < p) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = i;
  }
  const priors = new Array<readonly CorePrior[] | undefined>(ids.length);
  const untried = ids.slice(tried);
  for (let i = 0; i < count; i++) {
    ids[tried + i] = untried[order[i]!]!;
    priors[tried + i] = lists[order[i]!];
  }
  node.priors = priors;
  node.ordered = true;
}
