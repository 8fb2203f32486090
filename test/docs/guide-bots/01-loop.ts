// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.
import { applyAction, createGame, createRng, legalActions } from '../../../src/index.js';

const rng = createRng(42); // seeded dice: the same seed and actions give the same game
let state = createGame({ players: 2, turnLimit: 200 }, rng); // rolls off for the first player

while (state.status !== 'finished') {
  const actions = legalActions(state); // every legal action of state.currentPlayer
  state = applyAction(state, actions[0]!, rng); // a new state; the old one is unchanged
}
console.log(state.winners); // [0], [1], or [] when the turn limit ended the game

export { state };
