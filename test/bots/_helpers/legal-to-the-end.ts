import { expect } from 'vitest';
import type { Bot } from '../../../src/bots/types.js';
import {
  applyAction,
  createGame,
  createRng,
  type GameOptions,
  type GameState,
  legalActions,
  type RulesetName,
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

/**
 * Plays a seeded two-player game of `ruleset`, `a` in seat 0 and `b` in seat 1, asserting that
 * every action chosen is legal; returns the winners' seats.
 */
export function playTwo(
  a: Bot,
  b: Bot,
  seed: number,
  turnLimit: number,
  ruleset: RulesetName,
): readonly number[] {
  const dice = createRng(`dice-${seed}`);
  let state = createGame({ players: 2, turnLimit, ruleset }, dice);
  const seats = [a, b];
  const rngs = [createRng(`seat0-${seed}`), createRng(`seat1-${seed}`)];
  while (state.status !== 'finished') {
    const p = state.currentPlayer;
    const action = seats[p]!.chooseAction(state, rngs[p]!);
    expect(legalActions(state)).toContainEqual(action);
    state = applyAction(state, action, dice, { freeze: false });
  }
  return state.winners;
}
