import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { CliError, nodeIo, readBounded } from '../../src/cli/io.js';
import { MAX_RECORD_BYTES } from '../../src/index.js';
import { fixture } from '../record/_helpers/fixtures.js';

// The real file system: limits checked before reading, odd files refused with a clear message.
// openSync and readSync are watched (and still work), to tell a file refused unread from one read.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, openSync: vi.fn(fs.openSync), readSync: vi.fn(fs.readSync) };
});

const dir = mkdtempSync(join(tmpdir(), 'globetrotter-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

function refusal(path: string, maxBytes = MAX_RECORD_BYTES): CliError {
  try {
    readBounded(path, maxBytes);
  } catch (e) {
    expect(e).toBeInstanceOf(CliError);
    return e as CliError;
  }
  throw new Error(`${path} was read`);
}

describe('readBounded', () => {
  it('reads a UTF-8 file', () => {
    const path = file('names.json', '{"players": ["Zoë", "Bob"]}');
    expect(readBounded(path, 1000)).toBe('{"players": ["Zoë", "Bob"]}');
  });

  it('refuses a file of hundreds of MB by its size, without reading it', () => {
    // Arrange: a sparse file, 300 MB long but taking no disk space.
    const path = join(dir, 'huge.json');
    writeFileSync(path, '');
    truncateSync(path, 300 * 1024 * 1024);
    vi.mocked(openSync).mockClear();
    vi.mocked(readSync).mockClear();

    // Act
    const error = refusal(path);

    // Assert
    expect(error.message).toBe(
      `${path} is larger than the limit of 64 MiB (${MAX_RECORD_BYTES} bytes); not read`,
    );
    expect(error.exitCode).toBe(2);
    expect(openSync).not.toHaveBeenCalled();
    expect(readSync).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly the limit and refuses one byte more', () => {
    const path = file('limit.json', 'x'.repeat(100));
    expect(readBounded(path, 100)).toHaveLength(100);
    expect(refusal(path, 99).message).toMatch(/larger than the limit/);
  });

  it('stops reading an endless device at the limit', () => {
    expect(refusal('/dev/zero', 4096).message).toMatch(/\/dev\/zero is larger than the limit/);
  });

  it('refuses a directory, a missing file and bytes that are not UTF-8', () => {
    expect(refusal(dir).message).toMatch(/it is a directory/);
    expect(refusal(join(dir, 'missing.json')).message).toMatch(/no such file/);
    expect(refusal(file('latin1.json', Uint8Array.from([0x7b, 0xe9, 0x7d]))).message).toMatch(
      /is not UTF-8 text/,
    );
  });
});

describe('the CLI on real files', () => {
  it('validates through nodeIo, and refuses a huge file with exit code 2', () => {
    // Arrange
    const legal = file('legal.json', fixture('hand/short-game.json'));
    const huge = join(dir, 'huge2.json');
    writeFileSync(huge, '');
    truncateSync(huge, MAX_RECORD_BYTES + 1);
    const written: string[] = [];
    const io = {
      ...nodeIo(),
      out: (t: string) => void written.push(t),
      err: (t: string) => void written.push(t),
    };

    // Act, Assert
    expect(main(['validate', legal], io)).toBe(0);
    expect(main(['validate', huge], io)).toBe(2);
    expect(written.join('')).toMatch(/huge2.json is larger than the limit of 64 MiB/);
  });

  it('writes the record of play --out', () => {
    const out = join(dir, 'played.json');
    const io = { ...nodeIo(), out: () => undefined };
    expect(main(['play', '--seed', '3', '--turn-limit', '10', '--out', out], io)).toBe(0);
    expect(main(['validate', out], io)).toBe(0);
    expect(
      main(['play', '--turn-limit', '3', '--out', join(dir, 'no/such/dir.json')], {
        ...io,
        err: () => undefined,
      }),
    ).toBe(2);
  });
});

describe('readStdin', () => {
  const ROOT = new URL('../../', import.meta.url).pathname;

  /** Runs `readStdin(maxBytes)` in a child process with `input` piped to its standard input. */
  function readPiped(input: string, maxBytes: number) {
    const script =
      "import('./src/cli/io.ts').then((io) => { try { process.stdout.write(io.readStdin(" +
      `${maxBytes})); } catch (e) { process.stdout.write(\`\${e.exitCode}: \${e.message}\`); } });`;
    return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: ROOT,
      input,
      encoding: 'utf8',
      timeout: 60_000,
    }).stdout;
  }

  it('reads standard input to its end', () => {
    expect(readPiped('{"players": ["Zoë"]}', 100)).toBe('{"players": ["Zoë"]}');
  }, 120_000);

  it('refuses standard input past the limit with exit code 2', () => {
    expect(readPiped('x'.repeat(11), 10)).toBe(
      '2: standard input is larger than the limit of 0 MiB (10 bytes); not read',
    );
  }, 120_000);
});
