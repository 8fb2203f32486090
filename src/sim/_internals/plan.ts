import {
  DEFAULT_RULESET,
  DEFAULT_TURN_LIMIT,
  isRulesetName,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type Ruleset,
  type RulesetName,
  rulesetNamed,
  SUPPORTED_RULESETS,
} from '../../rules/index.js';
import { type BotSpec, isBotSpec } from '../bot-spec.js';
import type { MatchupStats, SimulateOptions, SimulationResult } from '../types.js';
import { combinationCount, type Schedule, schedule, seatOf } from './schedule.js';
import { botStats, matchupStats, mean, type Scored, type Seated } from './summary.js';

/**
 * The most games one tournament may have: matchups × games per matchup. Every game's result is
 * kept (a few hundred bytes each, far more with records), and a million random games take hours.
 */
export const MAX_SIMULATION_GAMES = 1_000_000;

/** What decides a tournament's games: `SimulateOptions` less how and where they are played. */
export type TournamentOptions = Omit<
  SimulateOptions,
  'workers' | 'onProgress' | 'gameTimeoutMs' | 'pool'
>;

/** A tournament's options with every default filled in, as `summary.json` lists them. */
export interface TournamentSettings {
  readonly bots: readonly BotSpec[];
  readonly games: number;
  readonly seed: string | number;
  readonly players: number;
  readonly planets: number;
  /** Present only when not the default ruleset, as in records. */
  readonly ruleset?: RulesetName;
  readonly turnLimit: number | null;
}

/** A checked tournament: its settings and its schedule. */
export interface TournamentPlan {
  readonly settings: TournamentSettings;
  readonly schedule: Schedule;
}

/** The statistics of a whole tournament (`SimulationResult` less the games and timings). */
export type TournamentStats = Pick<
  SimulationResult,
  'matchups' | 'bots' | 'meanActions' | 'meanTurns'
>;

export function invalid(message: string): never {
  throw new RangeError(`simulate: ${message}`);
}

export function checkInteger(name: string, value: number, min: number, max: number): void {
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

/**
 * Checks what decides a tournament's games and lays out its schedule (matchups, seats, seeds).
 * `before` runs after the bots, players and games are checked and before the rest (`simulate`
 * checks its `workers` there, so its errors come in the order they always have).
 *
 * @throws RangeError for an invalid option, a tournament over `MAX_SIMULATION_GAMES` included.
 */
export function planTournament(options: TournamentOptions, before?: () => void): TournamentPlan {
  const { bots, games, seed } = options;
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
  before?.();
  const planets = planetsOption(rules, players, options.planets);
  if (turnLimit !== null) checkInteger('turnLimit', turnLimit, 1, Number.MAX_SAFE_INTEGER);
  if (typeof seed !== 'string' && !Number.isFinite(seed)) invalid('seed must be text or a number');
  const ruleset = rules.name === DEFAULT_RULESET ? {} : { ruleset: rules.name };
  const settings = { bots, games, seed, players, planets, ...ruleset, turnLimit };
  const plan = schedule({ ...settings, records: options.records ?? false });
  return { settings, schedule: plan };
}

/**
 * Each bot's and each matchup's statistics over a tournament's games (any order, each once).
 * Each game is read once per matchup and per seat, rather than every game for every matchup and
 * bot: a tournament may have a million games and as many matchups.
 */
export function tournamentStats(plan: TournamentPlan, results: readonly Scored[]): TournamentStats {
  const { bots, games, players } = plan.settings;
  const { matchups, entries } = plan.schedule;
  // Entries are counted by seat, so a bot named twice (a mirror match) is two entries.
  const seat = (position: number, game: Scored): number =>
    seatOf(position, game.index - game.matchup * games, players);
  const byMatchup: Scored[][] = matchups.map(() => []);
  const byEntry: Seated[][] = bots.map(() => []);
  for (const game of results) {
    byMatchup[game.matchup]!.push(game);
    for (const [position, entry] of entries[game.matchup]!.entries()) {
      byEntry[entry]!.push({ game, seat: seat(position, game) });
    }
  }
  const stats: MatchupStats[] = matchups.map((matchup, m) =>
    matchupStats(m, matchup, entries[m]!, byMatchup[m]!, seat),
  );
  return {
    matchups: stats,
    bots: bots.map((bot, entry) => botStats(bot, byEntry[entry]!)),
    meanActions: mean(results.map((g) => g.actions)),
    meanTurns: mean(results.map((g) => g.turns)),
  };
}
