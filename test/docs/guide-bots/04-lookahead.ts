// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.
import {
  applyAction,
  type GameState,
  type PlayerIndex,
  type Rng,
  randomBot,
} from '../../../src/index.js';

/** Plays up to `depth` random actions from `state`, with dice from `rng`. */
export function rollout(state: GameState, depth: number, rng: Rng): GameState {
  let s = state;
  for (let i = 0; i < depth && s.status !== 'finished'; i++) {
    s = applyAction(s, randomBot.chooseAction(s, rng), rng, { freeze: false });
  }
  return s;
}

/** Hit points of `me`'s Rovers and Buildings minus everyone else's; a finished game is ±1000. */
export function material(state: GameState, me: PlayerIndex): number {
  if (state.status === 'finished') {
    if (state.winners.includes(me)) return 1000;
    return state.winners.length > 0 || !state.players[me]!.inGame ? -1000 : 0;
  }
  let score = 0;
  for (const piece of [...state.rovers, ...state.buildings]) {
    score += piece.owner === me ? piece.hp : -piece.hp;
  }
  return score;
}
