import {
  B_HP,
  B_PLANET,
  B_SPACE,
  O_DESTROYED,
  type Position,
  R_FIELDS,
  R_OWNER,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { ADJACENT, NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';

// The 2025-01 questions about one space that the legal ids and the check of one id share, as
// src/rules/_internals (entry.ts, position.ts) and the families' own problems answer them.

export const SPACE_PORT = 0;
export const FACTORY = 1;
export const DRILL_CANNON = 2;
export const TREASURY = 3;
export const FULL_HP = 5;
export const TREASURY_CAPACITY = 3;

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
export function canFortify(pos: Position, player: number, cell: number): boolean {
  const m = pos.m;
  if (m[pos.oFort + cell] !== 0 || m[pos.oBuildingAt + cell] !== 0) return false;
  const id = m[pos.oRoverAt + cell]!;
  return id === 0 || m[pos.rover(id) + R_OWNER] === player;
}

/** isBuildSite(...) (R7): every playable neighbour holds the player's Fortification or Rover. */
export function isBuildSite(pos: Position, player: number, planet: number, space: number): boolean {
  const m = pos.m;
  const base = planet * SPACES;
  const oFort = pos.oFort;
  const oRover = pos.oRoverAt;
  const oRovers = pos.oRovers;
  const me = player + 1;
  const row = space * SLOTS;
  for (let slot = 0; slot < SLOTS; slot++) {
    const n = NEIGHBOR[row + slot]!;
    if (n < 0 || m[oFort + base + n] === me) continue;
    const id = m[oRover + base + n]!;
    if (id === 0 || m[oRovers + id * R_FIELDS + R_OWNER] !== player) return false;
  }
  const cell = base + space;
  if (m[O_DESTROYED + planet] === 1) return false;
  if (m[pos.oBuildingAt + cell] !== 0 || m[oFort + cell] !== 0) return false;
  const id = m[oRover + cell]!;
  return id === 0 || m[oRovers + id * R_FIELDS + R_OWNER] === player;
}

/** landingProblem(...) === null (R8): the Space Port's neighbours land whatever borders them. */
export function canLand(pos: Position, player: number, planet: number, space: number): boolean {
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
