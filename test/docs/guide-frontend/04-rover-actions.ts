// Mirrors a code block of docs/guide-frontend.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: exports for the test.
import { type Action, type GameState, legalActions } from '../../../src/index.js';

/** Every legal action that names the Rover: what a menu on the clicked Rover offers. */
function actionsOfRover(state: GameState, rover: number): Action[] {
  return legalActions(state, { rover });
}

export { actionsOfRover };
