import {
  boxedIn,
  type Policy2024,
  playDifferential2024,
} from '../test/core/_helpers/differential-2024-12.js';

// The longer 2024-12 differential run (issue 28): many more games than the test suite plays,
// every ply checked against the reducer (test/core/_helpers/differential-2024-12.ts), and the
// families reached counted. Usage: npx tsx scripts/core-differential-2024-12.ts [games] [plies]

const games = Number(process.argv[2] ?? 600);
const maxPlies = Number(process.argv[3] ?? 300);
const policies: readonly Policy2024[] = ['steered', 'random', 'steered', 'greedy'];
const counts = new Map<string, number>();
let plies = 0;
const started = Date.now();
for (let g = 0; g < games; g++) {
  const policy = policies[g % policies.length]!;
  const options = { players: 2 + (g % 5), planets: 1 + (g % 3), turnLimit: 250 };
  const limit = policy === 'greedy' ? Math.min(maxPlies, 60) : maxPlies;
  plies += playDifferential2024(options, `long-2024-${g}`, policy, limit, counts);
}
// Boxed-in starts: the player to act may only pass or demolish their Factory (R13, R29).
for (let g = 0; g < Math.ceil(games / 20); g++) {
  const start = boxedIn(`long-2024-boxed-${g}`, g % 6);
  plies += playDifferential2024(
    start.options,
    `long-2024-boxed-${g}`,
    'random',
    maxPlies,
    counts,
    start,
  );
}
const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
console.log(
  `${games + Math.ceil(games / 20)} games, ${plies} plies, all agreeing with the reducer (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
for (const [family, n] of sorted) console.log(`  ${family}: ${n}`);
