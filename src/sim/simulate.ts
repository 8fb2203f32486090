import { checkOptions } from '../options/index.js';
import {
  DEFAULT_RULESET,
  DEFAULT_TURN_LIMIT,
  isRulesetName,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type Ruleset,
  rulesetNamed,
  SUPPORTED_RULESETS,
} from '../rules/index.js';
import {
  type BotMaker,
  loadBotModules,
  type ResolvedBotModule,
  resolveBotModule,
} from './_internals/bot-modules.js';
import { playScheduledGame } from './_internals/play.js';
import { gameRef, playOnWorkers, WorkerPool } from './_internals/pool.js';
import { combinationCount, type ScheduledGame, schedule, seatOf } from './_internals/schedule.js';
import { botStats, matchupStats, mean, type Seated } from './_internals/summary.js';
import { isBotModule, isBotSpec } from './bot-spec.js';
import { SimulationError } from './errors.js';
import type {
  GameResult,
  SimulateOptions,
  SimulationPool,
  SimulationPoolOptions,
  SimulationResult,
} from './types.js';

/** Every key of `SimulateOptions`; any other is refused (`UnknownOptionError`). */
const SIMULATE_OPTION_KEYS: Record<keyof SimulateOptions, true> = {
  bots: true,
  games: true,
  seed: true,
  workers: true,
  players: true,
  planets: true,
  ruleset: true,
  turnLimit: true,
  records: true,
  onProgress: true,
  gameTimeoutMs: true,
  pool: true,
};

/** Every key of `SimulationPoolOptions`. */
const POOL_OPTION_KEYS: Record<keyof SimulationPoolOptions, true> = { workers: true };
/**
 * The most games one tournament may have: matchups × games per matchup. Every game's result is
 * kept (a few hundred bytes each, far more with records), and a million random games take hours.
 */
export const MAX_SIMULATION_GAMES = 1_000_000;

/**
 * The default `gameTimeoutMs`: 30 minutes. A 1,000-iteration MCTS decision takes about 0.1 s on
 * a fast machine, and a 500-turn game of six such bots some 500 decisions: ample room for a slow,
 * shared machine, and still a limit on a game that never ends.
 */
export const DEFAULT_GAME_TIMEOUT_MS = 30 * 60 * 1000;

/** The longest delay `setTimeout` can wait (2³¹ − 1 ms, about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function invalid(message: string): never {
  throw new RangeError(`simulate: ${message}`);
}

function checkInteger(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    invalid(`${name} must be an integer ${min}..${max}, not ${String(value)}`);
  }
}

/** The ruleset of `options.ruleset`: one this library plays (default 2025-01). */
function rulesetOption(name: unknown): Ruleset {
  if (name === undefined) return rulesetNamed(DEFAULT_RULESET);
  if (!isRulesetName(name) || !SUPPORTED_RULESETS.includes(name)) {
    invalid(`ruleset must be one of ${SUPPORTED_RULESETS.join(', ')}, not ${String(name)}`);
  }
  return rulesetNamed(name);
}

/**
 * The planets of every game: `options.planets` (default 1), or where the ruleset fixes them by
 * players (2026-06, ruling R33) the table's count, which `options.planets` may only repeat.
 */
function planetsOption(rules: Ruleset, players: number, given: number | undefined): number {
  const table = rules.planetsByPlayers;
  if (table === null) {
    const planets = given ?? 1;
    checkInteger('planets', planets, 1, rules.maxPlanets);
    return planets;
  }
  const fixed = table[players]!;
  if (given !== undefined && given !== fixed) {
    const counts = table.flatMap((n, p) => (p >= rules.players.min ? [`${p}: ${n}`] : []));
    invalid(
      `planets must be ${fixed} for ${players} players in ${rules.name} ` +
        `(planets by players ${counts.join(', ')}), not ${String(given)}`,
    );
  }
  return fixed;
}

/** Lets the event loop run (progress output, timers) between two games on the calling thread. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) =>
    typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0),
  );
}

async function playHere(
  games: Iterable<ScheduledGame>,
  modules: ReadonlyMap<string, BotMaker>,
  onResult: (result: GameResult, done: number) => void,
): Promise<GameResult[]> {
  const results: GameResult[] = [];
  for (const game of games) {
    let result: GameResult;
    try {
      result = await playScheduledGame(game, modules);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new SimulationError('GAME_FAILED', gameRef(game), `failed: ${why}`, { cause: e });
    }
    results.push(result);
    onResult(result, results.length);
    await yieldToEventLoop();
  }
  return results;
}

/**
 * Plays a tournament between bots, built-in (`BotName`) or your own modules (`BotModule`), on
 * worker threads, and sums it up: each
 * game's result, and each bot's wins with a 95% Wilson interval (see `wilsonInterval`) and mean
 * game length, per matchup and overall.
 *
 * - **Matchups**: every combination of `players` of the `bots` (default 2 players: a round robin
 *   of every pair); each plays `games` games.
 * - **Seats**: game j of a matchup seats its bots turned by j (seat k plays
 *   `bots[(k + j) mod players]`). Consecutive blocks of `players` games share their dice seed,
 *   hence their roll-off (ruling R15): in each block every bot moves first exactly once.
 * - **Determinism**: every game's dice and bot seeds are derived from `seed` and the game's
 *   indices, and each worker rebuilds the bots from their names, so the results (records and
 *   final hashes included) are the same whatever `workers` is.
 * - **Bot modules**: a bot given as a module (`'./my-bot.mjs'`, a `file:` URL, `'module:pkg'`;
 *   relative paths from `process.cwd()`) is loaded with `import()` on the calling thread before
 *   any game, to check it, and again in each worker. Its `bot` or default export is a `Bot` or a
 *   `BotFactory`, called per game and seat with the seat's seed; `chooseAction` gets the seat's
 *   seeded `Rng`, as the built-in bots do.
 * - **Threads**: `workers` ≥ 1 starts that many `node:worker_threads` workers (no more than
 *   there are games) and stops them at the end, or plays on that many of `pool`'s threads
 *   (`createSimulationPool`), kept warm across calls; `workers: 0` plays on the calling thread,
 *   yielding to the event loop between games, and needs nothing from Node.
 * - **Sizes**: at most `MAX_SIMULATION_GAMES` (1,000,000) games in all, matchups × `games`,
 *   checked before anything is built; games are made one at a time as they are played.
 * - **Watchdog**: on workers, a game that has not ended `gameTimeoutMs` after its worker
 *   started it (default 30 minutes) stops the tournament. Each worker holds two games, the one
 *   it plays and the next, so that it never waits for the calling thread between games. Workers start with the parent's Node options,
 *   less those Node refuses in a worker (`--max-old-space-size`, `--expose-gc`, `--title`, ...:
 *   they apply to the whole process, workers included).
 *
 * Node's modules are loaded only when workers start, so this module can be bundled for a
 * browser and run with `workers: 0`. Its worker file is the `sim-worker.js` (or `.cjs`) next to
 * the package's `dist/` bundles: bundling the package into another file breaks workers.
 *
 * @throws RangeError (the promise rejects) for invalid options, a tournament over the size
 *   limit included; `UnknownOptionError` for a key `SimulateOptions` does not list.
 *   `SimulationError` (`'BOT_MODULE'`) when a bot module cannot be loaded or exports no bot.
 *   `SimulationError` when a game fails or times out, or a worker dies, fails to start or sends
 *   a malformed answer, naming the game (`code`, `game`), after stopping every worker. An error
 *   thrown by `onProgress`, passed on as it is.
 *
 * @example
 * ```ts
 * import { simulate } from 'globetrotter/sim';
 *
 * const result = await simulate({ bots: ['random', 'greedy'], games: 100, seed: 1, workers: 2 });
 * for (const b of result.bots) console.log(b.bot, b.winRate, b.winRate95);
 * ```
 */
export async function simulate(options: SimulateOptions): Promise<SimulationResult> {
  const start = performance.now();
  checkOptions('simulate', options, SIMULATE_OPTION_KEYS);
  const { bots, games, seed, workers } = options;
  const players = options.players ?? 2;
  const rules = rulesetOption(options.ruleset);
  const turnLimit = options.turnLimit === undefined ? DEFAULT_TURN_LIMIT : options.turnLimit;
  if (!Array.isArray(bots)) invalid('bots must be an array of bot names');
  for (const name of bots) {
    if (typeof name !== 'string' || !isBotSpec(name)) {
      invalid(
        `unknown bot "${String(name)}"; expected random, greedy, mcts, mcts:<iterations>, ` +
          'or a module: a path starting with ./, ../ or /, a file: URL, or module:<specifier>',
      );
    }
  }
  checkInteger('players', players, MIN_PLAYERS, MAX_PLAYERS);
  if (bots.length < players) invalid(`${players} players need at least ${players} bots`);
  checkInteger('games', games, 1, MAX_SIMULATION_GAMES);
  // Checked before the matchups are listed: 60 bots at 6 seats make 50 million of them.
  const matchupCount = combinationCount(bots.length, players);
  if (matchupCount * games > MAX_SIMULATION_GAMES) {
    invalid(
      `${bots.length} bots at ${players} seats make ${matchupCount} matchups; with ${games} game${games === 1 ? '' : 's'} ` +
        `each that is more than the limit of ${MAX_SIMULATION_GAMES} games a tournament`,
    );
  }
  checkInteger('workers', workers, 0, 1024);
  const planets = planetsOption(rules, players, options.planets);
  if (turnLimit !== null) checkInteger('turnLimit', turnLimit, 1, Number.MAX_SAFE_INTEGER);
  const gameTimeoutMs =
    options.gameTimeoutMs === undefined ? DEFAULT_GAME_TIMEOUT_MS : options.gameTimeoutMs;
  if (gameTimeoutMs !== null) checkInteger('gameTimeoutMs', gameTimeoutMs, 1, MAX_TIMEOUT_MS);
  if (typeof seed !== 'string' && !Number.isFinite(seed)) invalid('seed must be text or a number');
  const pool = options.pool;
  if (pool !== undefined) {
    if (!(pool instanceof WorkerPool)) invalid('pool must be made by createSimulationPool');
    if (pool.closed) invalid('pool is closed');
    if (workers > pool.workers) {
      invalid(`workers must be at most the pool's ${pool.workers}, not ${workers}`);
    }
  }

  // Every bot module is loaded here before any game, so that one that is missing or exports no
  // bot fails at once, naming itself; workers load them again from the resolved specifiers.
  const botModules: ResolvedBotModule[] = await Promise.all(
    bots.filter(isBotModule).map(async (spec) => [spec, await resolveBotModule(spec)] as const),
  );
  const makers = await loadBotModules(botModules);

  const plan = schedule({
    bots,
    games,
    seed,
    players,
    planets,
    turnLimit,
    ...(rules.name === DEFAULT_RULESET ? {} : { ruleset: rules.name }),
    records: options.records ?? false,
  });
  const total = plan.total;
  const onResult = (game: GameResult, done: number): void =>
    options.onProgress?.({ done, total, elapsedMs: performance.now() - start, game });
  const threads = Math.min(workers, total);
  const results =
    threads === 0
      ? await playHere(plan.games(), makers, onResult)
      : await playOnWorkers(
          plan.games(),
          total,
          { workers: threads, gameTimeoutMs, botModules, ...(pool === undefined ? {} : { pool }) },
          onResult,
        );
  // Each game once per matchup and per seat, in index order, rather than every game for every
  // matchup and bot: a tournament may have a million games and as many matchups.
  // Entries are counted by seat, so a bot named twice (a mirror match) is two entries.
  const seat = (position: number, game: GameResult): number =>
    seatOf(position, game.index - game.matchup * games, players);
  const byMatchup: GameResult[][] = plan.matchups.map(() => []);
  const byEntry: Seated[][] = bots.map(() => []);
  for (const game of results) {
    byMatchup[game.matchup]!.push(game);
    for (const [position, entry] of plan.entries[game.matchup]!.entries()) {
      byEntry[entry]!.push({ game, seat: seat(position, game) });
    }
  }
  return {
    games: results,
    matchups: plan.matchups.map((matchup, m) =>
      matchupStats(m, matchup, plan.entries[m]!, byMatchup[m]!, seat),
    ),
    bots: bots.map((bot, entry) => botStats(bot, byEntry[entry]!)),
    meanActions: mean(results.map((g) => g.actions)),
    meanTurns: mean(results.map((g) => g.turns)),
    elapsedMs: performance.now() - start,
    workers: threads,
  };
}

/**
 * Worker threads for `simulate` to keep across calls (`SimulateOptions.pool`): a call after the
 * first finds them started and warm instead of paying every thread's start-up and JIT warm-up
 * again. Close it when done (`close`); idle threads do not keep Node running meanwhile.
 *
 * @throws RangeError when `workers` is not an integer 1..1024; an `UnknownOptionError` for a key
 * `SimulationPoolOptions` does not list.
 *
 * @example
 * ```ts
 * const pool = createSimulationPool({ workers: 4 });
 * const a = await simulate({ bots: ['random', 'greedy'], games: 100, seed: 1, workers: 4, pool });
 * const b = await simulate({ bots: ['greedy', 'mcts:200'], games: 20, seed: 2, workers: 4, pool });
 * await pool.close();
 * ```
 */
export function createSimulationPool(options: SimulationPoolOptions): SimulationPool {
  checkOptions('createSimulationPool', options, POOL_OPTION_KEYS);
  const { workers } = options;
  if (!Number.isInteger(workers) || workers < 1 || workers > 1024) {
    throw new RangeError(
      `createSimulationPool: workers must be an integer 1..1024, not ${String(workers)}`,
    );
  }
  return new WorkerPool(workers);
}
