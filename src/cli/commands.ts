import {
  applyAction,
  type BotName,
  botFromName,
  createGame,
  createRecorder,
  createRng,
  DEFAULT_RULESET,
  DEFAULT_TURN_LIMIT,
  formatAction,
  formatPosition,
  type GameRecord,
  type GameState,
  isBotName,
  legalActions,
  MAX_NAME_LENGTH,
  MAX_PLANETS,
  MAX_PLAYERS,
  MAX_RECORD_BYTES,
  MIN_PLAYERS,
  PositionError,
  parsePosition,
  parseRecord,
  printable,
  type ReplayError,
  type Ruleset,
  renderText,
  replay,
  rulesetNamed,
  SUPPORTED_RULESETS,
  stringifyRecord,
} from '../index.js';
import { isFileProblem } from '../record/types.js';
import { parseCommand } from './args.js';
import { CliError, type CliIo, printableLines, STDIN_NAME } from './io.js';

// The commands validate (validate.ts), replay and play. Each parses its arguments, calls the library, prints, and returns the
// exit code: 0 legal, 1 an illegal action (or dice, result, hash), 2 a malformed file or usage.
// Whatever comes from a file or the command line is printed `printable` (control and bidi
// characters escaped); JSON is printed `printable` too, which keeps it the JSON of the same value.

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

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

export function details(error: ReplayError): string {
  const lines: string[] = [];
  if (error.action !== undefined) lines.push(`  action:  ${printable(error.action)}`);
  lines.push(`  code:    ${printable(error.code)}`);
  lines.push(`  rule:    ${printable(error.rule)}`);
  lines.push(`  message: ${printable(error.message)}`);
  return lines.join('\n');
}

export function verdict(path: string, error: ReplayError): string {
  const where =
    error.index === null ? 'the record does not replay' : `illegal action at index ${error.index}`;
  return `${named(path)}: ${where}\n${details(error)}\n`;
}

/** How a replayed game stands: still playing, or finished and won by whom. */
export function outcome(state: GameState, names: readonly string[] | undefined): string {
  if (state.status !== 'finished') return `${state.status}, turn ${state.turn}`;
  if (state.winners.length === 0) return `finished after ${state.turn} turns, no winner`;
  const who = state.winners.map((p) =>
    names?.[p] ? `player ${p} (${printable(names[p])})` : `player ${p}`,
  );
  return `finished after ${state.turn} turns, won by ${who.join(', ')}`;
}

export const REPLAY_HELP = `Usage: globetrotter replay <record.json> [--to N] [--json | --position]
       globetrotter replay --at '<position>' [--json | --position]

Replays a game record and prints the position after its first N actions (all by default) as
text: status, turn, player to act, each player's pieces, planets, and the last action with its
dice and events. With --at, prints the given position string (docs/notation.md) instead.

Exit codes: 0 printed; 1 an action before N is illegal (the position before it is printed, the
error goes to standard error); 2 a malformed file or bad arguments.

Options:
  --to N      stop after N actions (0 = the position after the roll-off)
  --legal     then list every legal action of the player to act, in notation (docs/notation.md),
              one a line, in the order of legalActions; with --json, print
              {"state": …, "legal": [...]} instead
  --json      print the state as JSON instead of text
  --position  print the position string (docs/notation.md) instead of text
  --at TEXT   start from this position string instead of a record (a bad one exits 2)
  -h, --help  show this help

  globetrotter replay game.json --to 12 --legal   what the player to act could play after 12
`;

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

/** Every legal action of the player to act in `state`, in notation, in the listed order. */
function legalInNotation(state: GameState): string[] {
  const planets = state.options.planets;
  return legalActions(state).map((a) => formatAction(a, { planets }));
}

/** The text of `replay --legal`: a heading naming the player, then one action a line. */
function legalList(
  state: GameState,
  legal: readonly string[],
  names: readonly string[] | undefined,
): string {
  if (state.status === 'finished') return '\nNo legal action: the game is over.\n';
  const p = state.currentPlayer;
  const who = names?.[p] ? `player ${p} (${printable(names[p])})` : `player ${p}`;
  const lines = legal.map((a) => `  ${printable(a)}\n`).join('');
  return `\nLegal actions of ${who} (${legal.length}):\n${lines}`;
}

export function replayCommand(io: CliIo, args: readonly string[]): number {
  const { values, positionals } = parseCommand('replay', args, {
    ...HELP,
    to: { type: 'string' },
    json: { type: 'boolean' },
    position: { type: 'boolean' },
    at: { type: 'string' },
    legal: { type: 'boolean' },
  });
  if (values.help) {
    io.out(REPLAY_HELP);
    return 0;
  }
  if (values.json && values.position) {
    throw new CliError('replay: --json and --position each choose the output; give one', 2);
  }
  const show = (state: GameState, names: readonly string[] | undefined) => {
    const legal = values.legal ? legalInNotation(state) : null;
    if (values.json) {
      const json = legal === null ? state : { state, legal };
      return `${printable(JSON.stringify(json))}\n`;
    }
    const text = values.position
      ? `${printable(formatPosition(state))}\n`
      : renderText(state, names ? { names } : {});
    return legal === null ? text : `${text}${legalList(state, legal, names)}`;
  };
  if (values.at !== undefined) {
    io.out(show(positionArgument('replay', values.at, positionals, values.to), undefined));
    return 0;
  }
  const path = oneFile('replay', positionals);
  const record = readRecord(io, path);
  const total = record.actions.length;
  const to = values.to === undefined ? total : count('replay', 'to', values.to, 0, total);
  const result = replay(record, { to });
  if (!result.ok && isFileProblem(result.error.code)) {
    throw new CliError(`${named(path)} is not a valid record\n${details(result.error)}`, 2);
  }
  if (result.state !== null) {
    io.out(show(result.state, record.players));
  }
  if (!result.ok) {
    io.err(verdict(path, result.error));
    return 1;
  }
  return 0;
}

export const PLAY_HELP = `Usage: globetrotter play [options]

Plays a game between bots and writes its record (JSON, one action per line) to standard output
or to a file. By default the greedy bot (seat 0) plays the random bot: a short game that ends
with a winner. The dice come from createRng(seed); the random and greedy bots choose with
createRng(seed + "/bots"), and MCTS searches with the seed seed + "/bots/<seat>", so the same
options give the same game.

Options:
  --bots A,B,...   the bot in each seat: random, greedy, mcts (1000 iterations a decision) or
                   mcts:N; one name plays every seat (default: greedy, then random)
  --seed S         the seed (text or number); default: the current time
  --players N      ${MIN_PLAYERS}..${MAX_PLAYERS} (default: the number of --bots, or 2)
  --planets N      1..${MAX_PLANETS} (default 1); in 2026-06 set by the players (2-3: 1, 4-5: 2,
                   6: 3): leave it out or give that number
  --ruleset R      the rules played: ${RULESET_LIST} (default ${DEFAULT_RULESET})
  --turn-limit N   end the game with no winner after N turns; "none" for no limit (default
                   ${DEFAULT_TURN_LIMIT}, as createGame); a 2024-12 turn is one action
  --names A,B,...  player names, one per seat
  --out FILE       write the record to FILE instead of standard output
  -h, --help       show this help

  globetrotter play --bots random,random --seed 7        two random bots (rarely finish)
  globetrotter play --bots greedy,mcts:200 --out game.json
  globetrotter play --ruleset 2026-06 --players 4 --seed 7   four bots, 2 planets, 2026-06 rules
  globetrotter play --ruleset 2024-12 --players 3 --planets 2   the 2024-12 draft, 2 planets
`;

/**
 * The bots of a plain `play`, by seat (the rest random): over seeds 1..100, greedy against random
 * ends with a winner in every game, in 66 turns on average; random against random in 23, and
 * greedy against greedy in none (all 100 reach the turn limit of 500).
 */
export const PLAY_BOTS: readonly BotName[] = ['greedy', 'random'];

/**
 * The default turn limit of `play`: createGame's (random bots rarely finish a game with several
 * planets, greedy against greedy never does).
 */
export const PLAY_TURN_LIMIT = DEFAULT_TURN_LIMIT;

export function play(io: CliIo, args: readonly string[]): number {
  const { values, positionals } = parseCommand('play', args, {
    ...HELP,
    seed: { type: 'string' },
    players: { type: 'string' },
    planets: { type: 'string' },
    ruleset: { type: 'string' },
    'turn-limit': { type: 'string' },
    names: { type: 'string' },
    out: { type: 'string' },
    bots: { type: 'string' },
  });
  if (values.help) {
    io.out(PLAY_HELP);
    return 0;
  }
  if (positionals.length > 0) {
    throw new CliError(`play: unexpected argument "${positionals[0]}"`, 2);
  }
  const botList = values.bots?.split(',').map((n) => n.trim());
  for (const name of botList ?? []) {
    if (!isBotName(name)) {
      throw new CliError(`play: unknown bot "${name}"; expected random, greedy, mcts or mcts:N`, 2);
    }
  }
  const players =
    values.players === undefined
      ? Math.max(2, botList?.length ?? 2)
      : count('play', 'players', values.players, MIN_PLAYERS, MAX_PLAYERS);
  if (
    botList !== undefined &&
    botList.length !== 1 &&
    (botList.length !== players || players > MAX_PLAYERS)
  ) {
    const seats = values.players === undefined ? `${MIN_PLAYERS}..${MAX_PLAYERS}` : players;
    throw new CliError(
      `play: --bots needs one bot, or one per seat (${seats}), got ${botList.length}`,
      2,
    );
  }
  const seats = Array.from(
    { length: players },
    (_, p) =>
      (botList === undefined
        ? (PLAY_BOTS[p] ?? 'random')
        : botList[botList.length === 1 ? 0 : p]!) as BotName,
  );
  const rules = rulesetArgument('play', values.ruleset);
  const planets = planetsArgument('play', values.planets, rules, players);
  const limitText = values['turn-limit'];
  const turnLimit =
    limitText === undefined
      ? PLAY_TURN_LIMIT
      : limitText === 'none'
        ? null
        : count('play', 'turn-limit', limitText, 1, Number.MAX_SAFE_INTEGER);
  const names = values.names?.split(',').map((n) => n.trim());
  if (names !== undefined && names.length !== players) {
    throw new CliError(`play: --names needs ${players} names, got ${names.length}`, 2);
  }
  if (names?.some((name) => name.length > MAX_NAME_LENGTH)) {
    throw new CliError(`play: a name of --names is longer than ${MAX_NAME_LENGTH} characters`, 2);
  }
  // A seed written as an integer is recorded as a number; createRng reads both alike.
  const seedText = values.seed ?? String(io.now());
  const asNumber = Number(seedText);
  const seed =
    Number.isSafeInteger(asNumber) && String(asNumber) === seedText ? asNumber : seedText;
  const dice = createRng(seed);
  const choices = createRng(`${seed}/bots`);
  const bots = seats.map((name, p) => botFromName(name, { seed: `${seed}/bots/${p}` }));
  // The default ruleset is not written: a 2025-01 record reads as it always has.
  const ruleset = rules.name === DEFAULT_RULESET ? {} : { ruleset: rules.name };
  let state = createGame({ players, planets, turnLimit, ...ruleset }, dice);
  const recorder = createRecorder(state, {
    seed,
    ...(names === undefined ? {} : { players: names }),
    meta: { bots: seats.join(',') },
  });
  while (state.status !== 'finished') {
    state = applyAction(state, bots[state.currentPlayer]!.chooseAction(state, choices), dice);
    recorder.push(state);
  }
  const text = stringifyRecord(recorder.toRecord());
  if (values.out === undefined) {
    io.out(printableLines(text));
  } else {
    io.writeText(values.out, text);
    io.out(
      `wrote ${printable(values.out)}: ${recorder.length} actions; ${outcome(state, names)}; ` +
        `seed ${printable(String(seed))}; turn limit ${turnLimit ?? 'none'}\n`,
    );
  }
  return 0;
}
