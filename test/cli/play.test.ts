import { describe, expect, it } from 'vitest';
import { parseRecord, replay } from '../../src/index.js';
import { run } from './_helpers/run.js';

describe('globetrotter play', () => {
  it('writes a seeded game between random bots as a legal record on standard output', () => {
    // Act
    const first = run(['play', '--bots', 'random,random', '--seed', '7', '--turn-limit', '30']);
    const second = run(['play', '--bots', 'random', '--seed', '7', '--turn-limit', '30']);

    // Assert
    expect(first.code).toBe(0);
    expect(first.out).toBe(second.out);
    const read = parseRecord(first.out);
    expect(read.ok).toBe(true);
    expect(read.ok && read.record).toMatchObject({
      seed: 7,
      options: { players: 2, planets: 1, turnLimit: 30 },
      meta: { bots: 'random,random' },
    });
    expect(replay(first.out).ok).toBe(true);
  });

  it('writes to --out with the options given and says what it wrote', () => {
    // Act
    const { code, out, io } = run([
      'play',
      '--seed',
      'abc',
      '--players',
      '3',
      '--planets',
      '2',
      '--turn-limit',
      '20',
      '--names',
      'Ann, Bob,Cy',
      '--out',
      'game.json',
    ]);

    // Assert
    expect(code).toBe(0);
    expect(out).toMatch(
      /^wrote game.json: \d+ actions; finished after 20 turns, no winner; seed abc; turn limit 20\n$/,
    );
    const text = io.files.get('game.json')!;
    const read = parseRecord(text);
    expect(read.ok && read.record).toMatchObject({
      seed: 'abc',
      players: ['Ann', 'Bob', 'Cy'],
      options: { players: 3, planets: 2, turnLimit: 20 },
    });
    expect(run(['validate', 'game.json'], { 'game.json': text }).code).toBe(0);
  });

  it('plays greedy against random by default: a game that ends with a winner', () => {
    // Act
    const { code, out, io } = run(['play', '--seed', '7', '--out', 'game.json']);

    // Assert
    expect(code).toBe(0);
    expect(out).toMatch(
      /^wrote game.json: \d+ actions; finished after \d+ turns, won by player [01]; seed 7; turn limit 500\n$/,
    );
    const read = parseRecord(io.files.get('game.json')!);
    expect(read.ok && read.record.meta).toEqual({ bots: 'greedy,random' });
  });

  it('seats the bots of --bots, MCTS included, one per seat, and as many players', () => {
    // Act
    const argv = ['play', '--bots', 'mcts:5, greedy,random', '--seed', '3', '--turn-limit', '4'];
    const first = run(argv);
    const second = run(argv);

    // Assert
    expect(first.code).toBe(0);
    expect(first.out).toBe(second.out);
    const read = parseRecord(first.out);
    expect(read.ok && read.record).toMatchObject({
      options: { players: 3, turnLimit: 4 },
      meta: { bots: 'mcts:5,greedy,random' },
    });
    expect(replay(first.out).ok).toBe(true);
  });

  it('seats one bot named in --bots in every seat', () => {
    const { out } = run(['play', '--bots', 'greedy', '--players', '3', '--turn-limit', '3']);
    const read = parseRecord(out);
    expect(read.ok && read.record.meta).toEqual({ bots: 'greedy,greedy,greedy' });
  });

  it.each([
    [['play', '--bots', 'random,alphazero'], /play: unknown bot "alphazero"; expected random/],
    [
      ['play', '--bots', 'random,greedy', '--players', '3'],
      /--bots needs one bot, or one per seat \(3\), got 2/,
    ],
    [
      ['play', '--bots', 'random,random,random,random,random,random,random'],
      /one per seat \(2..6\), got 7/,
    ],
    [
      ['play', '--ruleset', '2027-01'],
      /play: --ruleset must be one of 2024-12, 2025-01, 2026-06, not "2027-01"/,
    ],
    [
      ['play', '--ruleset', '2026-06', '--planets', '2'],
      /play: --planets must be 1 for 2 players in 2026-06 \(planets by players 2: 1, 3: 1, 4: 2, 5: 2, 6: 3\), not "2"; or leave it out/,
    ],
    [
      ['play', '--ruleset', '2026-06', '--players', '6', '--planets', '2'],
      /--planets must be 3 for 6 players in 2026-06/,
    ],
    [['play', '--planets', '17'], /play: --planets must be an integer 1..16, not "17"/],
  ])('refuses %j with exit code 2', (argv, message) => {
    const { code, err, out } = run(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
  });

  it('uses the time as the default seed', () => {
    const { out } = run(['play', '--turn-limit', '5']);
    expect(parseRecord(out)).toMatchObject({ ok: true, record: { seed: 1_700_000_000_000 } });
  });
});
