import {
  boxedIn2026,
  type Policy2026,
  playDifferential2026,
} from '../test/core/_helpers/differential-2026-06.js';

// The longer 2026-06 differential run (issue 28): many more games than the test suite plays,
// every ply checked against the reducer (test/core/_helpers/differential-2026-06.ts), and the
// families reached counted. Usage: npx tsx scripts/core-differential-2026-06.ts [games] [plies]

const games = Number(process.argv[2] ?? 300);
const maxPlies = Number(process.argv[3] ?? 300);
const policies: readonly Policy2026[] = ['steered', 'random', 'hunting', 'greedy'];
const counts = new Map<string, number>();
let plies = 0;
const started = Date.now();
for (let g = 0; g < games; g++) {
  const policy = policies[g % policies.length]!;
  // Ruling R33: the players decide the planets (2–3: 1, 4–5: 2, 6: 3).
  const options = { players: 2 + (g % 5), turnLimit: 250 };
  const limit = policy === 'greedy' ? Math.min(maxPlies, 60) : maxPlies;
  plies += playDifferential2026(options, `long-2026-${g}`, policy, limit, counts);
}
// Boxed-in starts: the player to act has only a Factory without points (R39: pass first).
const boxed = Math.ceil(games / 20);
for (let g = 0; g < boxed; g++) {
  const start = boxedIn2026(`long-2026-boxed-${g}`, 2 + (g % 5));
  plies += playDifferential2026(
    start.options,
    `long-2026-boxed-${g}`,
    'random',
    maxPlies,
    counts,
    start,
  );
}
const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
console.log(
  `${games + boxed} games, ${plies} plies, all agreeing with the reducer (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
for (const [family, n] of sorted) console.log(`  ${family}: ${n}`);
