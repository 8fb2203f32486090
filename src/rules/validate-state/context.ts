import type { RuleRef } from '../errors.js';
import type { Ruleset } from '../ruleset.js';
import type { Obj } from './read.js';

/**
 * What the checks have read so far, passed from each to the next in the order of the state's
 * fields: the header (read by `readHeader`, never changed), then what each check of the table
 * fills for the ones after it (the players still in, where the pieces stand, …).
 */
export interface Checked {
  /** The state, a plain object with the right keys. */
  readonly s: Obj;
  readonly rules: Ruleset;
  /** 2024-12 (rulings R50–R67): facings, Fortifications on edges, a powered cannon, a Medic. */
  readonly v2024: boolean;
  /** 2026-06 (rulings R31–R48): the fields, bounds and invariants that differ from 2025-01. */
  readonly v2026: boolean;
  /** The ruling a player out of the game breaks by still owning a piece. */
  readonly goneOut: RuleRef;
  /** The number of players. */
  readonly n: number;
  readonly planetCount: number;
  readonly turnLimit: number | null;
  readonly status: string;
  readonly firstPlayer: number;
  readonly currentPlayer: number;
  readonly turn: number;
  readonly actionsThisTurn: number;
  /** 2026-06 (ruling R31); `null` elsewhere. */
  readonly placesFirst: number | null;
  /** 2026-06 (ruling R47); 0 elsewhere. */
  readonly captured: number;

  /** By seat: still in the game (players). */
  readonly inGame: boolean[];
  /** By planet: the owner of the Fortification on each space, or `null` (planets). */
  readonly forts: (readonly (number | null)[])[];
  /** By planet: destroyed (planets). */
  readonly destroyed: boolean[];
  /** How many Fortifications stand, on spaces or edges (planets). */
  fortCount: number;
  nextRoverId: number;
  rovers: readonly unknown[];
  /** The Rover id on each `planet * SPACES + space` (rovers). */
  readonly roverAt: Map<number, number>;
  /** By seat: has a Rover that keeps them in (rovers). */
  readonly hasRover: boolean[];
  buildings: readonly unknown[];
  /** By seat: has a Factory (buildings). */
  readonly hasFactory: boolean[];
  /** By seat: the points of their Treasury, if they have one (buildings). */
  readonly treasuryPoints: (number | undefined)[];
}

/** One named check of a state: reads `c.s`, throws `Broken` at the first problem. */
export type StateCheck = (c: Checked) => void;
