// Mirrors a code block of docs/guide-frontend.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: exports for the test.
import {
  type Action,
  applyAction,
  formatEntry,
  type GameState,
  type RngState,
  restoreRng,
} from '../../../src/index.js';

/** One step of a game: the state after it, and the dice generator as it stood then. */
interface Step {
  readonly state: GameState;
  readonly rng: RngState;
}

/** `steps[0]` is the start, `steps[i]` the state after the i-th action; `at` is on screen. */
interface History {
  readonly steps: readonly Step[];
  readonly at: number;
}

function startHistory(state: GameState, rng: RngState): History {
  return { steps: [{ state, rng }], at: 0 };
}

function current(history: History): GameState {
  return history.steps[history.at]!.state;
}

/** Plays on from the state on screen; the steps that were undone are dropped. */
function play(history: History, action: Action): History {
  const step = history.steps[history.at]!;
  const rng = restoreRng(step.rng);
  const state = applyAction(step.state, action, rng);
  const steps = [...history.steps.slice(0, history.at + 1), { state, rng: rng.save() }];
  return { steps, at: steps.length - 1 };
}

const undo = (h: History): History => ({ ...h, at: Math.max(h.at - 1, 0) });
const redo = (h: History): History => ({ ...h, at: Math.min(h.at + 1, h.steps.length - 1) });

/** The move list up to the state on screen: who played what, with any dice. */
function moveList(history: History): string[] {
  return history.steps.slice(1, history.at + 1).map(({ state }) => {
    const { player, action, dice } = state.last!;
    const values = dice.map((d) => d.value);
    return `p${player}: ${formatEntry(action, values)}`; // 'p0: r1 shoot 21 rover [4,3]'
  });
}

export { current, type History, moveList, play, redo, startHistory, undo };
