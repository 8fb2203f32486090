import { afterEach, describe, expect, it } from 'vitest';
import { replay, stateHash } from '../../src/index.js';
import type { WorkerPool } from '../../src/sim/_internals/worker-pool.js';
import { createSimulationPool, simulate as start } from '../../src/sim/simulate.js';
import type { SimulateOptions, SimulationResult } from '../../src/sim/types.js';
import { pending } from '../_helpers/pending.js';

// Small games (turn limits of 30 or less, a few games) keep this file to seconds. Workers run the source
// through tsx here; test/sim/dist.test.ts runs the built bundles.

// Every tournament is awaited after its test, so that no worker outlives the test that started it.
const tournaments = pending();
afterEach(() => tournaments.settle());
const simulate = (options: SimulateOptions) => tournaments.track(start(options));

/** Worker threads load the sources through tsx: seconds each on a busy machine. */
const THREADS = 120_000;

const SMALL = { seed: 'test', turnLimit: 30, workers: 0 } as const;

/** Everything but the timing and the thread count. */
function outcome(result: SimulationResult) {
  const { elapsedMs: _, workers: __, ...rest } = result;
  return rest;
}

describe('simulate', () => {
  it(
    'gives the same games, records and hashes on 0, 1 and 2 workers',
    async () => {
      const options: SimulateOptions = {
        ...SMALL,
        bots: ['random', 'greedy', 'mcts:8'],
        games: 2,
        turnLimit: 15,
        records: true,
      };
      const here = await simulate({ ...options, workers: 0 });
      const one = await simulate({ ...options, workers: 1 });
      const two = await simulate({ ...options, workers: 2 });
      expect(here.workers).toBe(0);
      expect(one.workers).toBe(1);
      expect(two.workers).toBe(2);
      expect(outcome(one)).toEqual(outcome(here));
      expect(outcome(two)).toEqual(outcome(here));
      expect(here.games).toHaveLength(6);
      for (const game of here.games) {
        const replayed = replay(game.record!);
        expect(replayed.ok).toBe(true);
        expect(game.record!.finalHash).toBe(game.finalHash);
        expect(game.record!.players).toEqual(game.seats);
        expect(game.record!.seed).toBe(game.seed);
        expect(game.record!.actions).toHaveLength(game.actions);
      }
    },
    THREADS,
  );

  it(
    'plays the ruleset given, the same on the calling thread and on workers',
    async () => {
      // Arrange: 4 players of 2026-06 play on 2 planets (ruling R33).
      const options: SimulateOptions = {
        ...SMALL,
        bots: ['random', 'greedy', 'random', 'greedy'],
        players: 4,
        games: 2,
        turnLimit: 10,
        ruleset: '2026-06',
        records: true,
      };

      // Act
      const here = await simulate({ ...options, workers: 0 });
      const two = await simulate({ ...options, workers: 2 });

      // Assert
      expect(outcome(two)).toEqual(outcome(here));
      for (const game of here.games) {
        expect(game.record?.options).toEqual({
          players: 4,
          planets: 2,
          turnLimit: 10,
          ruleset: '2026-06',
        });
      }
    },
    THREADS,
  );

  it(
    'R50: plays 2024-12 on the planets given, the same on the calling thread and on workers',
    async () => {
      // Arrange: 3 players of 2024-12 on 2 planets, every bot.
      const options: SimulateOptions = {
        ...SMALL,
        bots: ['random', 'greedy', 'mcts:8'],
        players: 3,
        planets: 2,
        games: 3,
        turnLimit: 12,
        ruleset: '2024-12',
        records: true,
      };

      // Act
      const here = await simulate({ ...options, workers: 0 });
      const two = await simulate({ ...options, workers: 2 });

      // Assert
      expect(outcome(two)).toEqual(outcome(here));
      expect(here.games).toHaveLength(3);
      for (const game of here.games) {
        expect(game.record?.options).toEqual({
          players: 3,
          planets: 2,
          turnLimit: 12,
          ruleset: '2024-12',
        });
        expect(game.record!.finalHash).toBe(game.finalHash);
        expect(game.winners.length + (game.turnLimitReached ? 1 : 0)).toBe(1);
        // The record replays to the same game, every action in 2024-12 notation.
        const replayed = replay(game.record!);
        expect(replayed.ok).toBe(true);
        expect(replayed.ok && stateHash(replayed.state)).toBe(game.finalHash);
      }
    },
    THREADS,
  );

  it('gives different games for different seeds', async () => {
    const a = await simulate({ ...SMALL, bots: ['random', 'greedy'], games: 2 });
    const b = await simulate({ ...SMALL, seed: 'other', bots: ['random', 'greedy'], games: 2 });
    expect(a.games.map((g) => g.finalHash)).not.toEqual(b.games.map((g) => g.finalHash));
    expect(a.games[0]!.record).toBeUndefined();
  });

  it(
    'alternates who moves first: in each block every bot sits in the first seat once',
    async () => {
      const two = await simulate({ ...SMALL, bots: ['random', 'greedy'], games: 8 });
      for (let b = 0; b < 8; b += 2) {
        const [g0, g1] = [two.games[b]!, two.games[b + 1]!];
        expect(g1.firstPlayer).toBe(g0.firstPlayer);
        expect(g1.seats).toEqual([...g0.seats].reverse());
        expect(g0.seats[g0.firstPlayer]).not.toBe(g1.seats[g1.firstPlayer]);
      }
      const firsts = two.games.map((g) => g.seats[g.firstPlayer]);
      expect(firsts.filter((name) => name === 'random')).toHaveLength(4);

      const three = await simulate({
        ...SMALL,
        bots: ['random', 'greedy', 'mcts:4'],
        games: 3,
        players: 3,
        turnLimit: 5,
      });
      expect(three.matchups).toHaveLength(1);
      expect(new Set(three.games.map((g) => g.seats[g.firstPlayer])).size).toBe(3);
    },
    THREADS,
  );

  it(
    'plays mirror matches: a bot named twice is two entries, counted apart by seat',
    async () => {
      // Act
      const result = await simulate({
        ...SMALL,
        bots: ['greedy', 'random', 'random'],
        games: 4,
        turnLimit: 150,
      });

      // Assert
      expect(result.matchups.map((m) => [m.bots, m.entries])).toEqual([
        [
          ['greedy', 'random'],
          [0, 1],
        ],
        [
          ['greedy', 'random'],
          [0, 2],
        ],
        [
          ['random', 'random'],
          [1, 2],
        ],
      ]);
      // Game j of a matchup seats its first bot at seat (0 - j) mod 2, its second at (1 - j) mod 2.
      const winsOf = (m: number, position: number) =>
        result.games
          .filter((g) => g.matchup === m)
          .filter((g) => g.winnerSeats.includes((((position - (g.index - m * 4)) % 2) + 2) % 2))
          .length;
      const mirror = result.matchups[2]!;
      expect(mirror.stats.map((s) => s.wins)).toEqual([winsOf(2, 0), winsOf(2, 1)]);
      expect(mirror.stats.map((s) => s.games)).toEqual([4, 4]);
      expect(result.bots.map((s) => [s.bot, s.games])).toEqual([
        ['greedy', 8],
        ['random', 8],
        ['random', 8],
      ]);
      expect(result.bots[1]!.wins).toBe(winsOf(0, 1) + winsOf(2, 0));
      expect(result.bots[2]!.wins).toBe(winsOf(1, 1) + winsOf(2, 1));
      // Greedy beats random often enough at this limit that the count means something.
      expect(result.bots[0]!.wins).toBeGreaterThan(0);
    },
    THREADS,
  );

  it(
    'plays a round robin of pairs and sums it up per matchup and per bot',
    async () => {
      const result = await simulate({
        ...SMALL,
        bots: ['random', 'greedy', 'mcts:4'],
        games: 2,
        turnLimit: 10,
      });
      expect(result.matchups.map((m) => m.bots)).toEqual([
        ['random', 'greedy'],
        ['random', 'mcts:4'],
        ['greedy', 'mcts:4'],
      ]);
      for (const [m, matchup] of result.matchups.entries()) {
        const games = result.games.filter((g) => g.matchup === m);
        expect(matchup.games).toBe(2);
        expect(matchup.draws).toBe(games.filter((g) => g.winners.length === 0).length);
        for (const s of matchup.stats) {
          expect(s.games).toBe(2);
          expect(s.wins + s.draws + s.losses).toBe(2);
          expect(s.wins).toBe(games.filter((g) => g.winners.includes(s.bot)).length);
        }
        const mean = games.reduce((a, g) => a + g.actions, 0) / games.length;
        expect(matchup.meanActions).toBeCloseTo(mean, 10);
      }
      for (const s of result.bots) {
        expect(s.games).toBe(4);
        expect(s.winRate).toBe(s.wins / 4);
        expect(s.winRate95[0]).toBeLessThanOrEqual(s.winRate);
        expect(s.winRate95[1]).toBeGreaterThanOrEqual(s.winRate);
      }
      // A turn limit of 10 ends every game between these bots before anyone wins.
      for (const g of result.games) {
        expect(g.turnLimitReached).toBe(g.winners.length === 0);
        expect(g.winners).toEqual(g.winnerSeats.map((p) => g.seats[p]));
      }
    },
    THREADS,
  );

  it(
    'reports progress after every game',
    async () => {
      const seen: number[] = [];
      const result = await simulate({
        ...SMALL,
        workers: 2,
        bots: ['random', 'greedy'],
        games: 4,
        onProgress: ({ done, total, game }) => {
          expect(total).toBe(4);
          expect(game.index).toBeGreaterThanOrEqual(0);
          seen.push(done);
        },
      });
      expect(seen).toEqual([1, 2, 3, 4]);
      expect(result.games.map((g) => g.index)).toEqual([0, 1, 2, 3]);
    },
    THREADS,
  );

  it(
    'rejects, and stops its workers, when progress throws',
    async () => {
      const run = simulate({
        ...SMALL,
        workers: 2,
        bots: ['random', 'greedy'],
        games: 6,
        onProgress: () => {
          throw new Error('stop here');
        },
      });
      await expect(run).rejects.toThrow('stop here');
      const here = simulate({
        ...SMALL,
        bots: ['random', 'greedy'],
        games: 2,
        onProgress: () => {
          throw new Error('stop here too');
        },
      });
      await expect(here).rejects.toThrow('stop here too');
    },
    THREADS,
  );

  it.each([
    [{ bots: ['random', 'alphazero'] }, /unknown bot "alphazero"/],
    [{ bots: ['random'] }, /2 players need at least 2 bots/],
    [{ games: 0 }, /games must be an integer/],
    [{ games: 1.5 }, /games must be an integer/],
    [{ workers: -1 }, /workers must be an integer/],
    [{ players: 7 }, /players must be an integer 2..6/],
    [{ planets: 0 }, /planets must be an integer 1..16/],
    [{ turnLimit: 0 }, /turnLimit must be an integer/],
    [{ games: 3e7 }, /games must be an integer 1..1000000/],
    [{ bots: ['random', 'greedy', 'mcts'], games: 400_000 }, /3 matchups.*limit of 1000000 games/],
    [{ gameTimeoutMs: 0 }, /gameTimeoutMs must be an integer 1..2147483647/],
    [{ gameTimeoutMs: 2 ** 31 }, /gameTimeoutMs must be an integer/],
    [{ gameTimeoutMs: 1.5 }, /gameTimeoutMs must be an integer/],
    [{ ruleset: '2027-01' }, /ruleset must be one of 2024-12, 2025-01, 2026-06, not 2027-01/],
    [{ ruleset: '2026-06', planets: 2 }, /planets must be 1 for 2 players in 2026-06/],
    [{ ruleset: '2026-06', planets: 4 }, /planets by players 2: 1, 3: 1, 4: 2, 5: 2, 6: 3/],
  ])('refuses %j', async (change, message) => {
    const options = { ...SMALL, bots: ['random', 'greedy'], games: 2, ...change };
    await expect(simulate(options as SimulateOptions)).rejects.toThrow(message);
  });

  it('refuses 50 million matchups before listing them', async () => {
    // 60 distinct MCTS bots at 6 seats: C(60, 6) = 50,063,860 matchups, one game each.
    const bots = Array.from({ length: 60 }, (_, i) => `mcts:${i + 1}` as const);

    const run = simulate({ ...SMALL, bots, players: 6, games: 1 });

    await expect(run).rejects.toThrow(RangeError);
    await expect(run).rejects.toThrow(/50063860 matchups/);
  });

  it('counts matchups × games against the limit', async () => {
    // 1,415 bots in pairs make 1,000,405 matchups: over the limit at one game each.
    const bots = Array.from({ length: 1415 }, (_, i) => `mcts:${i + 1}` as const);

    const run = simulate({ ...SMALL, bots, games: 1 });

    await expect(run).rejects.toThrow(/1000405 matchups; with 1 game each/);
  });
});

describe('simulate on a pool', () => {
  // Each pool is closed in its test; its calls are awaited before.

  it(
    'plays the same games on a pool kept across calls as on new workers, reusing its threads',
    async () => {
      const pool = createSimulationPool({ workers: 2 });
      try {
        // Arrange
        const first: SimulateOptions = { ...SMALL, bots: ['random', 'greedy'], games: 3 };
        const second: SimulateOptions = {
          ...SMALL,
          seed: 'other',
          bots: ['greedy', 'mcts:8', 'random'],
          games: 2,
          turnLimit: 10,
          records: true,
        };

        // Act
        const a = await simulate({ ...first, workers: 2, pool });
        const threads = (pool as WorkerPool).threadIds;
        const b = await simulate({ ...second, workers: 2, pool });
        const c = await simulate({ ...first, workers: 1, pool });

        // Assert
        expect(a.workers).toBe(2);
        expect(threads).toHaveLength(2);
        expect((pool as WorkerPool).threadIds).toEqual(threads);
        expect(outcome(a)).toEqual(outcome(await simulate(first)));
        expect(outcome(b)).toEqual(outcome(await simulate(second)));
        expect(outcome(c)).toEqual(outcome(a));
      } finally {
        await pool.close();
      }
    },
    THREADS,
  );

  it('refuses a pool it did not make, a closed one, and more workers than a pool has', async () => {
    const pool = createSimulationPool({ workers: 1 });
    const options = { ...SMALL, bots: ['random', 'greedy'], games: 1 } as const;
    await expect(
      simulate({
        ...options,
        workers: 1,
        pool: { workers: 1, closed: false, close: async () => {} },
      }),
    ).rejects.toThrow('simulate: pool must be made by createSimulationPool');
    await expect(simulate({ ...options, workers: 2, pool })).rejects.toThrow(
      "simulate: workers must be at most the pool's 1, not 2",
    );
    await pool.close();
    await expect(simulate({ ...options, workers: 1, pool })).rejects.toThrow(
      'simulate: pool is closed',
    );
    expect(() => createSimulationPool({ workers: 0 })).toThrow(RangeError);
    expect(() => createSimulationPool({ workers: 2, size: 2 } as never)).toThrow(/size/);
  });
});
