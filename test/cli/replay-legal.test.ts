import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import {
  formatAction,
  formatPosition,
  legalActions,
  parseRecord,
  replay,
} from '../../src/index.js';
import { fixture, fixturePath } from '../record/_helpers/fixtures.js';
import { memoryIo } from './_helpers/io.js';

// Issue 29, item 15: `replay --to N --legal` lists every legal action of the player to act, in
// notation, as legalActions orders them: what a transcriber checks a doubtful move against.

function run(argv: string[]) {
  const io = memoryIo();
  const code = main(argv, io);
  return { code, ...io.text() };
}

const hand = fixturePath('hand/short-game.json');
const record = (() => {
  const read = parseRecord(fixture('hand/short-game.json'));
  if (!read.ok) throw new Error('fixture');
  return read.record;
})();

function stateAfter(n: number) {
  const result = replay(record, { to: n });
  if (!result.ok) throw new Error('fixture');
  return result.state;
}

describe('globetrotter replay --legal', () => {
  it.each([0, 2, 5])('after %i actions lists exactly the legal actions, in notation', (n) => {
    const state = stateAfter(n);
    const expected = legalActions(state).map((a) =>
      formatAction(a, { planets: state.options.planets }),
    );
    const { code, out } = run(['replay', hand, '--to', String(n), '--legal']);
    expect(code).toBe(0);
    const heading = out.indexOf('\nLegal actions of player ');
    expect(heading).toBeGreaterThan(0);
    const [title, ...lines] = out
      .slice(heading + 1)
      .trimEnd()
      .split('\n');
    expect(title).toMatch(
      new RegExp(
        `^Legal actions of player ${state.currentPlayer} \\(\\w+\\) \\(${expected.length}\\):$`,
      ),
    );
    expect(lines.map((l) => l.trim())).toEqual(expected);
  });

  it('with --json prints the state and the list as one object', () => {
    const { code, out } = run(['replay', hand, '--to', '5', '--legal', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    const state = stateAfter(5);
    expect(json.state).toEqual(JSON.parse(JSON.stringify(state)));
    expect(json.legal).toEqual(legalActions(state).map((a) => formatAction(a)));
  });

  it('with --position and --at, and says so when the game is over', () => {
    const state = stateAfter(3);
    const at = run(['replay', '--at', formatPosition(state), '--legal', '--position']);
    expect(at.code).toBe(0);
    expect(at.out.startsWith(`${formatPosition(state)}\n`)).toBe(true);
    expect(at.out).toContain(`(${legalActions(state).length}):\n`);
    const end = run(['replay', hand, '--legal']);
    expect(end.code).toBe(0);
    expect(end.out.endsWith('\nNo legal action: the game is over.\n')).toBe(true);
  });
});
