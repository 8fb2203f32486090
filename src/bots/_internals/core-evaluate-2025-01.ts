import { board } from '../../board/index.js';
import { bitCount, lowestBit, WORDS } from '../../core/_internals/bits.js';
import { coveredByChains } from '../../core/_internals/cover.js';
import {
  B_AIM,
  B_HP,
  B_PLANET,
  B_POINTS,
  B_READY,
  B_SPACE,
  type Position,
  STRUCTURE_KINDS,
} from '../../core/_internals/position.js';
import { HQS as CORE_HQS } from '../../core/_internals/tables.js';
import { keyHi, keyLo } from '../../core/_internals/zobrist.js';
import type { Position2025 } from '../../core/2025-01/position.js';
import { rulesetNamed } from '../../rules/index.js';
import type { CoreEvaluation, EvalScratch } from './core-evaluation.js';
import { buildingShotValue, chanceOf, WEIGHTS } from './evaluate-weights.js';

// The 2025-01 part of `evaluateCore`: Fortifications on spaces (cover by chains, R3; building
// sites with every neighbour held, R7), a Drill Cannon's readiness and aim, a Treasury's points.

const RULES = rulesetNamed('2025-01');
const SPACES = board.spaces.length;
const DAMAGE = chanceOf(RULES.damageOn);

// Cover (R3) depends on the shooter, the two spaces and the planet's Fortifications alone, and
// most positions a greedy decision evaluates share their Fortifications: answers are cached,
// keyed by the two spaces, the shooter and a 64-bit hash of the planet's Fortifications (made
// by `fortsHash` at the evaluation's first cover question on the planet, not by every scan in
// `fortifications`: most evaluations ask none; the core itself tells positions apart by 64-bit
// keys).
const MAX_PLANETS = 16;
const FORTS_HI = new Int32Array(MAX_PLANETS);
const FORTS_LO = new Int32Array(MAX_PLANETS);
/** 1 while the planet's hash is not that of the position evaluated (set by `fortifications`). */
const FORTS_STALE = new Uint8Array(MAX_PLANETS);
const CACHE_BITS = 14;
/** A key no entry has until written (keys are non-negative). */
const COVER_KEY = new Int32Array(1 << CACHE_BITS).fill(-1);
const COVER_HI = new Int32Array(1 << CACHE_BITS);
const COVER_LO = new Int32Array(1 << CACHE_BITS);
const COVER = new Uint8Array(1 << CACHE_BITS);

// The hash of a planet's Fortifications is Zobrist-style: the XOR of a random 64-bit key per
// (space, owner) of each, from tables (no chain of multiplications to wait on).
/** `FORT_HI[space * 8 + owner + 1]`: the key of a Fortification (its low half FORT_LO). */
const FORT_HI = keys(1, SPACES * 8, 'hi');
const FORT_LO = keys(1, SPACES * 8, 'lo');

function keys(kind: number, count: number, half: 'hi' | 'lo'): Int32Array {
  const mix = half === 'hi' ? keyHi : keyLo;
  return Int32Array.from({ length: count }, (_, k) => mix((kind << 24) | k, 0x5bd1e995));
}

/**
 * The hash of the Fortifications of `planet` into FORTS_HI and FORTS_LO: the XOR of their keys,
 * read where the core's masks of each seat's pieces (`oPieces`) have a bit, as every
 * Fortification's space has.
 */
function fortsHash(pos: Position, planet: number): void {
  const m = pos.m;
  const first = pos.oFort + planet * SPACES;
  const masks = pos as Position2025;
  const stride = masks.piecesStride;
  const seat0 = masks.oPieces + planet * WORDS;
  const last = seat0 + pos.players * stride;
  let h1 = 0;
  let h2 = 0;
  for (let w = 0; w < WORDS; w++) {
    let bits = 0;
    for (let at = seat0 + w; at < last; at += stride) bits |= m[at]!;
    while (bits !== 0) {
      const space = (w << 5) | lowestBit(bits);
      bits &= bits - 1;
      const f = m[first + space]!;
      if (f === 0) continue;
      const v = space * 8 + f;
      h1 ^= FORT_HI[v]!;
      h2 ^= FORT_LO[v]!;
    }
  }
  FORTS_HI[planet] = h1;
  FORTS_LO[planet] = h2;
  FORTS_STALE[planet] = 0;
}

/** The owner of the Fortification on `space` of `planet`, or −1. */
function fortAt(pos: Position, planet: number, space: number): number {
  return pos.m[pos.oFort + planet * SPACES + space]! - 1;
}

/** The playable HQs in the order of the core's counts (core/_internals/tables.ts). */
const HQ_SPACE = CORE_HQS;
const HQS = HQ_SPACE.length;
/** Per HQ (that order): how many playable neighbours it has. */
const HQ_TOTAL = Int32Array.from(HQ_SPACE, (hq) => board.playableNeighbors[hq]!.length);
/** `(held / total) ** 2` as `SQUARED[total * 8 + held]`: the same numbers, without dividing. */
const SQUARED = Float64Array.from({ length: 8 * 8 }, (_, k) => {
  const share = (k % 8) / ((k / 8) | 0);
  return share * share;
});

/**
 * Raises `s.progress` by the building sites of `planet`: for each seat short of a kind, the best
 * share squared of an HQ's playable neighbours holding its Rover or Fortification (R7). The
 * 2025-01 core keeps those counts for its legal Builds (core/2025-01/position.ts: per seat,
 * planet and HQ, the neighbours held, plus 1 while the HQ holds neither Building nor
 * Fortification), so they are read, not counted.
 */
function progress(pos: Position, planet: number, missing: number, s: EvalScratch): void {
  const { roverOwner, built, n } = s;
  const m = pos.m;
  const forts = pos.oFort + planet * SPACES;
  const sites = pos as Position2025;
  const best = s.progress;
  for (let p = 0; p < n; p++) {
    if ((missing & (1 << p)) === 0) continue;
    const counts = sites.oSites + 1 + planet * HQS + p * sites.seatStride;
    for (let h = 0; h < HQS; h++) {
      // A free HQ counts 1 more than its neighbours held: at most 1, none held, a share of 0,
      // which raises nothing (progress starts at 0). The rest are most HQs most of the time.
      const count = m[counts + h]!;
      if (count <= 1) continue;
      const hq = HQ_SPACE[h]!;
      if (built[hq] === 1 || m[forts + hq] !== 0) continue;
      // Ruling R7: the builder's own Rover may stand on the HQ (buildNeighbours 'all'), and
      // every playable neighbour must hold the builder's Rover or Fortification.
      const onHq = roverOwner[hq]!;
      if (onHq !== -1 && onHq !== p) continue;
      // Less the 1 of an HQ with neither Building nor Fortification (this one has neither).
      const squared = SQUARED[HQ_TOTAL[h]! * 8 + count - 1]!;
      if (squared > best[p]!) best[p] = squared;
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
    // Off the board none stands (R1), and a player's +1s in any order are the same sum: each
    // seat's Fortifications are counted from the core's masks (core/2025-01/position.ts, R7's
    // bookkeeping): the spaces holding a piece of the seat (`oPieces`: its Rovers,
    // Fortifications and Buildings) and those holding its Rover (`oRoverBits`). A space of its
    // pieces without its Rover holds its Fortification or its Building; only the spaces with its
    // Rover, and its few Buildings, are read. The cover cache's hash of them is made when a
    // cover question needs it (`fortsHash`).
    FORTS_STALE[planet] = 1;
    const m = pos.m;
    const material = s.material;
    const first = pos.oFort + planet * SPACES;
    const masks = pos as Position2025;
    const weight = WEIGHTS.fortification;
    for (let p = 0; p < pos.players; p++) {
      const seat = p * masks.piecesStride + planet * WORDS;
      const pieces = masks.oPieces + seat;
      const rovers = masks.oRoverBits + seat;
      const own = p + 1;
      let count = 0;
      for (let w = 0; w < WORDS; w++) {
        const held = m[pieces + w]!;
        const roverBits = m[rovers + w]!;
        count += bitCount(held & ~roverBits);
        for (let bits = held & roverBits; bits !== 0; bits &= bits - 1)
          if (m[first + ((w << 5) | lowestBit(bits))] === own) count++;
      }
      // Less the seat's Buildings on the planet without its Rover or Fortification.
      for (let kind = 0; kind < STRUCTURE_KINDS; kind++) {
        const b = pos.building(p * STRUCTURE_KINDS + kind);
        if (m[b + B_HP]! <= 0 || m[b + B_PLANET] !== planet) continue;
        const space = m[b + B_SPACE]!;
        if (m[first + space] === own) continue;
        if (((m[rovers + (space >> 5)]! >>> (space & 31)) & 1) === 0) count--;
      }
      // One add a Fortification: the same sum as adding at each.
      let sum = material[p]!;
      for (let k = count; k > 0; k--) sum += weight;
      material[p] = sum;
    }
  },
  progress,
  covered(pos, planet, shooter, from, to) {
    if (FORTS_STALE[planet] === 1) fortsHash(pos, planet);
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
    return buildingShotValue(structure, hp, DAMAGE, 0);
  },
  outletOpen(pos, planet, space, i, owner) {
    const f = fortAt(pos, planet, board.playableNeighbors[space]![i]!);
    return f === -1 || f === owner;
  },
  cannon,
};
