// The core against the reducer at every ply of many games: the long run of
// test/core/differential.test.ts (which plays ~250 short games), to run before trusting a change
// to src/core. 2–6 players, 1–4 planets, random, steered (rare families first) and greedy play.
//
//   npx tsx scripts/core-differential.ts [games] [seed-prefix]
//
// Defaults: 3,000 games, prefix "long", and one game in 20 more from a boxed-in position (pass or
// Destroy first, R13, R29). Prints the plies checked and every action type played; stops with
// the seed and ply at the first disagreement.

import { boxedIn2025, type Policy, playDifferential } from '../test/core/_helpers/differential.js';

const games = Number(process.argv[2] ?? 3000);
const prefix = process.argv[3] ?? 'long';
if (!Number.isInteger(games) || games < 1) throw new RangeError('games must be a positive integer');

const counts = new Map<string, number>();
let plies = 0;
const started = Date.now();
for (let g = 0; g < games; g++) {
  // One game in 20 greedy (slow), the others random and steered, half to a turn limit.
  const policy: Policy = g % 20 === 19 ? 'greedy' : g % 2 === 0 ? 'random' : 'steered';
  const options = {
    players: 2 + (g % 5),
    planets: 1 + (Math.floor(g / 5) % 4),
    turnLimit: g % 4 < 2 ? 200 : null,
  };
  plies += playDifferential(
    options,
    `${prefix}-${g}`,
    policy,
    policy === 'greedy' ? 80 : 600,
    counts,
  );
  if (g % 20 === 0) {
    const start = boxedIn2025(`${prefix}-boxed-${g}`, (g / 20) % 6);
    plies += playDifferential(start.options, `${prefix}-boxed-${g}`, 'random', 200, counts, start);
  }
  if ((g + 1) % 100 === 0) {
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stderr.write(`  ${g + 1}/${games} games, ${plies} plies, ${seconds} s\n`);
  }
}
const boxed = Math.ceil(games / 20);
console.log(
  `${games + boxed} games (${boxed} from boxed-in positions), ${plies} plies checked: the core agrees with the reducer at every one`,
);
console.log(
  `action types played: ${JSON.stringify(Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])))}`,
);
