import { fstatSync, readSync, writeSync } from 'node:fs';
import { serveEngine, serveEngineBlocking } from '../engine/index.js';
import { parseCommand } from './args.js';
import { CliError, type CliIo } from './io.js';

export const ENGINE_HELP = `Usage: globetrotter engine

Speak the engine protocol (docs/engine-protocol.md): one JSON request a line on standard
input, one JSON reply a line on standard output (binary batches add little-endian blocks after
their header line). Logs go to standard error. Exits 0 at the end of input.

Options:
  -h, --help  show this help
`;

/** `globetrotter engine`: serves the protocol on the process's standard input and output. */
export function engineCommand(io: CliIo, args: readonly string[]): number | Promise<number> {
  const { values, positionals } = parseCommand('engine', args, {
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.out(ENGINE_HELP);
    return 0;
  }
  if (positionals.length > 0) {
    throw new CliError(`engine: takes no arguments, got "${positionals[0]}"`, 2);
  }
  io.err('globetrotter engine: ready (docs/engine-protocol.md)\n');
  if (isPipeOrFile(0) && isPipeOrFile(1)) {
    // The usual case, a program driving the engine through pipes: blocking reads and writes
    // on the descriptors themselves, with no stream or event-loop turn between a request and
    // its reply (docs/engine-protocol.md, "Performance").
    try {
      serveEngineBlocking({
        read: (buffer) => readAll(0, buffer),
        write: (bytes) => writeAll(1, bytes),
      });
    } catch (e) {
      // Whoever read the replies is gone: nobody is left to answer.
      if (code(e) !== 'EPIPE') throw e;
    }
    return 0;
  }
  const out = process.stdout;
  return serveEngine({
    input: process.stdin,
    write: (chunk, written) =>
      out.write(chunk, written && (() => written()))
        ? undefined
        : new Promise<void>((resolve) => out.once('drain', resolve)),
  }).then(() => 0);
}

/** Whether descriptor `fd` is a pipe, a socket or a regular file (not a terminal). */
function isPipeOrFile(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    return stat.isFIFO() || stat.isFile() || stat.isSocket();
  } catch {
    return false;
  }
}

/** Sleeps a millisecond without spinning (a descriptor that is non-blocking had nothing yet). */
function pause(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
}

function code(e: unknown): unknown {
  return (e as { code?: unknown } | null)?.code;
}

/** Reads what `fd` has into `buffer` (at least a byte), 0 at the end of input. */
function readAll(fd: number, buffer: Uint8Array): number {
  for (;;) {
    try {
      return readSync(fd, buffer, 0, buffer.length, null);
    } catch (e) {
      if (code(e) === 'EAGAIN') pause();
      else if (code(e) === 'EOF') return 0;
      else throw e;
    }
  }
}

/** Writes all of `bytes` to `fd` (a reader gone throws EPIPE). */
function writeAll(fd: number, bytes: Uint8Array): void {
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at, bytes.length - at);
    } catch (e) {
      if (code(e) === 'EAGAIN') pause();
      else throw e;
    }
  }
}
