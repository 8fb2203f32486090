import type { Context } from '../_internals/context.js';
import {
  writeSeatFeatures,
  writeStatusFeatures,
  writeTurnFeatures,
} from '../_internals/observe.js';
import {
  B_HP,
  B_PLANET,
  B_READY,
  B_SPACE,
  ORBIT,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { EDGES, RULES, STRUCTURES_2024 } from './layout.js';
import type { Position2024 } from './position.js';
import { slotOf } from './steps.js';

// The 2024-12 observation of `observe` (src/bots/_internals/observe-2024-12.ts; the layout in
// docs/bots.md, "2024-12 observation"), written from the typed arrays into a caller's
// Float32Array: per planet (1 + 5 + structures) × players + 1 planes of the 92 spaces (Rovers'
// hit points, their facing slots, Buildings' hit points by kind, the playable spaces) and a
// plane of the 150 edges per seat (Fortifications), then 7 features per seat, then 6 global
// ones. Seats are relative to the observer. The differential test compares it with `observe`
// at every ply.

const SEAT_FEATURES = 7;
const GLOBAL_FEATURES = 6;
const KINDS = STRUCTURES_2024.length;
const ROVER_HP = RULES.hp.rover;
const BUILDING_HP = RULES.hp.building;
const POWER = RULES.cannonPowerUp!;
const DRILL_CANNON = STRUCTURES_2024.indexOf('drillCannon');

function channels(players: number): number {
  return (1 + SLOTS + KINDS) * players + 1;
}

function planeSize(players: number): number {
  return channels(players) * SPACES + EDGES * players;
}

/** `observationSize` of a 2024-12 game. */
export function observationSizeOf2024(players: number, planets: number): number {
  return planets * planeSize(players) + SEAT_FEATURES * players + GLOBAL_FEATURES;
}

/** Writes the 2024-12 observation of seat `player` into `out` (all of it, zeros included). */
export function writeObservation2024(
  ctx: Context,
  player: number,
  turnLimit: number | null,
  firstPlayer: number,
  out: Float32Array,
): void {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const n = pos.players;
  out.fill(0);
  const size = planeSize(n);
  const c = channels(n);
  const seatOf = (owner: number): number => (owner - player + n) % n;
  const plane = (planet: number, channel: number): number => planet * size + channel * SPACES;
  for (let planet = 0; planet < pos.planets; planet++) {
    for (let p = 0; p < PLAYABLE.length; p++) out[plane(planet, c - 1) + PLAYABLE[p]!] = 1;
    const edges = planet * size + c * SPACES;
    for (let e = 0; e < EDGES; e++) {
      const owner = pos.edgeFort(planet, e);
      if (owner >= 0) out[edges + seatOf(owner) * EDGES + e] = 1;
    }
  }
  const seats = pos.planets * size;
  for (let p = 0; p < n; p++) {
    const k = seatOf(p);
    const at = seats + k * SEAT_FEATURES;
    let orbit = 0;
    let orbitHp = 0;
    for (let a = 0; a < m[S_ALIVE]!; a++) {
      const r = pos.rover(m[pos.oAliveList + a]!);
      if (m[r + R_OWNER] !== p) continue;
      const loc = m[r + R_LOC]!;
      if (loc === ORBIT) {
        orbit++;
        orbitHp += m[r + R_HP]!;
        continue;
      }
      const planet = Math.floor(loc / SPACES);
      const space = loc % SPACES;
      out[plane(planet, k) + space] = m[r + R_HP]! / ROVER_HP;
      const slot = slotOf(space, pos.facing(loc));
      if (slot >= 0) out[plane(planet, n + SLOTS * k + slot) + space] = 1;
    }
    for (let s = 0; s < STRUCTURE_KINDS && s < KINDS; s++) {
      const b = pos.building(p * STRUCTURE_KINDS + s);
      const hp = m[b + B_HP]!;
      if (hp === 0) continue;
      out[plane(m[b + B_PLANET]!, (1 + SLOTS) * n + KINDS * k + s) + m[b + B_SPACE]!] =
        hp / BUILDING_HP;
      if (s === DRILL_CANNON) out[at + 6] = Math.min(m[b + B_READY]!, POWER) / POWER;
    }
    writeSeatFeatures(m, out, at, p, firstPlayer, orbit, orbitHp, ROVER_HP);
  }
  const g = seats + n * SEAT_FEATURES;
  writeStatusFeatures(m, out, g);
  writeTurnFeatures(m, out, g + 3, turnLimit);
}
