// Whether two source trees' mctsBot make the same decisions: searches from fixed positions (2024-12,
// 2025-01 and 2026-06, 2 to 4 players, mid-game and late), compared by the action chosen and the
// root's visits, then the whole trees of searches on the core from those positions (every node's
// key, visits, ids in their order and value, every edge's visits and reward, at playout depths 0
// and 3, through the search's internals), then whole games of mctsBot (tree reuse on) against
// greedy, compared action by action. For a change meant to alter how the search is computed,
// not what it computes.
//
//   git worktree add /tmp/base <ref> && cp -al node_modules /tmp/base/node_modules
//   npx tsx bench/_internals/mcts-same.ts /tmp/base . [--searches 90] [--iterations 300] [--games 6]

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Engine = typeof import('../../src/index.js');
type GameState = import('../../src/index.js').GameState;
type RulesetName = import('../../src/index.js').RulesetName;
type CoreNode = import('../../src/bots/_internals/mcts-core-tree.js').CoreNode;

/** The search's internals of one tree (their names and signatures as at issue 28's end). */
interface Internals {
  readonly core: typeof import('../../src/core/index.js');
  readonly iterate: typeof import('../../src/bots/_internals/mcts-core-iterate.js');
  readonly tree: typeof import('../../src/bots/_internals/mcts-core-tree.js');
  readonly random: typeof import('../../src/bots/_internals/random.js');
}

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const SEARCHES = Number(flag('searches', '90'));
const ITERATIONS = Number(flag('iterations', '300'));
const GAMES = Number(flag('games', '6'));
const [dirA = '', dirB = ''] = args.filter((a) => !a.startsWith('--'));
if (!dirA || !dirB) throw new Error('usage: mcts-same.ts <tree A> <tree B> [--searches n]');

const load = async (dir: string): Promise<Engine> =>
  import(pathToFileURL(resolve(dir, 'src/index.ts')).href);
const [a, b] = await Promise.all([load(dirA), load(dirB)]);
const loadInternals = async (dir: string): Promise<Internals> => {
  const at = (path: string) => import(pathToFileURL(resolve(dir, path)).href);
  return {
    core: await at('src/core/index.ts'),
    iterate: await at('src/bots/_internals/mcts-core-iterate.ts'),
    tree: await at('src/bots/_internals/mcts-core-tree.ts'),
    random: await at('src/bots/_internals/random.ts'),
  };
};
const [ia, ib] = await Promise.all([loadInternals(dirA), loadInternals(dirB)]);
const RULESETS: readonly RulesetName[] = ['2024-12', '2025-01', '2026-06'];

/** Positions of seeded random play under engine `e`: after 30, 60, 90… actions, and the end. */
function positions(e: Engine, count: number): GameState[] {
  const out: GameState[] = [];
  for (let game = 0; out.length < count; game++) {
    const ruleset = RULESETS[game % RULESETS.length]!;
    const players = 2 + (game % 3);
    const dice = e.createRng(`same-${game}`);
    let state = e.createGame({ players, turnLimit: 200, ruleset }, dice);
    for (let step = 1; out.length < count; step++) {
      const legal = e.legalActions(state);
      state = e.applyAction(state, legal[(dice.d6() * 7919 + step) % legal.length]!, dice);
      if (state.status === 'finished') break;
      if (step % 30 === 0) out.push(state);
    }
  }
  return out;
}

let differences = 0;
const statesA = positions(a, SEARCHES);
const statesB = positions(b, SEARCHES);
for (let i = 0; i < SEARCHES; i++) {
  const botA = a.mctsBot({ iterations: ITERATIONS, seed: i, reuseTree: false });
  const botB = b.mctsBot({ iterations: ITERATIONS, seed: i, reuseTree: false });
  const actA = JSON.stringify(botA.chooseAction(statesA[i]!, a.createRng(i)));
  const actB = JSON.stringify(botB.chooseAction(statesB[i]!, b.createRng(i)));
  const visA = botA.lastSearch!.rootVisits;
  const visB = botB.lastSearch!.rootVisits;
  if (actA !== actB || visA !== visB) {
    differences++;
    console.log(`search ${i}: ${actA} (${visA}) against ${actB} (${visB})`);
  }
}
console.log(`${SEARCHES} searches of ${ITERATIONS} iterations: ${differences} different`);

/** Every statistic of a tree, depth first, children in the order they were made. */
function digest(node: CoreNode, out: string[]): void {
  out.push(
    `n ${node.player} ${node.keyHi} ${node.keyLo} ${node.visits} ${node.terminal}` +
      ` [${node.ids?.join(',') ?? ''}] ${node.value?.join(',') ?? '-'}`,
  );
  for (const edge of node.edges) {
    out.push(`e ${edge.id} ${edge.visits} ${edge.reward} ${edge.onlyDice.join(',')}`);
    if (edge.only) digest(edge.only, out);
    for (const [key, child] of edge.outcomes) {
      out.push(`o ${key}`);
      digest(child, out);
    }
  }
}

/** The digest of a search of `ITERATIONS` iterations from `state` with internals `x`. */
function tree(x: Internals, state: GameState, seed: number, depth: number): string[] {
  const core = x.core.CoreGame.fromState(state);
  const random = x.random.searchRandom(seed);
  const root = x.tree.newCoreNode(core, random);
  const search = x.iterate.coreSearch(core, random);
  if (x.tree.idsOf(root, core, search.scratch).length < 2) return [];
  const baseline = x.tree.coreNodeValue(root, core);
  for (let i = 0; i < ITERATIONS; i++)
    x.iterate.iterateCore(root, baseline, Math.SQRT2, depth, search);
  const out: string[] = [];
  digest(root, out);
  return out;
}

let treeDifferences = 0;
let lines = 0;
for (let i = 0; i < SEARCHES; i++) {
  for (const depth of [0, 3]) {
    const [ta, tb] = [tree(ia, statesA[i]!, i, depth), tree(ib, statesB[i]!, i, depth)];
    lines += ta.length;
    const at = ta.findIndex((x, k) => x !== tb[k]);
    if (at >= 0 || ta.length !== tb.length) {
      treeDifferences++;
      console.log(
        `tree ${i} (depth ${depth}): first difference at ${at}: ${ta[at]} against ${tb[at]}`,
      );
    }
  }
}
console.log(`${SEARCHES * 2} trees, ${lines} nodes and edges: ${treeDifferences} different`);

/** The actions of one game of mctsBot (seat 0, tree reuse on) against greedy, under engine `e`. */
function game(e: Engine, g: number): string[] {
  const ruleset = RULESETS[g % RULESETS.length]!;
  const dice = e.createRng(`same-game-${g}`);
  const choices = e.createRng(`same-game-${g}-choices`);
  const bot = e.mctsBot({ iterations: ITERATIONS, seed: g });
  let state = e.createGame({ players: 2, turnLimit: 120, ruleset }, dice);
  const actions: string[] = [];
  while (state.status !== 'finished') {
    const chooser = state.currentPlayer === 0 ? bot : e.greedyBot;
    const action = chooser.chooseAction(state, choices);
    actions.push(
      JSON.stringify(action) + (chooser === bot ? ` ${bot.lastSearch!.rootVisits}` : ''),
    );
    state = e.applyAction(state, action, dice, { freeze: false });
  }
  return actions;
}

let gameDifferences = 0;
let total = 0;
for (let g = 0; g < GAMES; g++) {
  const [ga, gb] = [game(a, g), game(b, g)];
  total += ga.length;
  const at = ga.findIndex((x, k) => x !== gb[k]);
  if (at >= 0 || ga.length !== gb.length) {
    gameDifferences++;
    console.log(`game ${g}: first difference at action ${at}: ${ga[at]} against ${gb[at]}`);
  }
}
console.log(`${GAMES} games, ${total} actions: ${gameDifferences} different`);
process.exitCode = differences + treeDifferences + gameDifferences > 0 ? 1 : 0;
