import { describe, expect, it } from 'vitest';
import {
  type BotSpec,
  playTournamentGames,
  simulate,
  summarizeTournament,
  type TournamentOptions,
  tournamentOutline,
  tournamentSummaryFile,
} from '../../src/sim/index.js';

// A tournament spread by game index (what the Ray integration does) is simulate's, game by game.

const cases: readonly TournamentOptions[] = [
  { bots: ['random', 'greedy'], games: 4, seed: 7 },
  { bots: ['random', 'greedy', 'random'], games: 3, seed: 'x', players: 3, turnLimit: 40 },
  { bots: ['greedy', 'random'], games: 2, seed: 3, ruleset: '2026-06', records: true },
  { bots: ['random', 'greedy'], games: 2, seed: 5, ruleset: '2024-12', turnLimit: 30 },
];

describe('tournaments by game index', () => {
  it.each(cases)(
    'plays each game as simulate does, in any order, and sums up alike (%o)',
    async (options) => {
      // Arrange
      const whole = await simulate({ ...options, workers: 0 });
      const { total, settings, matchups } = tournamentOutline(options);
      const backwards = Array.from({ length: total }, (_, i) => total - 1 - i);

      // Act
      const games = playTournamentGames(options, backwards);
      const stats = summarizeTournament(options, games);

      // Assert
      expect(total).toBe(whole.games.length);
      expect(matchups).toEqual(whole.matchups.map((m) => m.bots));
      expect(games.map((g) => g.index)).toEqual(backwards);
      expect([...games].reverse()).toEqual(whole.games);
      expect(stats).toEqual({
        matchups: whole.matchups,
        bots: whole.bots,
        meanActions: whole.meanActions,
        meanTurns: whole.meanTurns,
      });
      expect(tournamentSummaryFile(settings, { ...stats, games: [...games].reverse() })).toEqual(
        tournamentSummaryFile(settings, whole),
      );
    },
  );

  it('fills in the defaults as summary.json lists them', () => {
    expect(tournamentOutline({ bots: ['random', 'greedy'], games: 2, seed: 1 }).settings).toEqual({
      bots: ['random', 'greedy'],
      games: 2,
      seed: 1,
      players: 2,
      planets: 1,
      turnLimit: 500,
    });
  });

  it('refuses bad options, bot modules, indices out of range and incomplete results', () => {
    const options = { bots: ['random', 'greedy'], games: 2, seed: 1 } as const;
    expect(() => tournamentOutline({ ...options, games: -1 })).toThrow(/games must be an integer/);
    expect(() => tournamentOutline({ ...options, bots: ['random', 'nope' as BotSpec] })).toThrow(
      /unknown bot/,
    );
    expect(() => tournamentOutline({ ...options, workers: 2 } as TournamentOptions)).toThrow(
      /unknown option/i,
    );
    expect(() => playTournamentGames({ ...options, bots: ['random', './bot.mjs'] }, [0])).toThrow(
      /not built in/,
    );
    expect(() => playTournamentGames(options, [2])).toThrow(/0\.\.1/);
    expect(() => playTournamentGames(options, [0.5])).toThrow(/0\.\.1/);
    const [first] = playTournamentGames(options, [0]);
    expect(() => summarizeTournament(options, [first!])).toThrow(/once \(1 given\)/);
    expect(() => summarizeTournament(options, [first!, first!])).toThrow(/once \(index 0\)/);
    expect(() =>
      summarizeTournament(options, [first!, { ...first!, index: 1, matchup: 3 }]),
    ).toThrow(/matchup 0/);
  });
});
