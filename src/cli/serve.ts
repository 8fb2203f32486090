import { printable } from '../index.js';
import { count, parseCommand } from './args.js';
import { CliError, type CliIo } from './io.js';

// `globetrotter serve`: the match server (docs/server.md). The server entry is imported only
// here, when the command runs, so that the rest of the CLI works without ws and better-sqlite3.

export const SERVE_HELP = `Usage: globetrotter serve [--db FILE] [--port N] [--host ADDR]

Runs the authoritative match server: an HTTP JSON lobby (/matches) and a WebSocket (/socket)
on which players submit actions for their seats. The server rolls every die, checks every
action and stores it in the SQLite database before anyone hears of it; on start every
unfinished match is restored. Stops on Ctrl-C (SIGINT) or SIGTERM. See docs/server.md.

Needs the packages ws and better-sqlite3: npm install ws better-sqlite3

Options:
  --db FILE            the SQLite database (created when missing; default games.sqlite)
  --port N             the port, 0..65535 (default 8000; 0 picks a free one)
  --host ADDR          the address to listen on (default 127.0.0.1, this machine only)
  --allow-origin URL   let pages served from URL use the lobby (CORS)
  -h, --help           show this help
`;

/** Imports the server entry, or says what to install. */
async function loadServer(): Promise<typeof import('../server/index.js')> {
  try {
    return await import('../server/index.js');
  } catch (e) {
    const why = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    throw new CliError(
      `serve: the server needs the packages ws and better-sqlite3 (npm install ws better-sqlite3): ${why}`,
      2,
    );
  }
}

/** What stops the server: SIGINT or SIGTERM (injectable for tests). */
export type StopSignal = (stop: () => void) => void;

const onSignals: StopSignal = (stop) => {
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

/** `globetrotter serve`: resolves with 0 once stopped. */
export async function serveCommand(
  io: CliIo,
  args: readonly string[],
  stopWhen: StopSignal = onSignals,
): Promise<number> {
  const { values, positionals } = parseCommand('serve', args, {
    db: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    'allow-origin': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.out(SERVE_HELP);
    return 0;
  }
  if (positionals.length > 0) {
    throw new CliError(`serve: takes no arguments, got "${positionals[0]}"`, 2);
  }
  const port = values.port === undefined ? 8000 : count('serve', 'port', values.port, 0, 65535);
  const db = values.db ?? 'games.sqlite';
  const { startMatchServer } = await loadServer();
  const log = (line: string) => io.err(`globetrotter serve: ${printable(line)}\n`);
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  try {
    server = await startMatchServer({
      db,
      port,
      log,
      ...(values.host === undefined ? {} : { host: values.host }),
      ...(values['allow-origin'] === undefined ? {} : { allowOrigin: values['allow-origin'] }),
    });
  } catch (e) {
    throw new CliError(`serve: ${e instanceof Error ? e.message : String(e)}`, 2);
  }
  log(`listening on ${server.url} (lobby ${server.url}/matches, socket /socket), db ${db}`);
  await new Promise<void>((resolve) => stopWhen(resolve));
  log('stopping');
  await server.close();
  return 0;
}
