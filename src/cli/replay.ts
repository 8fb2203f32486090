import {
  formatAction,
  formatPosition,
  type GameState,
  legalActions,
  printable,
  renderText,
  replay,
} from '../index.js';
import { isFileProblem } from '../record/types.js';
import { count, HELP, parseCommand, positionArgument } from './args.js';
import { CliError, type CliIo } from './io.js';
import { details, named, oneFile, readRecord, verdict } from './record-file.js';

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
