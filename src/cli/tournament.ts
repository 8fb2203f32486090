import { availableParallelism } from 'node:os';
import {
  DEFAULT_RULESET,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  printable,
  stringifyRecord,
} from '../index.js';
import { type BotSpec, isBotModule, isBotSpec } from '../sim/bot-spec.js';
import { SimulationError } from '../sim/errors.js';
import { tournamentSummaryFile } from '../sim/shard.js';
import { simulate } from '../sim/simulate.js';
import type { SimulationResult } from '../sim/types.js';
import { progressBar } from './_internals/tournament-progress.js';
import { report } from './_internals/tournament-report.js';
import { count, parseCommand, planetsArgument, RULESET_LIST, rulesetArgument } from './args.js';
import { CliError, type CliIo } from './io.js';
import { PLAY_TURN_LIMIT } from './play.js';

// `globetrotter tournament`: bots play each other on worker threads (src/sim/simulate.ts);
// prints win rates with 95% Wilson intervals and game lengths (_internals/tournament-report.ts),
// progress on standard error (_internals/tournament-progress.ts), optionally writes the records.

export {
  PROGRESS_LOG_MS,
  progressLine,
  progressLogLine,
} from './_internals/tournament-progress.js';
export { entryLabels, report } from './_internals/tournament-report.js';

export const TOURNAMENT_HELP = `Usage: globetrotter tournament --bots A,B[,...] [options]

Plays bots against each other on worker threads and prints each bot's win rate with its 95%
confidence interval (Wilson) and the mean game length.

With 2 players (the default) every pair of bots plays --games games (a round robin); with
--players equal to the number of bots, all of them play at one table; in general every set of
--players bots does. Seats turn from game to game, and each bot moves first equally often.
Games without a winner (the turn limit) are draws. The same --seed gives the same games,
whatever --workers is. Progress goes to standard error: a bar on a terminal; elsewhere (CI, a
log file) a line every 10% of the games, at most one every 10 seconds.

Bots: random, greedy, mcts (1000 iterations a decision), mcts:N (N iterations), or your own
module: a path starting with ./, ../ or / (from the current directory), a file: URL, or
module:<package>, whose "bot" or default export is a Bot or a function ({ seed }) => Bot.

Options:
  --bots A,B,...   the bots (required); the same bot twice is a mirror match, shown as
                   random#1, random#2 (mcts:200,mcts:2000: one bot at two strengths)
  --games N        games per matchup (default 100); a multiple of --players is fairest
  --workers N      worker threads (default: one per CPU, here ${availableParallelism()})
  --seed S         the seed (text or number); default: the current time
  --players N      players per game, ${MIN_PLAYERS}..${MAX_PLAYERS} (default 2)
  --planets N      1..${MAX_PLANETS} (default 1); in 2026-06 set by the players (2-3: 1, 4-5: 2,
                   6: 3): leave it out or give that number
  --ruleset R      the rules played: ${RULESET_LIST} (default ${DEFAULT_RULESET})
  --turn-limit N   end a game with no winner after N turns (default ${PLAY_TURN_LIMIT}); "none": no limit
                   (a 2024-12 turn is one action)
  --iterations N   iterations of the bots named plain "mcts"
  --out DIR        write each game's record to DIR/game-<index>.json, and DIR/summary.json
  -h, --help       show this help

Exit codes: 0 done; 1 a game failed in a bot module (its bot threw) or did not end within the
game time limit; 2 bad arguments or a file that cannot be written; 3 a game of built-in bots
failed (a bug).
`;

function botNames(text: string, iterations: number | undefined): BotSpec[] {
  const names = text.split(',').map((n) => n.trim());
  for (const name of names) {
    if (!isBotSpec(name)) {
      throw new CliError(
        `tournament: unknown bot "${name}"; expected random, greedy, mcts, mcts:N or a module (./my-bot.mjs)`,
        2,
      );
    }
  }
  if (iterations === undefined) return names as BotSpec[];
  if (!names.includes('mcts')) {
    throw new CliError('tournament: --iterations needs a bot named plain "mcts" in --bots', 2);
  }
  return names.map((n): BotSpec => (n === 'mcts' ? `mcts:${iterations}` : (n as BotSpec)));
}

export async function tournament(io: CliIo, args: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommand('tournament', args, {
    help: { type: 'boolean', short: 'h' },
    bots: { type: 'string' },
    games: { type: 'string' },
    workers: { type: 'string' },
    seed: { type: 'string' },
    players: { type: 'string' },
    planets: { type: 'string' },
    ruleset: { type: 'string' },
    'turn-limit': { type: 'string' },
    iterations: { type: 'string' },
    out: { type: 'string' },
  });
  if (values.help) {
    io.out(TOURNAMENT_HELP);
    return 0;
  }
  if (positionals.length > 0) {
    throw new CliError(`tournament: unexpected argument "${positionals[0]}"`, 2);
  }
  if (values.bots === undefined) {
    throw new CliError(
      "tournament: --bots is required, e.g. --bots random,greedy\nRun 'globetrotter tournament --help' for usage.",
      2,
    );
  }
  const int = (
    name: string,
    text: string | undefined,
    fallback: number,
    min: number,
    max: number,
  ) => (text === undefined ? fallback : count('tournament', name, text, min, max));
  const iterations =
    values.iterations === undefined
      ? undefined
      : count('tournament', 'iterations', values.iterations, 1, 10_000_000);
  const bots = botNames(values.bots, iterations);
  const players = int('players', values.players, 2, MIN_PLAYERS, MAX_PLAYERS);
  if (bots.length < players) {
    throw new CliError(
      `tournament: ${players} players need at least ${players} bots in --bots, got ${bots.length}`,
      2,
    );
  }
  const games = int('games', values.games, 100, 1, 1_000_000);
  const workers = int('workers', values.workers, availableParallelism(), 0, 1024);
  const rules = rulesetArgument('tournament', values.ruleset);
  const planets = planetsArgument('tournament', values.planets, rules, players);
  // Named only when not the default, so 2025-01 summaries and records are as before.
  const ruleset = rules.name === DEFAULT_RULESET ? {} : { ruleset: rules.name };
  const limitText = values['turn-limit'];
  const turnLimit =
    limitText === 'none' ? null : int('turn-limit', limitText, PLAY_TURN_LIMIT, 1, 1_000_000_000);
  // As for `play`: a seed written as an integer is a number.
  const seedText = values.seed ?? String(io.now());
  const asNumber = Number(seedText);
  const seed =
    Number.isSafeInteger(asNumber) && String(asNumber) === seedText ? asNumber : seedText;
  const out = values.out;
  if (out !== undefined) io.makeDir?.(out);

  const digits = String(games * combinationsOf(bots.length, players) - 1).length;
  const bar = progressBar(io);
  let result: SimulationResult;
  try {
    result = await simulate({
      bots,
      games,
      seed,
      workers,
      players,
      planets,
      ...ruleset,
      turnLimit,
      records: out !== undefined,
      onProgress(progress) {
        const { game } = progress;
        if (out !== undefined && game.record !== undefined) {
          const name = `game-${String(game.index).padStart(digits, '0')}.json`;
          io.writeText(`${out}/${name}`, stringifyRecord(game.record));
        }
        bar.update(progress);
      },
    });
  } catch (e) {
    // simulate's RangeErrors are about its options: here, a tournament over its size limit.
    if (e instanceof RangeError) throw new CliError(`tournament: ${e.message}`, 2);
    // A bot module that is missing or exports no bot: a bad --bots.
    if (e instanceof SimulationError && e.code === 'BOT_MODULE') {
      throw new CliError(`tournament: ${e.message}`, 2);
    }
    // A game that never ended, or one in which a researcher's own bot threw: their bot's fault,
    // not a bug of ours (exit 3 is kept for games of built-in bots).
    if (
      e instanceof SimulationError &&
      (e.code === 'GAME_TIMEOUT' ||
        (e.code === 'GAME_FAILED' && e.game !== null && e.game.seats.some(isBotModule)))
    ) {
      throw new CliError(`tournament: ${e.message}`, 1);
    }
    throw e;
  } finally {
    bar.clear();
  }
  const settings =
    `Tournament: ${bots.join(', ')}; ${players} players, ${planets} planet${planets === 1 ? '' : 's'}, ` +
    (rules.name === DEFAULT_RULESET ? '' : `rules ${rules.name}, `) +
    `turn limit ${turnLimit ?? 'none'}; seed ${printable(String(seed))}; ${games} games per matchup`;
  io.out(report(result, settings));
  if (out !== undefined) {
    const summary = tournamentSummaryFile(
      { bots, games, seed, players, planets, ...ruleset, turnLimit },
      result,
    );
    io.writeText(`${out}/summary.json`, `${JSON.stringify(summary, null, 2)}\n`);
    io.out(`wrote ${result.games.length} records and summary.json to ${printable(out)}/\n`);
  }
  return 0;
}

/** n choose k. */
function combinationsOf(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return Math.round(c);
}
