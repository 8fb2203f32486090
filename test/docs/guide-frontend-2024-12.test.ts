import { describe, expect, it } from 'vitest';
import {
  applyAction,
  board,
  createGame,
  createRng,
  type GameState,
  legalActions,
  scriptedRng,
} from '../../src/index.js';
import { position24 } from '../rules/2024-12/_helpers/position.js';
import { arrowTarget, openEdges, wallsOf } from './guide-frontend/06-walls-and-facing.js';
import { steering } from './guide-frontend/07-steering.js';

// The 2024-12 snippets of docs/guide-frontend.md, run (test/docs/guides.test.ts checks that the
// files still mirror the guide's blocks).

/** A 2024-12 game after `n` random actions (or fewer, if it ends). */
function played(seed: string, n: number): GameState {
  const rng = createRng(seed);
  const choice = createRng(`${seed}/choice`);
  let state = createGame({ players: 2, ruleset: '2024-12' }, rng);
  for (let i = 0; i < n && state.status !== 'finished'; i++) {
    const actions = legalActions(state);
    state = applyAction(state, actions[(choice.d6() * 6 + choice.d6()) % actions.length]!, rng);
  }
  return state;
}

/** The corners two spaces share: the ends of the edge between them. */
function shared(a: number, b: number): number[] {
  return board.spaces[a]!.vertices.filter((v) => board.spaces[b]!.vertices.includes(v));
}

describe('docs/guide-frontend.md, 2024-12, run', () => {
  it('R56: lists every wall of a planet with its owner, its two spaces and the ends of its edge', () => {
    // Arrange
    const state = played('guide-walls', 120);
    const owners = state.planets[0]!.edgeFortifications!;

    // Act
    const walls = wallsOf(state, 0);

    // Assert
    expect(walls.length).toBeGreaterThan(0);
    expect(walls.map((w) => w.edge)).toEqual(
      owners.flatMap((owner, edge) => (owner === null ? [] : [edge])),
    );
    for (const wall of walls) {
      const [a, b] = wall.spaces;
      expect(wall.owner).toBe(owners[wall.edge]);
      expect(board.spaces[a!]!.neighbors).toContain(b);
      const corners = shared(a!, b!).map((v) => board.vertices[v]);
      expect([...wall.ends].sort()).toEqual([...corners].sort());
    }
    expect(wallsOf(createGame({ players: 2 }, createRng(1)), 0)).toEqual([]);
  });

  it('R52: points each Rover arrow at the middle of the edge it faces, none in orbit', () => {
    // Arrange
    const state = position24('p0: r1@26>36 r2@13>4 r3@orbit; p1: r4@73>81');

    // Act
    const targets = state.rovers.map(arrowTarget);

    // Assert
    for (const [i, rover] of state.rovers.entries()) {
      if (rover.location === 'orbit') {
        expect(targets[i]).toBeNull();
        continue;
      }
      const [a, b] = shared(rover.location.space, rover.facing!).map((v) => board.vertices[v]!);
      const middle = a!.map((x, k) => (x + b![k]!) / 2);
      for (const [k, x] of targets[i]!.entries()) expect(x).toBeCloseTo(middle[k]!, 12);
    }
    expect(targets[2]).toBeNull();
  });

  it('R56: finds the edges of an HQ still open, counter-clockwise as its neighbours', () => {
    // Arrange: three of HQ 26's five edges walled by player 0, one by player 1.
    const state = position24('p0: r1@26>7 f@26/16 f@26/36 f@26/22; p1: r2@40>35 f@26/41');

    // Act
    const open = openEdges(state, 0, 26, 0);

    // Assert
    expect(open.map((edge) => board.edges[edge]!.spaces)).toEqual([
      [26, 41],
      [7, 26],
    ]);
    expect(openEdges(state, 0, 26, 1)).toHaveLength(4);
  });

  it('R54, R55: gives the turns the Turn action makes, and the moves ahead by side', () => {
    // Arrange: r1 on triangle 13 facing 14 (free), r2 on HQ 26 facing 41.
    const state = position24('p0: r1@13>14 r2@26>41; p1: r3@40>35');

    // Act
    const one = steering(state, 1)!;
    const two = steering(state, 2)!;

    // Assert
    const turned = (direction: 'left' | 'right') =>
      applyAction(state, { type: 'turn', rover: 1, direction }, scriptedRng([])).rovers[0]!.facing;
    expect([one.turnLeft, one.turnRight]).toEqual([turned('left'), turned('right')]);
    expect(one.ahead).toBe(14);
    expect(one.moves.map((m) => [m.move.to, m.side])).toEqual([
      [14, 'left'],
      [14, 'right'],
    ]);
    // On a triangle the two facings ahead are its other two edges.
    expect(one.moves.map((m) => m.move.facing).sort()).toEqual(
      board.spaces[14]!.neighbors.filter((n) => n !== 13).sort(),
    );
    expect(two.moves).toHaveLength(2);
    expect(steering(state, 3)).not.toBeNull();
    expect(steering(position24('p0: r1@orbit; p1: r2@40>35'), 1)).toBeNull();
  });
});
