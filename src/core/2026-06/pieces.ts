import type { Context } from '../_internals/context.js';
import { B_HP, type Position, R_FIELDS, R_LOC, R_OWNER, S_ALIVE } from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { SORTED_NEIGHBORS, SPACE_PORT, slotOf } from './position.js';

// The 2026-06 questions about one space that its legal ids and its make share, as
// src/rules/2026-06/_internals/pieces.ts and the families' own problems answer them.

/** pieceOn(...) === null: no Rover, Building or Fortification, anyone's (R32, R36, R37, R40). */
export function isEmpty(pos: Position, cell: number): boolean {
  const m = pos.m;
  return (
    m[pos.oRoverAt + cell] === 0 && m[pos.oBuildingAt + cell] === 0 && m[pos.oFort + cell] === 0
  );
}

/** entryProblem(...) === null (R5, R43; R40 with `ownPortOk`: a move into orbit). */
export function canEnter(pos: Position, player: number, cell: number, ownPortOk: boolean): boolean {
  const m = pos.m;
  if (m[pos.oRoverAt + cell] !== 0) return false;
  const slot = m[pos.oBuildingAt + cell]! - 1;
  if (slot >= 0)
    return ownPortOk && slot === slotOf(pos, player, SPACE_PORT, Math.floor(cell / SPACES));
  const fort = m[pos.oFort + cell]!;
  return fort === 0 || fort - 1 === player;
}

/** fortifyProblem(...) === null (R36): empty, and no Fortification next to it. */
export function canFortify(pos: Position, cell: number): boolean {
  if (!isEmpty(pos, cell)) return false;
  const space = cell % SPACES;
  const base = cell - space;
  const ns = SORTED_NEIGHBORS[space]!;
  for (let k = 0; k < ns.length; k++) if (pos.m[pos.oFort + base + ns[k]!] !== 0) return false;
  return true;
}

/** siteProblem(...) === null (R37), the planet known standing: 3 neighbours held, one a Rover. */
export function isBuildSite(pos: Position, player: number, cell: number): boolean {
  if (!isEmpty(pos, cell)) return false;
  const m = pos.m;
  const space = cell % SPACES;
  const base = cell - space;
  const ns = SORTED_NEIGHBORS[space]!;
  let held = 0;
  let overseen = false;
  for (let k = 0; k < ns.length; k++) {
    const c = base + ns[k]!;
    const id = m[pos.oRoverAt + c]!;
    const own = id !== 0 && m[pos.oRovers + id * R_FIELDS + R_OWNER] === player;
    if (own) overseen = true;
    if (own || m[pos.oFort + c] === player + 1) held++;
  }
  return held >= 3 && overseen;
}

/** The Building slot standing on a cell, or −1. */
export function buildingOn(pos: Position, cell: number): number {
  return pos.m[pos.oBuildingAt + cell]! - 1;
}

/** Whether `player`'s Building of `kind` stands on `planet`. */
export function hasBuilding(pos: Position, player: number, kind: number, planet: number): boolean {
  return pos.m[pos.building(slotOf(pos, player, kind, planet)) + B_HP]! > 0;
}

/**
 * Fills `ctx.ownCells` (and `ownIds`) with the player's Rovers on planets, by cell, and the
 * last entries of `ownIds` with their Rovers in orbit, lowest id first from the end (ids name
 * them by rank). Returns the count on planets, plus 65536 × the count in orbit.
 */
export function ownRovers2026(ctx: Context, player: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  const cells = ctx.ownCells;
  const ids = ctx.ownIds;
  let own = 0;
  let inOrbit = 0;
  const n = m[S_ALIVE]!;
  for (let k = 0; k < n; k++) {
    const id = m[pos.oAliveList + k]!;
    const r = pos.rover(id);
    if (m[r + R_OWNER] !== player) continue;
    const loc = m[r + R_LOC]!;
    if (loc < 0) {
      // Rovers in orbit go to the end of `ids`, counted down from its last entry.
      ids[ids.length - 1 - inOrbit] = id;
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
  return own + inOrbit * 65536;
}

/** The `rank`-th Rover in orbit listed by `ownRovers2026` (lowest id first). */
export function orbitId(ctx: Context, rank: number): number {
  return ctx.ownIds[ctx.ownIds.length - 1 - rank]!;
}
