import { describe, expect, it } from 'vitest';
import { edgeKinds } from '../../../src/board/index.js';
import { PLAYABLE } from '../../../src/core/_internals/tables.js';
import { coveredByEdges } from '../../../src/core/2024-12/cover.js';
import { EDGES, RANGE } from '../../../src/core/2024-12/layout.js';
import { Position2024 } from '../../../src/core/2024-12/position.js';
import { coveredByWalls, rulesetNamed } from '../../../src/rules/index.js';

const RANGE_2024 = rulesetNamed('2024-12').shootingRange;

/** A small xorshift, so that the walls are the same on every run. */
function xorshift(seed: number): (n: number) => number {
  let x = seed | 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Three seats' Fortifications on about `count` edges of planet 0, in the core and as walls. */
function walled(seed: number, count: number): { pos: Position2024; walls: (number | null)[] } {
  const next = xorshift(seed);
  const pos = new Position2024(3, 1, 10);
  const walls: (number | null)[] = new Array(EDGES).fill(null);
  for (let k = 0; k < count; k++) {
    const edge = next(EDGES);
    // Only edges between two playable spaces hold Fortifications (R51): the others stay empty.
    if (edgeKinds[edge] !== 'playable') continue;
    const owner = next(3);
    walls[edge] = owner;
    pos.addEdgeFort(0, edge, owner);
  }
  return { pos, walls };
}

describe('coveredByEdges (2024-12 core, R58)', () => {
  it('finds an open chain to every space in range of an empty planet', () => {
    // Arrange
    const pos = new Position2024(2, 1, 10);

    // Act
    const covered: string[] = [];
    for (const from of PLAYABLE) {
      for (let k = 0; k < RANGE.count[from]!; k++) {
        const to = RANGE.target[from * RANGE.slots + k]!;
        if (coveredByEdges(pos, 0, 0, from, to)) covered.push(`${from}→${to}`);
      }
    }

    // Assert: what the search's shortcut (no enemy Fortification near: not covered) rests on.
    expect(covered).toEqual([]);
  });

  it('agrees with the reducer on every pair in range and some beyond, sparse to dense walls', () => {
    for (const [seed, count] of [
      [1, 0],
      [2, 1],
      [3, 3],
      [4, 8],
      [5, 20],
      [6, 60],
      [7, 150],
    ] as const) {
      // Arrange
      const { pos, walls } = walled(seed, count);
      const next = xorshift(seed * 7919);

      // Act
      const differ: string[] = [];
      let checked = 0;
      for (const from of PLAYABLE) {
        const targets: number[] = [];
        for (let k = 0; k < RANGE.count[from]!; k++)
          targets.push(RANGE.target[from * RANGE.slots + k]!);
        // A few spaces beyond range too: the search answers them, the shortcut does not apply.
        for (let k = 0; k < 3; k++) targets.push(PLAYABLE[next(PLAYABLE.length)]!);
        for (const to of targets) {
          for (let shooter = 0; shooter < 3; shooter++) {
            checked++;
            const core = coveredByEdges(pos, 0, shooter, from, to);
            if (core !== coveredByWalls(walls, shooter, from, to, RANGE_2024))
              differ.push(`walls ${seed}: ${shooter} ${from}→${to}`);
          }
        }
      }

      // Assert
      expect(checked).toBeGreaterThan(2500);
      expect(differ).toEqual([]);
    }
  });
});
