import {
  applyAction,
  type BotName,
  botFromName,
  createGame,
  createRecorder,
  createRng,
  DEFAULT_RULESET,
  DEFAULT_TURN_LIMIT,
  isBotName,
  MAX_NAME_LENGTH,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  printable,
  stringifyRecord,
} from '../index.js';
import {
  count,
  HELP,
  parseCommand,
  planetsArgument,
  RULESET_LIST,
  rulesetArgument,
} from './args.js';
import { CliError, type CliIo, printableLines } from './io.js';
import { outcome } from './record-file.js';

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
