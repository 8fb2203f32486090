// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.
import {
  actionSpaceSize,
  applyAction,
  createGame,
  createRng,
  decodeAction,
  encodeAction,
  legalActionMask,
  observationSize,
  observe,
} from '../../../src/index.js';

const rng = createRng(3);
let state = createGame({ players: 2 }, rng);
const options = { players: 2, planets: 1 };
console.log(actionSpaceSize(options), observationSize(options)); // 6298 1405

/** A stand-in for a network: one score per action id. */
function policy(observation: Float32Array): Float32Array {
  const logits = new Float32Array(actionSpaceSize(options));
  for (let id = 0; id < logits.length; id++) logits[id] = Math.sin(id + observation[0]!);
  return logits;
}

for (let step = 0; step < 20 && state.status !== 'finished'; step++) {
  const logits = policy(observe(state, state.currentPlayer));
  const mask = legalActionMask(state);
  let chosen = -1;
  for (let id = 0; id < mask.length; id++) {
    if (mask[id] === 1 && (chosen < 0 || logits[id]! > logits[chosen]!)) chosen = id;
  }
  const action = decodeAction(state, chosen); // legal, because the mask said so
  console.assert(encodeAction(state, action) === chosen);
  state = applyAction(state, action, rng);
}

export { state };
