import { type ParseArgsConfig, parseArgs } from 'node:util';
import {
  DEFAULT_RULESET,
  type GameState,
  PositionError,
  parsePosition,
  printable,
  type Ruleset,
  rulesetNamed,
  SUPPORTED_RULESETS,
} from '../index.js';
import { nearestKey } from '../options/index.js';
import { CliError } from './io.js';

// Every command's arguments go through `parseCommand`: `parseArgs` in strict mode, with its
// errors (Node's own words, written for programmers) replaced by ours, with a "did you mean"
// for a near miss of a flag's name.

type Options = NonNullable<ParseArgsConfig['options']>;

/** `--name`, or `-n` for a one-letter flag. */
function flag(name: string): string {
  return name.length === 1 ? `-${name}` : `--${name}`;
}

/** The long flag nearest `typed` (a flag as written, dashes included), as a suggestion. */
export function didYouMean(typed: string, options: Options): string {
  const nearest = nearestKey(typed.replace(/^-+/, '').split('=')[0]!, Object.keys(options));
  return nearest === null ? '' : `; did you mean --${nearest}?`;
}

function usage(command: string, message: string): CliError {
  return new CliError(`${command}: ${message}\nRun 'globetrotter ${command} --help' for usage.`, 2);
}

/**
 * Why `parseArgs` refused `args`, in our words: the first unknown flag, a flag missing its
 * value, or a switch given one. Found by parsing again without `strict`, which reports every
 * flag as a token instead of throwing, so nothing depends on the text of Node's messages.
 */
function whyRefused(command: string, args: readonly string[], options: Options): CliError | null {
  const { tokens } = parseArgs({ args: [...args], options, strict: false, tokens: true });
  const shorts = new Map(
    Object.entries(options).flatMap(([name, o]) => (o.short ? [[o.short, name] as const] : [])),
  );
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const name = token.rawName.startsWith('--') ? token.name : shorts.get(token.name);
    const option = name === undefined ? undefined : options[name];
    if (name === undefined || option === undefined) {
      // `-to` is read as `-t -o`: suggest from the whole argument as written.
      const written = args[token.index]!;
      return usage(
        command,
        `unknown option ${written.split('=')[0]}${didYouMean(written, options)}`,
      );
    }
    if (option.type === 'string') {
      const missing =
        token.value === undefined ||
        (token.inlineValue !== true && token.value.startsWith('-') && token.value !== '-');
      if (missing) {
        return usage(
          command,
          `${flag(name)} needs a value` +
            (token.value === undefined
              ? ''
              : ` (for one that starts with '-', write ${flag(name)}=${token.value})`),
        );
      }
    } else if (token.value !== undefined) {
      return usage(command, `${flag(name)} takes no value, got "${token.value}"`);
    }
  }
  return null;
}

/**
 * `parseArgs` for `command`, with positionals allowed; a usage error (`CliError`, exit 2) in our
 * words when the arguments do not fit `options`.
 */
export function parseCommand<const O extends Options>(
  command: string,
  args: readonly string[],
  options: O,
) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true });
  } catch (e) {
    const ours = whyRefused(command, args, options);
    if (ours !== null) throw ours;
    throw usage(command, e instanceof Error ? e.message : String(e));
  }
}

/** The `-h`, `--help` switch every command takes. */
export const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** The state of a position string given with `--at`; a bad one is a `CliError` (exit 2). */
export function positionArgument(
  command: string,
  text: string,
  positionals: readonly string[],
  to: string | undefined,
): GameState {
  if (positionals.length > 0 || to !== undefined) {
    throw new CliError(
      `${command}: --at reads a position string instead of a record; it takes no file and no --to\n` +
        `Run 'globetrotter ${command} --help' for usage.`,
      2,
    );
  }
  try {
    return parsePosition(text);
  } catch (e) {
    if (!(e instanceof PositionError)) throw e;
    throw new CliError(
      `${command}: --at is not a valid position\n  code:    ${e.code}\n  part:    ${printable(e.part)}\n` +
        `${e.invalid === undefined ? '' : `  rule:    ${e.invalid.rule}\n`}  message: ${e.message}`,
      2,
    );
  }
}

/** The integer value of `--name`, `min..max`; anything else is a usage error (exit 2). */
export function count(
  command: string,
  name: string,
  text: string,
  min: number,
  max: number,
): number {
  if (!/^\d{1,16}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new CliError(`${command}: --${name} must be an integer ${min}..${max}, not "${text}"`, 2);
  }
  return Number(text);
}

/** The rulesets `--ruleset` takes, for help texts: `2024-12, 2025-01 or 2026-06`. */
export const RULESET_LIST = `${SUPPORTED_RULESETS.slice(0, -1).join(', ')} or ${SUPPORTED_RULESETS.at(-1)}`;

/** The ruleset of `--ruleset` (default 2025-01); one this library does not play exits 2. */
export function rulesetArgument(command: string, text: string | undefined): Ruleset {
  const name = text ?? DEFAULT_RULESET;
  const found = SUPPORTED_RULESETS.find((r) => r === name);
  if (found === undefined) {
    throw new CliError(
      `${command}: --ruleset must be one of ${SUPPORTED_RULESETS.join(', ')}, not "${printable(name)}"`,
      2,
    );
  }
  return rulesetNamed(found);
}

/**
 * The planets of `--planets` (default 1), or where the ruleset fixes them by players (2026-06,
 * ruling R33) the table's count, which `--planets` may only repeat (exit 2 otherwise).
 */
export function planetsArgument(
  command: string,
  text: string | undefined,
  rules: Ruleset,
  players: number,
): number {
  const table = rules.planetsByPlayers;
  if (table === null) {
    return text === undefined ? 1 : count(command, 'planets', text, 1, rules.maxPlanets);
  }
  const fixed = table[players]!;
  if (text !== undefined && text !== String(fixed)) {
    const counts = table.flatMap((n, p) => (p >= rules.players.min ? [`${p}: ${n}`] : []));
    throw new CliError(
      `${command}: --planets must be ${fixed} for ${players} players in ${rules.name} ` +
        `(planets by players ${counts.join(', ')}), not "${printable(text)}"; or leave it out`,
      2,
    );
  }
  return fixed;
}
