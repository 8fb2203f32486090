import { type GameRecord, MAX_RECORD_BYTES, printable, replay, stateHash } from '../index.js';
import { isFileProblem } from '../record/types.js';
import { parseCommand } from './args.js';
import { CliError, type CliIo, printableLines } from './io.js';
import { details, named, outcome, readRecord, verdict } from './record-file.js';

export const VALIDATE_HELP = `Usage: globetrotter validate <record.json | folder | -> ... [--json]

Replays game records (docs/record-format.md) with the dice they record and checks every action
against the rules each record names (options.ruleset: 2025-01 when absent, 2024-12 or 2026-06),
the recorded result and the final-state hash. A folder stands for every *.json file under it,
subfolders included, in name order. A file named - is standard input:
generate-game | globetrotter validate -

Prints a verdict per record, then, for more than one, a summary line:
  3 records: 1 legal, 1 illegal, 1 malformed

Exit codes (the worst record decides):
  0  every record is legal
  1  an action is illegal, or dice, result or final hash do not match: prints the index
     (0-based), the action in notation, the code, the rule and why
  2  a file is malformed: not JSON, not a record, an unsupported version, or over the limits
     (${MAX_RECORD_BYTES} bytes, 1000000 actions); or it cannot be read

Options:
  --json      print one JSON object per record, one a line, each naming its "file":
              {"file":…,"ok":true,"actions":…,"hash":…}, or "ok":false with the error's
              "index", "code", "rule" and "message" ("malformed":true when the file is)
  -h, --help  show this help
`;

/** How one record fared: its exit code (0 legal, 1 illegal, 2 malformed) and what to print. */
interface Checked {
  readonly exit: 0 | 1 | 2;
  /** The text verdict, for standard output (legal or illegal) or standard error (malformed). */
  readonly text: string;
  /** The JSON verdict. */
  readonly json: Readonly<Record<string, unknown>>;
}

function malformed(file: string, error: CliError): Checked {
  return {
    exit: 2,
    text: `globetrotter: ${printableLines(error.message)}\n`,
    json: { file, ok: false, malformed: true, message: error.message },
  };
}

function checkOne(io: CliIo, file: string): Checked {
  let record: GameRecord;
  try {
    record = readRecord(io, file);
  } catch (e) {
    if (e instanceof CliError) return malformed(file, e);
    throw e;
  }
  const result = replay(record);
  if (!result.ok && isFileProblem(result.error.code)) {
    const why = `${named(file)} is not a valid record\n${details(result.error)}`;
    return {
      ...malformed(file, new CliError(why, 2)),
      json: { file, ok: false, malformed: true, ...result.error },
    };
  }
  if (!result.ok) {
    return {
      exit: 1,
      text: verdict(file, result.error),
      json: { file, ok: false, ...result.error },
    };
  }
  const hash = stateHash(result.state);
  return {
    exit: 0,
    text:
      `${named(file)}: legal: ${record.actions.length} actions; ` +
      `${outcome(result.state, record.players)}\n  final hash: ${hash}\n`,
    json: { file, ok: true, actions: record.actions.length, hash },
  };
}

/** The record files the arguments name: files as given, folders as their *.json files. */
function recordFiles(io: CliIo, paths: readonly string[]): string[] {
  const files: string[] = [];
  for (const path of paths) {
    const listed = path === '-' ? null : (io.listRecordFiles?.(path) ?? null);
    if (listed === null) files.push(path);
    else if (listed.length === 0)
      throw new CliError(`validate: no *.json file in the folder ${printable(path)}`, 2);
    else files.push(...listed);
  }
  return files;
}

export function validate(io: CliIo, args: readonly string[]): number {
  const { values, positionals } = parseCommand('validate', args, {
    help: { type: 'boolean', short: 'h' },
    json: { type: 'boolean' },
  });
  if (values.help) {
    io.out(VALIDATE_HELP);
    return 0;
  }
  if (positionals.length === 0) {
    throw new CliError(
      "validate: expected record files or folders, got none\nRun 'globetrotter validate --help' for usage.",
      2,
    );
  }
  if (positionals.filter((p) => p === '-').length > 1) {
    throw new CliError('validate: standard input (-) can be read once only', 2);
  }
  const files = recordFiles(io, positionals);
  const counts = [0, 0, 0];
  for (const file of files) {
    const checked = checkOne(io, file);
    counts[checked.exit]!++;
    if (values.json) io.out(`${printable(JSON.stringify(checked.json))}\n`);
    else if (checked.exit === 2) io.err(checked.text);
    else io.out(checked.text);
  }
  if (!values.json && files.length > 1) {
    io.out(
      `${files.length} records: ${counts[0]} legal, ${counts[1]} illegal, ${counts[2]} malformed\n`,
    );
  }
  return counts[2]! > 0 ? 2 : counts[1]! > 0 ? 1 : 0;
}
