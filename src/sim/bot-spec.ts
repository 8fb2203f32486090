import type { Bot } from '../bots/types.js';
import { type BotName, isBotName } from './bot-name.js';

/**
 * A bot given as a module, for `simulate` and `globetrotter tournament`, loaded by `import()` on
 * the calling thread (once, to check it) and in each worker:
 * - a path starting with `./`, `../` or `/`: relative paths are resolved against the current
 *   working directory (`process.cwd()`) when `simulate` is called, as the command line does;
 *   paths need Node;
 * - a `file:` URL (`new URL('./my-bot.mjs', import.meta.url).href`);
 * - `module:` and a specifier given to `import()` as it is: a package name (`module:my-bot`,
 *   resolved from where globetrotter is installed), or a URL the runtime imports
 *   (`module:https://…` in a browser).
 *
 * The module's `bot` export, or else its default export, is a `Bot` (an object with a
 * `chooseAction` method; one object plays every game on a thread) or a `BotFactory`. Results
 * name the bot by the text given.
 */
export type BotModule =
  | `./${string}`
  | `../${string}`
  | `/${string}`
  | `file:${string}`
  | `module:${string}`;

/** A bot `simulate` can play: a built-in by name (`BotName`) or a module (`BotModule`). */
export type BotSpec = BotName | BotModule;

/**
 * What a bot module may export (as `bot` or as its default) instead of a `Bot`: a function, not a
 * class, called for every game and seat with that seat's seed (the one the built-in bots get, a
 * different text each game), that returns a new `Bot` or a promise of one. The bot's
 * `chooseAction` is given the seat's own `Rng`, seeded the same way on any thread, so games stay
 * reproducible.
 *
 * @example
 * ```ts
 * // my-bot.ts, compiled to my-bot.js: simulate({ bots: ['./my-bot.js', 'greedy'], ... })
 * import { legalActions, uniformInt } from 'globetrotter';
 * import type { BotFactory } from 'globetrotter/sim';
 *
 * const createBot: BotFactory = ({ seed }) => ({
 *   name: `my-bot ${seed}`,
 *   chooseAction: (state, rng) => {
 *     const actions = legalActions(state);
 *     return actions[uniformInt(rng, actions.length)]!;
 *   },
 * });
 * export default createBot;
 * ```
 */
export type BotFactory = (options: { readonly seed: string }) => Bot | Promise<Bot>;

const MODULE_PREFIX = /^(\.\/|\.\.\/|\/|file:|module:)./s;

/**
 * Whether `spec` names a bot module (`BotModule`): it starts with `./`, `../`, `/`, `file:` or
 * `module:`, and something follows.
 *
 * @example
 * ```ts
 * isBotModule('./bots/mine.mjs'); // true
 * isBotModule('mcts:200'); // false: a BotName
 * ```
 */
export function isBotModule(spec: string): spec is BotModule {
  return MODULE_PREFIX.test(spec);
}

/**
 * Whether `spec` is a bot `simulate` accepts: a `BotName` or a `BotModule`.
 *
 * @example
 * ```ts
 * ['greedy', './mine.mjs', 'mine'].filter(isBotSpec); // ['greedy', './mine.mjs']
 * ```
 */
export function isBotSpec(spec: string): spec is BotSpec {
  return isBotName(spec) || isBotModule(spec);
}
