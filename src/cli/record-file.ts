import {
  type GameRecord,
  type GameState,
  MAX_RECORD_BYTES,
  parseRecord,
  printable,
  type ReplayError,
} from '../index.js';
import { CliError, type CliIo, STDIN_NAME } from './io.js';

// A record file named on the command line, as validate, replay and render read it, and the
// report of what is wrong with it.

export function oneFile(command: string, positionals: readonly string[]): string {
  if (positionals.length !== 1) {
    throw new CliError(
      `${command}: expected one record file, got ${positionals.length}\n` +
        `Run 'globetrotter ${command} --help' for usage.`,
      2,
    );
  }
  return positionals[0]!;
}

/** A record file's name for a person: `printable`, and "standard input" for `-`. */
export function named(path: string): string {
  return path === '-' ? STDIN_NAME : printable(path);
}

/** Reads and checks the structure of a record file; a malformed one is a `CliError` (exit 2). */
export function readRecord(io: CliIo, path: string): GameRecord {
  const text = io.readText(path, MAX_RECORD_BYTES);
  const read = parseRecord(text);
  if (!read.ok) {
    throw new CliError(`${named(path)} is not a valid record\n${details(read.error)}`, 2);
  }
  return read.record;
}

/** The fields of a replay error, one per line, escaped. */
export function details(error: ReplayError): string {
  const lines: string[] = [];
  if (error.action !== undefined) lines.push(`  action:  ${printable(error.action)}`);
  lines.push(`  code:    ${printable(error.code)}`);
  lines.push(`  rule:    ${printable(error.rule)}`);
  lines.push(`  message: ${printable(error.message)}`);
  return lines.join('\n');
}

/** Why a record does not replay: the index of the illegal action and its details. */
export function verdict(path: string, error: ReplayError): string {
  const where =
    error.index === null ? 'the record does not replay' : `illegal action at index ${error.index}`;
  return `${named(path)}: ${where}\n${details(error)}\n`;
}

/** How a replayed game stands: its status and turn, or who won. */
export function outcome(state: GameState, names: readonly string[] | undefined): string {
  // Turns played (`state.turn`), worded as renderText and renderSvg word them.
  if (state.status !== 'finished') {
    return `${state.status}, ${state.turn} turn${state.turn === 1 ? '' : 's'} played`;
  }
  if (state.winners.length === 0) return `finished after ${state.turn} turns, no winner`;
  const who = state.winners.map((p) =>
    names?.[p] ? `player ${p} (${printable(names[p])})` : `player ${p}`,
  );
  return `finished after ${state.turn} turns, won by ${who.join(', ')}`;
}
