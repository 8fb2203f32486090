import type { Context } from '../_internals/context.js';
import {
  B_HP,
  B_PLANET,
  B_READY,
  B_SPACE,
  R_HP,
  R_OWNER,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, PLAYABLE_INDEX, SLOTS, SPACES } from '../_internals/tables.js';
import { EDGE_WORDS, lowestBit, WORDS } from './bits.js';
import {
  DRILL_CANNON,
  FACTORY,
  MEDIC,
  NEIGHBOR_COUNT,
  ORBIT_SLOTS,
  RULES,
  SPACE_PORT,
  STRUCTURES_2024,
  T,
} from './layout.js';
import type { Position2024 } from './position.js';

import { canStep, enemyEdge, slotOf } from './steps.js';

// The legal ids of the 2024-12 families of Buildings and orbit (rulings R59–R64), ascending, for
// legal.ts: build, descend, produce, fire, destroy, heal and powerUp. Each check names the reducer
// function it mirrors.

const FULL_HP = RULES.hp.rover;
const POWER_FULL = RULES.cannonPowerUp!;

/** legalBuilds (R59): a structure the player lacks; a Rover on the HQ moves out ahead first. */
export function buildIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  // isBuildSite from Position2024's counts: no HQ the player surrounds without a Building is
  // nearly always the answer.
  if (!pos.maySurround(player)) return n0;
  const m = pos.m;
  const mine = player * STRUCTURE_KINDS;
  const kinds = STRUCTURES_2024.length;
  let lacking = 0;
  for (let s = 0; s < kinds; s++) if (m[pos.building(mine + s) + B_HP] === 0) lacking++;
  let n = n0;
  if (lacking === 0) return n;
  const block = ctx.layout.offset[T.build]!;
  for (let planet = 0; planet < pos.planets; planet++) {
    const base = planet * SPACES;
    for (let h = 0; h < HQS.length; h++) {
      const space = HQS[h]!;
      if (!pos.surrounds(player, planet, h)) continue;
      const rover = m[pos.oRoverAt + base + space]!;
      if (rover !== 0) {
        if (m[pos.rover(rover) + R_OWNER] !== player) continue;
        const slot = slotOf(space, pos.facing(base + space));
        if (!canStep(pos, player, planet, space, slot, false)) continue;
      }
      const site = block + (planet * HQS.length + h) * kinds * 3;
      for (let s = 0; s < kinds; s++) {
        if (m[pos.building(mine + s) + B_HP] !== 0) continue;
        const id = site + s * 3;
        if (rover === 0) out[n++] = id;
        else {
          out[n++] = id + 1;
          out[n++] = id + 2;
        }
      }
    }
  }
  return n;
}

/** landingProblem(...) === null (R61). */
function canLand(pos: Position2024, player: number, planet: number, space: number): boolean {
  const m = pos.m;
  const cell = planet * SPACES + space;
  if (m[pos.oRoverAt + cell] !== 0 || m[pos.oBuildingAt + cell] !== 0) return false;
  const port = pos.building(player * STRUCTURE_KINDS + SPACE_PORT);
  if (m[port + B_HP]! > 0 && m[port + B_PLANET] === planet) {
    if (slotOf(m[port + B_SPACE]!, space) >= 0) return true;
  }
  for (let slot = 0; slot < SLOTS; slot++)
    if (enemyEdge(pos, planet, space, slot, player)) return false;
  return true;
}

/** legalDescents (R61): the lowest ORBIT_SLOTS Rovers in orbit have ids; every facing. */
export function descendIds(
  ctx: Context,
  player: number,
  inOrbit: number,
  out: Int32Array,
  n0: number,
): number {
  ctx.landings = 0;
  let n = n0;
  if (inOrbit === 0) return n;
  const pos = ctx.pos as Position2024;
  const landing = ctx.landing;
  let landings = 0;
  for (let planet = 0; planet < pos.planets; planet++) {
    for (let p = 0; p < PLAYABLE.length; p++) {
      const ok = canLand(pos, player, planet, PLAYABLE[p]!);
      landing[planet * PLAYABLE.length + p] = ok ? 1 : 0;
      if (ok) landings++;
    }
  }
  ctx.landings = landings;
  const span = pos.planets * PLAYABLE.length;
  const ranks = Math.min(inOrbit, ORBIT_SLOTS);
  for (let rank = 0; rank < ranks; rank++) {
    const first = ctx.layout.offset[T.descend]! + rank * span * SLOTS;
    for (let i = 0; i < span; i++) {
      if (landing[i] !== 1) continue;
      const facings = NEIGHBOR_COUNT[PLAYABLE[i % PLAYABLE.length]!]!;
      for (let slot = 0; slot < facings; slot++) out[n++] = first + i * SLOTS + slot;
    }
  }
  return n;
}

/** legalProduces (R62): next to the Factory, no enemy edge between, every facing. */
export function produceIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  let n = n0;
  const factory = pos.building(player * STRUCTURE_KINDS + FACTORY);
  if (m[factory + B_HP] === 0) return n;
  const fs = m[factory + B_SPACE]!;
  const planet = m[factory + B_PLANET]!;
  const first = ctx.layout.offset[T.produce]!;
  for (let slot = 0; slot < SLOTS; slot++) {
    const to = NEIGHBOR[fs * SLOTS + slot]!;
    if (to < 0) continue;
    const cell = planet * SPACES + to;
    if (m[pos.oRoverAt + cell] !== 0 || m[pos.oBuildingAt + cell] !== 0) continue;
    if (enemyEdge(pos, planet, fs, slot, player)) continue;
    for (let f = 0; f < NEIGHBOR_COUNT[to]!; f++) out[n++] = first + slot * SLOTS + f;
  }
  return n;
}

/**
 * legalFires (R63): with full power, enemy Rovers and enemy edges of the cannon's planet, read
 * from the other seats' masks (Position2024): ascending spaces, so ascending playable indexes.
 */
export function fireIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  let n = n0;
  const cannon = pos.building(player * STRUCTURE_KINDS + DRILL_CANNON);
  if (m[cannon + B_HP] === 0 || m[cannon + B_READY]! < POWER_FULL) return n;
  const planet = m[cannon + B_PLANET]!;
  const first = ctx.layout.offset[T.fire]!;
  const base = planet * SPACES;
  for (let w = 0; w < WORDS; w++) {
    let bits = 0;
    for (let p = 0; p < pos.players; p++)
      if (p !== player) bits |= m[pos.oPieces + (p * pos.planets + planet) * WORDS + w]!;
    for (; bits !== 0; bits &= bits - 1) {
      const space = (w << 5) + lowestBit(bits);
      const rover = m[pos.oRoverAt + base + space]!;
      if (rover !== 0 && m[pos.rover(rover) + R_OWNER] !== player)
        out[n++] = first + PLAYABLE_INDEX[space]!;
    }
  }
  for (let w = 0; w < EDGE_WORDS; w++) {
    let bits = 0;
    for (let p = 0; p < pos.players; p++)
      if (p !== player) bits |= m[pos.oWalls + (p * pos.planets + planet) * EDGE_WORDS + w]!;
    for (; bits !== 0; bits &= bits - 1)
      out[n++] = first + PLAYABLE.length + (w << 5) + lowestBit(bits);
  }
  return n;
}

/** legalDestroys (R64, R12): one id per own Building. */
export function destroyIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos;
  let n = n0;
  for (let s = 0; s < STRUCTURES_2024.length; s++) {
    if (pos.m[pos.building(player * STRUCTURE_KINDS + s) + B_HP]! > 0)
      out[n++] = ctx.layout.offset[T.destroy]! + s;
  }
  return n;
}

/** legalHeals (R60): own Rovers below full hit points next to the own Medic. */
export function healIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  let n = n0;
  const medic = pos.building(player * STRUCTURE_KINDS + MEDIC);
  if (m[medic + B_HP] === 0) return n;
  const ms = m[medic + B_SPACE]!;
  const base = m[medic + B_PLANET]! * SPACES;
  for (let slot = 0; slot < SLOTS; slot++) {
    const to = NEIGHBOR[ms * SLOTS + slot]!;
    if (to < 0) continue;
    const rover = m[pos.oRoverAt + base + to]!;
    if (rover === 0) continue;
    const r = pos.rover(rover);
    if (m[r + R_OWNER] === player && m[r + R_HP]! < FULL_HP)
      out[n++] = ctx.layout.offset[T.heal]! + slot;
  }
  return n;
}

/** legalPowerUps (R63). */
export function powerUpIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos;
  const cannon = pos.building(player * STRUCTURE_KINDS + DRILL_CANNON);
  let n = n0;
  if (pos.m[cannon + B_HP]! > 0 && pos.m[cannon + B_READY]! < POWER_FULL)
    out[n++] = ctx.layout.offset[T.powerUp]!;
  return n;
}
