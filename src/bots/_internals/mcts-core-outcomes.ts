import type { CoreGame } from '../../core/index.js';
import { CLASS_FACES, CLASS_SIZES } from '../../core/outcomes.js';
import { searchValueCore } from './core-value.js';

// The outcomes of one action id as `outcomesOf` (core/outcomes.ts) lists them, each valued
// with `searchValueCore` while the core is there: the ordering by prior (mcts-core-tree.ts)
// needs both, and listing first then making each outcome again to value it made every outcome
// twice. The same walk as `outcomesOf` (play with 1s past the prefix, branch each die over the
// first faces of its other classes), the same weights multiplied in the same order, the same
// sort and grouping, so the same dice and the very same probabilities.

const NO_DICE: readonly number[] = [];

/**
 * One outcome of an action, as `orderByPrior` found and valued it: the dice that reach it, and
 * what a node there needs of the position (`priorNode`), read while the ordering was there.
 */
export interface CorePrior {
  readonly probability: number;
  readonly dice: readonly number[];
  readonly value: readonly number[];
  readonly player: number;
  readonly keyHi: number;
  readonly keyLo: number;
  readonly terminal: boolean;
}

/** One leaf of the walk: a sequence of dice and the position it reached. */
interface Leaf {
  readonly dice: number[];
  readonly weight: number;
  readonly hi: number;
  readonly lo: number;
  readonly sig: number;
  /** The leaf's position valued (the first leaf of a position's), as an outcome of weight 0. */
  readonly reached: CorePrior;
  /** The position's index among those the walk reached (`POSITIONS`). */
  readonly position: number;
}

/**
 * The leaves of the walk in progress, the first `leaves` (not re-entrant: nothing it calls lists
 * outcomes). A count, not the array's length: setting a length costs a call into the runtime.
 */
const LEAVES: Leaf[] = [];
let leaves = 0;
/** The first leaf of each position reached so far, the first `positions`. */
const POSITIONS: Leaf[] = [];
let positions = 0;
/** By position index: its outcome's index in the sorted grouping, −1 before its first leaf. */
let GROUP = new Int32Array(64);

/** The prior of the position `core` has just reached by `dice` (probability set later). */
function valued(core: CoreGame, probability: number, dice: readonly number[]): CorePrior {
  return {
    probability,
    dice,
    value: searchValueCore(core),
    player: core.currentPlayer,
    keyHi: core.keyHi,
    keyLo: core.keyLo,
    terminal: core.isTerminal(),
  };
}

/**
 * One leaf, the core just after `id` with the dice `prefix` then 1s (`drawn` dice in all), and
 * the leaves that branch off it past the prefix; the core is left before `id`.
 */
function explore(
  core: CoreGame,
  id: number,
  prefix: readonly number[],
  prefixWeight: number,
  drawn: number,
): void {
  const dice = new Array<number>(drawn);
  const purposes = new Array<number>(drawn);
  let weight = prefixWeight;
  for (let k = 0; k < drawn; k++) {
    const die = core.lastDie(k);
    dice[k] = die & 7;
    purposes[k] = die >> 3;
    if (k >= prefix.length) weight *= CLASS_SIZES[die >> 3]![0]! / 6;
  }
  const hi = core.keyHi;
  const lo = core.keyLo;
  const sig = core.lastEventsSignature();
  // A position reached before has the same value: valued once (the positions so far are the
  // leaves that valued one, fewer than the leaves when a Fire's many dice meet again).
  let position = 0;
  while (position < positions) {
    const seen = POSITIONS[position]!;
    if (seen.hi === hi && seen.lo === lo && seen.sig === sig) break;
    position++;
  }
  const known = position < positions;
  const reached = known ? POSITIONS[position]!.reached : valued(core, 0, dice);
  const leaf: Leaf = { dice, weight, hi, lo, sig, reached, position };
  LEAVES[leaves++] = leaf;
  if (!known) POSITIONS[positions++] = leaf;
  core.unmake();
  let before = prefixWeight;
  for (let k = prefix.length; k < drawn; k++) {
    const sizes = CLASS_SIZES[purposes[k]!]!;
    const faces = CLASS_FACES[purposes[k]!]!;
    for (let c = 1; c < faces.length; c++) {
      const next = dice.slice(0, k);
      next.push(faces[c]!);
      explore(core, id, next, (before * sizes[c]!) / 6, core.makePadded(id, next));
    }
    before *= sizes[0]! / 6;
  }
}

/** Leaves up to this many are sorted in place by insertion. */
const SORTED_IN_PLACE = 16;

function byDice(a: Leaf, b: Leaf): number {
  return compareDice(a.dice, b.dice);
}

/** `outcomesOf`'s order of dice: lexicographic, a prefix first. */
function compareDice(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * The outcomes of the legal id `id` (listed by `legalIds` at the position `core` is at, and
 * left there), as `outcomesOf` gives them (order, dice, probability), each with the position it
 * reaches and its value, appended to `out`; returns `player`'s expected value, summed
 * in that order. An action without dice has one outcome, of probability 1 and no dice.
 */
export function valuedOutcomes(
  core: CoreGame,
  id: number,
  player: number,
  out: CorePrior[],
): number {
  leaves = 0;
  positions = 0;
  const drawn = core.makePadded(id, NO_DICE);
  if (drawn === 0) {
    const only = valued(core, 1, NO_DICE);
    core.unmake();
    out.push(only);
    return only.value[player]!;
  }
  explore(core, id, NO_DICE, 1, drawn);
  // No two leaves have the same dice, so any sort gives `outcomesOf`'s order: an insertion sort
  // of the few leaves of most actions, the library's of a Fire's many (2026-06).
  const count = leaves;
  const sorted = count > SORTED_IN_PLACE ? LEAVES.slice(0, count).sort(byDice) : LEAVES;
  if (count <= SORTED_IN_PLACE) {
    for (let i = 1; i < count; i++) {
      const leaf = sorted[i]!;
      let j = i - 1;
      while (j >= 0 && compareDice(sorted[j]!.dice, leaf.dice) > 0) {
        sorted[j + 1] = sorted[j]!;
        j--;
      }
      sorted[j + 1] = leaf;
    }
  }
  // Grouped by position as `outcomesOf` groups them (the same key, hence the same position
  // index): the first leaf's dice, the weights summed in order.
  if (GROUP.length < positions) GROUP = new Int32Array(positions * 2);
  for (let i = 0; i < positions; i++) GROUP[i] = -1;
  const firsts: Leaf[] = [];
  const sums: number[] = [];
  for (let i = 0; i < count; i++) {
    const leaf = sorted[i]!;
    const g = GROUP[leaf.position]!;
    if (g >= 0) sums[g] = sums[g]! + leaf.weight;
    else {
      GROUP[leaf.position] = firsts.length;
      firsts.push(leaf);
      sums.push(leaf.weight);
    }
  }
  let expected = 0;
  for (let g = 0; g < firsts.length; g++) {
    const { reached, dice } = firsts[g]!;
    const probability = sums[g]!;
    out.push({
      probability,
      dice,
      value: reached.value,
      player: reached.player,
      keyHi: reached.keyHi,
      keyLo: reached.keyLo,
      terminal: reached.terminal,
    });
    expected += probability * reached.value[player]!;
  }
  return expected;
}
