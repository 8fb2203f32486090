import type { PlayerIndex, Structure } from './types.js';

// Every action may carry `player`: when present it must be the player to act (NOT_YOUR_TURN),
// which lets a transcribed game say who acted. `legalActions` omits it.
interface ActionBase {
  readonly player?: PlayerIndex;
}

/**
 * Setup: place your Rover on an empty HQ of any planet (ruling R15). In 2026-06, place your
 * Factory on the empty HQ `space` and your Rover on `roverSpace`, a space next to it (ruling R32).
 */
export interface PlaceAction extends ActionBase {
  readonly type: 'place';
  readonly planet: number;
  readonly space: number;
  /** 2026-06 only (and required there): where the Rover goes, next to the Factory's HQ. */
  readonly roverSpace?: number;
}
/**
 * Setup, 2026-06 with two players: the roll-off winner chooses to place first or second
 * (ruling R31).
 */
export interface ChooseAction extends ActionBase {
  readonly type: 'choose';
  readonly placeFirst: boolean;
}
/** Move a Rover to an adjacent space (ruling R5). */
export interface MoveAction extends ActionBase {
  readonly type: 'move';
  readonly rover: number;
  readonly to: number;
}
/** A Rover places a Fortification on an adjacent space (ruling R6). */
export interface FortifyAction extends ActionBase {
  readonly type: 'fortify';
  readonly rover: number;
  readonly space: number;
}
/** What a shot aims at in the target space. */
export type ShotTarget = 'rover' | 'fortification' | 'building';
/** A Rover shoots an enemy piece within range (rulings R2–R4). */
export interface ShootAction extends ActionBase {
  readonly type: 'shoot';
  readonly rover: number;
  readonly space: number;
  readonly target: ShotTarget;
}
/** Build a structure on a surrounded HQ; a Rover on the HQ first moves to `moveTo` (ruling R7). */
export interface BuildAction extends ActionBase {
  readonly type: 'build';
  readonly structure: Structure;
  readonly planet: number;
  readonly space: number;
  readonly moveTo?: number;
}
/** A Rover in orbit descends onto a planet (ruling R8). */
export interface DescendAction extends ActionBase {
  readonly type: 'descend';
  readonly rover: number;
  readonly planet: number;
  readonly space: number;
}
/**
 * Your Factory produces a Rover on an adjacent space (ruling R9). In 2026-06 (Manufacture, ruling
 * R43) `planet` names the planet whose Factory produces it (a player has one per planet).
 */
export interface ProduceAction extends ActionBase {
  readonly type: 'produce';
  /** 2026-06 only (and required there): the planet of the producing Factory. */
  readonly planet?: number;
  readonly space: number;
}
/** Your Factory repairs an adjacent Rover by 1 hit point (ruling R9). */
export interface RepairAction extends ActionBase {
  readonly type: 'repair';
  readonly rover: number;
}
/**
 * Ready your Drill Cannon (ruling R10). In 2026-06 a player may have one per planet, and
 * `planet` names which (ruling R45); so for Aim and Fire.
 */
export interface ReadyAction extends ActionBase {
  readonly type: 'ready';
  /** 2026-06 only (and required there): the planet of the cannon. */
  readonly planet?: number;
}
/** Aim your ready Drill Cannon at a space of its planet (ruling R10). */
export interface AimAction extends ActionBase {
  readonly type: 'aim';
  /** 2026-06 only (and required there): the planet of the cannon. */
  readonly planet?: number;
  readonly space: number;
}
/** Fire your ready, aimed Drill Cannon (ruling R10). */
export interface FireAction extends ActionBase {
  readonly type: 'fire';
  /** 2026-06 only (and required there): the planet of the cannon. */
  readonly planet?: number;
}
/** Store an action point in your Treasury and end the turn (ruling R11). */
export interface SaveAction extends ActionBase {
  readonly type: 'save';
}
/** Demolish one of your Buildings (ruling R12). */
export interface DestroyAction extends ActionBase {
  readonly type: 'destroy';
  readonly structure: Structure;
}
/** 2026-06: a Rover in orbit moves to the orbit of another planet (ruling R40). */
export interface OrbitAction extends ActionBase {
  readonly type: 'orbit';
  readonly rover: number;
  readonly planet: number;
}
/**
 * 2026-06: remove your own Building or your own Fortification from `space` of `planet`
 * (ruling R38); it replaces 2025-01's Destroy.
 */
export interface DecommissionAction extends ActionBase {
  readonly type: 'decommission';
  readonly planet: number;
  readonly space: number;
}
/** End the turn instead of spending another Treasury point (ruling R11). */
export interface EndTurnAction extends ActionBase {
  readonly type: 'endTurn';
}
/** Pass: legal only when you have no other legal action (ruling R13). */
export interface PassAction extends ActionBase {
  readonly type: 'pass';
}

/** Every action, discriminated on `type`. */
export type Action =
  | PlaceAction
  | ChooseAction
  | MoveAction
  | FortifyAction
  | ShootAction
  | BuildAction
  | DescendAction
  | ProduceAction
  | RepairAction
  | ReadyAction
  | AimAction
  | FireAction
  | SaveAction
  | DestroyAction
  | OrbitAction
  | DecommissionAction
  | EndTurnAction
  | PassAction;

/** The action types, in the order `legalActions` lists them. */
export type ActionType = Action['type'];

// A record, not an array, so that a type missing from the listing order is a compile error.
// Types a ruleset does not have are never legal in it (and malformed there, ruling R28); those
// added for 2026-06 come after every 2025-01 type but endTurn and pass, so 2025-01's listing
// order is unchanged.
const LISTING_ORDER: Readonly<Record<ActionType, true>> = {
  place: true,
  move: true,
  fortify: true,
  shoot: true,
  build: true,
  descend: true,
  produce: true,
  repair: true,
  ready: true,
  aim: true,
  fire: true,
  save: true,
  destroy: true,
  choose: true,
  orbit: true,
  decommission: true,
  endTurn: true,
  pass: true,
};

/** Every action type, in the order `legalActions` lists them. */
export const ACTION_TYPES: readonly ActionType[] = Object.keys(LISTING_ORDER) as ActionType[];
