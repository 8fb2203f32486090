// Mirrors a code block of docs/guide-frontend.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: exports for the test.
import { type Action, type GameState, legalActions, targetSpace } from '../../../src/index.js';

/** The Rover of the player to act on a space, if any. */
function roverOn(state: GameState, planet: number, space: number) {
  return state.rovers.find(
    (r) =>
      r.owner === state.currentPlayer &&
      r.location !== 'orbit' &&
      r.location.planet === planet &&
      r.location.space === space,
  );
}

/** What the Rover can do, by target space: where it can move, fortify, shoot, descend. */
function roverOptions(state: GameState, roverId: number): Map<number, Action[]> {
  const bySpace = new Map<number, Action[]>();
  for (const a of legalActions(state, { rover: roverId })) {
    const target = targetSpace(a); // a move's `to`, the others' `space`; null for `repair`
    if (target !== null) bySpace.set(target, [...(bySpace.get(target) ?? []), a]);
  }
  return bySpace;
}

export { roverOn, roverOptions };
