import type { Context } from '../_internals/context.js';
import {
  B_AIM,
  B_HP,
  B_PLANET,
  B_POINTS,
  B_READY,
  B_SPACE,
  O_DESTROYED,
  ORBIT,
  type Position,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ACTIONS,
  S_ALIVE,
  S_CURRENT,
  S_STATUS,
  STATUS_FINISHED,
  STATUS_SETUP,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import {
  ADJACENT,
  HQS,
  NEIGHBOR,
  PLAYABLE,
  PLAYABLE_INDEX,
  SLOTS,
  SPACES,
} from '../_internals/tables.js';
import { BUILD_EXITS, ORBIT_SLOTS, RANGE, STRUCTURES, T, TARGET_KINDS } from './layout.js';

// The legal action ids of a 2025-01 position, ascending: the rules of src/rules (rulings R5–R15,
// R22, R29) read from the typed arrays. Each check names the reducer function it mirrors.

export const SPACE_PORT = 0;
export const FACTORY = 1;
export const DRILL_CANNON = 2;
export const TREASURY = 3;
const FULL_HP = 5;
const TREASURY_CAPACITY = 3;

/** entryProblem(...) === null: a Rover may enter the cell (R5, R9; R8 with `ownPortOk`). */
export function canEnter(pos: Position, player: number, cell: number, ownPortOk: boolean): boolean {
  const m = pos.m;
  if (m[pos.oRoverAt + cell] !== 0) return false;
  const slot = m[pos.oBuildingAt + cell]! - 1;
  if (slot >= 0) return ownPortOk && slot === player * STRUCTURE_KINDS + SPACE_PORT;
  const fort = m[pos.oFort + cell]!;
  return fort === 0 || fort - 1 === player;
}

/** fortifyProblem(...) === null (R6). */
function canFortify(pos: Position, player: number, cell: number): boolean {
  const m = pos.m;
  if (m[pos.oFort + cell] !== 0 || m[pos.oBuildingAt + cell] !== 0) return false;
  const id = m[pos.oRoverAt + cell]!;
  return id === 0 || m[pos.rover(id) + R_OWNER] === player;
}

/** isBuildSite(...) (R7): every playable neighbour holds the player's Fortification or Rover. */
function isBuildSite(pos: Position, player: number, planet: number, space: number): boolean {
  const m = pos.m;
  const base = planet * SPACES;
  for (let slot = 0; slot < SLOTS; slot++) {
    const n = NEIGHBOR[space * SLOTS + slot]!;
    if (n < 0) continue;
    if (m[pos.oFort + base + n] === player + 1) continue;
    const id = m[pos.oRoverAt + base + n]!;
    if (id === 0 || m[pos.rover(id) + R_OWNER] !== player) return false;
  }
  const cell = base + space;
  if (m[O_DESTROYED + planet] === 1) return false;
  if (m[pos.oBuildingAt + cell] !== 0 || m[pos.oFort + cell] !== 0) return false;
  const id = m[pos.oRoverAt + cell]!;
  return id === 0 || m[pos.rover(id) + R_OWNER] === player;
}

/** landingProblem(...) === null (R8): the Space Port's neighbours land whatever borders them. */
function canLand(pos: Position, player: number, planet: number, space: number): boolean {
  const m = pos.m;
  const base = planet * SPACES;
  const cell = base + space;
  if (m[pos.oRoverAt + cell] !== 0 || m[pos.oBuildingAt + cell] !== 0) return false;
  if (m[pos.oFort + cell] !== 0) return false;
  const port = pos.building(player * STRUCTURE_KINDS + SPACE_PORT);
  if (m[port + B_HP]! > 0 && m[port + B_PLANET] === planet) {
    if (ADJACENT[m[port + B_SPACE]! * SPACES + space] === 1) return true;
  }
  for (let slot = 0; slot < SLOTS; slot++) {
    const n = NEIGHBOR[space * SLOTS + slot]!;
    if (n < 0) continue;
    const fort = m[pos.oFort + base + n]!;
    if (fort !== 0 && fort - 1 !== player) return false;
  }
  return true;
}

/**
 * Writes the legal ids of the position into `out` from index 0, ascending, and returns how many.
 * `out` must hold `layout.total` ids at least (`CoreGame.maxLegalIds`).
 */
export function legalIds(ctx: Context, out: Int32Array): number {
  const { pos, layout } = ctx;
  const m = pos.m;
  const status = m[S_STATUS]!;
  if (status === STATUS_FINISHED) return 0;
  const off = layout.offset;
  let n = 0;
  if (status === STATUS_SETUP) {
    // legalPlacements (R15): an HQ of any planet without a Rover.
    for (let planet = 0; planet < pos.planets; planet++) {
      for (let h = 0; h < HQS.length; h++) {
        if (m[pos.oRoverAt + planet * SPACES + HQS[h]!] === 0)
          out[n++] = off[T.place]! + planet * HQS.length + h;
      }
    }
    return n;
  }
  const player = m[S_CURRENT]!;
  const acted = m[S_ACTIONS]!;
  // The player's Rovers on planets, by cell (the order of the move, fortify and shoot blocks).
  const cells = ctx.ownCells;
  const ids = ctx.ownIds;
  let own = 0;
  let inOrbit = 0;
  for (let k = 0; k < m[S_ALIVE]!; k++) {
    const id = m[pos.oAliveList + k]!;
    const r = pos.rover(id);
    if (m[r + R_OWNER] !== player) continue;
    const loc = m[r + R_LOC]!;
    if (loc === ORBIT) {
      inOrbit++;
      continue;
    }
    let at = own++;
    while (at > 0 && cells[at - 1]! > loc) {
      cells[at] = cells[at - 1]!;
      ids[at] = ids[at - 1]!;
      at--;
    }
    cells[at] = loc;
    ids[at] = id;
  }
  const cellId = (cell: number): number =>
    Math.floor(cell / SPACES) * PLAYABLE.length + PLAYABLE_INDEX[cell % SPACES]!;
  // legalMoves (R5, R8) and legalFortifications (R6).
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const first = off[T.move]! + cellId(cell) * SLOTS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[space * SLOTS + slot]!;
      if (to >= 0 && canEnter(pos, player, base + to, true)) out[n++] = first + slot;
    }
  }
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const first = off[T.fortify]! + cellId(cell) * SLOTS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[space * SLOTS + slot]!;
      if (to >= 0 && canFortify(pos, player, base + to)) out[n++] = first + slot;
    }
  }
  // legalShots (R2, R20): an enemy Rover, Fortification or Building in range.
  const rs = RANGE.slots;
  for (let k = 0; k < own; k++) {
    const cell = cells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const first = off[T.shoot]! + cellId(cell) * rs * TARGET_KINDS;
    const count = RANGE.count[space]!;
    for (let rank = 0; rank < count; rank++) {
      const at = base + RANGE.target[space * rs + rank]!;
      const id = first + rank * TARGET_KINDS;
      const rover = m[pos.oRoverAt + at]!;
      if (rover !== 0 && m[pos.rover(rover) + R_OWNER] !== player) out[n++] = id;
      const fort = m[pos.oFort + at]!;
      if (fort !== 0 && fort - 1 !== player) out[n++] = id + 1;
      const slot = m[pos.oBuildingAt + at]! - 1;
      if (slot >= 0 && Math.floor(slot / STRUCTURE_KINDS) !== player) out[n++] = id + 2;
    }
  }
  // legalBuilds (R7): a structure the player lacks, on a surrounded HQ; a Rover on it moves out.
  const mine = player * STRUCTURE_KINDS;
  let lacking = 0;
  for (let s = 0; s < STRUCTURES; s++) if (m[pos.building(mine + s) + B_HP] === 0) lacking++;
  if (lacking > 0) {
    for (let planet = 0; planet < pos.planets; planet++) {
      if (m[O_DESTROYED + planet] === 1) continue;
      const base = planet * SPACES;
      for (let h = 0; h < HQS.length; h++) {
        const space = HQS[h]!;
        if (!isBuildSite(pos, player, planet, space)) continue;
        const onIt = m[pos.oRoverAt + base + space] !== 0;
        const site = off[T.build]! + (planet * HQS.length + h) * STRUCTURES * BUILD_EXITS;
        for (let s = 0; s < STRUCTURES; s++) {
          if (m[pos.building(mine + s) + B_HP] !== 0) continue;
          const first = site + s * BUILD_EXITS;
          if (!onIt) {
            out[n++] = first;
            continue;
          }
          for (let slot = 0; slot < SLOTS; slot++) {
            const to = NEIGHBOR[space * SLOTS + slot]!;
            if (to >= 0 && canEnter(pos, player, base + to, false)) out[n++] = first + 1 + slot;
          }
        }
      }
    }
  }
  // legalDescents (R8): the lowest ORBIT_SLOTS Rovers in orbit have ids; any may land.
  let landings = 0;
  if (inOrbit > 0) {
    const landing = ctx.landing;
    for (let planet = 0; planet < pos.planets; planet++) {
      const destroyed = m[O_DESTROYED + planet] === 1;
      for (let p = 0; p < PLAYABLE.length; p++) {
        const ok = !destroyed && canLand(pos, player, planet, PLAYABLE[p]!);
        landing[planet * PLAYABLE.length + p] = ok ? 1 : 0;
        if (ok) landings++;
      }
    }
    const ranks = Math.min(inOrbit, ORBIT_SLOTS);
    const span = pos.planets * PLAYABLE.length;
    for (let rank = 0; rank < ranks; rank++) {
      const first = off[T.descend]! + rank * span;
      for (let i = 0; i < span; i++) if (landing[i] === 1) out[n++] = first + i;
    }
  }
  // legalProduces and legalRepairs (R9), around the player's Factory.
  const factory = pos.building(mine + FACTORY);
  if (m[factory + B_HP]! > 0) {
    const fs = m[factory + B_SPACE]!;
    const base = m[factory + B_PLANET]! * SPACES;
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[fs * SLOTS + slot]!;
      if (to >= 0 && canEnter(pos, player, base + to, false)) out[n++] = off[T.produce]! + slot;
    }
    for (let slot = 0; slot < SLOTS; slot++) {
      const to = NEIGHBOR[fs * SLOTS + slot]!;
      if (to < 0) continue;
      const id = m[pos.oRoverAt + base + to]!;
      if (id === 0) continue;
      const r = pos.rover(id);
      if (m[r + R_OWNER] === player && m[r + R_HP]! < FULL_HP) out[n++] = off[T.repair]! + slot;
    }
  }
  // legalReadies, legalAims, legalFires (R10, R21).
  const cannon = pos.building(mine + DRILL_CANNON);
  if (m[cannon + B_HP]! > 0) {
    if (m[cannon + B_READY] === 0) out[n++] = off[T.ready]!;
    else {
      const aim = m[cannon + B_AIM]!;
      for (let p = 0; p < PLAYABLE.length; p++) if (PLAYABLE[p] !== aim) out[n++] = off[T.aim]! + p;
      if (aim >= 0) out[n++] = off[T.fire]!;
    }
  }
  // legalSaves (R11, R22).
  const treasury = pos.building(mine + TREASURY);
  if (m[treasury + B_HP]! > 0 && acted === 0 && m[treasury + B_POINTS]! < TREASURY_CAPACITY)
    out[n++] = off[T.save]!;
  // Anything but Destroy so far, descents beyond the numbered ranks included (ruling R29).
  const others = n > 0 || landings > 0;
  // legalDestroys (R12).
  for (let s = 0; s < STRUCTURES; s++)
    if (m[pos.building(mine + s) + B_HP]! > 0) out[n++] = off[T.destroy]! + s;
  // legalEndTurns (R22) and pass (R13, R29).
  if (acted > 0) out[n++] = off[T.endTurn]!;
  else if (!others) out[n++] = off[T.pass]!;
  return n;
}
