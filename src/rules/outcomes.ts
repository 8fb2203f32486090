import { checkOptions } from '../options/index.js';
import { sameJson } from './_internals/same-json.js';
import { fireLeaves } from './2026-06/fire-outcomes.js';
import type { Action } from './actions.js';
import { APPLY_OPTION_KEYS, type ApplyOptions, applyLegal } from './apply.js';
import type { Rng } from './rng.js';
import { type Ruleset, rulesetOf } from './ruleset.js';
import type { DiePurpose, GameEvent, GameState } from './types.js';
import { legalFamily } from './validate.js';

// Chance made explicit (the OpenSpiel convention): an action's dice become a list of outcomes,
// each with its probability. The dice are enumerated, not reasoned about: the action is applied
// with every relevant dice sequence and the resulting states are grouped.

/** One outcome of an action: its probability, dice that produce it, and the state it leads to. */
export interface ActionOutcome {
  /** The probability of this outcome, in (0, 1]; the outcomes of an action sum to 1. */
  readonly probability: number;
  /**
   * A dice sequence that produces this outcome: `applyAction(state, action, scriptedRng(dice))`
   * returns `state` exactly (`state.last.dice` included). `[]` for an action without dice.
   */
  readonly dice: readonly number[];
  /** The state after the action, for these dice. */
  readonly state: GameState;
}

/** A class of die faces that act alike for one purpose: its lowest face and how many faces. */
interface FaceClass {
  readonly face: number;
  readonly size: number;
}

/** Splits the faces 1..6 at the given thresholds (a threshold t starts a class t..). */
function faceClasses(thresholds: readonly number[]): readonly FaceClass[] {
  const starts = [...new Set([1, ...thresholds])].filter((t) => t >= 1 && t <= 6);
  starts.sort((a, b) => a - b);
  return starts.map((face, i) => ({ face, size: (starts[i + 1] ?? 7) - face }));
}

type FaceClasses = Readonly<Record<DiePurpose, readonly FaceClass[]>>;

const FACE_CLASSES = new Map<Ruleset, FaceClasses>();

/**
 * Which faces of a die can matter, by what it is rolled for, under a ruleset. Rulings R3, R4: a
 * hit needs 3+ (4+ under cover) and damage 3+ in 2025-01, so within {1,2}, {3} or {4,5,6} for a
 * hit and {1,2} or {3..6} for damage every face has the same effect. The planet's 2d6 (R10) are
 * compared by their total, so every face counts. Each class starts at face 1, which is what
 * `paddedRng` rolls past its script.
 */
function faceClassesOf(rules: Ruleset): FaceClasses {
  let classes = FACE_CLASSES.get(rules);
  if (classes === undefined) {
    classes = {
      hit: faceClasses([rules.hitOn.open, rules.hitOn.cover]),
      damage: faceClasses([rules.damageOn, rules.coverDamageOn]),
      planet: faceClasses([2, 3, 4, 5, 6]),
      rollOff: faceClasses([2, 3, 4, 5, 6]),
      hits: faceClasses([2, 3, 4, 5, 6]),
      explosion: faceClasses(rules.explosionOn === null ? [] : [rules.explosionOn]),
    };
    FACE_CLASSES.set(rules, classes);
  }
  return classes;
}

/** Replays `prefix`, then rolls 1s for ever (never runs out, so the action always completes). */
function paddedRng(prefix: readonly number[]): Rng {
  let next = 0;
  return {
    d6: () => {
      const value = next < prefix.length ? prefix[next]! : 1;
      next++;
      return value;
    },
    save: () => ({ kind: 'scripted', rolls: [...prefix], next: Math.min(next, prefix.length) }),
  };
}

/** A die's dice-free part of an event: the planet roll's total differs within one outcome. */
function eventKey(event: GameEvent): GameEvent | { type: 'planetDestroyed'; planet: number } {
  return event.type === 'planetDestroyed' ? { type: event.type, planet: event.planet } : event;
}

/**
 * What makes two results the same outcome: the whole state and what happened (the events),
 * but not the dice faces that got there. Two results are one outcome when their keys write the
 * same JSON (`sameJson`); the key is a shallow copy, its parts the state's own.
 */
function outcomeKey(state: GameState): unknown {
  const last = state.last;
  return {
    ...state,
    last: last && { player: last.player, action: last.action, events: last.events.map(eventKey) },
  };
}

/**
 * A number that equal outcome keys share (the hit points of every piece, which planets are
 * destroyed, how many events): results are compared with `sameJson` only when it matches, and
 * it differs between most outcomes of an action.
 */
function outcomeBucket(state: GameState): number {
  let h = state.rovers.length;
  for (const r of state.rovers) h = (Math.imul(h, 31) + r.hp * 64) | 0;
  for (const b of state.buildings) h = (Math.imul(h, 31) + b.hp * 64) | 0;
  for (const p of state.planets) h = (Math.imul(h, 31) + (p.destroyed ? 1 : 2)) | 0;
  return (Math.imul(h, 31) + (state.last?.events.length ?? 0)) | 0;
}

function compareDice(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * Every outcome of a legal action with its probability: the chance in an action made explicit,
 * for search (expectimax, MCTS chance nodes) and analysis.
 *
 * Dice sequences that lead to the same state and the same events are one outcome. A shot at a
 * Rover has up to four: a miss (2/6, or 3/6 under cover), a hit without damage, damage (or the
 * Rover destroyed). A shot at a Fortification: no damage (2/6) or destroyed (4/6). Fire: every
 * combination of damage to the pieces in the aimed space, times the planet surviving or not.
 * An action without dice has one outcome, probability 1, dice `[]`.
 *
 * A 2026-06 Fire (ruling R45: a d6 of hits, each rolled for every piece on the aimed space)
 * would have thousands of dice orders for one result, so its outcomes are told apart by the
 * position they lead to (the state but `last`), whatever order the hits came in; each piece's
 * damage is counted with binomial weights, not die by die (src/rules/2026-06/fire-outcomes.ts).
 *
 * Outcomes are listed by their dice, lowest sequence first; each carries the lowest dice
 * sequence that produces it. `options` are those of `applyAction` (`{ freeze: false }` for speed).
 *
 * How: the action is applied with scripted dice; past the script it rolls 1s, which tells how
 * many dice it draws and what each is for (`state.last.dice`). Each die then branches only over
 * the faces that can differ for its purpose (see `FACE_CLASSES`), so a shot costs 5 applications
 * and Fire at most 8 × 36.
 *
 * Like `applyAction`, it throws on an illegal action (use `validateAction` for a result): the
 * same {@link IllegalActionError}, with the `code`, `rule` and `action` that `validateAction`
 * returns, before any dice are tried.
 *
 * @throws {@link IllegalActionError} when the action is illegal in `state`; an
 * {@link UnknownOptionError} when `options` has a key `ApplyOptions` does not list.
 *
 * @example
 * ```ts
 * const outcomes = actionOutcomes(state, { type: 'shoot', rover: 1, space: 40, target: 'rover' });
 * const expectedHp = outcomes.reduce(
 *   (sum, o) => sum + o.probability * (o.state.rovers.find((r) => r.id === 2)?.hp ?? 0),
 *   0,
 * );
 * ```
 */
export function actionOutcomes(
  state: GameState,
  action: Action,
  options?: ApplyOptions,
): ActionOutcome[] {
  checkOptions('actionOutcomes', options, APPLY_OPTION_KEYS);
  // Apply, not validate: an illegal action throws, as applyAction does, before any die is tried.
  // Checked once here; the dice below cannot make it illegal.
  const family = legalFamily(state, action);
  // Weights are counted in whole faces (the product of class sizes) and divided once at the end,
  // over 6^(most dice drawn), so probabilities carry no accumulated rounding.
  const rules = rulesetOf(state);
  if (action.type === 'fire' && rules.name === '2026-06') {
    return mergeByPosition(fireLeaves(state, action, options), rules.maxDicePerAction);
  }
  const classes = faceClassesOf(rules);
  const leaves: { weight: number; dice: number[]; state: GameState }[] = [];
  const explore = (prefix: readonly number[]): void => {
    const next = applyLegal(state, action, family, paddedRng(prefix), options);
    const drawn = next.last?.dice ?? [];
    const dice = drawn.map((d) => d.value);
    let weight = 1;
    for (const die of drawn) {
      weight *= classes[die.purpose].find((c) => c.face === die.value)!.size;
    }
    leaves.push({ weight, dice, state: next });
    // Dice past the prefix rolled face 1, the first class; branch over the other classes.
    for (let k = prefix.length; k < drawn.length; k++) {
      for (const faces of classes[drawn[k]!.purpose].slice(1)) {
        explore([...dice.slice(0, k), faces.face]);
      }
    }
  };
  explore([]);
  if (leaves.length === 1)
    return [{ probability: 1, dice: leaves[0]!.dice, state: leaves[0]!.state }];
  leaves.sort((a, b) => compareDice(a.dice, b.dice));
  const most = Math.max(...leaves.map((l) => l.dice.length));
  // Grouped as by a Map keyed on each result's JSON, without writing the JSON (same-json.ts):
  // in order of first appearance, a result joining the first earlier one it equals.
  type Outcome = { weight: number; dice: number[]; state: GameState; key: unknown };
  const outcomes: Outcome[] = [];
  const byBucket = new Map<number, Outcome[]>();
  for (const leaf of leaves) {
    const key = outcomeKey(leaf.state);
    const weight = leaf.weight * 6 ** (most - leaf.dice.length);
    const bucket = outcomeBucket(leaf.state);
    let same = byBucket.get(bucket);
    const seen = same?.find((o) => sameJson(o.key, key));
    if (seen) {
      seen.weight += weight;
      continue;
    }
    const outcome = { ...leaf, weight, key };
    outcomes.push(outcome);
    if (same === undefined) {
      same = [];
      byBucket.set(bucket, same);
    }
    same.push(outcome);
  }
  const total = 6 ** most;
  return outcomes.map((o) => ({
    probability: o.weight / total,
    dice: o.dice,
    state: o.state,
  }));
}

/**
 * A 2026-06 Fire's raw outcomes (weights over 6^`most`) as outcomes: those leading to the same
 * position (the state but `last`) are one, carrying the lowest dice of its class, listed by
 * their dice. The order the hits came in (and so the order of the events) is not told apart:
 * it would make thousands of outcomes of one position.
 */
function mergeByPosition(
  leaves: readonly { weight: bigint; dice: number[]; state: GameState }[],
  most: number,
): ActionOutcome[] {
  const sorted = [...leaves].sort((a, b) => compareDice(a.dice, b.dice));
  const byKey = new Map<string, { weight: bigint; dice: number[]; state: GameState }>();
  for (const leaf of sorted) {
    const key = JSON.stringify({ ...leaf.state, last: null });
    const seen = byKey.get(key);
    if (seen) seen.weight += leaf.weight;
    else byKey.set(key, { ...leaf });
  }
  const total = 6n ** BigInt(most);
  return [...byKey.values()].map((o) => ({
    probability: Number(o.weight) / Number(total),
    dice: o.dice,
    state: o.state,
  }));
}
