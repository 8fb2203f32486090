// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.

import {
  type Action,
  actionOutcomes,
  type Bot,
  legalActions,
  uniformInt,
} from '../../../src/index.js';
import { material } from './04-lookahead.js';

// `material` is the evaluation of the previous snippet.
export const expectimaxBot: Bot = {
  name: 'expectimax',
  chooseAction(state, rng) {
    const me = state.currentPlayer;
    let best = Number.NEGATIVE_INFINITY;
    let bestActions: Action[] = [];
    for (const action of legalActions(state)) {
      let value = 0;
      for (const outcome of actionOutcomes(state, action, { freeze: false })) {
        value += outcome.probability * material(outcome.state, me);
      }
      if (value > best + 1e-9) [best, bestActions] = [value, [action]];
      else if (value > best - 1e-9) bestActions.push(action);
    }
    return bestActions[uniformInt(rng, bestActions.length)]!; // ties broken by the dice
  },
};
