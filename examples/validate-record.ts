// A rule-checker's script: replays every record (*.json) in a folder and its subfolders, and
// prints OK with the final state's hash, or where and why the record first goes wrong. Exits 1
// when any record fails. (`globetrotter validate <folder>` does the same from the command line.)
//
//   npx tsx examples/validate-record.ts                    # the golden records: all legal
//   npx tsx examples/validate-record.ts path/to/records
//   npx tsx examples/validate-record.ts test/fixtures/records/errors   # one failure per code
//
// In your own code, import from 'globetrotter' instead of '../src/index.js'.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MAX_RECORD_BYTES, type ReplayError, replay, stateHash } from '../src/index.js';

/** The verdict on one record file. */
export type Verdict =
  | { readonly file: string; readonly ok: true; readonly actions: number; readonly hash: string }
  | { readonly file: string; readonly ok: false; readonly error: ReplayError };

export interface CheckOptions {
  /** The folder to check, subfolders included. */
  readonly folder: string;
  /** Where the report goes (default `console.log`). */
  readonly log?: (line: string) => void;
}

export interface CheckResult {
  readonly verdicts: readonly Verdict[];
  /** How many records failed; the script exits 1 when any did. */
  readonly failed: number;
}

/** The record files under `folder`, sorted, as paths that start with `folder`. */
function recordFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name));
}

function check(file: string): Verdict {
  // `replay` refuses a text over the limit anyway; this skips reading a huge file at all.
  if (statSync(file).size > MAX_RECORD_BYTES) {
    const message = `the file is larger than ${MAX_RECORD_BYTES} bytes`;
    return {
      file,
      ok: false,
      error: { index: null, code: 'RECORD_TOO_LARGE', rule: 'record-format', message },
    };
  }
  // `replay` takes the text (or parsed JSON): it checks the structure, the roll-off, every
  // action with its recorded dice, then `result` and `finalHash` when the record has them.
  let actions = 0;
  const result = replay(readFileSync(file, 'utf8'), { onStep: () => actions++ });
  if (!result.ok) return { file, ok: false, error: result.error };
  return { file, ok: true, actions, hash: stateHash(result.state) };
}

function describe(v: Verdict): string {
  if (v.ok) return `OK    ${v.file}  ${v.actions} actions  ${v.hash}`;
  const { index, action, code, rule, message } = v.error;
  // `index` is null when the fault is the record as a whole (its structure, the roll-off, a
  // wrong result or final hash); the codes and rules are explained in docs/record-format.md
  // and docs/rules/ (one document per ruleset).
  const where = index === null ? 'record' : `action ${index}${action ? ` (${action})` : ''}`;
  return `FAIL  ${v.file}  ${where}: ${code} [${rule}] ${message}`;
}

export function run(options: CheckOptions): CheckResult {
  const log = options.log ?? console.log;
  const verdicts = recordFiles(options.folder).map(check);
  for (const v of verdicts) log(describe(v));
  const failed = verdicts.filter((v) => !v.ok).length;
  log(`\n${verdicts.length} records: ${verdicts.length - failed} legal, ${failed} failed`);
  return { verdicts, failed };
}

/** The folder checked when none is given: the golden records, every one legal. */
export const DEFAULT_FOLDER = 'test/fixtures/records/golden';

const USAGE = `usage: npx tsx examples/validate-record.ts [folder]
Replays every *.json record under the folder (default ${DEFAULT_FOLDER}, legal records);
try test/fixtures/records/errors for records that fail, one per error code.`;

// Run only when executed (`npx tsx examples/validate-record.ts`), not when imported by the tests.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder, ...extra] = process.argv.slice(2);
  if (folder === '--help' || folder === '-h') {
    console.log(USAGE);
  } else if (folder?.startsWith('-') || extra.length > 0) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    if (folder === undefined) console.log(`No folder given: checking ${DEFAULT_FOLDER}.\n`);
    const { failed } = run({ folder: folder ?? DEFAULT_FOLDER });
    process.exitCode = failed > 0 ? 1 : 0;
  }
}
