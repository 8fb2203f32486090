import type { FireAction } from '../actions.js';
import type { ApplyOptions } from '../apply.js';
import { applyAction } from '../apply.js';
import { scriptedRng } from '../rng.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PieceRef } from '../types.js';
import { fireTargets } from './cannon.js';

// The outcomes of a 2026-06 Fire (ruling R45), enumerated by what each die class does rather
// than die by die: up to 6 hits on up to 3 pieces, each rolled, would be 3^18 dice sequences.
// A piece's fate depends only on its own dice: it ends with `d` damage, or destroyed at the
// k-th hit; the hits die, the explosion die (R46) and the planet's total class do the rest.
// Each such class is applied once with its lowest dice; classes leading to the same position
// (the state but `last`) are then one outcome. Weights are whole counts of dice sequences over
// 6^(the most dice an action draws), in BigInt, so probabilities are rounded once.

/** One raw outcome: its weight, the dice applied, and the state they give. */
export interface FireLeaf {
  readonly weight: bigint;
  readonly dice: number[];
  readonly state: GameState;
}

/** A piece's possible fates under `hits` hits: damage taken, or the hit that destroyed it. */
interface Fate {
  /** Per hit, the damage die of this piece (`undefined` once destroyed): fails first. */
  readonly faces: readonly number[];
  /** How many dice sequences of this piece give it, over 6^faces.length. */
  readonly count: bigint;
}

function binomial(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/**
 * Every fate of a piece with `hp` hit points under `hits` hits, each damaging on `success` of
 * the six faces (lowest failing face 1, lowest damaging face `on`).
 */
function fates(hp: number, hits: number, on: number): Fate[] {
  const success = BigInt(7 - on);
  const failure = BigInt(on - 1);
  const out: Fate[] = [];
  // Survives with d damage: fails first (the lowest dice), then damages.
  for (let d = 0; d < Math.min(hp, hits + 1); d++) {
    out.push({
      faces: [...new Array(hits - d).fill(1), ...new Array(d).fill(on)],
      count: binomial(hits, d) * success ** BigInt(d) * failure ** BigInt(hits - d),
    });
  }
  // Destroyed at hit k: hp − 1 damages among the first k − 1 dice, then the last one.
  for (let k = hp; k <= hits; k++) {
    out.push({
      faces: [...new Array(k - hp).fill(1), ...new Array(hp).fill(on)],
      count: binomial(k - 1, hp - 1) * success ** BigInt(hp) * failure ** BigInt(k - hp),
    });
  }
  return out;
}

function hpOf(state: GameState, piece: PieceRef): number {
  if (piece.piece === 'rover') return state.rovers.find((r) => r.id === piece.id)!.hp;
  if (piece.piece === 'fortification') return 1;
  return state.buildings.find((b) => b.planet === piece.planet && b.space === piece.space)!.hp;
}

/** The raw outcomes of a legal 2026-06 Fire, before outcomes with equal positions merge. */
export function fireLeaves(
  state: GameState,
  action: FireAction,
  options: ApplyOptions | undefined,
): FireLeaf[] {
  const rules = rulesetOf(state);
  const { cannon, pieces } = fireTargets(state, action);
  const shots = state.planets[cannon.planet]!.cannonShots + 1;
  const most = BigInt(rules.maxDicePerAction);
  const on = rules.damageOn;
  const explosionOn = rules.explosionOn;
  // The planet's total: each class (destroyed below the count, or not) with its lowest dice.
  const planetClasses = planetTotals(rules.planetDice, shots);
  const leaves: FireLeaf[] = [];
  // Ruling R45: the hits die; every face is a different number of hits.
  for (let hits = 1; hits <= 6; hits++) {
    const perPiece = pieces.map((p) => fates(hpOf(state, p), hits, on));
    const choose = (i: number, chosen: Fate[]): void => {
      if (i < perPiece.length) {
        for (const fate of perPiece[i]!) choose(i + 1, [...chosen, fate]);
        return;
      }
      // Interleave: hit by hit, each piece still there rolls; a ready cannon (aimed, so ready)
      // destroyed on its last die rolls to explode at once (R46).
      const explodes = pieces.map(
        (p, j) =>
          p.piece === 'building' &&
          p.structure === 'drillCannon' &&
          explosionOn !== null &&
          isReadyCannon(state, p) &&
          chosen[j]!.faces.length > 0 &&
          destroyedBy(chosen[j]!, hpOf(state, p), on),
      );
      const explosionOptions: number[][] = explodes.some(Boolean) ? [[1], [explosionOn!]] : [[]];
      for (const explosion of explosionOptions) {
        const dice: number[] = [hits];
        let count = 1n;
        for (let h = 0; h < hits; h++) {
          chosen.forEach((fate, j) => {
            if (h < fate.faces.length) {
              dice.push(fate.faces[h]!);
              if (explodes[j] && h === fate.faces.length - 1) dice.push(explosion[0]!);
            }
          });
        }
        for (const fate of chosen) count *= fate.count;
        if (explosion.length > 0) {
          count *= explosion[0] === 1 ? BigInt(explosionOn! - 1) : BigInt(7 - explosionOn!);
        }
        for (const planet of planetClasses) {
          const all = [...dice, ...planet.faces];
          const next = applyAction(state, action, scriptedRng(all), options);
          const drawn = next.last?.dice.map((d) => d.value) ?? [];
          if (drawn.join() !== all.join()) {
            throw new Error(`fire outcomes: drew ${drawn.join()} for ${all.join()}`);
          }
          const weight = count * planet.count * 6n ** (most - BigInt(all.length));
          leaves.push({ weight, dice: all, state: next });
        }
      }
    };
    choose(0, []);
  }
  return leaves;
}

function isReadyCannon(state: GameState, piece: PieceRef): boolean {
  if (piece.piece !== 'building') return false;
  const b = state.buildings.find((x) => x.planet === piece.planet && x.space === piece.space);
  return b?.structure === 'drillCannon' && b.ready;
}

function destroyedBy(fate: Fate, hp: number, on: number): boolean {
  return fate.faces.filter((f) => f >= on).length === hp;
}

/**
 * The classes of the planet's total against the count (ruling R45): below it (destroyed) or
 * not, each with its lowest dice and how many of the 6^dice sequences give it.
 */
function planetTotals(dice: number, shots: number): { faces: number[]; count: bigint }[] {
  const classes = new Map<boolean, { faces: number[]; count: bigint }>();
  const walk = (faces: number[]): void => {
    if (faces.length === dice) {
      const below = faces.reduce((a, b) => a + b, 0) < shots;
      const seen = classes.get(below);
      if (seen) seen.count++;
      else classes.set(below, { faces, count: 1n });
      return;
    }
    for (let f = 1; f <= 6; f++) walk([...faces, f]);
  };
  walk([]);
  return [...classes.values()];
}
