import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { type BotSpec, isBotModule, isBotSpec } from '../../src/sim/bot-spec.js';
import { createSimulationPool, simulate } from '../../src/sim/simulate.js';
import { memoryIo } from '../cli/_helpers/io.js';

// Bots given as modules. pick-bot.mjs imports the built package, so the games need a build
// (`npm run build`); the errors do not. Relative paths are from the working directory, the
// repository's root under vitest.

const built = existsSync(new URL('../../dist/index.js', import.meta.url));
const PICK = './test/sim/fixtures/pick-bot.mjs';
const NO_BOT = './test/sim/fixtures/no-bot.mjs';
const THROWS = './test/sim/fixtures/throw-bot.mjs';
const WRITES = './test/sim/fixtures/write-bot.mjs';
const SMALL = { games: 2, seed: 'modules', turnLimit: 10 } as const;

describe('bot specs', () => {
  it('tells modules from names', () => {
    expect(
      ['./a.mjs', '../a.mjs', '/a.mjs', 'file:///a.mjs', 'module:pkg'].every(isBotModule),
    ).toBe(true);
    expect(['greedy', 'mcts:200', 'a.mjs', './', 'module:'].some(isBotModule)).toBe(false);
    expect(['greedy', 'mcts:200', './a.mjs'].every(isBotSpec)).toBe(true);
  });
});

describe('simulate with bot modules', () => {
  it('refuses a module that exports no bot, naming it and what it exports', async () => {
    await expect(
      simulate({ ...SMALL, bots: [NO_BOT, 'greedy'], workers: 0 }),
    ).rejects.toMatchObject({
      name: 'SimulationError',
      code: 'BOT_MODULE',
      game: null,
      message: expect.stringMatching(
        /bot module "\.\/test\/sim\/fixtures\/no-bot\.mjs": no bot.*only notABot/,
      ),
    });
  });

  it('refuses a module that cannot be loaded', async () => {
    await expect(
      simulate({ ...SMALL, bots: ['./missing-bot.mjs', 'greedy'], workers: 1 }),
    ).rejects.toMatchObject({
      code: 'BOT_MODULE',
      message: expect.stringContaining('could not be loaded'),
    });
  });

  it.skipIf(!built)(
    'plays the same games on the calling thread and on a worker',
    async () => {
      // Act
      const here = await simulate({ ...SMALL, bots: [PICK, 'greedy'], workers: 0 });
      const there = await simulate({ ...SMALL, bots: [PICK, 'greedy'], workers: 1 });

      // Assert
      expect(here.bots.map((b) => b.bot)).toEqual([PICK, 'greedy']);
      expect(here.games[0]!.seats).toContain(PICK);
      expect(there.games.map((g) => g.finalHash)).toEqual(here.games.map((g) => g.finalHash));
    },
    60_000,
  );

  it.skipIf(!built)(
    "loads each call's modules on a pool's threads",
    async () => {
      const pool = createSimulationPool({ workers: 1 });
      try {
        const lineups: BotSpec[][] = [
          [PICK, 'greedy'],
          ['random', 'greedy'],
          ['greedy', PICK],
        ];
        for (const bots of lineups) {
          const there = await simulate({ ...SMALL, bots, workers: 1, pool });
          const here = await simulate({ ...SMALL, bots, workers: 0 });
          expect(there.games.map((g) => g.finalHash)).toEqual(here.games.map((g) => g.finalHash));
        }
        await expect(
          simulate({ ...SMALL, bots: [THROWS, 'greedy'], workers: 1, pool }),
        ).rejects.toMatchObject({ code: 'GAME_FAILED' });
        const after = await simulate({ ...SMALL, bots: [PICK, 'greedy'], workers: 1, pool });
        expect(after.games).toHaveLength(2);
      } finally {
        await pool.close();
      }
    },
    60_000,
  );

  it.skipIf(!built)(
    "shows a module's bots deep-frozen states: one that writes to a state fails its game",
    async () => {
      // Games between built-in bots skip the freezing (src/sim/_internals/play.ts); a module's
      // games keep it, on the calling thread and on a worker.
      for (const workers of [0, 1]) {
        await expect(
          simulate({ ...SMALL, bots: [WRITES, 'greedy'], workers }),
        ).rejects.toMatchObject({
          code: 'GAME_FAILED',
          message: expect.stringContaining("read only property 'last'"),
        });
      }
    },
    60_000,
  );

  it.skipIf(!built)(
    'plays from the command line: globetrotter tournament --bots ./pick-bot.mjs,greedy',
    async () => {
      // Arrange
      const io = memoryIo();
      const argv = ['tournament', '--bots', `${PICK},greedy`, '--games', '2', '--workers', '0'];

      // Act
      const code = await main([...argv, '--turn-limit', '10', '--seed', '1'], io);

      // Assert
      expect(code).toBe(0);
      expect(io.text().out).toContain(`| ${PICK} |`);
    },
    60_000,
  );

  it('the command line exits 2 on a module that exports no bot', async () => {
    const io = memoryIo();
    const code = await main(['tournament', '--bots', `${NO_BOT},greedy`, '--workers', '0'], io);
    expect(code).toBe(2);
    expect(io.text().err).toContain('bot module "./test/sim/fixtures/no-bot.mjs": no bot');
  });

  it('the command line exits 1, naming the game, when a module bot throws', async () => {
    // Arrange
    const io = memoryIo();
    const argv = ['tournament', '--bots', `${THROWS},greedy`, '--games', '1', '--workers', '0'];

    // Act
    const code = await main([...argv, '--seed', '1'], io);

    // Assert: the researcher's bot, not a bug of the library (exit 3)
    expect(code).toBe(1);
    expect(io.text().err).toMatch(/^globetrotter: tournament: simulate: game 0 \(seed /);
    expect(io.text().err).toContain('my bot is broken');
    expect(io.text().err).not.toContain('internal error');
  });
});
