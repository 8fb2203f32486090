import type { Checked } from './context.js';
import { checkPlaying } from './playing.js';
import { broken, list } from './read.js';
import { checkSetup } from './setup.js';

/**
 * Where the game stands: the winners, the turn limit, who places first (2026-06), then what the
 * status asks of the rest (setup.ts, playing.ts, and the end here).
 */
export function checkStanding(c: Checked): void {
  const { n, v2026, status, turn, turnLimit, placesFirst, firstPlayer } = c;
  const winners = list(c.s.winners, 'winners', 'winners', 0, status === 'finished' ? 1 : 0, 'R14');
  const remaining = c.inGame.flatMap((i, p) => (i ? [p] : []));
  if (turnLimit !== null && turn > turnLimit)
    broken('turn', 'R26', `turn ${turn} is past the turn limit ${turnLimit}`);
  if (v2026 && placesFirst !== null && n > 2 && placesFirst !== firstPlayer)
    broken(
      'placesFirst',
      'R31',
      `with ${n} players the roll-off winner ${firstPlayer} places first`,
    );
  if (v2026 && placesFirst === null && (n > 2 || status !== 'setup' || c.rovers.length > 0))
    broken('placesFirst', 'R31', 'who places first is chosen before anyone places');
  if (v2026 && status !== 'playing' && c.captured !== 0)
    broken('captured', 'R47', 'captured points are only held during a turn of play');
  if (status === 'setup') checkSetup(c, remaining);
  else if (status === 'playing') checkPlaying(c, remaining);
  else checkFinished(c, remaining, winners);
}

/** Rulings R14, R26: a game ends with one player in (who wins), none, or at the turn limit. */
function checkFinished(
  c: Checked,
  remaining: readonly number[],
  winners: readonly unknown[],
): void {
  if (remaining.length <= 1) {
    // Ruling R65: a 2024-12 action puts one player out at most (no planet falls; an action hits
    // one piece, or demolishes one of the actor's own), so the last one in is there to win.
    if (c.v2024 && remaining.length === 0)
      broken('players', 'R65', 'a 2024-12 game never ends with everyone out');
    if (
      winners.length !== remaining.length ||
      (winners.length === 1 && winners[0] !== remaining[0])
    ) {
      broken('winners', 'R14', `the last player in wins: winners must be [${remaining.join('')}]`);
    }
  } else if (winners.length > 0 || c.turnLimit === null || c.turn !== c.turnLimit) {
    broken(
      'status',
      'R26',
      `the game ended with players ${remaining.join(', ')} in, which only the turn limit does`,
    );
  }
}
