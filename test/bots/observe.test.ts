import { describe, expect, it } from 'vitest';
import { board } from '../../src/board/index.js';
import { observationSize, observe } from '../../src/bots/observe.js';
import type { GameState } from '../../src/rules/index.js';
import { STRUCTURES } from '../../src/rules/index.js';
import { withPlanet } from '../rules/_helpers/play.js';
import { position } from '../rules/_helpers/position.js';
import { biasedChooser, playGame } from '../rules/_helpers/random-game.js';

// observe(state, player): a fixed-length Float32Array, values in 0..1, seats relative to the
// observer (layout in docs/bots.md).

const SPACES = 92;

/** Index of a space plane value: planet-major, then channel, then space id. */
function at(players: number, planet: number, channel: number, space: number): number {
  const planeSize = (7 * players + 1) * SPACES + 2;
  return planet * planeSize + channel * SPACES + space;
}

/** The same position with every seat moved on by `k` (player p becomes p + k). */
function rotateSeats(state: GameState, k: number): GameState {
  const n = state.players.length;
  const to = (p: number) => (p + k) % n;
  const players = new Array(n);
  state.players.forEach((p, i) => {
    players[to(i)] = p;
  });
  return {
    ...state,
    firstPlayer: to(state.firstPlayer),
    currentPlayer: to(state.currentPlayer),
    players,
    planets: state.planets.map((p) => ({
      ...p,
      fortifications: p.fortifications.map((f) => (f === null ? null : to(f))),
    })),
    rovers: state.rovers.map((r) => ({ ...r, owner: to(r.owner) })),
    buildings: state.buildings.map((b) => ({ ...b, owner: to(b.owner) })),
    winners: state.winners.map(to),
  };
}

const games = [
  { seed: 21, players: 2, planets: 1 },
  { seed: 22, players: 3, planets: 2 },
  { seed: 23, players: 5, planets: 1 },
];
const positions: GameState[] = [];
for (const g of games) {
  const played = playGame({ ...g, turnLimit: 100 }, biasedChooser(g.seed), {
    onStep: ({ before, index }) => {
      if (index % 5 === 0) positions.push(before);
    },
  });
  positions.push(played.final);
}

describe('observationSize', () => {
  it('is planets × ((7 × players + 1) × 92 + 2) + 8 × players + 7', () => {
    // Act, Assert
    expect(observationSize({ players: 2 })).toBe(1405);
    expect(observationSize({ players: 3, planets: 2 })).toBe(2 * (22 * 92 + 2) + 24 + 7);
  });
});

describe('observe', () => {
  it('has the fixed length, every value in 0..1', () => {
    for (const state of positions) {
      for (let p = 0; p < state.players.length; p++) {
        // Act
        const x = observe(state, p);

        // Assert
        expect(x).toHaveLength(observationSize(state.options));
        expect(x.every((v) => Number.isFinite(v) && v >= 0 && v <= 1)).toBe(true);
      }
    }
  });

  it('puts each piece in its documented place, seats relative to the observer', () => {
    // Arrange: player 1 observes; player 0 is seat 1 to them.
    const base = position(
      'p0: r1@6:3 f@7 factory@0:4 drillCannon@26[ready,aim=40]; p1: r2@40:2 r3@orbit:4 treasury@27[points=2] f@41',
      { current: 1, turnLimit: 200, turn: 50 },
    );
    const state = withPlanet(base, 0, { cannonShots: 13 });
    const n = 2;

    // Act
    const x = observe(state, 1);

    // Assert: space planes.
    expect(x[at(n, 0, 0, 40)]).toBeCloseTo(2 / 5); // own Rover hp
    expect(x[at(n, 0, 1, 6)]).toBeCloseTo(3 / 5); // seat 1's Rover hp
    expect(x[at(n, 0, n + 0, 41)]).toBe(1); // own Fortification
    expect(x[at(n, 0, n + 1, 7)]).toBe(1); // seat 1's Fortification
    const building = (seat: number, s: string) => 2 * n + 4 * seat + STRUCTURES.indexOf(s as never);
    expect(x[at(n, 0, building(1, 'factory'), 0)]).toBeCloseTo(4 / 5);
    expect(x[at(n, 0, building(0, 'treasury'), 27)]).toBe(1);
    expect(x[at(n, 0, 6 * n + 1, 40)]).toBe(1); // seat 1's cannon aims at 40
    expect(x[at(n, 0, 7 * n, board.southPole)]).toBe(0); // not playable
    expect(x[at(n, 0, 7 * n, 0)]).toBe(1);
    // Planet, seats, global.
    const planetEnd = at(n, 0, 7 * n + 1, 0);
    expect([x[planetEnd], x[planetEnd + 1]]).toEqual([0, 1]);
    const seat = (k: number) => Array.from(x.slice(planetEnd + 2 + 8 * k, planetEnd + 10 + 8 * k));
    expect(seat(0)).toEqual([1, 1, 0, 0, 1 / 8, 4 / 40, 2 / 3, 0].map(Math.fround));
    expect(seat(1)).toEqual([1, 0, 1, 0, 0, 0, 0, 1]);
    const global = Array.from(x.slice(planetEnd + 18));
    expect(global).toEqual([0, 1, 0, 0, 50 / 200, 1, 50 / 1000].map(Math.fround));
  });

  it('sees a position the same from the same relative seat, whoever sits there', () => {
    for (const state of positions.filter((_, i) => i % 3 === 0)) {
      const n = state.players.length;
      for (let k = 1; k < n; k++) {
        // Arrange
        const rotated = rotateSeats(state, k);

        // Act, Assert
        for (let p = 0; p < n; p++) {
          const seen = observe(rotated, (p + k) % n);
          const expected = observe(state, p);
          // toEqual on long typed arrays is slow: only for the message when they differ.
          if (!seen.every((v, i) => v === expected[i])) expect(seen).toEqual(expected);
        }
      }
    }
  });

  it('refuses a seat that is not in the game', () => {
    // Arrange
    const state = position('p0: r1@6; p1: r2@40');

    // Act, Assert
    expect(() => observe(state, 2)).toThrow(RangeError);
  });
});
