import {
  O_IN_GAME,
  S_CURRENT,
  S_STATUS,
  S_TURN,
  S_WINNERS,
  STATUS_FINISHED,
  STATUS_PLAYING,
  STATUS_SETUP,
} from './position.js';

// The features both rulesets' observations share (each ruleset's observe.ts places them): a
// seat's first six (in the game, to move, first player, winner, Rovers in orbit and their hit
// points), the status and the turn.

const ORBIT_CAP = 8;
const TURN_CAP = 1000;

/** Writes seat `p`'s six shared features at `out[at]`; `orbit`, `orbitHp`: its Rovers in orbit. */
export function writeSeatFeatures(
  m: Int32Array,
  out: Float32Array,
  at: number,
  p: number,
  firstPlayer: number,
  orbit: number,
  orbitHp: number,
  roverHp: number,
): void {
  const status = m[S_STATUS]!;
  out[at] = m[O_IN_GAME + p] === 1 ? 1 : 0;
  out[at + 1] = status !== STATUS_FINISHED && m[S_CURRENT] === p ? 1 : 0;
  out[at + 2] = firstPlayer === p ? 1 : 0;
  out[at + 3] = (m[S_WINNERS]! >> p) & 1 ? 1 : 0;
  out[at + 4] = Math.min(orbit, ORBIT_CAP) / ORBIT_CAP;
  out[at + 5] = Math.min(orbitHp, ORBIT_CAP * roverHp) / (ORBIT_CAP * roverHp);
}

/** Writes the status (setup, playing, finished) at `out[g]` .. `out[g + 2]`. */
export function writeStatusFeatures(m: Int32Array, out: Float32Array, g: number): void {
  const status = m[S_STATUS]!;
  out[g] = status === STATUS_SETUP ? 1 : 0;
  out[g + 1] = status === STATUS_PLAYING ? 1 : 0;
  out[g + 2] = status === STATUS_FINISHED ? 1 : 0;
}

/** Writes the turn (of the limit, whether there is one, of 1000) at `out[g]` .. `out[g + 2]`. */
export function writeTurnFeatures(
  m: Int32Array,
  out: Float32Array,
  g: number,
  turnLimit: number | null,
): void {
  const turn = m[S_TURN]!;
  out[g] = turnLimit === null ? 0 : Math.min(turn / turnLimit, 1);
  out[g + 1] = turnLimit === null ? 0 : 1;
  out[g + 2] = Math.min(turn, TURN_CAP) / TURN_CAP;
}

/** Throws a RangeError unless `player` is a seat of `players` and `out` holds `size` values. */
export function checkObserver(
  player: number,
  players: number,
  out: Float32Array,
  size: number,
): void {
  if (!Number.isInteger(player) || player < 0 || player >= players)
    throw new RangeError(`player must be a seat 0..${players - 1}, not ${String(player)}`);
  if (out.length !== size) throw new RangeError(`observeInto: out must hold ${size} values`);
}
