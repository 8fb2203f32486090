// The workload of docs/performance.md's MCTS profile: mctsBot's searches (default playout depth,
// tree reuse off) from mid-game positions of both rulesets, in a loop, for a CPU profile.
//
//   npx tsx --cpu-prof --cpu-prof-dir=/tmp/prof-mcts bench/_internals/profile-mcts.ts [seconds] [--ruleset 2025-01|2026-06]
//   npx tsx bench/_internals/cpuprofile-summary.ts /tmp/prof-mcts 30 --under hotLoop
import { createRng, mctsBot } from '../../src/index.js';
import { midGamePositions } from './positions.js';

const seconds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10);
const only = process.argv[process.argv.indexOf('--ruleset') + 1];
const states = [
  ...(only === '2026-06' ? [] : midGamePositions(20, 'bench-mcts')),
  ...(only === '2025-01' ? [] : midGamePositions(10, 'bench-mcts', undefined, '2026-06')),
];
const rng = createRng('profile-mcts');
const bot = mctsBot({ iterations: 200, seed: 1, reuseTree: false });

/** The timed loop, named so that the summary can keep only its samples (`--under hotLoop`). */
function hotLoop(): number {
  let searches = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    for (const state of states) bot.chooseAction(state, rng);
    searches += states.length;
  }
  return searches;
}

const start = performance.now();
const searches = hotLoop();
const perSecond = (searches * 200 * 1000) / (performance.now() - start);
console.log(`${searches} searches of 200 iterations, ${Math.round(perSecond)} iterations/s`);
