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

/** What a worker answers: the game's result, or why it could not be played. */
export type ResultMessage =
  | { readonly ok: true; readonly result: GameResult }
  | { readonly ok: false; readonly index: number; readonly message: string };

const port = parentPort;
if (port === null) throw new Error('sim-worker: must run in a worker thread');
const setup = workerData as WorkerSetup | null | undefined;
// Loaded at once; a failure is reported as the failure of the first game that needs them.
let modules: Promise<Map<string, BotMaker>> = loadBotModules(setup?.botModules ?? []);
modules.catch(() => {});
const play = async (game: ScheduledGame): Promise<void> => {
  let answer: ResultMessage;
  try {
    answer = { ok: true, result: await playScheduledGame(game, await modules) };
  } catch (e) {
    const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
    answer = { ok: false, index: game.index, message };
  }
  port.postMessage(answer);
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
