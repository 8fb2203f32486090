import { board } from '../board/index.js';
import { checkOptions } from '../options/index.js';
import { listingOf } from './action-table.js';
import { ACTION_TYPES, type Action, type ActionType } from './actions.js';
import { targetSpace } from './target-space.js';
import type { GameState } from './types.js';
import { stateShapeProblem } from './usable-state.js';
import { InvalidStateError } from './validate-state.js';

/**
 * Options of `legalActions`: filters, each keeping only the actions that match it (all of them
 * when several are given). Unknown keys are refused with `UNKNOWN_OPTION` (an
 * `UnknownOptionError`); a value of the wrong kind with a `TypeError`.
 */
export interface LegalActionsOptions {
  /** Only the actions of this Rover: those whose `rover` field is its id. */
  readonly rover?: number;
  /**
   * Only the actions that target this space id (0..91), as `targetSpace` reads them: a move's
   * `to`, the others' `space`. With several planets, on any planet.
   */
  readonly space?: number;
  /** Only the actions of this type (`'move'`, `'shoot'`…). */
  readonly type?: ActionType;
}

/** Every key of `LegalActionsOptions`; any other is refused (`UnknownOptionError`). */
export const LEGAL_OPTION_KEYS: Record<keyof LegalActionsOptions, true> = {
  rover: true,
  space: true,
  type: true,
};

function checkFilter(name: string, value: unknown, ok: boolean, expected: string): void {
  if (value !== undefined && !ok) {
    throw new TypeError(`legalActions: ${name} must be ${expected}, not ${String(value)}`);
  }
}

function filtered(actions: Action[], options: LegalActionsOptions): Action[] {
  checkOptions('legalActions', options, LEGAL_OPTION_KEYS);
  const { rover, space, type } = options;
  checkFilter('rover', rover, Number.isInteger(rover), 'a Rover id (an integer)');
  checkFilter(
    'space',
    space,
    Number.isInteger(space) && space! >= 0 && space! < board.spaces.length,
    `a space id 0..${board.spaces.length - 1}`,
  );
  checkFilter('type', type, ACTION_TYPES.includes(type!), 'an action type (ACTION_TYPES)');
  return actions.filter(
    (a) =>
      (rover === undefined || ('rover' in a && a.rover === rover)) &&
      (space === undefined || targetSpace(a) === space) &&
      (type === undefined || a.type === type),
  );
}

/**
 * Every legal action for the player to act, without duplicates, in a fixed order: by type in
 * the order of `ACTION_TYPES`, then by Rover id, planet and space id; a build by structure (in
 * the order of `STRUCTURES`) before `moveTo`; a shot's target as rover, fortification, building. Empty when the game is over.
 * `pass` appears only when nothing but demolishing your own Buildings is legal (rulings R13, R29);
 * `endTurn` only after the first action of a turn with Treasury points left (ruling R22).
 *
 * `options` filters the list (same order): by Rover (`{ rover: 1 }`), by the space targeted
 * (`{ space: 41 }`, see `targetSpace`) and by type (`{ type: 'move' }`).
 *
 * @throws {@link InvalidStateError} (code `INVALID_STATE`) when `state` is not shaped like a
 * game state (`null`, `{}`, `players: []`…); an {@link UnknownOptionError} for an option key
 * `LegalActionsOptions` does not list; a `TypeError` for a filter of the wrong kind.
 *
 * @example
 * ```ts
 * const actions = legalActions(state);
 * state = applyAction(state, actions[0]!, rng);
 * const movesOfRover1 = legalActions(state, { rover: 1, type: 'move' });
 * ```
 */
export function legalActions(state: GameState, options?: LegalActionsOptions): Action[] {
  const shape = stateShapeProblem(state);
  if (shape !== null)
    throw new InvalidStateError(shape[0], 'state-format', `legalActions: ${shape[1]}`);
  const out: Action[] = [];
  if (state.status !== 'finished') {
    // Each type's family lists its own, in the order of ACTION_TYPES (action-table.ts).
    const listing = listingOf(state)[state.status === 'setup' ? 'setup' : 'playing'];
    for (const legal of listing) legal(state, out);
  }
  return options === undefined ? out : filtered(out, options);
}
