import { expect } from 'vitest';
import type { Bot } from '../../../src/bots/types.js';
import {
  applyAction,
  createGame,
  createRng,
  type GameOptions,
  type GameState,
  legalActions,
} from '../../../src/rules/index.js';

/**
 * Plays a seeded game with `bot` in every seat, asserting that every action it chooses is legal,
 * then that it refuses to choose in the finished game.
 */
export function expectLegalToTheEnd(bot: Bot, options: GameOptions, seed: number): void {
  const rng = createRng(seed);
  let state: GameState = createGame(options, rng);
  while (state.status !== 'finished') {
    const action = bot.chooseAction(state, rng);
    expect(legalActions(state)).toContainEqual(action);
    state = applyAction(state, action, rng, { freeze: false });
  }
  const finished = state;
  expect(() => bot.chooseAction(finished, rng)).toThrow();
}
