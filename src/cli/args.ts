import { type ParseArgsConfig, parseArgs } from 'node:util';
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
