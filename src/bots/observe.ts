import { board } from '../board/index.js';
import { checkOptions } from '../options/index.js';
import type { GameState, PlayerIndex, RulesetName } from '../rules/index.js';
import { DEFAULT_RULESET, GAME_OPTION_KEYS, rulesetNamed, STRUCTURES } from '../rules/index.js';
import { observationSize2024, writeObservation2024 } from './_internals/observe-2024-12.js';
import { ORBIT_CAP, writeSeatBasics, writeStatus, writeTurn } from './_internals/observe-shared.js';

// A fixed-size numeric view of a position from one seat, for learning agents. Seats are
// relative (0 = the observer, 1 = the next in seating order, …), so a policy learned in one seat
// plays every seat. Every value lies in 0..1. docs/bots.md has the layout of each ruleset.

const SPACES = board.spaces.length;
// Counts are divided by a cap and clipped: orbit Rovers, their hit points and turns by the caps
// of _internals/observe-shared.ts; the other caps are the ruleset's (2025-01: hit points 5,
// Treasury points 3, cannon count 13; 2026-06: Rover hit points 3, Building 5, Factory points
// 5): hit points, Treasury points and Factory points by their most; actionsThisTurn by the most
// actions after a turn's first (maxActionsPerTurn − 1); a planet's cannon count by one more
// than its dice can show (2d6 below 13 always destroys it, ruling R10).

/** Per seat: inGame, toAct, first, winner, orbit Rovers, orbit hit points, Treasury, ready. */
const SEAT_FEATURES = 8;
/** Global: setup, playing, finished, actionsThisTurn, turn progress, has limit, turn. */
const GLOBAL_FEATURES = 7;
const PLANET_FEATURES = 2;

/**
 * What a ruleset's observation adds to 2025-01's (which adds nothing, so its layout is the one
 * from before rulesets; 2024-12 has a layout of its own, `_internals/observe-2024-12.ts`). 2026-06: a Factory build-points plane per seat, per planet and seat the
 * Rovers in orbit of that planet, their hit points and whether the seat's cannon there is ready
 * (a player may have one per planet, and Rovers orbit a planet, rulings R37, R40, R42); and two
 * globals: captured Treasury points (R47) and a pending choice of who places first (R31).
 */
interface ObservationLayout {
  /** Space planes per seat beyond 2025-01's 7 (the Factory build points plane). */
  readonly seatPlanes: number;
  /** Per planet, per seat features after the planet's 2. */
  readonly planetSeatFeatures: number;
  /** Global features after 2025-01's 7. */
  readonly globals: number;
}

const LAYOUTS: Readonly<Record<RulesetName, ObservationLayout>> = {
  '2024-12': { seatPlanes: 0, planetSeatFeatures: 0, globals: 0 },
  '2025-01': { seatPlanes: 0, planetSeatFeatures: 0, globals: 0 },
  '2026-06': { seatPlanes: 1, planetSeatFeatures: 3, globals: 2 },
};

function layoutOf(ruleset: RulesetName | undefined): ObservationLayout {
  const name = ruleset ?? DEFAULT_RULESET;
  rulesetNamed(name);
  return LAYOUTS[name];
}

/**
 * Space planes per planet: Rover hp, Fortification, 4 Buildings, cannon aim per seat; playable;
 * then the ruleset's extra planes per seat.
 */
function channels(players: number, layout: ObservationLayout): number {
  return 7 * players + 1 + layout.seatPlanes * players;
}

function planeSizeOf(players: number, layout: ObservationLayout): number {
  return channels(players, layout) * SPACES + PLANET_FEATURES + layout.planetSeatFeatures * players;
}

/**
 * The length of `observe`'s vector for a game with these options. 2025-01 (the default):
 * `planets × ((7 × players + 1) × 92 + 2) + 8 × players + 7`. 2026-06:
 * `planets × ((8 × players + 1) × 92 + 2 + 3 × players) + 8 × players + 9`, its planets, when
 * `planets` is omitted, the ruleset's count for the players (ruling R33). 2024-12:
 * `planets × ((10 × players + 1) × 92 + 150 × players) + 7 × players + 6`. `options` is a
 * game's options (`GameOptions` or `state.options`); other keys are refused with
 * `UNKNOWN_OPTION`.
 *
 * @example
 * ```ts
 * observationSize({ players: 2 }); // 1405
 * observationSize({ players: 2, ruleset: '2026-06' }); // 1597
 * observationSize({ players: 2, ruleset: '2024-12' }); // 2252
 * ```
 */
export function observationSize(options: {
  readonly players: number;
  readonly planets?: number;
  readonly ruleset?: RulesetName;
}): number {
  checkOptions('observationSize', options, GAME_OPTION_KEYS);
  const layout = layoutOf(options.ruleset);
  const table = rulesetNamed(options.ruleset ?? DEFAULT_RULESET).planetsByPlayers;
  const planets = options.planets ?? table?.[options.players] ?? 1;
  if (options.ruleset === '2024-12') return observationSize2024(options.players, planets);
  return (
    planets * planeSizeOf(options.players, layout) +
    SEAT_FEATURES * options.players +
    GLOBAL_FEATURES +
    layout.globals
  );
}

/**
 * A position seen from `player`, as a `Float32Array` of `observationSize(state.options)`
 * values in 0..1 (layout in docs/bots.md). Seats are relative to `player`: seat `k` is player
 * `(player + k) % players`. Per planet, per channel, one value per space id 0..91: the Rover's
 * hit points / the ruleset's most of each seat, its Fortification (0/1), its Buildings' hit
 * points / the most by kind (`STRUCTURES` order), where its Drill Cannon aims (0/1), and whether
 * the space is playable (in 2026-06 then each seat's Factory build points / 5 on its HQ); then
 * the planet's destroyed flag and cannon count / 13 (in 2026-06 then, per seat, Rovers in orbit
 * of the planet / 8, their hit points / (8 × 3), its cannon there ready). Then per seat: in
 * game, to act, went first, won, Rovers in orbit / 8 and their hit points / (8 × the most)
 * (clipped), Treasury points / 3, a cannon ready. Last: setup, playing, finished, actions this
 * turn / 3, turn / turn limit (0 without one), has a turn limit, turn / 1000 (clipped); in
 * 2026-06 then captured points / 3 and a pending choice of who places first. 2024-12 has its
 * own layout: per planet Rover hit points, a plane per facing slot and Buildings (Medic
 * included) by seat, the playable plane, then each seat's Fortifications by edge id (150); per
 * seat the cannon's power / 3 instead of Treasury points and ready; no actions this turn.
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
  if (state.options.ruleset === '2024-12') return writeObservation2024(state, player, out);
  const n = state.players.length;
  const rules = rulesetNamed(state.options.ruleset ?? DEFAULT_RULESET);
  const layout = layoutOf(state.options.ruleset);
  const roverHp = rules.hp.rover;
  const buildingHp = rules.hp.building;
  const pointsCap = rules.treasuryCapacity;
  const actionsCap = rules.maxActionsPerTurn - 1;
  const factoryCap = rules.factoryPoints?.max ?? 1;
  const shotsCap = 6 * rules.planetDice + 1;
  const seat = (owner: PlayerIndex): number => (owner - player + n) % n;
  const c = channels(n, layout);
  const planeSize = planeSizeOf(n, layout);
  const plane = (planet: number, channel: number): number => planet * planeSize + channel * SPACES;
  /** Per planet, the index of seat k's first extra feature (2026-06). */
  const planetSeat = (planet: number, k: number): number =>
    planet * planeSize + c * SPACES + PLANET_FEATURES + k * layout.planetSeatFeatures;

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
  /** 2026-06: Rovers in orbit of each planet, and their hit points, by seat. */
  const orbitAt = state.planets.map(() => new Array<number>(n).fill(0));
  const orbitHpAt = state.planets.map(() => new Array<number>(n).fill(0));
  for (const r of state.rovers) {
    if (r.location === 'orbit') {
      orbit[r.owner]!++;
      orbitHp[r.owner]! += r.hp;
      if (r.orbit !== undefined && orbitAt[r.orbit]) {
        orbitAt[r.orbit]![seat(r.owner)]!++;
        orbitHpAt[r.orbit]![seat(r.owner)]! += r.hp;
      }
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
    if (b.structure === 'factory' && b.points !== undefined && layout.seatPlanes > 0) {
      out[plane(b.planet, 7 * n + 1 + k) + b.space] = Math.min(b.points, factoryCap) / factoryCap;
    }
    if (b.structure === 'drillCannon') {
      if (b.ready) {
        out[at + 7] = 1;
        if (layout.planetSeatFeatures > 0) out[planetSeat(b.planet, k) + 2] = 1;
      }
      if (b.aim !== null) out[plane(b.planet, 6 * n + k) + b.aim] = 1;
    }
  }
  if (layout.planetSeatFeatures > 0) {
    for (let planet = 0; planet < state.planets.length; planet++) {
      for (let k = 0; k < n; k++) {
        const at = planetSeat(planet, k);
        out[at] = Math.min(orbitAt[planet]![k]!, ORBIT_CAP) / ORBIT_CAP;
        out[at + 1] = Math.min(orbitHpAt[planet]![k]!, ORBIT_CAP * roverHp) / (ORBIT_CAP * roverHp);
      }
    }
  }
  for (let p = 0; p < n; p++) {
    const at = seats + seat(p) * SEAT_FEATURES;
    writeSeatBasics(out, at, state, p, orbit[p]!, orbitHp[p]!, roverHp);
  }
  const g = seats + n * SEAT_FEATURES;
  writeStatus(out, g, state);
  out[g + 3] = Math.min(state.actionsThisTurn, actionsCap) / actionsCap;
  writeTurn(out, g + 4, state);
  if (layout.globals > 0) {
    out[g + 7] = Math.min(state.captured ?? 0, pointsCap) / pointsCap;
    out[g + 8] = state.status === 'setup' && state.placesFirst === null ? 1 : 0;
  }
  return out;
}
