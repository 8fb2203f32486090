import type { Board } from './types.js';

/**
 * The shooting range of the 2025-01 ruleset (ruling R2), kept for the public API.
 *
 * @deprecated The range is a number of the ruleset: read `rulesetOf(state).shootingRange`
 * (the board knows no rules; `spacesWithin(range)` takes the range as a parameter).
 */
export const SHOOTING_RANGE = 3;

/** Table entry for "no chain of playable spaces joins them". */
const UNREACHABLE = 255;

/** Cost of entering a space under ruling R2: an HQ counts 2, a triangle 1. */
export function entryCost(board: Board, id: number): number {
  return board.spaces[id]!.kind === 'hq' ? 2 : 1;
}

/**
 * All-pairs shooting distances over playable spaces (ruling R2), as a flat `n × n` table with
 * 255 for unreachable pairs and pairs involving an off-board space. Dijkstra from each playable
 * space; with small whole edge weights a simple bucket queue suffices. `cost` is the cost of
 * entering a space: R2's by default, `() => 1` for the fewest moves (the bots' race, R8).
 */
export function distanceTable(
  board: Board,
  cost: (id: number) => number = (id) => entryCost(board, id),
): Uint8Array {
  const n = board.spaces.length;
  const table = new Uint8Array(n * n).fill(UNREACHABLE);
  for (const from of board.playableSpaces) {
    const dist = table.subarray(from * n, from * n + n);
    dist[from] = 0;
    const buckets: number[][] = [[from]];
    for (let d = 0; d < buckets.length; d++) {
      for (const here of buckets[d] ?? []) {
        if (dist[here] !== d) continue;
        for (const next of board.playableNeighbors[here]!) {
          const nd = d + cost(next);
          if (nd < dist[next]!) {
            dist[next] = nd;
            const bucket = buckets[nd] ?? [];
            bucket.push(next);
            buckets[nd] = bucket;
          }
        }
      }
    }
  }
  return table;
}

/** Reads a table entry as a number, `Infinity` for unreachable. */
export function readDistance(table: Uint8Array, n: number, from: number, to: number): number {
  const d = table[from * n + to];
  return d === undefined || d === UNREACHABLE ? Number.POSITIVE_INFINITY : d;
}
