import type { Action, GameState, PlayerIndex, Rng } from '../../rules/index.js';
import { actionOutcomes, applyAction, legalActions } from '../../rules/index.js';
import type { SearchRandom } from './random.js';
import { searchValue } from './value.js';

// The search tree of `mctsBot`: decision nodes, the edges of their actions, and the ordering of
// the actions of the nodes near the root by greedy's expected value.

/** A decision node: a position, the player to act, and the actions tried from it. */
export interface Node {
  readonly state: GameState;
  readonly player: PlayerIndex;
  /**
   * Legal actions in the order they are tried (the first `edges.length` have been): random,
   * or best first by greedy's expected value near the root (see `orderByPrior`).
   */
  actions: Action[] | null;
  /** Seed of the shuffle of `actions`, listed when the node is first expanded. */
  readonly shuffle: number;
  readonly edges: Edge[];
  visits: number;
  /** Whether the untried actions are sorted by prior (nodes near the root, see `orderByPrior`). */
  ordered: boolean;
  /**
   * The outcomes `orderByPrior` listed and valued, by action: a child of one of these actions
   * is one of them, drawn by its probability, and is neither applied nor valued again. `null`
   * for a node that was not ordered (and for the actions it had tried before it was).
   */
  priors: Map<Action, readonly Prior[]> | null;
  /** `searchValue` of the position, once known (see `nodeValue`). */
  value: readonly number[] | null;
}

/** One outcome of an action, as `orderByPrior` found and valued it. */
export interface Prior {
  readonly probability: number;
  readonly state: GameState;
  readonly value: readonly number[];
}

/** An action of a node: its statistics and the positions its dice led to. */
export interface Edge {
  readonly action: Action;
  visits: number;
  /** Sum of the rewards of the player who chose the action (the node's player). */
  reward: number;
  /** The one result of an action that draws no dice. */
  only: Node | null;
  /**
   * The results of an action with dice, by what happened (see `outcomeKey`) or, for an action
   * whose outcomes the ordering listed, by the outcome's index in that list.
   */
  readonly outcomes: Map<string | number, Node>;
}

export const FAST = { freeze: false } as const;

/**
 * Dice for applying an action that is not expected to draw any (see `outcomesOf`); what it rolls
 * is not used: an action that drew dice is listed by `actionOutcomes` instead.
 */
const UNUSED_DICE: Rng = {
  d6: () => 1,
  save: () => {
    throw new Error('mctsBot: these dice are never saved');
  },
};

export function newNode(state: GameState, random: SearchRandom): Node {
  return {
    state,
    player: state.currentPlayer,
    actions: null,
    shuffle: (random.next() * 4294967296) >>> 0,
    edges: [],
    visits: 0,
    ordered: false,
    priors: null,
    value: null,
  };
}

/**
 * A node's legal actions in its random order, listed on first use (most leaves never are).
 * Fisher–Yates, so that untried actions are expanded in a random order, drawing from mulberry32
 * seeded with `node.shuffle`: the stream of `searchRandom(node.shuffle).int`, written out here
 * since a generator object per expanded node was 5% of the search's time.
 */
export function actionsOf(node: Node): Action[] {
  if (node.actions !== null) return node.actions;
  const actions = legalActions(node.state);
  let a = node.shuffle;
  for (let i = actions.length - 1; i > 0; i--) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const j = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (i + 1));
    const swap = actions[i]!;
    actions[i] = actions[j]!;
    actions[j] = swap;
  }
  node.actions = actions;
  return actions;
}

/** A node's `searchValue`, computed once (the ordering of its parent may have computed it). */
export function nodeValue(node: Node): readonly number[] {
  if (node.value === null) node.value = searchValue(node.state);
  return node.value;
}

/**
 * The outcomes of a legal action with their probabilities, each a different position (those of
 * `actionOutcomes`). A shot or Fire has several, listed by `actionOutcomes`; any other action is
 * applied once, which is its one outcome when it drew no dice (as `actionOutcomes` would find,
 * without checking its legality a second time).
 */
function outcomesOf(
  state: GameState,
  action: Action,
): readonly { readonly probability: number; readonly state: GameState }[] {
  if (action.type !== 'shoot' && action.type !== 'fire') {
    const next = applyAction(state, action, UNUSED_DICE, FAST);
    if (next.last!.dice.length === 0) return [{ probability: 1, state: next }];
  }
  return actionOutcomes(state, action, FAST);
}

/**
 * Sorts a node's untried actions best first by their expected value for the player to act (each
 * action's outcomes, valued as the search values positions); equal values keep their random
 * order. Costs about one greedy move, so only nodes near the root do it, once: a node that was
 * deep in the last decision's tree and is now the root gets its remaining actions sorted then.
 */
export function orderByPrior(node: Node): void {
  const actions = actionsOf(node);
  const untried = actions.splice(node.edges.length);
  const priors = new Map<Action, readonly Prior[]>();
  const ranked = untried.map((action) => {
    // greedy's `expectedValue` with the search's values, keeping each outcome and its values.
    const outcomes: Prior[] = [];
    let prior = 0;
    for (const outcome of outcomesOf(node.state, action)) {
      const value = searchValue(outcome.state);
      outcomes.push({ probability: outcome.probability, state: outcome.state, value });
      prior += outcome.probability * value[node.player]!;
    }
    priors.set(action, outcomes);
    return { action, prior };
  });
  node.priors = priors;
  // A stable sort, as before: equal priors keep their random order.
  ranked.sort((a, b) => b.prior - a.prior);
  for (const r of ranked) actions.push(r.action);
  node.ordered = true;
}
