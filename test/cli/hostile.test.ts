import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { type GameRecord, replay, stateHash } from '../../src/index.js';
import { fixture } from '../record/_helpers/fixtures.js';
import {
  CLEAR_AND_TITLE,
  CONCEAL,
  CSI,
  expectPrintable,
  HOSTILE,
  RLO,
} from '../rules/_helpers/hostile.js';
import { memoryIo } from './_helpers/io.js';

// Every command prints text from a record (names, notation, JSON snippets in error messages,
// file names) with control and bidi characters escaped; `--json` output stays the exact data.

/** A legal game whose player names, meta, note and seed are hostile. */
const NAMES = fixture('hostile/names.json');
const record = JSON.parse(NAMES) as GameRecord;
/** Ends the second line of every verdict, where the escaped names must appear. */
const SHOWN_NAME = 'Bob\\u001b[8m legal: 0 actions';

/** The hostile game with entry `index` replaced. */
function withEntry(index: number, entry: unknown): string {
  const actions: unknown[] = [...record.actions];
  actions[index] = entry;
  return JSON.stringify({ ...record, actions });
}

const ILLEGAL_TEXT = withEntry(1, `p0: place 30 ${CONCEAL}${CSI}2J${RLO}`);
const ILLEGAL_OBJECT = withEntry(1, { action: { type: 'place', [HOSTILE]: 1 }, note: HOSTILE });
/** Node quotes the text around a syntax error. */
const NOT_JSON = `{"format": ${CLEAR_AND_TITLE}${CSI}${RLO}}`;

function run(argv: string[], files: Record<string, string> = {}) {
  const io = memoryIo(files);
  const code = main(argv, io);
  if (typeof code !== 'number') throw new Error('expected a synchronous command');
  return { code, ...io.text(), io };
}

/** Standard output and standard error both printable. */
function expectAllPrintable(result: { out: string; err: string }): void {
  expectPrintable(result.out);
  expectPrintable(result.err);
}

describe('the hostile fixture', () => {
  it('is a legal game whose names and notes carry control and bidi characters', () => {
    expect(replay(record).ok).toBe(true);
    expect(record.players).toEqual([CLEAR_AND_TITLE, `Bob${CONCEAL} legal: 0 actions`]);
    expect(JSON.stringify(record.meta)).toContain(RLO);
  });
});

describe('globetrotter validate: hostile records', () => {
  it('names the winner escaped', () => {
    // Act
    const result = run(['validate', 'game.json'], { 'game.json': NAMES });

    // Assert
    expect(result.code).toBe(0);
    expectAllPrintable(result);
    expect(result.out).toContain(`won by player 1 (${SHOWN_NAME})`);
  });

  it.each([
    ['notation', ILLEGAL_TEXT, '\\u001b[8m\\u009b2J\\u202e'],
    ['an action object', ILLEGAL_OBJECT, '\\u001b[2J\\u001b]0;PWNED\\u0007'],
  ])('shows an illegal action in %s escaped', (_, text, shown) => {
    // Act
    const result = run(['validate', 'game.json'], { 'game.json': text });

    // Assert
    expect(result.code).toBe(1);
    expectAllPrintable(result);
    expect(result.out).toContain(shown);
  });

  it('quotes a JSON syntax error escaped', () => {
    const result = run(['validate', 'game.json'], { 'game.json': NOT_JSON });
    expect(result.code).toBe(2);
    expectAllPrintable(result);
    expect(result.err).toMatch(/not valid JSON at line \d+, column \d+: .*\\u001b/);
  });

  it('shows a hostile file name escaped', () => {
    const path = `${CLEAR_AND_TITLE}${RLO}.json`;
    for (const text of [NAMES, ILLEGAL_TEXT, NOT_JSON]) {
      const result = run(['validate', path], { [path]: text });
      expectAllPrintable(result);
      expect(`${result.out}${result.err}`).toContain(
        '\\u001b[2J\\u001b]0;PWNED\\u0007\\u202e.json',
      );
    }
    expectAllPrintable(run(['validate', path]));
  });

  it('--json gives the library verdict exactly, printable', () => {
    for (const text of [ILLEGAL_TEXT, ILLEGAL_OBJECT]) {
      // Act
      const result = run(['validate', 'game.json', '--json'], { 'game.json': text });

      // Assert
      expect(result.code).toBe(1);
      expectAllPrintable(result);
      const verdict = replay(text);
      expect(JSON.parse(result.out)).toEqual({
        file: 'game.json',
        ok: false,
        ...(!verdict.ok && verdict.error),
      });
    }
    const legal = run(['validate', 'game.json', '--json'], { 'game.json': NAMES });
    expect(JSON.parse(legal.out)).toEqual({
      file: 'game.json',
      ok: true,
      actions: record.actions.length,
      hash: record.finalHash,
    });
  });
});

describe('globetrotter replay: hostile records', () => {
  it('shows the players escaped', () => {
    const result = run(['replay', 'game.json', '--to', '3'], { 'game.json': NAMES });
    expect(result.code).toBe(0);
    expectAllPrintable(result);
    expect(result.out).toContain(`player 1 (${SHOWN_NAME})`);
    expect(result.out).toContain('player 0 (\\u001b[2J\\u001b]0;PWNED\\u0007)');
  });

  it('writes an illegal action to standard error escaped', () => {
    for (const text of [ILLEGAL_TEXT, ILLEGAL_OBJECT, NOT_JSON]) {
      const result = run(['replay', 'game.json'], { 'game.json': text });
      expect(result.code).toBeGreaterThan(0);
      expectAllPrintable(result);
      expect(result.err).toMatch(/\\u001b/);
    }
  });

  it('--json prints the exact state', () => {
    const result = run(['replay', 'game.json', '--json'], { 'game.json': NAMES });
    const expected = replay(record);
    expect(JSON.parse(result.out)).toEqual(expected.state);
    expect(stateHash(JSON.parse(result.out))).toBe(record.finalHash);
  });
});

describe('globetrotter render: hostile records', () => {
  it('writes an SVG that a terminal cannot be steered by', () => {
    const result = run(['render', 'game.json', '--to', '4'], { 'game.json': NAMES });
    expect(result.code).toBe(0);
    expectAllPrintable(result);
    expect(result.out).toContain('<svg');
  });

  it('writes an illegal action to standard error escaped, and hostile file names escaped', () => {
    const out = `${CLEAR_AND_TITLE}.svg`;
    for (const text of [ILLEGAL_TEXT, ILLEGAL_OBJECT, NOT_JSON]) {
      const result = run(['render', 'game.json', '--out', out], { 'game.json': text });
      expect(result.code).toBeGreaterThan(0);
      expectAllPrintable(result);
      expect(result.err).toMatch(/\\u001b/);
    }
    const wrote = run(['render', 'game.json', '--out', out], { 'game.json': NAMES });
    expectAllPrintable(wrote);
    expect(wrote.out).toContain('wrote \\u001b[2J\\u001b]0;PWNED\\u0007.svg');
  });
});

describe('globetrotter play: hostile names and seeds', () => {
  const names = [`${CONCEAL}Ann${CSI}`, `${RLO}Bob`];

  it('writes a record that prints safely and reads back to the exact names', () => {
    // Act
    const result = run([
      'play',
      '--seed',
      CLEAR_AND_TITLE,
      '--turn-limit',
      '5',
      '--names',
      names.join(','),
    ]);

    // Assert
    expect(result.code).toBe(0);
    expectAllPrintable(result);
    const written = JSON.parse(result.out) as GameRecord;
    expect(written.players).toEqual(names);
    expect(written.seed).toBe(CLEAR_AND_TITLE);
    expect(replay(result.out).ok).toBe(true);
  });

  it('says what it wrote escaped, and writes the file exactly', () => {
    const out = `${RLO}game.json`;
    const argv = [
      'play',
      '--seed',
      CLEAR_AND_TITLE,
      '--turn-limit',
      '5',
      '--names',
      names.join(','),
    ];
    const result = run([...argv, '--out', out]);
    expect(result.code).toBe(0);
    expectAllPrintable(result);
    expect(result.out).toMatch(/^wrote \\u202egame\.json: .*seed \\u001b\[2J/);
    expect((JSON.parse(result.io.files.get(out)!) as GameRecord).players).toEqual(names);
  });
});

describe('usage errors echoing hostile arguments', () => {
  it.each([
    [[CLEAR_AND_TITLE]],
    [['help', CLEAR_AND_TITLE]],
    [['play', CLEAR_AND_TITLE]],
    [['play', '--players', CLEAR_AND_TITLE]],
    [['validate', `--${CONCEAL}`]],
  ])('%j', (argv) => {
    const result = run(argv);
    expect(result.code).toBe(2);
    expectAllPrintable(result);
  });

  it('tournament', async () => {
    const io = memoryIo();
    const code = await main(['tournament', '--bots', `random,${CLEAR_AND_TITLE}`], io);
    expect(code).toBe(2);
    expectAllPrintable(io.text());
    expect(io.text().err).toContain('unknown bot "\\u001b[2J');
  });
});
