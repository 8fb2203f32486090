import { board, edgeBetween } from '../../board/index.js';
import {
  B_HP,
  B_PLANET,
  B_SEQ,
  B_SPACE,
  type Position,
  R_FIELDS,
  R_OWNER,
  STRUCTURE_KINDS,
} from '../../core/_internals/position.js';
import { SPACES } from '../../core/_internals/tables.js';
import type { Position2024 } from '../../core/2024-12/position.js';
import { MAX_PLAYERS } from '../../rules/index.js';
import { WEIGHTS } from './evaluate.js';

// rebuild.ts's points for the hit points a Building's owner can get back, read from a core
// position: the same numbers, added in `state.buildings` order (the order of building).

const SLOTS = new Int32Array(MAX_PLAYERS * STRUCTURE_KINDS);

/** 2025-01 (R7): every playable neighbour of the HQ holds the owner's Fortification or Rover. */
function surrounded(pos: Position, owner: number, planet: number, space: number): boolean {
  const m = pos.m;
  const base = planet * SPACES;
  for (const n of board.playableNeighbors[space]!) {
    if (m[pos.oFort + base + n] === owner + 1) continue;
    const id = m[pos.oRoverAt + base + n]!;
    if (id === 0 || m[pos.oRovers + id * R_FIELDS + R_OWNER] !== owner) return false;
  }
  return true;
}

/** 2024-12 (R59): every playable edge of the HQ holds the owner's Fortification. */
function walled(pos: Position, owner: number, planet: number, space: number): boolean {
  const p = pos as Position2024;
  for (const n of board.playableNeighbors[space]!)
    if (p.edgeFort(planet, edgeBetween(space, n)) !== owner) return false;
  return true;
}

/**
 * `rebuildPoints` of a game that is not over, added into `out` (0 on entry): `onEdges` for
 * 2024-12's Fortifications on edges, `full` the hit points of a new Building. The core plays
 * 2025-01 and 2024-12, whose Builds need every neighbour (2026-06's share is not here).
 */
export function rebuildPointsCore(
  pos: Position,
  onEdges: boolean,
  full: number,
  out: Float64Array,
): void {
  const m = pos.m;
  let count = 0;
  for (let slot = 0; slot < MAX_PLAYERS * STRUCTURE_KINDS; slot++) {
    if (slot >= pos.players * STRUCTURE_KINDS) break;
    if (m[pos.building(slot) + B_HP]! > 0) SLOTS[count++] = slot;
  }
  // Insertion sort by order of building: a handful of Buildings.
  for (let i = 1; i < count; i++) {
    const slot = SLOTS[i]!;
    const seq = m[pos.building(slot) + B_SEQ]!;
    let j = i - 1;
    while (j >= 0 && m[pos.building(SLOTS[j]!) + B_SEQ]! > seq) {
      SLOTS[j + 1] = SLOTS[j]!;
      j--;
    }
    SLOTS[j + 1] = slot;
  }
  for (let i = 0; i < count; i++) {
    const slot = SLOTS[i]!;
    const b = pos.building(slot);
    const hp = m[b + B_HP]!;
    if (hp === full) continue;
    const owner = (slot / STRUCTURE_KINDS) | 0;
    const planet = m[b + B_PLANET]!;
    const space = m[b + B_SPACE]!;
    const can = onEdges ? walled(pos, owner, planet, space) : surrounded(pos, owner, planet, space);
    if (can) out[owner]! += WEIGHTS.buildingHp * (full - hp);
  }
}
