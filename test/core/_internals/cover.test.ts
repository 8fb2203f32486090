import { describe, expect, it } from 'vitest';
import { board, entryCost, spacesWithin } from '../../../src/board/index.js';
import { coveredByChains } from '../../../src/core/_internals/cover.js';
import { Position } from '../../../src/core/_internals/position.js';
import { PATH_COST, SPACES } from '../../../src/core/_internals/tables.js';
import { createRng } from '../../../src/index.js';
import { coveredByChains as rulesCover } from '../../../src/rules/_internals/cover.js';

// Ruling R3 on the core's arrays against the rules' own search, over random Fortifications:
// the core prunes its search by PATH_COST, which must never change an answer.

describe('coveredByChains (core)', () => {
  it("answers as the rules' search for every shot within range 2 to 4, 60 random layouts", () => {
    for (let layout = 0; layout < 60; layout++) {
      // Arrange: about one playable space in four fortified, by seat 0 or 1.
      const rng = createRng(`cover-${layout}`);
      const forts: (number | null)[] = board.spaces.map(() => null);
      const pos = new Position(2, 1, 0);
      for (const s of board.playableSpaces) {
        const roll = rng.d6();
        if (roll > 2) continue;
        const owner = roll - 1;
        forts[s] = owner;
        pos.m[pos.oFort + s] = owner + 1;
      }
      const shooter = layout % 2;
      for (const range of [2, 3, 4]) {
        const within = spacesWithin(range);
        for (const from of board.playableSpaces) {
          for (const to of within[from]!) {
            // Act
            const core = coveredByChains(pos, 0, shooter, from, to, range);
            // Assert
            expect(core, `${layout}: ${from} to ${to}, range ${range}`).toBe(
              rulesCover(forts, shooter, from, to, range),
            );
          }
        }
      }
    }
  });

  it('keeps the least cost of each path: 0 to itself, else the best first step and the rest', () => {
    for (const a of board.playableSpaces) {
      for (const c of board.playableSpaces) {
        // Arrange: Bellman's equation over the playable neighbours (ruling R2's costs).
        const steps = board.playableNeighbors[a]!.map(
          (b) => entryCost(board, b) + PATH_COST[b * SPACES + c]!,
        );
        const least = a === c ? 0 : Math.min(255, ...steps);

        // Act and Assert
        expect(PATH_COST[a * SPACES + c], `${a} to ${c}`).toBe(least);
      }
    }
  });
});
