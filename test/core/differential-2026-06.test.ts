import { describe, expect, it } from 'vitest';
import {
  boxedIn2026,
  type Policy2026,
  playDifferential2026,
} from './_helpers/differential-2026-06.js';

// Every ply of 300 2026-06 games (2–6 players, so 1–3 planets by ruling R33; random, steered
// and greedy play) is checked against the reducer (see _helpers/differential-2026-06.ts). Kept
// short for a loaded machine; scripts/core-differential-2026-06.ts plays far more.

interface Batch {
  readonly policy: Policy2026;
  readonly games: number;
  readonly plies: number;
  readonly turnLimit: number | null;
}

const BATCHES: readonly Batch[] = [
  { policy: 'random', games: 140, plies: 20, turnLimit: null },
  { policy: 'steered', games: 100, plies: 25, turnLimit: 20 },
  { policy: 'steered', games: 24, plies: 160, turnLimit: 150 },
  { policy: 'greedy', games: 24, plies: 20, turnLimit: null },
];

/** The families of 2026-06 (R30–R49), a move into orbit counted apart. */
const FAMILIES = [
  'choose',
  'place',
  'move',
  'move (into orbit)',
  'fortify',
  'shoot',
  'build',
  'descend',
  'orbit',
  'produce',
  'repair',
  'ready',
  'aim',
  'fire',
  'save',
  'decommission',
  'endTurn',
  'pass',
];

describe('the core against the reducer, 2026-06', () => {
  const counts = new Map<string, number>();

  it.each(BATCHES)('$games $policy games of up to $plies plies agree at every ply', (batch) => {
    // Arrange
    let plies = 0;

    // Act: playDifferential2026 throws at the first ply where the two disagree.
    for (let g = 0; g < batch.games; g++) {
      const options = { players: 2 + (g % 5), turnLimit: batch.turnLimit };
      plies += playDifferential2026(
        options,
        `diff-2026-${batch.policy}-${g}`,
        batch.policy,
        batch.plies,
        counts,
      );
    }

    // Assert
    expect(plies).toBeGreaterThan(batch.games);
  });

  it('12 random games from boxed-in positions (pass or Decommission first) agree at every ply', () => {
    // Arrange
    let plies = 0;

    // Act: the player to act has only a Factory without points (R39: pass or decommission).
    for (let g = 0; g < 12; g++) {
      const start = boxedIn2026(`diff-2026-boxed-${g}`, 2 + (g % 5));
      plies += playDifferential2026(
        start.options,
        `diff-2026-boxed-${g}`,
        'random',
        20,
        counts,
        start,
      );
    }

    // Assert
    expect(plies).toBeGreaterThan(12);
  });

  it('reached every 2026-06 action family, players going out, a win and the turn limit', () => {
    // Act
    const missing = [...FAMILIES, 'event eliminated', 'event turnLimitReached', 'game won'].filter(
      (t) => (counts.get(t) ?? 0) === 0,
    );

    // Assert
    console.info(
      `core differential 2026-06, families played: ${JSON.stringify(Object.fromEntries(counts))}`,
    );
    expect(missing).toEqual([]);
  });
});
