// Mirrors a code block of README.md; test/docs/guides.test.ts checks that it still does and
// runs it. Lines outside the block: exports for the test.
import {
  applyAction,
  createGame,
  createRng,
  greedyBot,
  legalActions,
  randomBot,
  validateAction,
} from '../../../src/index.js';

const rng = createRng(42); // seeded dice: the same seed plays the same game
let state = createGame({ players: 2, turnLimit: 300 }, rng); // rolls off for the first player
const bots = [greedyBot, randomBot];
while (state.status !== 'finished') {
  const action = bots[state.currentPlayer]!.chooseAction(state, rng); // or any of legalActions(state)
  state = applyAction(state, action, rng); // a new frozen state; its dice and events in state.last
}
console.log(state.winners); // [0], [1], or [] when nobody won

const check = validateAction(state, { type: 'move', rover: 1, to: 41 });
if (!check.ok) console.log(check.error.code, check.error.rule, check.error.message);
// GAME_OVER R14 the game is over
console.log(legalActions(state).length); // 0: the game is over

export { state };
