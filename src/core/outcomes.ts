import { coreFail } from './errors.js';
import type { CoreGame } from './game.js';

// The chance outcomes of one action id, as `actionOutcomes` lists them: the dice are enumerated
// (played with 1s, then each die branched over the faces that can differ for its purpose), and
// sequences leading to the same position and the same events (the planet roll's total aside)
// are one outcome, carrying the lowest dice sequence that produces it.

/** One outcome of an action: its probability and the lowest dice that produce it. */
export interface CoreOutcome {
  readonly probability: number;
  /** Give these to `make` as explicit dice to reach the outcome; `[]` for an action without dice. */
  readonly dice: readonly number[];
}

/**
 * Per purpose code (1 hit, 2 damage, 3 planet, 4 a Fire's hits, 5 explosion, 6 damage split at
 * 3 and 4: frames.ts), the first face of each class and its size.
 */
export const CLASS_FACES: readonly (readonly number[])[] = [
  [],
  [1, 3, 4],
  [1, 3],
  [1, 2, 3, 4, 5, 6],
  [1, 2, 3, 4, 5, 6],
  [1, 3],
  [1, 3, 4],
];
export const CLASS_SIZES: readonly (readonly number[])[] = [
  [],
  [2, 1, 3],
  [2, 4],
  [1, 1, 1, 1, 1, 1],
  [1, 1, 1, 1, 1, 1],
  [2, 4],
  [2, 1, 3],
];

interface Leaf {
  readonly dice: number[];
  readonly weight: number;
  readonly hi: number;
  readonly lo: number;
  readonly sig: number;
}

function compareDice(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * Every outcome of the legal action `id` with its probability (summing to 1), in the order and
 * with the dice of `actionOutcomes`. The core is left as it was. For analysis and tests; a
 * search that cares for allocation enumerates with `perft`'s loop instead.
 *
 * @throws {@link CoreError} `ILLEGAL_ID` when `id` is not legal.
 *
 * @example
 * ```ts
 * for (const { probability, dice } of outcomesOf(core, id)) {
 *   core.make(id, dice);
 *   value += probability * evaluate(core);
 *   core.unmake();
 * }
 * ```
 */
export function outcomesOf(core: CoreGame, id: number): CoreOutcome[] {
  if (!core.isLegal(id)) coreFail('ILLEGAL_ID', `action id ${String(id)} is not legal here`);
  const leaves: Leaf[] = [];
  const explore = (prefix: readonly number[], prefixWeight: number): void => {
    const drawn = core.makePadded(id, prefix);
    const dice: number[] = [];
    const purposes: number[] = [];
    let weight = prefixWeight;
    for (let k = 0; k < drawn; k++) {
      const die = core.lastDie(k);
      dice.push(die & 7);
      purposes.push(die >> 3);
      if (k >= prefix.length) weight *= CLASS_SIZES[die >> 3]![0]! / 6;
    }
    leaves.push({ dice, weight, hi: core.keyHi, lo: core.keyLo, sig: core.lastEventsSignature() });
    core.unmake();
    let before = prefixWeight;
    for (let k = prefix.length; k < drawn; k++) {
      const sizes = CLASS_SIZES[purposes[k]!]!;
      const faces = CLASS_FACES[purposes[k]!]!;
      for (let c = 1; c < faces.length; c++)
        explore([...dice.slice(0, k), faces[c]!], (before * sizes[c]!) / 6);
      before *= sizes[0]! / 6;
    }
  };
  explore([], 1);
  leaves.sort((a, b) => compareDice(a.dice, b.dice));
  const outcomes: { dice: number[]; probability: number; leaf: Leaf }[] = [];
  for (const leaf of leaves) {
    const same = outcomes.find(
      (o) => o.leaf.hi === leaf.hi && o.leaf.lo === leaf.lo && o.leaf.sig === leaf.sig,
    );
    if (same) same.probability += leaf.weight;
    else outcomes.push({ dice: leaf.dice, probability: leaf.weight, leaf });
  }
  return outcomes.map(({ dice, probability }) => ({ probability, dice }));
}
