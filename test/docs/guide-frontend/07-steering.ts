// Mirrors a code block of docs/guide-frontend.md; test/docs/guides.test.ts checks that it still
// does, and test/docs/guide-frontend-2024-12.test.ts runs it. Lines outside the block: exports
// for the test.
import {
  type Action,
  facingsAhead,
  type GameState,
  legalActions,
  type MoveAction,
  turnedFacing,
} from '../../../src/index.js';

/** What a selected Rover steers by: its two turns, and its moves ahead labelled by side. */
function steering(state: GameState, roverId: number) {
  const rover = state.rovers.find((r) => r.id === roverId);
  if (!rover || rover.location === 'orbit' || rover.facing === undefined) return null;
  const { space } = rover.location;
  const [left, right] = facingsAhead(space, rover.facing);
  const moves = legalActions(state).filter(
    (a: Action): a is MoveAction => a.type === 'move' && a.rover === roverId,
  );
  return {
    turnLeft: turnedFacing(space, rover.facing, 'left'), // what it faces after turning left
    turnRight: turnedFacing(space, rover.facing, 'right'),
    ahead: rover.facing, // the one space a move goes to
    // One button per legal move; none into a Rover, a Building or an enemy wall.
    moves: moves.map((move) => ({
      move,
      side: move.facing === left ? 'left' : move.facing === right ? 'right' : 'into orbit',
    })),
  };
}

export { steering };
