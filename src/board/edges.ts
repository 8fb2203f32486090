import { board } from './board.js';

// The edges of the board as the 2024-12 rules read them (docs/rules/2024-12.md): a Rover faces an
// edge of its space, moves across it, turns to a neighbouring edge, and Fortifications stand on
// edges. Two spaces share at most one edge, so the rules name an edge of a Rover's space by the
// space across it (a Rover's facing is the space ahead), and any edge by its two spaces. Arrays
// index edges by their place in `board.edges` (0..149), which the board fixture pins
// (test/fixtures/board-adjacency.json), so edge ids are as stable as space ids.

/** Which way a Rover turns: left is counter-clockwise seen from outside the planet. */
export type TurnDirection = 'left' | 'right';

/**
 * What lies on either side of an edge: two playable spaces (`'playable'`, 120 edges), a playable
 * space and an off-board one (`'border'`, 10 edges, each between a triangle 71–75 or a southern
 * HQ and the off-board region), or two off-board spaces (`'offBoard'`, 20 edges).
 */
export type EdgeKind = 'playable' | 'border' | 'offBoard';

const EDGE_OF_PAIR = new Map<number, number>();
const SPACES = board.spaces.length;
board.edges.forEach((e, id) => {
  EDGE_OF_PAIR.set(e.spaces[0] * SPACES + e.spaces[1], id);
});

function pairEdge(a: number, b: number): number {
  return EDGE_OF_PAIR.get(a < b ? a * SPACES + b : b * SPACES + a) ?? -1;
}

/**
 * Per space id: the ids of its edges, in the order of `space.neighbors` (counter-clockwise seen
 * from outside): `spaceEdges[s][k]` is the edge between `vertices[k]` and `vertices[k + 1]`,
 * across which lies `neighbors[k]`. 5 edges for an HQ, 3 for a triangle. Frozen.
 *
 * @example
 * ```ts
 * import { board, spaceEdges } from 'globetrotter';
 * const k = board.spaces[26].neighbors.indexOf(16);
 * board.edges[spaceEdges[26][k]].spaces; // [16, 26]
 * ```
 */
export const spaceEdges: readonly (readonly number[])[] = Object.freeze(
  board.spaces.map((s) => Object.freeze(s.neighbors.map((n) => pairEdge(s.id, n)))),
);

/** Per edge id: its kind (see `EdgeKind`). */
export const edgeKinds: readonly EdgeKind[] = Object.freeze(
  board.edges.map((e): EdgeKind => {
    const playable = e.spaces.filter((s) => board.spaces[s]!.playable).length;
    return playable === 2 ? 'playable' : playable === 1 ? 'border' : 'offBoard';
  }),
);

/**
 * The edge across which spaces `a` and `b` meet, or `-1` when they share no edge (or either is
 * not a space id).
 *
 * @example
 * ```ts
 * edgeBetween(26, 16); // the id of the edge between HQ 26 and its neighbour 16
 * edgeBetween(0, 91); // -1: the poles share no edge
 * ```
 */
export function edgeBetween(a: number, b: number): number {
  // Out of range, a × 92 + b would name another pair: 0 and 98 would be 1 and 6.
  if (!isSpaceId(a) || !isSpaceId(b)) return -1;
  return pairEdge(a, b);
}

function isSpaceId(id: number): boolean {
  return Number.isInteger(id) && id >= 0 && id < SPACES;
}

/**
 * The space on the other side of `edge` from `space`: for a Rover on `space` facing `edge`, the
 * space ahead. `-1` when `edge` is not an edge of `space`.
 *
 * @example
 * ```ts
 * spaceAcross(edgeBetween(26, 16), 26); // 16
 * ```
 */
export function spaceAcross(edge: number, space: number): number {
  const e = board.edges[edge];
  if (e === undefined) return -1;
  return e.spaces[0] === space ? e.spaces[1] : e.spaces[1] === space ? e.spaces[0] : -1;
}

/**
 * The space a Rover on `space` facing `facing` (a neighbour of `space`: the space across the
 * faced edge) faces after one Turn (2024-12, ruling R55): the next neighbour to the left
 * (counter-clockwise seen from outside) or to the right. `-1` when `facing` is not a neighbour
 * of `space`.
 *
 * @example
 * ```ts
 * turnedFacing(26, turnedFacing(26, 16, 'left'), 'right'); // 16
 * ```
 */
export function turnedFacing(space: number, facing: number, direction: TurnDirection): number {
  const around = board.spaces[space]?.neighbors;
  const k = around?.indexOf(facing) ?? -1;
  if (around === undefined || k < 0) return -1;
  const n = around.length;
  return around[(k + (direction === 'left' ? 1 : n - 1)) % n]!;
}

/**
 * The facings a Rover may take after moving from `from` into its neighbour `to` (2024-12,
 * ruling R54): the two edges of `to` most nearly straight ahead, each named by the space across
 * it, `[left, right]` as the Rover sees them. On a triangle they are its two other edges; on an
 * HQ (a pentagon, with a corner opposite every edge) the two edges that meet at the corner
 * opposite the edge crossed. Empty when the two are not neighbours. docs/rules/2024-12.md draws
 * both cases.
 *
 * @example
 * ```ts
 * const [left, right] = facingsAhead(26, 16); // neighbours of 16
 * ```
 */
export function facingsAhead(from: number, to: number): readonly [number, number] | readonly [] {
  const around = board.spaces[to]?.neighbors;
  const k = around?.indexOf(from) ?? -1;
  if (around === undefined || k < 0) return [];
  const n = around.length;
  // Seen from outside with the crossed edge behind, the edges run counter-clockwise from it
  // through the Rover's right: slot k + ⌊n/2⌋ is ahead on the right, k + ⌈n/2⌉ ahead on the left.
  return [around[(k + Math.ceil(n / 2)) % n]!, around[(k + Math.floor(n / 2)) % n]!];
}
