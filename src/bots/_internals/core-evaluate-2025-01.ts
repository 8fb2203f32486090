import { board } from '../../board/index.js';
import { coveredByChains } from '../../core/_internals/cover.js';
import {
  B_AIM,
  B_HP,
  B_POINTS,
  B_READY,
  type Position,
  STRUCTURE_KINDS,
} from '../../core/_internals/position.js';
import { rulesetNamed } from '../../rules/index.js';
import type { CoreEvaluation, EvalScratch } from './core-evaluation.js';
import { buildingShotValue, chanceOf, WEIGHTS } from './evaluate.js';

// The 2025-01 part of `evaluateCore`: Fortifications on spaces (cover by chains, R3; building
// sites with every neighbour held, R7), a Drill Cannon's readiness and aim, a Treasury's points.

const RULES = rulesetNamed('2025-01');
const SPACES = board.spaces.length;
const HELD = new Int32Array(8);

// Cover (R3) depends on the shooter, the two spaces and the planet's Fortifications alone, and
// most positions a greedy decision evaluates share their Fortifications: answers are cached,
// keyed by the two spaces, the shooter and a 64-bit hash of the planet's Fortifications (made
// by the scan in `fortifications`; the core itself tells outcomes apart by 64-bit keys).
const MAX_PLANETS = 16;
const FORTS_HI = new Int32Array(MAX_PLANETS);
const FORTS_LO = new Int32Array(MAX_PLANETS);
const CACHE_BITS = 14;
/** A key no entry has until written (keys are non-negative). */
const COVER_KEY = new Int32Array(1 << CACHE_BITS).fill(-1);
const COVER_HI = new Int32Array(1 << CACHE_BITS);
const COVER_LO = new Int32Array(1 << CACHE_BITS);
const COVER = new Uint8Array(1 << CACHE_BITS);

/** The owner of the Fortification on `space` of `planet`, or −1. */
function fortAt(pos: Position, planet: number, space: number): number {
  return pos.m[pos.oFort + planet * SPACES + space]! - 1;
}

/** Per playable HQ (`board.hqs` order): its playable neighbours, flat, from `HQ_FIRST[h]`. */
const HQ_FIRST = new Int32Array(board.hqs.length + 1);
const HQ_NEIGHBORS = Int32Array.from(
  board.hqs.flatMap((hq, h) => {
    HQ_FIRST[h + 1] = HQ_FIRST[h]! + board.playableNeighbors[hq]!.length;
    return board.playableNeighbors[hq]!;
  }),
);

/** The building progress of one planet (share squared, per seat), cached by `progress`. */
const PLANET_PROGRESS = new Float64Array(8);
const PROGRESS_BITS = 12;
const PROGRESS_HI = new Int32Array(1 << PROGRESS_BITS);
const PROGRESS_LO = new Int32Array(1 << PROGRESS_BITS);
/** 0 for an entry never written (a written one holds its seats + 1). */
const PROGRESS_SEATS = new Int32Array(1 << PROGRESS_BITS);
const PROGRESS_VALUES = new Float64Array(8 << PROGRESS_BITS);

/**
 * Raises `s.progress` by the building sites of `planet`. What they give depends on the
 * Fortifications, the Rovers' spaces and owners, the Buildings' spaces and the seats short of a
 * kind alone; many positions of one greedy decision share them, so the planet's result is cached
 * under a 64-bit hash of those (the planet's Fortifications already hashed by `fortifications`).
 */
function progress(pos: Position, planet: number, missing: number, s: EvalScratch): void {
  const n = s.n;
  let hi = Math.imul(FORTS_HI[planet]! ^ missing, 0x9e3779b1);
  let lo = Math.imul(FORTS_LO[planet]! ^ (missing + 0x100), 0x85ebca6b);
  for (let i = 0; i < s.roverCount; i++) {
    const v = (s.at[i]! << 3) | s.owner[i]!;
    hi = Math.imul(hi ^ v, 0x9e3779b1);
    lo = Math.imul(lo ^ v, 0x85ebca6b) ^ (lo >>> 15);
  }
  for (let i = 0; i < s.buildingCount; i++) {
    const v = 0x10000 | s.buildingAt[i]!;
    hi = Math.imul(hi ^ v, 0x9e3779b1);
    lo = Math.imul(lo ^ v, 0x85ebca6b) ^ (lo >>> 15);
  }
  const at = (hi ^ Math.imul(lo, 0x27d4eb2d)) >>> (32 - PROGRESS_BITS);
  const values = at * 8;
  if (PROGRESS_HI[at] !== hi || PROGRESS_LO[at] !== lo || PROGRESS_SEATS[at] !== n + 1) {
    for (let p = 0; p < n; p++) PLANET_PROGRESS[p] = 0;
    planetProgress(pos, planet, missing, s);
    PROGRESS_HI[at] = hi;
    PROGRESS_LO[at] = lo;
    PROGRESS_SEATS[at] = n + 1;
    for (let p = 0; p < n; p++) PROGRESS_VALUES[values + p] = PLANET_PROGRESS[p]!;
  }
  for (let p = 0; p < n; p++) {
    const squared = PROGRESS_VALUES[values + p]!;
    if (squared > s.progress[p]!) s.progress[p] = squared;
  }
}

/** The best share squared of each seat over the building sites of `planet`, into PLANET_PROGRESS. */
function planetProgress(pos: Position, planet: number, missing: number, s: EvalScratch): void {
  const { roverOwner, built, n } = s;
  const m = pos.m;
  const forts = pos.oFort + planet * SPACES;
  const held = HELD;
  for (let h = 0; h < board.hqs.length; h++) {
    const hq = board.hqs[h]!;
    if (built[hq] === 1 || m[forts + hq] !== 0) continue;
    for (let p = 0; p < n; p++) held[p] = 0;
    const start = HQ_FIRST[h]!;
    const end = HQ_FIRST[h + 1]!;
    for (let i = start; i < end; i++) {
      const at = HQ_NEIGHBORS[i]!;
      const r = roverOwner[at]!;
      const f = m[forts + at]! - 1;
      if (r !== -1) held[r]!++;
      if (f !== -1 && f !== r) held[f]!++;
    }
    // Ruling R7: the builder's own Rover may stand on the HQ (buildNeighbours 'all'), and every
    // playable neighbour must hold the builder's Rover or Fortification.
    const onHq = roverOwner[hq]!;
    const total = end - start;
    for (let p = 0; p < n; p++) {
      if ((missing & (1 << p)) === 0) continue;
      if (onHq !== -1 && onHq !== p) continue;
      const share = held[p]! / total;
      const squared = share * share;
      if (squared > PLANET_PROGRESS[p]!) PLANET_PROGRESS[p] = squared;
    }
  }
}

function cannon(pos: Position, planet: number, slot: number, s: EvalScratch): void {
  const m = pos.m;
  const b = pos.building(slot);
  const aim = m[b + B_AIM]!;
  if (m[b + B_READY] !== 1 || aim < 0) return;
  const owner = (slot / STRUCTURE_KINDS) | 0;
  const rover = s.roverOwner[aim]!;
  const fort = fortAt(pos, planet, aim);
  let aimed = (rover !== -1 && rover !== owner) || (fort !== -1 && fort !== owner);
  if (!aimed) {
    const other = m[pos.oBuildingAt + planet * SPACES + aim]!;
    aimed = other !== 0 && (((other - 1) / STRUCTURE_KINDS) | 0) !== owner;
  }
  if (aimed) s.material[owner]! += WEIGHTS.cannonOnTarget;
}

export const EVALUATION_2025_01: CoreEvaluation = {
  rules: RULES,
  safeOrbit: true,
  buildingMaterial(pos, slot) {
    const m = pos.m;
    const b = pos.building(slot);
    const structure = RULES.structures[slot % STRUCTURE_KINDS]!;
    const hp = m[b + B_HP]!;
    let value = WEIGHTS.building[structure] + WEIGHTS.buildingHp * hp;
    if (structure === 'treasury') value += WEIGHTS.treasuryPoint * m[b + B_POINTS]!;
    if (structure === 'drillCannon' && m[b + B_READY] === 1) value += WEIGHTS.cannonReady;
    return value;
  },
  fortifications(pos, planet, s) {
    // Every space in order: off the board none stands (R1), and a player's +1s in any order
    // are the same sum.
    // The scan also hashes the planet's Fortifications (64 bits), the cover cache's key.
    const m = pos.m;
    const first = pos.oFort + planet * SPACES;
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let c = first; c < first + SPACES; c++) {
      const f = m[c]!;
      if (f === 0) continue;
      s.material[f - 1]! += WEIGHTS.fortification;
      const v = ((c - first) << 4) | f;
      h1 = Math.imul(h1 ^ v, 0x9e3779b1);
      h2 = Math.imul(h2 ^ v, 0x85ebca6b) ^ (h2 >>> 15);
    }
    FORTS_HI[planet] = h1;
    FORTS_LO[planet] = h2;
  },
  progress,
  covered(pos, planet, shooter, from, to) {
    const hi = FORTS_HI[planet]!;
    const lo = FORTS_LO[planet]!;
    const key = (((planet * 8 + shooter) * SPACES + from) * SPACES + to) | 0;
    const at = (Math.imul(key, 0x9e3779b1) ^ hi) >>> (32 - CACHE_BITS);
    if (COVER_KEY[at] === key && COVER_HI[at] === hi && COVER_LO[at] === lo) return COVER[at] === 1;
    const cover = coveredByChains(pos, planet * SPACES, shooter, from, to, RULES.shootingRange);
    COVER_KEY[at] = key;
    COVER_HI[at] = hi;
    COVER_LO[at] = lo;
    COVER[at] = cover ? 1 : 0;
    return cover;
  },
  gap: (_pos, _planet, _from, _to, distance) => distance,
  buildingShot(pos, _planet, slot, _shooter, _from) {
    const hp = pos.m[pos.building(slot) + B_HP]!;
    const structure = RULES.structures[slot % STRUCTURE_KINDS]!;
    return buildingShotValue(structure, hp, chanceOf(RULES.damageOn), 0);
  },
  outletOpen(pos, planet, space, i, owner) {
    const f = fortAt(pos, planet, board.playableNeighbors[space]![i]!);
    return f === -1 || f === owner;
  },
  cannon,
};
