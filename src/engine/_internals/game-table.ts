import { refuse } from '../errors.js';
import { intField, type Request } from './fields.js';
import type { EngineGame } from './game.js';

/** The engine's live games by handle, and the cap on how many may live at once. */
export class GameTable {
  private readonly games = new Map<number, EngineGame>();
  private nextHandle = 1;

  constructor(readonly maxGames: number) {}

  /** The number of live games. */
  get size(): number {
    return this.games.size;
  }

  /** The game a request's `field` names, or refused. */
  get(req: Request, field = 'game'): { handle: number; game: EngineGame } {
    const handle = intField(req, field, 1, Number.MAX_SAFE_INTEGER);
    return { handle, game: this.at(handle, field) };
  }

  /** The game of `handle`, or refused naming `field`. */
  at(handle: number, field: string): EngineGame {
    const game = this.games.get(handle);
    if (game === undefined) refuse('NO_SUCH_GAME', `no live game ${handle}`, { field });
    return game;
  }

  /** Adds a game under the next handle, unless the table is full. */
  add(game: EngineGame): number {
    if (this.games.size >= this.maxGames) {
      refuse('TOO_MANY_GAMES', `at most ${this.maxGames} games may be alive; drop some first`);
    }
    const handle = this.nextHandle++;
    this.games.set(handle, game);
    return handle;
  }

  delete(handle: number): void {
    this.games.delete(handle);
  }
}
