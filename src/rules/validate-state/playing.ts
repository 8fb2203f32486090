import type { Checked } from './context.js';
import { broken, item } from './read.js';
import { checkTurn2026 } from './rules-2026-06.js';

/**
 * In play (rulings R13, R14, R22, R26; R48, R47 in 2026-06; R50 in 2024-12): two players in or
 * more, each with a Rover or a Factory, the player to act among them, and a turn that goes on
 * only while points are left to spend.
 */
export function checkPlaying(c: Checked, remaining: readonly number[]): void {
  const { v2024, v2026, currentPlayer, actionsThisTurn, turnLimit, rules } = c;
  if (remaining.length < 2)
    broken('status', 'R14', `the game goes on with ${remaining.length} player(s) in`);
  if (!c.inGame[currentPlayer])
    broken('currentPlayer', 'R13', `player ${currentPlayer}, to act, is out of the game`);
  if (turnLimit !== null && c.turn >= turnLimit)
    broken('turn', 'R26', `the game goes on at the turn limit ${turnLimit}`);
  for (const p of remaining) {
    if (!c.hasRover[p] && !c.hasFactory[p])
      broken(
        item('players', p),
        v2026 ? 'R48' : c.goneOut,
        v2026
          ? `player ${p} has no Rover on a planet and no Factory but is still in`
          : `player ${p} has no Rover and no Factory but is still in`,
      );
  }
  if (v2026) checkTurn2026(c);
  else if (v2024 && actionsThisTurn > 0)
    broken('actionsThisTurn', 'R50', 'one action a turn: the turn passes after it');
  else if (actionsThisTurn > rules.treasuryCapacity)
    broken(
      'actionsThisTurn',
      'R22',
      `a turn ends when the last of at most ${rules.treasuryCapacity} points is spent`,
    );
  if (!v2026 && actionsThisTurn > 0 && !(c.treasuryPoints[currentPlayer]! > 0)) {
    broken(
      'actionsThisTurn',
      'R22',
      `player ${currentPlayer}'s turn goes on after an action with no Treasury points`,
    );
  }
}
