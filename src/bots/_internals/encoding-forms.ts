import { spacesInRange } from '../../board/index.js';
import type {
  Action,
  ActionType,
  DescendAction,
  GameState,
  PlaceAction,
  ShootAction,
} from '../../rules/index.js';
import {
  acting,
  HQ_INDEX,
  HQS,
  neighbor,
  ORBIT_SLOTS,
  orbitRovers,
  PLAYABLE,
  PLAYABLE_INDEX,
  planetOf,
  RANGE_SLOTS,
  roverAt,
  SLOTS,
  slotOf,
  TARGETS,
  unencodable,
} from './encoding-naming.js';

// The id forms that several rulesets number alike. A ruleset's table
// (`encoding-<ruleset>.ts`) takes these or its own; none imports another ruleset's table.

/** How the actions of one type are numbered inside its block of ids. */
export interface IdForm<A extends Action> {
  /** The size of the block, for a game with `planets` planets. */
  size(planets: number): number;
  /** The index of `action` inside the block (RangeError when it cannot be named). */
  encode(state: GameState, action: A): number;
  /** The action at index `i` of the block, legal or not. */
  decode(state: GameState, i: number): A;
}

export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** A Rover's step to a neighbour slot: move and fortify. */
export function stepForm<T extends 'move' | 'fortify'>(type: T): IdForm<ActionOf<T>> {
  return {
    size: (planets) => planets * PLAYABLE.length * SLOTS,
    encode: (state, step) => {
      const action = step as ActionOf<'move' | 'fortify'>;
      const r = acting(state, action, action.rover);
      const to = action.type === 'move' ? action.to : action.space;
      return (r.planet * PLAYABLE.length + r.source) * SLOTS + slotOf(action, r.space, to);
    },
    decode: (state, i) => {
      const slot = i % SLOTS;
      const cell = Math.floor(i / SLOTS);
      const planet = Math.floor(cell / PLAYABLE.length);
      const from = PLAYABLE[cell % PLAYABLE.length]!;
      const rover = roverAt(state, planet, from);
      const to = neighbor(from, slot);
      return (type === 'move' ? { type, rover, to } : { type, rover, space: to }) as ActionOf<T>;
    },
  };
}

/** An action without parameters: one id. */
export function singleForm<T extends 'ready' | 'fire' | 'save' | 'endTurn' | 'pass'>(
  type: T,
): IdForm<ActionOf<T>> {
  return { size: () => 1, encode: () => 0, decode: () => ({ type }) as ActionOf<T> };
}

/** A type the ruleset does not have: no ids (its actions are never legal there). */
export function noIds<T extends ActionType>(type: T): IdForm<ActionOf<T>> {
  return {
    size: () => 0,
    encode: (_state, action) => unencodable(action, `${type} is not an action of this ruleset`),
    decode: () => {
      throw new RangeError(`${type} has no ids in this ruleset`);
    },
  };
}

/** One form per action type: a type without one is a compile error. */
export type IdForms = { readonly [T in ActionType]: IdForm<ActionOf<T>> };

/**
 * The `place` ids of a ruleset whose placement also names a neighbour of the HQ: 2026-06's
 * `roverSpace` (R32), 2024-12's `facing` (R66). An id is a planet, an HQ and the slot of
 * that neighbour.
 */
export function placeNaming(field: 'roverSpace' | 'facing'): IdForm<PlaceAction> {
  return {
    size: (planets) => planets * HQS.length * SLOTS,
    encode: (state, action) => {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      const named = action[field];
      if (named === undefined) unencodable(action, `no ${field}`);
      const planet = planetOf(state, action, action.planet);
      return (planet * HQS.length + hq) * SLOTS + slotOf(action, action.space, named);
    },
    decode: (_state, i) => {
      const site = Math.floor(i / SLOTS);
      const space = HQS[site % HQS.length]!;
      const planet = Math.floor(site / HQS.length);
      return { type: 'place', planet, space, [field]: neighbor(space, i % SLOTS) };
    },
  };
}

/**
 * A shot at a space within shooting range (2025-01 and 2026-06): the acting Rover's spot, the
 * rank of the target space in `spacesInRange`, and the kind of target.
 */
export const shootForm: IdForm<ShootAction> = {
  size: (planets) => planets * PLAYABLE.length * RANGE_SLOTS * TARGETS.length,
  encode: (state, action) => {
    const r = acting(state, action, action.rover);
    const slot = spacesInRange[r.space]!.indexOf(action.space);
    if (slot < 0) unencodable(action, 'out of shooting range');
    const cell = (r.planet * PLAYABLE.length + r.source) * RANGE_SLOTS + slot;
    return cell * TARGETS.length + TARGETS.indexOf(action.target);
  },
  decode: (state, id) => {
    let i = id;
    const target = TARGETS[i % TARGETS.length]!;
    i = Math.floor(i / TARGETS.length);
    const slot = i % RANGE_SLOTS;
    const cell = Math.floor(i / RANGE_SLOTS);
    const planet = Math.floor(cell / PLAYABLE.length);
    const from = PLAYABLE[cell % PLAYABLE.length]!;
    // A rank beyond this space's range names the space itself: never a legal target.
    const space = spacesInRange[from]![slot] ?? from;
    return { type: 'shoot', rover: roverAt(state, planet, from), space, target };
  },
};

/** A descent by a Rover in orbit (2025-01 and 2026-06): its rank in orbit, a planet, a space. */
export const descendForm: IdForm<DescendAction> = {
  size: (planets) => ORBIT_SLOTS * planets * PLAYABLE.length,
  encode: (state, action) => {
    const rank = orbitRovers(state).indexOf(action.rover);
    if (rank < 0) unencodable(action, `Rover ${action.rover} is no Rover of the player in orbit`);
    if (rank >= ORBIT_SLOTS) unencodable(action, `only ${ORBIT_SLOTS} Rovers in orbit have ids`);
    const at = PLAYABLE_INDEX[action.space]!;
    if (at < 0) unencodable(action, 'off the board');
    return (rank * state.options.planets + action.planet) * PLAYABLE.length + at;
  },
  decode: (state, i) => {
    const space = PLAYABLE[i % PLAYABLE.length]!;
    const rest = Math.floor(i / PLAYABLE.length);
    const planet = rest % state.options.planets;
    const rank = Math.floor(rest / state.options.planets);
    const rover = orbitRovers(state)[rank] ?? state.nextRoverId;
    return { type: 'descend', rover, planet, space };
  },
};
