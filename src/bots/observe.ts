import { board } from '../board/index.js';
import { checkOptions } from '../options/index.js';
import type { GameState, PlayerIndex } from '../rules/index.js';
import { GAME_OPTION_KEYS, rulesetOf, STRUCTURES } from '../rules/index.js';

// A fixed-size numeric view of a position from one seat, for learning agents. Seats are
// relative (0 = the observer, 1 = the next in seating order, …), so a policy learned in one seat
// plays every seat. Every value lies in 0..1. docs/bots.md has the layout as a table.

const SPACES = board.spaces.length;
/** Counts are divided by a cap and clipped: orbit Rovers, their hit points, turns. */
const ORBIT_CAP = 8;
const TURN_CAP = 1000;
// The other caps are the ruleset's (2025-01: hit points 5, Treasury points 3, cannon count 13):
// hit points and Treasury points by their most; actionsThisTurn by the Treasury's capacity (a
// further action spends the last point and ends the turn); a planet's cannon count by one more
// than its dice can show (2d6 below 13 always destroys it, ruling R10).

/** Per seat: inGame, toAct, first, winner, orbit Rovers, orbit hit points, Treasury, ready. */
const SEAT_FEATURES = 8;
/** Global: setup, playing, finished, actionsThisTurn, turn progress, has limit, turn. */
const GLOBAL_FEATURES = 7;
const PLANET_FEATURES = 2;

/** Space planes per planet: Rover hp, Fortification, 4 Buildings, cannon aim per seat; playable. */
function channels(players: number): number {
  return 7 * players + 1;
}

/**
 * The length of `observe`'s vector for a game with these options:
 * `planets × ((7 × players + 1) × 92 + 2) + 8 × players + 7`. `options` is a game's options
 * (`GameOptions` or `state.options`); other keys are refused with `UNKNOWN_OPTION`.
 *
 * @example
 * ```ts
 * observationSize({ players: 2 }); // 1405
 * ```
 */
export function observationSize(options: {
  readonly players: number;
  readonly planets?: number;
}): number {
  checkOptions('observationSize', options, GAME_OPTION_KEYS);
  const planets = options.planets ?? 1;
  return (
    planets * (channels(options.players) * SPACES + PLANET_FEATURES) +
    SEAT_FEATURES * options.players +
    GLOBAL_FEATURES
  );
}

/**
 * A position seen from `player`, as a `Float32Array` of `observationSize(state.options)`
 * values in 0..1 (layout in docs/bots.md). Seats are relative to `player`: seat `k` is player
 * `(player + k) % players`. Per planet, per channel, one value per space id 0..91: the Rover's
 * hit points / 5 of each seat, its Fortification (0/1), its Buildings' hit points / 5 by kind
 * (`STRUCTURES` order), where its Drill Cannon aims (0/1), and whether the space is playable;
 * then the planet's destroyed flag and cannon count / 13. Then per seat: in game, to act, went
 * first, won, Rovers in orbit / 8 and their hit points / 40 (clipped), Treasury points / 3,
 * cannon ready. Last: setup, playing, finished, actions this turn / 3, turn / turn limit (0
 * without one), has a turn limit, turn / 1000 (clipped).
 *
 * @example
 * ```ts
 * const x = observe(state, state.currentPlayer);
 * x.length === observationSize(state.options); // true
 * ```
 */
export function observe(state: GameState, player: PlayerIndex): Float32Array {
  const n = state.players.length;
  if (!Number.isInteger(player) || player < 0 || player >= n) {
    throw new RangeError(`player must be a seat 0..${n - 1}, not ${String(player)}`);
  }
  return writeObservation(state, player, new Float32Array(observationSize(state.options)));
}

/**
 * `observe` written into `out` (its first `observationSize(state.options)` values), which must
 * hold zeros: only the non-zero values are written. No check of `player`. For the engine's
 * binary replies, which write every game's observation straight into the reply's buffer.
 *
 * @internal
 */
export function writeObservation(
  state: GameState,
  player: PlayerIndex,
  out: Float32Array,
): Float32Array {
  const n = state.players.length;
  const rules = rulesetOf(state);
  const roverHp = rules.hp.rover;
  const buildingHp = rules.hp.building;
  const pointsCap = rules.treasuryCapacity;
  const shotsCap = 6 * rules.planetDice + 1;
  const seat = (owner: PlayerIndex): number => (owner - player + n) % n;
  const c = channels(n);
  const planeSize = c * SPACES + PLANET_FEATURES;
  const plane = (planet: number, channel: number): number => planet * planeSize + channel * SPACES;

  for (let planet = 0; planet < state.planets.length; planet++) {
    const world = state.planets[planet]!;
    const forts = world.fortifications;
    for (let s = 0; s < SPACES; s++) {
      const owner = forts[s];
      if (owner !== null && owner !== undefined) out[plane(planet, n + seat(owner)) + s] = 1;
      if (board.spaces[s]!.playable) out[plane(planet, 7 * n) + s] = 1;
    }
    const base = planet * planeSize + c * SPACES;
    out[base] = world.destroyed ? 1 : 0;
    out[base + 1] = Math.min(world.cannonShots, shotsCap) / shotsCap;
  }
  const seats = state.options.planets * planeSize;
  const orbit = new Array<number>(n).fill(0);
  const orbitHp = new Array<number>(n).fill(0);
  for (const r of state.rovers) {
    if (r.location === 'orbit') {
      orbit[r.owner]!++;
      orbitHp[r.owner]! += r.hp;
    } else {
      out[plane(r.location.planet, seat(r.owner)) + r.location.space] = r.hp / roverHp;
    }
  }
  for (const b of state.buildings) {
    const k = seat(b.owner);
    out[plane(b.planet, 2 * n + 4 * k + STRUCTURES.indexOf(b.structure)) + b.space] =
      b.hp / buildingHp;
    const at = seats + k * SEAT_FEATURES;
    if (b.structure === 'treasury') out[at + 6] = Math.min(b.points, pointsCap) / pointsCap;
    if (b.structure === 'drillCannon') {
      if (b.ready) out[at + 7] = 1;
      if (b.aim !== null) out[plane(b.planet, 6 * n + k) + b.aim] = 1;
    }
  }
  for (let p = 0; p < n; p++) {
    const at = seats + seat(p) * SEAT_FEATURES;
    out[at] = state.players[p]!.inGame ? 1 : 0;
    out[at + 1] = state.status !== 'finished' && state.currentPlayer === p ? 1 : 0;
    out[at + 2] = state.firstPlayer === p ? 1 : 0;
    out[at + 3] = state.winners.includes(p) ? 1 : 0;
    out[at + 4] = Math.min(orbit[p]!, ORBIT_CAP) / ORBIT_CAP;
    out[at + 5] = Math.min(orbitHp[p]!, ORBIT_CAP * roverHp) / (ORBIT_CAP * roverHp);
  }
  const g = seats + n * SEAT_FEATURES;
  out[g] = state.status === 'setup' ? 1 : 0;
  out[g + 1] = state.status === 'playing' ? 1 : 0;
  out[g + 2] = state.status === 'finished' ? 1 : 0;
  out[g + 3] = Math.min(state.actionsThisTurn, pointsCap) / pointsCap;
  const limit = state.options.turnLimit;
  out[g + 4] = limit === null ? 0 : Math.min(state.turn / limit, 1);
  out[g + 5] = limit === null ? 0 : 1;
  out[g + 6] = Math.min(state.turn, TURN_CAP) / TURN_CAP;
  return out;
}
