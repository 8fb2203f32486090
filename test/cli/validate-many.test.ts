import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { nodeIo } from '../../src/cli/io.js';
import { fixture, fixturePath, fixtures } from '../record/_helpers/fixtures.js';
import { memoryIo } from './_helpers/io.js';

// Issue 29, item 14: validate takes several files and folders, prints a verdict per record and
// a summary, --json one line per record, and exits with the worst case.

function run(argv: string[], files: Record<string, string> = {}) {
  const io = memoryIo(files);
  const code = main(argv, io);
  return { code, ...io.text() };
}

const legal = fixture('hand/short-game.json');
const illegal = fixture('errors/not-adjacent.json');

describe('globetrotter validate with several records', () => {
  it('a folder stands for every *.json under it, in name order, with a summary', () => {
    const { code, out, err } = run(['validate', fixturePath('golden')]);
    const golden = fixtures('golden');
    expect(code).toBe(0);
    expect(err).toBe('');
    const verdicts = out.split('\n').filter((line) => line.includes(': legal: '));
    expect(verdicts).toHaveLength(golden.length);
    expect(verdicts.map((l) => l.slice(0, l.indexOf(': legal')))).toEqual(
      golden.map((f) => fixturePath(`golden/${f}`)),
    );
    expect(
      out.endsWith(`${golden.length} records: ${golden.length} legal, 0 illegal, 0 malformed\n`),
    ).toBe(true);
  });

  it.each([
    [['a.json', 'b.json'], 0, '2 records: 2 legal, 0 illegal, 0 malformed'],
    [['a.json', 'bad.json', 'b.json'], 1, '3 records: 2 legal, 1 illegal, 0 malformed'],
    [['junk.json', 'bad.json', 'a.json'], 2, '3 records: 1 legal, 1 illegal, 1 malformed'],
    [['a.json', 'missing.json'], 2, '2 records: 1 legal, 0 illegal, 1 malformed'],
  ])('%j exits %i, the worst case, after checking every file', (files, exit, summary) => {
    const { code, out, err } = run(['validate', ...files], {
      'a.json': legal,
      'b.json': legal,
      'bad.json': illegal,
      'junk.json': '{ not json',
    });
    expect(code).toBe(exit);
    expect(out.trimEnd().split('\n').at(-1)).toBe(summary);
    // Malformed files are reported on standard error, as with one file; the rest go on.
    if (exit === 2) expect(err).toMatch(/globetrotter: (junk|missing)\.json|cannot read missing/);
    else expect(err).toBe('');
  });

  it('--json prints one line per record, each naming its file, and no summary', () => {
    const { code, out } = run(['validate', '--json', 'a.json', 'bad.json', 'junk.json'], {
      'a.json': legal,
      'bad.json': illegal,
      'junk.json': '{ not json',
    });
    expect(code).toBe(2);
    const lines = out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({ file: 'a.json', ok: true, actions: 10, hash: expect.any(String) });
    expect(lines[1]).toMatchObject({ file: 'bad.json', ok: false, code: 'NOT_ADJACENT', index: 2 });
    expect(lines[2]).toMatchObject({ file: 'junk.json', ok: false, malformed: true });
    expect(lines[2].message).toEqual(expect.any(String));
  });

  it('an in-memory folder and a file mix, and an empty folder is a usage error', () => {
    const { code, out } = run(['validate', 'games', 'a.json'], {
      'games/one.json': legal,
      'games/sub/two.json': illegal,
      'a.json': legal,
    });
    expect(code).toBe(1);
    expect(out.trimEnd().split('\n').at(-1)).toBe('3 records: 2 legal, 1 illegal, 0 malformed');
    const empty = main(['validate', fixturePath('hostile')], {
      ...nodeIo(),
      out: () => undefined,
      err: () => undefined,
      listRecordFiles: () => [],
    });
    expect(empty).toBe(2);
  });

  it('the real file system lists folders (nodeIo)', () => {
    const files = nodeIo().listRecordFiles!(fixturePath('golden'));
    expect(files).toEqual(fixtures('golden').map((f) => fixturePath(`golden/${f}`)));
    expect(nodeIo().listRecordFiles!(fixturePath('golden/2p-1planet.json'))).toBeNull();
    expect(nodeIo().listRecordFiles!('/no/such/folder')).toBeNull();
  });
});
