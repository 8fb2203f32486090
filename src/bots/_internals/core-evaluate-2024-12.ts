import { board } from '../../board/index.js';
import { B_HP, B_READY, R_HP, R_OWNER, STRUCTURE_KINDS } from '../../core/_internals/position.js';
import { coveredByEdges } from '../../core/2024-12/cover.js';
import { EDGES } from '../../core/2024-12/layout.js';
import type { Position2024 } from '../../core/2024-12/position.js';
import { rulesetNamed } from '../../rules/index.js';
import type { CoreEvaluation, EvalScratch } from './core-evaluation.js';
import { buildingShotValue, chanceOf, roverShotValue, WEIGHTS } from './evaluate-weights.js';
import { actionsToRange } from './facing.js';
import { HQ_EDGES } from './rules-view.js';

// The 2024-12 part of `evaluateCore`: Fortifications on edges (cover R58, building sites R59,
// a Factory's outlets R62), Rovers that face an edge (closing in by Moves and Turns, R53–R55),
// Buildings worth their share of hit points (R50, R62) and a Drill Cannon's power (R63).

const RULES = rulesetNamed('2024-12');
const SPACES = board.spaces.length;
const BY_HP = RULES.hp.building;

/** Per HQ id, its playable edges in the order of `board.playableNeighbors[hq]`. */
const HQ_EDGE_TO: readonly (readonly number[] | undefined)[] = (() => {
  const table: (readonly number[] | undefined)[] = new Array(SPACES);
  for (const { hq, edges } of HQ_EDGES) table[hq] = edges;
  return table;
})();

function progress(pos: Position2024, planet: number, missing: number, s: EvalScratch): void {
  // Ruling R59: every playable edge of the HQ holds the builder's Fortification; the builder's
  // own Rover may stand on it.
  for (let h = 0; h < HQ_EDGES.length; h++) {
    const { hq, edges } = HQ_EDGES[h]!;
    if (s.built[hq] === 1) continue;
    const onHq = s.roverOwner[hq]!;
    for (let p = 0; p < s.n; p++) {
      if ((missing & (1 << p)) === 0 || (onHq !== -1 && onHq !== p)) continue;
      let held = 0;
      for (let i = 0; i < edges.length; i++) if (pos.edgeFort(planet, edges[i]!) === p) held++;
      const share = held / edges.length;
      const squared = share * share;
      if (squared > s.progress[p]!) s.progress[p] = squared;
    }
  }
}

function cannon(pos: Position2024, _planet: number, slot: number, s: EvalScratch): void {
  // R63: power counts; at full power the cannon hits any enemy Rover of its planet without a
  // roll or cover, which counts as its owner's shot.
  const m = pos.m;
  const owner = (slot / STRUCTURE_KINDS) | 0;
  const power = m[pos.building(slot) + B_READY]!;
  s.material[owner]! += WEIGHTS.cannonPower * power;
  if (power < RULES.cannonPowerUp!) return;
  for (let ti = 0; ti < s.roverCount; ti++) {
    const t = pos.rover(s.rovers[ti]!);
    const target = m[t + R_OWNER]!;
    if (target === owner) continue;
    const value = roverShotValue(m[t + R_HP]!, 1, s.damageChance);
    const k = owner * s.n + target;
    if (value > s.shot[k]!) s.shot[k] = value;
  }
}

export const EVALUATION_2024_12: CoreEvaluation<Position2024> = {
  rules: RULES,
  safeOrbit: true,
  buildingMaterial(pos, slot) {
    const kind = WEIGHTS.building[RULES.structures[slot % STRUCTURE_KINDS]!];
    const hp = pos.m[pos.building(slot) + B_HP]!;
    return (kind * hp) / BY_HP + WEIGHTS.buildingHp * hp;
  },
  fortifications(pos, planet, s) {
    for (let e = 0; e < EDGES; e++) {
      const owner = pos.edgeFort(planet, e);
      if (owner >= 0) s.material[owner]! += WEIGHTS.fortification;
    }
  },
  progress,
  covered: (pos, planet, shooter, from, to) => coveredByEdges(pos, planet, shooter, from, to),
  gap: (pos, planet, from, to) => actionsToRange(from, pos.facing(planet * SPACES + from), to),
  buildingShot(pos, _planet, slot) {
    const hp = pos.m[pos.building(slot) + B_HP]!;
    const structure = RULES.structures[slot % STRUCTURE_KINDS]!;
    return buildingShotValue(structure, hp, chanceOf(RULES.damageOn), BY_HP);
  },
  outletOpen(pos, planet, space, i, owner) {
    // R62: nor an enemy Fortification on the edge between.
    const wall = pos.edgeFort(planet, HQ_EDGE_TO[space]![i]!);
    return wall < 0 || wall === owner;
  },
  cannon,
};
