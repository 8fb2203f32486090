import { coreContext, coreRuleset } from '../../core/_internals/access.js';
import { MAX_DICE } from '../../core/_internals/frames.js';
import { T } from '../../core/_internals/layout.js';
import type { CoreGame } from '../../core/index.js';
import { CLASS_FACES, CLASS_SIZES } from '../../core/outcomes.js';
import { decodeAction } from '../encoding.js';
import { expectedValue } from '../greedy.js';
import { evaluateCore } from './core-evaluate.js';

// greedyBot's `expectedValue` on the core: the outcomes of one action id as `actionOutcomes`
// groups them (play with 1s, branch each die over the faces that can differ for its purpose;
// dice leading to the same position and events are one outcome), each evaluated once with
// `evaluateCore`. The probabilities are counted in whole faces and divided once, and the sum is
// taken in `actionOutcomes`' order (lowest dice first), so that the expected value is the very
// number `expectedValue` gives, not one a rounding away. A 2026-06 Fire is valued on the state.

/**
 * Faces of a class by purpose (frames.ts: 1 hit, 2 damage, 3 planet, 4 a Fire's hits, 5
 * explosion, 6 damage split at 3 and 4): `SIZE[purpose * 8 + face]` for the first face of a class.
 */
const SIZE = (() => {
  const table = new Int32Array(8 * 8);
  CLASS_FACES.forEach((faces, purpose) => {
    faces.forEach((face, c) => {
      table[purpose * 8 + face] = CLASS_SIZES[purpose]![c]!;
    });
  });
  return table;
})();
/** The first face of every class after the first, by purpose. */
const BRANCHES: readonly (readonly number[])[] = CLASS_FACES.map((faces) => faces.slice(1));

const MAX_LEAVES = 4096;
/** Per leaf: its dice as base-8 digits (lexicographic order, a prefix first), weight, key. */
const LEAF_ORDER = new Float64Array(MAX_LEAVES);
const LEAF_WEIGHT = new Float64Array(MAX_LEAVES);
const LEAF_LENGTH = new Int32Array(MAX_LEAVES);
const LEAF_HI = new Int32Array(MAX_LEAVES);
const LEAF_LO = new Int32Array(MAX_LEAVES);
const LEAF_SIG = new Int32Array(MAX_LEAVES);
const LEAF_VALUE = new Float64Array(MAX_LEAVES);
const SORTED = new Int32Array(MAX_LEAVES);
/** The outcomes, in order: the first leaf of each and its summed weight. */
const GROUP_LEAF = new Int32Array(MAX_LEAVES);
const GROUP_WEIGHT = new Float64Array(MAX_LEAVES);
/** The dice of each explore level (a prefix, then what was drawn). */
const PREFIXES: number[][] = Array.from({ length: MAX_DICE + 2 }, () => []);
const DRAWN = Array.from({ length: MAX_DICE + 2 }, () => new Int32Array(MAX_DICE));
/** Base-8 place of die k in a leaf's order number (16 digits fit a double exactly). */
const PLACE = Array.from({ length: MAX_DICE }, (_, k) => 8 ** (15 - k));

let leaves = 0;

function explore(core: CoreGame, id: number, player: number, level: number): void {
  const prefix = PREFIXES[level]!;
  const drawn = core.makePadded(id, prefix);
  if (drawn === 0) {
    // No dice (only at the first level): one outcome, nothing to group.
    LEAF_LENGTH[0] = 0;
    LEAF_VALUE[0] = evaluateCore(core, player);
    leaves = 1;
    core.unmake();
    return;
  }
  const dice = DRAWN[level]!;
  let order = 0;
  let weight = 1;
  for (let k = 0; k < drawn; k++) {
    const die = core.lastDie(k);
    dice[k] = die;
    order += (die & 7) * PLACE[k]!;
    weight *= SIZE[die]!;
  }
  if (leaves >= MAX_LEAVES) throw new RangeError('expectedValueCore: too many dice outcomes');
  const leaf = leaves++;
  const hi = core.keyHi;
  const lo = core.keyLo;
  const sig = core.lastEventsSignature();
  LEAF_ORDER[leaf] = order;
  LEAF_WEIGHT[leaf] = weight;
  LEAF_LENGTH[leaf] = drawn;
  LEAF_HI[leaf] = hi;
  LEAF_LO[leaf] = lo;
  LEAF_SIG[leaf] = sig;
  // The same position is the same value: evaluated once.
  let value = Number.NaN;
  for (let j = 0; j < leaf; j++) {
    if (LEAF_HI[j] === hi && LEAF_LO[j] === lo && LEAF_SIG[j] === sig) {
      value = LEAF_VALUE[j]!;
      break;
    }
  }
  LEAF_VALUE[leaf] = Number.isNaN(value) ? evaluateCore(core, player) : value;
  core.unmake();
  // Dice past the prefix rolled face 1, the first class; branch over the other classes.
  const next = PREFIXES[level + 1]!;
  for (let k = prefix.length; k < drawn; k++) {
    const faces = BRANCHES[dice[k]! >> 3]!;
    for (let c = 0; c < faces.length; c++) {
      next.length = 0;
      for (let j = 0; j < k; j++) next.push(dice[j]! & 7);
      next.push(faces[c]!);
      explore(core, id, player, level + 1);
    }
  }
}

/**
 * The expected `evaluateCore` of the legal action `id` for `player`: `expectedValue` of
 * greedy.ts on the core, the same number. The core is left as it was.
 */
export function expectedValueCore(core: CoreGame, id: number, player: number): number {
  if (coreRuleset(core) === '2026-06' && coreContext(core).layout.typeOf[id] === T.fire) {
    // A 2026-06 Fire (R45) draws up to 6 hits on 3 pieces, each rolled: `actionOutcomes`
    // enumerates it by classes of fates (src/rules/2026-06/fire-outcomes.ts), not die by die as
    // here (too many leaves). Fires are rare: valued on the state, the very same number.
    const state = core.toState();
    return expectedValue(state, decodeAction(state, id), player);
  }
  leaves = 0;
  PREFIXES[0]!.length = 0;
  explore(core, id, player, 0);
  if (leaves === 1) return LEAF_VALUE[0]!;
  let most = 0;
  for (let i = 0; i < leaves; i++) {
    if (LEAF_LENGTH[i]! > most) most = LEAF_LENGTH[i]!;
    let j = i;
    while (j > 0 && LEAF_ORDER[SORTED[j - 1]!]! > LEAF_ORDER[i]!) {
      SORTED[j] = SORTED[j - 1]!;
      j--;
    }
    SORTED[j] = i;
  }
  let groups = 0;
  for (let s = 0; s < leaves; s++) {
    const leaf = SORTED[s]!;
    const weight = LEAF_WEIGHT[leaf]! * 6 ** (most - LEAF_LENGTH[leaf]!);
    let g = 0;
    while (g < groups) {
      const first = GROUP_LEAF[g]!;
      if (
        LEAF_HI[first] === LEAF_HI[leaf] &&
        LEAF_LO[first] === LEAF_LO[leaf] &&
        LEAF_SIG[first] === LEAF_SIG[leaf]
      )
        break;
      g++;
    }
    if (g < groups) GROUP_WEIGHT[g]! += weight;
    else {
      GROUP_LEAF[groups] = leaf;
      GROUP_WEIGHT[groups++] = weight;
    }
  }
  const total = 6 ** most;
  let expected = 0;
  for (let g = 0; g < groups; g++) {
    expected += (GROUP_WEIGHT[g]! / total) * LEAF_VALUE[GROUP_LEAF[g]!]!;
  }
  return expected;
}
