import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRecords } from '../fixtures/records/hostile.js';

// `globetrotter validate` on each hostile record (test/fixtures/records/hostile.ts) with a
// 256 MB heap: every one exits 2 with its message, none crashes (exit 134 or 139, "FATAL", a
// stack trace). Runs the built dist/cli.js (`npm run build` first); skipped when there is none.

const ROOT = new URL('../../', import.meta.url).pathname;
const CLI = `${ROOT}dist/cli.js`;
const built = existsSync(CLI);
if (!built) console.warn('test/cli/limits.test.ts skipped: no dist/cli.js (run `npm run build`)');

const corpus = hostileRecords();
let dir = '';

describe.skipIf(!built)('globetrotter validate on hostile records, with a 256 MB heap', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'globetrotter-hostile-'));
    for (const hostile of corpus) writeFileSync(join(dir, `${hostile.name}.json`), hostile.text);
  });

  afterAll(() => {
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });

  it.each(corpus.map((r) => [r.name, r] as const))(
    'exits 2 on %s with one message and no crash',
    (name, hostile) => {
      // Arrange
      const file = join(dir, `${name}.json`);

      // Act
      const result = spawnSync(
        process.execPath,
        ['--max-old-space-size=256', CLI, 'validate', file],
        { encoding: 'utf8', timeout: 60_000 },
      );

      // Assert
      const lines = result.stderr.split('\n');
      expect({ status: result.status, signal: result.signal }).toEqual({ status: 2, signal: null });
      expect(result.stdout).toBe('');
      expect(lines[0]).toBe(`globetrotter: ${file} is not a valid record`);
      expect(result.stderr).toContain(`code:    ${hostile.code}`);
      expect(result.stderr).not.toMatch(/FATAL|heap|\n\s+at /);
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(200 + file.length);
    },
    60_000,
  );
});
