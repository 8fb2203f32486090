import { MAX_RECORD_BYTES, printable, replay, stateHash } from '../index.js';
import { isFileProblem } from '../record/types.js';
import { HELP, parseCommand } from './args.js';
import { CliError, type CliIo } from './io.js';
import { details, named, oneFile, outcome, readRecord, verdict } from './record-file.js';

// The commands on records (validate here; replay.ts, play.ts, render.ts alike): each parses its
// arguments, calls the library, prints, and returns the exit code: 0 legal, 1 an illegal action
// (or dice, result, hash), 2 a malformed file or usage.
// Whatever comes from a file or the command line is printed `printable` (control and bidi
// characters escaped); JSON is printed `printable` too, which keeps it the JSON of the same value.

export const VALIDATE_HELP = `Usage: globetrotter validate <record.json | -> [--json]

Replays a game record (docs/record-format.md) with the dice it records and checks every action
against the rules the record names (options.ruleset: 2025-01 when absent, 2024-12 or 2026-06), the
recorded result and the final-state hash. A file named - is standard input:
generate-game | globetrotter validate -

Exit codes:
  0  the record is legal
  1  an action is illegal, or dice, result or final hash do not match: prints the index
     (0-based), the action in notation, the code, the rule and why
  2  the file is malformed: not JSON, not a record, an unsupported version, or over the limits
     (${MAX_RECORD_BYTES} bytes, 1000000 actions)

Options:
  --json      print the verdict as one JSON object
  -h, --help  show this help
`;

export function validate(io: CliIo, args: readonly string[]): number {
  const { values, positionals } = parseCommand('validate', args, {
    ...HELP,
    json: { type: 'boolean' },
  });
  if (values.help) {
    io.out(VALIDATE_HELP);
    return 0;
  }
  const path = oneFile('validate', positionals);
  const record = readRecord(io, path);
  const result = replay(record);
  if (!result.ok && isFileProblem(result.error.code)) {
    throw new CliError(`${named(path)} is not a valid record\n${details(result.error)}`, 2);
  }
  if (values.json) {
    const summary = result.ok
      ? { ok: true, actions: record.actions.length, hash: stateHash(result.state) }
      : { ok: false, ...result.error };
    io.out(`${printable(JSON.stringify(summary))}\n`);
    return result.ok ? 0 : 1;
  }
  if (!result.ok) {
    io.out(verdict(path, result.error));
    return 1;
  }
  io.out(
    `${named(path)}: legal: ${record.actions.length} actions; ` +
      `${outcome(result.state, record.players)}\n` +
      `  final hash: ${stateHash(result.state)}\n`,
  );
  return 0;
}
