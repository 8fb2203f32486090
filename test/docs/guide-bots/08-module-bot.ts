// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.
// The block runs from this folder, where bots/pick.mjs is (the module shown before it).
import { simulate } from '../../../src/sim/index.js';

const cwd = process.cwd();
process.chdir(new URL('.', import.meta.url).pathname);

const result = await simulate({
  bots: ['./bots/pick.mjs', 'greedy'], // a path from the working directory, or a file: URL
  games: 4,
  seed: 1,
  workers: 2,
  turnLimit: 100,
});
console.log(result.bots.map((b) => `${b.bot}: ${b.wins}/${b.games}`).join(', '));

process.chdir(cwd);

export { result };
