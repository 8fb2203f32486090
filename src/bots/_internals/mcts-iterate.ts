import type { GameState } from '../../rules/index.js';
import { applyAction, legalActions } from '../../rules/index.js';
import {
  actionsOf,
  type Edge,
  FAST,
  type Node,
  newNode,
  nodeValue,
  orderByPrior,
} from './mcts-tree.js';
import type { SearchRandom } from './random.js';
import { searchValue } from './value.js';

// One iteration of `mctsBot`'s search (select, expand, play out, back up), and the choice of the
// action to play once the budget is spent.

/**
 * Rewards are `evaluate` relative to the root's, squashed into 0..1: this many points make odds
 * of e to 1 (a shot is worth a few points, a Rover 60).
 */
export const REWARD_SCALE = 8;
/**
 * Nodes this close to the root order their actions by greedy's expected value. Three: with the
 * narrow widening below the search goes deeper, where random order would try random actions
 * first (at 2 it lost to the search before at equal time, at 4 its iterations cost more for
 * no more strength: docs/notes/performance-mcts.md).
 */
export const PRIOR_DEPTH = 3;
/**
 * Progressive widening: a node visited n times has tried at most ⌈(n + 1)^WIDEN_POWER⌉ actions
 * (2 at 1 visit, 12 at 1,000). Wider (⌈2 √(n + 1)⌉ before issue 28's tuning) spent nearly every
 * iteration on a new action one or two plies down, so more iterations bought little strength.
 */
export const WIDEN_POWER = 0.35;

/**
 * ⌈(n + 1)^WIDEN_POWER⌉ for n = 0, 1, 2…, computed once per n as `widthOf` needs it: the power
 * cost more than the rest of a step down the tree, and every iteration takes it at every node.
 */
const WIDTHS: number[] = [];
/** The table stops here (a long timed search's root): beyond, the power is taken each time. */
const WIDTHS_KEPT = 1 << 16;

/** How many actions a node visited `visits` times may have tried, of its `count`. */
export function widthOf(visits: number, count: number): number {
  if (visits >= WIDTHS_KEPT) return Math.min(count, Math.ceil((visits + 1) ** WIDEN_POWER));
  while (WIDTHS.length <= visits) WIDTHS.push(Math.ceil((WIDTHS.length + 1) ** WIDEN_POWER));
  const width = WIDTHS[visits]!;
  return Math.min(width, count);
}

/**
 * Tells the results of one action apart: what happened (the events, without the planet roll's
 * total). In this engine the dice only decide hits, damage and the planet roll, each of which
 * is an event, so equal events from one position mean equal positions. Much cheaper than JSON
 * of the whole state, which matters since chance edges below the root's children are re-applied
 * on every visit.
 */
function outcomeKey(state: GameState): string {
  const events = state.last?.events ?? [];
  return JSON.stringify(
    events.map((e) => (e.type === 'planetDestroyed' ? { type: e.type, planet: e.planet } : e)),
  );
}

/**
 * Each seat's reward in 0..1: a win 1, a loss 0, otherwise its evaluation minus the root's,
 * squashed (the baseline keeps small differences visible whatever the score), written into `out`
 * (a new array unless given).
 */
export function rewards(
  values: readonly number[],
  baseline: readonly number[],
  out: number[] = new Array<number>(values.length),
): number[] {
  for (let p = 0; p < values.length; p++) out[p] = rewardOf(values[p]!, baseline[p]!);
  return out;
}

/** One seat's reward (see `rewards`): its `value` against the root's `base`, squashed. */
export function rewardOf(value: number, base: number): number {
  return 1 / (1 + Math.exp(-(value - base) / REWARD_SCALE));
}

/** The index of one of an action's outcomes, drawn by their probabilities. */
export function draw(
  outcomes: readonly { readonly probability: number }[],
  random: SearchRandom,
): number {
  if (outcomes.length === 1) return 0;
  let u = random.next();
  for (let i = 0; i < outcomes.length; i++) {
    u -= outcomes[i]!.probability;
    if (u < 0) return i;
  }
  // Rounding: the probabilities may sum to a hair under 1.
  return outcomes.length - 1;
}

/**
 * Follows an edge: finds or makes the child node of one outcome of its action, drawn from the
 * outcomes the ordering listed or, at a node that was not ordered, by applying the action with
 * simulated dice.
 */
function follow(edge: Edge, parent: Node, random: SearchRandom): { node: Node; fresh: boolean } {
  if (edge.only) return { node: edge.only, fresh: false };
  const priors = parent.priors?.get(edge.action);
  if (priors !== undefined) {
    const index = draw(priors, random);
    const outcome = priors[index]!;
    if (priors.length === 1) {
      edge.only = newNode(outcome.state, random);
      edge.only.value = outcome.value;
      return { node: edge.only, fresh: true };
    }
    // The listed outcomes are different positions (and their events differ, see `outcomeKey`),
    // so the index tells them apart as their keys did.
    const known = edge.outcomes.get(index);
    if (known) return { node: known, fresh: false };
    const node = newNode(outcome.state, random);
    node.value = outcome.value;
    edge.outcomes.set(index, node);
    return { node, fresh: true };
  }
  const next = applyAction(parent.state, edge.action, random.dice, FAST);
  if (next.last !== null && next.last.dice.length === 0 && edge.outcomes.size === 0) {
    // No dice: the action has this one result.
    edge.only = newNode(next, random);
    return { node: edge.only, fresh: true };
  }
  const key = outcomeKey(next);
  const known = edge.outcomes.get(key);
  if (known) return { node: known, fresh: false };
  const node = newNode(next, random);
  edge.outcomes.set(key, node);
  return { node, fresh: true };
}

/** Statistics of an edge, on either tree. */
interface Visited {
  readonly visits: number;
  readonly reward: number;
}

/** The edge of a node with the best UCB1 score (`c` the exploration constant). */
export function selectEdge<E extends Visited>(
  node: { readonly visits: number; readonly edges: readonly E[] },
  c: number,
): E {
  const logN = Math.log(node.visits);
  let best = node.edges[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const edge of node.edges) {
    const score = edge.reward / edge.visits + c * Math.sqrt(logN / edge.visits);
    if (score > bestScore) {
      bestScore = score;
      best = edge;
    }
  }
  return best;
}

function playout(state: GameState, depth: number, random: SearchRandom): GameState {
  let s = state;
  for (let i = 0; i < depth && s.status !== 'finished'; i++) {
    const actions = legalActions(s);
    s = applyAction(s, actions[random.int(actions.length)]!, random.dice, FAST);
  }
  return s;
}

/** One MCTS iteration: select, expand, play out, back up. */
export function iterate(
  root: Node,
  baseline: readonly number[],
  c: number,
  depth: number,
  random: SearchRandom,
): void {
  const path: [Node, Edge][] = [];
  let node = root;
  for (;;) {
    if (node.state.status === 'finished') break;
    const width = widthOf(node.visits, actionsOf(node).length);
    if (node.edges.length < width) {
      if (!node.ordered && path.length < PRIOR_DEPTH) orderByPrior(node);
      const edge: Edge = {
        action: node.actions![node.edges.length]!,
        visits: 0,
        reward: 0,
        only: null,
        outcomes: new Map(),
      };
      node.edges.push(edge);
      path.push([node, edge]);
      node = follow(edge, node, random).node;
      break;
    }
    const edge = selectEdge(node, c);
    path.push([node, edge]);
    const step = follow(edge, node, random);
    node = step.node;
    if (step.fresh) break;
  }
  const end = playout(node.state, depth, random);
  const values = rewards(end === node.state ? nodeValue(node) : searchValue(end), baseline);
  for (const [parent, edge] of path) {
    parent.visits++;
    edge.visits++;
    edge.reward += values[parent.player]!;
  }
}

/**
 * The action to play: the best mean reward among the actions visited at least a quarter as
 * often as the most visited one (a mean from a handful of visits is not trusted).
 */
export function bestEdge<E extends Visited>(root: { readonly edges: readonly E[] }): E {
  const most = Math.max(...root.edges.map((e) => e.visits));
  let best: E | null = null;
  for (const edge of root.edges) {
    if (edge.visits * 4 < most) continue;
    if (best === null || edge.reward / edge.visits > best.reward / best.visits) best = edge;
  }
  return best!;
}
