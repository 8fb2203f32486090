import type { Bot } from '../../bots/types.js';
import type { BotModule } from '../bot-spec.js';
import { SimulationError } from '../errors.js';
import { hasNodeModules, importModule } from './import-module.js';

// Bot modules (`BotModule`): where they are, loaded and checked once per thread. The calling
// thread resolves each to what `import()` is given (a file: URL, or the specifier after
// `module:`), loads it to check its export before any game, and sends the resolved specifiers
// to the workers, which load them again.

/** Makes the bot of one seat of one game from its seed. */
export type BotMaker = (seed: string) => Promise<Bot>;

/** A bot module's name as given, and the specifier `import()` is given for it. */
export type ResolvedBotModule = readonly [spec: string, specifier: string];

function moduleError(spec: string, message: string, cause?: unknown): SimulationError {
  return new SimulationError(
    'BOT_MODULE',
    null,
    `bot module "${spec}": ${message}`,
    cause === undefined ? undefined : { cause },
  );
}

function why(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

interface NodePaths {
  readonly resolve: (...paths: string[]) => string;
  readonly pathToFileURL: (path: string) => URL;
}

/** What `import()` is given for `spec`: paths become file: URLs, relative to `process.cwd()`. */
export async function resolveBotModule(spec: BotModule): Promise<string> {
  if (spec.startsWith('module:')) return spec.slice('module:'.length);
  if (spec.startsWith('file:')) return spec;
  if (!hasNodeModules()) {
    throw moduleError(spec, 'a path needs Node; give a module:<URL> instead');
  }
  const { resolve } = (await importModule('node:path')) as NodePaths;
  const { pathToFileURL } = (await importModule('node:url')) as NodePaths;
  return pathToFileURL(resolve(process.cwd(), spec)).href;
}

function isBot(value: unknown): value is Bot {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { chooseAction?: unknown }).chooseAction === 'function'
  );
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') return 'an object without a chooseAction method';
  return `${typeof value} ${String(value)}`;
}

/**
 * Loads the module `spec` (resolved to `specifier`) and returns what makes its bots: its `bot`
 * export or else its default, a `Bot` (the same one for every seat) or a `BotFactory` (called
 * per seat; what it returns is checked then).
 *
 * @throws SimulationError `'BOT_MODULE'` when the module cannot be loaded or exports neither.
 */
export async function loadBotModule(spec: string, specifier: string): Promise<BotMaker> {
  let exports: Record<string, unknown>;
  try {
    exports = (await importModule(specifier)) as Record<string, unknown>;
  } catch (e) {
    throw moduleError(spec, `could not be loaded (${specifier}): ${why(e)}`, e);
  }
  const name = exports.bot !== undefined ? 'bot' : 'default';
  const value = exports[name];
  if (isBot(value)) return async () => value;
  if (typeof value === 'function') {
    return async (seed) => {
      const bot: unknown = await value({ seed });
      if (!isBot(bot)) {
        throw moduleError(
          spec,
          `its ${name} export returned ${describe(bot)}, not a Bot (an object with a chooseAction method)`,
        );
      }
      return bot;
    };
  }
  const names = Object.keys(exports).filter((key) => key !== '__esModule');
  throw moduleError(
    spec,
    `no bot: its "bot" export, or else its default export, must be a Bot (an object ` +
      `with a chooseAction method) or a function returning one; ` +
      (value === undefined
        ? `it has ${names.length === 0 ? 'no exports' : `only ${names.join(', ')}`}`
        : `its ${name} export is ${describe(value)}`),
  );
}

/** Loads every module of `modules`, in parallel; the first failure rejects. */
export async function loadBotModules(
  modules: readonly ResolvedBotModule[],
): Promise<Map<string, BotMaker>> {
  const makers = await Promise.all(
    modules.map(async ([spec, specifier]) => [spec, await loadBotModule(spec, specifier)] as const),
  );
  return new Map(makers);
}
