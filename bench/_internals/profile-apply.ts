// The workload profiled in docs/performance.md: applyAction on mid-game positions, in a loop,
// for a CPU profile of the hot path.
//
//   npx tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/_internals/profile-apply.ts [frozen] [seconds]
//   npx tsx bench/_internals/cpuprofile-summary.ts /tmp/prof 30 --under hotLoop
//
// Unfrozen (`{ freeze: false }`) unless `frozen` is given; 10 seconds unless told.
import { applyAction, createRng, legalActions } from '../../src/index.js';
import { midGamePositions } from './positions.js';

const frozen = process.argv.includes('frozen');
const seconds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10);
const states = midGamePositions(1000, 'bench');
const actions = states.map((s, i) => {
  const legal = legalActions(s);
  return legal[(i * 7919) % legal.length]!;
});
const rng = createRng('profile');
const options = { freeze: frozen };

/** The timed loop, named so that the summary can keep only its samples (`--under hotLoop`). */
function hotLoop(): number {
  let applied = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < states.length; i++) applyAction(states[i]!, actions[i]!, rng, options);
    applied += states.length;
  }
  return applied;
}

const start = performance.now();
const applied = hotLoop();
const perSecond = (applied * 1000) / (performance.now() - start);
console.log(
  `${applied} actions applied (${frozen ? 'frozen' : 'freeze: false'}), ${Math.round(perSecond)}/s`,
);
