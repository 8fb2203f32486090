import { describe, expect, it } from 'vitest';
import { boxedIn, type Policy2024, playDifferential2024 } from './_helpers/differential-2024-12.js';

// Every ply of ~300 2024-12 games (2–6 players, 1–3 planets; random, steered and greedy play) is
// checked against the reducer (see _helpers/differential-2024-12.ts). Kept short for a loaded
// machine; scripts/core-differential-2024-12.ts plays far more.

interface Batch {
  readonly policy: Policy2024;
  readonly games: number;
  readonly plies: number;
  readonly turnLimit: number | null;
}

const BATCHES: readonly Batch[] = [
  { policy: 'random', games: 120, plies: 20, turnLimit: null },
  { policy: 'steered', games: 100, plies: 25, turnLimit: 20 },
  { policy: 'steered', games: 24, plies: 160, turnLimit: 150 },
  { policy: 'greedy', games: 16, plies: 20, turnLimit: null },
];

/** The families of 2024-12 (R50, R67), a move into orbit counted apart. */
const FAMILIES = [
  'place',
  'move',
  'move (into orbit)',
  'turn',
  'fortify',
  'shoot',
  'build',
  'descend',
  'produce',
  'heal',
  'powerUp',
  'fire',
  'destroy',
  'pass',
];

describe('the core against the reducer, 2024-12', () => {
  const counts = new Map<string, number>();

  it.each(BATCHES)('$games $policy games of up to $plies plies agree at every ply', (batch) => {
    // Arrange
    let plies = 0;

    // Act: playDifferential2024 throws at the first ply where the two disagree.
    for (let g = 0; g < batch.games; g++) {
      const options = {
        players: 2 + (g % 5),
        planets: 1 + (g % 3),
        turnLimit: batch.turnLimit,
      };
      plies += playDifferential2024(
        options,
        `diff-2024-${batch.policy}-${g}`,
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
      const start = boxedIn(`diff-2024-boxed-${g}`, g % 6);
      plies += playDifferential2024(
        start.options,
        `diff-2024-boxed-${g}`,
        'random',
        20,
        counts,
        start,
      );
    }

    // Assert
    expect(plies).toBeGreaterThan(12);
  });

  it('reached every 2024-12 action family, players going out, a win and the turn limit', () => {
    // Act
    const missing = [...FAMILIES, 'event eliminated', 'event turnLimitReached', 'game won'].filter(
      (t) => (counts.get(t) ?? 0) === 0,
    );

    // Assert
    console.info(
      `core differential 2024-12, families played: ${JSON.stringify(Object.fromEntries(counts))}`,
    );
    expect(missing).toEqual([]);
  });
});
