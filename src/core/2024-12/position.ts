import { ORBIT, Position, R_LOC, S_ALIVE } from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { keyHi, keyLo } from '../_internals/zobrist.js';
import { EDGES } from './layout.js';

// A 2024-12 position: the shared Position, with two regions of its own in `m` (so that the
// journal undoes them like everything else): the Fortifications on edges (ruling R56), owner + 1
// per planet × edge, and the facing of the Rover on each cell (R52), facing + 1, 0 where no
// Rover stands. Both are Zobrist features of their own, toggled where they change.

/** Feature kinds, in the top bits of `a`, beside the shared ones (zobrist.ts: 1 to 4). */
const F_EDGE_FORT = 5 << 28;
const F_FACING = 6 << 28;

export class Position2024 extends Position {
  /** Owner + 1 per planet × edge, 0 for none. */
  readonly oEdgeFort: number;
  /** Facing + 1 per cell, 0 where no Rover stands. */
  readonly oFacing: number;

  constructor(players: number, planets: number, roverIds: number) {
    super(players, planets, roverIds, planets * EDGES + planets * SPACES);
    this.oEdgeFort = this.oExtra;
    this.oFacing = this.oExtra + planets * EDGES;
  }

  private toggleEdgeFortKey(planet: number, edge: number, owner: number): void {
    const a = F_EDGE_FORT | (owner << 24) | (planet * EDGES + edge);
    this.hi ^= keyHi(a, 0);
    this.lo ^= keyLo(a, 0);
  }

  private toggleFacingKey(cell: number, facing: number): void {
    this.hi ^= keyHi(F_FACING | cell, facing);
    this.lo ^= keyLo(F_FACING | cell, facing);
  }

  /** The owner of the Fortification on an edge of a planet, or −1. */
  edgeFort(planet: number, edge: number): number {
    return this.m[this.oEdgeFort + planet * EDGES + edge]! - 1;
  }

  addEdgeFort(planet: number, edge: number, owner: number): void {
    this.set(this.oEdgeFort + planet * EDGES + edge, owner + 1);
    this.toggleEdgeFortKey(planet, edge, owner);
  }

  removeEdgeFort(planet: number, edge: number): void {
    const f = this.m[this.oEdgeFort + planet * EDGES + edge]!;
    if (f === 0) return;
    this.toggleEdgeFortKey(planet, edge, f - 1);
    this.set(this.oEdgeFort + planet * EDGES + edge, 0);
  }

  /** The Fortifications of `player` stand on edges (R56). */
  override removeFortsOf(player: number): void {
    for (let planet = 0; planet < this.planets; planet++)
      for (let e = 0; e < EDGES; e++)
        if (this.edgeFort(planet, e) === player) this.removeEdgeFort(planet, e);
  }

  /** The facing of the Rover on `cell`, or −1. */
  facing(cell: number): number {
    return this.m[this.oFacing + cell]! - 1;
  }

  /** Sets the facing on `cell` (−1: none), its key updated. */
  setFacing(cell: number, facing: number): void {
    const old = this.m[this.oFacing + cell]! - 1;
    if (old === facing) return;
    if (old >= 0) this.toggleFacingKey(cell, old);
    if (facing >= 0) this.toggleFacingKey(cell, facing);
    this.set(this.oFacing + cell, facing + 1);
  }

  /** A Rover that leaves play takes its facing with it. */
  override removeRover(id: number): void {
    const loc = this.m[this.rover(id) + R_LOC]!;
    if (loc !== ORBIT) this.setFacing(loc, -1);
    super.removeRover(id);
  }

  /** Moves a Rover to `loc` (a cell, or ORBIT) facing `facing` (−1 in orbit). */
  moveRoverFacing(id: number, loc: number, facing: number): void {
    const from = this.m[this.rover(id) + R_LOC]!;
    if (from !== ORBIT) this.setFacing(from, -1);
    this.moveRover(id, loc);
    if (loc !== ORBIT) this.setFacing(loc, facing);
  }

  override computeKey(): { hi: number; lo: number } {
    const key = super.computeKey();
    const saved = { hi: this.hi, lo: this.lo };
    this.hi = key.hi;
    this.lo = key.lo;
    const m = this.m;
    for (let p = 0; p < this.planets; p++) {
      for (let e = 0; e < EDGES; e++) {
        const f = m[this.oEdgeFort + p * EDGES + e]!;
        if (f !== 0) this.toggleEdgeFortKey(p, e, f - 1);
      }
    }
    for (let k = 0; k < m[S_ALIVE]!; k++) {
      const loc = m[this.rover(m[this.oAliveList + k]!) + R_LOC]!;
      if (loc !== ORBIT) this.toggleFacingKey(loc, m[this.oFacing + loc]! - 1);
    }
    const out = { hi: this.hi, lo: this.lo };
    this.hi = saved.hi;
    this.lo = saved.lo;
    return out;
  }
}
