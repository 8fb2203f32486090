// Mirrors a code block of docs/guide-frontend.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: exports for the test.
import {
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
} from '../../../src/index.js';

const rng = createRng('my-seed'); // seeded dice: the same seed and actions give the same game
let state: GameState = createGame({ players: 3, planets: 1 }, rng); // rolls off for first player

state.status; // 'setup': each player places a Rover on an empty HQ (ruling R15)
state.currentPlayer; // who acts now
legalActions(state); // [{ type: 'place', planet: 0, space: 0 }, …]

state = applyAction(state, legalActions(state)[0]!, rng); // returns a new state

export { rng, state };
