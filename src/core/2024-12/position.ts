import {
  B_PLANET,
  B_SPACE,
  ORBIT,
  Position,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQ_INDEX, HQS, SLOT_OF, SLOTS, SPACES } from '../_internals/tables.js';
import { EDGE_WORDS, WORDS } from './bits.js';
import { derivedProblem2024 } from './derived.js';
import { EDGES } from './layout.js';
import {
  CELL_BIT,
  CELL_WORD,
  EDGE_FORT_KEYS,
  EDGE_HQ,
  FACING_KEYS,
  FORT_EDGES,
  MAX_SEATS,
  RING,
} from './position-tables.js';

// A 2024-12 position: the shared Position, with two regions of its own in `m` (so that the
// journal undoes them like everything else): the Fortifications on edges (ruling R56), owner + 1
// per planet × edge, and the facing of the Rover on each cell (R52), facing + 1, 0 where no
// Rover stands. Both are Zobrist features of their own, toggled where they change.

export class Position2024 extends Position {
  /** Owner + 1 per planet × edge, 0 for none. */
  readonly oEdgeFort: number;
  /** Facing + 1 per cell, 0 where no Rover stands. */
  readonly oFacing: number;

  /**
   * Per seat × planet × HQ: its playable edges that hold the seat's Fortification, plus 1 while
   * no Building stands on it: RING[h] + 1 when it may be the seat's Build site (R59). Listing the
   * Builds reads every edge of the 11 HQs of each planet, to find nearly always no site; these
   * counts say at once whether there may be one. Derived, so not keyed.
   */
  readonly oAround: number;
  /** Per seat: how many HQs may be its Build site (0: no Build is legal). */
  readonly oSurrounded: number;

  /**
   * Per seat × planet, WORDS words (bits.ts): the spaces holding a Rover or a Building of the
   * seat; then per seat × planet, EDGE_WORDS words: the edges holding its Fortification. The
   * shots' listing reads the enemy pieces in range from them. Derived, so not keyed.
   */
  readonly oPieces: number;
  readonly oWalls: number;
  /** Per seat: its Rovers in orbit (ownRovers2024 reads the others from the piece masks). */
  readonly oInOrbit: number;

  constructor(players: number, planets: number, roverIds: number) {
    const sites = MAX_SEATS * planets * HQS.length;
    const masks = players * planets * (WORDS + EDGE_WORDS);
    super(
      players,
      planets,
      roverIds,
      planets * EDGES + planets * SPACES + sites + 2 * MAX_SEATS + masks,
    );
    this.oEdgeFort = this.oExtra;
    this.oFacing = this.oExtra + planets * EDGES;
    this.oAround = this.oFacing + planets * SPACES;
    this.oSurrounded = this.oAround + sites;
    this.oPieces = this.oSurrounded + MAX_SEATS;
    this.oWalls = this.oPieces + players * planets * WORDS;
    this.oInOrbit = this.oWalls + players * planets * EDGE_WORDS;
    // Every HQ starts without a Building: its 1 (written before any journal).
    this.m.fill(1, this.oAround, this.oSurrounded);
  }

  /** Adds `delta` to seat `p`'s count of the HQ `hq` (planet × HQ index), and its total. */
  private bump(p: number, planet: number, h: number, delta: number): void {
    const m = this.m;
    const at = this.oAround + (p * this.planets + planet) * HQS.length + h;
    const was = m[at]!;
    const now = was + delta;
    const full = RING[h]! + 1;
    this.set(at, now);
    if (now === full) this.set(this.oSurrounded + p, m[this.oSurrounded + p]! + 1);
    else if (was === full) this.set(this.oSurrounded + p, m[this.oSurrounded + p]! - 1);
  }

  /** Whether the HQ `h` (index in HQS) of `planet` has no Building and every edge `player`'s. */
  surrounds(player: number, planet: number, h: number): boolean {
    return (
      this.m[this.oAround + (player * this.planets + planet) * HQS.length + h] === RING[h]! + 1
    );
  }

  /** Whether `player` may have a Build site: some HQ without a Building, every edge theirs. */
  maySurround(player: number): boolean {
    return this.m[this.oSurrounded + player]! > 0;
  }

  /**
   * Seat `p`'s bit of `cell` in its piece masks, set (`on`: its Rover or Building came) or
   * cleared (it left). A Rover and a Building never share a space in 2024-12 (a Rover entering
   * its own Space Port goes into orbit, R8; a Build moves the Rover out first, R59), so the bit
   * follows the one piece; `derivedProblem` checks it against the pieces.
   */
  private mark(p: number, cell: number, on: boolean): void {
    const at = this.oPieces + p * this.planets * WORDS + CELL_WORD[cell]!;
    const was = this.m[at]!;
    this.set(at, on ? was | CELL_BIT[cell]! : was & ~CELL_BIT[cell]!);
  }

  /** Seat `p`'s bit of an edge of a planet in its Fortification masks, set or cleared. */
  private markWall(p: number, planet: number, edge: number, on: boolean): void {
    const at = this.oWalls + (p * this.planets + planet) * EDGE_WORDS + (edge >> 5);
    const bit = 1 << (edge & 31);
    const was = this.m[at]!;
    this.set(at, on ? was | bit : was & ~bit);
  }

  /** Adds `delta` to seat `p`'s count of Rovers in orbit. */
  private orbit(p: number, delta: number): void {
    this.set(this.oInOrbit + p, this.m[this.oInOrbit + p]! + delta);
  }

  override addRover(id: number, owner: number, hp: number, loc: number): void {
    super.addRover(id, owner, hp, loc);
    if (loc !== ORBIT) this.mark(owner, loc, true);
    else this.orbit(owner, 1);
  }

  override moveRover(id: number, loc: number): void {
    const r = this.rover(id);
    const from = this.m[r + R_LOC]!;
    super.moveRover(id, loc);
    const owner = this.m[r + R_OWNER]!;
    if (from !== ORBIT) this.mark(owner, from, false);
    else this.orbit(owner, -1);
    if (loc !== ORBIT) this.mark(owner, loc, true);
    else this.orbit(owner, 1);
  }

  override addBuilding(slot: number, planet: number, space: number, hp: number): void {
    const h = HQ_INDEX[space]!;
    const was = this.m[this.oBuildingAt + planet * SPACES + space]!;
    super.addBuilding(slot, planet, space, hp);
    this.mark((slot / STRUCTURE_KINDS) | 0, planet * SPACES + space, true);
    if (h >= 0 && was === 0) for (let p = 0; p < this.players; p++) this.bump(p, planet, h, -1);
  }

  override removeBuilding(slot: number): void {
    const b = this.building(slot);
    const planet = this.m[b + B_PLANET]!;
    const space = this.m[b + B_SPACE]!;
    const h = HQ_INDEX[space]!;
    super.removeBuilding(slot);
    this.mark((slot / STRUCTURE_KINDS) | 0, planet * SPACES + space, false);
    if (h >= 0) for (let p = 0; p < this.players; p++) this.bump(p, planet, h, 1);
  }

  private toggleEdgeFortKey(planet: number, edge: number, owner: number): void {
    const k = 2 * (owner * FORT_EDGES + planet * EDGES + edge);
    this.hi ^= EDGE_FORT_KEYS[k]!;
    this.lo ^= EDGE_FORT_KEYS[k + 1]!;
  }

  private toggleFacingKey(cell: number, facing: number): void {
    const k = 2 * (cell * SLOTS + SLOT_OF[(cell % SPACES) * SPACES + facing]!);
    this.hi ^= FACING_KEYS[k]!;
    this.lo ^= FACING_KEYS[k + 1]!;
  }

  /** The owner of the Fortification on an edge of a planet, or −1. */
  edgeFort(planet: number, edge: number): number {
    return this.m[this.oEdgeFort + planet * EDGES + edge]! - 1;
  }

  addEdgeFort(planet: number, edge: number, owner: number): void {
    const at = this.oEdgeFort + planet * EDGES + edge;
    const was = this.m[at]!;
    this.set(at, owner + 1);
    this.toggleEdgeFortKey(planet, edge, owner);
    if (was !== 0) {
      this.replaceEdgeFort(planet, edge, owner, was - 1);
      return;
    }
    this.markWall(owner, planet, edge, true);
    const h = EDGE_HQ[edge]!;
    if (h >= 0) this.bump(owner, planet, h, 1);
  }

  /** addEdgeFort's counts where the edge held a Fortification (of `old`): not a Fortify's. */
  private replaceEdgeFort(planet: number, edge: number, owner: number, old: number): void {
    if (old === owner) return;
    this.markWall(old, planet, edge, false);
    this.markWall(owner, planet, edge, true);
    const h = EDGE_HQ[edge]!;
    if (h < 0) return;
    this.bump(old, planet, h, -1);
    this.bump(owner, planet, h, 1);
  }

  removeEdgeFort(planet: number, edge: number): void {
    const f = this.m[this.oEdgeFort + planet * EDGES + edge]!;
    if (f === 0) return;
    this.toggleEdgeFortKey(planet, edge, f - 1);
    this.set(this.oEdgeFort + planet * EDGES + edge, 0);
    this.markWall(f - 1, planet, edge, false);
    const h = EDGE_HQ[edge]!;
    if (h >= 0) this.bump(f - 1, planet, h, -1);
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
    const at = this.oFacing + cell;
    const old = this.m[at]! - 1;
    if (old === facing) return;
    if (old >= 0) this.toggleFacingKey(cell, old);
    if (facing >= 0) this.toggleFacingKey(cell, facing);
    this.set(at, facing + 1);
  }

  /** A Rover that leaves play takes its facing with it. */
  override removeRover(id: number): void {
    const r = this.rover(id);
    const loc = this.m[r + R_LOC]!;
    if (loc !== ORBIT) this.setFacing(loc, -1);
    super.removeRover(id);
    if (loc !== ORBIT) this.mark(this.m[r + R_OWNER]!, loc, false);
    else this.orbit(this.m[r + R_OWNER]!, -1);
  }

  /** Moves a Rover to `loc` (a cell, or ORBIT) facing `facing` (−1 in orbit). */
  moveRoverFacing(id: number, loc: number, facing: number): void {
    const from = this.m[this.rover(id) + R_LOC]!;
    if (from !== ORBIT) this.setFacing(from, -1);
    this.moveRover(id, loc);
    if (loc !== ORBIT) this.setFacing(loc, facing);
  }

  /** The first kept count or mask bit that differs from the pieces, as text, or null (tests). */
  override derivedProblem(): string | null {
    return derivedProblem2024(this);
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
