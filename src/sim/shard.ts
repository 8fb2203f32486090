import { checkOptions } from '../options/index.js';
import {
  invalid,
  planTournament,
  type TournamentOptions,
  type TournamentSettings,
  type TournamentStats,
  tournamentStats,
} from './_internals/plan.js';
import { playBuiltInGame } from './_internals/play.js';
import { isBotName } from './bot-name.js';
import type { GameResult, SimulationResult } from './types.js';

export type { TournamentOptions, TournamentSettings, TournamentStats };
/** What `summarizeTournament` reads of a game: a `GameResult`'s scoring fields. */
export type ScoredGame = Pick<
  GameResult,
  'index' | 'matchup' | 'winnerSeats' | 'actions' | 'turns'
>;

/** Every key of `TournamentOptions`; any other is refused (`UnknownOptionError`). */
const TOURNAMENT_OPTION_KEYS: Record<keyof TournamentOptions, true> = {
  bots: true,
  games: true,
  seed: true,
  players: true,
  planets: true,
  ruleset: true,
  turnLimit: true,
  records: true,
};

/** A tournament laid out before any game is played. */
export interface TournamentOutline {
  /** The options with every default filled in: `summary.json`'s `settings`. */
  readonly settings: TournamentSettings;
  /** Its number of games: matchups × games per matchup, indexed 0 … total − 1. */
  readonly total: number;
  /** Each matchup's bots. */
  readonly matchups: readonly (readonly string[])[];
}

function plan(caller: string, options: TournamentOptions) {
  checkOptions(caller, options, TOURNAMENT_OPTION_KEYS);
  return planTournament(options);
}

/**
 * Checks a tournament's options and lays it out, as `simulate` would, without playing: its
 * settings, its number of games and its matchups. For spreading a tournament over machines:
 * each plays some of its games (`playTournamentGames`), and one sums them up
 * (`summarizeTournament`); the results are those of `simulate` with the same options.
 *
 * @throws RangeError for invalid options (as `simulate`); `UnknownOptionError` for an unknown key.
 *
 * @example
 * ```ts
 * const { total } = tournamentOutline({ bots: ['random', 'greedy'], games: 10, seed: 1 });
 * ```
 */
export function tournamentOutline(options: TournamentOptions): TournamentOutline {
  const { settings, schedule } = plan('tournamentOutline', options);
  return { settings, total: schedule.total, matchups: schedule.matchups };
}

/**
 * Plays the games of a tournament with these `indices` (each 0 … total − 1) on the calling
 * thread and returns their results, in the order of `indices`: each exactly as `simulate` plays
 * it with the same options, on any machine. Built-in bots only (`BotName`): a bot module is
 * loaded by `simulate`, which waits for it.
 *
 * @throws RangeError for invalid options, a bot that is not built in, or an index out of range.
 *
 * @example
 * ```ts
 * const games = playTournamentGames({ bots: ['random', 'greedy'], games: 10, seed: 1 }, [0, 1]);
 * ```
 */
export function playTournamentGames(
  options: TournamentOptions,
  indices: readonly number[],
): GameResult[] {
  const { settings, schedule } = plan('playTournamentGames', options);
  for (const bot of settings.bots) {
    if (!isBotName(bot)) invalid(`bot "${bot}" is not built in: only simulate loads bot modules`);
  }
  for (const index of indices) {
    if (!Number.isInteger(index) || index < 0 || index >= schedule.total) {
      invalid(`game index must be an integer 0..${schedule.total - 1}, not ${String(index)}`);
    }
  }
  return indices.map((index) => playBuiltInGame(schedule.gameAt(index)));
}

/**
 * A tournament's statistics from the results of all its games, in any order (each exactly
 * once): the `matchups`, `bots`, `meanActions` and `meanTurns` that `simulate` returns for the
 * same options. Only the scoring fields of each result are read (`ScoredGame`).
 *
 * @throws RangeError for invalid options, or games that are not each of the tournament's once.
 *
 * @example
 * ```ts
 * const options = { bots: ['random', 'greedy'], games: 2, seed: 1 };
 * const stats = summarizeTournament(options, playTournamentGames(options, [0, 1]));
 * ```
 */
export function summarizeTournament(
  options: TournamentOptions,
  games: readonly ScoredGame[],
): TournamentStats {
  const tournament = plan('summarizeTournament', options);
  const { total } = tournament.schedule;
  const seen = new Uint8Array(total);
  for (const game of games) {
    const { index } = game;
    if (!Number.isInteger(index) || index < 0 || index >= total || seen[index] === 1) {
      invalid(`games must hold each of the tournament's ${total} games once (index ${index})`);
    }
    const matchup = Math.floor(index / tournament.settings.games);
    if (game.matchup !== matchup) invalid(`game ${index} is of matchup ${matchup}`);
    seen[index] = 1;
  }
  if (games.length !== total) {
    invalid(`games must hold each of the tournament's ${total} games once (${games.length} given)`);
  }
  return tournamentStats(tournament, games);
}

/**
 * The `summary.json` that `globetrotter tournament --out DIR` writes: the settings, the
 * statistics, and every game's result without its record.
 */
export function tournamentSummaryFile(
  settings: TournamentSettings,
  result: Pick<SimulationResult, 'games'> & TournamentStats,
): object {
  return {
    settings,
    matchups: result.matchups,
    bots: result.bots,
    meanActions: result.meanActions,
    meanTurns: result.meanTurns,
    games: result.games.map(({ record: _, ...game }) => game),
  };
}
