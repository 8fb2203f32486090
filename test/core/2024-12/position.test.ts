import { describe, expect, it } from 'vitest';
import { ORBIT } from '../../../src/core/_internals/position.js';
import { SPACES } from '../../../src/core/_internals/tables.js';
import { EDGE_WORDS, WORDS } from '../../../src/core/2024-12/bits.js';
import { Position2024 } from '../../../src/core/2024-12/position.js';

/** Two seats on two planets: Rovers, a Building and Fortifications, some moved or removed. */
function played(): Position2024 {
  const pos = new Position2024(2, 2, 10);
  pos.addRover(1, 0, 3, 10);
  pos.addRover(2, 1, 3, SPACES + 40);
  pos.addRover(3, 1, 3, 50);
  pos.moveRover(1, 11);
  pos.moveRover(3, SPACES + 50);
  pos.addBuilding(4 + 1, 1, 12, 2);
  pos.addEdgeFort(0, 33, 0);
  pos.addEdgeFort(1, 100, 1);
  pos.addEdgeFort(0, 33, 1);
  pos.addEdgeFort(1, 149, 0);
  pos.removeEdgeFort(1, 100);
  pos.removeRover(2);
  pos.addRover(4, 0, 3, ORBIT);
  pos.addRover(5, 0, 3, 20);
  pos.moveRover(5, ORBIT);
  pos.addRover(6, 1, 3, ORBIT);
  pos.moveRover(4, 21);
  pos.removeRover(6);
  return pos;
}

describe('Position2024 piece and Fortification masks', () => {
  it('follow the pieces through adds, moves and removals', () => {
    // Arrange, Act
    const pos = played();
    const m = pos.m;
    const bit = (at: number, x: number) => (m[at + (x >> 5)]! >>> (x & 31)) & 1;
    const pieces = (p: number, planet: number) => pos.oPieces + (p * 2 + planet) * WORDS;
    const walls = (p: number, planet: number) => pos.oWalls + (p * 2 + planet) * EDGE_WORDS;

    // Assert
    expect(pos.derivedProblem()).toBeNull();
    expect([bit(pieces(0, 0), 10), bit(pieces(0, 0), 11)]).toEqual([0, 1]);
    expect([bit(pieces(1, 1), 40), bit(pieces(1, 1), 50), bit(pieces(1, 0), 50)]).toEqual([
      0, 1, 0,
    ]);
    expect(bit(pieces(1, 1), 12)).toBe(1);
    expect([bit(walls(0, 0), 33), bit(walls(1, 0), 33)]).toEqual([0, 1]);
    expect([bit(walls(1, 1), 100), bit(walls(0, 1), 149)]).toEqual([0, 1]);
    expect([m[pos.oInOrbit]!, m[pos.oInOrbit + 1]!]).toEqual([1, 0]);
    expect([bit(pieces(0, 0), 20), bit(pieces(0, 0), 21)]).toEqual([0, 1]);
  });

  it('are checked by derivedProblem, which names a wrong bit', () => {
    // Arrange
    const pos = played();
    const piece = played();

    const orbit = played();

    // Act: one bit of each kind, and a count, changed behind the position's back.
    orbit.m[orbit.oInOrbit + 1] = 2;
    pos.m[pos.oWalls + (1 * 2 + 0) * EDGE_WORDS + 1]! ^= 1 << 1;
    piece.m[piece.oPieces + (0 * 2 + 1) * WORDS + 2]! ^= 1 << 3;

    // Assert
    expect(pos.derivedProblem()).toBe(
      'seat 1, planet 0, edge 33: its Fortification mask bit differs',
    );
    expect(piece.derivedProblem()).toBe('seat 0, planet 1, space 67: its piece mask bit differs');
    expect(orbit.derivedProblem()).toBe('seat 1: 0 Rovers in orbit, kept 2');
  });
});
