import {
  type Action,
  applyAction,
  type GameState,
  type Rng,
  type RngState,
  restoreRng,
} from 'globetrotter';

// Undo and redo, as docs/guide-frontend.md ("Undo, redo and a move list") shows: states are
// immutable, so the page keeps every state it has shown, each with the dice generator as it
// stood then. Undo and redo move through them; playing on after an undo drops what was undone
// and draws the same dice as before, so undoing a missed shot and shooting again does not
// re-roll it.

/** One step of the game: the state after it, and the dice generator as it stood then. */
export interface Step {
  readonly state: GameState;
  readonly rng: RngState;
}

/** `steps[0]` is the start, `steps[i]` the state after the i-th action; `at` is on screen. */
export interface History {
  readonly steps: readonly Step[];
  readonly at: number;
}

export function startHistory(state: GameState, rng: Rng): History {
  return { steps: [{ state, rng: rng.save() }], at: 0 };
}

export function current(history: History): Step {
  return history.steps[history.at]!;
}

/** Plays on from the state on screen; the steps that were undone are dropped. */
export function play(history: History, action: Action): History {
  const step = current(history);
  const rng = restoreRng(step.rng);
  const state = applyAction(step.state, action, rng);
  const steps = [...history.steps.slice(0, history.at + 1), { state, rng: rng.save() }];
  return { steps, at: steps.length - 1 };
}

/** Whether `player` is to act in a step (and the game goes on). */
function toAct(step: Step, player: number): boolean {
  return step.state.status !== 'finished' && step.state.currentPlayer === player;
}

/**
 * Back to the last step before the one on screen where `player` was to act: in a game against
 * a bot, undo takes back the bot's answer with the person's own action. `null`: nothing to undo.
 */
export function undo(history: History, player: number): History | null {
  for (let at = history.at - 1; at >= 0; at--) {
    if (toAct(history.steps[at]!, player)) return { ...history, at };
  }
  return null;
}

/**
 * Forward to the next step where `player` is to act again, or to the last step if there is
 * none (a game that ended). `null`: nothing to redo.
 */
export function redo(history: History, player: number): History | null {
  const last = history.steps.length - 1;
  if (history.at === last) return null;
  for (let at = history.at + 1; at < last; at++) {
    if (toAct(history.steps[at]!, player)) return { ...history, at };
  }
  return { ...history, at: last };
}
