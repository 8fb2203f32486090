import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { printable } from '../index.js';

/**
 * Text for the terminal with every line `printable`: the line breaks stay, any other control or
 * bidi character is escaped. For messages and JSON laid out on several lines.
 */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}

/** A user error: a message for the terminal (no stack trace) and the exit code to end with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Everything the CLI does to the outside world, so tests can run it in memory. */
export interface CliIo {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /**
   * Reads a UTF-8 text file of at most `maxBytes` bytes, standard input for the path `-`; throws
   * `CliError` (exit 2) otherwise.
   */
  readText(path: string, maxBytes: number): string;
  /** Writes a text file; throws `CliError` (exit 2) when it cannot. */
  writeText(path: string, text: string): void;
  /** The current time in milliseconds, for a default seed and progress. */
  now(): number;
  /** Whether standard error is a terminal (progress bars are drawn only there). */
  readonly errIsTTY?: boolean;
  /** Makes a directory and its parents; throws `CliError` (exit 2) when it cannot. */
  makeDir?(path: string): void;
  /**
   * When `path` is a folder, the paths of the `*.json` files under it (subfolders included),
   * sorted; `null` when it is not a folder (a file, or nothing: reading it will say).
   */
  listRecordFiles?(path: string): string[] | null;
}

function why(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a directory';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}

const CHUNK = 1024 * 1024;

/**
 * Reads at most `maxBytes` of a file: a regular file is refused by its size before anything is
 * read; anything else (a pipe, a device) is read in chunks and refused once it passes the limit.
 */
export function readBounded(path: string, maxBytes: number): string {
  let size: number;
  let isDirectory: boolean;
  try {
    const st = statSync(path);
    size = st.isFile() ? st.size : -1;
    isDirectory = st.isDirectory();
  } catch (e) {
    throw new CliError(`cannot read ${path}: ${why(e)}`, 2);
  }
  if (isDirectory) throw new CliError(`cannot read ${path}: it is a directory`, 2);
  const tooLarge = () => tooLargeError(path, maxBytes);
  if (size > maxBytes) throw tooLarge();
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw new CliError(`cannot read ${path}: ${why(e)}`, 2);
  }
  try {
    if (fstatSync(fd).isFile() && fstatSync(fd).size > maxBytes) throw tooLarge();
    return readAll(fd, maxBytes, path);
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`cannot read ${path}: ${why(e)}`, 2);
  } finally {
    closeSync(fd);
  }
}

/** The name standard input goes by in messages, where a command reads it for the file `-`. */
export const STDIN_NAME = 'standard input';

/** Reads standard input to its end, at most `maxBytes` of it, as `readBounded` reads a pipe. */
export function readStdin(maxBytes: number): string {
  try {
    return readAll(0, maxBytes, STDIN_NAME);
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`cannot read ${STDIN_NAME}: ${why(e)}`, 2);
  }
}

/** Reads `fd` to its end in chunks, refusing it once it passes `maxBytes`; UTF-8 text only. */
function readAll(fd: number, maxBytes: number, name: string): string {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
    let n: number;
    try {
      n = readSync(fd, buffer, 0, buffer.length, null);
    } catch (e) {
      // A non-blocking standard input (a terminal, some pipes) has nothing yet: wait a little.
      if ((e as { code?: unknown }).code !== 'EAGAIN') throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      continue;
    }
    if (n === 0) break;
    total += n;
    if (total > maxBytes) throw tooLargeError(name, maxBytes);
    chunks.push(buffer.subarray(0, n));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new CliError(`${name} is not UTF-8 text`, 2);
  }
}

function tooLargeError(name: string, maxBytes: number): CliError {
  return new CliError(
    `${name} is larger than the limit of ${mib(maxBytes)} (${maxBytes} bytes); not read`,
    2,
  );
}

/** The real world: process streams and the file system. */
export function nodeIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    readText: (path, maxBytes) =>
      path === '-' ? readStdin(maxBytes) : readBounded(path, maxBytes),
    writeText: (path, text) => {
      try {
        writeFileSync(path, text);
      } catch (e) {
        throw new CliError(`cannot write ${path}: ${why(e)}`, 2);
      }
    },
    now: () => Date.now(),
    listRecordFiles: (path) => {
      let folder: boolean;
      try {
        folder = statSync(path).isDirectory();
      } catch {
        return null;
      }
      if (!folder) return null;
      try {
        return readdirSync(path, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => join(path, name))
          .filter((file) => statSync(file).isFile());
      } catch (e) {
        throw new CliError(`cannot read the folder ${path}: ${why(e)}`, 2);
      }
    },
    errIsTTY: process.stderr.isTTY === true,
    makeDir: (path) => {
      try {
        mkdirSync(path, { recursive: true });
      } catch (e) {
        throw new CliError(`cannot make directory ${path}: ${why(e)}`, 2);
      }
    },
  };
}
