import { board, edgeBetween } from '../../board/index.js';
import {
  B_HP,
  B_PLANET,
  B_POINTS,
  B_SEQ,
  B_SPACE,
  FACTORY_KIND,
  type Position,
  R_FIELDS,
  R_OWNER,
  STRUCTURE_KINDS,
} from '../../core/_internals/position.js';
import { SPACES } from '../../core/_internals/tables.js';
import type { Position2024 } from '../../core/2024-12/position.js';
import type { Ruleset, RulesetName } from '../../rules/index.js';
import { rulesetNamed } from '../../rules/index.js';
import { WEIGHTS } from './evaluate-weights.js';
import { shareOf } from './rules-view.js';

// rebuild.ts's points for the hit points a Building's owner can get back, read from a core
// position: the same numbers, added in `state.buildings` order (the order of building).

/**
 * What a ruleset's Build needs of the HQ's neighbours (rebuild.ts's `rebuildable`): `'edges'`
 * every playable edge walled (2024-12, R59), else its `buildNeighbours` (2025-01 `'all'`, R7;
 * 2026-06 a count of them, one a Rover, R37).
 */
export type RebuildNeed = 'edges' | Ruleset['buildNeighbours'];

/** What `rebuildPointsCore` needs to know of a ruleset. */
export interface RebuildRule {
  readonly need: RebuildNeed;
  /**
   * Whether the core keeps a Building slot per planet for each player's kind (2026-06, one of
   * each per planet, R37; its position.ts) rather than one per kind.
   */
  readonly slotsByPlanet: boolean;
  /** A new Building's hit points. */
  readonly full: number;
}

/** A ruleset's `RebuildRule`. */
export function rebuildRule(ruleset: RulesetName): RebuildRule {
  const rules = rulesetNamed(ruleset);
  return {
    need: rules.fortificationsOn === 'edges' ? 'edges' : rules.buildNeighbours,
    slotsByPlanet: rules.oneOfEachPer === 'planet',
    full: rules.hp.building,
  };
}

/** Buildings in play, by slot; grown to the largest position seen (2026-06: a slot a planet). */
let slots = new Int32Array(64);

/** 2025-01 (R7): every playable neighbour of the HQ holds the owner's Fortification or Rover. */
function surrounded(pos: Position, owner: number, planet: number, space: number): boolean {
  const m = pos.m;
  const base = planet * SPACES;
  for (const n of board.playableNeighbors[space]!) {
    if (m[pos.oFort + base + n] === owner + 1) continue;
    const id = m[pos.oRoverAt + base + n]!;
    if (id === 0 || m[pos.oRovers + id * R_FIELDS + R_OWNER] !== owner) return false;
  }
  return true;
}

/** 2024-12 (R59): every playable edge of the HQ holds the owner's Fortification. */
function walled(pos: Position, owner: number, planet: number, space: number): boolean {
  const p = pos as Position2024;
  for (const n of board.playableNeighbors[space]!)
    if (p.edgeFort(planet, edgeBetween(space, n)) !== owner) return false;
  return true;
}

/**
 * 2026-06 (R37, R38): `need` of the playable neighbours hold the owner's Fortification or
 * Rover, one a Rover (`shareOf`), and the Building is no Factory with build points to lose.
 */
function shared(pos: Position, need: number, owner: number, kind: number, b: number): boolean {
  const m = pos.m;
  if (kind === FACTORY_KIND && m[b + B_POINTS]! > 0) return false;
  const planet = m[b + B_PLANET]!;
  const space = m[b + B_SPACE]!;
  const base = planet * SPACES;
  const neighbors = board.playableNeighbors[space]!;
  let held = 0;
  let rover = false;
  for (const n of neighbors) {
    const id = m[pos.oRoverAt + base + n]!;
    const own = id !== 0 && m[pos.oRovers + id * R_FIELDS + R_OWNER] === owner;
    if (own) rover = true;
    if (own || m[pos.oFort + base + n] === owner + 1) held++;
  }
  return shareOf(need, held, rover, neighbors.length) === 1;
}

/** `rebuildPoints` of a game that is not over, added into `out` (0 on entry). */
export function rebuildPointsCore(pos: Position, rule: RebuildRule, out: Float64Array): void {
  const { need, full } = rule;
  const m = pos.m;
  const perKind = rule.slotsByPlanet ? pos.planets : 1;
  const used = pos.players * STRUCTURE_KINDS * perKind;
  if (slots.length < used) slots = new Int32Array(used);
  const SLOTS = slots;
  let count = 0;
  // Only a worn Building can get points: the others are skipped below, whatever their order.
  for (let slot = 0; slot < used; slot++) {
    const hp = m[pos.building(slot) + B_HP]!;
    if (hp > 0 && hp !== full) SLOTS[count++] = slot;
  }
  if (count === 0) return;
  // Insertion sort by order of building: a handful of Buildings.
  for (let i = 1; i < count; i++) {
    const slot = SLOTS[i]!;
    const seq = m[pos.building(slot) + B_SEQ]!;
    let j = i - 1;
    while (j >= 0 && m[pos.building(SLOTS[j]!) + B_SEQ]! > seq) {
      SLOTS[j + 1] = SLOTS[j]!;
      j--;
    }
    SLOTS[j + 1] = slot;
  }
  for (let i = 0; i < count; i++) {
    const slot = SLOTS[i]!;
    const b = pos.building(slot);
    const hp = m[b + B_HP]!;
    if (hp === full) continue;
    const owner = (slot / (STRUCTURE_KINDS * perKind)) | 0;
    const planet = m[b + B_PLANET]!;
    const space = m[b + B_SPACE]!;
    const can =
      need === 'edges'
        ? walled(pos, owner, planet, space)
        : need === 'all'
          ? surrounded(pos, owner, planet, space)
          : shared(pos, need, owner, ((slot / perKind) | 0) % STRUCTURE_KINDS, b);
    if (can) out[owner]! += WEIGHTS.buildingHp * (full - hp);
  }
}
