import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run as botMatch } from '../../examples/bot-match.js';
import { run as validateRecords } from '../../examples/validate-record.js';
import { parseRecord, replay, stateHash } from '../../src/index.js';
import { fixture, fixtures } from '../record/_helpers/fixtures.js';
import { byClass, parseXml } from '../render/_helpers/xml.js';

// Smoke tests, so that the examples cannot rot: each example's `run` with a tiny configuration,
// and each script once as a user runs it (tsx, exit code).

const ROOT = new URL('../../', import.meta.url).pathname;
const RECORDS = join(ROOT, 'test/fixtures/records');

const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'globetrotter-examples-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A spawned script is killed after a minute; a test that spawns n of them gets n minutes. */
const SCRIPT = 60_000;

function script(file: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: SCRIPT,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('examples/bot-match.ts', () => {
  it('plays a seeded game and writes a record that replays and an SVG of its end', () => {
    // Arrange
    const outDir = join(tempDir(), 'made/by/the/example');
    const lines: string[] = [];

    // Act
    const result = botMatch({ outDir, seed: 5, turnLimit: 8, log: (l) => lines.push(l) });

    // Assert
    expect(result.final.status).toBe('finished');
    const report = lines.join('\n');
    expect(report).toMatch(
      /^greedy vs random, seed 5, turn limit 8\nwinner: {2}.+\nturns: {3}\d+\nactions: \d+/,
    );
    expect(report).toContain('Globetrotter: 2 players, 1 planet;');

    const text = readFileSync(result.recordFile, 'utf8');
    const read = parseRecord(text);
    expect(read.ok && read.record).toMatchObject({
      seed: 5,
      players: ['greedy', 'random'],
      meta: { bots: 'greedy,random' },
    });
    const replayed = replay(text);
    expect(replayed.ok).toBe(true);
    expect(stateHash(replayed.state!)).toBe(stateHash(result.final));
    expect(read.ok && read.record.actions).toHaveLength(result.actions);

    const svg = parseXml(readFileSync(result.svgFile, 'utf8'));
    const onPlanet = result.final.rovers.filter((r) => r.location !== 'orbit');
    expect(byClass(svg, 'rover')).toHaveLength(onPlanet.length);
  });

  it('plays the same game for the same seed', () => {
    const quiet = () => {};
    const a = botMatch({ outDir: tempDir(), seed: 'x', turnLimit: 6, log: quiet });
    const b = botMatch({ outDir: tempDir(), seed: 'x', turnLimit: 6, log: quiet });
    expect(readFileSync(a.recordFile, 'utf8')).toBe(readFileSync(b.recordFile, 'utf8'));
  });

  it('runs as a script', { timeout: SCRIPT }, () => {
    const dir = tempDir();
    const result = script('examples/bot-match.ts', dir, '--seed', '3', '--turn-limit', '4');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`wrote ${join(dir, 'game.json')}`);
    expect(replay(readFileSync(join(dir, 'game.json'), 'utf8')).ok).toBe(true);
  });
});

describe('examples/validate-record.ts', () => {
  it('passes the legal records and fails every error fixture where its meta says', () => {
    // Arrange
    const lines: string[] = [];
    const expected = fixtures('errors').length;

    // Act
    const { verdicts, failed } = validateRecords({ folder: RECORDS, log: (l) => lines.push(l) });

    // Assert
    expect(failed).toBe(expected);
    const legal = verdicts.filter((v) => v.ok).map((v) => v.file.slice(RECORDS.length + 1));
    expect(legal).toEqual([
      ...fixtures('golden').map((f) => `golden/${f}`),
      ...fixtures('hand').map((f) => `hand/${f}`),
      ...fixtures('hostile').map((f) => `hostile/${f}`),
    ]);
    for (const v of verdicts) {
      if (v.ok) continue;
      const name = v.file.slice(RECORDS.length + 1);
      const meta = (JSON.parse(fixture(name)) as { meta: { expect: string } }).meta.expect;
      const where = v.error.index === null ? 'record' : `index ${v.error.index}`;
      expect(`${v.error.code} at ${where}`, name).toBe(meta);
    }
    expect(lines.at(-1)).toBe(
      `\n${verdicts.length} records: ${verdicts.length - expected} legal, ${expected} failed`,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^FAIL {2}.*errors\/out-of-range.json {2}action 2 \(r1 shoot 45 rover\): OUT_OF_RANGE \[R2\] /,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^OK {4}.*hand\/short-game.json {2}10 actions {2}[0-9a-f]{64}$/),
    );
  });

  it('exits 1 when a record fails and 0 when all are legal, as a script', {
    timeout: 2 * SCRIPT,
  }, () => {
    const good = tempDir();
    writeFileSync(join(good, 'a.json'), fixture('hand/short-game.json'));
    const bad = tempDir();
    writeFileSync(join(bad, 'a.json'), fixture('hand/short-game.json'));
    writeFileSync(join(bad, 'b.json'), fixture('errors/not-adjacent.json'));

    const ok = script('examples/validate-record.ts', good);
    const failing = script('examples/validate-record.ts', bad);

    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('1 records: 1 legal, 0 failed');
    expect(failing.status).toBe(1);
    expect(failing.stdout).toContain('2 records: 1 legal, 1 failed');
  });
});

describe('examples/validate-record.ts without a folder (issue 29, item 16)', () => {
  it('checks the golden records, all legal, and says so; --help prints its usage', {
    timeout: 2 * SCRIPT,
  }, () => {
    const golden = fixtures('golden').length;
    const plain = script('examples/validate-record.ts');
    expect(plain.status).toBe(0);
    expect(plain.stdout).toMatch(/^No folder given: checking test\/fixtures\/records\/golden\.\n/);
    expect(plain.stdout).toContain(`\n${golden} records: ${golden} legal, 0 failed\n`);
    const help = script('examples/validate-record.ts', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npx tsx examples\/validate-record.ts \[folder\]/);
  });
});

describe('examples/demo.ts', () => {
  it('prints its usage for --help, and refuses other options, rather than take them as seeds', {
    timeout: 2 * SCRIPT,
  }, () => {
    const help = script('examples/demo.ts', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run demo -- \[seed\]\n/);
    expect(help.stdout).not.toContain('Roll-off');
    const option = script('examples/demo.ts', '--seed', '7');
    expect(option.status).toBe(2);
    expect(option.stderr).toContain('demo: unexpected argument "--seed"');
    expect(option.stdout).toBe('');
  });

  it('explains save, endTurn and the marks of its summary the first time they appear', () => {
    // Act: the default seed, whose game has both a save and an endTurn.
    const { status, stdout } = script('examples/demo.ts');

    // Assert
    expect(status).toBe(0);
    const lines = stdout.split('\n');
    const firstSave = lines.findIndex((l) => / {2}save$/.test(l));
    const firstEndTurn = lines.findIndex((l) => / {2}endTurn$/.test(l));
    expect(lines[firstSave + 1]).toMatch(/^ {6}\^ save: store an action point in the Treasury/);
    expect(lines[firstEndTurn + 1]).toMatch(/^ {6}\^ endTurn: end a Treasury turn early/);
    expect(stdout.match(/\^ save:/g)).toHaveLength(1);
    expect(stdout.match(/\^ endTurn:/g)).toHaveLength(1);
    expect(stdout).toContain('[first]');
    expect(stdout).toMatch(/\nLegend: \[first\] won the roll-off and moved first \(rule R15\)/);
  }, 60_000);
});
