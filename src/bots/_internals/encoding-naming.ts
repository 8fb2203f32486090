import { board, spacesInRange } from '../../board/index.js';
import type { Action, GameState, ShotTarget } from '../../rules/index.js';

// How an action id names the things an action names: a space by its index among the playable
// spaces (or the HQs), a neighbour by its slot in `board.spaces[s].neighbors`, the acting Rover by
// the space it stands on, a Rover in orbit by its rank among the player's Rovers in orbit. Shared
// by the id forms of every ruleset (`encoding-2025-01.ts`, `encoding-2026-06.ts`,
// `encoding-2024-12.ts`).

/** How many of a player's Rovers in orbit `descend` can name (the lowest ids first). */
export const ORBIT_SLOTS = 8;

export const PLAYABLE = board.playableSpaces;
export const HQS = board.hqs;
/** Index of each space among the playable spaces (or the HQs), −1 when it is not one. */
export const PLAYABLE_INDEX = board.spaces.map((s) => PLAYABLE.indexOf(s.id));
export const HQ_INDEX = board.spaces.map((s) => HQS.indexOf(s.id));
/** Neighbour slots: `board.spaces[s].neighbors[slot]`; an HQ has 5, a triangle 3. */
export const SLOTS = 5;
/** The most spaces within shooting range of one space (a shot names one by its rank). */
export const RANGE_SLOTS = Math.max(...spacesInRange.map((r) => r.length));
export const TARGETS: readonly ShotTarget[] = ['rover', 'fortification', 'building'];

export function unencodable(action: Action, why: string): never {
  throw new RangeError(`cannot encode ${JSON.stringify(action)}: ${why}`);
}

/** Where the current player's Rover `id` stands, or `undefined` (not theirs, or in orbit). */
export function roverSpot(
  state: GameState,
  id: number,
): { planet: number; space: number } | undefined {
  for (const r of state.rovers) {
    if (r.id === id) {
      return r.owner === state.currentPlayer && r.location !== 'orbit' ? r.location : undefined;
    }
  }
  return undefined;
}

/** The current player's Rovers in orbit, lowest id first (`state.rovers` is sorted by id). */
export function orbitRovers(state: GameState): number[] {
  const ids: number[] = [];
  for (const r of state.rovers) {
    if (r.owner === state.currentPlayer && r.location === 'orbit') ids.push(r.id);
  }
  return ids;
}

/** The Rover of the current player at a spot, or an id no Rover has (so the action is illegal). */
export function roverAt(state: GameState, planet: number, space: number | undefined): number {
  for (const r of state.rovers) {
    const at = r.location;
    if (at !== 'orbit' && at.planet === planet && at.space === space) {
      return r.owner === state.currentPlayer ? r.id : state.nextRoverId;
    }
  }
  return state.nextRoverId;
}

/** The neighbour slot of `to` around `from`: its index in `board.spaces[from].neighbors`. */
export function slotOf(action: Action, from: number, to: number): number {
  const slot = board.spaces[from]!.neighbors.indexOf(to);
  return slot >= 0 ? slot : unencodable(action, `space ${to} is not next to space ${from}`);
}

/** The acting Rover's planet, its space, and the space's index among the playable ones. */
export function acting(
  state: GameState,
  action: Action,
  id: number,
): { planet: number; source: number; space: number } {
  const spot = roverSpot(state, id);
  if (!spot) unencodable(action, `Rover ${id} is no Rover of the player to act on a planet`);
  return { planet: spot.planet, source: PLAYABLE_INDEX[spot.space]!, space: spot.space };
}

export function neighbor(space: number, slot: number): number {
  return board.spaces[space]!.neighbors[slot] ?? space;
}

/** A planet an action names, checked against the game's planets. */
export function planetOf(state: GameState, action: Action, planet: number | undefined): number {
  if (planet === undefined || !Number.isInteger(planet)) unencodable(action, 'no planet named');
  if (planet < 0 || planet >= state.options.planets) unencodable(action, 'no such planet');
  return planet;
}
