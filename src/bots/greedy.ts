import type { Action, GameState, PlayerIndex } from '../rules/index.js';
import { actionOutcomes, checkRng, legalActions } from '../rules/index.js';
import { evaluate } from './_internals/evaluate.js';
import { uniformInt } from './random.js';
import type { Bot } from './types.js';

/** Values closer than this are a tie (sums of probabilities are not exact). */
export const TIE = 1e-9;

/**
 * The expected evaluation of `action` for `player`: the evaluation of every outcome (see
 * `actionOutcomes`), weighted by its probability. `value` is greedy's `evaluate` unless given
 * (mctsBot adds its plan points).
 */
export function expectedValue(
  state: GameState,
  action: Action,
  player: PlayerIndex,
  value: (state: GameState, player: PlayerIndex) => number = evaluate,
): number {
  let expected = 0;
  for (const outcome of actionOutcomes(state, action, { freeze: false })) {
    expected += outcome.probability * value(outcome.state, player);
  }
  return expected;
}

/**
 * A one-ply bot: it plays the legal action whose outcomes have the best expected evaluation for
 * itself (material, building progress, the best shots each side threatens, closing in; see
 * docs/bots.md), chance included exactly through `actionOutcomes`. Ties are broken with d6
 * rolls from `rng`, so a game with seeded dice is reproducible.
 *
 * @example
 * ```ts
 * const rng = createRng(1);
 * let state = createGame({ players: 2 }, rng);
 * while (state.status !== 'finished') {
 *   state = applyAction(state, greedyBot.chooseAction(state, rng), rng);
 * }
 * ```
 */
export const greedyBot: Bot = {
  name: 'greedy',
  chooseAction(state: GameState, rng) {
    checkRng('greedyBot.chooseAction', rng);
    const actions = legalActions(state);
    if (actions.length === 0) throw new Error('greedyBot: the game is over, no action to choose');
    const player = state.currentPlayer;
    let best = Number.NEGATIVE_INFINITY;
    let tied: Action[] = [];
    for (const action of actions) {
      const value = expectedValue(state, action, player);
      if (value > best + TIE) {
        best = value;
        tied = [action];
      } else if (value >= best - TIE) {
        tied.push(action);
      }
    }
    return tied[uniformInt(rng, tied.length)]!;
  },
};
