// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.
import { CoreGame, perft } from '../../../src/core/index.js';
import { createGame, createRng, uniformInt } from '../../../src/index.js';

const rng = createRng(5);
const core = CoreGame.fromState(createGame({ players: 2 }, rng));
const ids = new Int32Array(core.maxLegalIds);

// A random playout: the legal ids, a pick, make (its dice drawn from rng).
while (!core.isTerminal() && core.depth < 400) {
  const n = core.legalIds(ids);
  core.make(ids[uniformInt(rng, n)]!, rng);
}
const end = core.toState(); // what applyAction would have reached
console.log(core.depth, end.status, [core.returnOf(0), core.returnOf(1)]);

core.reset(); // back to the start, for the next playout

// Perft over actions and dice outcomes: 11 placements, then 10.
console.log(perft(core, 2).leaves); // 110

export { core, end };
