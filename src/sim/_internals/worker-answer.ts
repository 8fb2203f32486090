import { SimulationError, type SimulationErrorGame } from '../errors.js';
import type { GameResult } from '../types.js';
import type { ScheduledGame } from './schedule.js';

// What a worker sends back, checked as any input: it crosses a thread boundary.

/** The part of a scheduled game an error names. */
export function gameRef(game: ScheduledGame): SimulationErrorGame {
  return { index: game.index, seed: game.seed, seats: game.seats };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A short, safe description of what a worker sent. */
export function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * The result in a worker's answer about `game`, or the `SimulationError` it amounts to. Answers
 * cross a thread boundary, so they are checked as any input: a result of another game, or
 * something that is no `ResultMessage`, is a `'BAD_MESSAGE'`.
 */
export function readAnswer(message: unknown, game: ScheduledGame): GameResult | SimulationError {
  if (isRecord(message) && message.ok === false && typeof message.message === 'string') {
    // A bot module that loaded on the calling thread and not in the worker: no game was played.
    if (message.botModule === true) return new SimulationError('BOT_MODULE', null, message.message);
    return new SimulationError('GAME_FAILED', gameRef(game), `failed: ${message.message}`);
  }
  if (isRecord(message) && message.ok === true && isRecord(message.result)) {
    const result = message.result;
    if (
      result.index === game.index &&
      result.matchup === game.matchup &&
      typeof result.finalHash === 'string' &&
      Array.isArray(result.winners) &&
      Number.isInteger(result.actions) &&
      Number.isInteger(result.turns)
    ) {
      return result as unknown as GameResult;
    }
  }
  return new SimulationError(
    'BAD_MESSAGE',
    gameRef(game),
    `a worker answered with something other than this game's result: ${describe(message)}`,
  );
}
