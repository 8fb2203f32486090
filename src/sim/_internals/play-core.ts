import { greedyIdCore, randomIdCore } from '../../bots/_internals/core-choose.js';
import { legalIdsInActionOrder } from '../../bots/_internals/core-order.js';
import { CORE_RULESETS, CoreGame } from '../../core/index.js';
import type { Recorder } from '../../record/index.js';
import { DEFAULT_RULESET, type GameState, type Rng } from '../../rules/index.js';

// A game between built-in random and greedy bots, played on one CoreGame: each bot chooses an
// id as it would choose the action (same values, ties and draws: bots/_internals/core-choose.ts)
// and the core makes it with the game's dice, die for die as `applyAction` rolls them. So the
// game, its record and its result are those of the reducer's loop in play.ts, faster.

/** The seats the core plays for (mctsBot searches on states for now). */
const ON_CORE: ReadonlySet<string> = new Set(['random', 'greedy']);

/** Whether a game with these seats and ruleset is played on the core. */
export function playsOnCore(seats: readonly string[], ruleset: string | undefined): boolean {
  return CORE_RULESETS.includes(ruleset ?? DEFAULT_RULESET) && seats.every((s) => ON_CORE.has(s));
}

/**
 * Plays from `start` on the core until the game ends, or until the player to act has an action
 * with no id (a descent by a Rover beyond the first 8 in orbit), where the reducer must play on:
 * returns the state reached and the actions played. Each state is pushed to `recorder`.
 */
export function playOnCore(
  start: GameState,
  seats: readonly string[],
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
