// A tournament worker thread (built as dist/sim-worker.js and .cjs): plays the games it is sent,
// one at a time, and posts back each result or the error that stopped it.
import { parentPort } from 'node:worker_threads';
import type { GameResult } from '../types.js';
import { playScheduledGame } from './play.js';
import type { ScheduledGame } from './schedule.js';

/** What the pool sends: a game to play. */
export interface PlayMessage {
  readonly game: ScheduledGame;
}

/** What a worker answers: the game's result, or why it could not be played. */
export type ResultMessage =
  | { readonly ok: true; readonly result: GameResult }
  | { readonly ok: false; readonly index: number; readonly message: string };

const port = parentPort;
if (port === null) throw new Error('sim-worker: must run in a worker thread');
port.on('message', ({ game }: PlayMessage) => {
  let answer: ResultMessage;
  try {
    answer = { ok: true, result: playScheduledGame(game) };
  } catch (e) {
    const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
    answer = { ok: false, index: game.index, message };
  }
  port.postMessage(answer);
});
