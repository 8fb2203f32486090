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
import { shareOf } from './rules-view.js';

// The 2025-01 part of `evaluateCore`: Fortifications on spaces (cover by chains, R3; building
// sites with every neighbour held, R7), a Drill Cannon's readiness and aim, a Treasury's points.

const RULES = rulesetNamed('2025-01');
const SPACES = board.spaces.length;
const PLAYABLE: readonly number[] = [...board.playableSpaces].sort((a, b) => a - b);
const HELD = new Int32Array(8);

/** The owner of the Fortification on `space` of `planet`, or −1. */
function fortAt(pos: Position, planet: number, space: number): number {
  return pos.m[pos.oFort + planet * SPACES + space]! - 1;
}

function progress(pos: Position, planet: number, missing: number, s: EvalScratch): void {
  const { roverOwner, built } = s;
  for (let h = 0; h < board.hqs.length; h++) {
    const hq = board.hqs[h]!;
    if (built[hq] === 1 || fortAt(pos, planet, hq) !== -1) continue;
    const neighbors = board.playableNeighbors[hq]!;
    const held = HELD.fill(0);
    for (let i = 0; i < neighbors.length; i++) {
      const at = neighbors[i]!;
      const r = roverOwner[at]!;
      const f = fortAt(pos, planet, at);
      if (r !== -1) held[r]!++;
      if (f !== -1 && f !== r) held[f]!++;
    }
    // Ruling R7: the builder's own Rover may stand on the HQ (buildNeighbours 'all').
    const onHq = roverOwner[hq]!;
    for (let p = 0; p < s.n; p++) {
      if ((missing & (1 << p)) === 0) continue;
      if (onHq !== -1 && onHq !== p) continue;
      const share = shareOf(RULES.buildNeighbours, held[p]!, false, neighbors.length);
      const squared = share * share;
      if (squared > s.progress[p]!) s.progress[p] = squared;
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
    const m = pos.m;
    const first = pos.oFort + planet * SPACES;
    for (let i = 0; i < PLAYABLE.length; i++) {
      const f = m[first + PLAYABLE[i]!]!;
      if (f !== 0) s.material[f - 1]! += WEIGHTS.fortification;
    }
  },
  progress,
  covered: (pos, planet, shooter, from, to) =>
    coveredByChains(pos, planet * SPACES, shooter, from, to, RULES.shootingRange),
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
