// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.

import { greedyBot, wilsonInterval } from '../../../src/index.js';
import { triggerHappyBot } from './02-bot.js';
import { playMatch } from './03-match.js';

// `triggerHappyBot` and `playMatch` are from the snippets above.
let wins = 0;
const games = 6;
for (let g = 0; g < games; g++) {
  // Games in pairs: the same dice, the seats swapped.
  const mine = g % 2;
  const bots = mine === 0 ? [triggerHappyBot, greedyBot] : [greedyBot, triggerHappyBot];
  const { state } = playMatch(bots, `pair-${Math.floor(g / 2)}`);
  if (state.winners.includes(mine)) wins++;
}
const [low, high] = wilsonInterval(wins, games);
console.log(`won ${wins}/${games} against greedy, 95% CI ${low.toFixed(2)}..${high.toFixed(2)}`);

export { high, low, wins };
