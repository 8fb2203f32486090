import { board } from '../../board/index.js';
import {
  B_AIM,
  B_HP,
  B_POINTS,
  B_READY,
  B_SPACE,
  type Position,
} from '../../core/_internals/position.js';
import {
  kindOfSlot,
  ownerOfSlot,
  S_CAPTURED,
  SORTED_NEIGHBORS,
} from '../../core/2026-06/position.js';
import { rulesetNamed } from '../../rules/index.js';
import type { CoreEvaluation, EvalScratch } from './core-evaluation.js';
import { buildingShotValue, chanceOf, WEIGHTS } from './evaluate-weights.js';
import { shareOf } from './rules-view.js';

// The 2026-06 part of `evaluateCore`: a Building slot per seat, kind and planet (R37), a
// Factory's build points (R42), a Treasury's points and the points captured this turn (R47),
// Rovers in orbit at half value (R41, R48), cover by an enemy Fortification on or next to the
// target (R35) that raises a Building's damage roll too, and building sites with no piece on
// the HQ and `buildNeighbours` neighbours held, one by a Rover (R37).

const RULES = rulesetNamed('2026-06');
const SPACES = board.spaces.length;
const NEED = RULES.buildNeighbours;
const DAMAGE = chanceOf(RULES.damageOn);
const DAMAGE_UNDER_COVER = chanceOf(RULES.coverDamageOn);
const HELD = new Int32Array(8);

/** The owner of the Fortification on `space` of `planet`, or −1. */
function fortAt(pos: Position, planet: number, space: number): number {
  return pos.m[pos.oFort + planet * SPACES + space]! - 1;
}

/** Whether the Fortification on `space` of `planet` is another player's than `player`. */
function enemyFort(pos: Position, planet: number, space: number, player: number): boolean {
  const f = fortAt(pos, planet, space);
  return f !== -1 && f !== player;
}

/** coveredByAdjacency (R35): an enemy Fortification on the target's space or next to it. */
function covered(pos: Position, planet: number, shooter: number, to: number): boolean {
  if (enemyFort(pos, planet, to, shooter)) return true;
  const ns = SORTED_NEIGHBORS[to]!;
  for (let k = 0; k < ns.length; k++) if (enemyFort(pos, planet, ns[k]!, shooter)) return true;
  return false;
}

/** The HQs (`board.hqs`) and their playable neighbours, flat: HQ `h`'s from `NEIGHBOR_FIRST[h]`. */
const HQS = Int32Array.from(board.hqs);
const NEIGHBOR_FIRST = new Int32Array(HQS.length + 1);
for (let h = 0; h < HQS.length; h++) {
  NEIGHBOR_FIRST[h + 1] = NEIGHBOR_FIRST[h]! + board.playableNeighbors[HQS[h]!]!.length;
}
const NEIGHBORS = Int32Array.from(board.hqs.flatMap((hq) => board.playableNeighbors[hq]!));

function progress(pos: Position, planet: number, missing: number, s: EvalScratch): void {
  const { roverOwner, built, n } = s;
  const m = pos.m;
  const forts = pos.oFort + planet * SPACES;
  const held = HELD;
  for (let h = 0; h < HQS.length; h++) {
    const hq = HQS[h]!;
    // Ruling R37: the HQ holds no Building, Fortification or Rover.
    if (built[hq] === 1 || m[forts + hq] !== 0 || roverOwner[hq] !== -1) continue;
    for (let p = 0; p < n; p++) held[p] = 0;
    let roverNear = 0;
    const first = NEIGHBOR_FIRST[h]!;
    const end = NEIGHBOR_FIRST[h + 1]!;
    for (let i = first; i < end; i++) {
      const at = NEIGHBORS[i]!;
      const r = roverOwner[at]!;
      const f = m[forts + at]! - 1;
      if (r !== -1) {
        held[r]!++;
        roverNear |= 1 << r;
      }
      if (f !== -1 && f !== r) held[f]!++;
    }
    for (let p = 0; p < n; p++) {
      if ((missing & (1 << p)) === 0) continue;
      const share = shareOf(NEED, held[p]!, (roverNear & (1 << p)) !== 0, end - first);
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
  const owner = ownerOfSlot(pos, slot);
  const rover = s.roverOwner[aim]!;
  const fort = fortAt(pos, planet, aim);
  let aimed = (rover !== -1 && rover !== owner) || (fort !== -1 && fort !== owner);
  if (!aimed) {
    const other = m[pos.oBuildingAt + planet * SPACES + aim]!;
    aimed = other !== 0 && ownerOfSlot(pos, other - 1) !== owner;
  }
  if (aimed) s.material[owner]! += WEIGHTS.cannonOnTarget;
}

export const EVALUATION_2026_06: CoreEvaluation = {
  rules: RULES,
  safeOrbit: false,
  slotPerPlanet: true,
  buildingMaterial(pos, slot) {
    const m = pos.m;
    const b = pos.building(slot);
    const structure = RULES.structures[kindOfSlot(pos, slot)]!;
    const hp = m[b + B_HP]!;
    let value = WEIGHTS.building[structure] + WEIGHTS.buildingHp * hp;
    if (structure === 'treasury') value += WEIGHTS.treasuryPoint * m[b + B_POINTS]!;
    if (structure === 'factory') value += WEIGHTS.factoryPoint * m[b + B_POINTS]!;
    if (structure === 'drillCannon' && m[b + B_READY] === 1) value += WEIGHTS.cannonReady;
    return value;
  },
  fortifications(pos, planet, s) {
    // Every space: off the board none stands (R1), and a player's +1s in any order are the
    // same sum.
    const m = pos.m;
    const first = pos.oFort + planet * SPACES;
    for (let c = first; c < first + SPACES; c++) {
      const f = m[c]!;
      if (f !== 0) s.material[f - 1]! += WEIGHTS.fortification;
    }
  },
  progress,
  covered: (pos, planet, shooter, _from, to) => covered(pos, planet, shooter, to),
  gap: (_pos, _planet, _from, _to, distance) => distance,
  buildingShot(pos, planet, slot, shooter, _from) {
    const b = pos.building(slot);
    const hp = pos.m[b + B_HP]!;
    const structure = RULES.structures[kindOfSlot(pos, slot)]!;
    // Ruling R35: cover raises a Building's damage roll too.
    const cover = covered(pos, planet, shooter, pos.m[b + B_SPACE]!);
    return buildingShotValue(structure, hp, cover ? DAMAGE_UNDER_COVER : DAMAGE, 0);
  },
  outletOpen(pos, planet, space, i, owner) {
    const f = fortAt(pos, planet, board.playableNeighbors[space]![i]!);
    return f === -1 || f === owner;
  },
  cannon,
  captured: (pos) => pos.m[S_CAPTURED]!,
};
