import { type Action, facingsAhead, type GameState, validateAction } from 'globetrotter';
import type { RoverMode } from './modes.js';

// Why a click on a space does nothing: the action it would have been, checked with
// `validateAction`, whose error says which rule forbids it (`NOT_ADJACENT`, ruling R5: "Rover
// r1 cannot move to space 40: it is not next to space 0"). The page shows that sentence instead
// of silently deselecting the Rover.

/** The action a click on `space` asks for, for Rover `rover` in `mode`. */
function wanted(state: GameState, rover: number, mode: RoverMode, space: number): Action {
  switch (mode) {
    case 'move': {
      // 2024-12 (ruling R54): a move names its new facing; any of the two ahead will do to ask.
      const r = state.rovers.find((x) => x.id === rover);
      if (r?.facing === undefined || r.location === 'orbit')
        return { type: 'move', rover, to: space };
      const [left] = facingsAhead(r.location.space, space);
      return left === undefined
        ? { type: 'move', rover, to: space }
        : { type: 'move', rover, to: space, facing: left };
    }
    case 'fortify':
      return { type: 'fortify', rover, space };
    case 'shoot': {
      const target = state.rovers.some((x) => x.location !== 'orbit' && x.location.space === space)
        ? 'rover'
        : 'fortification';
      return { type: 'shoot', rover, space, target };
    }
  }
}

/**
 * Why Rover `rover` cannot `mode` to `space` now, in the library's words with the ruling, or
 * `null` when it can (the click was legal after all).
 */
export function whyNot(
  state: GameState,
  rover: number,
  mode: RoverMode,
  space: number,
): string | null {
  const verdict = validateAction(state, wanted(state, rover, mode, space));
  if (verdict.ok) return null;
  const { message, rule } = verdict.error;
  return rule ? `${message} (ruling ${rule}).` : `${message}.`;
}
