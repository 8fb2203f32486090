import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  combinations,
  type ScheduleOptions,
  schedule,
} from '../../src/sim/_internals/schedule.js';

const BASE = { seed: 's', planets: 1, turnLimit: 40, records: false } as const;

/** The plan with its games listed. */
function listed(options: ScheduleOptions) {
  const plan = schedule(options);
  return { matchups: plan.matchups, total: plan.total, games: [...plan.games()] };
}

describe('combinations', () => {
  it('lists every subset of a size, in order', () => {
    expect(combinations(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(combinations(['a', 'b', 'c'], 3)).toEqual([['a', 'b', 'c']]);
    expect(combinations([1, 2, 3, 4, 5], 3)).toHaveLength(10);
  });

  it('counts them without listing them', () => {
    expect(combinationCount(3, 2)).toBe(3);
    expect(combinationCount(5, 3)).toBe(10);
    expect(combinationCount(60, 6)).toBe(50_063_860);
  });
});

describe('schedule', () => {
  it('gives every game the ruleset when one is named, and none otherwise', () => {
    const named = listed({
      ...BASE,
      ruleset: '2026-06',
      bots: ['random', 'greedy'],
      games: 2,
      players: 2,
    });
    const plain = listed({ ...BASE, bots: ['random', 'greedy'], games: 2, players: 2 });
    expect(named.games.map((g) => g.ruleset)).toEqual(['2026-06', '2026-06']);
    expect(plain.games.every((g) => !Object.hasOwn(g, 'ruleset'))).toBe(true);
  });

  it('plays every pair with 2 players, games per matchup, indices in order', () => {
    const plan = listed({ ...BASE, bots: ['random', 'greedy', 'mcts'], games: 4, players: 2 });
    expect(plan.matchups).toEqual([
      ['random', 'greedy'],
      ['random', 'mcts'],
      ['greedy', 'mcts'],
    ]);
    expect(plan.games.map((g) => g.index)).toEqual([...Array(12).keys()]);
    expect(plan.games.map((g) => g.matchup)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
    expect(plan.total).toBe(12);
  });

  it('makes each game only when it is asked for', () => {
    const plan = schedule({ ...BASE, bots: ['random', 'greedy'], games: 1_000_000, players: 2 });

    const games = plan.games();
    const first = games.next();
    const second = games.next();

    expect(plan.total).toBe(1_000_000);
    expect(first.value).toMatchObject({ index: 0, seed: 's/m0/b0' });
    expect(second.value).toMatchObject({ index: 1, seed: 's/m0/b0' });
  });

  it('turns the seats by one each game', () => {
    const plan = listed({ ...BASE, bots: ['random', 'greedy', 'mcts'], games: 4, players: 3 });
    expect(plan.games.map((g) => g.seats)).toEqual([
      ['random', 'greedy', 'mcts'],
      ['greedy', 'mcts', 'random'],
      ['mcts', 'random', 'greedy'],
      ['random', 'greedy', 'mcts'],
    ]);
  });

  it('shares the dice seed within a block of `players` games, and only there', () => {
    const plan = listed({ ...BASE, bots: ['random', 'greedy'], games: 6, players: 2 });
    const seeds = plan.games.map((g) => g.seed);
    expect(seeds[0]).toBe(seeds[1]);
    expect(seeds[2]).toBe(seeds[3]);
    expect(new Set(seeds).size).toBe(3);
    const botSeeds = plan.games.flatMap((g) => g.botSeeds);
    expect(new Set(botSeeds).size).toBe(botSeeds.length);
  });

  it('derives every seed from the tournament seed', () => {
    const a = listed({ ...BASE, bots: ['random', 'greedy'], games: 2, players: 2 });
    const b = listed({ ...BASE, seed: 't', bots: ['random', 'greedy'], games: 2, players: 2 });
    expect(a.games[0]!.seed).not.toBe(b.games[0]!.seed);
    expect(listed({ ...BASE, bots: ['random', 'greedy'], games: 2, players: 2 })).toEqual(a);
  });
});
