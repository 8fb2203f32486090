import { board, distanceTable } from '../../board/index.js';

// The race back up (2025-01): a player with no Rover in orbit while an opponent has one loses if
// the opponent's Drill Cannon breaks the planet first (rulings R10, R14). How likely that is
// depends on how soon the player's nearest Rover can move into its Space Port (R8) and how soon
// the opponent can fire again: each Fire takes Ready, Aim and Fire, one action each, and breaks
// the planet when two dice total less than the Fires so far. plan.ts's `wayUpPoints` counts it
// against the player (RACE.loss times the chance), so that the search neither comes down nor
// stays down while the other side's cannon is close to firing: at 50 ms a decision most of
// mctsBot's losses came so (docs/notes/bots-core-strength.md, s25).

/** The points of the race, on the scale of `WEIGHTS` in evaluate-weights.ts. */
export const RACE = {
  /** Points a player loses per unit of chance that the planet breaks before it is back up. */
  loss: 300,
  /** Moves counted for the way up without a Space Port or a Rover on its planet; the most counted. */
  noWay: 12,
} as const;

/**
 * `STEPS[a * board.spaces.length + b]`: the fewest moves from space a to space b over playable spaces,
 * whatever stands on them (255: none).
 */
export const STEPS: Uint8Array = distanceTable(board, () => 1);

/** `BELOW[n]`: the chance that two dice total less than n (n from 0; 1 from 13 on). */
const BELOW: Float64Array = (() => {
  const below = new Float64Array(14);
  for (let n = 0; n < 14; n++) {
    let count = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b < n) count++;
    below[n] = count / 36;
  }
  return below;
})();

/**
 * The chance that the planet breaks before a player, down, is back up: its nearest Rover `steps`
 * moves from its Space Port (`RACE.noWay` without one), `playerToAct` when it acts next, and an
 * opponent up whose Drill Cannon is `ready` and `aimed` (or not), with `shots` Fires on the
 * planet so far. The opponent acts once per move, one fewer when the player acts first; its next
 * Fire is 1, 2 or 3 actions away (aimed, ready, cold), then every third action.
 */
export function raceChance(
  steps: number,
  playerToAct: boolean,
  ready: boolean,
  aimed: boolean,
  shots: number,
): number {
  const first = !ready ? 3 : aimed ? 1 : 2;
  return breakChance(playerToAct ? steps - 1 : steps, first, shots);
}

/**
 * The chance that `shots` Fires so far become a broken planet within the opponent's next
 * `actions` actions, its next Fire `first` actions away and every third action after it.
 */
function breakChance(actions: number, first: number, shots: number): number {
  let stays = 1;
  for (let k = 1, at = first; at <= actions; k++, at += 3) {
    const fired = shots + k;
    stays *= 1 - BELOW[Math.min(fired, 13)]!;
  }
  return 1 - stays;
}
