import { board } from '../../board/index.js';
import {
  B_HP,
  FACTORY_KIND,
  O_IN_GAME,
  R_FIELDS,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  STRUCTURE_KINDS,
} from '../../core/_internals/position.js';
import { SPACES } from '../../core/_internals/tables.js';
import type { Position2024 } from '../../core/2024-12/position.js';
import { BLOCK } from './block.js';
import { actionsToStand } from './facing.js';
import { HQ_EDGES } from './rules-view.js';

// block.ts's blocking points of 2024-12, read from a core position: the same numbers, added in
// the same order (HQ by HQ, then the site's player, then the blocker).

/**
 * `blockPoints` of a 2024-12 game that is not over, added into `out` (0 on entry). See block.ts
 * for what the points reward.
 */
export function blockPointsCore(pos: Position2024, out: Float64Array): void {
  const m = pos.m;
  const n = pos.players;
  let noFactory = 0;
  for (let q = 0; q < n; q++) if (m[O_IN_GAME + q] === 1) noFactory |= 1 << q;
  for (let q = 0; q < n; q++)
    if (m[pos.building(q * STRUCTURE_KINDS + FACTORY_KIND) + B_HP]! > 0) noFactory &= ~(1 << q);
  for (let planet = 0; planet < pos.planets; planet++) {
    const base = planet * SPACES;
    for (const { hq, edges } of HQ_EDGES) {
      const slot = m[pos.oBuildingAt + base + hq]! - 1;
      if (slot >= 0) {
        if (slot % STRUCTURE_KINDS !== FACTORY_KIND) continue;
        const owner = (slot / STRUCTURE_KINDS) | 0;
        for (const e of edges) {
          const w = pos.edgeFort(planet, e);
          if (w >= 0 && w !== owner) out[w]! += BLOCK.ringWall;
        }
        continue;
      }
      if (noFactory === 0) continue;
      const id = m[pos.oRoverAt + base + hq]!;
      const onHq = id === 0 ? -1 : m[pos.oRovers + id * R_FIELDS + R_OWNER]!;
      for (let q = 0; q < n; q++) {
        if ((noFactory & (1 << q)) === 0) continue;
        let held = 0;
        let others = 0;
        for (const e of edges) {
          const w = pos.edgeFort(planet, e);
          if (w === q) held++;
          else if (w >= 0) others++;
        }
        if (held === 0) continue;
        const share = (held + others) / edges.length;
        const s = share * share;
        const blocked = onHq !== -1 && onHq !== q;
        if (blocked && (noFactory & (1 << onHq)) === 0) out[onHq]! += BLOCK.rover;
        // A Rover on the HQ blocks it alone: no walls to mend, no need to close in.
        if (blocked) continue;
        if (held < edges.length) closeIn(pos, planet, hq, edges, q, noFactory, s, out);
        if (others === 0) continue;
        for (const e of edges) {
          const w = pos.edgeFort(planet, e);
          if (w < 0 || w === q || (noFactory & (1 << w)) !== 0) continue;
          out[w]! += BLOCK.wall * s;
        }
      }
    }
  }
}

/** The others' points for closing in on the open edges of player q's site `hq`. */
function closeIn(
  pos: Position2024,
  planet: number,
  hq: number,
  edges: readonly number[],
  q: number,
  noFactory: number,
  s: number,
  out: Float64Array,
): void {
  const m = pos.m;
  const base = planet * SPACES;
  const around = board.playableNeighbors[hq]!;
  const alive = m[S_ALIVE]!;
  for (let p = 0; p < pos.players; p++) {
    if (p === q || m[O_IN_GAME + p] !== 1 || (noFactory & (1 << p)) !== 0) continue;
    let best = BLOCK.horizon;
    for (let k = 0; k < alive; k++) {
      const r = pos.rover(m[pos.oAliveList + k]!);
      const cell = m[r + R_LOC]!;
      if (m[r + R_OWNER] !== p || cell < base || cell >= base + SPACES) continue;
      for (let i = 0; i < edges.length; i++) {
        if (pos.edgeFort(planet, edges[i]!) === q) continue;
        const d = actionsToStand(cell - base, pos.facing(cell), around[i]!);
        if (d < best) best = d;
      }
    }
    out[p]! += BLOCK.near * s * (1 - best / BLOCK.horizon);
  }
}
