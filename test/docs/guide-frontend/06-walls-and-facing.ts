// Mirrors a code block of docs/guide-frontend.md; test/docs/guides.test.ts checks that it still
// does, and test/docs/guide-frontend-2024-12.test.ts runs it. Lines outside the block: exports
// for the test.
import { board, edgeBetween, type GameState, type Rover, spaceEdges } from '../../../src/index.js';

type Vec = readonly [number, number, number];

/** The walls of a planet: each Fortification on an edge, with the two ends of its edge. */
function wallsOf(state: GameState, planet: number) {
  const owners = state.planets[planet]!.edgeFortifications ?? []; // absent before 2024-12
  return owners.flatMap((owner, edge) => {
    if (owner === null) return [];
    const { vertices, spaces } = board.edges[edge]!;
    const ends = vertices.map((v) => board.vertices[v]!);
    return [{ edge, owner, spaces, ends }];
  });
}

/** Where a Rover's facing arrow points: the middle of the edge it faces, or null in orbit. */
function arrowTarget(rover: Rover): Vec | null {
  if (rover.location === 'orbit' || rover.facing === undefined) return null;
  const edge = edgeBetween(rover.location.space, rover.facing);
  const [a, b] = board.edges[edge]!.vertices.map((v) => board.vertices[v]!);
  return [(a![0] + b![0]) / 2, (a![1] + b![1]) / 2, (a![2] + b![2]) / 2];
}

/** The edges of a space still without a wall of `player`'s: what surrounds an HQ for Build. */
function openEdges(state: GameState, planet: number, space: number, player: number): number[] {
  const owners = state.planets[planet]!.edgeFortifications ?? [];
  return spaceEdges[space]!.filter((edge) => owners[edge] !== player);
}

export { arrowTarget, openEdges, wallsOf };
