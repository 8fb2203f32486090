// bots/pick.mjs: a bot module. Its `bot` export, or else its default, is a Bot or a function
// ({ seed }) => Bot, called for every game and seat.
import { legalActions, uniformInt } from 'globetrotter';

export default function pickBot({ seed }) {
  return {
    name: `pick ${seed}`,
    // `rng` is the seat's own, seeded by the tournament: the games repeat.
    chooseAction(state, rng) {
      const actions = legalActions(state);
      return actions[uniformInt(rng, actions.length)];
    },
  };
}
