import type { Action, GameState, Rng } from '../rules/index.js';
import { checkRng, legalActions } from '../rules/index.js';
import type { Bot } from './types.js';

/** The largest `n` for `uniformInt`: 6^13 > 2^32 is far below 2^53, so the digits add up exactly. */
const MAX_UNIFORM = 2 ** 32;

/**
 * A uniformly random integer `0 .. n − 1` from an `Rng` that only rolls dice: rejection sampling
 * over base-6 digits, so every value has exactly the same probability (no modulo bias). Draws
 * nothing when `n` is 1; otherwise `k` dice per try, with `6^k ≥ n`, and fewer than two tries
 * on average.
 *
 * @throws RangeError unless `n` is an integer 1..2^32; an `InvalidRngError` unless `rng` is dice.
 *
 * @example
 * ```ts
 * const rng = createRng(1);
 * uniformInt(rng, 10); // 0..9, each with probability 1/10
 * ```
 */
export function uniformInt(rng: Rng, n: number): number {
  checkRng('uniformInt', rng);
  if (!Number.isInteger(n) || n < 1 || n > MAX_UNIFORM) {
    throw new RangeError(`uniformInt: n must be an integer 1..2^32, not ${String(n)}`);
  }
  if (n === 1) return 0;
  let digits = 1;
  let range = 6;
  while (range < n) {
    digits++;
    range *= 6;
  }
  // Accept only values below the largest multiple of n: each residue then has equal weight.
  const limit = range - (range % n);
  for (;;) {
    let value = 0;
    for (let i = 0; i < digits; i++) value = value * 6 + (rng.d6() - 1);
    if (value < limit) return value % n;
  }
}

/**
 * The random bot: chooses uniformly among `legalActions(state)` with `uniformInt`.
 *
 * @example
 * ```ts
 * const rng = createRng(3);
 * let state = createGame({ players: 2 }, rng);
 * while (state.status !== 'finished') state = applyAction(state, randomBot.chooseAction(state, rng), rng);
 * ```
 */
export const randomBot: Bot = {
  name: 'random',
  chooseAction(state: GameState, rng: Rng): Action {
    checkRng('randomBot.chooseAction', rng);
    const actions = legalActions(state);
    if (actions.length === 0)
      throw new RangeError('randomBot: the game is over, no action is legal');
    return actions[uniformInt(rng, actions.length)]!;
  },
};
