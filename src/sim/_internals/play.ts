import type { Bot } from '../../bots/types.js';
import { createRecorder, type Recorder, stateHash } from '../../record/index.js';
import { type ApplyOptions, applyAction, createGame, createRng } from '../../rules/index.js';
import { botFromName, isBotName } from '../bot-name.js';
import { SimulationError } from '../errors.js';
import type { GameResult } from '../types.js';
import type { BotMaker } from './bot-modules.js';
import { coreSeats, playOnCore } from './play-core.js';
import type { ScheduledGame } from './schedule.js';

/**
 * `applyAction`'s options in a game between built-in bots, which never write to a state: the
 * deep-freezing walk is skipped. Besides the walk itself, that spares every fresh thread
 * compiling it, and the bots' code seeing each kind of object in two hidden classes, frozen (the
 * game's states) and not (`actionOutcomes`'s): less for V8 to compile before a worker runs at
 * speed (docs/performance.md, "simulate on many cores"). The states, and so every result, are
 * the same. A game with a bot module keeps deep-frozen states: a module that writes to one fails
 * there rather than corrupt its game.
 */
const UNFROZEN: ApplyOptions = { freeze: false };

/**
 * Plays one scheduled game to the end: dice from `createRng(game.seed)`, each seat's bot rebuilt
 * from its name (or made by its module, from `modules`) with its own seed and its own choice
 * dice, so the game is the same on any thread.
 */
export async function playScheduledGame(
  game: ScheduledGame,
  modules: ReadonlyMap<string, BotMaker>,
): Promise<GameResult> {
  const bots = await Promise.all(
    game.seats.map((name, k) => {
      const seed = game.botSeeds[k]!;
      if (isBotName(name)) return botFromName(name, { seed });
      const make = modules.get(name);
      if (make === undefined) {
        throw new SimulationError('BOT_MODULE', null, `bot module "${name}" was not loaded`);
      }
      return make(seed);
    }),
  );
  return playWithBots(game, bots);
}

/**
 * `playScheduledGame` for a game whose seats are all built-in bots (`BotName`), on the calling
 * thread and without waiting: what the engine's `tournament_games` plays.
 *
 * @throws RangeError when a seat is not a built-in bot's name.
 */
export function playBuiltInGame(game: ScheduledGame): GameResult {
  const bots = game.seats.map((name, k) => botFromName(name, { seed: game.botSeeds[k]! }));
  return playWithBots(game, bots);
}

/** Plays `game` with `bots` by seat, each choosing with its own seeded dice. */
function playWithBots(game: ScheduledGame, bots: readonly Bot[]): GameResult {
  const dice = createRng(game.seed);
  const choices = game.botSeeds.map((seed) => createRng(seed));
  const { planets, turnLimit, ruleset } = game;
  const options = { players: game.seats.length, planets, turnLimit };
  let state = createGame(ruleset === undefined ? options : { ...options, ruleset }, dice);
  const firstPlayer = state.firstPlayer;
  const recorder: Recorder | null = game.record
    ? createRecorder(state, {
        seed: game.seed,
        players: game.seats,
        meta: { bots: game.seats.join(','), tournament: game.tournament, game: String(game.index) },
      })
    : null;
  const applyOptions = game.seats.every(isBotName) ? UNFROZEN : undefined;
  let actions = 0;
  // Random and greedy seats play on the core, the same game (play-core.ts); the loop below
  // plays what is left, if anything.
  const seats = coreSeats(bots, ruleset);
  if (seats !== null) ({ state, actions } = playOnCore(state, seats, dice, choices, recorder));
  while (state.status !== 'finished') {
    const p = state.currentPlayer;
    state = applyAction(state, bots[p]!.chooseAction(state, choices[p]!), dice, applyOptions);
    recorder?.push(state);
    actions++;
  }
  const finalHash = stateHash(state);
  return {
    index: game.index,
    matchup: game.matchup,
    seats: game.seats,
    seed: game.seed,
    firstPlayer,
    winnerSeats: [...state.winners],
    winners: state.winners.map((p) => game.seats[p]!),
    turnLimitReached: state.last?.events.some((e) => e.type === 'turnLimitReached') ?? false,
    actions,
    turns: state.turn,
    finalHash,
    ...(recorder === null ? {} : { record: recorder.toRecord() }),
  };
}
