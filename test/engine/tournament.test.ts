import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/index.js';
import { stringifyRecord } from '../../src/index.js';
import { type BotSpec, simulate, tournamentSummaryFile } from '../../src/sim/index.js';

// The tournament commands: what the Python package's Ray actors ask of their engines.

type Reply = Record<string, unknown> & { ok: boolean; error?: { code: string; field?: string } };

function ask(engine: Engine, req: object): Reply {
  const [line] = engine.handle(JSON.stringify(req));
  return JSON.parse(line as string) as Reply;
}

const options = { bots: ['random', 'greedy'] as BotSpec[], games: 4, seed: 9, turnLimit: 60 };

describe('engine tournament commands', () => {
  it('plays a tournament spread over engines as simulate plays it, records included', async () => {
    // Arrange
    const whole = await simulate({ ...options, workers: 0, records: true });
    const engines = [new Engine(), new Engine()];

    // Act: the plan from one engine, the games split over two, the summary from a third.
    const plan = ask(engines[0]!, { cmd: 'tournament_plan', ...options });
    const parts = [
      [2, 0],
      [3, 1],
    ].map((indices, k) =>
      ask(engines[k]!, { cmd: 'tournament_games', ...options, indices, records: true }),
    );
    const games = parts
      .flatMap((p) => p.games as Record<string, unknown>[])
      .sort((a, b) => (a.index as number) - (b.index as number));
    const scored = games.map(({ index, matchup, winnerSeats, actions, turns }) => ({
      index,
      matchup,
      winnerSeats,
      actions,
      turns,
    }));
    const stats = ask(new Engine(), { cmd: 'tournament_summary', ...options, results: scored });

    // Assert
    expect(plan).toMatchObject({ ok: true, total: 4, matchups: [['random', 'greedy']] });
    expect(games.map(({ recordText, ...g }) => g)).toEqual(
      JSON.parse(JSON.stringify(whole.games.map(({ record, ...g }) => g))),
    );
    expect(games.map((g) => g.recordText)).toEqual(
      whole.games.map((g) => stringifyRecord(g.record!)),
    );
    const { ok: _, id: __, ...sums } = stats;
    const summary = tournamentSummaryFile(plan.settings as never, {
      ...(sums as unknown as Parameters<typeof tournamentSummaryFile>[1]),
      games: [],
    });
    expect(summary).toEqual(
      JSON.parse(
        JSON.stringify(tournamentSummaryFile(plan.settings as never, { ...whole, games: [] })),
      ),
    );
  });

  it('refuses bad options, unknown fields, bot modules and bad results, naming the field', () => {
    const engine = new Engine();
    const code = (req: object) => ask(engine, req).error;
    expect(code({ cmd: 'tournament_plan', ...options, games: -1 })).toMatchObject({
      code: 'BAD_FIELD',
      field: 'games',
    });
    expect(code({ cmd: 'tournament_plan', ...options, bots: ['random', 'nope'] })).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(code({ cmd: 'tournament_plan', ...options, ruleset: '1999-01' })).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(code({ cmd: 'tournament_plan', ...options, workers: 2 })).toMatchObject({
      code: 'UNKNOWN_FIELD',
      field: 'workers',
    });
    expect(
      code({ cmd: 'tournament_games', ...options, bots: ['random', './bot.mjs'], indices: [0] }),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(code({ cmd: 'tournament_games', ...options, indices: [4] })).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(code({ cmd: 'tournament_games', ...options, indices: ['0'] })).toMatchObject({
      code: 'BAD_FIELD',
      field: 'indices[0]',
    });
    expect(code({ cmd: 'tournament_summary', ...options, results: [{ index: 0 }] })).toMatchObject({
      code: 'BAD_FIELD',
    });
    expect(code({ cmd: 'tournament_summary', ...options, results: [] })).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
