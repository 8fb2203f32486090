import type { Context } from '../_internals/context.js';
import {
  B_HP,
  B_PLANET,
  B_READY,
  B_SPACE,
  ORBIT,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  S_CURRENT,
  S_STATUS,
  STATUS_FINISHED,
  STATUS_SETUP,
  STRUCTURE_KINDS,
} from '../_internals/position.js';
import { HQS, NEIGHBOR, PLAYABLE, PLAYABLE_INDEX, SLOTS, SPACES } from '../_internals/tables.js';
import {
  ALL_NEIGHBOR,
  DRILL_CANNON,
  EDGE_OF,
  EDGE_RANGE,
  EDGES,
  FACTORY,
  INTO_ORBIT,
  MEDIC,
  MOVE_CHOICES,
  NEIGHBOR_COUNT,
  ORBIT_SLOTS,
  RANGE,
  RANGE_SLOTS,
  RULES,
  SHOT_SLOTS,
  SPACE_PORT,
  STRUCTURES_2024,
  T,
} from './layout.js';
import type { Position2024 } from './position.js';

// The legal action ids of a 2024-12 position, ascending: the rules of src/rules/2024-12
// (rulings R51–R66, with R13 and R29 for pass) read from the typed arrays. Each check names the
// reducer function it mirrors.

const FULL_HP = RULES.hp.rover;
const POWER_FULL = RULES.cannonPowerUp!;

/** The slot of the neighbour `to` of `space`, or −1 (slots hold playable neighbours only). */
export function slotOf(space: number, to: number): number {
  for (let slot = 0; slot < SLOTS; slot++)
    if (ALL_NEIGHBOR[space * SLOTS + slot] === to) return slot;
  return -1;
}

/** Whether the edge in `slot` of `space` holds a Fortification of a player other than `player`. */
function enemyEdge(pos: Position2024, planet: number, space: number, slot: number, player: number) {
  const edge = EDGE_OF[space * SLOTS + slot]!;
  if (edge < 0) return false;
  const owner = pos.edgeFort(planet, edge);
  return owner >= 0 && owner !== player;
}

/** stepProblem(...) === null (R53), crossing from `space` by the neighbour slot `slot`. */
export function canStep(
  pos: Position2024,
  player: number,
  planet: number,
  space: number,
  slot: number,
  ownPortOk: boolean,
): boolean {
  const to = NEIGHBOR[space * SLOTS + slot]!;
  if (to < 0) return false;
  if (enemyEdge(pos, planet, space, slot, player)) return false;
  const cell = planet * SPACES + to;
  const m = pos.m;
  if (m[pos.oRoverAt + cell] !== 0) return false;
  const b = m[pos.oBuildingAt + cell]! - 1;
  return b < 0 || (ownPortOk && b === player * STRUCTURE_KINDS + SPACE_PORT);
}

/** The index of a cell in the blocks of acting Rovers: planet × playable space. */
function cellId(cell: number): number {
  return Math.floor(cell / SPACES) * PLAYABLE.length + PLAYABLE_INDEX[cell % SPACES]!;
}

/** Fills `ctx.ownCells` with the player's Rovers on planets, ascending; + 65536 × in orbit. */
function ownRovers(ctx: Context, player: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  const cells = ctx.ownCells;
  let own = 0;
  let inOrbit = 0;
  for (let k = 0; k < m[S_ALIVE]!; k++) {
    const r = pos.rover(m[pos.oAliveList + k]!);
    if (m[r + R_OWNER] !== player) continue;
    const loc = m[r + R_LOC]!;
    if (loc === ORBIT) {
      inOrbit++;
      continue;
    }
    let at = own++;
    while (at > 0 && cells[at - 1]! > loc) {
      cells[at] = cells[at - 1]!;
      at--;
    }
    cells[at] = loc;
  }
  return own + inOrbit * 65536;
}

/** legalPlacements (R66): an HQ of any planet without a Rover, every facing. */
function placeIds(ctx: Context, out: Int32Array, n0: number): number {
  const pos = ctx.pos;
  const first = ctx.layout.offset[T.place]!;
  let n = n0;
  for (let planet = 0; planet < pos.planets; planet++) {
    for (let h = 0; h < HQS.length; h++) {
      if (pos.m[pos.oRoverAt + planet * SPACES + HQS[h]!] !== 0) continue;
      const site = first + (planet * HQS.length + h) * SLOTS;
      for (let slot = 0; slot < NEIGHBOR_COUNT[HQS[h]!]!; slot++) out[n++] = site + slot;
    }
  }
  return n;
}

/** legalMoves (R53, R54): ahead only; into the own Space Port is into orbit. */
function moveIds(ctx: Context, player: number, own: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  const first = ctx.layout.offset[T.move]!;
  let n = n0;
  for (let k = 0; k < own; k++) {
    const cell = ctx.ownCells[k]!;
    const space = cell % SPACES;
    const planet = (cell - space) / SPACES;
    const slot = slotOf(space, pos.facing(cell));
    if (!canStep(pos, player, planet, space, slot, true)) continue;
    const id = first + cellId(cell) * MOVE_CHOICES;
    const to = NEIGHBOR[space * SLOTS + slot]!;
    if (pos.m[pos.oBuildingAt + cell - space + to] !== 0) out[n++] = id + INTO_ORBIT;
    else {
      out[n++] = id;
      out[n++] = id + 1;
    }
  }
  return n;
}

/** legalFortifications (R56): an unfortified edge to a playable neighbour. */
function fortifyIds(ctx: Context, own: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  const first = ctx.layout.offset[T.fortify]!;
  let n = n0;
  for (let k = 0; k < own; k++) {
    const cell = ctx.ownCells[k]!;
    const space = cell % SPACES;
    const planet = (cell - space) / SPACES;
    const id = first + cellId(cell) * SLOTS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const edge = EDGE_OF[space * SLOTS + slot]!;
      if (edge >= 0 && pos.edgeFort(planet, edge) < 0) out[n++] = id + slot;
    }
  }
  return n;
}

/** legalShots (R2, R57): enemy Rovers and Buildings in range, then enemy edges in range. */
function shootIds(ctx: Context, player: number, own: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const first = ctx.layout.offset[T.shoot]!;
  const mine = player * STRUCTURE_KINDS;
  const me = player + 1;
  const oRover = pos.oRoverAt;
  const oBuilding = pos.oBuildingAt;
  let n = n0;
  for (let k = 0; k < own; k++) {
    const cell = ctx.ownCells[k]!;
    const space = cell % SPACES;
    const base = cell - space;
    const planet = base / SPACES;
    const id = first + cellId(cell) * SHOT_SLOTS;
    const count = RANGE.count[space]!;
    for (let rank = 0; rank < count; rank++) {
      const at = base + RANGE.target[space * RANGE.slots + rank]!;
      const rover = m[oRover + at]!;
      if (rover !== 0 && m[pos.rover(rover) + R_OWNER] !== player) out[n++] = id + rank * 2;
      const b = m[oBuilding + at]! - 1;
      if (b >= 0 && (b < mine || b >= mine + STRUCTURE_KINDS)) out[n++] = id + rank * 2 + 1;
    }
    // pos.edgeFort inlined: this loop reads some 30 edges per Rover.
    const edges = EDGE_RANGE.count[space]!;
    const walls = pos.oEdgeFort + planet * EDGES;
    const row = space * EDGE_RANGE.slots;
    const edgeIds = id + RANGE_SLOTS * 2;
    for (let rank = 0; rank < edges; rank++) {
      const f = m[walls + EDGE_RANGE.edge[row + rank]!]!;
      if (f !== 0 && f !== me) out[n++] = edgeIds + rank;
    }
  }
  return n;
}

/** isBuildSite (R59): every playable edge of the HQ holds the player's Fortification. */
function surrounded(pos: Position2024, player: number, planet: number, space: number): boolean {
  for (let slot = 0; slot < SLOTS; slot++) {
    const edge = EDGE_OF[space * SLOTS + slot]!;
    if (edge >= 0 && pos.edgeFort(planet, edge) !== player) return false;
  }
  return true;
}

/** legalBuilds (R59): a structure the player lacks; a Rover on the HQ moves out ahead first. */
function buildIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  const mine = player * STRUCTURE_KINDS;
  const kinds = STRUCTURES_2024.length;
  let lacking = 0;
  for (let s = 0; s < kinds; s++) if (m[pos.building(mine + s) + B_HP] === 0) lacking++;
  let n = n0;
  if (lacking === 0) return n;
  const block = ctx.layout.offset[T.build]!;
  for (let planet = 0; planet < pos.planets; planet++) {
    const base = planet * SPACES;
    for (let h = 0; h < HQS.length; h++) {
      const space = HQS[h]!;
      if (!surrounded(pos, player, planet, space)) continue;
      if (m[pos.oBuildingAt + base + space] !== 0) continue;
      const rover = m[pos.oRoverAt + base + space]!;
      if (rover !== 0) {
        if (m[pos.rover(rover) + R_OWNER] !== player) continue;
        const slot = slotOf(space, pos.facing(base + space));
        if (!canStep(pos, player, planet, space, slot, false)) continue;
      }
      const site = block + (planet * HQS.length + h) * kinds * 3;
      for (let s = 0; s < kinds; s++) {
        if (m[pos.building(mine + s) + B_HP] !== 0) continue;
        const id = site + s * 3;
        if (rover === 0) out[n++] = id;
        else {
          out[n++] = id + 1;
          out[n++] = id + 2;
        }
      }
    }
  }
  return n;
}

/** landingProblem(...) === null (R61). */
function canLand(pos: Position2024, player: number, planet: number, space: number): boolean {
  const m = pos.m;
  const cell = planet * SPACES + space;
  if (m[pos.oRoverAt + cell] !== 0 || m[pos.oBuildingAt + cell] !== 0) return false;
  const port = pos.building(player * STRUCTURE_KINDS + SPACE_PORT);
  if (m[port + B_HP]! > 0 && m[port + B_PLANET] === planet) {
    if (slotOf(m[port + B_SPACE]!, space) >= 0) return true;
  }
  for (let slot = 0; slot < SLOTS; slot++)
    if (enemyEdge(pos, planet, space, slot, player)) return false;
  return true;
}

/** legalDescents (R61): the lowest ORBIT_SLOTS Rovers in orbit have ids; every facing. */
function descendIds(
  ctx: Context,
  player: number,
  inOrbit: number,
  out: Int32Array,
  n0: number,
): number {
  ctx.landings = 0;
  let n = n0;
  if (inOrbit === 0) return n;
  const pos = ctx.pos as Position2024;
  const landing = ctx.landing;
  let landings = 0;
  for (let planet = 0; planet < pos.planets; planet++) {
    for (let p = 0; p < PLAYABLE.length; p++) {
      const ok = canLand(pos, player, planet, PLAYABLE[p]!);
      landing[planet * PLAYABLE.length + p] = ok ? 1 : 0;
      if (ok) landings++;
    }
  }
  ctx.landings = landings;
  const span = pos.planets * PLAYABLE.length;
  const ranks = Math.min(inOrbit, ORBIT_SLOTS);
  for (let rank = 0; rank < ranks; rank++) {
    const first = ctx.layout.offset[T.descend]! + rank * span * SLOTS;
    for (let i = 0; i < span; i++) {
      if (landing[i] !== 1) continue;
      const facings = NEIGHBOR_COUNT[PLAYABLE[i % PLAYABLE.length]!]!;
      for (let slot = 0; slot < facings; slot++) out[n++] = first + i * SLOTS + slot;
    }
  }
  return n;
}

/** legalProduces (R62): next to the Factory, no enemy edge between, every facing. */
function produceIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  let n = n0;
  const factory = pos.building(player * STRUCTURE_KINDS + FACTORY);
  if (m[factory + B_HP] === 0) return n;
  const fs = m[factory + B_SPACE]!;
  const planet = m[factory + B_PLANET]!;
  const first = ctx.layout.offset[T.produce]!;
  for (let slot = 0; slot < SLOTS; slot++) {
    const to = NEIGHBOR[fs * SLOTS + slot]!;
    if (to < 0) continue;
    const cell = planet * SPACES + to;
    if (m[pos.oRoverAt + cell] !== 0 || m[pos.oBuildingAt + cell] !== 0) continue;
    if (enemyEdge(pos, planet, fs, slot, player)) continue;
    for (let f = 0; f < NEIGHBOR_COUNT[to]!; f++) out[n++] = first + slot * SLOTS + f;
  }
  return n;
}

/** legalFires (R63): with full power, enemy Rovers and enemy edges of the cannon's planet. */
function fireIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos as Position2024;
  const m = pos.m;
  let n = n0;
  const cannon = pos.building(player * STRUCTURE_KINDS + DRILL_CANNON);
  if (m[cannon + B_HP] === 0 || m[cannon + B_READY]! < POWER_FULL) return n;
  const planet = m[cannon + B_PLANET]!;
  const first = ctx.layout.offset[T.fire]!;
  const base = planet * SPACES;
  for (let p = 0; p < PLAYABLE.length; p++) {
    const rover = m[pos.oRoverAt + base + PLAYABLE[p]!]!;
    if (rover !== 0 && m[pos.rover(rover) + R_OWNER] !== player) out[n++] = first + p;
  }
  for (let e = 0; e < EDGES; e++) {
    const owner = pos.edgeFort(planet, e);
    if (owner >= 0 && owner !== player) out[n++] = first + PLAYABLE.length + e;
  }
  return n;
}

/** legalDestroys (R64, R12): one id per own Building. */
function destroyIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos;
  let n = n0;
  for (let s = 0; s < STRUCTURES_2024.length; s++) {
    if (pos.m[pos.building(player * STRUCTURE_KINDS + s) + B_HP]! > 0)
      out[n++] = ctx.layout.offset[T.destroy]! + s;
  }
  return n;
}

/** legalTurns (R55): every Rover on a planet, left and right. */
function turnIds(ctx: Context, own: number, out: Int32Array, n0: number): number {
  const first = ctx.layout.offset[T.turn]!;
  let n = n0;
  for (let k = 0; k < own; k++) {
    const id = first + cellId(ctx.ownCells[k]!) * 2;
    out[n++] = id;
    out[n++] = id + 1;
  }
  return n;
}

/** legalHeals (R60): own Rovers below full hit points next to the own Medic. */
function healIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos;
  const m = pos.m;
  let n = n0;
  const medic = pos.building(player * STRUCTURE_KINDS + MEDIC);
  if (m[medic + B_HP] === 0) return n;
  const ms = m[medic + B_SPACE]!;
  const base = m[medic + B_PLANET]! * SPACES;
  for (let slot = 0; slot < SLOTS; slot++) {
    const to = NEIGHBOR[ms * SLOTS + slot]!;
    if (to < 0) continue;
    const rover = m[pos.oRoverAt + base + to]!;
    if (rover === 0) continue;
    const r = pos.rover(rover);
    if (m[r + R_OWNER] === player && m[r + R_HP]! < FULL_HP)
      out[n++] = ctx.layout.offset[T.heal]! + slot;
  }
  return n;
}

/** legalPowerUps (R63). */
function powerUpIds(ctx: Context, player: number, out: Int32Array, n0: number): number {
  const pos = ctx.pos;
  const cannon = pos.building(player * STRUCTURE_KINDS + DRILL_CANNON);
  let n = n0;
  if (pos.m[cannon + B_HP]! > 0 && pos.m[cannon + B_READY]! < POWER_FULL)
    out[n++] = ctx.layout.offset[T.powerUp]!;
  return n;
}

/** Writes the legal ids of the player to act into `out`, ascending; returns how many. */
export function legalIds2024(ctx: Context, out: Int32Array): number {
  const m = ctx.pos.m;
  const status = m[S_STATUS]!;
  if (status === STATUS_FINISHED) return 0;
  if (status === STATUS_SETUP) return placeIds(ctx, out, 0);
  const player = m[S_CURRENT]!;
  const rovers = ownRovers(ctx, player);
  const own = rovers % 65536;
  const inOrbit = Math.floor(rovers / 65536);
  let n = moveIds(ctx, player, own, out, 0);
  n = fortifyIds(ctx, own, out, n);
  n = shootIds(ctx, player, own, out, n);
  n = buildIds(ctx, player, out, n);
  n = descendIds(ctx, player, inOrbit, out, n);
  n = produceIds(ctx, player, out, n);
  n = fireIds(ctx, player, out, n);
  const beforeDestroy = n;
  n = destroyIds(ctx, player, out, n);
  const destroys = n - beforeDestroy;
  n = turnIds(ctx, own, out, n);
  n = healIds(ctx, player, out, n);
  n = powerUpIds(ctx, player, out, n);
  // Rulings R13, R29: pass only with no other legal action, Destroy aside.
  if (n - destroys === 0) out[n++] = ctx.layout.offset[T.pass]!;
  return n;
}

/** The legal ids of one action type (for `isLegal` without a full listing), ascending. */
export function familyIds2024(ctx: Context, type: number, out: Int32Array): number {
  const m = ctx.pos.m;
  const status = m[S_STATUS]!;
  if (status === STATUS_FINISHED) return 0;
  if (status === STATUS_SETUP) return type === T.place ? placeIds(ctx, out, 0) : 0;
  const player = m[S_CURRENT]!;
  const rovers = ownRovers(ctx, player);
  const own = rovers % 65536;
  switch (type) {
    case T.move:
      return moveIds(ctx, player, own, out, 0);
    case T.fortify:
      return fortifyIds(ctx, own, out, 0);
    case T.shoot:
      return shootIds(ctx, player, own, out, 0);
    case T.build:
      return buildIds(ctx, player, out, 0);
    case T.descend:
      return descendIds(ctx, player, Math.floor(rovers / 65536), out, 0);
    case T.produce:
      return produceIds(ctx, player, out, 0);
    case T.fire:
      return fireIds(ctx, player, out, 0);
    case T.destroy:
      return destroyIds(ctx, player, out, 0);
    case T.turn:
      return turnIds(ctx, own, out, 0);
    case T.heal:
      return healIds(ctx, player, out, 0);
    case T.powerUp:
      return powerUpIds(ctx, player, out, 0);
    case T.pass: {
      // Pass is listed last, after every other family: the full listing decides it.
      const n = legalIds2024(ctx, out);
      if (n === 0 || out[n - 1] !== ctx.layout.offset[T.pass]) return 0;
      out[0] = out[n - 1]!;
      return 1;
    }
    default:
      return 0;
  }
}
