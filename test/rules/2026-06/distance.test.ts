import { describe, expect, it } from 'vitest';
import { board, entryCost, shotDistance } from '../../../src/board/index.js';
import { rulesetNamed } from '../../../src/rules/index.js';

// Ruling R34: distance as R2 (chains of playable spaces, the target counted and the shooter's
// space not, an HQ counting 2), range 3. The 2026-06 text drops "cannot be moved or shot
// through" for the off-board region; whether chains may pass its 16 spaces changes no in-range
// pair on this board (VERSIONS.md), so the library keeps the chains on playable spaces.

/** Shortest chain costs from `from`, entering spaces by R2's costs, over `allowed` spaces. */
function costsFrom(from: number, allowed: (id: number) => boolean): number[] {
  const dist = new Array<number>(board.spaces.length).fill(Number.POSITIVE_INFINITY);
  dist[from] = 0;
  const queue = [from];
  // Costs are 1 or 2: a few relaxation passes settle them (the board has 92 spaces).
  while (queue.length > 0) {
    const here = queue.shift()!;
    for (const next of board.spaces[here]!.neighbors) {
      if (!allowed(next)) continue;
      const d = dist[here]! + entryCost(board, next);
      if (d < dist[next]!) {
        dist[next] = d;
        queue.push(next);
      }
    }
  }
  return dist;
}

describe('2026-06 distance (R34)', () => {
  it('R34: chains through the 16 off-board spaces change no in-range pair of playable spaces', () => {
    // Arrange
    const range = rulesetNamed('2026-06').shootingRange;
    const offBoard = board.spaces.filter((s) => !s.playable).length;
    const changed: string[] = [];

    // Act
    for (const from of board.playableSpaces) {
      const playable = costsFrom(from, (id) => board.spaces[id]!.playable);
      const anywhere = costsFrom(from, () => true);
      for (const to of board.playableSpaces) {
        if (playable[to]! <= range !== anywhere[to]! <= range) changed.push(`${from}-${to}`);
      }
    }

    // Assert
    expect(offBoard).toBe(16);
    expect(changed).toEqual([]);
  });

  it("R34: the library's shooting distance is the chain over playable spaces", () => {
    // Arrange
    const from = 7;

    // Act
    const costs = costsFrom(from, (id) => board.spaces[id]!.playable);

    // Assert: entering the HQ 26 from 7 costs 2, a triangle 1.
    for (const to of board.playableSpaces) expect(shotDistance(from, to)).toBe(costs[to]);
  });
});
