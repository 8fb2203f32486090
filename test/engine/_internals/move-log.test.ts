import { describe, expect, it } from 'vitest';
import { MoveLog } from '../../../src/engine/_internals/move-log.js';
import {
  applyAction,
  createGame,
  createRng,
  decodeAction,
  encodeAction,
  type GameState,
  type LastAction,
  legalActions,
} from '../../../src/index.js';

// A game's record log: moves made on the core are kept as ids and dice and replayed by the
// reducer when the record is asked for, in order with the moves the reducer made itself.

/** A random game by the reducer: every state, and each move's id and dice. */
function randomGame(seed: string, plies: number) {
  const rng = createRng(seed);
  const pick = createRng(`${seed}/pick`);
  const states: GameState[] = [createGame({ players: 3, turnLimit: 200 }, rng)];
  const moves: { id: number; faces: number[] }[] = [];
  for (let i = 0; i < plies && states.at(-1)!.status !== 'finished'; i++) {
    const state = states.at(-1)!;
    const actions = legalActions(state);
    const action = actions[(pick.d6() * 7919 + i) % actions.length]!;
    const id = encodeAction(state, action);
    const after = applyAction(state, decodeAction(state, id), rng, { freeze: false });
    moves.push({ id, faces: after.last!.dice.map((d) => d.value) });
    states.push(after);
  }
  return { states, moves };
}

describe('MoveLog', () => {
  it('gives every last, in order, whether the core or the reducer made each move', () => {
    // Arrange
    const { states, moves } = randomGame('log', 120);
    const log = new MoveLog(states[0]!);

    // Act: runs of core moves between reducer moves, with and without their ids
    moves.forEach(({ id, faces }, i) => {
      if (i % 7 === 3) log.pushState(states[i + 1]!, id, faces);
      else if (i % 11 === 5) log.pushState(states[i + 1]!, undefined, faces);
      else log.pushMove(id, faces);
    });
    const { lasts, state } = log.written();

    // Assert
    expect(moves.length).toBeGreaterThan(60);
    const expected: LastAction[] = states.slice(1).map((s) => s.last!);
    expect(JSON.stringify(lasts)).toBe(JSON.stringify(expected));
    expect(JSON.stringify(state)).toBe(JSON.stringify(states.at(-1)));
  });

  it('copies: moves added to the copy leave the original as it was', () => {
    // Arrange
    const { states, moves } = randomGame('copy', 20);
    const log = new MoveLog(states[0]!);
    for (const { id, faces } of moves.slice(0, 10)) log.pushMove(id, faces);

    // Act
    const copy = log.copy();
    for (const { id, faces } of moves.slice(10)) copy.pushMove(id, faces);

    // Assert
    expect(log.written().lasts).toHaveLength(10);
    expect(copy.written().lasts).toHaveLength(moves.length);
    expect(JSON.stringify(copy.written().state)).toBe(JSON.stringify(states.at(-1)));
  });
});
