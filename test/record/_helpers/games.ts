import {
  applyAction,
  createGame,
  createRng,
  type GameOptions,
  type GameState,
  randomBot,
} from '../../../src/index.js';

/** A game between random bots: the initial state and every state after it. */
export interface PlayedGame {
  readonly initial: GameState;
  readonly states: readonly GameState[];
  readonly final: GameState;
}

/**
 * Plays a seeded game between random bots (dice from `createRng(seed)`, choices from
 * `createRng(seed + '/bots')`, as `globetrotter play` does) for at most `maxActions` actions.
 */
export function playRandom(seed: string, options: GameOptions, maxActions = 10_000): PlayedGame {
  const dice = createRng(seed);
  const choices = createRng(`${seed}/bots`);
  const initial = createGame(options, dice);
  const states: GameState[] = [];
  let state = initial;
  while (state.status !== 'finished' && states.length < maxActions) {
    state = applyAction(state, randomBot.chooseAction(state, choices), dice);
    states.push(state);
  }
  return { initial, states, final: state };
}
