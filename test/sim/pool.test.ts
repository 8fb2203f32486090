import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES_IN_FLIGHT, playOnWorkers } from '../../src/sim/_internals/pool.js';
import type { ScheduledGame } from '../../src/sim/_internals/schedule.js';
import { WorkerPool } from '../../src/sim/_internals/worker-pool.js';
import { SimulationError } from '../../src/sim/errors.js';

// The pool against a test-only worker (fixtures/faulty-worker.ts) that does what each game's
// seed says: answer, hang, exit, throw or send nonsense. No test depends on how fast a machine
// is: a hanging game never answers, so only the limit can end it, and the tests that must not
// time out have no limit.

const FAULTY = new URL('./fixtures/faulty-worker.ts', import.meta.url);

function games(...seeds: string[]): ScheduledGame[] {
  return seeds.map((seed, index) => ({
    index,
    matchup: 0,
    seats: ['random', 'greedy'],
    seed,
    botSeeds: ['a', 'b'],
    planets: 1,
    turnLimit: 10,
    tournament: 't',
    record: false,
  }));
}

async function play(
  list: ScheduledGame[],
  workers: number,
  gameTimeoutMs: number | null = null,
  pool?: WorkerPool,
) {
  return playOnWorkers(
    list.values(),
    list.length,
    { workers, gameTimeoutMs, botModules: [], module: FAULTY, ...(pool ? { pool } : {}) },
    () => {},
  );
}

/** What `run` rejected with. */
async function rejection(run: Promise<unknown>): Promise<SimulationError> {
  const error = await run.then(
    () => expect.unreachable('it resolved'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SimulationError);
  return error as SimulationError;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('playOnWorkers', () => {
  it('resolves with every answer, by index', async () => {
    const results = await play(games('ok', 'ok', 'ok', 'ok'), 2);

    expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3]);
  }, 30_000);

  it('stops a game that never ends after gameTimeoutMs, and every worker with it', async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');

    const error = await rejection(play(games('hang', 'hang'), 2, 200));

    expect(error.code).toBe('GAME_TIMEOUT');
    expect([0, 1]).toContain(error.game?.index);
    expect(error.message).toMatch(
      /game [01] \(seed "hang", random vs greedy\): did not end within 200 ms/,
    );
    expect(terminate).toHaveBeenCalledTimes(2);
  }, 30_000);

  it.each([
    ['fail', 'GAME_FAILED', /game 1 .*failed: the bot threw/],
    ['exit', 'WORKER_EXITED', /game 1 .*exit code 7/],
    ['throw', 'WORKER_ERROR', /game 1 .*the worker broke/],
    ['garbage', 'BAD_MESSAGE', /game 1 .*"hello"/],
    ['null-result', 'BAD_MESSAGE', /game 1 .*"result":null/],
    ['other-game', 'BAD_MESSAGE', /game 1 .*"index":1001/],
  ])(
    'rejects on %s, naming the game and stopping the hung worker beside it',
    async (seed, code, message) => {
      const terminate = vi.spyOn(Worker.prototype, 'terminate');

      // Game 0 hangs on one worker (no limit: only the other's failure can end the run).
      const error = await rejection(play(games('hang', seed), 2));

      expect(error.code).toBe(code);
      expect(error.game).toEqual({ index: 1, seed, seats: ['random', 'greedy'] });
      expect(error.message).toMatch(message);
      expect(terminate).toHaveBeenCalledTimes(2);
    },
    30_000,
  );

  it('rejects with BOT_MODULE, naming no game, when a bot module fails to load in a worker', async () => {
    const error = await rejection(play(games('module'), 1));

    expect(error.code).toBe('BOT_MODULE');
    expect(error.game).toBeNull();
    expect(error.message).toBe('simulate: no .ts');
  }, 30_000);

  it("holds two games a worker and answers each worker's games in the order sent", async () => {
    // One worker gets both of its first games at once (GAMES_IN_FLIGHT), then one per answer.
    const order: number[] = [];

    const results = await playOnWorkers(
      games('ok', 'ok', 'ok', 'ok', 'ok').values(),
      5,
      { workers: 1, gameTimeoutMs: null, botModules: [], module: FAULTY },
      (result) => order.push(result.index),
    );

    expect(GAMES_IN_FLIGHT).toBe(2);
    expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  }, 30_000);

  it('times a queued game once the game before it has ended, and names it', async () => {
    // Game 0 answers at once; game 1, sent with it to the only worker, then hangs. The watchdog's
    // clock is faked and moves only after game 0 has answered, so a slow start cannot time out
    // game 0 and no wall-clock time is assumed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered!: () => void;
      const first = new Promise<void>((resolve) => {
        answered = resolve;
      });
      const run = playOnWorkers(
        games('ok', 'hang').values(),
        2,
        { workers: 1, gameTimeoutMs: 200, botModules: [], module: FAULTY },
        () => answered(),
      );
      const error = rejection(run);

      // Act
      await first;
      await vi.advanceTimersByTimeAsync(200);

      // Assert
      expect((await error).code).toBe('GAME_TIMEOUT');
      expect((await error).game?.index).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('names the game a worker was playing, not the one queued behind it, when it exits', async () => {
    const error = await rejection(play(games('exit', 'ok'), 1));

    expect(error.code).toBe('WORKER_EXITED');
    expect(error.game?.index).toBe(0);
  }, 30_000);
});

describe('WorkerPool', () => {
  // Every pool is closed in its test, whatever happens: no thread outlives it.

  it('plays call after call on the same threads, and stops them on close', async () => {
    const pool = new WorkerPool(2, FAULTY);
    try {
      // Act
      const first = await play(games('ok', 'ok', 'ok'), 2, null, pool);
      const threads = pool.threadIds;
      const second = await play(games('ok', 'ok'), 2, null, pool);

      // Assert
      expect(first.map((r) => r.index)).toEqual([0, 1, 2]);
      expect(second.map((r) => r.index)).toEqual([0, 1]);
      expect(threads).toHaveLength(2);
      expect(pool.threadIds).toEqual(threads);
    } finally {
      await pool.close();
    }
    expect(pool.closed).toBe(true);
    expect(pool.threadIds).toEqual([]);
    const error = await rejection(play(games('ok'), 1, null, pool));
    expect(error.message).toContain('the pool was closed');
  }, 30_000);

  it('starts only the threads a call needs', async () => {
    const pool = new WorkerPool(3, FAULTY);
    try {
      await play(games('ok'), 3, null, pool);
      expect(pool.threadIds).toHaveLength(1);
      await play(games('ok', 'ok', 'ok', 'ok'), 3, null, pool);
      expect(pool.threadIds).toHaveLength(3);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('stops every thread when a call fails, and the next call starts new ones', async () => {
    const pool = new WorkerPool(2, FAULTY);
    try {
      await play(games('ok', 'ok'), 2, null, pool);
      const before = pool.threadIds;

      const error = await rejection(play(games('ok', 'hang', 'fail', 'ok'), 2, null, pool));

      expect(error.code).toBe('GAME_FAILED');
      expect(pool.threadIds).toEqual([]);
      const after = await play(games('ok', 'ok'), 2, null, pool);
      expect(after.map((r) => r.index)).toEqual([0, 1]);
      expect(pool.threadIds).toHaveLength(2);
      expect(pool.threadIds.some((id) => before.includes(id))).toBe(false);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('lets calls made at once take turns', async () => {
    const pool = new WorkerPool(2, FAULTY);
    try {
      const [a, b] = await Promise.all([
        play(games('ok', 'ok', 'ok'), 2, null, pool),
        play(games('ok', 'ok'), 2, null, pool),
      ]);
      expect(a.map((r) => r.index)).toEqual([0, 1, 2]);
      expect(b.map((r) => r.index)).toEqual([0, 1]);
      expect(pool.threadIds).toHaveLength(2);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('rejects a call playing when the pool is closed', async () => {
    const pool = new WorkerPool(1, FAULTY);
    try {
      const running = play(games('hang'), 1, null, pool);
      // The thread starts (a moment) and hangs in its game until close stops it.
      await vi.waitFor(() => expect(pool.threadIds).toHaveLength(1));
      await pool.close();
      const error = await rejection(running);
      expect(error.code).toBe('WORKER_EXITED');
    } finally {
      await pool.close();
    }
  }, 30_000);
});
