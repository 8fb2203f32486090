import { describe, expect, it } from 'vitest';
import { perft } from '../../../src/core/index.js';
import type { GameState } from '../../../src/index.js';
import { referencePerft } from './positions.js';

// The pinned perft counts of both rulesets' perft tests: per position and depth 1 to 3, the core
// and the slow reference perft (over legalActions and actionOutcomes) both find the counts.

/** A position whose perft counts are pinned. */
export interface Pinned {
  readonly name: string;
  readonly state: () => GameState;
  /** Leaves, nodes and chance nodes at depths 1, 2, 3. */
  readonly counts: readonly (readonly [number, number, number])[];
}

/** One test per pinned position and depth (call inside the ruleset's `describe`). */
export function pinnedPerftTests(pinned: readonly Pinned[]): void {
  describe.each(pinned)('$name', ({ state, counts }) => {
    it.each([1, 2, 3])(
      'depth %i: the pinned counts, as the reference perft finds them',
      (depth) => {
        // Arrange
        const position = state();
        const [leaves, nodes, chanceNodes] = counts[depth - 1]!;

        // Act
        const core = perft(position, depth);
        const reference = referencePerft(position, depth);

        // Assert
        expect([core.leaves, core.nodes, core.chanceNodes]).toEqual([leaves, nodes, chanceNodes]);
        expect([reference.leaves, reference.nodes, reference.chanceNodes]).toEqual([
          leaves,
          nodes,
          chanceNodes,
        ]);
        expect(core.probabilityError).toBeLessThan(1e-12);
        expect(reference.probabilityError).toBeLessThan(1e-12);
      },
    );
  });
}
