import type { Checked } from './context.js';
import { bool, field, fields, item, list } from './read.js';

/** Players: one per seat, each in the game or out. */
export function checkPlayers(c: Checked): void {
  const seats = list(c.s.players, 'players', 'players', c.n, c.n);
  for (let p = 0; p < c.n; p++) {
    const path = item('players', p);
    c.inGame.push(
      bool(fields(seats[p], path, 'a player', ['inGame']).inGame, field(path, 'inGame'), 'inGame'),
    );
  }
}
