import { describe, expect, it, vi } from 'vitest';
import type * as BotNames from '../../src/sim/bot-name.js';
import { SimulationError } from '../../src/sim/errors.js';
import { simulate } from '../../src/sim/simulate.js';

// A test-only bot: here 'greedy' throws on its first decision. Only the calling thread
// (workers: 0) sees this mock; test/sim/pool.test.ts covers the faults of worker threads.
vi.mock('../../src/sim/bot-name.js', async (importOriginal) => {
  const real = await importOriginal<typeof BotNames>();
  const broken = {
    name: 'greedy',
    chooseAction(): never {
      throw new Error('greedy broke');
    },
  };
  return {
    ...real,
    botFromName: (name: string, options?: { seed?: string | number }) =>
      name === 'greedy' ? broken : real.botFromName(name, options),
  };
});

describe('SimulationError', () => {
  it('names the game and keeps its code, game and cause', () => {
    const cause = new Error('why');

    const error = new SimulationError(
      'GAME_FAILED',
      { index: 3, seed: 's/m0/b1', seats: ['random', 'greedy'] },
      'failed: why',
      { cause },
    );

    expect(error.message).toBe('simulate: game 3 (seed "s/m0/b1", random vs greedy): failed: why');
    expect(error.code).toBe('GAME_FAILED');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('SimulationError');
  });

  it('is recognised from another copy of the package (a marker, not the class)', () => {
    const other = Object.defineProperty(
      new Error('x'),
      Symbol.for('globetrotter.SimulationError'),
      {
        value: true,
      },
    );

    expect(other).toBeInstanceOf(SimulationError);
    expect(new Error('x')).not.toBeInstanceOf(SimulationError);
  });
});

describe('simulate on the calling thread', () => {
  it('rejects with a SimulationError naming the game a bot threw in', async () => {
    const run = simulate({ bots: ['random', 'greedy'], games: 2, seed: 'x', workers: 0 });

    const error = await run.then(
      () => expect.unreachable('it resolved'),
      (e: unknown) => e as SimulationError,
    );

    expect(error).toBeInstanceOf(SimulationError);
    expect(error.code).toBe('GAME_FAILED');
    expect(error.game).toEqual({ index: 0, seed: 'x/m0/b0', seats: ['random', 'greedy'] });
    expect(error.message).toMatch(
      /game 0 \(seed "x\/m0\/b0", random vs greedy\): failed: greedy broke/,
    );
    expect((error.cause as Error).message).toBe('greedy broke');
  });
});
