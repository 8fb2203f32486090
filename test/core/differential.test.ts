import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, actionFields } from '../../src/rules/index.js';
import { boxedIn2025, type Policy, playDifferential } from './_helpers/differential.js';

// Every ply of ~300 games (2–6 players, 1–4 planets, random, steered and greedy play) is checked
// against the reducer (see _helpers/differential.ts). Kept short for a loaded machine;
// scripts/core-differential.ts plays far more.

interface Batch {
  readonly policy: Policy;
  readonly games: number;
  readonly plies: number;
  readonly turnLimit: number | null;
}

const BATCHES: readonly Batch[] = [
  { policy: 'random', games: 120, plies: 25, turnLimit: null },
  { policy: 'steered', games: 100, plies: 25, turnLimit: 12 },
  { policy: 'steered', games: 20, plies: 200, turnLimit: 150 },
  { policy: 'greedy', games: 16, plies: 30, turnLimit: null },
];

describe('the core against the reducer, 2025-01', () => {
  const counts = new Map<string, number>();

  it.each(BATCHES)('$games $policy games of up to $plies plies agree at every ply', (batch) => {
    // Arrange
    let plies = 0;

    // Act: playDifferential throws at the first ply where the two disagree.
    for (let g = 0; g < batch.games; g++) {
      const options = {
        players: 2 + (g % 5),
        planets: 1 + (g % 4),
        turnLimit: batch.turnLimit,
      };
      plies += playDifferential(
        options,
        `diff-${batch.policy}-${g}`,
        batch.policy,
        batch.plies,
        counts,
      );
    }

    // Assert
    expect(plies).toBeGreaterThan(batch.games);
  });

  it('12 random games from boxed-in positions (pass or Destroy first) agree at every ply', () => {
    // Arrange
    let plies = 0;

    // Act: the player to act can only pass or demolish their Factory (R13, R29).
    for (let g = 0; g < 12; g++) {
      const seed = `diff-boxed-${g}`;
      const start = boxedIn2025(seed, g % 6);
      plies += playDifferential(start.options, seed, 'random', 20, counts, start);
    }

    // Assert
    expect(plies).toBeGreaterThan(12);
  });

  it('reached every 2025-01 action type', () => {
    // Arrange
    const types = ACTION_TYPES.filter((t) => actionFields('2025-01', t) !== null);

    // Act
    const missing = types.filter((t) => (counts.get(t) ?? 0) === 0);

    // Assert
    console.info(
      `core differential, action types played: ${JSON.stringify(Object.fromEntries(counts))}`,
    );
    expect(missing).toEqual([]);
  });
});
