import { describe, expect, it } from 'vitest';
import { U_MARK, UNDO } from '../../../src/core/_internals/frames.js';
import { Marks } from '../../../src/core/_internals/marks.js';

// Ids 0..9; stamps from 11 (above every id); a small limit, so that the counter wraps in a test.
const IDS = 10;
const FIRST = IDS + 1;

/** Marks with the plies' undo entries that CoreGame keeps for them, by depth. */
function opened(marks: Marks) {
  const undo = new Int32Array(16 * UNDO);
  return {
    marks,
    enter: (depth: number) => marks.enter(undo, depth * UNDO + U_MARK),
    leave: (depth: number) => marks.leave(undo[depth * UNDO + U_MARK]!),
  };
}

function listedAt(marks: Marks): number[] {
  return Array.from({ length: IDS }, (_, id) => id).filter((id) => marks.listed(id));
}

describe('Marks', () => {
  it('keeps a listing through a make and its unmake, and not in the child', () => {
    // Arrange
    const { marks, enter, leave } = opened(new Marks(new Int32Array(IDS), FIRST));
    marks.list(Int32Array.of(2, 5, 7), 3);

    // Act and Assert
    enter(0);
    expect(listedAt(marks)).toEqual([]);
    marks.list(Int32Array.of(3), 1);
    leave(0);
    expect(listedAt(marks)).toEqual([2, 5, 7]);
  });

  it("forgets a parent's mark that a child's listing overwrote, and never accepts the child's", () => {
    // Arrange
    const { marks, enter, leave } = opened(new Marks(new Int32Array(IDS), FIRST));
    marks.list(Int32Array.of(2, 5), 2);

    // Act: the child lists 5 and 6; back in the parent, then in another child.
    enter(0);
    marks.list(Int32Array.of(5, 6), 2);
    leave(0);
    const parent = listedAt(marks);
    enter(0);
    const sibling = listedAt(marks);

    // Assert
    expect(parent).toEqual([2]);
    expect(sibling).toEqual([]);
  });

  it('takes ids written over the marks (scratch) for no mark', () => {
    // Arrange: the scratch holds ids 0..9 in order, as a listing written into it would.
    const scratch = Int32Array.from({ length: IDS }, (_, k) => k);
    const marks = new Marks(scratch, FIRST);

    // Act and Assert
    expect(listedAt(marks)).toEqual([]);
  });

  it('accepts no stale id once the counter wraps: every mark is forgotten', () => {
    // Arrange: a limit a few stamps above the first, so that the counter reaches it.
    const limit = FIRST + 6;
    const { marks, enter, leave } = opened(new Marks(new Int32Array(IDS), FIRST, limit));
    // Stamps FIRST+1.. go to positions one ply deep; each lists its own id, then is unmade.
    const seen: number[][] = [];
    for (let k = 0; k < 20; k++) {
      enter(0);
      // Act: a new position (a new stamp): nothing listed in an earlier one counts.
      seen.push(listedAt(marks));
      marks.list(Int32Array.of(k % IDS), 1);
      leave(0);
    }

    // Assert: every new position started with no mark, across several wraps.
    expect(seen).toEqual(Array.from({ length: 20 }, () => []));
  });

  it('renew: the current position gets a new stamp, and no earlier mark counts, at the limit too', () => {
    // Arrange: a limit that the third renew reaches.
    const marks = new Marks(new Int32Array(IDS), FIRST, FIRST + 2);
    const seen: number[][] = [];
    for (let k = 0; k < 5; k++) {
      marks.list(Int32Array.of(k % IDS, (k + 3) % IDS), 2);
      // Act: another state loaded in the same arrays (reload.ts).
      marks.renew();
      seen.push(listedAt(marks));
    }

    // Assert
    expect(seen).toEqual(Array.from({ length: 5 }, () => []));
  });

  it('numbers the open plies again when the counter wraps: each keeps its own listing only', () => {
    // Arrange: stamps FIRST..FIRST + 4 given (the root, then two plies, twice), the last at
    // the limit, with the root and the two plies open, each listing one id.
    const limit = FIRST + 4;
    const { marks, enter, leave } = opened(new Marks(new Int32Array(IDS), FIRST, limit));
    enter(0);
    leave(0);
    enter(0);
    leave(0);
    marks.list(Int32Array.of(0), 1);
    enter(0);
    marks.list(Int32Array.of(1), 1);
    enter(1);
    marks.list(Int32Array.of(2), 1);

    // Act: the wrap comes with the next make; then back up, each position listing again.
    enter(2);
    const child = listedAt(marks);
    const after: number[][] = [];
    for (let depth = 2; depth >= 0; depth--) {
      leave(depth);
      after.push(listedAt(marks));
      marks.list(Int32Array.of(5 + depth), 1);
    }
    enter(0);
    const newChild = listedAt(marks);
    leave(0);

    // Assert: every mark forgotten at the wrap; then no two positions share a stamp.
    expect(child).toEqual([]);
    expect(after).toEqual([[], [], []]);
    expect(newChild).toEqual([]);
    expect(listedAt(marks)).toEqual([5]);
  });
});
