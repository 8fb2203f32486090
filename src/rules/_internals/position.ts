import { board } from '../../board/index.js';
import type { Building, GameState, Location, PlayerIndex, Rover, Structure } from '../types.js';

// Read-only questions about a position, shared by the checks, the legal-action lists and the
// reducer so the three can never disagree.

/** Playable neighbours of each space, ascending (legal-action lists are sorted by id). */
export const SORTED_NEIGHBORS: readonly (readonly number[])[] = board.playableNeighbors.map((ns) =>
  [...ns].sort((a, b) => a - b),
);

export function roverById(state: GameState, id: number): Rover | undefined {
  for (const r of state.rovers) if (r.id === id) return r;
  return undefined;
}

export function roverAt(state: GameState, planet: number, space: number): Rover | undefined {
  for (const r of state.rovers) {
    const at = r.location;
    if (at !== 'orbit' && at.space === space && at.planet === planet) return r;
  }
  return undefined;
}

export function buildingAt(state: GameState, planet: number, space: number): Building | undefined {
  for (const b of state.buildings) if (b.space === space && b.planet === planet) return b;
  return undefined;
}

export function buildingOf<S extends Structure>(
  state: GameState,
  owner: PlayerIndex,
  structure: S,
): Extract<Building, { structure: S }> | undefined {
  for (const b of state.buildings) {
    if (b.owner === owner && b.structure === structure)
      return b as Extract<Building, { structure: S }>;
  }
  return undefined;
}

export function fortificationAt(
  state: GameState,
  planet: number,
  space: number,
): PlayerIndex | null {
  return state.planets[planet]!.fortifications[space] ?? null;
}

export function isAdjacent(a: number, b: number): boolean {
  return board.playableNeighbors[a]!.includes(b);
}

/** Ruling R8: a space bordering a Fortification of another player (off-board borders excepted, R18). */
export function bordersEnemyFortification(
  state: GameState,
  player: PlayerIndex,
  at: Location,
): boolean {
  const forts = state.planets[at.planet]!.fortifications;
  for (const n of board.playableNeighbors[at.space]!) {
    const owner = forts[n];
    if (owner !== null && owner !== undefined && owner !== player) return true;
  }
  return false;
}

export function roverName(id: number): string {
  return `r${id}`;
}

export function spaceName(planet: number, space: number, planets: number): string {
  return planets > 1 ? `space ${space} of planet ${planet}` : `space ${space}`;
}
