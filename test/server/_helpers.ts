import {
  type Action,
  applyAction,
  createGame,
  createRng,
  type GameRecord,
  type GameState,
  legalActions,
  parseEntry,
  scriptedRng,
  stateHash,
} from '../../src/index.js';

/** A legal action for `state` chosen by `pick` (deterministic: the test's own counter). */
export function pickAction(state: GameState, pick: number): Action {
  const actions = legalActions(state);
  return actions[pick % actions.length]!;
}

/**
 * The same game through the reducer: the record's options, its roll-off and every action
 * with the dice the server rolled. Returns the final state.
 */
export function reducerGame(record: GameRecord): GameState {
  let state = createGame(record.options, scriptedRng(record.rollOff));
  for (const entry of record.actions) {
    const { action, dice } = parseEntry(entry as string, state);
    state = applyAction(state, action, scriptedRng(dice));
  }
  return state;
}

/** The same game played with the seed the server revealed at the end. */
export function seededGame(record: GameRecord): GameState {
  const rng = createRng(record.seed!);
  let state = createGame(record.options, rng);
  for (const entry of record.actions) {
    state = applyAction(state, parseEntry(entry as string, state).action, rng);
  }
  return state;
}

export { stateHash };
