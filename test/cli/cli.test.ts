import { describe, expect, it } from 'vitest';
import { HELP, main, VERSION } from '../../src/cli/cli.js';
import { PLAY_HELP } from '../../src/cli/play.js';
import { REPLAY_HELP } from '../../src/cli/replay.js';
import { VALIDATE_HELP } from '../../src/cli/validate.js';
import { parseRecord } from '../../src/index.js';
import { memoryIo } from './_helpers/io.js';
import { noStack, run } from './_helpers/run.js';

describe('globetrotter', () => {
  it('prints help with --help and -h', () => {
    for (const flag of ['--help', '-h']) {
      const { code, out } = run([flag]);
      expect(code).toBe(0);
      expect(out).toBe(HELP);
    }
    expect(HELP).toMatch(/validate <record.json\|dir>.../);
  });

  it('prints help to standard error and fails without a command', () => {
    expect(run([])).toMatchObject({ code: 2, err: HELP, out: '' });
  });

  it('prints its version', () => {
    expect(run(['--version'])).toMatchObject({ code: 0, out: `${VERSION}\n` });
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([
    ['validate', VALIDATE_HELP],
    ['replay', REPLAY_HELP],
    ['play', PLAY_HELP],
  ])('prints help for %s, both ways', (command, help) => {
    expect(run([command, '--help'])).toMatchObject({ code: 0, out: help });
    expect(run([command, '-h'])).toMatchObject({ code: 0, out: help });
    expect(run(['help', command])).toMatchObject({ code: 0, out: help });
  });

  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [['help', 'frobnicate'], /help: unknown command/],
    [['validate'], /expected record files or folders, got none/],
    [['validate', '-', '-'], /standard input \(-\) can be read once only/],
    [['validate', '--frobnicate', 'a.json'], /validate: unknown option --frobnicate\n/],
    [['replay', 'x.json', '--to'], /replay: --to needs a value\n/],
    [['play', 'extra'], /unexpected argument "extra"/],
    [['play', '--players', '9'], /--players must be an integer 2..6, not "9"/],
    [['play', '--players', '2.5'], /--players must be an integer/],
    [['play', '--planets', '0'], /--planets must be an integer 1..16/],
    [['play', '--turn-limit', '-3'], /--turn-limit/],
    [['play', '--names', 'Ann'], /--names needs 2 names, got 1/],
    [['play', '--names', `Ann,${'x'.repeat(65)}`], /a name of --names is longer than 64/],
    [['validate', '/no/such/file.json'], /cannot read \/no\/such\/file.json: no such file/],
  ])('refuses %j with exit code 2 and one clear message', (argv, message) => {
    const { code, err, out } = run(argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err.startsWith('globetrotter: ')).toBe(true);
    expect(out).toBe('');
    noStack(err);
  });
});

/**
 * What the command line accepts, written out here rather than read from the help texts: each
 * command and its options (besides -h, --help). The help tests below check the texts against it,
 * and it against the CLI.
 */
const ACCEPTED: Readonly<Record<string, readonly string[]>> = {
  validate: ['--json'],
  engine: [],
  serve: ['--db', '--port', '--host', '--allow-origin'],
  replay: ['--to', '--legal', '--json', '--position', '--at'],
  render: ['--to', '--planet', '--out', '--state', '--at'],
  play: [
    '--bots',
    '--seed',
    '--players',
    '--planets',
    '--ruleset',
    '--turn-limit',
    '--names',
    '--out',
  ],
  tournament: [
    '--bots',
    '--games',
    '--workers',
    '--seed',
    '--players',
    '--planets',
    '--ruleset',
    '--turn-limit',
    '--iterations',
    '--out',
  ],
};

/**
 * The entries of a help text's `heading:` section, one per line indented by two spaces: a
 * command's name, or an option's long name and whether a value follows it (`--to N`).
 */
function listed(help: string, heading: string): { name: string; value: boolean }[] {
  const lines = help.split('\n');
  const start = lines.indexOf(`${heading}:`);
  expect(start, `a "${heading}:" section`).toBeGreaterThanOrEqual(0);
  const entries: { name: string; value: boolean }[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    const m = /^ {2}(?:-\w, )?(-{0,2}[\w-]+)( [A-Z])?/.exec(line);
    if (m) entries.push({ name: m[1]!, value: m[2] !== undefined });
  }
  return entries;
}

const names = (entries: { name: string }[]) => entries.map((e) => e.name).sort();

/** `run`, for every command: `tournament` answers with a promise. */
async function ask(argv: string[]) {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, ...io.text() };
}

describe('globetrotter help, read', () => {
  it('lists the commands the CLI accepts, each with its own help, and no other', async () => {
    // Arrange
    const commands = listed(HELP, 'Commands');

    // Assert
    expect(names(commands)).toEqual([...Object.keys(ACCEPTED), 'help'].sort());
    for (const { name } of commands.filter((c) => c.name !== 'help')) {
      const { code, out } = await ask([name, '--help']);
      expect(code, name).toBe(0);
      expect(out, name).toMatch(new RegExp(`^Usage: globetrotter ${name}\\b`));
    }
    expect((await ask(['frobnicate'])).code).toBe(2);
  });

  it('lists the options the CLI accepts without a command', async () => {
    // Arrange
    const options = listed(HELP, 'Options');

    // Assert
    expect(names(options)).toEqual(['--help', '--version']);
    for (const { name } of options) expect((await ask([name])).code, name).toBe(0);
  });

  it.each(Object.entries(ACCEPTED))(
    '%s: its help lists exactly the options it accepts',
    async (command, accepted) => {
      // Arrange
      const options = listed((await ask([command, '--help'])).out, 'Options');

      // Assert: the same options; then each, as the help writes it (with a value or not), is
      // accepted: the command complains of the unknown option after it, not of it.
      expect(names(options)).toEqual([...accepted, '--help'].sort());
      expect((await ask([command, '--frobnicate'])).err).toMatch(/unknown option --frobnicate\b/);
      for (const { name, value } of options.filter((o) => o.name !== '--help')) {
        const argv = [command, name, ...(value ? ['1'] : []), '--frobnicate'];
        expect((await ask(argv)).err, argv.join(' ')).toMatch(/unknown option --frobnicate\b/);
      }
    },
  );
});

describe('the 2024-12 ruleset on the command line', () => {
  it('play --ruleset 2024-12 writes a 2024-12 record that validate, replay and render read', () => {
    // Act
    const argv = [
      'play',
      '--ruleset',
      '2024-12',
      '--players',
      '3',
      '--planets',
      '2',
      '--seed',
      '24',
      '--turn-limit',
      '60',
    ];
    const first = run(argv);
    const second = run(argv);

    // Assert
    expect(first.code).toBe(0);
    expect(first.out).toBe(second.out);
    const read = parseRecord(first.out);
    expect(read.ok && read.record.options).toEqual({
      players: 3,
      planets: 2,
      turnLimit: 60,
      ruleset: '2024-12',
    });
    const files = { 'game.json': first.out };
    const validated = run(['validate', 'game.json'], files);
    expect(validated.code).toBe(0);
    expect(validated.out).toMatch(/^game.json: legal: \d+ actions; finished after \d+ turns/);
    const position = run(['replay', 'game.json', '--to', '5', '--position'], files);
    expect(position.code).toBe(0);
    // Ruling R52: every Rover placed faces a neighbour, r1@<planet>.<space>><facing>.
    expect(position.out).toMatch(
      /^playing players:3 planets:2 limit:60 rules:2024-12 turn:2\.0 first:p\d act:p\d next:r4 .* r1@\d\.\d+>\d+ /,
    );
    const json = run(['replay', 'game.json', '--json'], files);
    expect(JSON.parse(json.out).options.ruleset).toBe('2024-12');
    expect(JSON.parse(json.out).planets[0].edgeFortifications).toHaveLength(150);
    const text = run(['replay', 'game.json', '--to', '5'], files);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/2024-12/);
    const svg = run(['render', 'game.json', '--to', '10'], files);
    expect(svg.code).toBe(0);
    expect(svg.out).toMatch(/^<svg /);
  });

  it('R53: validate reads the ruleset from the record: a move not ahead exits 1 with its rule', () => {
    // Arrange: r1 on HQ 26 faces 16; 36 is another neighbour, not ahead.
    const record = {
      format: 'globetrotter-record',
      version: 1,
      options: { players: 2, ruleset: '2024-12' },
      rollOff: [6, 1],
      actions: ['p0: place 26>16', 'p1: place 0>1', 'p0: r1 move 36>31'],
    };

    // Act
    const { code, out } = run(['validate', 'game.json'], { 'game.json': JSON.stringify(record) });
    const asJson = run(['validate', 'game.json', '--json'], {
      'game.json': JSON.stringify(record),
    });

    // Assert
    expect(code).toBe(1);
    expect(out).toBe(
      'game.json: illegal action at index 2\n' +
        '  action:  p0: r1 move 36>31\n' +
        '  code:    NOT_AHEAD\n' +
        '  rule:    R53\n' +
        `  message: ${out.split('  message: ')[1]}`,
    );
    expect(JSON.parse(asJson.out)).toMatchObject({
      ok: false,
      index: 2,
      code: 'NOT_AHEAD',
      rule: 'R53',
    });
    // The same actions in a 2025-01 record are not its actions.
    const old = run(['validate', 'game.json'], {
      'game.json': JSON.stringify({ ...record, options: { players: 2 } }),
    });
    expect(old.code).toBe(1);
    expect(old.out).toContain('  code:    MALFORMED_ACTION\n');
  });

  it('validate exits 2 for a 2024-12 record with more than 2 dice to an action', () => {
    const record = {
      format: 'globetrotter-record',
      version: 1,
      options: { players: 2, ruleset: '2024-12' },
      rollOff: [6, 1],
      actions: [{ action: 'p0: place 26>16', dice: [1, 2, 3] }],
    };
    const { code, err } = run(['validate', 'game.json'], { 'game.json': JSON.stringify(record) });
    expect(code).toBe(2);
    expect(err).toContain('more than 2 dice');
  });

  it.each([
    ['validate', VALIDATE_HELP],
    ['play', PLAY_HELP],
  ])('the help of %s lists 2024-12', (_, help) => {
    expect(help).toMatch(/2024-12/);
  });
});

describe('the 2026-06 ruleset on the command line', () => {
  it('play --ruleset 2026-06 writes a 2026-06 record that validate and replay read', () => {
    // Act
    const argv = [
      'play',
      '--ruleset',
      '2026-06',
      '--players',
      '4',
      '--seed',
      '26',
      '--turn-limit',
      '30',
    ];
    const first = run(argv);
    const second = run(argv);

    // Assert
    expect(first.code).toBe(0);
    expect(first.out).toBe(second.out);
    const read = parseRecord(first.out);
    expect(read.ok && read.record.options).toEqual({
      players: 4,
      planets: 2,
      turnLimit: 30,
      ruleset: '2026-06',
    });
    const files = { 'game.json': first.out };
    const validated = run(['validate', 'game.json'], files);
    expect(validated.code).toBe(0);
    expect(validated.out).toMatch(/^game.json: legal: \d+ actions; finished after 30 turns/);
    const position = run(['replay', 'game.json', '--to', '4', '--position'], files);
    expect(position.code).toBe(0);
    expect(position.out).toMatch(
      /^playing players:4 planets:2 limit:30 rules:2026-06 turn:0\.0 first:p\d places:p\d /,
    );
    const json = run(['replay', 'game.json', '--json'], files);
    expect(JSON.parse(json.out).options.ruleset).toBe('2026-06');
    const text = run(['replay', 'game.json', '--to', '4'], files);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^Globetrotter \(rules 2026-06\): 4 players, 2 planets/);
    const svg = run(['render', 'game.json', '--to', '10'], files);
    expect(svg.code).toBe(0);
    expect(svg.out).toMatch(/^<svg /);
  });

  it('validate reads the ruleset from the record: an illegal 2026-06 action exits 1 with its rule', () => {
    // Arrange
    const record = {
      format: 'globetrotter-record',
      version: 1,
      options: { players: 2, ruleset: '2026-06' },
      rollOff: [6, 1],
      actions: ['p0: choose first', 'p0: place 0 rover 1', 'p1: place 0 rover 2'],
    };

    // Act
    const { code, out } = run(['validate', 'game.json'], { 'game.json': JSON.stringify(record) });
    const asJson = run(['validate', 'game.json', '--json'], {
      'game.json': JSON.stringify(record),
    });

    // Assert
    expect(code).toBe(1);
    expect(out).toBe(
      'game.json: illegal action at index 2\n' +
        '  action:  p1: place 0 rover 2\n' +
        '  code:    SPACE_OCCUPIED\n' +
        '  rule:    R32\n' +
        `  message: ${out.split('  message: ')[1]}`,
    );
    expect(JSON.parse(asJson.out)).toMatchObject({
      ok: false,
      index: 2,
      code: 'SPACE_OCCUPIED',
      rule: 'R32',
    });
    // The same actions in a 2025-01 record are not its actions.
    const old = run(['validate', 'game.json'], {
      'game.json': JSON.stringify({ ...record, options: { players: 2 } }),
    });
    expect(old.code).toBe(1);
    expect(old.out).toContain('  code:    MALFORMED_ACTION\n');
  });

  it("validate exits 2 for a 2026-06 record whose planets are not the players'", () => {
    const record = {
      format: 'globetrotter-record',
      version: 1,
      options: { players: 4, planets: 3, ruleset: '2026-06' },
      rollOff: [6, 1, 2, 3],
      actions: [],
    };
    const { code, err } = run(['validate', 'game.json'], { 'game.json': JSON.stringify(record) });
    expect(code).toBe(2);
    expect(err).toContain('options.planets: must be 2 for 4 players in 2026-06');
  });
});
