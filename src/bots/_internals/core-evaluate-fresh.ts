import { board, shotDistance } from '../../board/index.js';
import {
  B_HP,
  B_PLANET,
  B_SEQ,
  B_SPACE,
  FACTORY_KIND,
  O_DESTROYED,
  O_IN_GAME,
  type Position,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  S_CURRENT,
  STRUCTURE_KINDS,
} from '../../core/_internals/position.js';
import { MAX_PLAYERS } from '../../rules/index.js';
import { type Constants, OUTLET_FIRST, OUTLETS } from './core-evaluate-constants.js';
import { type CoreEvaluation, evalScratch } from './core-evaluation.js';
import { roverShotValue, WEIGHTS } from './evaluate-weights.js';
import { finalValues } from './final-values.js';

// `evaluateAll` from a core position's pieces (no cache): material, building progress, the best
// expected shots and the nearest enemy, each planet in turn, then evaluate.ts's `finalValues`,
// term for term and in the same order of summation as `evaluate`, so that the values are the
// very same numbers. core-evaluate.ts chooses between this and the value cache.

const SPACES = board.spaces.length;
/** `shotDistance(a, b)` as `DISTANCE[a * SPACES + b]`: the board's, without its argument checks. */
const DISTANCE = Float64Array.from({ length: SPACES * SPACES }, (_, k) =>
  shotDistance((k / SPACES) | 0, k % SPACES),
);

const S = evalScratch(SPACES);
const ARMY = new Int32Array(MAX_PLAYERS);
const NEAREST = new Float64Array(MAX_PLAYERS);
/** At most this many planets (the position's O_DESTROYED region). */
const MAX_PLANETS = 16;
/** The standing Buildings' slots in order of building (`state.buildings` order). */
const SLOTS_BY_SEQ = new Int32Array(MAX_PLAYERS * STRUCTURE_KINDS * MAX_PLANETS);
/** The slots of one planet's Buildings, in that order, and their spaces. */
const PLANET_SLOTS = new Int32Array(MAX_PLAYERS * STRUCTURE_KINDS * MAX_PLANETS);
/** Building slots per seat and kind in the position evaluated (see `slotsPer`). */
let PER = 1;

/** Slots per seat and kind: the planets where the ruleset has a slot per planet (2026-06). */
export function slotsPer(ev: CoreEvaluation, pos: Position): number {
  return ev.slotPerPlanet === true ? pos.planets : 1;
}

/** The seat owning the Building in `slot`. */
function ownerOf(slot: number): number {
  return (slot / (STRUCTURE_KINDS * PER)) | 0;
}

/** The structure kind (index in `rules.structures`) of the Building in `slot`. */
function kindOf(slot: number): number {
  return ((slot / PER) | 0) % STRUCTURE_KINDS;
}
const BUILDING_AT = S.buildingAt;
/** One planet's Rovers (`S.rovers` order): space, owner, hit points. */
const AT = S.at;
const OWNER = S.owner;
const HP = new Int32Array(SPACES);
/** Every Rover in play (alive list order): its place, owner and hit points (grown on demand). */
let ALL_LOC = new Int32Array(256);
let ALL_OWNER = new Int32Array(256);
let ALL_HP = new Int32Array(256);

/** Seats short of a Building kind (`missingKinds` of evaluate.ts), as a bit mask. */
function missingSeats(c: Constants, pos: Position, planet: number, built: number): number {
  const m = pos.m;
  const { perGame, kinds } = c;
  let missing = 0;
  for (let p = 0; p < pos.players; p++) {
    if (m[O_IN_GAME + p] !== 1) continue;
    let have = 0;
    for (let i = 0; i < built; i++) {
      const slot = SLOTS_BY_SEQ[i]!;
      if (ownerOf(slot) !== p) continue;
      const kind = kindOf(slot);
      const b = pos.building(slot);
      if (perGame || m[b + B_PLANET] === planet || kinds[kind] === 1) have |= 1 << kind;
    }
    let count = 0;
    for (let bits = have; bits > 0; bits >>= 1) count += bits & 1;
    if (count < c.kindCount) missing |= 1 << p;
  }
  return missing;
}

/** The standing Buildings by order of building, into SLOTS_BY_SEQ; how many. */
function buildingsBySeq(pos: Position): number {
  const m = pos.m;
  let count = 0;
  for (let slot = 0; slot < pos.players * STRUCTURE_KINDS * PER; slot++) {
    const b = pos.building(slot);
    if (m[b + B_HP]! <= 0) continue;
    const seq = m[b + B_SEQ]!;
    let i = count++;
    while (i > 0 && m[pos.building(SLOTS_BY_SEQ[i - 1]!) + B_SEQ]! > seq) {
      SLOTS_BY_SEQ[i] = SLOTS_BY_SEQ[i - 1]!;
      i--;
    }
    SLOTS_BY_SEQ[i] = slot;
  }
  return count;
}

/** `evaluateAll` from the pieces (a game not over), into `out`: every seat's value. */
export function evaluateFresh(
  ev: CoreEvaluation,
  c: Constants,
  pos: Position,
  out: Float64Array,
): void {
  PER = slotsPer(ev, pos);
  const m = pos.m;
  const n = pos.players;
  const { range, facing, coverLowers, safeOrbit, kinds } = c;
  const damageChance = c.damage;
  const damageChanceUnderCover = c.damageUnderCover;
  const hitChance = c.hit;
  const hitChanceUnderCover = c.hitUnderCover;
  const s = S;
  s.n = n;
  s.damageChance = damageChance;
  const material = s.material;
  const army = ARMY;
  const progress = s.progress;
  const shot = s.shot;
  const nearest = NEAREST;
  // Loops, not fill(): a typed array's fill costs more than a few writes.
  for (let p = 0; p < n; p++) {
    material[p] = 0;
    army[p] = 0;
    progress[p] = 0;
    nearest[p] = Number.POSITIVE_INFINITY;
  }
  for (let k = 0; k < n * n; k++) shot[k] = 0;
  const alive = m[S_ALIVE]!;
  if (alive > ALL_LOC.length) {
    ALL_LOC = new Int32Array(alive);
    ALL_OWNER = new Int32Array(alive);
    ALL_HP = new Int32Array(alive);
  }
  for (let k = 0; k < alive; k++) {
    const r = pos.rover(m[pos.oAliveList + k]!);
    const owner = m[r + R_OWNER]!;
    const hp = m[r + R_HP]!;
    const loc = m[r + R_LOC]!;
    ALL_LOC[k] = loc;
    ALL_OWNER[k] = owner;
    ALL_HP[k] = hp;
    let value = WEIGHTS.rover + WEIGHTS.roverHp * hp;
    // Below 0: in orbit (ORBIT, or 2026-06's orbit of a planet).
    if (!safeOrbit && loc < 0) value *= WEIGHTS.unsafeOrbit;
    material[owner]! += army[owner]! < WEIGHTS.army ? value : value * WEIGHTS.beyondArmy;
    army[owner]!++;
  }
  const built = buildingsBySeq(pos);
  for (let i = 0; i < built; i++) {
    const slot = SLOTS_BY_SEQ[i]!;
    material[ownerOf(slot)]! += ev.buildingMaterial(pos, slot);
  }
  const captured = ev.captured === undefined ? 0 : ev.captured(pos);
  if (captured !== 0) material[m[S_CURRENT]!]! += WEIGHTS.capturedPoint * captured;

  const rovers = s.rovers;
  // Kept at −1 and 0 between planets: only the spaces written are reset.
  const roverOwner = s.roverOwner;
  const builtAt = s.built;
  for (let planet = 0; planet < pos.planets; planet++) {
    if (m[O_DESTROYED + planet] === 1) continue;
    ev.fortifications(pos, planet, s);
    const first = planet * SPACES;
    // The planet's Rovers as flat arrays for the pair loops below (ORBIT is below `first`).
    let count = 0;
    for (let k = 0; k < alive; k++) {
      const loc = ALL_LOC[k]!;
      if (loc < first || loc >= first + SPACES) continue;
      const at = loc - first;
      const owner = ALL_OWNER[k]!;
      rovers[count] = m[pos.oAliveList + k]!;
      AT[count] = at;
      OWNER[count] = owner;
      HP[count++] = ALL_HP[k]!;
      roverOwner[at] = owner;
    }
    s.roverCount = count;
    let here = 0;
    for (let i = 0; i < built; i++) {
      const slot = SLOTS_BY_SEQ[i]!;
      if (m[pos.building(slot) + B_PLANET] === planet) PLANET_SLOTS[here++] = slot;
    }
    if (count === 0 && here === 0) continue;
    s.buildingCount = here;
    for (let i = 0; i < here; i++) {
      const at = m[pos.building(PLANET_SLOTS[i]!) + B_SPACE]!;
      BUILDING_AT[i] = at;
      builtAt[at] = 1;
    }

    const missing = missingSeats(c, pos, planet, built);
    if (missing !== 0) ev.progress(pos, planet, missing, s);

    // The best expected shot of each player at each other player's pieces (ruling R4).
    for (let ai = 0; ai < count; ai++) {
      const from = AT[ai]!;
      const shooter = OWNER[ai]!;
      const row = from * SPACES;
      let near = nearest[shooter]!;
      for (let ti = 0; ti < count; ti++) {
        const target = OWNER[ti]!;
        if (target === shooter) continue;
        const to = AT[ti]!;
        const d = DISTANCE[row + to]!;
        const gap = facing ? ev.gap(pos, planet, from, to, d) : d;
        if (gap < near) near = gap;
        if (d > range) continue;
        const k = shooter * n + target;
        const open = roverShotValue(HP[ti]!, hitChance, damageChance);
        // Cover only lowers a shot (coverLowers): a shot no better in the open is no better.
        if (coverLowers && open <= shot[k]!) continue;
        const value = ev.covered(pos, planet, shooter, from, to)
          ? roverShotValue(HP[ti]!, hitChanceUnderCover, damageChanceUnderCover)
          : open;
        if (value > shot[k]!) shot[k] = value;
      }
      for (let bi = 0; bi < here; bi++) {
        const slot = PLANET_SLOTS[bi]!;
        const owner = ownerOf(slot);
        if (owner === shooter) continue;
        const space = BUILDING_AT[bi]!;
        const d = DISTANCE[row + space]!;
        const gap = facing ? ev.gap(pos, planet, from, space, d) : d;
        if (gap < near) near = gap;
        if (d > range) continue;
        const value = ev.buildingShot(pos, planet, slot, shooter, from);
        const k = shooter * n + owner;
        if (value > shot[k]!) shot[k] = value;
      }
      nearest[shooter] = near;
    }
    for (let bi = 0; bi < here; bi++) {
      const slot = PLANET_SLOTS[bi]!;
      const kind = kindOf(slot);
      const owner = ownerOf(slot);
      if (kind === FACTORY_KIND) {
        // Room to produce (rulings R9, R43): a neighbour with no Rover or Building, open.
        const space = m[pos.building(slot) + B_SPACE]!;
        const outlets = OUTLET_FIRST[space]!;
        const end = OUTLET_FIRST[space + 1]!;
        let room = 0;
        for (let i = 0; i < end - outlets; i++) {
          const to = OUTLETS[outlets + i]!;
          if (
            roverOwner[to] === -1 &&
            builtAt[to] === 0 &&
            ev.outletOpen(pos, planet, space, i, owner)
          )
            room++;
        }
        material[owner]! += WEIGHTS.factoryRoom * Math.min(room, 1);
      } else if (kinds[kind] === 2) {
        ev.cannon(pos, planet, slot, s);
      }
    }
    for (let i = 0; i < count; i++) roverOwner[AT[i]!] = -1;
    for (let i = 0; i < here; i++) builtAt[BUILDING_AT[i]!] = 0;
  }
  finish(pos, c, out);
}

/** The final sums of `evaluateAll`, in its order (evaluate.ts's `finalValues`), into `out`. */
function finish(pos: Position, c: Constants, out: Float64Array): void {
  const { material, progress, shot } = S;
  const m = pos.m;
  finalValues(
    pos.players,
    material,
    progress,
    shot,
    NEAREST,
    m,
    O_IN_GAME,
    m[S_CURRENT]!,
    c.range,
    c.facing,
    out,
  );
}
