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
import { HQ_INDEX, HQS, NEIGHBOR, SLOTS, SPACES } from '../_internals/tables.js';
import { WORDS } from './bits.js';

// A 2025-01 position: the shared Position, with counts kept for the legal Builds (ruling R7: an
// HQ without a Building or a Fortification, whose every playable neighbour holds the player's
// Fortification or Rover). Listing the Builds read some fifty cells around the 11 HQs of each
// planet at every step of a playout, to find, nearly always, no site; the counts below say at
// once whether any HQ may be one. They live in `m` (the journal undoes them like everything
// else) and are derived, so not keyed.
//
// A space next to an HQ is next to that one only (the HQs, pentagons, touch no other pentagon
// and a triangle touches one pentagon at most), so each change of a cell updates one count.
//
// The tables stay in this module: read from another one (position-tables.ts, tried) the
// playout step measured about 3% slower in paired runs (notes/performance-core.md, s18-play25).

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
const MAX_PLANETS = 16;

/**
 * Per cell (planet × space, up to MAX_PLANETS planets): the HQ it neighbours as planet × HQS
 * index (the offset of its count), or −1; so that a change needs no division.
 */
const HQ_NEXT_CELL: Int32Array = Int32Array.from({ length: MAX_PLANETS * SPACES }, (_, c) => {
  const h = HQ_NEXT[c % SPACES]!;
  return h < 0 ? -1 : Math.floor(c / SPACES) * HQS.length + h;
});

/** Per cell: its word in a seat's piece masks (planet × WORDS + space / 32), and its bit. */
const CELL_WORD: Int32Array = Int32Array.from(
  { length: MAX_PLANETS * SPACES },
  (_, c) => Math.floor(c / SPACES) * WORDS + ((c % SPACES) >> 5),
);
const CELL_BIT: Int32Array = Int32Array.from({ length: MAX_PLANETS * SPACES }, (_, c) => {
  return 1 << ((c % SPACES) % 32);
});

/** Per HQ offset (planet × HQS index): RING + 1, its count when it may be a Build site. */
const FULL: Int32Array = Int32Array.from(
  { length: MAX_PLANETS * HQS.length },
  (_, k) => RING[k % HQS.length]! + 1,
);

export class Position2025 extends Position {
  /**
   * Per seat, `seatStride` values: how many HQs may be the seat's Build site (0: no Build is
   * legal), then per planet × HQ its playable neighbours that hold the seat's Fortification or
   * Rover, plus 1 while the HQ holds neither a Building nor a Fortification: RING[h] + 1 when it
   * may be a site. A seat's values side by side, so that a move touches one cache line of them.
   */
  readonly oSites: number;
  readonly seatStride: number;
  /**
   * Per seat, `piecesStride` words: per planet, the spaces holding any piece of the seat (a
   * Rover, a Fortification or a Building) as WORDS words of bits (bits.ts), for the shots.
   */
  readonly oPieces: number;
  readonly piecesStride: number;
  /**
   * Per seat, `piecesStride` words: the spaces holding a Rover of the seat (the acting Rovers of
   * the listing, by cell), then at `oOrbit + seat` how many of the seat's Rovers are in orbit.
   */
  readonly oRoverBits: number;
  readonly oOrbit: number;

  constructor(players: number, planets: number, roverIds: number) {
    const stride = 1 + planets * HQS.length;
    const masks = players * planets * WORDS;
    super(players, planets, roverIds, MAX_SEATS * stride + 2 * masks + players);
    this.oSites = this.oExtra;
    this.seatStride = stride;
    this.oPieces = this.oSites + MAX_SEATS * stride;
    this.piecesStride = planets * WORDS;
    this.oRoverBits = this.oPieces + masks;
    this.oOrbit = this.oRoverBits + masks;
    // Every HQ starts empty: its 1 (written before any journal, as the rest of a new position).
    for (let p = 0; p < MAX_SEATS; p++) {
      const at = this.oSites + p * stride;
      this.m.fill(1, at + 1, at + stride);
    }
  }

  /** Whether a Building or a Fortification stands on `cell`. */
  private blocked(cell: number): boolean {
    return this.m[this.oFort + cell] !== 0 || this.m[this.oBuildingAt + cell] !== 0;
  }

  /** Adds `delta` to seat `p`'s count of the HQ at offset `k` (planet × HQS index), and its total. */
  private bump(p: number, k: number, delta: number): void {
    const m = this.m;
    const seat = this.oSites + p * this.seatStride;
    const at = seat + 1 + k;
    const was = m[at]!;
    const now = was + delta;
    const full = FULL[k]!;
    this.set(at, now);
    if (now === full) this.set(seat, m[seat]! + 1);
    else if (was === full) this.set(seat, m[seat]! - 1);
  }

  /** Seat `p` holds `cell` (`delta` 1) or no longer does (−1): the count of the HQ it borders. */
  private held(p: number, cell: number, delta: number): void {
    const k = HQ_NEXT_CELL[cell]!;
    if (k >= 0) this.bump(p, k, delta);
  }

  /** After a change on the HQ `cell` that was `wasBlocked`: every seat's count of it. */
  private reblock(cell: number, wasBlocked: boolean): void {
    const space = cell % SPACES;
    const h = HQ_INDEX[space]!;
    if (h < 0 || this.blocked(cell) === wasBlocked) return;
    const k = ((cell - space) / SPACES) * HQS.length + h;
    for (let p = 0; p < this.players; p++) this.bump(p, k, wasBlocked ? 1 : -1);
  }

  /** The owner of the Rover on `cell`, or −1. */
  private roverOwner(cell: number): number {
    const rover = this.m[this.oRoverAt + cell]!;
    return rover === 0 ? -1 : this.m[this.rover(rover) + R_OWNER]!;
  }

  /** Whether seat `p` has a piece on `cell`. */
  private holdsAny(p: number, cell: number): boolean {
    const m = this.m;
    if (m[this.oFort + cell] === p + 1) return true;
    const b = m[this.oBuildingAt + cell]!;
    if (b !== 0 && (((b - 1) / STRUCTURE_KINDS) | 0) === p) return true;
    return this.roverOwner(cell) === p;
  }

  /** Seat `p`'s bit of `cell` in its piece masks set (`on`) or cleared. */
  private mark(p: number, cell: number, on: boolean): void {
    const at = this.oPieces + p * this.piecesStride + CELL_WORD[cell]!;
    const was = this.m[at]!;
    this.set(at, on ? was | CELL_BIT[cell]! : was & ~CELL_BIT[cell]!);
  }

  /** Seat `p`'s Rover on `cell` (`delta` 1) or gone from it (−1); ORBIT counts in oOrbit. */
  private roverAt(p: number, cell: number, delta: number): void {
    if (cell === ORBIT) {
      this.set(this.oOrbit + p, this.m[this.oOrbit + p]! + delta);
      return;
    }
    const at = this.oRoverBits + p * this.piecesStride + CELL_WORD[cell]!;
    this.set(at, this.m[at]! ^ CELL_BIT[cell]!);
  }

  /** Whether `player` may have a Build site: some free HQ with every neighbour theirs. */
  maySurround(player: number): boolean {
    return this.m[this.oSites + player * this.seatStride]! > 0;
  }

  // Each change below adds or takes one seat's hold on one cell: a Fortification holds it for its
  // owner unless their Rover already does, and the other way round.

  override addFort(cell: number, owner: number): void {
    const wasBlocked = this.blocked(cell);
    super.addFort(cell, owner);
    this.mark(owner, cell, true);
    if (this.roverOwner(cell) !== owner) this.held(owner, cell, 1);
    this.reblock(cell, wasBlocked);
  }

  override removeFort(cell: number): void {
    const f = this.m[this.oFort + cell]!;
    if (f === 0) return;
    super.removeFort(cell);
    this.mark(f - 1, cell, this.holdsAny(f - 1, cell));
    if (this.roverOwner(cell) !== f - 1) this.held(f - 1, cell, -1);
    this.reblock(cell, true);
  }

  override addRover(id: number, owner: number, hp: number, loc: number): void {
    super.addRover(id, owner, hp, loc);
    this.roverAt(owner, loc, 1);
    if (loc === ORBIT) return;
    this.mark(owner, loc, true);
    if (this.m[this.oFort + loc] !== owner + 1) this.held(owner, loc, 1);
  }

  override removeRover(id: number): void {
    const r = this.rover(id);
    const loc = this.m[r + R_LOC]!;
    const owner = this.m[r + R_OWNER]!;
    super.removeRover(id);
    this.roverAt(owner, loc, -1);
    if (loc === ORBIT) return;
    this.mark(owner, loc, this.holdsAny(owner, loc));
    if (this.m[this.oFort + loc] !== owner + 1) this.held(owner, loc, -1);
  }

  override moveRover(id: number, loc: number): void {
    const r = this.rover(id);
    const from = this.m[r + R_LOC]!;
    const owner = this.m[r + R_OWNER]!;
    super.moveRover(id, loc);
    const m = this.m;
    const word = from === ORBIT || loc === ORBIT ? -1 : CELL_WORD[from]!;
    if (word >= 0 && word === CELL_WORD[loc]) {
      // Both cells in one word of the masks (three steps in four): one write to each mask.
      const seat = owner * this.piecesStride + word;
      const rovers = this.oRoverBits + seat;
      this.set(rovers, m[rovers]! ^ CELL_BIT[from]! ^ CELL_BIT[loc]!);
      const pieces = this.oPieces + seat;
      const kept = this.holdsAny(owner, from) ? 0 : CELL_BIT[from]!;
      this.set(pieces, (m[pieces]! | CELL_BIT[loc]!) & ~kept);
    } else {
      this.roverAt(owner, from, -1);
      this.roverAt(owner, loc, 1);
      if (from !== ORBIT) this.mark(owner, from, this.holdsAny(owner, from));
      if (loc !== ORBIT) this.mark(owner, loc, true);
    }
    const me = owner + 1;
    // The HQ whose count loses the cell left, and the one that gains the cell entered (−1: none,
    // or the owner's Fortification holds the cell anyway). A step round one HQ changes nothing.
    const left = from === ORBIT || m[this.oFort + from] === me ? -1 : HQ_NEXT_CELL[from]!;
    const entered = loc === ORBIT || m[this.oFort + loc] === me ? -1 : HQ_NEXT_CELL[loc]!;
    if (left === entered) return;
    if (left >= 0) this.bump(owner, left, -1);
    if (entered >= 0) this.bump(owner, entered, 1);
  }

  override addBuilding(slot: number, planet: number, space: number, hp: number): void {
    const cell = planet * SPACES + space;
    const wasBlocked = this.blocked(cell);
    super.addBuilding(slot, planet, space, hp);
    this.mark((slot / STRUCTURE_KINDS) | 0, cell, true);
    this.reblock(cell, wasBlocked);
  }

  override removeBuilding(slot: number): void {
    const b = this.building(slot);
    const cell = this.m[b + B_PLANET]! * SPACES + this.m[b + B_SPACE]!;
    const wasBlocked = this.blocked(cell);
    super.removeBuilding(slot);
    const p = (slot / STRUCTURE_KINDS) | 0;
    this.mark(p, cell, this.holdsAny(p, cell));
    this.reblock(cell, wasBlocked);
  }

  /** The seats whose piece stands on `cell`, as bits: its Fortification's owner, its Rover's. */
  private holders(cell: number): number {
    const fort = this.m[this.oFort + cell]!;
    const owner = this.roverOwner(cell);
    return (fort === 0 ? 0 : 1 << (fort - 1)) | (owner < 0 ? 0 : 1 << owner);
  }

  /** The first kept count that differs from the pieces, as text, or null (for tests). */
  override derivedProblem(): string | null {
    for (let p = 0; p < this.players; p++) {
      const seat = this.oSites + p * this.seatStride;
      let surrounded = 0;
      for (let planet = 0; planet < this.planets; planet++) {
        for (let h = 0; h < HQS.length; h++) {
          let around = this.blocked(planet * SPACES + HQS[h]!) ? 0 : 1;
          for (let slot = 0; slot < SLOTS; slot++) {
            const n = NEIGHBOR[HQS[h]! * SLOTS + slot]!;
            if (n >= 0 && (this.holders(planet * SPACES + n) >> p) & 1) around++;
          }
          if (this.m[seat + 1 + planet * HQS.length + h] !== around)
            return `seat ${p}, planet ${planet}, HQ ${HQS[h]}: ${around} (held neighbours, +1 if free), counted otherwise`;
          if (around === RING[h]! + 1) surrounded++;
        }
      }
      if (this.m[seat] !== surrounded)
        return `seat ${p}: ${surrounded} HQs surrounded, counted otherwise`;
      for (let c = 0; c < this.cells; c++) {
        const at = p * this.piecesStride + CELL_WORD[c]!;
        if (((this.m[this.oPieces + at]! & CELL_BIT[c]!) !== 0) !== this.holdsAny(p, c))
          return `seat ${p}, cell ${c}: its piece mask bit differs from the pieces`;
        if (((this.m[this.oRoverBits + at]! & CELL_BIT[c]!) !== 0) !== (this.roverOwner(c) === p))
          return `seat ${p}, cell ${c}: its Rover mask bit differs from the Rovers`;
      }
      if (this.m[this.oOrbit + p] !== this.inOrbit(p))
        return `seat ${p}: ${this.inOrbit(p)} Rovers in orbit, counted otherwise`;
    }
    return null;
  }

  /** Seat `p`'s Rovers in orbit, counted from the Rovers (for derivedProblem). */
  private inOrbit(p: number): number {
    let n = 0;
    for (let k = 0; k < this.m[S_ALIVE]!; k++) {
      const r = this.rover(this.m[this.oAliveList + k]!);
      if (this.m[r + R_OWNER] === p && this.m[r + R_LOC] === ORBIT) n++;
    }
    return n;
  }
}
