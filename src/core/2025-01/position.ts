import { B_PLANET, B_SPACE, ORBIT, Position, R_LOC, R_OWNER } from '../_internals/position.js';
import { HQ_INDEX, HQS, NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';

// A 2025-01 position: the shared Position, with counts kept for the legal Builds (ruling R7: an
// HQ without a Building or a Fortification, whose every playable neighbour holds the player's
// Fortification or Rover). Listing the Builds read some fifty cells around the 11 HQs of each
// planet at every step of a playout, to find, nearly always, no site; the counts below say at
// once whether any HQ may be one. They live in `m` (the journal undoes them like everything
// else) and are derived, so not keyed.
//
// A space next to an HQ is next to that one only (the HQs, pentagons, touch no other pentagon
// and a triangle touches one pentagon at most), so each change of a cell updates one count.

/** Per space: the index in HQS of the playable HQ it neighbours, or −1. */
const HQ_NEXT: Int32Array = (() => {
  const out = new Int32Array(SPACES).fill(-1);
  HQS.forEach((hq, h) => {
    for (let slot = 0; slot < SLOTS; slot++) {
      const n = NEIGHBOR[hq * SLOTS + slot]!;
      if (n < 0) continue;
      if (out[n] !== -1) throw new Error(`space ${n} neighbours two HQs`);
      out[n] = h;
    }
  });
  return out;
})();

/** Per HQ (index in HQS): its playable neighbours, all of which a site needs. */
const RING: Int32Array = Int32Array.from(HQS, (hq) => {
  let n = 0;
  for (let slot = 0; slot < SLOTS; slot++) if (NEIGHBOR[hq * SLOTS + slot]! >= 0) n++;
  return n;
});

const MAX_SEATS = 6;

export class Position2025 extends Position {
  /**
   * Per seat × planet × HQ: its playable neighbours that hold the seat's Fortification or Rover,
   * plus 1 while the HQ holds neither a Building nor a Fortification: RING[h] + 1 when it may be
   * the seat's Build site.
   */
  readonly oAround: number;
  /** Per seat: how many HQs may be its Build site (0: no Build is legal). */
  readonly oSurrounded: number;

  constructor(players: number, planets: number, roverIds: number) {
    super(players, planets, roverIds, MAX_SEATS * planets * HQS.length + MAX_SEATS);
    this.oAround = this.oExtra;
    this.oSurrounded = this.oExtra + MAX_SEATS * planets * HQS.length;
    // Every HQ starts empty: its 1 (written before any journal, as the rest of a new position).
    this.m.fill(1, this.oAround, this.oSurrounded);
  }

  /** Whether a Building or a Fortification stands on `cell`. */
  private blocked(cell: number): boolean {
    return this.m[this.oFort + cell] !== 0 || this.m[this.oBuildingAt + cell] !== 0;
  }

  /** Adds `delta` to seat `p`'s count of the HQ at index `hq` (planet × HQ), and its total. */
  private bump(p: number, hq: number, ring: number, delta: number): void {
    const m = this.m;
    const at = this.oAround + p * this.planets * HQS.length + hq;
    const was = m[at]!;
    const now = was + delta;
    this.set(at, now);
    if (now === ring + 1) this.set(this.oSurrounded + p, m[this.oSurrounded + p]! + 1);
    else if (was === ring + 1) this.set(this.oSurrounded + p, m[this.oSurrounded + p]! - 1);
  }

  /** After a change on the HQ `cell` that was `wasBlocked`: every seat's count of it. */
  private reblock(cell: number, wasBlocked: boolean): void {
    const space = cell % SPACES;
    const h = HQ_INDEX[space]!;
    if (h < 0 || this.blocked(cell) === wasBlocked) return;
    const hq = ((cell - space) / SPACES) * HQS.length + h;
    for (let p = 0; p < this.players; p++) this.bump(p, hq, RING[h]!, wasBlocked ? 1 : -1);
  }

  /** The seats whose piece stands on `cell`, as bits: its Fortification's owner, its Rover's. */
  private holders(cell: number): number {
    const m = this.m;
    const fort = m[this.oFort + cell]!;
    const rover = m[this.oRoverAt + cell]!;
    return (
      (fort === 0 ? 0 : 1 << (fort - 1)) | (rover === 0 ? 0 : 1 << m[this.rover(rover) + R_OWNER]!)
    );
  }

  /** After a change on `cell` whose holders were `before`: the counts of its HQ, if any. */
  private recount(cell: number, before: number): void {
    const changed = before ^ this.holders(cell);
    if (changed === 0) return;
    const space = cell % SPACES;
    const h = HQ_NEXT[space]!;
    if (h < 0) return;
    const ring = RING[h]!;
    const hq = ((cell - space) / SPACES) * HQS.length + h;
    for (let p = 0; p < this.players; p++)
      if ((changed >> p) & 1) this.bump(p, hq, ring, (before >> p) & 1 ? -1 : 1);
  }

  /** Whether `player` may have a Build site: some free HQ with every neighbour theirs. */
  maySurround(player: number): boolean {
    return this.m[this.oSurrounded + player]! > 0;
  }

  override addFort(cell: number, owner: number): void {
    const before = this.holders(cell);
    const wasBlocked = this.blocked(cell);
    super.addFort(cell, owner);
    this.recount(cell, before);
    this.reblock(cell, wasBlocked);
  }

  override removeFort(cell: number): void {
    const before = this.holders(cell);
    const wasBlocked = this.blocked(cell);
    super.removeFort(cell);
    this.recount(cell, before);
    this.reblock(cell, wasBlocked);
  }

  override addBuilding(slot: number, planet: number, space: number, hp: number): void {
    const cell = planet * SPACES + space;
    const wasBlocked = this.blocked(cell);
    super.addBuilding(slot, planet, space, hp);
    this.reblock(cell, wasBlocked);
  }

  override removeBuilding(slot: number): void {
    const b = this.building(slot);
    const cell = this.m[b + B_PLANET]! * SPACES + this.m[b + B_SPACE]!;
    const wasBlocked = this.blocked(cell);
    super.removeBuilding(slot);
    this.reblock(cell, wasBlocked);
  }

  override addRover(id: number, owner: number, hp: number, loc: number): void {
    if (loc === ORBIT) {
      super.addRover(id, owner, hp, loc);
      return;
    }
    const before = this.holders(loc);
    super.addRover(id, owner, hp, loc);
    this.recount(loc, before);
  }

  override removeRover(id: number): void {
    const loc = this.m[this.rover(id) + R_LOC]!;
    if (loc === ORBIT) {
      super.removeRover(id);
      return;
    }
    const before = this.holders(loc);
    super.removeRover(id);
    this.recount(loc, before);
  }

  override moveRover(id: number, loc: number): void {
    const from = this.m[this.rover(id) + R_LOC]!;
    const beforeFrom = from === ORBIT ? 0 : this.holders(from);
    const beforeTo = loc === ORBIT ? 0 : this.holders(loc);
    super.moveRover(id, loc);
    if (from !== ORBIT) this.recount(from, beforeFrom);
    if (loc !== ORBIT) this.recount(loc, beforeTo);
  }

  /** The first kept count that differs from the pieces, as text, or null (for tests). */
  override derivedProblem(): string | null {
    const perSeat = this.planets * HQS.length;
    for (let p = 0; p < this.players; p++) {
      let surrounded = 0;
      for (let planet = 0; planet < this.planets; planet++) {
        for (let h = 0; h < HQS.length; h++) {
          let around = this.blocked(planet * SPACES + HQS[h]!) ? 0 : 1;
          for (let slot = 0; slot < SLOTS; slot++) {
            const n = NEIGHBOR[HQS[h]! * SLOTS + slot]!;
            if (n >= 0 && (this.holders(planet * SPACES + n) >> p) & 1) around++;
          }
          if (this.m[this.oAround + p * perSeat + planet * HQS.length + h] !== around)
            return `seat ${p}, planet ${planet}, HQ ${HQS[h]}: ${around} (held neighbours, +1 if free), counted otherwise`;
          if (around === RING[h]! + 1) surrounded++;
        }
      }
      if (this.m[this.oSurrounded + p] !== surrounded)
        return `seat ${p}: ${surrounded} HQs surrounded, counted otherwise`;
    }
    return null;
  }
}
