import type { PlayerIndex, Structure } from './types.js';

// Every action may carry `player`: when present it must be the player to act (NOT_YOUR_TURN),
// which lets a transcribed game say who acted. `legalActions` omits it.
interface ActionBase {
  readonly player?: PlayerIndex;
}

/** Setup: place your Rover on an empty HQ of any planet (ruling R15). */
export interface PlaceAction extends ActionBase {
  readonly type: 'place';
  readonly planet: number;
  readonly space: number;
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
/** Your Factory produces a Rover on an adjacent space (ruling R9). */
export interface ProduceAction extends ActionBase {
  readonly type: 'produce';
  readonly space: number;
}
/** Your Factory repairs an adjacent Rover by 1 hit point (ruling R9). */
export interface RepairAction extends ActionBase {
  readonly type: 'repair';
  readonly rover: number;
}
/** Ready your Drill Cannon (ruling R10). */
export interface ReadyAction extends ActionBase {
  readonly type: 'ready';
}
/** Aim your ready Drill Cannon at a space of its planet (ruling R10). */
export interface AimAction extends ActionBase {
  readonly type: 'aim';
  readonly space: number;
}
/** Fire your ready, aimed Drill Cannon (ruling R10). */
export interface FireAction extends ActionBase {
  readonly type: 'fire';
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
  | EndTurnAction
  | PassAction;

/** The action types, in the order `legalActions` lists them. */
export type ActionType = Action['type'];

// A record, not an array, so that a type missing from the listing order is a compile error.
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
  endTurn: true,
  pass: true,
};

/** Every action type, in the order `legalActions` lists them. */
export const ACTION_TYPES: readonly ActionType[] = Object.keys(LISTING_ORDER) as ActionType[];
