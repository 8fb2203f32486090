import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { planetFile, RENDER_HELP } from '../../src/cli/render.js';
import { formatPosition, type GameState, replay } from '../../src/index.js';
import { fixture, fixturePath } from '../record/_helpers/fixtures.js';
import { byClass, parseXml, type XmlElement } from '../render/_helpers/xml.js';
import { memoryIo } from './_helpers/io.js';

function run(argv: string[], files: Record<string, string> = {}) {
  const io = memoryIo(files);
  const code = main(argv, io);
  return { code, ...io.text(), io };
}

/** The state a fixture replays to after `to` actions (all by default), valid prefix or not. */
function stateOf(path: string, to?: number): GameState {
  const state = replay(fixture(path), to === undefined ? {} : { to }).state;
  if (state === null) throw new Error(`${path} does not start`);
  return state;
}

function roversOn(state: GameState, planet: number): number[] {
  return state.rovers.flatMap((r) =>
    r.location !== 'orbit' && r.location.planet === planet ? [r.id] : [],
  );
}

/** The ids of the Rovers drawn on the map of an SVG picture. */
function roversDrawn(svg: XmlElement): number[] {
  return byClass(svg, 'rover').map((e) => Number(e.attrs['data-rover']));
}

const HAND = 'hand/short-game.json';
const TWO_PLANETS = 'golden/3p-2planets.json';

describe('globetrotter render --at', () => {
  it('draws a position string as the state it reads as', () => {
    // Arrange
    const state = stateOf(HAND, 5);

    // Act
    const given = run(['render', '--at', formatPosition(state)]);
    const saved = run(['render', '--state', 'saved.json'], { 'saved.json': JSON.stringify(state) });

    // Assert
    expect(given.code).toBe(0);
    expect(given.out).toBe(saved.out);
  });

  it('refuses a bad position string, a file beside it, or --to (exit 2)', () => {
    const text = formatPosition(stateOf(HAND, 5));
    expect(run(['render', '--at', 'nonsense'])).toMatchObject({ code: 2 });
    expect(run(['render', '--at', text, 'a.json']).code).toBe(2);
    expect(run(['render', '--at', text, '--to', '3']).code).toBe(2);
    expect(run(['render', '--at', text, '--state']).code).toBe(2);
  });
});

describe('globetrotter render', () => {
  it('prints help, all three ways', () => {
    for (const argv of [
      ['render', '--help'],
      ['render', '-h'],
      ['help', 'render'],
    ]) {
      expect(run(argv)).toMatchObject({ code: 0, out: RENDER_HELP, err: '' });
    }
  });

  it('draws the final position of a record as one SVG document on standard output', () => {
    // Act
    const { code, out, err } = run(['render', fixturePath(HAND)]);

    // Assert
    expect(code).toBe(0);
    expect(err).toBe('');
    const svg = parseXml(out);
    expect(svg.name).toBe('svg');
    const state = stateOf(HAND);
    expect(roversDrawn(svg)).toEqual(roversOn(state, 0));
    expect(byClass(svg, 'status')[0]!.attrs).toMatchObject({
      'data-status': 'finished',
      'data-turn': String(state.turn),
    });
    expect(out).toContain('Ann'); // the record's player names
  });

  it('stops after --to N actions, as replay does', () => {
    // Act
    const { code, out } = run(['render', fixturePath(HAND), '--to', '3']);

    // Assert
    expect(code).toBe(0);
    const svg = parseXml(out);
    const state = stateOf(HAND, 3);
    expect(roversDrawn(svg)).toEqual(roversOn(state, 0));
    expect(roversDrawn(svg)).toHaveLength(2);
    expect(byClass(svg, 'status')[0]!.attrs['data-turn']).toBe(String(state.turn));
  });

  it('draws the position after the roll-off with --to 0: no Rover yet', () => {
    const { code, out } = run(['render', fixturePath(HAND), '--to', '0']);
    expect(code).toBe(0);
    expect(roversDrawn(parseXml(out))).toEqual([]);
  });

  it('draws the planet given by --planet', () => {
    // Arrange
    const state = stateOf(TWO_PLANETS);

    // Act
    const zero = run(['render', fixturePath(TWO_PLANETS)]);
    const one = run(['render', fixturePath(TWO_PLANETS), '--planet', '1']);

    // Assert
    expect(one.code).toBe(0);
    expect(roversDrawn(parseXml(zero.out))).toEqual(roversOn(state, 0));
    expect(roversDrawn(parseXml(one.out))).toEqual(roversOn(state, 1));
    expect(one.out).toContain('Globetrotter: planet 1 of 2');
  });

  it('writes to --out and says what it wrote', () => {
    // Act
    const { code, out, io } = run(['render', fixturePath(HAND), '--to', '5', '--out', 'p.svg']);

    // Assert
    expect(code).toBe(0);
    expect(out).toBe('wrote p.svg: planet 0 after 5 of 10 actions\n');
    expect(roversDrawn(parseXml(io.files.get('p.svg')!))).toEqual(roversOn(stateOf(HAND, 5), 0));
  });

  it('writes one file per planet with --planet all', () => {
    // Arrange
    const state = stateOf(TWO_PLANETS);
    const total = state.planets.length;

    // Act
    const { code, out, io } = run([
      'render',
      fixturePath(TWO_PLANETS),
      '--planet',
      'all',
      '--out',
      'out/position.svg',
    ]);

    // Assert
    expect(code).toBe(0);
    const files = [...io.files.keys()];
    expect(files).toEqual(['out/position-planet-0.svg', 'out/position-planet-1.svg']);
    for (const [p, file] of files.entries()) {
      expect(roversDrawn(parseXml(io.files.get(file)!))).toEqual(roversOn(state, p));
    }
    expect(out.trimEnd().split('\n')).toHaveLength(total);
    expect(out).toMatch(/^wrote out\/position-planet-0.svg: planet 0 after \d+ of \d+ actions\n/);
  });

  it('names the files of --planet all after --out', () => {
    expect(planetFile('position.svg', 0)).toBe('position-planet-0.svg');
    expect(planetFile('a/b.SVG', 3)).toBe('a/b-planet-3.svg');
    expect(planetFile('pictures/game', 1)).toBe('pictures/game-planet-1.svg');
  });

  it('draws the valid prefix and exits 1 when an action before N is illegal', () => {
    // Act
    const { code, out, err } = run(['render', fixturePath('errors/not-adjacent.json')]);

    // Assert
    expect(code).toBe(1);
    const svg = parseXml(out);
    const prefix = stateOf('errors/not-adjacent.json');
    expect(roversDrawn(svg)).toEqual(roversOn(prefix, 0));
    expect(roversDrawn(svg)).toHaveLength(2);
    expect(err).toMatch(/illegal action at index 2\n {2}action: .*\n {2}code: {4}NOT_ADJACENT/);
  });

  it('exits 0 when the illegal action comes after N', () => {
    const { code, err } = run(['render', fixturePath('errors/not-adjacent.json'), '--to', '2']);
    expect(code).toBe(0);
    expect(err).toBe('');
  });

  it('counts the actions of the valid prefix when writing a file', () => {
    const { code, out } = run([
      'render',
      fixturePath('errors/not-adjacent.json'),
      '--out',
      'p.svg',
    ]);
    expect(code).toBe(1);
    expect(out).toBe('wrote p.svg: planet 0 after 2 of 3 actions\n');
  });

  it('draws nothing and exits 1 when no game can start', () => {
    const { code, out, err } = run(['render', fixturePath('errors/roll-off-tie.json')]);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/the record does not replay\n {2}code: {4}DICE_MISSING/);
  });

  it.each([
    [['render'], /render: expected one record file, got 0/],
    [['render', 'a.json', 'b.json'], /expected one record file, got 2/],
    [['render', fixturePath(HAND), '--to', '11'], /render: --to must be an integer 0..10/],
    [['render', fixturePath(HAND), '--planet', '1'], /render: --planet must be an integer 0..0/],
    [['render', fixturePath(TWO_PLANETS), '--planet', 'x'], /--planet must be an integer 0..1/],
    [['render', fixturePath(TWO_PLANETS), '--planet', 'all'], /--planet all .* needs --out/],
    [['render', '--frobnicate', 'a.json'], /render: unknown option --frobnicate/],
    [['render', fixturePath('errors/unsupported-version.json')], /is not a valid record\n/],
    [['render', '/no/such/file.json'], /cannot read \/no\/such\/file.json: no such file/],
  ])('refuses %j with exit code 2 and one clear message', (argv, message) => {
    const { code, out, err } = run(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
    expect(err.startsWith('globetrotter: ')).toBe(true);
    expect(err).not.toMatch(/\n\s+at /);
  });

  describe('--state: a saved game state', () => {
    const saved = () => JSON.stringify(stateOf(TWO_PLANETS, 20));

    it('draws the state as saved, the same picture as the record at that point', () => {
      // Arrange
      const files = { 'saved.json': saved() };

      // Act
      const fromState = run(['render', '--state', 'saved.json', '--planet', '1'], files);
      const fromRecord = run(['render', fixturePath(TWO_PLANETS), '--to', '20', '--planet', '1']);

      // Assert
      expect(fromState.code).toBe(0);
      expect(fromState.err).toBe('');
      expect(fromState.out).toBe(fromRecord.out);
    });

    it('writes each planet with --planet all', () => {
      // Act
      const { code, out, io } = run(
        ['render', '--state', 'saved.json', '--planet', 'all', '--out', 'p.svg'],
        { 'saved.json': saved() },
      );

      // Assert
      expect(code).toBe(0);
      expect(out).toBe(
        'wrote p-planet-0.svg: planet 0 as saved\nwrote p-planet-1.svg: planet 1 as saved\n',
      );
      expect(io.files.has('p-planet-1.svg')).toBe(true);
    });

    it.each([
      ['not JSON', '{"version":', /saved.json is not JSON: /],
      ['a record', fixture(HAND), /saved.json is not a valid game state\n {2}path: {4}format\n/],
      [
        'a Rover with 9 hit points',
        () => saved().replace(/"hp":5/, '"hp":9'),
        /not a valid game state\n {2}path: {4}rovers\[\d+\]\.hp\n {2}rule: {4}R17\n {2}message: rovers\[\d+\]\.hp: a Rover's hit points must be an integer 1\.\.5, not 9/,
      ],
      [
        'a deleted Rover location',
        () => saved().replace(/"location":\{"planet":\d+,"space":\d+\}/, '"location":null'),
        /path: {4}rovers\[\d+\]\.location\n/,
      ],
    ])('refuses %s with exit code 2, naming the broken invariant', (_, text, message) => {
      // Arrange
      const files = { 'saved.json': typeof text === 'function' ? text() : text };

      // Act
      const { code, out, err } = run(['render', '--state', 'saved.json'], files);

      // Assert
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toMatch(message);
      expect(err).not.toMatch(/\n\s+at /);
    });

    it('refuses --to with --state', () => {
      const { code, err } = run(['render', '--state', 'saved.json', '--to', '3'], {
        'saved.json': saved(),
      });
      expect(code).toBe(2);
      expect(err).toMatch(/--to replays a record/);
    });
  });

  it('is listed in the main help', () => {
    expect(run(['--help']).out).toMatch(/\n {2}render <record.json>/);
  });
});
