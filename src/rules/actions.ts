import type { TurnDirection } from '../board/index.js';
import type { PlayerIndex, Structure } from './vocabulary.js';

// Every action may carry `player`: when present it must be the player to act (NOT_YOUR_TURN),
// which lets a transcribed game say who acted. `legalActions` omits it.
interface ActionBase {
  readonly player?: PlayerIndex;
}

/**
 * Setup: place your Rover on an empty HQ of any planet (ruling R15). In 2026-06, place your
 * Factory on the empty HQ `space` and your Rover on `roverSpace`, a space next to it (ruling R32).
 * In 2024-12 the Rover faces `facing` (ruling R66).
 */
export interface PlaceAction extends ActionBase {
  readonly type: 'place';
  readonly planet: number;
  readonly space: number;
  /** 2026-06 only (and required there): where the Rover goes, next to the Factory's HQ. */
  readonly roverSpace?: number;
  /**
   * 2024-12 only (and required there): the neighbour of `space` the new Rover faces, which names
   * the edge it faces (ruling R52).
   */
  readonly facing?: number;
}
/**
 * Setup, 2026-06 with two players: the roll-off winner chooses to place first or second
 * (ruling R31).
 */
export interface ChooseAction extends ActionBase {
  readonly type: 'choose';
  readonly placeFirst: boolean;
}
/**
 * Move a Rover to an adjacent space (ruling R5). In 2024-12 `to` is the space ahead, the one
 * the Rover faces (ruling R53), and `facing` its new facing (R54).
 */
export interface MoveAction extends ActionBase {
  readonly type: 'move';
  readonly rover: number;
  readonly to: number;
  /**
   * 2024-12 only (and required there): the neighbour of `to` the Rover faces after the move, one
   * of the two most nearly straight ahead (`facingsAhead`, ruling R54).
   */
  readonly facing?: number;
}
/**
 * A Rover places a Fortification on an adjacent space (ruling R6). In 2024-12 on an edge of its
 * own space: the edge between the Rover's space and `space` (ruling R56).
 */
export interface FortifyAction extends ActionBase {
  readonly type: 'fortify';
  readonly rover: number;
  readonly space: number;
}
/** 2024-12: a Rover turns to face the next edge of its space, left or right (ruling R55). */
export interface TurnAction extends ActionBase {
  readonly type: 'turn';
  readonly rover: number;
  readonly direction: TurnDirection;
}
/** What a shot aims at in the target space. */
export type ShotTarget = 'rover' | 'fortification' | 'building';
/**
 * A Rover shoots an enemy piece within range (rulings R2–R4). In 2024-12 a Fortification stands
 * on an edge: `target: 'fortification'` names it by its two spaces, `space` and `across`, the
 * lower id first (ruling R57).
 */
export interface ShootAction extends ActionBase {
  readonly type: 'shoot';
  readonly rover: number;
  readonly space: number;
  readonly target: ShotTarget;
  /** 2024-12 only, with `target: 'fortification'` (and required then): see above. */
  readonly across?: number;
}
/**
 * Build a structure on a surrounded HQ; a Rover on the HQ first moves to `moveTo` (ruling R7).
 * In 2024-12 that move is a Move (the space the Rover faces) and names its new `facing` (R59).
 */
export interface BuildAction extends ActionBase {
  readonly type: 'build';
  readonly structure: Structure;
  readonly planet: number;
  readonly space: number;
  readonly moveTo?: number;
  /** 2024-12 only, with `moveTo` (and required then): the moved Rover's new facing (R54, R59). */
  readonly facing?: number;
}
/**
 * A Rover in orbit descends onto a planet (ruling R8). In 2024-12 it faces `facing`, a neighbour
 * of `space` (ruling R61).
 */
export interface DescendAction extends ActionBase {
  readonly type: 'descend';
  readonly rover: number;
  readonly planet: number;
  readonly space: number;
  /** 2024-12 only (and required there): the neighbour of `space` the Rover faces (R52). */
  readonly facing?: number;
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
  /** 2024-12 only (and required there): the neighbour of `space` the new Rover faces (R62). */
  readonly facing?: number;
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
/**
 * Fire your ready, aimed Drill Cannon (ruling R10). In 2024-12 fire your powered-up cannon at an
 * enemy Rover (`target: 'rover'` and its `space`) or an enemy Fortification (`target:
 * 'fortification'`, the edge between `space` and `across`, lower id first) of its planet (R63).
 */
export interface FireAction extends ActionBase {
  readonly type: 'fire';
  /** 2026-06 only (and required there): the planet of the cannon. */
  readonly planet?: number;
  /** 2024-12 only (and required there): the space of the target. */
  readonly space?: number;
  /**
   * 2024-12 only (and required there): what the cannon fires at, a Rover or a Fortification
   * (`'building'` is well formed and refused: Buildings are no target of a Fire, ruling R63).
   */
  readonly target?: ShotTarget;
  /** 2024-12 only, with `target: 'fortification'` (and required then). */
  readonly across?: number;
}
/** 2024-12: your Drill Cannon powers up by one of the three actions it needs (ruling R63). */
export interface PowerUpAction extends ActionBase {
  readonly type: 'powerUp';
}
/** 2024-12: a Rover next to its owner's Medic heals 1 hit point (ruling R60). */
export interface HealAction extends ActionBase {
  readonly type: 'heal';
  readonly rover: number;
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
  | TurnAction
  | HealAction
  | PowerUpAction
  | EndTurnAction
  | PassAction;

/** The action types, in the order `legalActions` lists them. */
export type ActionType = Action['type'];

// A record, not an array, so that a type missing from the listing order is a compile error.
// Types a ruleset does not have are never legal in it (and malformed there, ruling R28); those
// added for 2026-06 and then 2024-12 come after every 2025-01 type but endTurn and pass, so
// 2025-01's listing order is unchanged.
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
  turn: true,
  heal: true,
  powerUp: true,
  endTurn: true,
  pass: true,
};

/** Every action type, in the order `legalActions` lists them. */
export const ACTION_TYPES: readonly ActionType[] = Object.keys(LISTING_ORDER) as ActionType[];
