import type { RulesetName } from '../../rules/index.js';
import type { BotSpec } from '../bot-spec.js';

/** Everything a worker needs to play one game of a tournament: plain data, cloneable. */
export interface ScheduledGame {
  readonly index: number;
  readonly matchup: number;
  /** Bot names by seat. */
  readonly seats: readonly BotSpec[];
  /** Seed of the dice. */
  readonly seed: string;
  /** Seed of each seat's bot: its choices (`createRng`) and its search (`mctsBot`). */
  readonly botSeeds: readonly string[];
  readonly planets: number;
  readonly turnLimit: number | null;
  /** The ruleset, when not the default (absent: 2025-01, as games before rulesets). */
  readonly ruleset?: RulesetName;
  /** The tournament's seed, for the record's meta. */
  readonly tournament: string;
  /** Whether to return the record. */
  readonly record: boolean;
}

export interface ScheduleOptions {
  readonly bots: readonly BotSpec[];
  readonly games: number;
  readonly seed: string | number;
  readonly players: number;
  readonly planets: number;
  readonly turnLimit: number | null;
  readonly ruleset?: RulesetName;
  readonly records: boolean;
}

/** Every `size`-element combination of `items`, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]): void => {
    if (chosen.length === size) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (size - chosen.length); i++) {
      chosen.push(items[i]!);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/** The number of `size`-element combinations of `count` items (a float: huge counts overflow). */
export function combinationCount(count: number, size: number): number {
  let c = 1;
  for (let i = 0; i < size; i++) c = (c * (count - i)) / (i + 1);
  return Math.round(c);
}

/** A tournament's plan: its matchups, and its games made one at a time as they are played. */
export interface Schedule {
  readonly matchups: BotSpec[][];
  /**
   * Each matchup's bots as indices into `ScheduleOptions.bots` (its entries): what tells apart
   * two entries of the same bot (a mirror match, `random` against `random`).
   */
  readonly entries: number[][];
  /** The number of games: matchups × games per matchup. */
  readonly total: number;
  /** The games in index order, each made when asked for (a tournament can be large). */
  games(): Generator<ScheduledGame, void, undefined>;
  /** Game `index` (0 ≤ index < total), the same as `games()` makes it. */
  gameAt(index: number): ScheduledGame;
}

/**
 * The matchups and games of a tournament, in order. Matchup m's game j (index m · games + j)
 * seats the matchup's bots turned by j: seat k plays `bots[(k + j) mod players]`. Games come
 * in blocks of `players` consecutive games that share their dice seed, so their roll-offs
 * (ruling R15) are equal and the seat that moves first is the same: within a block, each bot
 * moves first exactly once. Bot seeds differ from game to game. Seeds are text derived from
 * the tournament seed and the indices only, so a game plays the same on any worker.
 *
 * The matchups are listed at once (`simulate` checks their number first); the games are not.
 */
export function schedule(options: ScheduleOptions): Schedule {
  const { players, games: perMatchup } = options;
  const tournament = String(options.seed);
  const entries = combinations(
    options.bots.map((_, i) => i),
    players,
  );
  const matchups = entries.map((e) => e.map((i) => options.bots[i]!));
  const game = (m: number, j: number): ScheduledGame => {
    const bots = matchups[m]!;
    const index = m * perMatchup + j;
    const seats = bots.map((_, k) => bots[(k + j) % players]!);
    const block = Math.floor(j / players);
    return {
      index,
      matchup: m,
      seats,
      seed: `${tournament}/m${m}/b${block}`,
      botSeeds: seats.map((_, k) => `${tournament}/g${index}/s${k}`),
      planets: options.planets,
      turnLimit: options.turnLimit,
      ...(options.ruleset === undefined ? {} : { ruleset: options.ruleset }),
      tournament,
      record: options.records,
    };
  };
  function* games(): Generator<ScheduledGame, void, undefined> {
    for (let m = 0; m < matchups.length; m++) {
      for (let j = 0; j < perMatchup; j++) yield game(m, j);
    }
  }
  const gameAt = (index: number): ScheduledGame =>
    game(Math.floor(index / perMatchup), index % perMatchup);
  return { matchups, entries, total: matchups.length * perMatchup, games, gameAt };
}

/**
 * The seat of a matchup's `position`-th bot in the matchup's game `j`: the inverse of the seating
 * above (seat k plays `bots[(k + j) mod players]`).
 */
export function seatOf(position: number, j: number, players: number): number {
  return (((position - j) % players) + players) % players;
}
