import type { GameState } from '../rules/index.js';
import { MAX_DICE } from './_internals/frames.js';
import { CoreGame } from './game.js';
import { CLASS_FACES, CLASS_SIZES } from './outcomes.js';

// Perft over actions and chance outcomes (the chess engines' move-path count, with the dice made
// explicit as OpenSpiel does): from a position, every legal action, and for each action every
// outcome of its dice as `actionOutcomes` groups them (dice that lead to the same state and the
// same events are one outcome), to `depth` actions. Dice are enumerated as actionOutcomes does:
// play with 1s, then branch each die over the faces that can differ for its purpose.

/** What `perft` counts. */
export interface PerftResult {
  /** Paths of `depth` (action, outcome) pairs, or shorter ones that end the game. */
  readonly leaves: number;
  /** (action, outcome) pairs made, the leaves included. */
  readonly nodes: number;
  /** Actions with dice (chance nodes) met on the way. */
  readonly chanceNodes: number;
  /** The largest |sum of outcome probabilities − 1| over the chance nodes (0 up to rounding). */
  readonly probabilityError: number;
}

const MAX_OUTCOMES = 512;

interface Scratch {
  readonly ids: Int32Array[];
  /** Per depth: the outcomes of the action being enumerated (key halves, signature, weight). */
  readonly seenHi: Int32Array[];
  readonly seenLo: Int32Array[];
  readonly seenSig: Int32Array[];
  readonly seenWeight: Float64Array[];
  /** Per depth and per explore level: the dice prefix, and the dice drawn. */
  readonly prefixes: Int32Array[][];
  readonly drawn: Int32Array[][];
}

/**
 * Each core's scratch, kept between calls: a perft of a small tree cost mostly the allocation
 * of its buffers (one listing of `maxLegalIds` ids per depth). Grown to the deepest call.
 */
const SCRATCH = new WeakMap<CoreGame, Scratch>();

function scratchOf(core: CoreGame, depth: number): Scratch {
  let scratch = SCRATCH.get(core);
  if (scratch === undefined) {
    scratch = {
      ids: [],
      seenHi: [],
      seenLo: [],
      seenSig: [],
      seenWeight: [],
      prefixes: [],
      drawn: [],
    };
    SCRATCH.set(core, scratch);
  }
  for (let d = scratch.ids.length; d <= depth; d++) {
    scratch.ids.push(new Int32Array(core.maxLegalIds));
    scratch.seenHi.push(new Int32Array(MAX_OUTCOMES));
    scratch.seenLo.push(new Int32Array(MAX_OUTCOMES));
    scratch.seenSig.push(new Int32Array(MAX_OUTCOMES));
    scratch.seenWeight.push(new Float64Array(MAX_OUTCOMES));
    scratch.prefixes.push(Array.from({ length: MAX_DICE + 1 }, () => new Int32Array(MAX_DICE)));
    scratch.drawn.push(Array.from({ length: MAX_DICE + 1 }, () => new Int32Array(MAX_DICE)));
  }
  return scratch;
}

class Counter {
  nodes = 0;
  chanceNodes = 0;
  probabilityError = 0;
}

/**
 * Perft of a position to `depth` (1..8) over actions and chance outcomes: the leaves, the nodes
 * and the chance nodes, with the probabilities of each chance node's outcomes summed (to 1).
 * Counts pinned from fixed positions check a move generator; the test suite recomputes them
 * with a slow perft over `legalActions` and `actionOutcomes`.
 *
 * @example
 * ```ts
 * const { leaves } = perft(createGame({ players: 2 }, createRng(1)), 2); // 11 × 10 placements
 * ```
 */
export function perft(position: GameState | CoreGame, depth: number): PerftResult {
  if (!Number.isInteger(depth) || depth < 1 || depth > 8)
    throw new RangeError(`perft: depth must be an integer 1..8, not ${String(depth)}`);
  const core = position instanceof CoreGame ? position : CoreGame.fromState(position);
  const scratch = scratchOf(core, depth);
  const counter = new Counter();
  const leaves = perftAt(core, depth, scratch, counter);
  return {
    leaves,
    nodes: counter.nodes,
    chanceNodes: counter.chanceNodes,
    probabilityError: counter.probabilityError,
  };
}

function perftAt(core: CoreGame, depth: number, s: Scratch, counter: Counter): number {
  const ids = s.ids[depth]!;
  const n = core.legalIds(ids);
  let leaves = 0;
  for (let k = 0; k < n; k++) {
    const state = { outcomes: 0, leaves: 0 };
    explore(core, ids[k]!, depth, 0, 1, s, counter, state);
    let sum = 0;
    for (let o = 0; o < state.outcomes; o++) sum += s.seenWeight[depth]![o]!;
    const error = Math.abs(sum - 1);
    if (error > counter.probabilityError) counter.probabilityError = error;
    leaves += state.leaves;
  }
  return leaves;
}

/**
 * Plays `id` with the dice prefix of length `len` (then 1s), counts its outcome if new, and
 * branches each die past the prefix over its other face classes.
 */
function explore(
  core: CoreGame,
  id: number,
  depth: number,
  len: number,
  weightOfPrefix: number,
  s: Scratch,
  counter: Counter,
  state: { outcomes: number; leaves: number },
): void {
  const prefix = s.prefixes[depth]![len]!;
  const drawn = core.makePadded(id, prefix.subarray(0, len));
  if (len === 0 && drawn > 0) counter.chanceNodes++;
  // The weight of this sequence: the prefix's, times the first class of every die past it.
  let weight = weightOfPrefix;
  const dice = s.drawn[depth]![len]!;
  for (let k = 0; k < drawn; k++) {
    const die = core.lastDie(k);
    dice[k] = die;
    if (k >= len) weight *= CLASS_SIZES[die >> 3]![0]! / 6;
  }
  const hi = core.keyHi;
  const lo = core.keyLo;
  const sig = core.lastEventsSignature();
  const seenHi = s.seenHi[depth]!;
  const seenLo = s.seenLo[depth]!;
  const seenSig = s.seenSig[depth]!;
  const seenWeight = s.seenWeight[depth]!;
  let o = 0;
  while (o < state.outcomes && !(seenHi[o] === hi && seenLo[o] === lo && seenSig[o] === sig)) o++;
  if (o === state.outcomes) {
    if (o >= MAX_OUTCOMES) throw new RangeError('perft: too many outcomes of one action');
    seenHi[o] = hi;
    seenLo[o] = lo;
    seenSig[o] = sig;
    seenWeight[o] = weight;
    state.outcomes++;
    counter.nodes++;
    state.leaves += depth > 1 && !core.isTerminal() ? perftAt(core, depth - 1, s, counter) : 1;
  } else seenWeight[o] = seenWeight[o]! + weight;
  core.unmake();
  // Dice past the prefix rolled face 1, the first class: branch over the others.
  for (let k = len; k < drawn; k++) {
    const die = dice[k]!;
    const purpose = die >> 3;
    const faces = CLASS_FACES[purpose]!;
    const sizes = CLASS_SIZES[purpose]!;
    // The weight of the dice before k: the prefix's, times the first classes of len..k−1.
    let w = weightOfPrefix;
    for (let j = len; j < k; j++) w *= CLASS_SIZES[dice[j]! >> 3]![0]! / 6;
    const next = s.prefixes[depth]![k + 1]!;
    for (let j = 0; j < k; j++) next[j] = dice[j]! & 7;
    for (let c = 1; c < faces.length; c++) {
      next[k] = faces[c]!;
      explore(core, id, depth, k + 1, (w * sizes[c]!) / 6, s, counter, state);
    }
  }
}
