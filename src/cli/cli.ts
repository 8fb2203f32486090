import packageJson from '../../package.json' with { type: 'json' };
import { nearestKey } from '../options/index.js';
import { ENGINE_HELP, engineCommand } from './engine.js';
import { CliError, type CliIo, printableLines } from './io.js';
import { PLAY_HELP, play } from './play.js';
import { RENDER_HELP, renderCommand } from './render.js';
import { REPLAY_HELP, replayCommand } from './replay.js';
import { SERVE_HELP, serveCommand } from './serve.js';
import { TOURNAMENT_HELP, tournament } from './tournament.js';
import { VALIDATE_HELP, validate } from './validate.js';

/** The version printed by `--version`. */
export const VERSION: string = packageJson.version;

export const HELP = `Usage: globetrotter <command> [options]

Check, replay and play recorded games of Globetrotter (docs/record-format.md).

Commands:
  validate <record.json|dir>...  check every action of records; exit 0 legal, 1 illegal, 2 malformed
  replay <record.json> [--to N]  print the position after N actions (--legal: what could be played)
  render <record.json> [--to N]  draw the position after N actions as SVG
  play [--bots A,B] [--seed S]   play a seeded game between bots and write its record
  tournament --bots A,B [...]    play bots against each other; print win rates with 95% CIs
  engine                         serve the JSON-lines engine protocol on stdin/stdout
  serve [--db F] [--port N]      run the match server for online play (docs/server.md)
  help [command]                 show help for a command

Options:
  -h, --help     show help (also after a command: globetrotter validate --help)
  -v, --version  print the version
`;

type Command = (io: CliIo, args: readonly string[]) => number | Promise<number>;

const COMMANDS: Readonly<Record<string, Command>> = {
  validate,
  replay: replayCommand,
  render: renderCommand,
  play,
  tournament,
  engine: engineCommand,
  serve: (io, args) => serveCommand(io, args),
};

const HELPS: Readonly<Record<string, string>> = {
  validate: VALIDATE_HELP,
  replay: REPLAY_HELP,
  render: RENDER_HELP,
  play: PLAY_HELP,
  tournament: TOURNAMENT_HELP,
  engine: ENGINE_HELP,
  serve: SERVE_HELP,
};

/** "; did you mean validate?" for a near miss of a command's name, or nothing. */
function nearCommand(typed: string): string {
  const nearest = nearestKey(typed, Object.keys(COMMANDS));
  return nearest === null ? '' : `; did you mean ${nearest}?`;
}

/**
 * Prints why a command failed and returns its exit code. Messages echo arguments, file names
 * and text from files: every line is printed `printable`.
 */
function failed(io: CliIo, e: unknown): number {
  if (e instanceof CliError) {
    io.err(`globetrotter: ${printableLines(e.message)}\n`);
    return e.exitCode;
  }
  const why = printableLines(e instanceof Error ? e.message : String(e));
  io.err(`globetrotter: internal error: ${why}\nThis is a bug; please report it.\n`);
  return 3;
}

/**
 * Runs the command line `argv` (without `node` and the script) against `io` and returns the
 * exit code: 0 success or a legal record, 1 an illegal record, 2 a malformed file or a usage
 * error, 3 an internal error (a bug). User errors print one clear message, never a stack trace.
 * Commands that wait for threads (`tournament`) return a promise of the exit code; the others
 * return it at once.
 */
export function main(argv: readonly string[], io: CliIo): number | Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined) {
      io.err(HELP);
      return 2;
    }
    if (command === '--help' || command === '-h') {
      io.out(HELP);
      return 0;
    }
    if (command === '--version' || command === '-v') {
      io.out(`${VERSION}\n`);
      return 0;
    }
    if (command === 'help') {
      const topic = rest[0];
      if (topic === undefined) io.out(HELP);
      else if (Object.hasOwn(HELPS, topic)) io.out(HELPS[topic]!);
      else throw new CliError(`help: unknown command "${topic}"${nearCommand(topic)}`, 2);
      return 0;
    }
    if (!Object.hasOwn(COMMANDS, command)) {
      throw new CliError(
        `unknown command "${command}"${nearCommand(command)}\nRun 'globetrotter --help' for the list of commands.`,
        2,
      );
    }
    const code = COMMANDS[command]!(io, rest);
    return typeof code === 'number' ? code : code.catch((e: unknown) => failed(io, e));
  } catch (e) {
    return failed(io, e);
  }
}
