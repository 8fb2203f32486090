import { serveEngine } from '../engine/index.js';
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
  const out = process.stdout;
  return serveEngine({
    input: process.stdin,
    write: (chunk, written) =>
      out.write(chunk, written && (() => written()))
        ? undefined
        : new Promise<void>((resolve) => out.once('drain', resolve)),
  }).then(() => 0);
}
