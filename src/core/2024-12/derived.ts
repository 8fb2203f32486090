import {
  ORBIT,
  R_FIELDS,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, SLOTS, SPACES } from '../_internals/tables.js';
import { EDGE_WORDS, WORDS } from './bits.js';
import { EDGE_OF, EDGES } from './layout.js';
import { RING } from './position-tables.js';

// The check of what a 2024-12 position (position.ts) keeps derived from its pieces, for tests:
// the Build-site counts, the piece and Fortification masks, the counts of Rovers in orbit.

/** The regions of a 2024-12 position the check reads (Position2024's, by shape). */
interface Derived2024 {
  readonly m: Int32Array;
  readonly players: number;
  readonly planets: number;
  readonly oRoverAt: number;
  readonly oBuildingAt: number;
  readonly oAliveList: number;
  readonly oRovers: number;
  readonly oEdgeFort: number;
  readonly oAround: number;
  readonly oSurrounded: number;
  readonly oPieces: number;
  readonly oWalls: number;
  readonly oInOrbit: number;
}

/** The first kept Build-site count that differs from the pieces, as text, or null. */
export function derivedProblem2024(pos: Derived2024): string | null {
  const m = pos.m;
  for (let p = 0; p < pos.players; p++) {
    let surrounded = 0;
    for (let planet = 0; planet < pos.planets; planet++) {
      for (let h = 0; h < HQS.length; h++) {
        const hq = HQS[h]!;
        let around = m[pos.oBuildingAt + planet * SPACES + hq] === 0 ? 1 : 0;
        for (let slot = 0; slot < SLOTS; slot++) {
          const e = EDGE_OF[hq * SLOTS + slot]!;
          if (e >= 0 && edgeFort(pos, planet, e) === p) around++;
        }
        const kept = m[pos.oAround + (p * pos.planets + planet) * HQS.length + h];
        if (kept !== around)
          return `seat ${p}, planet ${planet}, HQ ${hq}: ${around}, kept ${kept}`;
        if (around === RING[h]! + 1) surrounded++;
      }
    }
    if (m[pos.oSurrounded + p] !== surrounded)
      return `seat ${p}: ${surrounded} HQs may be sites, kept ${m[pos.oSurrounded + p]}`;
  }
  return masksProblem(pos);
}

/** The owner of the Fortification on an edge of a planet, or −1. */
function edgeFort(pos: Derived2024, planet: number, edge: number): number {
  return pos.m[pos.oEdgeFort + planet * EDGES + edge]! - 1;
}

/** Whether seat `p` has a Rover or a Building on `cell`. */
function holdsAny(pos: Derived2024, p: number, cell: number): boolean {
  const m = pos.m;
  const b = m[pos.oBuildingAt + cell]!;
  if (b !== 0 && (((b - 1) / STRUCTURE_KINDS) | 0) === p) return true;
  const id = m[pos.oRoverAt + cell]!;
  return id !== 0 && m[pos.oRovers + id * R_FIELDS + R_OWNER] === p;
}

/** The first piece or Fortification mask bit or orbit count that differs, or null. */
function masksProblem(pos: Derived2024): string | null {
  const m = pos.m;
  for (let p = 0; p < pos.players; p++) {
    let inOrbit = 0;
    for (let k = 0; k < m[S_ALIVE]!; k++) {
      const r = pos.oRovers + m[pos.oAliveList + k]! * R_FIELDS;
      if (m[r + R_OWNER] === p && m[r + R_LOC] === ORBIT) inOrbit++;
    }
    if (m[pos.oInOrbit + p] !== inOrbit)
      return `seat ${p}: ${inOrbit} Rovers in orbit, kept ${m[pos.oInOrbit + p]}`;
    for (let planet = 0; planet < pos.planets; planet++) {
      const pieces = pos.oPieces + (p * pos.planets + planet) * WORDS;
      for (let s = 0; s < SPACES; s++) {
        const bit = (m[pieces + (s >> 5)]! >>> (s & 31)) & 1;
        if (bit !== (holdsAny(pos, p, planet * SPACES + s) ? 1 : 0))
          return `seat ${p}, planet ${planet}, space ${s}: its piece mask bit differs`;
      }
      const walls = pos.oWalls + (p * pos.planets + planet) * EDGE_WORDS;
      for (let e = 0; e < EDGES; e++) {
        const bit = (m[walls + (e >> 5)]! >>> (e & 31)) & 1;
        if (bit !== (edgeFort(pos, planet, e) === p ? 1 : 0))
          return `seat ${p}, planet ${planet}, edge ${e}: its Fortification mask bit differs`;
      }
    }
  }
  return null;
}
