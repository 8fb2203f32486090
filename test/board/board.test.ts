import { describe, expect, it } from 'vitest';
import { board, type Space, spacesInRange } from '../../src/board/index.js';

describe('board is deeply frozen', () => {
  it('freezes the board, its lists and every space, vertex, edge and neighbour list', () => {
    // Arrange
    const parts: unknown[] = [
      board,
      board.spaces,
      board.vertices,
      board.edges,
      board.playableSpaces,
      board.hqs,
      board.southernHqs,
      board.playableNeighbors,
      ...board.spaces,
      ...board.spaces.flatMap((s) => [s.neighbors, s.vertices, s.center]),
      ...board.vertices,
      ...board.edges.flatMap((e) => [e, e.vertices, e.spaces]),
      ...board.playableNeighbors,
      spacesInRange,
      ...spacesInRange,
    ];

    // Act
    const thawed = parts.filter((p) => !Object.isFrozen(p));

    // Assert
    expect(thawed).toEqual([]);
  });

  it('throws on an attempt to change it (modules run in strict mode)', () => {
    // Arrange
    const space = board.spaces[0] as { -readonly [K in keyof Space]: Space[K] };
    const neighbors = board.spaces[0]!.neighbors as number[];

    // Act, Assert
    expect(() => {
      space.playable = false;
    }).toThrow(TypeError);
    expect(() => {
      neighbors.push(91);
    }).toThrow(TypeError);
    expect(board.spaces[0]!.playable).toBe(true);
    expect(board.spaces[0]!.neighbors).toEqual([1, 2, 3, 4, 5]);
  });
});
