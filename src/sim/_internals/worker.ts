// A tournament worker thread (built as dist/sim-worker.js and .cjs): loads the bot modules it is
// given, then plays the games it is sent, one at a time in the order sent, and posts back each
// result or the error that stopped it.
import { parentPort, workerData } from 'node:worker_threads';
import type { GameResult } from '../types.js';
import { type BotMaker, loadBotModules, type ResolvedBotModule } from './bot-modules.js';
import { playScheduledGame } from './play.js';
import type { ScheduledGame } from './schedule.js';

/** What a worker is started with (`workerData`). */
export interface WorkerSetup {
  /** The tournament's bot modules, resolved on the calling thread. */
  readonly botModules: readonly ResolvedBotModule[];
}

/** What the pool sends: a game to play. */
export interface PlayMessage {
  readonly game: ScheduledGame;
}

/**
 * What a `SimulationPool` sends its threads before a call's games: that call's bot modules,
 * loaded for the games sent after it.
 */
export interface ModulesMessage {
  readonly botModules: readonly ResolvedBotModule[];
}

/**
 * What a worker answers: the game's result, or why it could not be played; `botModule` when a
 * bot module that loaded on the calling thread failed to load in the worker.
 */
export type ResultMessage =
  | { readonly ok: true; readonly result: GameResult }
  | {
      readonly ok: false;
      readonly index: number;
      readonly message: string;
      readonly botModule?: true;
    };

/**
 * Why a bot module loads on the calling thread and not here, and what to do: a worker has the
 * `--import` modules the process was started with (pool.ts starts it from code that imports
 * them), but not what was registered later on the calling thread.
 */
const WORKER_HINT =
  'it loaded on the calling thread but not on a worker thread. A worker runs the modules the ' +
  'process was started with (node --import tsx …), not module hooks registered later on the ' +
  'calling thread (module.register()): start Node with the loader as --import, or play on the ' +
  'calling thread (workers: 0; tournament --workers 0)';

const port = parentPort;
if (port === null) throw new Error('sim-worker: must run in a worker thread');
const setup = workerData as WorkerSetup | null | undefined;
// Loaded at once; a failure is reported as the failure of the first game that needs them.
let modules: Promise<Map<string, BotMaker>> = loadBotModules(setup?.botModules ?? []);
modules.catch(() => {});
async function answer(game: ScheduledGame): Promise<ResultMessage> {
  let makers: Map<string, BotMaker>;
  try {
    makers = await modules;
  } catch (e) {
    // A SimulationError's message starts with 'simulate: ', which the pool's adds again.
    const why = e instanceof Error ? e.message.replace(/^simulate: /, '') : String(e);
    return { ok: false, index: game.index, message: `${why}; ${WORKER_HINT}`, botModule: true };
  }
  try {
    return { ok: true, result: await playScheduledGame(game, makers) };
  } catch (e) {
    const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
    return { ok: false, index: game.index, message };
  }
}
const play = async (game: ScheduledGame): Promise<void> => {
  port.postMessage(await answer(game));
};
// The pool sends the next game before this one ends (pool.ts, GAMES_IN_FLIGHT): games are played
// one after the other, in the order sent, and answered in that order, even when a bot module's
// factory awaits something.
// A pool's thread is sent each call's bot modules before its games, in the same queue.
let queue: Promise<void> = Promise.resolve();
port.on('message', (message: PlayMessage | ModulesMessage) => {
  if ('botModules' in message) {
    queue = queue.then(() => {
      modules = loadBotModules(message.botModules);
      modules.catch(() => {});
    });
    return;
  }
  const { game } = message;
  queue = queue.then(() => play(game));
});
