import {
  type GameState,
  type Rng,
  type RngState,
  type RulesetName,
  restoreRng,
  validateState,
} from 'globetrotter';

// A saved game, as docs/guide-frontend.md ("Loading a saved game") shows: the state as JSON and
// the dice generator's saved state beside it, to go on with the same dice. The page saves one
// to a file (a download) and loads one from a file; what is read back is checked with
// `validateState` before the rules see it.

/** What is stored: the state, and the dice generator's state to go on with the same dice. */
export function saveGame(state: GameState, rng: RngState): string {
  return `${JSON.stringify({ state, rng }, null, 1)}\n`;
}

/** The saved game in `text`, or why it cannot be played on by this page (`ruleset`). */
export function loadGame(
  text: string,
  ruleset: RulesetName,
): { readonly state: GameState; readonly rng: Rng } | { readonly refused: string } {
  let saved: { state?: unknown; rng?: RngState };
  try {
    saved = JSON.parse(text);
  } catch {
    return { refused: 'the file is not JSON' };
  }
  const check = validateState(saved?.state);
  if (!check.ok) return { refused: check.error.message };
  const state = saved.state as GameState;
  // A state without a ruleset plays 2025-01; the page plays the rules of its address.
  const rules = state.options.ruleset ?? '2025-01';
  if (rules !== ruleset) {
    return { refused: `it plays the ${rules} rules: choose "${rules}" under Rules first` };
  }
  try {
    return { state, rng: restoreRng(saved.rng!) };
  } catch {
    return { refused: 'the dice generator was not saved with it' };
  }
}

/** Offers `text` as a file download named `name`. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
