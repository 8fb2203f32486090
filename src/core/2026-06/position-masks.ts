import {
  B_HP,
  B_PLANET,
  B_SPACE,
  Position,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { SPACES } from '../_internals/tables.js';
import { WORDS } from './bits.js';
import { isTransferred, kindOfSlot, slotOf } from './position.js';

// A 2026-06 position: the shared Position with one Building slot per seat, structure and planet
// (position.ts), and masks of the pieces kept as they change (bits.ts), for the listings:
//
// - per seat and planet, the spaces holding the seat's Fortification (Decommission, R38);
// - per seat and planet, the spaces holding any piece of the seat: a Rover on the planet, a
//   Fortification or a Building (the shots' targets, R20, R34);
// - per planet, the spaces holding anyone's Fortification (Fortify: none next to it, R36);
// - per seat, how many of its Buildings of each structure stand (the Buildings' listings and
//   the turn's end skip a seat without one: a Treasury, a Drill Cannon are rare);
// - how many Rovers in orbit carry the changed-orbit mark (R40: the turn's end clears them).
//
// They live in `m` after the shared regions (the journal undoes them like everything else) and
// are derived from the pieces, so not keyed. Every region the bots read keeps its offset field.

/** Planets a position may have (the scalars hold 16). */
const MAX_PLANETS = 16;

/** Per cell (planet × space): its word in a planet-major mask (planet × WORDS + space / 32). */
const CELL_WORD: Int32Array = Int32Array.from(
  { length: MAX_PLANETS * SPACES },
  (_, c) => Math.floor(c / SPACES) * WORDS + ((c % SPACES) >> 5),
);
/** Per cell: its bit in that word. */
const CELL_BIT: Int32Array = Int32Array.from(
  { length: MAX_PLANETS * SPACES },
  (_, c) => 1 << ((c % SPACES) & 31),
);

export class Position2026 extends Position {
  /** Words per seat in `oForts` and `oPieces`: WORDS per planet. */
  readonly stride: number;
  /** Per seat, `stride` words: the spaces holding the seat's Fortification. */
  readonly oForts: number;
  /** Per seat, `stride` words: the spaces holding a Rover, Fortification or Building of the seat. */
  readonly oPieces: number;
  /** `stride` words: the spaces holding anyone's Fortification. */
  readonly oAllForts: number;
  /** Per seat, STRUCTURE_KINDS counts: its Buildings of each structure standing. */
  readonly oStanding: number;
  /** One count: the Rovers in orbit with the changed-orbit mark. */
  readonly oTransfers: number;

  constructor(players: number, planets: number, roverIds: number) {
    if (planets > MAX_PLANETS) throw new Error(`core: more than ${MAX_PLANETS} planets`);
    const stride = planets * WORDS;
    const extra = (2 * players + 1) * stride + players * STRUCTURE_KINDS + 1;
    super(players, planets, roverIds, extra, players * STRUCTURE_KINDS * planets);
    this.stride = stride;
    this.oForts = this.oExtra;
    this.oPieces = this.oForts + players * stride;
    this.oAllForts = this.oPieces + players * stride;
    this.oStanding = this.oAllForts + stride;
    this.oTransfers = this.oStanding + players * STRUCTURE_KINDS;
  }

  /** How many of `player`'s Buildings of structure `kind` stand, on every planet. */
  standing(player: number, kind: number): number {
    return this.m[this.oStanding + player * STRUCTURE_KINDS + kind]!;
  }

  /** Bit `kind` set where at least one of `player`'s Buildings of structure `kind` stands. */
  standingKinds(player: number): number {
    const m = this.m;
    const at = this.oStanding + player * STRUCTURE_KINDS;
    let kinds = 0;
    for (let kind = 0; kind < STRUCTURE_KINDS; kind++) if (m[at + kind]! > 0) kinds |= 1 << kind;
    return kinds;
  }

  /** Whether a Rover place (below 0: in orbit) carries the changed-orbit mark. */
  private static transferred(loc: number): boolean {
    return loc < 0 && isTransferred(loc);
  }

  /** Adds `delta` to the count at `i`. */
  private add(i: number, delta: number): void {
    this.set(i, this.m[i]! + delta);
  }

  /** The count at `oStanding` of Building `slot`'s seat and structure. */
  private standingOf(slot: number): number {
    return this.oStanding + this.slotOwner(slot) * STRUCTURE_KINDS + kindOfSlot(this, slot);
  }

  /** The seat owning Building `slot` (ownerOfSlot of position.ts). */
  private slotOwner(slot: number): number {
    return Math.floor(slot / (STRUCTURE_KINDS * this.planets));
  }

  /** Whether seat `p` has a piece on `cell`. */
  private holdsAny(p: number, cell: number): boolean {
    const m = this.m;
    if (m[this.oFort + cell] === p + 1) return true;
    const b = m[this.oBuildingAt + cell]!;
    if (b !== 0 && this.slotOwner(b - 1) === p) return true;
    const rover = m[this.oRoverAt + cell]!;
    return rover !== 0 && m[this.rover(rover) + R_OWNER] === p;
  }

  /** The bit of `cell` in the mask word at `at + CELL_WORD[cell]` set (`on`) or cleared. */
  private mark(at: number, cell: number, on: boolean): void {
    const i = at + CELL_WORD[cell]!;
    const was = this.m[i]!;
    this.set(i, on ? was | CELL_BIT[cell]! : was & ~CELL_BIT[cell]!);
  }

  override addFort(cell: number, owner: number): void {
    super.addFort(cell, owner);
    this.mark(this.oForts + owner * this.stride, cell, true);
    this.mark(this.oPieces + owner * this.stride, cell, true);
    this.mark(this.oAllForts, cell, true);
  }

  override removeFort(cell: number): void {
    const f = this.m[this.oFort + cell]!;
    if (f === 0) return;
    super.removeFort(cell);
    const p = f - 1;
    this.mark(this.oForts + p * this.stride, cell, false);
    this.mark(this.oPieces + p * this.stride, cell, this.holdsAny(p, cell));
    this.mark(this.oAllForts, cell, false);
  }

  override addRover(id: number, owner: number, hp: number, loc: number): void {
    super.addRover(id, owner, hp, loc);
    if (Position2026.transferred(loc)) this.add(this.oTransfers, 1);
    if (loc >= 0) this.mark(this.oPieces + owner * this.stride, loc, true);
  }

  override removeRover(id: number): void {
    const r = this.rover(id);
    const loc = this.m[r + R_LOC]!;
    const owner = this.m[r + R_OWNER]!;
    super.removeRover(id);
    if (Position2026.transferred(loc)) this.add(this.oTransfers, -1);
    if (loc >= 0) this.mark(this.oPieces + owner * this.stride, loc, this.holdsAny(owner, loc));
  }

  override moveRover(id: number, loc: number): void {
    const r = this.rover(id);
    const from = this.m[r + R_LOC]!;
    const owner = this.m[r + R_OWNER]!;
    super.moveRover(id, loc);
    if (from < 0 || loc < 0) {
      const change =
        (Position2026.transferred(loc) ? 1 : 0) - (Position2026.transferred(from) ? 1 : 0);
      if (change !== 0) this.add(this.oTransfers, change);
    }
    const at = this.oPieces + owner * this.stride;
    if (from >= 0) this.mark(at, from, this.holdsAny(owner, from));
    if (loc >= 0) this.mark(at, loc, true);
  }

  override addBuilding(slot: number, planet: number, space: number, hp: number): void {
    super.addBuilding(slot, planet, space, hp);
    this.add(this.standingOf(slot), 1);
    this.mark(this.oPieces + this.slotOwner(slot) * this.stride, planet * SPACES + space, true);
  }

  override removeBuilding(slot: number): void {
    const b = this.building(slot);
    const cell = this.m[b + B_PLANET]! * SPACES + this.m[b + B_SPACE]!;
    super.removeBuilding(slot);
    this.add(this.standingOf(slot), -1);
    const p = this.slotOwner(slot);
    this.mark(this.oPieces + p * this.stride, cell, this.holdsAny(p, cell));
  }

  /** The first mask bit that differs from the pieces, as text, or null (for tests). */
  override derivedProblem(): string | null {
    const m = this.m;
    const has = (at: number, c: number) => (m[at + CELL_WORD[c]!]! & CELL_BIT[c]!) !== 0;
    for (let c = 0; c < this.cells; c++) {
      const fort = m[this.oFort + c]!;
      if (has(this.oAllForts, c) !== (fort !== 0)) return `cell ${c}: anyone's Fortification bit`;
      for (let p = 0; p < this.players; p++) {
        if (has(this.oForts + p * this.stride, c) !== (fort === p + 1))
          return `seat ${p}, cell ${c}: Fortification bit`;
        if (has(this.oPieces + p * this.stride, c) !== this.holdsAny(p, c))
          return `seat ${p}, cell ${c}: piece bit`;
      }
    }
    for (let p = 0; p < this.players; p++) {
      for (let kind = 0; kind < STRUCTURE_KINDS; kind++) {
        let stand = 0;
        for (let planet = 0; planet < this.planets; planet++)
          if (m[this.building(slotOf(this, p, kind, planet)) + B_HP]! > 0) stand++;
        if (this.standing(p, kind) !== stand) return `seat ${p}, structure ${kind}: standing`;
      }
    }
    let transfers = 0;
    for (let k = 0; k < m[S_ALIVE]!; k++)
      if (Position2026.transferred(m[this.rover(m[this.oAliveList + k]!) + R_LOC]!)) transfers++;
    if (m[this.oTransfers] !== transfers) return 'Rovers with the changed-orbit mark';
    // No bit beyond the last space of a planet.
    const last = SPACES - 1;
    const spare = ~(2 ** ((last & 31) + 1) - 1);
    for (let k = 0; k < (2 * this.players + 1) * this.planets; k++) {
      if ((m[this.oForts + k * WORDS + WORDS - 1]! & spare) !== 0) return `mask ${k}: a spare bit`;
    }
    return null;
  }
}

/** A new 2026-06 position. */
export function newPosition2026(players: number, planets: number, roverIds: number): Position2026 {
  return new Position2026(players, planets, roverIds);
}
