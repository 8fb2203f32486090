import type { GameState, PlayerIndex } from '../../rules/index.js';

// What every ruleset's observation (src/bots/observe.ts, and 2024-12's own layout in
// observe-2024-12.ts) writes alike: the caps of counts, a seat's first six features and the
// game's status and turn features. docs/bots.md has the layouts.

/** Counts are divided by a cap and clipped: orbit Rovers and their hit points, turns. */
export const ORBIT_CAP = 8;
export const TURN_CAP = 1000;

/**
 * A seat's first six features at `out[at]`: in the game, to act, moved first, winner, Rovers in
 * orbit and their hit points (capped at `ORBIT_CAP` Rovers of `roverHp`).
 */
export function writeSeatBasics(
  out: Float32Array,
  at: number,
  state: GameState,
  p: PlayerIndex,
  orbit: number,
  orbitHp: number,
  roverHp: number,
): void {
  out[at] = state.players[p]!.inGame ? 1 : 0;
  out[at + 1] = state.status !== 'finished' && state.currentPlayer === p ? 1 : 0;
  out[at + 2] = state.firstPlayer === p ? 1 : 0;
  out[at + 3] = state.winners.includes(p) ? 1 : 0;
  out[at + 4] = Math.min(orbit, ORBIT_CAP) / ORBIT_CAP;
  out[at + 5] = Math.min(orbitHp, ORBIT_CAP * roverHp) / (ORBIT_CAP * roverHp);
}

/** The game's status, one of three, at `out[at]`: setup, playing, finished. */
export function writeStatus(out: Float32Array, at: number, state: GameState): void {
  out[at] = state.status === 'setup' ? 1 : 0;
  out[at + 1] = state.status === 'playing' ? 1 : 0;
  out[at + 2] = state.status === 'finished' ? 1 : 0;
}

/** The turn's three features at `out[at]`: progress to the limit, has a limit, turn / cap. */
export function writeTurn(out: Float32Array, at: number, state: GameState): void {
  const limit = state.options.turnLimit;
  out[at] = limit === null ? 0 : Math.min(state.turn / limit, 1);
  out[at + 1] = limit === null ? 0 : 1;
  out[at + 2] = Math.min(state.turn, TURN_CAP) / TURN_CAP;
}
