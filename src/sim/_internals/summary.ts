import type { BotSpec } from '../bot-spec.js';
import type { BotStats, GameResult, MatchupStats } from '../types.js';

import { wilsonInterval } from '../wilson.js';

/** What the statistics read of a game: a `GameResult`'s scoring fields. */
export type Scored = Pick<GameResult, 'index' | 'matchup' | 'winnerSeats' | 'actions' | 'turns'>;

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** A game, and the seat one entry of the tournament sat in. */
export interface Seated {
  readonly game: Scored;
  readonly seat: number;
}

/**
 * One entry's results over the games it played, by seat: two entries of the same bot (a mirror
 * match) are counted apart.
 */
export function botStats(bot: BotSpec, seated: readonly Seated[]): BotStats {
  const played = seated.map((s) => s.game);
  const wins = seated.filter((s) => s.game.winnerSeats.includes(s.seat)).length;
  const draws = played.filter((g) => g.winnerSeats.length === 0).length;
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

/**
 * The statistics of matchup `m` (bots `bots`, entries `entries`) from all the games, where
 * `seatOf(position, game)` is the seat of the matchup's `position`-th bot in `game`.
 */
export function matchupStats(
  m: number,
  bots: readonly BotSpec[],
  entries: readonly number[],
  games: readonly Scored[],
  seatOf: (position: number, game: Scored) => number,
): MatchupStats {
  const mine = games.filter((g) => g.matchup === m);
  return {
    bots,
    entries,
    games: mine.length,
    draws: mine.filter((g) => g.winnerSeats.length === 0).length,
    meanActions: mean(mine.map((g) => g.actions)),
    meanTurns: mean(mine.map((g) => g.turns)),
    stats: bots.map((bot, position) =>
      botStats(
        bot,
        mine.map((game) => ({ game, seat: seatOf(position, game) })),
      ),
    ),
  };
}
