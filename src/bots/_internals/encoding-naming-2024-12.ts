import { board, edgeBetween, edgeKinds, facingsAhead, spacesWithin } from '../../board/index.js';
import type { Action, Building, GameState, Rover, Structure } from '../../rules/index.js';
import { rulesetNamed } from '../../rules/index.js';
import { unencodable } from './encoding-naming.js';

// How 2024-12's action ids name what its rules add (docs/rules/2024-12.md): the space a Rover
// faces (R52, R53) and the facings ahead after a move (R54), Fortifications by edge (R56, R57,
// R67), and a player's one Building of a kind (R59). encoding-2024-12.ts numbers the actions
// with them.

/**
 * Per space id: the edges between two playable spaces (only those hold Fortifications, R51)
 * with either space within 2024-12's shooting range of it or the space itself (R57), ascending.
 */
export const EDGES_IN_RANGE: readonly (readonly number[])[] = (() => {
  const within = spacesWithin(rulesetNamed('2024-12').shootingRange);
  return board.spaces.map((s) => {
    const near = new Set([s.id, ...within[s.id]!]);
    return board.edges.flatMap((e, id) =>
      edgeKinds[id] === 'playable' && (near.has(e.spaces[0]) || near.has(e.spaces[1])) ? [id] : [],
    );
  });
})();
export const EDGE_RANGE_SLOTS = Math.max(...EDGES_IN_RANGE.map((r) => r.length));

/** The edge a Fortification target names (`space`/`across`), or a RangeError. */
export function namedEdge(action: Action, space: number, across: number | undefined): number {
  const edge = across === undefined ? -1 : edgeBetween(space, across);
  return edge >= 0 ? edge : unencodable(action, 'no edge between its space and across');
}

/** The two spaces of an edge, lower first, as the rules name a Fortification target (R67). */
export function edgeSpaces(edge: number): readonly [number, number] {
  return board.edges[edge]!.spaces;
}

/** The Rover of the current player on a space, or `undefined`. */
function ownRoverOn(state: GameState, planet: number, space: number): Rover | undefined {
  for (const r of state.rovers) {
    const at = r.location;
    if (r.owner === state.currentPlayer && at !== 'orbit' && at.planet === planet) {
      if (at.space === space) return r;
    }
  }
  return undefined;
}

/**
 * Where a Rover on `space` would move (the space it faces, R53), for the current player's Rover
 * there; the first neighbour when none stands there (its move is then illegal anyway).
 */
export function aheadOf(state: GameState, planet: number, space: number): number {
  return ownRoverOn(state, planet, space)?.facing ?? board.spaces[space]!.neighbors[0]!;
}

/** The index of `facing` among the two facings ahead after crossing `from` → `to` (R54). */
export function aheadChoice(action: Action, from: number, to: number, facing: number): number {
  const k = (facingsAhead(from, to) as readonly number[]).indexOf(facing);
  return k >= 0 ? k : unencodable(action, `facing ${facing} is not ahead after ${from} to ${to}`);
}

/** The current player's Building of a kind, anywhere (one of each per game in 2024-12). */
export function ownBuilding(state: GameState, structure: Structure): Building | undefined {
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === structure) return b;
  }
  return undefined;
}
