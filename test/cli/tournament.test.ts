import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { CliError } from '../../src/cli/io.js';
import { PROGRESS_LOG_MS, TOURNAMENT_HELP } from '../../src/cli/tournament.js';
import { parseRecord, replay } from '../../src/index.js';
import { pending } from '../_helpers/pending.js';
import { memoryIo } from './_helpers/io.js';

// Small tournaments: a turn limit of 20 or less, a few games, on the calling thread unless
// the test is about workers.

// Every tournament is awaited after its test, so that no worker outlives the test that started it.
const tournaments = pending();
afterEach(() => tournaments.settle());

/** Worker threads load the sources through tsx (and a spawned CLI, tsx itself): slow when busy. */
const THREADS = 120_000;

const SMALL = ['--turn-limit', '12', '--seed', '7', '--workers', '0'];

async function run(argv: string[], tty = false) {
  const io = { ...memoryIo(), errIsTTY: tty };
  const code = await tournaments.track(Promise.resolve(main(argv, io)));
  return { code, ...io.text(), io };
}

describe('globetrotter tournament', () => {
  it('prints its help', async () => {
    for (const argv of [
      ['tournament', '--help'],
      ['tournament', '-h'],
      ['help', 'tournament'],
    ]) {
      expect(await run(argv)).toMatchObject({ code: 0, out: TOURNAMENT_HELP, err: '' });
    }
    expect(TOURNAMENT_HELP).toMatch(/--bots A,B/);
  });

  it('prints a win-rate table with 95% intervals and the mean game length', async () => {
    const { code, out, err } = await run([
      'tournament',
      '--bots',
      'random,greedy',
      '--games',
      '4',
      ...SMALL,
    ]);
    expect(code).toBe(0);
    // Standard error is not a terminal: no progress bar, nothing at all.
    expect(err).toBe('');
    expect(out).toMatch(
      /^Tournament: random, greedy; 2 players, 1 planet, turn limit 12; seed 7; 4 games per matchup\n/,
    );
    expect(out).toMatch(/\n4 games in \d+\.\d s in process \(\d+\.\d\d games\/s\)\n/);
    expect(out).toContain('| bot    | games | wins | draws | losses | win rate | 95% CI');
    expect(out).toMatch(
      /\| random \|\s+4 \|\s+\d \|\s+\d \|\s+\d \|\s+\d+\.\d% \| \d+\.\d% – \d+\.\d% +\|/,
    );
    expect(out).toMatch(/\| greedy \|\s+4 \|/);
    expect(out).toMatch(/Mean game length: \d+\.\d actions, \d+\.\d turns; \d of 4 games reached/);
    expect(out).not.toContain('##');
  });

  it('plays mirror matches, the same bot twice told apart as #1 and #2', async () => {
    // Act
    const { code, out } = await run([
      'tournament',
      '--bots',
      'greedy,random,random',
      '--games',
      '2',
      ...SMALL,
    ]);

    // Assert
    expect(code).toBe(0);
    expect(out).toMatch(/^Tournament: greedy, random, random; /);
    expect(out).toContain('## greedy vs random#1 (2 games)');
    expect(out).toContain('## greedy vs random#2 (2 games)');
    expect(out).toContain('## random#1 vs random#2 (2 games)');
    expect(out).toMatch(/## All games\n\n[^#]*\| random#1 \|\s+4 \|[^#]*\| random#2 \|\s+4 \|/);
  });

  it('plays one bot at two strengths', async () => {
    const argv = ['tournament', '--bots', 'mcts:2,mcts:3', '--games', '2', ...SMALL];
    const { code, out } = await run([...argv, '--turn-limit', '2']);
    expect(code).toBe(0);
    expect(out).toMatch(/\| mcts:2 \|\s+2 \|/);
    expect(out).toMatch(/\| mcts:3 \|\s+2 \|/);
  });

  it('writes a progress line now and then when standard error is not a terminal', async () => {
    // Arrange: a clock that moves 3 s each time it is read (once at the start, once a game).
    let clock = 0;
    const io = { ...memoryIo(), errIsTTY: false, now: () => (clock += 3000) };
    const argv = ['tournament', '--bots', 'random,greedy', '--games', '10', ...SMALL];

    // Act
    const code = await tournaments.track(Promise.resolve(main([...argv, '--turn-limit', '3'], io)));

    // Assert: a line once both 10 s and a tenth of the games have passed since the last.
    expect(PROGRESS_LOG_MS).toBe(10_000);
    expect(code).toBe(0);
    expect(io.text().err).toBe(
      'tournament: 4/10 games (40%), 0.33 games/s, 0:18 left\n' +
        'tournament: 8/10 games (80%), 0.33 games/s, 0:06 left\n',
    );
    expect(io.text().out).toMatch(/^Tournament: /);
  });

  it(
    'plays 2026-06 games with --ruleset, on workers too, and records them',
    async () => {
      // Arrange
      const table = (text: string) => text.split('\n').filter((line) => !/ games in /.test(line));
      const args = [
        'tournament',
        '--bots',
        'random,greedy,random',
        '--players',
        '3',
        '--games',
        '3',
      ];
      const rules = ['--ruleset', '2026-06', '--turn-limit', '12', '--seed', '5'];

      // Act
      const here = await run([...args, ...rules, '--workers', '0', '--out', 'games']);
      const two = await run([...args, ...rules, '--workers', '2']);

      // Assert
      expect(here.code).toBe(0);
      expect(two.code).toBe(0);
      expect(here.out).toContain('3 players, 1 planet, rules 2026-06, turn limit 12');
      expect(table(two.out)).toEqual(table(here.out).filter((l) => !l.startsWith('wrote ')));
      const summary = JSON.parse(here.io.files.get('games/summary.json')!);
      expect(summary.settings).toMatchObject({ players: 3, planets: 1, ruleset: '2026-06' });
      const record = JSON.parse(here.io.files.get('games/game-0.json')!);
      expect(record.options).toEqual({ players: 3, planets: 1, turnLimit: 12, ruleset: '2026-06' });
      expect(replay(record).ok).toBe(true);
    },
    THREADS,
  );

  it('plays 2024-12 games with --ruleset on several planets, and records them', async () => {
    // Arrange
    const args = ['tournament', '--bots', 'random,greedy', '--games', '2', '--planets', '2'];
    const rules = ['--ruleset', '2024-12', '--turn-limit', '20', '--seed', '24'];

    // Act
    const here = await run([...args, ...rules, '--workers', '0', '--out', 'games']);

    // Assert
    expect(here.code).toBe(0);
    expect(here.out).toContain('2 players, 2 planets, rules 2024-12, turn limit 20');
    const summary = JSON.parse(here.io.files.get('games/summary.json')!);
    expect(summary.settings).toMatchObject({ players: 2, planets: 2, ruleset: '2024-12' });
    for (const game of ['games/game-0.json', 'games/game-1.json']) {
      const record = JSON.parse(here.io.files.get(game)!);
      expect(record.options).toEqual({ players: 2, planets: 2, turnLimit: 20, ruleset: '2024-12' });
      expect(replay(record).ok).toBe(true);
    }
  });

  it('lists 2024-12 in its help', () => {
    expect(TOURNAMENT_HELP).toMatch(/--ruleset R {6}the rules played: 2024-12, 2025-01 or 2026-06/);
  });

  it(
    'plays the same games whatever the number of workers',
    async () => {
      const table = (text: string) => text.split('\n').filter((line) => !/ games in /.test(line));
      const args = ['tournament', '--bots', 'random,greedy', '--games', '4', '--turn-limit', '12'];
      const here = await run([...args, '--seed', '3', '--workers', '0']);
      const two = await run([...args, '--seed', '3', '--workers', '2']);
      expect(two.code).toBe(0);
      expect(two.out).toContain('on 2 workers');
      expect(table(two.out)).toEqual(table(here.out));
    },
    THREADS,
  );

  it(
    'prints a table per pair and one over all games for a round robin',
    async () => {
      const { code, out } = await run([
        'tournament',
        '--bots',
        'random,greedy,mcts',
        '--iterations',
        '3',
        '--games',
        '2',
        ...SMALL,
        '--turn-limit',
        '4',
      ]);
      expect(code).toBe(0);
      expect(out).toContain('Tournament: random, greedy, mcts:3;');
      expect(out).toContain('## random vs greedy (2 games)');
      expect(out).toContain('## random vs mcts:3 (2 games)');
      expect(out).toContain('## greedy vs mcts:3 (2 games)');
      expect(out).toContain('## All games');
      expect(out).toMatch(/\| mcts:3 \|\s+4 \|/);
    },
    THREADS,
  );

  it(
    'seats all the bots at one table when --players is their number',
    async () => {
      const { code, out } = await run([
        'tournament',
        '--bots',
        'random,greedy,mcts:2',
        '--players',
        '3',
        '--games',
        '3',
        ...SMALL,
        '--turn-limit',
        '3',
      ]);
      expect(code).toBe(0);
      expect(out).toContain('3 players');
      expect(out).not.toContain('##');
      expect(out).toMatch(/\| mcts:2 \|\s+3 \|/);
    },
    THREADS,
  );

  it('draws a progress bar with games/s and ETA on a terminal, and erases it', async () => {
    const { code, err, io } = await run(
      ['tournament', '--bots', 'random,greedy', '--games', '2', ...SMALL],
      true,
    );
    expect(code).toBe(0);
    const ERASE = '\x1b[K';
    expect(err).toContain(ERASE);
    expect(err.replaceAll(ERASE, '')).toMatch(
      /\r\[#+\.*\] \d\/2 games {2}\d+\.\d+ games\/s {2}ETA \d+:\d\d/,
    );
    expect(io.stderr.at(-1)).toBe('\r\x1b[K');
  });

  it('writes every record and a summary with --out', async () => {
    const { code, out, io } = await run([
      'tournament',
      '--bots',
      'random,greedy',
      '--games',
      '2',
      '--out',
      'games',
      ...SMALL,
    ]);
    expect(code).toBe(0);
    expect(out).toContain('wrote 2 records and summary.json to games/');
    expect([...io.files.keys()].sort()).toEqual([
      'games/game-0.json',
      'games/game-1.json',
      'games/summary.json',
    ]);
    for (const name of ['games/game-0.json', 'games/game-1.json']) {
      const read = parseRecord(io.files.get(name)!);
      expect(read.ok).toBe(true);
      if (read.ok) {
        expect(replay(read.record).ok).toBe(true);
        expect(read.record.meta).toMatchObject({ bots: expect.any(String), tournament: '7' });
      }
    }
    const summary = JSON.parse(io.files.get('games/summary.json')!);
    expect(summary.settings).toEqual({
      bots: ['random', 'greedy'],
      games: 2,
      seed: 7,
      players: 2,
      planets: 1,
      turnLimit: 12,
    });
    expect(summary.games).toHaveLength(2);
    expect(summary.games[0].record).toBeUndefined();
  });

  it.each([
    [['tournament'], /--bots is required/],
    [['tournament', '--bots', 'random,alphazero'], /unknown bot "alphazero"/],
    [['tournament', '--bots', 'random'], /2 players need at least 2 bots in --bots, got 1/],
    [['tournament', '--bots', 'random,greedy', '--players', '3'], /3 players need at least 3/],
    [['tournament', '--bots', 'random,greedy', '--games', '0'], /--games must be an integer/],
    [['tournament', '--bots', 'random,greedy', '--workers', 'two'], /--workers must be an integer/],
    [
      ['tournament', '--bots', 'random,greedy', '--iterations', '5'],
      /--iterations needs a bot named plain "mcts"/,
    ],
    [['tournament', '--bots', 'random,greedy', '--frobnicate'], /unknown option --frobnicate/],
    [['tournament', '--bots', 'random,greedy', 'extra'], /unexpected argument "extra"/],
    [
      ['tournament', '--bots', 'random,greedy,mcts', '--games', '400000'],
      /3 matchups; with 400000 games each that is more than the limit of 1000000 games/,
    ],
    [
      ['tournament', '--bots', 'random,greedy', '--ruleset', '2026'],
      /tournament: --ruleset must be one of 2024-12, 2025-01, 2026-06, not "2026"/,
    ],
    [
      ['tournament', '--bots', 'random,greedy', '--ruleset', '2026-06', '--planets', '3'],
      /tournament: --planets must be 1 for 2 players in 2026-06/,
    ],
  ])('exits 2 for %j', async (argv, message) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
    expect(err).not.toMatch(/\n\s+at /);
  });

  it(
    'exits 2 when a record cannot be written, on workers too',
    async () => {
      for (const workers of ['0', '2']) {
        const io = memoryIo();
        const failing = {
          ...io,
          writeText: (path: string) => {
            throw new CliError(`cannot write ${path}: disk full`, 2);
          },
        };
        const argv = ['tournament', '--bots', 'random,greedy', '--games', '4', '--out', 'x'];
        const code = tournaments.track(
          Promise.resolve(main([...argv, ...SMALL, '--workers', workers], failing)),
        );
        expect(await code).toBe(2);
        // Records are written as games finish; with workers, any game may be the first to fail.
        expect(io.text().err).toMatch(
          /^globetrotter: cannot write x\/game-\d+\.json: disk full\n$/,
        );
      }
    },
    THREADS,
  );
});

describe('the globetrotter executable, tournament', () => {
  it(
    'exits 0 and draws no progress bar when standard error is not a terminal',
    () => {
      const ROOT = new URL('../../', import.meta.url).pathname;
      const args = ['tournament', '--bots', 'random,greedy', '--games', '2', '--workers', '2'];
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/main.ts', ...args, '--turn-limit', '10', '--seed', '1'],
        { cwd: ROOT, encoding: 'utf8', timeout: THREADS / 2 },
      );
      expect(result.status).toBe(0);
      // No bar; a slow machine may take long enough for a line of progress, nothing else.
      expect(result.stderr).toMatch(/^(tournament: \d+\/2 games .*\n)*$/);
      expect(result.stdout).toContain('2 games in');
      const usage = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/main.ts', 'tournament'],
        {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: THREADS / 2,
        },
      );
      expect(usage.status).toBe(2);
    },
    THREADS,
  );
});
