import { describe, expect, it } from 'vitest';
import { WEIGHTS } from '../../../src/bots/_internals/evaluate-weights.js';
import { rebuildPoints } from '../../../src/bots/_internals/rebuild.js';
import { position } from '../../rules/_helpers/position.js';

// A Building whose HQ is ringed by its owner's pieces can be demolished and built again at full
// hit points (rulings R12, R7): mctsBot counts its lost hit points as recoverable.

describe('rebuildPoints (mctsBot)', () => {
  it('R7, R12: counts the lost hit points of a Building ringed by Fortifications and Rovers', () => {
    // Arrange: HQ 64's playable neighbours are 49, 68, 74 and 54.
    const state = position('p0: r1@49 r2@68 f@74 f@54 factory@64:2; p1: r3@40');

    // Act / Assert
    expect(rebuildPoints(state)).toEqual([3 * WEIGHTS.buildingHp, 0]);
  });

  it('counts nothing once the ring has a gap, or for a Building at full hit points', () => {
    // Arrange
    const gap = position('p0: r1@49 r2@68 f@74 factory@64:2; p1: r3@40');
    const enemyInRing = position('p0: r1@49 r2@68 f@74 factory@64:2; p1: r3@54');
    const whole = position('p0: r1@49 r2@68 f@74 f@54 factory@64; p1: r3@40');

    // Act / Assert
    expect(rebuildPoints(gap)).toEqual([0, 0]);
    expect(rebuildPoints(enemyInRing)).toEqual([0, 0]);
    expect(rebuildPoints(whole)).toEqual([0, 0]);
  });
});
