import { board, spacesInRange } from '../board/index.js';
import { checkOptions } from '../options/index.js';
import type { Action, ActionType, GameState, ShotTarget, Structure } from '../rules/index.js';
import { ACTION_TYPES, GAME_OPTION_KEYS, legalActions, STRUCTURES } from '../rules/index.js';

// A fixed action space for learning agents (the OpenSpiel convention): every action a player
// may ever take is one integer below `actionSpaceSize`, the same for every position of a game.
// Rovers are named by where they stand (planet, space), not by id (ids grow without bound);
// Rovers in orbit by their rank among the player's Rovers in orbit. docs/bots.md has the table.

/** How many of a player's Rovers in orbit `descend` can name (the lowest ids first). */
export const ORBIT_SLOTS = 8;

const PLAYABLE = board.playableSpaces;
const HQS = board.hqs;
/** Index of each space among the playable spaces (or the HQs), −1 when it is not one. */
const PLAYABLE_INDEX = board.spaces.map((s) => PLAYABLE.indexOf(s.id));
const HQ_INDEX = board.spaces.map((s) => HQS.indexOf(s.id));
/** Neighbour slots: `board.spaces[s].neighbors[slot]`; an HQ has 5, a triangle 3. */
const SLOTS = 5;
/** The most spaces within shooting range of one space (a shot names one by its rank). */
const RANGE_SLOTS = Math.max(...spacesInRange.map((r) => r.length));
const TARGETS: readonly ShotTarget[] = ['rover', 'fortification', 'building'];

/** The size of each action type's block, for a game with `planets` planets. */
function blockSizes(planets: number): Record<ActionType, number> {
  const spaces = planets * PLAYABLE.length;
  return {
    place: planets * HQS.length,
    move: spaces * SLOTS,
    fortify: spaces * SLOTS,
    shoot: spaces * RANGE_SLOTS * TARGETS.length,
    build: planets * HQS.length * STRUCTURES.length * (1 + SLOTS),
    descend: ORBIT_SLOTS * spaces,
    produce: SLOTS,
    repair: SLOTS,
    ready: 1,
    aim: PLAYABLE.length,
    fire: 1,
    save: 1,
    destroy: STRUCTURES.length,
    endTurn: 1,
    pass: 1,
  };
}

interface Layout {
  readonly offsets: Readonly<Record<ActionType, number>>;
  readonly sizes: Readonly<Record<ActionType, number>>;
  readonly size: number;
}

const layouts = new Map<number, Layout>();

function layoutFor(planets: number): Layout {
  let layout = layouts.get(planets);
  if (!layout) {
    const sizes = blockSizes(planets);
    const offsets = {} as Record<ActionType, number>;
    let size = 0;
    for (const type of ACTION_TYPES) {
      offsets[type] = size;
      size += sizes[type];
    }
    layout = { offsets, sizes, size };
    layouts.set(planets, layout);
  }
  return layout;
}

function planetsOf(options: { readonly planets?: number }): number {
  const planets = options.planets ?? 1;
  if (!Number.isInteger(planets) || planets < 1) {
    throw new RangeError(`planets must be a positive integer, not ${String(planets)}`);
  }
  return planets;
}

/**
 * The number of action ids of a game with these options: ids are `0 .. size − 1`. Depends only
 * on the number of planets (actions name planets; seats never appear in an action): 6,298 for
 * one planet, plus 6,203 for each further planet. `options` is a game's options (`GameOptions`
 * or `state.options`); other keys are refused with `UNKNOWN_OPTION`.
 *
 * @example
 * ```ts
 * actionSpaceSize({ players: 2 }); // 6298
 * actionSpaceSize(state.options);
 * ```
 */
export function actionSpaceSize(options: {
  readonly players?: number;
  readonly planets?: number;
}): number {
  checkOptions('actionSpaceSize', options, GAME_OPTION_KEYS);
  return layoutFor(planetsOf(options)).size;
}

function unencodable(action: Action, why: string): never {
  throw new RangeError(`cannot encode ${JSON.stringify(action)}: ${why}`);
}

/** Where the current player's Rover `id` stands, or `undefined` (not theirs, or in orbit). */
function roverSpot(state: GameState, id: number): { planet: number; space: number } | undefined {
  for (const r of state.rovers) {
    if (r.id === id) {
      return r.owner === state.currentPlayer && r.location !== 'orbit' ? r.location : undefined;
    }
  }
  return undefined;
}

/** The current player's Rovers in orbit, lowest id first (`state.rovers` is sorted by id). */
function orbitRovers(state: GameState): number[] {
  const ids: number[] = [];
  for (const r of state.rovers) {
    if (r.owner === state.currentPlayer && r.location === 'orbit') ids.push(r.id);
  }
  return ids;
}

function factorySpace(state: GameState): number | undefined {
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === 'factory') return b.space;
  }
  return undefined;
}

/** The Rover of the current player at a spot, or an id no Rover has (so the action is illegal). */
function roverAt(state: GameState, planet: number, space: number | undefined): number {
  for (const r of state.rovers) {
    const at = r.location;
    if (at !== 'orbit' && at.planet === planet && at.space === space) {
      return r.owner === state.currentPlayer ? r.id : state.nextRoverId;
    }
  }
  return state.nextRoverId;
}

/** The local index of an action inside its type's block. */
function localIndex(state: GameState, action: Action): number {
  const spaces = PLAYABLE.length;
  const slotOf = (from: number, to: number): number => {
    const slot = board.spaces[from]!.neighbors.indexOf(to);
    return slot >= 0 ? slot : unencodable(action, `space ${to} is not next to space ${from}`);
  };
  const acting = (id: number): { planet: number; source: number; space: number } => {
    const spot = roverSpot(state, id);
    if (!spot) unencodable(action, `Rover ${id} is no Rover of the player to act on a planet`);
    return { planet: spot.planet, source: PLAYABLE_INDEX[spot.space]!, space: spot.space };
  };
  switch (action.type) {
    case 'place': {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      return action.planet * HQS.length + hq;
    }
    case 'move':
    case 'fortify': {
      const r = acting(action.rover);
      const to = action.type === 'move' ? action.to : action.space;
      return (r.planet * spaces + r.source) * SLOTS + slotOf(r.space, to);
    }
    case 'shoot': {
      const r = acting(action.rover);
      const slot = spacesInRange[r.space]!.indexOf(action.space);
      if (slot < 0) unencodable(action, 'out of shooting range');
      const cell = (r.planet * spaces + r.source) * RANGE_SLOTS + slot;
      return cell * TARGETS.length + TARGETS.indexOf(action.target);
    }
    case 'build': {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      const exit = action.moveTo === undefined ? 0 : 1 + slotOf(action.space, action.moveTo);
      const site = (action.planet * HQS.length + hq) * STRUCTURES.length;
      return (site + STRUCTURES.indexOf(action.structure)) * (1 + SLOTS) + exit;
    }
    case 'descend': {
      const rank = orbitRovers(state).indexOf(action.rover);
      if (rank < 0) unencodable(action, `Rover ${action.rover} is no Rover of the player in orbit`);
      if (rank >= ORBIT_SLOTS) unencodable(action, `only ${ORBIT_SLOTS} Rovers in orbit have ids`);
      const at = PLAYABLE_INDEX[action.space]!;
      if (at < 0) unencodable(action, 'off the board');
      return (rank * state.options.planets + action.planet) * spaces + at;
    }
    case 'produce':
    case 'repair': {
      const factory = factorySpace(state);
      if (factory === undefined) unencodable(action, 'the player has no Factory');
      if (action.type === 'produce') return slotOf(factory, action.space);
      const spot = roverSpot(state, action.rover);
      if (!spot) unencodable(action, `Rover ${action.rover} is no Rover of the player on a planet`);
      return slotOf(factory, spot.space);
    }
    case 'aim': {
      const at = PLAYABLE_INDEX[action.space]!;
      return at >= 0 ? at : unencodable(action, 'off the board');
    }
    case 'destroy':
      return STRUCTURES.indexOf(action.structure);
    case 'ready':
    case 'fire':
    case 'save':
    case 'endTurn':
    case 'pass':
      return 0;
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}

/**
 * The id of an action in `state`'s action space (see `actionSpaceSize` and docs/bots.md). The
 * acting Rover is named by the space it stands on, a Rover in orbit by its rank among the
 * player's Rovers in orbit, a neighbour by its slot in `board.spaces[s].neighbors`, a shot's
 * space by its rank in `spacesInRange`. Every legal action has an id, except a descent by a
 * Rover beyond the first `ORBIT_SLOTS` in orbit; `decodeAction` inverts it.
 *
 * @throws RangeError when the action cannot be named in this state (say, a Rover that is not
 * the current player's, or two spaces that are not neighbours).
 *
 * @example
 * ```ts
 * const id = encodeAction(state, legalActions(state)[0]!);
 * decodeAction(state, id); // the same action
 * ```
 */
export function encodeAction(state: GameState, action: Action): number {
  const layout = layoutFor(state.options.planets);
  return layout.offsets[action.type] + localIndex(state, action);
}

/** The action type whose block holds `id`. */
function blockOf(layout: Layout, id: number): ActionType {
  let found: ActionType = ACTION_TYPES[0]!;
  for (const type of ACTION_TYPES) if (layout.offsets[type] <= id) found = type;
  return found;
}

/**
 * The action an id names in `state`, legal or not: every id decodes. Where the id names a
 * space holding no Rover of the player to act (or an empty orbit rank), the action names Rover
 * `state.nextRoverId`, which does not exist, so it is illegal; likewise a neighbour slot that
 * is off the board. `encodeAction(state, decodeAction(state, id)) === id` for legal actions.
 *
 * @throws RangeError when `id` is not an integer `0 .. actionSpaceSize − 1`.
 *
 * @example
 * ```ts
 * const mask = legalActionMask(state);
 * const id = mask.indexOf(1);
 * state = applyAction(state, decodeAction(state, id), rng);
 * ```
 */
export function decodeAction(state: GameState, id: number): Action {
  const layout = layoutFor(state.options.planets);
  if (!Number.isInteger(id) || id < 0 || id >= layout.size) {
    throw new RangeError(`action id must be an integer 0..${layout.size - 1}, not ${String(id)}`);
  }
  const type = blockOf(layout, id);
  let i = id - layout.offsets[type];
  const spaces = PLAYABLE.length;
  const neighbor = (space: number, slot: number): number =>
    board.spaces[space]!.neighbors[slot] ?? space;
  switch (type) {
    case 'place':
      return { type, planet: Math.floor(i / HQS.length), space: HQS[i % HQS.length]! };
    case 'move':
    case 'fortify': {
      const slot = i % SLOTS;
      const cell = Math.floor(i / SLOTS);
      const planet = Math.floor(cell / spaces);
      const from = PLAYABLE[cell % spaces]!;
      const rover = roverAt(state, planet, from);
      const to = neighbor(from, slot);
      return type === 'move' ? { type, rover, to } : { type, rover, space: to };
    }
    case 'shoot': {
      const target = TARGETS[i % TARGETS.length]!;
      i = Math.floor(i / TARGETS.length);
      const slot = i % RANGE_SLOTS;
      const cell = Math.floor(i / RANGE_SLOTS);
      const planet = Math.floor(cell / spaces);
      const from = PLAYABLE[cell % spaces]!;
      // A rank beyond this space's range names the space itself: never a legal target.
      const space = spacesInRange[from]![slot] ?? from;
      return { type, rover: roverAt(state, planet, from), space, target };
    }
    case 'build': {
      const exit = i % (1 + SLOTS);
      i = Math.floor(i / (1 + SLOTS));
      const structure: Structure = STRUCTURES[i % STRUCTURES.length]!;
      const site = Math.floor(i / STRUCTURES.length);
      const planet = Math.floor(site / HQS.length);
      const space = HQS[site % HQS.length]!;
      return exit === 0
        ? { type, structure, planet, space }
        : { type, structure, planet, space, moveTo: neighbor(space, exit - 1) };
    }
    case 'descend': {
      const space = PLAYABLE[i % spaces]!;
      const rest = Math.floor(i / spaces);
      const planet = rest % state.options.planets;
      const rank = Math.floor(rest / state.options.planets);
      const rover = orbitRovers(state)[rank] ?? state.nextRoverId;
      return { type, rover, planet, space };
    }
    case 'produce':
    case 'repair': {
      // Without a Factory the slots are read around space 0; the action is illegal anyway.
      const factory = factorySpace(state);
      const at = neighbor(factory ?? 0, i);
      if (type === 'produce') return { type, space: at };
      const rover = factory === undefined ? state.nextRoverId : roverAtFactory(state, at);
      return { type, rover };
    }
    case 'aim':
      return { type, space: PLAYABLE[i]! };
    case 'destroy':
      return { type, structure: STRUCTURES[i]! };
    case 'ready':
    case 'fire':
    case 'save':
    case 'endTurn':
    case 'pass':
      return { type };
    default: {
      const unreachable: never = type;
      return unreachable;
    }
  }
}

/** The current player's Rover on a space of their Factory's planet. */
function roverAtFactory(state: GameState, space: number): number {
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === 'factory') {
      return roverAt(state, b.planet, space);
    }
  }
  return state.nextRoverId;
}

/**
 * A mask over the action space: `mask[id]` is 1 when `decodeAction(state, id)` is legal, 0
 * otherwise (a Rover in orbit beyond the first `ORBIT_SLOTS` has no ids, so its descents are
 * missing). All zeros when the game is over.
 *
 * @example
 * ```ts
 * const mask = legalActionMask(state); // Uint8Array of actionSpaceSize(state.options)
 * const legalIds = [...mask.keys()].filter((id) => mask[id] === 1);
 * ```
 */
export function legalActionMask(state: GameState): Uint8Array {
  const mask = new Uint8Array(layoutFor(state.options.planets).size);
  const orbit = orbitRovers(state);
  for (const action of legalActions(state)) {
    if (action.type === 'descend' && orbit.indexOf(action.rover) >= ORBIT_SLOTS) continue;
    mask[encodeAction(state, action)] = 1;
  }
  return mask;
}
