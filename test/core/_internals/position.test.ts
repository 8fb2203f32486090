import { describe, expect, it } from 'vitest';
import { Plies, U_SCALARS, UNDO } from '../../../src/core/_internals/frames.js';
import {
  ORBIT,
  Position,
  S_ACTIONS,
  S_CURRENT,
  S_TURN,
} from '../../../src/core/_internals/position.js';

// The shared position's bookkeeping that no ruleset sees: the Rover keys kept per id
// (toggleRoverKey) and the ply scalars saved with the ply instead of journalled (journal.ts).

function keyOf(pos: Position): { hi: number; lo: number } {
  return { hi: pos.hi, lo: pos.lo };
}

describe('Position', () => {
  it('keeps the key equal to the key from scratch through moves, unmakes and moves elsewhere', () => {
    // Arrange: two Rovers; each move's toggle out reads the key kept by the toggle in before it
    const pos = new Position(2, 1, 8);
    pos.addRover(1, 0, 2, 10);
    pos.addRover(2, 1, 2, 20);
    const start = pos.journalLength;
    const before = keyOf(pos);

    // Act and Assert: a move, then its unmake (the kept key is now of the place left) ...
    pos.moveRover(1, 11);
    expect(keyOf(pos)).toEqual(pos.computeKey());
    pos.rewind(start);
    pos.hi = before.hi;
    pos.lo = before.lo;
    expect(keyOf(pos)).toEqual(pos.computeKey());
    // ... then other moves of the same Rover: a stale kept key must not be read.
    pos.moveRover(1, 12);
    expect(keyOf(pos)).toEqual(pos.computeKey());
    pos.setRoverHp(1, 1);
    pos.moveRover(1, ORBIT);
    pos.moveRover(2, 21);
    expect(keyOf(pos)).toEqual(pos.computeKey());
    pos.removeRover(1);
    pos.addRover(3, 1, 2, 12);
    expect(keyOf(pos)).toEqual(pos.computeKey());
  });

  it('writes the ply scalars without journal entries, and the ply gives them back', () => {
    // Arrange
    const pos = new Position(2, 1, 8);
    const plies = new Plies(176);
    pos.setScalar(S_TURN, 7);
    const start = pos.journalLength;
    const before = keyOf(pos);

    // Act
    plies.push(start, pos.hi, pos.lo, pos.m);
    pos.setScalar(S_TURN, 8);
    pos.setScalar(S_CURRENT, 1);
    pos.setScalar(S_ACTIONS, 2);
    const written = pos.journalLength - start;
    pos.rewind(start);
    pos.restoreScalars(plies.undo, U_SCALARS);

    // Assert
    expect(written).toBe(0);
    expect([pos.m[S_TURN], pos.m[S_CURRENT], pos.m[S_ACTIONS]]).toEqual([7, 0, 0]);
    expect(pos.computeKey()).toEqual(before);
    expect(UNDO).toBeGreaterThanOrEqual(U_SCALARS + 4);
  });
});
