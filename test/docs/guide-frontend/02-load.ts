// Mirrors the code block of docs/guide-frontend.md's "Loading a saved game"; test/docs/guides.test.ts
// checks that it still does and runs it. Lines outside the block: exports for the test.
import {
  type GameState,
  type Rng,
  type RngState,
  restoreRng,
  validateState,
} from '../../../src/index.js';

/** What to store: the state, and the dice generator's state to go on with the same dice. */
function saveGame(state: GameState, rng: Rng): string {
  return JSON.stringify({ state, rng: rng.save() });
}

/** The saved game in `text`, or why it cannot be played on. */
function loadGame(text: string): { state: GameState; rng: Rng } | { refused: string } {
  let saved: { state?: unknown; rng?: RngState };
  try {
    saved = JSON.parse(text);
  } catch {
    return { refused: 'not JSON' };
  }
  const check = validateState(saved?.state);
  if (!check.ok) return { refused: check.error.message }; // e.g. 'rovers[3].hp: …'
  try {
    return { state: saved.state as GameState, rng: restoreRng(saved.rng!) };
  } catch {
    return { refused: 'the dice generator was not saved' };
  }
}

export { loadGame, saveGame };
