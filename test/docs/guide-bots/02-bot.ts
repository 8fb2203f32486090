// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.
import {
  type Action,
  type Bot,
  type GameState,
  legalActions,
  type Rng,
  uniformInt,
} from '../../../src/index.js';

/** Shoots whenever it can, at a Rover if possible; otherwise plays a random legal action. */
export const triggerHappyBot: Bot = {
  name: 'trigger-happy',
  chooseAction(state: GameState, rng: Rng): Action {
    const actions = legalActions(state);
    const shots = actions.filter((a) => a.type === 'shoot');
    const atRovers = shots.filter((a) => a.target === 'rover');
    const pool = atRovers.length > 0 ? atRovers : shots.length > 0 ? shots : actions;
    return pool[uniformInt(rng, pool.length)]!;
  },
};
