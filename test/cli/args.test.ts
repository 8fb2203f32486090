import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { memoryIo } from './_helpers/io.js';

function run(argv: string[]) {
  const io = memoryIo();
  const code = main(argv, io);
  return { code, ...io.text() };
}

describe('the arguments of every command', () => {
  it.each([
    [['replay', 'x.json', '--tO', '3'], 'replay: unknown option --tO; did you mean --to?'],
    [['validate', '--jsn', 'x.json'], 'validate: unknown option --jsn; did you mean --json?'],
    [['validate', '--frobnicate', 'x.json'], 'validate: unknown option --frobnicate\n'],
    [
      ['play', '--seed=3', '--turnlimit', '9'],
      'play: unknown option --turnlimit; did you mean --turn-limit?',
    ],
    [['play', '-seed', '3'], 'play: unknown option -seed; did you mean --seed?'],
    [
      ['render', 'x.json', '--planets', '1'],
      'render: unknown option --planets; did you mean --planet?',
    ],
    [['replay', 'x.json', '--to'], 'replay: --to needs a value\n'],
    [
      ['replay', 'x.json', '--to', '--json'],
      "replay: --to needs a value (for one that starts with '-', write --to=--json)",
    ],
    [['validate', '--json=yes', 'x.json'], 'validate: --json takes no value, got "yes"'],
    [['valdiate', 'x.json'], 'unknown command "valdiate"; did you mean validate?'],
    [['help', 'tournamnet'], 'help: unknown command "tournamnet"; did you mean tournament?'],
  ])('refuses %j in its own words', (argv, message) => {
    // Act
    const { code, out, err } = run(argv);

    // Assert
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(message);
    expect(err).not.toMatch(/positional argument|place it at the end|ERR_PARSE_ARGS/);
  });

  it('says how to get help after a usage error', () => {
    expect(run(['replay', '--tO']).err).toBe(
      "globetrotter: replay: unknown option --tO; did you mean --to?\nRun 'globetrotter replay --help' for usage.\n",
    );
  });

  it('accepts a value that starts with a dash when written with =', () => {
    expect(run(['play', '--seed=-5', '--turn-limit', '3']).code).toBe(0);
  });
});
