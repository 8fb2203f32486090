import { board } from '../../board/index.js';
import { B_HP, B_POINTS, type Position, STRUCTURE_KINDS } from '../_internals/position.js';

// What 2026-06 keeps beyond the shared position (src/core/_internals/position.ts): a Building
// slot per seat, structure and planet (ruling R37: one of each per planet), the orbited planet
// of a Rover in orbit and its changed-orbit mark (R40) in its place, the points captured from a
// Treasury this turn (R47) and who places first (R31) in two free scalars. The masks and counts
// the listings read are Position2026's (position-masks.ts).

export const SPACE_PORT = 0;
export const FACTORY = 1;
export const DRILL_CANNON = 2;
export const TREASURY = 3;
export const ROVER_HP = 3;
export const BUILDING_HP = 5;
export const TREASURY_CAPACITY = 3;
/** Ruling R42: a Factory holds at most 5 build points; Manufacture takes 5, Repair 1. */
export const FACTORY_MAX = 5;
export const MANUFACTURE = 5;
export const REPAIR = 1;
/** Ruling R47: at most 4 actions in a turn. */
export const MAX_ACTIONS = 4;

/** Scalars: captured points (R47); the seat placing first + 1, 0 while it is chosen (R31). */
export const S_CAPTURED = 14;
export const S_PLACES_FIRST = 15;

/** The place of a Rover orbiting `planet` (below 0; ORBIT itself for planet 0, unmarked). */
export function orbitPlace(planet: number, transferred: boolean): number {
  return -1 - (planet * 2 + (transferred ? 1 : 0));
}

/** The planet orbited from a place below 0. */
export function orbitedPlanet(loc: number): number {
  return (-1 - loc) >> 1;
}

/** Whether a place below 0 carries the changed-orbit mark (R40). */
export function isTransferred(loc: number): boolean {
  return ((-1 - loc) & 1) === 1;
}

/** The slot of `player`'s Building of `kind` on `planet`. */
export function slotOf(pos: Position, player: number, kind: number, planet: number): number {
  return (player * STRUCTURE_KINDS + kind) * pos.planets + planet;
}

export function ownerOfSlot(pos: Position, slot: number): number {
  return Math.floor(slot / (STRUCTURE_KINDS * pos.planets));
}

export function kindOfSlot(pos: Position, slot: number): number {
  return Math.floor(slot / pos.planets) % STRUCTURE_KINDS;
}

/** The slot of `player`'s Treasury (one in all, R37), or −1. */
export function treasurySlot(pos: Position, player: number): number {
  const first = slotOf(pos, player, TREASURY, 0);
  for (let planet = 0; planet < pos.planets; planet++)
    if (pos.m[pos.building(first + planet) + B_HP]! > 0) return first + planet;
  return -1;
}

/** Points stored in `player`'s Treasury (0 without one). */
export function storedPoints(pos: Position, player: number): number {
  const slot = treasurySlot(pos, player);
  return slot < 0 ? 0 : pos.m[pos.building(slot) + B_POINTS]!;
}

/** Per space, its playable neighbours ascending (the order the reducer walks them). */
export const SORTED_NEIGHBORS: readonly Int32Array[] = board.spaces.map((s) =>
  Int32Array.from(s.playable ? board.playableNeighbors[s.id]! : []).sort(),
);

/**
 * Per space, the index (in HQS) of the playable HQ next to it, or −1: a space touches at most
 * one (HQs are never adjacent, and each triangle borders at most one pentagon), so the build
 * sites a player oversees (ruling R37) are found from their Rovers.
 */
export const HQ_NEXT_TO: Int32Array = Int32Array.from(board.spaces, (s) => {
  const hqs = (s.playable ? board.playableNeighbors[s.id]! : []).filter(
    (n) => board.spaces[n]!.kind === 'hq',
  );
  if (hqs.length > 1) throw new Error(`core: space ${s.id} touches ${hqs.length} HQs`);
  return hqs.length === 0 ? -1 : board.hqs.indexOf(hqs[0]!);
});
