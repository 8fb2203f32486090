import type { CoreGame } from '../../core/index.js';
import type { Rng } from '../../rules/index.js';
import { TIE } from '../greedy.js';
import { uniformInt } from '../random.js';
import { expectedValueCore } from './core-expected.js';

// greedyBot and randomBot on the core: given the legal ids in the order of `legalActions`
// (core-order.ts), the same values, the same ties and the same `uniformInt` draws as
// `chooseAction` on `core.toState()`, so the same choice, as an id.

/** Scratch: the ids tied for the best value. */
let TIED = new Int32Array(256);

/**
 * greedyBot's choice on the core: the id of `greedyBot.chooseAction(core.toState(), rng)`.
 * `order` holds the `count` legal ids in `legalActions`' order.
 */
export function greedyIdCore(core: CoreGame, rng: Rng, order: Int32Array, count: number): number {
  if (count === 0) throw new Error('greedyBot: the game is over, no action to choose');
  if (TIED.length < count) TIED = new Int32Array(count);
  const player = core.currentPlayer;
  let best = Number.NEGATIVE_INFINITY;
  let tied = 0;
  for (let k = 0; k < count; k++) {
    const id = order[k]!;
    const value = expectedValueCore(core, id, player);
    if (value > best + TIE) {
      best = value;
      TIED[0] = id;
      tied = 1;
    } else if (value >= best - TIE) {
      TIED[tied++] = id;
    }
  }
  return TIED[uniformInt(rng, tied)]!;
}

/** randomBot's choice on the core: the id of `randomBot.chooseAction(core.toState(), rng)`. */
export function randomIdCore(rng: Rng, order: Int32Array, count: number): number {
  if (count === 0) throw new RangeError('randomBot: the game is over, no action is legal');
  return order[uniformInt(rng, count)]!;
}
