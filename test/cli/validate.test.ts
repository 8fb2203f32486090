import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/index.js';
import { fixture, fixturePath, fixtures } from '../record/_helpers/fixtures.js';
import { noStack, run } from './_helpers/run.js';

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
