import { checkOptions } from '../options/index.js';
import type { Action, GameState, PlayerIndex, Rng } from '../rules/index.js';
import { actionOutcomes, applyAction, checkRng, legalActions } from '../rules/index.js';
import { type SearchRandom, searchRandom, seedFromDice, seedOf } from './_internals/random.js';
import { searchValue } from './_internals/value.js';
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

/** A decision node: a position, the player to act, and the actions tried from it. */
interface Node {
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
interface Prior {
  readonly probability: number;
  readonly state: GameState;
  readonly value: readonly number[];
}

/** An action of a node: its statistics and the positions its dice led to. */
interface Edge {
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

/**
 * Rewards are `evaluate` relative to the root's, squashed into 0..1: this many points make odds
 * of e to 1 (a shot is worth a few points, a Rover 60).
 */
const REWARD_SCALE = 8;
/** Nodes this close to the root order their actions by greedy's expected value. */
const PRIOR_DEPTH = 2;
/** Progressive widening: a node visited n times has tried at most ⌈WIDEN · √(n + 1)⌉ actions. */
const WIDEN = 2;
const DEFAULT_ITERATIONS = 1000;
/** Random actions after a new node before its valuation (see `MctsOptions.playoutDepth`). */
const DEFAULT_PLAYOUT_DEPTH = 0;
/** How deep the reuse search looks for the new position below the chosen action. */
const REUSE_DEPTH = 12;

const FAST = { freeze: false } as const;

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

/** The position, without what the last action did: equal positions, equal futures. */
function positionKey(state: GameState): string {
  return JSON.stringify({ ...state, last: null });
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

function newNode(state: GameState, random: SearchRandom): Node {
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
function actionsOf(node: Node): Action[] {
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
function nodeValue(node: Node): readonly number[] {
  if (node.value === null) node.value = searchValue(node.state);
  return node.value;
}

/**
 * Each seat's reward in 0..1: a win 1, a loss 0, otherwise its evaluation minus the root's,
 * squashed (the baseline keeps small differences visible whatever the score).
 */
function rewards(values: readonly number[], baseline: readonly number[]): number[] {
  const out = new Array<number>(values.length);
  for (let p = 0; p < values.length; p++) {
    out[p] = 1 / (1 + Math.exp(-(values[p]! - baseline[p]!) / REWARD_SCALE));
  }
  return out;
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
function orderByPrior(node: Node): void {
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

/** The index of one of an action's outcomes, drawn by their probabilities. */
function draw(outcomes: readonly Prior[], random: SearchRandom): number {
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

function selectEdge(node: Node, c: number): Edge {
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
function iterate(
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
    const width = Math.min(actionsOf(node).length, Math.ceil(WIDEN * Math.sqrt(node.visits + 1)));
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
 * Whether two positions are equal, `last` aside: the fields that differ between most nodes are
 * compared first, the JSON of the whole only for a likely match.
 */
function samePosition(a: GameState, b: GameState): boolean {
  if (
    a.turn !== b.turn ||
    a.currentPlayer !== b.currentPlayer ||
    a.actionsThisTurn !== b.actionsThisTurn ||
    a.nextRoverId !== b.nextRoverId ||
    a.rovers.length !== b.rovers.length ||
    a.buildings.length !== b.buildings.length
  ) {
    return false;
  }
  for (let i = 0; i < a.rovers.length; i++) {
    const ra = a.rovers[i]!;
    const rb = b.rovers[i]!;
    if (ra.id !== rb.id || ra.hp !== rb.hp) return false;
    const la = ra.location;
    const lb = rb.location;
    if (la === 'orbit' || lb === 'orbit') {
      if (la !== lb) return false;
    } else if (la.space !== lb.space || la.planet !== lb.planet) {
      return false;
    }
  }
  for (let p = 0; p < a.planets.length; p++) {
    const fa = a.planets[p]!.fortifications;
    const fb = b.planets[p]!.fortifications;
    for (let s = 0; s < fa.length; s++) if (fa[s] !== fb[s]) return false;
  }
  return positionKey(a) === positionKey(b);
}

/** The new position among the nodes below `edge`, breadth first, or `null`. */
function findBelow(edge: Edge, state: GameState): Node | null {
  let level: Edge[] = [edge];
  for (let depth = 0; depth < REUSE_DEPTH && level.length > 0; depth++) {
    const next: Edge[] = [];
    for (const e of level) {
      for (const node of e.only ? [e.only] : e.outcomes.values()) {
        if (samePosition(node.state, state)) return node;
        next.push(...node.edges);
      }
    }
    level = next;
  }
  return null;
}

/**
 * The action to play: the best mean reward among the actions visited at least a quarter as
 * often as the most visited one (a mean from a handful of visits is not trusted).
 */
function bestEdge(root: Node): Edge {
  const most = Math.max(...root.edges.map((e) => e.visits));
  let best: Edge | null = null;
  for (const edge of root.edges) {
    if (edge.visits * 4 < most) continue;
    if (best === null || edge.reward / edge.visits > best.reward / best.visits) best = edge;
  }
  return best!;
}

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
 * The budget is `iterations` (default 1000) or `timeMs`. With a `seed` and an iteration budget
 * the bot is deterministic. Between decisions the bot keeps the subtree of the position it
 * meets again (same position as a node below its last choice, compared as JSON), so a bot
 * object belongs to one game at a time; make one per game.
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
  let previous: Edge | null = null;
  let lastSearch: MctsSearchStats | null = null;

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
      const kept = reuse && previous ? findBelow(previous, state) : null;
      const root = kept ?? newNode(state, random);
      if (actionsOf(root).length === 1) {
        previous = null;
        lastSearch = { iterations: 0, rootVisits: root.visits, reused: kept !== null, ms: 0 };
        return root.actions![0]!;
      }
      const deadline = timeMs === undefined ? Infinity : start + timeMs;
      const baseline = nodeValue(root);
      let done = 0;
      // At least one iteration, so that there is an action to choose.
      while (
        done < iterations &&
        (done === 0 || deadline === Infinity || performance.now() < deadline)
      ) {
        iterate(root, baseline, c, depth, random);
        done++;
      }
      const edge = bestEdge(root);
      previous = reuse ? edge : null;
      const ms = performance.now() - start;
      lastSearch = { iterations: done, rootVisits: root.visits, reused: kept !== null, ms };
      return edge.action;
    },
  };
}
