import type { Context } from '../_internals/context.js';
import {
  writeSeatFeatures,
  writeStatusFeatures,
  writeTurnFeatures,
} from '../_internals/observe.js';
import {
  B_AIM,
  B_HP,
  B_PLANET,
  B_POINTS,
  B_READY,
  B_SPACE,
  O_DESTROYED,
  O_SHOTS,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ACTIONS,
  S_ALIVE,
  S_STATUS,
  STATUS_SETUP,
} from '../_internals/position.js';
import { PLAYABLE, SPACES } from '../_internals/tables.js';
import {
  BUILDING_HP,
  DRILL_CANNON,
  FACTORY,
  FACTORY_MAX,
  kindOfSlot,
  MAX_ACTIONS,
  orbitedPlanet,
  ownerOfSlot,
  ROVER_HP,
  S_CAPTURED,
  S_PLACES_FIRST,
  TREASURY,
  TREASURY_CAPACITY,
} from './position.js';

// The 2026-06 observation of `observe` (src/bots/observe.ts; the layout in docs/bots.md), from
// the typed arrays: per planet (8 × players + 1) planes of the 92 spaces (2025-01's, then each
// seat's Factory build points), the planet's 2 features and 3 per seat (Rovers orbiting it,
// their hit points, its cannon there ready); 8 features per seat; 9 global ones.

const SEAT_FEATURES = 8;
const PLANET_FEATURES = 2;
const PLANET_SEAT_FEATURES = 3;
const ORBIT_CAP = 8;
const SHOTS_CAP = 6 * 2 + 1;

function planeSizeOf(players: number): number {
  return (8 * players + 1) * SPACES + PLANET_FEATURES + PLANET_SEAT_FEATURES * players;
}

/** `observationSize` of a 2026-06 game. */
export function observationSizeOf2026(players: number, planets: number): number {
  return planets * planeSizeOf(players) + SEAT_FEATURES * players + 9;
}

/** Writes the observation of seat `player` into `out` (all of it, zeros included). */
export function writeObservation2026(
  ctx: Context,
  player: number,
  turnLimit: number | null,
  firstPlayer: number,
  out: Float32Array,
): void {
  const pos = ctx.pos;
  const m = pos.m;
  const n = pos.players;
  out.fill(0);
  const planeSize = planeSizeOf(n);
  const features = (8 * n + 1) * SPACES;
  const seatOf = (owner: number): number => (owner - player + n) % n;
  const planetSeat = (planet: number, k: number): number =>
    planet * planeSize + features + PLANET_FEATURES + k * PLANET_SEAT_FEATURES;
  for (let planet = 0; planet < pos.planets; planet++) {
    const first = planet * planeSize;
    for (let s = 0; s < SPACES; s++) {
      const fort = m[pos.oFort + planet * SPACES + s]!;
      if (fort !== 0) out[first + (n + seatOf(fort - 1)) * SPACES + s] = 1;
    }
    for (let p = 0; p < PLAYABLE.length; p++) out[first + 7 * n * SPACES + PLAYABLE[p]!] = 1;
    out[first + features] = m[O_DESTROYED + planet] === 1 ? 1 : 0;
    out[first + features + 1] = Math.min(m[O_SHOTS + planet]!, SHOTS_CAP) / SHOTS_CAP;
  }
  const seats = pos.planets * planeSize;
  for (let p = 0; p < n; p++) {
    const k = seatOf(p);
    const at = seats + k * SEAT_FEATURES;
    let orbit = 0;
    let orbitHp = 0;
    for (let planet = 0; planet < pos.planets; planet++) {
      let here = 0;
      let hereHp = 0;
      for (let j = 0; j < m[S_ALIVE]!; j++) {
        const r = pos.rover(m[pos.oAliveList + j]!);
        if (m[r + R_OWNER] !== p) continue;
        const loc = m[r + R_LOC]!;
        if (loc >= 0) {
          if (Math.floor(loc / SPACES) === planet)
            out[planet * planeSize + k * SPACES + (loc % SPACES)] = m[r + R_HP]! / ROVER_HP;
        } else if (orbitedPlanet(loc) === planet) {
          here++;
          hereHp += m[r + R_HP]!;
        }
      }
      orbit += here;
      orbitHp += hereHp;
      const ps = planetSeat(planet, k);
      out[ps] = Math.min(here, ORBIT_CAP) / ORBIT_CAP;
      out[ps + 1] = Math.min(hereHp, ORBIT_CAP * ROVER_HP) / (ORBIT_CAP * ROVER_HP);
    }
    writeSeatFeatures(m, out, at, p, firstPlayer, orbit, orbitHp, ROVER_HP);
  }
  for (let slot = 0; slot < pos.buildingSlots; slot++) {
    const b = pos.building(slot);
    const hp = m[b + B_HP]!;
    if (hp === 0) continue;
    const kind = kindOfSlot(pos, slot);
    const k = seatOf(ownerOfSlot(pos, slot));
    const planet = m[b + B_PLANET]!;
    const space = m[b + B_SPACE]!;
    const at = seats + k * SEAT_FEATURES;
    out[planet * planeSize + (2 * n + 4 * k + kind) * SPACES + space] = hp / BUILDING_HP;
    if (kind === TREASURY)
      out[at + 6] = Math.min(m[b + B_POINTS]!, TREASURY_CAPACITY) / TREASURY_CAPACITY;
    if (kind === FACTORY)
      out[planet * planeSize + (7 * n + 1 + k) * SPACES + space] =
        Math.min(m[b + B_POINTS]!, FACTORY_MAX) / FACTORY_MAX;
    if (kind === DRILL_CANNON) {
      if (m[b + B_READY] === 1) {
        out[at + 7] = 1;
        out[planetSeat(planet, k) + 2] = 1;
      }
      const aim = m[b + B_AIM]!;
      if (aim >= 0) out[planet * planeSize + (6 * n + k) * SPACES + aim] = 1;
    }
  }
  const g = seats + n * SEAT_FEATURES;
  writeStatusFeatures(m, out, g);
  out[g + 3] = Math.min(m[S_ACTIONS]!, MAX_ACTIONS - 1) / (MAX_ACTIONS - 1);
  writeTurnFeatures(m, out, g + 4, turnLimit);
  out[g + 7] = Math.min(m[S_CAPTURED]!, TREASURY_CAPACITY) / TREASURY_CAPACITY;
  out[g + 8] = m[S_STATUS] === STATUS_SETUP && m[S_PLACES_FIRST] === 0 ? 1 : 0;
}
