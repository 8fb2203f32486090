import type { BotSpec } from '../bot-spec.js';
import type { BotStats, GameResult, MatchupStats } from '../types.js';
import { wilsonInterval } from '../wilson.js';

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** A bot's results over `games` (only those it sat in count). */
export function botStats(bot: BotSpec, games: readonly GameResult[]): BotStats {
  const played = games.filter((g) => g.seats.includes(bot));
  const wins = played.filter((g) => g.winners.includes(bot)).length;
  const draws = played.filter((g) => g.winners.length === 0).length;
  return {
    bot,
    games: played.length,
    wins,
    draws,
    losses: played.length - wins - draws,
    winRate: played.length === 0 ? 0 : wins / played.length,
    winRate95: wilsonInterval(wins, played.length),
    meanActions: mean(played.map((g) => g.actions)),
    meanTurns: mean(played.map((g) => g.turns)),
  };
}

/** The statistics of matchup `m` (bots `bots`) from all the games. */
export function matchupStats(
  m: number,
  bots: readonly BotSpec[],
  games: readonly GameResult[],
): MatchupStats {
  const mine = games.filter((g) => g.matchup === m);
  return {
    bots,
    games: mine.length,
    draws: mine.filter((g) => g.winners.length === 0).length,
    meanActions: mean(mine.map((g) => g.actions)),
    meanTurns: mean(mine.map((g) => g.turns)),
    stats: bots.map((bot) => botStats(bot, mine)),
  };
}
