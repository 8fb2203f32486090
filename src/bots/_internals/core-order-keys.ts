import type { Context } from '../../core/_internals/context.js';
import {
  B_HP,
  B_PLANET,
  B_SPACE,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  S_CURRENT,
} from '../../core/_internals/position.js';
import { SPACES } from '../../core/_internals/tables.js';

// What the order keys of each ruleset share (core-order-2025-01.ts, core-order-2024-12.ts,
// core-order-2026-06.ts): a key is the type code, then the acting Rover's id (0 for an action
// without one), then the fields `legalActions` sorts by within the Rover (planet, space,
// target, facing…), packed in one number that the ids of a position are sorted by.

/** `type · 2^46 + rover · 2^26 + rest`, `rest` below 2^26 and `rover` below 2^20. */
export function packKey(type: number, rover: number, rest: number): number {
  return type * 2 ** 46 + rover * 2 ** 26 + rest;
}

/** The id of the Rover on `cell` (planet · 92 + space), or 0. */
export function roverOn(ctx: Context, cell: number): number {
  return ctx.pos.m[ctx.pos.oRoverAt + cell]!;
}

/** The cell of the `index`-th playable cell (planet · 76 + playable index). */
export function cellOfPlayable(playable: Int32Array, index: number): number {
  const planet = (index / playable.length) | 0;
  return planet * SPACES + playable[index % playable.length]!;
}

/** The cell of the current player's Building of kind `kind`, or −1. */
export function ownBuildingCell(ctx: Context, kind: number): number {
  const pos = ctx.pos;
  const b = pos.building(pos.m[S_CURRENT]! * 4 + kind);
  if (pos.m[b + B_HP]! <= 0) return -1;
  return pos.m[b + B_PLANET]! * SPACES + pos.m[b + B_SPACE]!;
}

/** How many Rovers the current player has in orbit. */
export function ownRoversInOrbit(ctx: Context): number {
  const pos = ctx.pos;
  const m = pos.m;
  const player = m[S_CURRENT]!;
  let count = 0;
  for (let k = 0; k < m[S_ALIVE]!; k++) {
    const r = pos.rover(m[pos.oAliveList + k]!);
    // Below 0: in orbit (ORBIT, or 2026-06's orbit of a planet).
    if (m[r + R_OWNER] === player && m[r + R_LOC]! < 0) count++;
  }
  return count;
}

/** A ruleset's key of a legal id in the current position. */
export type OrderKey = (ctx: Context, id: number) => number;
