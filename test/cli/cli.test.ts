import { describe, expect, it } from 'vitest';
import { HELP, main, VERSION } from '../../src/cli/cli.js';
import { PLAY_HELP, REPLAY_HELP } from '../../src/cli/commands.js';
import { VALIDATE_HELP } from '../../src/cli/validate.js';
import { formatPosition, parseRecord, replay, stateHash } from '../../src/index.js';
import { fixture, fixturePath, fixtures } from '../record/_helpers/fixtures.js';
import { memoryIo } from './_helpers/io.js';

function run(argv: string[], files: Record<string, string> = {}) {
  const io = memoryIo(files);
  const code = main(argv, io);
  return { code, ...io.text(), io };
}

/** No user error may print a stack trace. */
function noStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at /);
}

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

describe('globetrotter validate', () => {
  it.each(fixtures('golden'))('exits 0 for the legal record %s', (file) => {
    // Act
    const { code, out } = run(['validate', fixturePath(`golden/${file}`)]);

    // Assert
    const read = parseRecord(fixture(`golden/${file}`));
    const record = read.ok ? read.record : undefined;
    expect(code).toBe(0);
    expect(out).toContain(`legal: ${record?.actions.length} actions; finished after`);
    expect(out).toContain(`final hash: ${record?.finalHash}`);
  });

  it('exits 1 for an illegal action and prints its index, notation, code, rule and why', () => {
    // Act
    const { code, out, err } = run(['validate', 'game.json'], {
      'game.json': fixture('errors/out-of-range.json'),
    });

    // Assert
    expect(code).toBe(1);
    expect(err).toBe('');
    const [head, ...lines] = out.trimEnd().split('\n');
    expect(head).toBe('game.json: illegal action at index 2');
    expect(lines[0]).toMatch(/^ {2}action: {2}r\d+ shoot \d+ \w+$/);
    expect(lines.slice(1, 3)).toEqual(['  code:    OUT_OF_RANGE', '  rule:    R2']);
    expect(lines[3]).toMatch(/^ {2}message: .*beyond range 3/);
  });

  it.each(fixtures('errors'))('exits 1 or 2 for %s as its code says', (file) => {
    // Arrange
    const expect_ = /^([A-Z_]+) at (?:index (\d+)|record)$/.exec(
      (JSON.parse(fixture(`errors/${file}`)) as { meta: { expect: string } }).meta.expect,
    )!;
    const fileProblem = ['MALFORMED_RECORD', 'UNSUPPORTED_VERSION'].includes(expect_[1]!);

    // Act
    const { code, out, err } = run(['validate', fixturePath(`errors/${file}`)]);

    // Assert
    expect(code).toBe(fileProblem ? 2 : 1);
    const printed = fileProblem ? err : out;
    expect(printed).toContain(`  code:    ${expect_[1]}`);
    if (expect_[2] !== undefined && !fileProblem)
      expect(printed).toContain(`illegal action at index ${expect_[2]}`);
    if (expect_[2] === undefined && !fileProblem)
      expect(printed).toContain('the record does not replay');
    noStack(out + err);
  });

  it.each([
    ['not JSON', '{"format": '],
    ['not a record', '{"hello": "world"}'],
    [
      'a wrong type',
      '{"format":"globetrotter-record","version":1,"options":{"players":"two"},"rollOff":[],"actions":[]}',
    ],
    ['a future version', '{"format":"globetrotter-record","version":99}'],
    ['__proto__', '{"format":"globetrotter-record","version":1,"__proto__":{"polluted":1}}'],
    ['an empty file', ''],
  ])('exits 2 for %s', (_, text) => {
    const { code, out, err } = run(['validate', 'bad.json'], { 'bad.json': text });
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^globetrotter: bad.json is not a valid record\n {2}code: {4}[A-Z_]+\n/);
    noStack(err);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('says on which line and column a file stops being JSON', () => {
    // Arrange: a trailing comma, then the closing brace on line 3.
    const files = { 'bad.json': '{\n  "format": "globetrotter-record",\n}\n' };

    // Act
    const { code, err } = run(['validate', 'bad.json'], files);

    // Assert
    expect(code).toBe(2);
    expect(err).toContain('  message: not valid JSON at line 3, column 1: ');
    expect(err).not.toContain('position');
  });

  it('prints one JSON object with --json', () => {
    const file = fixturePath('hand/short-game.json');
    const legal = run(['validate', '--json', file]);
    const illegal = run(['validate', fixturePath('errors/not-adjacent.json'), '--json']);
    expect(legal.code).toBe(0);
    expect(JSON.parse(legal.out)).toEqual({
      file,
      ok: true,
      actions: 10,
      hash: expect.any(String),
    });
    expect(illegal.code).toBe(1);
    expect(JSON.parse(illegal.out)).toMatchObject({ ok: false, code: 'NOT_ADJACENT', index: 2 });
  });
});

describe('globetrotter replay', () => {
  const hand = fixturePath('hand/short-game.json');

  it('prints the position after N actions, with the players named', () => {
    // Act
    const { code, out } = run(['replay', hand, '--to', '5']);

    // Assert
    expect(code).toBe(0);
    expect(out).toContain('player 0 (Ann) [first]');
    expect(out).toContain('r2 4hp at 26');
    expect(out).toMatch(/Last: p0: r1 shoot 26 rover \[4,3\] -> damaged rover r2 of player 1/);
  });

  it('prints the final position by default, and JSON with --json', () => {
    const text = run(['replay', hand]);
    const json = run(['replay', hand, '--json']);
    expect(text.out).toMatch(/^Globetrotter: 2 players, 1 planet; turn 8 of 8; finished\n/);
    expect(json.code).toBe(0);
    expect(stateHash(JSON.parse(json.out))).toBe(
      stateHash(replay(fixture('hand/short-game.json')).state!),
    );
  });

  it('prints the position string after N actions with --position, which --at reads back', () => {
    // Arrange
    const state = replay(fixture('hand/short-game.json'), { to: 5 }).state!;

    // Act
    const printed = run(['replay', hand, '--to', '5', '--position']);
    const again = run(['replay', '--at', printed.out.trim(), '--json']);

    // Assert
    expect(printed).toMatchObject({ code: 0, out: `${formatPosition(state)}\n` });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toEqual(state);
    expect(run(['replay', '--at', printed.out.trim()]).out).toContain('r2 4hp at 26');
  });

  it('refuses a bad position string with --at, naming the problem (exit 2)', () => {
    // Act
    const malformed = run(['replay', '--at', 'playing players:2 \u001b[2J']);
    const impossible = run([
      'replay',
      '--at',
      'playing players:2 planets:1 turn:0.0 first:p0 act:p0 next:r3 rolloff:6,1 / p0: r1@26 / p1: r2@26',
    ]);

    // Assert
    expect(malformed.code).toBe(2);
    expect(malformed.err).toContain('MALFORMED_POSITION');
    expect(malformed.err).not.toContain('\u001b');
    expect(impossible.code).toBe(2);
    expect(impossible.err).toMatch(/INVALID_STATE[\s\S]*rule: +R5[\s\S]*share space 26/);
    expect(run(['replay', hand, '--at', 'x']).code).toBe(2);
    expect(run(['replay', hand, '--json', '--position']).code).toBe(2);
  });

  it('refuses an N outside the record', () => {
    expect(run(['replay', hand, '--to', '11'])).toMatchObject({ code: 2 });
    expect(run(['replay', hand, '--to', 'x']).err).toMatch(/--to must be an integer 0..10/);
  });

  it('prints the valid prefix and the error when an action before N is illegal', () => {
    const { code, out, err } = run(['replay', fixturePath('errors/not-adjacent.json')]);
    expect(code).toBe(1);
    expect(out).toMatch(/^Globetrotter: /);
    expect(err).toMatch(/illegal action at index 2\n {2}action: .*\n {2}code: {4}NOT_ADJACENT/);
  });
});

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
