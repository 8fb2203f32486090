import type { Position } from '../../core/_internals/position.js';
import { MAX_PLAYERS, type Ruleset } from '../../rules/index.js';

// What `evaluateCore` (core-evaluate.ts) asks of a ruleset: the parts of `evaluate` that read
// where Fortifications stand, what a Building keeps and how a Rover closes in. Everything else
// (material of Rovers and Buildings, shots, the final sums) is shared. One adapter per ruleset
// the core plays (core-evaluate-2025-01.ts, core-evaluate-2024-12.ts); a ruleset without one is
// evaluated through `toState()`.

/**
 * The scratch of one evaluation, per planet where it says so (not re-entrant: one evaluation at
 * a time, as `evaluate`'s own scratch).
 */
export interface EvalScratch {
  /** Seats in the game. */
  n: number;
  /** Per seat: material so far. */
  readonly material: Float64Array;
  /** Per seat: the best building progress (share squared). */
  readonly progress: Float64Array;
  /** `shot[a * n + t]`: the best expected shot of seat a at seat t's pieces. */
  readonly shot: Float64Array;
  /** Per planet: the owner of the Rover on each space, or −1. */
  readonly roverOwner: Int8Array;
  /** Per planet: 1 where a Building stands. */
  readonly built: Int8Array;
  /** Per planet: the ids of its Rovers, in `state.rovers` order, `roverCount` of them. */
  readonly rovers: Int32Array;
  roverCount: number;
  /** The chance of damage in the open (`rules.damageOn`). */
  damageChance: number;
}

/** A ruleset's part of `evaluateCore`. `P` is its Position class. */
export interface CoreEvaluation<P extends Position = Position> {
  readonly rules: Ruleset;
  /** Whether a Rover in orbit keeps its whole value (`orbitIsSafe`). */
  readonly safeOrbit: boolean;
  /** The material of the Building in `slot`: its kind (by hit points in 2024-12) and extras. */
  buildingMaterial(pos: P, slot: number): number;
  /** Adds each player's Fortifications on `planet` to `s.material`, in `evaluate`'s order. */
  fortifications(pos: P, planet: number, s: EvalScratch): void;
  /** Raises `s.progress` by the building sites of `planet`; `missing`: seats short of a kind. */
  progress(pos: P, planet: number, missing: number, s: EvalScratch): void;
  /** Whether a shot at a Rover from `from` to `to` on `planet` is under cover. */
  covered(pos: P, planet: number, shooter: number, from: number, to: number): boolean;
  /** How far the Rover on `from` is from shooting at `to` (`distance`: the shooting distance). */
  gap(pos: P, planet: number, from: number, to: number, distance: number): number;
  /** The expected shot from `from` at the Building in `slot` (in range) by `shooter`. */
  buildingShot(pos: P, planet: number, slot: number, shooter: number, from: number): number;
  /** Whether a Factory on `space` may produce onto its `i`-th playable neighbour (`s` free). */
  outletOpen(pos: P, planet: number, space: number, i: number, owner: number): boolean;
  /** A Drill Cannon's material and shots on its planet (readiness, aim, power). */
  cannon(pos: P, planet: number, slot: number, s: EvalScratch): void;
}

export function evalScratch(spaces: number): EvalScratch {
  return {
    n: 0,
    material: new Float64Array(MAX_PLAYERS),
    progress: new Float64Array(MAX_PLAYERS),
    shot: new Float64Array(MAX_PLAYERS * MAX_PLAYERS),
    roverOwner: new Int8Array(spaces),
    built: new Int8Array(spaces),
    rovers: new Int32Array(spaces),
    roverCount: 0,
    damageChance: 0,
  };
}
