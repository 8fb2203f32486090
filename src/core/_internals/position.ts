import { coreFail } from '../errors.js';
import { Journal } from './journal.js';
import { SPACES } from './tables.js';
import { F_BUILDING, F_ROVER, F_SCALAR, FORT_CELLS, FORT_KEYS, keyHi, keyLo } from './zobrist.js';

// The whole mutable game in one Int32Array `m` (the Stockfish idiom: a few arrays), its regions
// (scalars, then per cell, per Building slot, per Rover id) and the changes of pieces, each
// written through the journal (journal.ts) with the Zobrist key updated by XOR.

// Scalars.
export const S_STATUS = 0; // 0 setup, 1 playing, 2 finished
export const S_CURRENT = 1;
export const S_TURN = 2;
export const S_ACTIONS = 3; // actions this turn
export const S_NEXT_ID = 4;
export const S_ALIVE = 5; // Rovers in play
export const S_SEQ = 6; // the next Building's order of building
export const S_WINNERS = 7; // bit mask of the winners
export const O_IN_GAME = 8; // + seat (6)
export const O_DESTROYED = 16; // + planet (16)
export const O_SHOTS = 32; // + planet (16)
const SCALARS = 48;

export const STATUS_SETUP = 0;
export const STATUS_PLAYING = 1;
export const STATUS_FINISHED = 2;

/** Fields of a Building slot (`player * 4 + structure`): hp 0 means none. */
export const B_HP = 0;
export const B_PLANET = 1;
export const B_SPACE = 2;
export const B_READY = 3;
export const B_AIM = 4; // −1: not aimed
export const B_POINTS = 5;
export const B_SEQ = 6;
export const B_FIELDS = 8;
export const STRUCTURE_KINDS = 4;
/** The Factory's kind: its index in both rulesets' structures. */
export const FACTORY_KIND = 1;
const MAX_SEATS = 6;

/** Fields of a Rover, by id: hp 0 means not in play. */
export const R_OWNER = 0;
export const R_HP = 1;
export const R_LOC = 2; // cell, or −1 in orbit (2026-06: below 0 in orbit, see its position.ts)
export const R_FIELDS = 3;
export const ORBIT = -1;

export class Position extends Journal {
  readonly players: number;
  readonly planets: number;
  readonly cells: number;
  /** Offsets of the regions of `m`. */
  readonly oFort: number; // owner + 1 per cell, 0 none
  readonly oRoverAt: number; // Rover id per cell, 0 none
  readonly oBuildingAt: number; // Building slot + 1 per cell, 0 none
  readonly oBuildings: number;
  readonly oAliveList: number; // ids of the Rovers in play, ascending
  readonly aliveCapacity: number;
  /** A ruleset's own state (`extra` entries: 2024-12's edges and facings), or none. */
  readonly oExtra: number;
  /** Building slots (2026-06 has one per seat, structure and planet). */
  readonly buildingSlots: number;
  readonly oRovers: number; // by id
  constructor(
    players: number,
    planets: number,
    roverIds: number,
    extra = 0,
    buildingSlots = MAX_SEATS * STRUCTURE_KINDS,
  ) {
    super();
    this.players = players;
    this.buildingSlots = buildingSlots;
    this.planets = planets;
    this.cells = planets * SPACES;
    this.oFort = SCALARS;
    this.oRoverAt = this.oFort + this.cells;
    this.oBuildingAt = this.oRoverAt + this.cells;
    this.oBuildings = this.oBuildingAt + this.cells;
    this.oAliveList = this.oBuildings + buildingSlots * B_FIELDS;
    // Every playable space of every planet, and room in orbit.
    this.aliveCapacity = planets * 76 + 256;
    this.oExtra = this.oAliveList + this.aliveCapacity;
    this.oRovers = this.oExtra + extra;
    this.m = new Int32Array(this.oRovers + Math.max(64, roverIds * 2) * R_FIELDS);
  }

  /** Room for Rover `id` (ids grow without bound; the table doubles, rarely). */
  ensureRover(id: number): void {
    const need = this.oRovers + (id + 1) * R_FIELDS;
    if (need <= this.m.length) return;
    const next = new Int32Array(Math.max(need, this.m.length * 2));
    next.set(this.m);
    this.m = next;
  }

  rover(id: number): number {
    return this.oRovers + id * R_FIELDS;
  }

  building(slot: number): number {
    return this.oBuildings + slot * B_FIELDS;
  }

  toggleRoverKey(id: number): void {
    const r = this.rover(id);
    const m = this.m;
    // A place below ORBIT (2026-06's orbit of a planet) keys as its low 16 bits.
    const a =
      F_ROVER | (m[r + R_OWNER]! << 24) | (m[r + R_HP]! << 16) | ((m[r + R_LOC]! + 1) & 0xffff);
    this.hi ^= keyHi(a, id);
    this.lo ^= keyLo(a, id);
  }

  toggleFortKey(cell: number, owner: number): void {
    const k = 2 * (owner * FORT_CELLS + cell);
    const keys = FORT_KEYS;
    this.hi ^= keys[k]!;
    this.lo ^= keys[k + 1]!;
  }

  toggleBuildingKey(slot: number): void {
    const b = this.building(slot);
    const m = this.m;
    const cell = m[b + B_PLANET]! * SPACES + m[b + B_SPACE]!;
    const a = F_BUILDING | (slot << 20) | (m[b + B_HP]! << 16) | cell;
    const c = m[b + B_READY]! | ((m[b + B_AIM]! + 1) << 1) | (m[b + B_POINTS]! << 10);
    this.hi ^= keyHi(a, c);
    this.lo ^= keyLo(a, c);
  }

  /** The key from scratch: what the incremental updates must always equal. */
  computeKey(): { hi: number; lo: number } {
    const saved = { hi: this.hi, lo: this.lo };
    this.hi = 0;
    this.lo = 0;
    const m = this.m;
    for (let i = 0; i < SCALARS; i++) {
      // The Rover count and the building order are bookkeeping, not keyed.
      if (i === S_ALIVE || i === S_SEQ) continue;
      this.hi ^= keyHi(F_SCALAR | i, m[i]!) ^ keyHi(F_SCALAR | i, 0);
      this.lo ^= keyLo(F_SCALAR | i, m[i]!) ^ keyLo(F_SCALAR | i, 0);
    }
    for (let c = 0; c < this.cells; c++) {
      const f = m[this.oFort + c]!;
      if (f !== 0) this.toggleFortKey(c, f - 1);
    }
    for (let k = 0; k < m[S_ALIVE]!; k++) this.toggleRoverKey(m[this.oAliveList + k]!);
    for (let slot = 0; slot < this.buildingSlots; slot++) {
      if (m[this.building(slot) + B_HP]! > 0) this.toggleBuildingKey(slot);
    }
    const key = { hi: this.hi, lo: this.lo };
    this.hi = saved.hi;
    this.lo = saved.lo;
    return key;
  }

  /**
   * Where a ruleset keeps counts derived from the pieces (2025-01's Build sites): the first that
   * differs from the pieces, as text, or null, as must always be (for tests).
   */
  derivedProblem(): string | null {
    return null;
  }

  // Pieces: every change goes through these, which keep the cell indexes and the key.

  addFort(cell: number, owner: number): void {
    this.set(this.oFort + cell, owner + 1);
    this.toggleFortKey(cell, owner);
  }

  removeFort(cell: number): void {
    const f = this.m[this.oFort + cell]!;
    if (f === 0) return;
    this.toggleFortKey(cell, f - 1);
    this.set(this.oFort + cell, 0);
  }

  /** Removes every Fortification of `player` (an elimination, R14); 2024-12's stand on edges. */
  removeFortsOf(player: number): void {
    for (let c = 0; c < this.cells; c++)
      if (this.m[this.oFort + c] === player + 1) this.removeFort(c);
  }

  /** A new Rover, the largest id so far (ids are given in order of appearance). */
  addRover(id: number, owner: number, hp: number, loc: number): void {
    const n = this.m[S_ALIVE]!;
    if (n >= this.aliveCapacity) coreFail('CAPACITY', `more than ${n} Rovers in play`);
    this.ensureRover(id);
    const r = this.rover(id);
    this.set(r + R_OWNER, owner);
    this.set(r + R_HP, hp);
    this.set(r + R_LOC, loc);
    if (loc >= 0) this.set(this.oRoverAt + loc, id);
    this.set(this.oAliveList + n, id);
    this.set(S_ALIVE, n + 1);
    this.toggleRoverKey(id);
  }

  removeRover(id: number): void {
    const m = this.m;
    const r = this.rover(id);
    this.toggleRoverKey(id);
    const loc = m[r + R_LOC]!;
    if (loc >= 0) this.set(this.oRoverAt + loc, 0);
    this.set(r + R_HP, 0);
    const n = m[S_ALIVE]!;
    const list = this.oAliveList;
    let k = 0;
    while (m[list + k] !== id) k++;
    for (; k < n - 1; k++) this.set(list + k, m[list + k + 1]!);
    this.set(S_ALIVE, n - 1);
  }

  moveRover(id: number, loc: number): void {
    const r = this.rover(id);
    const m = this.m;
    const from = m[r + R_LOC]!;
    // The Rover's key at its place and at the new one (toggleRoverKey's feature, both halves).
    const a = F_ROVER | (m[r + R_OWNER]! << 24) | (m[r + R_HP]! << 16);
    const was = a | ((from + 1) & 0xffff);
    const now = a | ((loc + 1) & 0xffff);
    this.hi ^= keyHi(was, id) ^ keyHi(now, id);
    this.lo ^= keyLo(was, id) ^ keyLo(now, id);
    // Negative places are in orbit (ORBIT; 2026-06 names the planet orbited below it).
    if (from >= 0) this.set(this.oRoverAt + from, 0);
    if (loc >= 0) this.set(this.oRoverAt + loc, id);
    this.set(r + R_LOC, loc);
  }

  setRoverHp(id: number, hp: number): void {
    this.toggleRoverKey(id);
    this.set(this.rover(id) + R_HP, hp);
    this.toggleRoverKey(id);
  }

  addBuilding(slot: number, planet: number, space: number, hp: number): void {
    const b = this.building(slot);
    const m = this.m;
    this.set(b + B_HP, hp);
    this.set(b + B_PLANET, planet);
    this.set(b + B_SPACE, space);
    this.set(b + B_READY, 0);
    this.set(b + B_AIM, -1);
    this.set(b + B_POINTS, 0);
    const seq = m[S_SEQ]!;
    this.set(b + B_SEQ, seq);
    this.set(S_SEQ, seq + 1);
    this.set(this.oBuildingAt + planet * SPACES + space, slot + 1);
    this.toggleBuildingKey(slot);
  }

  removeBuilding(slot: number): void {
    const b = this.building(slot);
    const m = this.m;
    this.toggleBuildingKey(slot);
    this.set(this.oBuildingAt + m[b + B_PLANET]! * SPACES + m[b + B_SPACE]!, 0);
    this.set(b + B_HP, 0);
  }

  /** Sets a field (B_HP above 0, B_READY, B_AIM, B_POINTS) of a standing Building. */
  setBuildingField(slot: number, field: number, v: number): void {
    this.toggleBuildingKey(slot);
    this.set(this.building(slot) + field, v);
    this.toggleBuildingKey(slot);
  }
}
