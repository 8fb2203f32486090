import { describe, expect, it } from 'vitest';
import { board, edgeBetween } from '../../src/board/index.js';
import { observationSize, observe } from '../../src/bots/observe.js';
import type { GameState } from '../../src/rules/index.js';
import { biasedChooser, playGame } from '../rules/_helpers/random-game.js';
import { position24 } from '../rules/2024-12/_helpers/position.js';

// observe in 2024-12 (docs/bots.md, "2024-12 observation"): facings, Fortifications on edges,
// the Medic and the cannon's power, in a layout of its own; every value in 0..1.

const SPACES = 92;
const EDGES = 150;
const KINDS = ['spacePort', 'factory', 'drillCannon', 'medic'];

/** Index of a 2024-12 space plane value: planet-major, then channel, then space id. */
function at(players: number, planet: number, channel: number, space: number): number {
  const planeSize = (10 * players + 1) * SPACES + EDGES * players;
  return planet * planeSize + channel * SPACES + space;
}

/** Index of seat k's Fortification on an edge of a planet. */
function edgeAt(players: number, planet: number, k: number, edge: number): number {
  return at(players, planet, 10 * players + 1, 0) + k * EDGES + edge;
}

/** Index of seat k's per-seat feature f (6: the cannon's power). */
function seatAt(players: number, planets: number, k: number, f: number): number {
  return at(players, planets, 0, 0) + 7 * k + f;
}

describe('observationSize in 2024-12', () => {
  it('R52, R56: is planets × ((10n + 1) × 92 + 150n) + 7n + 6; other rulesets keep theirs', () => {
    // Act, Assert
    expect(observationSize({ players: 2, ruleset: '2024-12' })).toBe(21 * 92 + 300 + 14 + 6);
    expect(observationSize({ players: 3, planets: 2, ruleset: '2024-12' })).toBe(
      2 * (31 * 92 + 450) + 21 + 6,
    );
    expect(observationSize({ players: 2 })).toBe(1405);
    expect(observationSize({ players: 2, ruleset: '2026-06' })).toBe(1597);
  });
});

describe('observe in 2024-12', () => {
  it('R52, R56, R60, R63: shows hit points, facing slots, edge Fortifications, the Medic and cannon power', () => {
    // Arrange: p0's Rover on 26 facing 41 at 3 hp, a Fortification on 26/16, a Medic on 27 and a
    // cannon at power 2 on 28; p1's Rover on 40 facing 55 and a Fortification on 40/35.
    const state = position24(
      'p0: r1@26>41:3 f@26/16 medic@27 drillCannon@28:4[power=2]; p1: r2@40>55 f@40/35',
    );

    // Act
    const x = observe(state, 0);
    const y = observe(state, 1);

    // Assert
    expect(x).toHaveLength(observationSize(state.options));
    expect(x[at(2, 0, 0, 26)]).toBeCloseTo(3 / 5);
    expect(y[at(2, 0, 1, 26)]).toBeCloseTo(3 / 5);
    const slot26 = board.spaces[26]!.neighbors.indexOf(41);
    const slot40 = board.spaces[40]!.neighbors.indexOf(55);
    expect(x[at(2, 0, 2 + slot26, 26)]).toBe(1);
    expect(x[at(2, 0, 2 + 5 + slot40, 40)]).toBe(1);
    expect(y[at(2, 0, 2 + slot40, 40)]).toBe(1);
    expect(x[at(2, 0, 2 + ((slot26 + 1) % 5), 26)]).toBe(0);
    expect(x[at(2, 0, 12 + KINDS.indexOf('medic'), 27)]).toBe(1);
    expect(x[at(2, 0, 12 + KINDS.indexOf('drillCannon'), 28)]).toBeCloseTo(4 / 5);
    expect(y[at(2, 0, 12 + 4 + KINDS.indexOf('medic'), 27)]).toBe(1);
    expect(x[at(2, 0, 20, 26)]).toBe(1);
    expect(x[at(2, 0, 20, 80)]).toBe(0);
    expect(x[edgeAt(2, 0, 0, edgeBetween(26, 16))]).toBe(1);
    expect(x[edgeAt(2, 0, 1, edgeBetween(40, 35))]).toBe(1);
    expect(y[edgeAt(2, 0, 0, edgeBetween(40, 35))]).toBe(1);
    expect(x[edgeAt(2, 0, 1, edgeBetween(26, 16))]).toBe(0);
    expect(x[seatAt(2, 1, 0, 6)]).toBeCloseTo(2 / 3);
    expect(y[seatAt(2, 1, 1, 6)]).toBeCloseTo(2 / 3);
    expect(x[seatAt(2, 1, 1, 6)]).toBe(0);
    expect(x[seatAt(2, 1, 0, 1)]).toBe(1);
    expect(x[x.length - 5]).toBe(1);
  });

  it('stays in 0..1 over random 2024-12 games, with one planet and two', () => {
    // Arrange
    const states: GameState[] = [];
    for (const [seed, players, planets] of [
      [51, 2, 1],
      [52, 3, 2],
    ] as const) {
      playGame(
        { seed, players, planets, turnLimit: 40, ruleset: '2024-12' },
        biasedChooser(seed, ['build', 'powerUp', 'fortify', 'produce', 'heal'], 0.6),
        { onStep: ({ before, after }) => states.push(before, after) },
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
  });
});
