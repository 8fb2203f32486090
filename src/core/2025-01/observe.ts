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
  ORBIT,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ACTIONS,
  S_ALIVE,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { PLAYABLE, SPACES } from '../_internals/tables.js';
import { DRILL_CANNON, FULL_HP, TREASURY, TREASURY_CAPACITY } from './predicates.js';

// The 2025-01 observation of `observe` (src/bots/observe.ts; the layout in docs/bots.md), written
// from the typed arrays into a caller's Float32Array: per planet 7 × players + 1 planes of the
// 92 spaces (Rovers' hit points, Fortifications, Buildings' hit points by kind, cannon aims, the
// playable spaces) and 2 planet features, then 8 features per seat, then 7 global ones. Seats
// are relative to the observer. The differential test compares it with `observe` at every ply.

const SEAT_FEATURES = 8;
const GLOBAL_FEATURES = 7;
const PLANET_FEATURES = 2;
const SHOTS_CAP = 6 * 2 + 1;
const ACTIONS_CAP = 3;

/** `observationSize` of a 2025-01 game. */
export function observationSizeOf(players: number, planets: number): number {
  const planeSize = (7 * players + 1) * SPACES + PLANET_FEATURES;
  return planets * planeSize + SEAT_FEATURES * players + GLOBAL_FEATURES;
}

/** Writes the observation of seat `player` into `out` (all of it, zeros included). */
export function writeObservation(
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
  const planeSize = (7 * n + 1) * SPACES + PLANET_FEATURES;
  const seatOf = (owner: number): number => (owner - player + n) % n;
  for (let planet = 0; planet < pos.planets; planet++) {
    const first = planet * planeSize;
    for (let s = 0; s < SPACES; s++) {
      const fort = m[pos.oFort + planet * SPACES + s]!;
      if (fort !== 0) out[first + (n + seatOf(fort - 1)) * SPACES + s] = 1;
    }
    for (let p = 0; p < PLAYABLE.length; p++) out[first + 7 * n * SPACES + PLAYABLE[p]!] = 1;
    const base = first + (7 * n + 1) * SPACES;
    out[base] = m[O_DESTROYED + planet] === 1 ? 1 : 0;
    out[base + 1] = Math.min(m[O_SHOTS + planet]!, SHOTS_CAP) / SHOTS_CAP;
  }
  const seats = pos.planets * planeSize;
  for (let p = 0; p < n; p++) {
    const at = seats + seatOf(p) * SEAT_FEATURES;
    let orbit = 0;
    let orbitHp = 0;
    for (let k = 0; k < m[S_ALIVE]!; k++) {
      const r = pos.rover(m[pos.oAliveList + k]!);
      if (m[r + R_OWNER] !== p) continue;
      const loc = m[r + R_LOC]!;
      if (loc === ORBIT) {
        orbit++;
        orbitHp += m[r + R_HP]!;
      } else {
        const planet = Math.floor(loc / SPACES);
        out[planet * planeSize + seatOf(p) * SPACES + (loc % SPACES)] = m[r + R_HP]! / FULL_HP;
      }
    }
    for (let s = 0; s < STRUCTURE_KINDS; s++) {
      const b = pos.building(p * STRUCTURE_KINDS + s);
      const hp = m[b + B_HP]!;
      if (hp === 0) continue;
      const planet = m[b + B_PLANET]!;
      const channel = 2 * n + 4 * seatOf(p) + s;
      out[planet * planeSize + channel * SPACES + m[b + B_SPACE]!] = hp / 5;
      if (s === TREASURY)
        out[at + 6] = Math.min(m[b + B_POINTS]!, TREASURY_CAPACITY) / TREASURY_CAPACITY;
      if (s === DRILL_CANNON) {
        if (m[b + B_READY] === 1) out[at + 7] = 1;
        const aim = m[b + B_AIM]!;
        if (aim >= 0) out[planet * planeSize + (6 * n + seatOf(p)) * SPACES + aim] = 1;
      }
    }
    writeSeatFeatures(m, out, at, p, firstPlayer, orbit, orbitHp, FULL_HP);
  }
  const g = seats + n * SEAT_FEATURES;
  writeStatusFeatures(m, out, g);
  out[g + 3] = Math.min(m[S_ACTIONS]!, ACTIONS_CAP) / ACTIONS_CAP;
  writeTurnFeatures(m, out, g + 4, turnLimit);
}
