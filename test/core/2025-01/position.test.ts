import { describe, expect, it } from 'vitest';
import { coreContext } from '../../../src/core/_internals/access.js';
import type { Position2025 } from '../../../src/core/2025-01/position.js';
import { CoreGame } from '../../../src/core/index.js';
import { createGame, createRng } from '../../../src/index.js';

/** A 2025-01 core after `steps` random actions of a seeded game, on 2 planets. */
function played(seed: string, steps: number): CoreGame {
  const rng = createRng(seed);
  const core = CoreGame.fromState(createGame({ players: 3, planets: 2 }, rng));
  const ids = new Int32Array(core.maxLegalIds);
  for (let k = 0; k < steps && !core.isTerminal(); k++) {
    const n = core.legalIds(ids);
    core.make(ids[(k * 7919) % n]!, rng);
  }
  return core;
}

describe('Position2025', () => {
  it('keeps each seat Rover masks and Rovers in orbit as the Rovers are, and derivedProblem tells a difference', () => {
    // Arrange
    const core = played('position-2025', 120);
    const pos = coreContext(core).pos as Position2025;
    const before = core.derivedProblem();
    const seat = core.currentPlayer;

    // Act: one bit of the seat's Rover mask flipped, then its count in orbit changed.
    pos.m[pos.oRoverBits + seat * pos.piecesStride + 1]! ^= 1 << 7;
    const flipped = core.derivedProblem();
    pos.m[pos.oRoverBits + seat * pos.piecesStride + 1]! ^= 1 << 7;
    pos.m[pos.oOrbit + seat]! += 1;
    const orbit = core.derivedProblem();
    pos.m[pos.oOrbit + seat]! -= 1;

    // Assert
    expect(before).toBeNull();
    expect(flipped).toMatch(/Rover mask bit/);
    expect(orbit).toMatch(/in orbit, counted otherwise/);
    expect(core.derivedProblem()).toBeNull();
  });

  it('keeps them through make and unmake back to the start', () => {
    // Arrange
    const core = played('position-2025-unmake', 200);

    // Act
    const depth = core.depth;
    const problems: (string | null)[] = [];
    while (core.depth > 0) {
      core.unmake();
      if (core.depth % 10 === 0) problems.push(core.derivedProblem());
    }

    // Assert
    expect(depth).toBeGreaterThan(100);
    expect(problems.every((p) => p === null)).toBe(true);
  });
});
