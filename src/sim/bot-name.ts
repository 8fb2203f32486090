import { greedyBot } from '../bots/greedy.js';
import { mctsBot } from '../bots/mcts.js';
import { randomBot } from '../bots/random.js';
import type { Bot } from '../bots/types.js';
import { checkOptions } from '../options/index.js';

/**
 * A bot named so that another thread or program can rebuild it: `'random'`, `'greedy'`,
 * `'mcts'` (1000 iterations a decision) or `'mcts:<iterations>'` (e.g. `'mcts:200'`).
 */
export type BotName = 'random' | 'greedy' | 'mcts' | `mcts:${number}`;

/** The most iterations `'mcts:<iterations>'` may ask for a decision. */
const MAX_ITERATIONS = 10_000_000;

const MCTS_WITH_ITERATIONS = /^mcts:([1-9]\d{0,7})$/;

/**
 * Whether `name` is a `BotName`: `'random'`, `'greedy'`, `'mcts'`, or `'mcts:'` followed by an
 * iteration count 1..10,000,000 written without sign or leading zeros.
 *
 * @example
 * ```ts
 * isBotName('mcts:500'); // true
 * isBotName('mcts:0'); // false
 * ```
 */
export function isBotName(name: string): name is BotName {
  if (name === 'random' || name === 'greedy' || name === 'mcts') return true;
  const match = MCTS_WITH_ITERATIONS.exec(name);
  return match !== null && Number(match[1]) <= MAX_ITERATIONS;
}

/** The keys of `botFromName`'s options; any other is refused (`UnknownOptionError`). */
const BOT_OPTION_KEYS: Record<'seed', true> = { seed: true };

/**
 * A fresh bot for `name`. `'random'` and `'greedy'` are the shared `randomBot` and
 * `greedyBot`; `'mcts'` and `'mcts:<n>'` make a new `mctsBot` with that many iterations (1000
 * by default) and the given `seed`, so that it is deterministic: make one per game and seat,
 * since an MCTS bot keeps its tree between decisions.
 *
 * @throws RangeError when `name` is not a `BotName`; an `UnknownOptionError` when `options`
 * has a key other than `seed`.
 *
 * @example
 * ```ts
 * const bots = ['greedy', 'mcts:200'].map((name, seat) => botFromName(name, { seed: `g1/${seat}` }));
 * ```
 */
export function botFromName(name: string, options: { readonly seed?: string | number } = {}): Bot {
  checkOptions('botFromName', options, BOT_OPTION_KEYS);
  if (!isBotName(name)) {
    throw new RangeError(
      `botFromName: unknown bot "${name}"; expected random, greedy, mcts or mcts:<iterations>`,
    );
  }
  switch (name) {
    case 'random':
      return randomBot;
    case 'greedy':
      return greedyBot;
    default: {
      const iterations = name === 'mcts' ? undefined : Number(name.slice('mcts:'.length));
      return mctsBot({
        ...(iterations === undefined ? {} : { iterations }),
        ...(options.seed === undefined ? {} : { seed: options.seed }),
      });
    }
  }
}
