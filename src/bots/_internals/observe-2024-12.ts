import { board } from '../../board/index.js';
import type { GameState, PlayerIndex } from '../../rules/index.js';
import { rulesetNamed } from '../../rules/index.js';
import { writeSeatBasics, writeStatus, writeTurn } from './observe-shared.js';

// The 2024-12 observation (docs/bots.md, "2024-12 observation"): Rovers face an edge (ruling R52),
// Fortifications stand on the 150 edges (R56), a Medic replaces the Treasury (R60), a Drill
// Cannon powers up instead of readying and aiming (R63), one action a turn (R50) and no planet
// is ever destroyed (R65). Its own layout, not 2025-01's with additions: 2025-01's Fortification
// and aim planes, Treasury points, actions this turn and planet features would always be 0.

const RULES = rulesetNamed('2024-12');
const SPACES = board.spaces.length;
const EDGES = board.edges.length;
/** Neighbour slots of a space (`board.spaces[s].neighbors`): 5 for an HQ, 3 for a triangle. */
const SLOTS = 5;
const KINDS = RULES.structures;
/** Per seat: inGame, toAct, first, winner, orbit Rovers, orbit hit points, cannon power. */
const SEAT_FEATURES = 7;
/** Global: setup, playing, finished, turn progress, has limit, turn. */
const GLOBAL_FEATURES = 6;

/** Space planes per planet: Rover hp, facing slots, Buildings, per seat; then playable. */
function channels(players: number): number {
  return (1 + SLOTS + KINDS.length) * players + 1;
}

function planeSize(players: number): number {
  return channels(players) * SPACES + EDGES * players;
}

/** `observationSize` of a 2024-12 game: `planets × ((10n + 1) × 92 + 150n) + 7n + 6`. */
export function observationSize2024(players: number, planets: number): number {
  return planets * planeSize(players) + SEAT_FEATURES * players + GLOBAL_FEATURES;
}

/** `writeObservation` of a 2024-12 state into `out` (zeros), seats relative to `player`. */
export function writeObservation2024(
  state: GameState,
  player: PlayerIndex,
  out: Float32Array,
): Float32Array {
  const n = state.players.length;
  const roverHp = RULES.hp.rover;
  const buildingHp = RULES.hp.building;
  const power = RULES.cannonPowerUp!;
  const seat = (owner: PlayerIndex): number => (owner - player + n) % n;
  const size = planeSize(n);
  const c = channels(n);
  const plane = (planet: number, channel: number): number => planet * size + channel * SPACES;

  for (let planet = 0; planet < state.planets.length; planet++) {
    for (const s of board.playableSpaces) out[plane(planet, c - 1) + s] = 1;
    const walls = state.planets[planet]!.edgeFortifications ?? [];
    const edges = planet * size + c * SPACES;
    for (let e = 0; e < walls.length; e++) {
      const owner = walls[e];
      if (owner !== null && owner !== undefined) out[edges + seat(owner) * EDGES + e] = 1;
    }
  }
  const seats = state.options.planets * size;
  const orbit = new Array<number>(n).fill(0);
  const orbitHp = new Array<number>(n).fill(0);
  for (const r of state.rovers) {
    if (r.location === 'orbit') {
      orbit[r.owner]!++;
      orbitHp[r.owner]! += r.hp;
      continue;
    }
    const { planet, space } = r.location;
    const k = seat(r.owner);
    out[plane(planet, k) + space] = r.hp / roverHp;
    const slot = board.spaces[space]!.neighbors.indexOf(r.facing ?? -1);
    if (slot >= 0) out[plane(planet, n + SLOTS * k + slot) + space] = 1;
  }
  for (const b of state.buildings) {
    const k = seat(b.owner);
    const kind = KINDS.indexOf(b.structure);
    if (kind >= 0)
      out[plane(b.planet, (1 + SLOTS) * n + KINDS.length * k + kind) + b.space] = b.hp / buildingHp;
    if (b.structure === 'drillCannon') {
      out[seats + k * SEAT_FEATURES + 6] = Math.min(b.power ?? 0, power) / power;
    }
  }
  for (let p = 0; p < n; p++) {
    const at = seats + seat(p) * SEAT_FEATURES;
    writeSeatBasics(out, at, state, p, orbit[p]!, orbitHp[p]!, roverHp);
  }
  const g = seats + n * SEAT_FEATURES;
  writeStatus(out, g, state);
  writeTurn(out, g + 3, state);
  return out;
}
