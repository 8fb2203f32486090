import { greedyIdCore, randomIdCore } from '../../bots/_internals/core-choose.js';
import { readsCoreEvaluation } from '../../bots/_internals/core-evaluate.js';
import { legalIdsInActionOrder, ordersCoreIds } from '../../bots/_internals/core-order.js';
import { greedyBot } from '../../bots/greedy.js';
import { randomBot } from '../../bots/random.js';
import type { Bot } from '../../bots/types.js';
import { CORE_RULESETS, CoreGame } from '../../core/index.js';
import type { Recorder } from '../../record/index.js';
import { DEFAULT_RULESET, type GameState, type Rng } from '../../rules/index.js';

// A game between built-in random and greedy bots, played on one CoreGame: each bot chooses an
// id as it would choose the action (same values, ties and draws: bots/_internals/core-choose.ts)
// and the core makes it with the game's dice, die for die as `applyAction` rolls them. So the
// game, its record and its result are those of the reducer's loop in play.ts, faster.

/** A seat the core plays for: the built-in bots themselves (mctsBot searches on states). */
export type CoreSeat = 'random' | 'greedy';

/**
 * The seats of a game played on the core: every bot is `randomBot` or `greedyBot` itself (not
 * only by name: a bot that stands in for one plays on states) and the core plays the ruleset,
 * whose cores the bots read from their typed arrays; otherwise `null`.
 */
export function coreSeats(
  bots: readonly Bot[],
  ruleset: string | undefined,
): readonly CoreSeat[] | null {
  // A ruleset whose cores the bots could read only through toState() (no evaluation or order
  // keys for it) would play no faster than on states, so such games would stay there; every
  // ruleset the core plays has both today.
  const name = ruleset ?? DEFAULT_RULESET;
  if (!CORE_RULESETS.includes(name) || !readsCoreEvaluation(name) || !ordersCoreIds(name)) {
    return null;
  }
  const seats: CoreSeat[] = [];
  for (const bot of bots) {
    if (bot === greedyBot) seats.push('greedy');
    else if (bot === randomBot) seats.push('random');
    else return null;
  }
  return seats;
}

/**
 * Plays from `start` on the core until the game ends, or until the player to act has an action
 * with no id (a descent by a Rover beyond the first 8 in orbit), where the reducer must play on:
 * returns the state reached and the actions played. Each state is pushed to `recorder`.
 */
export function playOnCore(
  start: GameState,
  seats: readonly CoreSeat[],
  dice: Rng,
  choices: readonly Rng[],
  recorder: Recorder | null,
): { readonly state: GameState; readonly actions: number } {
  const core = CoreGame.fromState(start);
  const order = new Int32Array(core.maxLegalIds);
  let actions = 0;
  while (!core.isTerminal()) {
    const count = legalIdsInActionOrder(core, order);
    if (count < 0) break;
    const p = core.currentPlayer;
    const rng = choices[p]!;
    const id =
      seats[p] === 'greedy'
        ? greedyIdCore(core, rng, order, count)
        : randomIdCore(rng, order, count);
    core.make(id, dice);
    recorder?.push(core.toState());
    actions++;
  }
  return { state: core.toState(), actions };
}
