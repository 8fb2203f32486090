import { describe, expect, it } from 'vitest';
import { observationSize, observe } from '../../src/bots/observe.js';
import type { GameState } from '../../src/rules/index.js';
import { STRUCTURES } from '../../src/rules/index.js';
import { playGame, uniformChooser } from '../rules/_helpers/random-game.js';
import { position26 } from '../rules/2026-06/_helpers/position.js';

// observe in 2026-06 (docs/bots.md, "2026-06 observation"): its own planes and features, hit
// points scaled by the ruleset's most, values in 0..1.

const SPACES = 92;

/** Index of a 2026-06 space plane value: planet-major, then channel, then space id. */
function at(players: number, planet: number, channel: number, space: number): number {
  const planeSize = (8 * players + 1) * SPACES + 2 + 3 * players;
  return planet * planeSize + channel * SPACES + space;
}

/** Index of seat k's per-planet feature f (0 orbit Rovers, 1 their hp, 2 cannon ready). */
function planetSeat(players: number, planet: number, k: number, f: number): number {
  return at(players, planet, 8 * players + 1, 0) + 2 + 3 * k + f;
}

describe('observationSize in 2026-06', () => {
  it('is planets × ((8n + 1) × 92 + 2 + 3n) + 8n + 9, planets from the players', () => {
    // Act, Assert
    expect(observationSize({ players: 2, ruleset: '2026-06' })).toBe(17 * 92 + 8 + 16 + 9);
    expect(observationSize({ players: 4, ruleset: '2026-06' })).toBe(
      2 * (33 * 92 + 2 + 12) + 32 + 9,
    );
    expect(observationSize({ players: 2 })).toBe(1405);
  });
});

describe('observe in 2026-06', () => {
  it('scales Rover hit points by 3 and shows Factory points, orbits per planet and ready cannons', () => {
    // Arrange: 4 players, 2 planets; p0 a Rover at 2 hp, a Factory with 3 points, a Rover in
    // orbit of planet 1, a ready cannon on planet 1; p1 captured points to spend.
    const state = position26(
      'p0: r1@26:2 r2@orbit1 factory@27[points=3] drillCannon@1.28[ready]; p1: r3@40; p2: r4@41; p3: r5@1.40',
      { players: 4, captured: 2 },
    );

    // Act
    const x = observe(state, 0);
    const y = observe(state, 1);

    // Assert
    expect(x).toHaveLength(observationSize(state.options));
    expect(x[at(4, 0, 0, 26)]).toBeCloseTo(2 / 3);
    expect(x[at(4, 0, 2 * 4 + STRUCTURES.indexOf('factory'), 27)]).toBe(1);
    expect(x[at(4, 0, 7 * 4 + 1, 27)]).toBeCloseTo(3 / 5);
    expect(y[at(4, 0, 7 * 4 + 1 + 3, 27)]).toBeCloseTo(3 / 5);
    expect(x[planetSeat(4, 1, 0, 0)]).toBeCloseTo(1 / 8);
    expect(x[planetSeat(4, 1, 0, 1)]).toBeCloseTo(3 / 24);
    expect(x[planetSeat(4, 0, 0, 0)]).toBe(0);
    expect(x[planetSeat(4, 1, 0, 2)]).toBe(1);
    expect(x[planetSeat(4, 0, 0, 2)]).toBe(0);
    expect(x[x.length - 2]).toBeCloseTo(2 / 3);
    expect(x[x.length - 1]).toBe(0);
  });

  it('stays in 0..1 over random 2026-06 games', () => {
    // Arrange
    const states: GameState[] = [];
    for (const [seed, players] of [
      [31, 2],
      [32, 4],
    ] as const) {
      playGame(
        { seed, players, planets: 1, turnLimit: 40, ruleset: '2026-06' },
        uniformChooser(seed),
        { onStep: ({ before }) => states.push(before) },
      );
    }

    // Act, Assert
    for (const state of states) {
      for (let p = 0; p < state.players.length; p++) {
        const x = observe(state, p);
        expect(x).toHaveLength(observationSize(state.options));
        for (const v of x) if (!(v >= 0 && v <= 1)) expect.fail(`value ${v} out of 0..1`);
      }
    }
    // The pending choice of a two-player game shows at its start.
    const first = observe(states[0]!, 0);
    expect(first[first.length - 1]).toBe(1);
  });
});
