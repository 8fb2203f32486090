// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.
import { simulate } from '../../../src/sim/index.js';

const result = await simulate({
  bots: ['greedy', 'random'],
  games: 4,
  seed: 1,
  workers: 2, // worker threads; 0 plays on this thread
  turnLimit: 100,
});
for (const b of result.bots) {
  const [low, high] = b.winRate95;
  console.log(`${b.bot}: ${b.wins}/${b.games} won, 95% CI ${low.toFixed(2)}..${high.toFixed(2)}`);
}

export { result };
