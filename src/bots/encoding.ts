import {
  board,
  edgeBetween,
  edgeKinds,
  facingsAhead,
  spacesInRange,
  spacesWithin,
  type TurnDirection,
} from '../board/index.js';
import { checkOptions } from '../options/index.js';
import type {
  Action,
  ActionType,
  Building,
  GameState,
  PlaceAction,
  Rover,
  RulesetName,
  ShotTarget,
  Structure,
} from '../rules/index.js';
import {
  ACTION_TYPES,
  DEFAULT_RULESET,
  GAME_OPTION_KEYS,
  legalActions,
  rulesetNamed,
  STRUCTURES,
} from '../rules/index.js';

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

interface Layout {
  readonly offsets: Readonly<Record<ActionType, number>>;
  readonly sizes: Readonly<Record<ActionType, number>>;
  readonly size: number;
}

/** The layouts made so far, by ruleset and planet count (`'2025-01/1'`). */
const layouts = new Map<string, Layout>();

function layoutFor(ruleset: RulesetName, planets: number): Layout {
  const key = `${ruleset}/${planets}`;
  let layout = layouts.get(key);
  if (!layout) {
    const forms = formsOf(ruleset);
    const sizes = {} as Record<ActionType, number>;
    const offsets = {} as Record<ActionType, number>;
    let size = 0;
    for (const type of ACTION_TYPES) {
      sizes[type] = forms[type].size(planets);
      offsets[type] = size;
      size += sizes[type];
    }
    layout = { offsets, sizes, size };
    layouts.set(key, layout);
  }
  return layout;
}

/** The layout of a game: its ruleset's, for its number of planets. */
function stateLayout(state: GameState): Layout {
  return layoutFor(state.options.ruleset ?? DEFAULT_RULESET, state.options.planets);
}

/**
 * The planets of a game with these options: `planets`, or when it is omitted the ruleset's
 * count for the players (2026-06, ruling R33), else 1.
 */
function planetsOf(options: {
  readonly players?: number;
  readonly planets?: number;
  readonly ruleset?: RulesetName;
}): number {
  const table = rulesetNamed(options.ruleset ?? DEFAULT_RULESET).planetsByPlayers;
  const byPlayers = table && options.players !== undefined ? table[options.players] : undefined;
  const planets = options.planets ?? byPlayers ?? 1;
  if (!Number.isInteger(planets) || planets < 1) {
    throw new RangeError(`planets must be a positive integer, not ${String(planets)}`);
  }
  return planets;
}

/**
 * The number of action ids of a game with these options: ids are `0 .. size − 1`. Depends only
 * on the ruleset and the number of planets (actions name planets; seats never appear in an
 * action). 2025-01 (the default): 6,298 for one planet, plus 6,203 for each further planet.
 * 2026-06: 6,204 for one planet, plus 6,199 for each further one; its planets, when `planets`
 * is omitted, are the ruleset's count for `players` (ruling R33). 2024-12: 10,329 for one
 * planet, plus 10,067 for each further one (facings and edges, rulings R52–R63). `options` is a game's options
 * (`GameOptions` or `state.options`); other keys are refused with `UNKNOWN_OPTION`, a ruleset
 * not implemented with a `RangeError`. Layouts: docs/bots.md.
 *
 * @example
 * ```ts
 * actionSpaceSize({ players: 2 }); // 6298
 * actionSpaceSize({ players: 2, ruleset: '2026-06' }); // 6204
 * actionSpaceSize({ players: 2, ruleset: '2024-12' }); // 10329
 * actionSpaceSize(state.options);
 * ```
 */
export function actionSpaceSize(options: {
  readonly players?: number;
  readonly planets?: number;
  readonly ruleset?: RulesetName;
}): number {
  checkOptions('actionSpaceSize', options, GAME_OPTION_KEYS);
  const ruleset = options.ruleset ?? DEFAULT_RULESET;
  return layoutFor(ruleset, planetsOf(options)).size;
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

/** The neighbour slot of `to` around `from`: its index in `board.spaces[from].neighbors`. */
function slotOf(action: Action, from: number, to: number): number {
  const slot = board.spaces[from]!.neighbors.indexOf(to);
  return slot >= 0 ? slot : unencodable(action, `space ${to} is not next to space ${from}`);
}

/** The acting Rover's planet, its space, and the space's index among the playable ones. */
function acting(
  state: GameState,
  action: Action,
  id: number,
): { planet: number; source: number; space: number } {
  const spot = roverSpot(state, id);
  if (!spot) unencodable(action, `Rover ${id} is no Rover of the player to act on a planet`);
  return { planet: spot.planet, source: PLAYABLE_INDEX[spot.space]!, space: spot.space };
}

function neighbor(space: number, slot: number): number {
  return board.spaces[space]!.neighbors[slot] ?? space;
}

/** How the actions of one type are numbered inside its block of ids. */
interface IdForm<A extends Action> {
  /** The size of the block, for a game with `planets` planets. */
  size(planets: number): number;
  /** The index of `action` inside the block (RangeError when it cannot be named). */
  encode(state: GameState, action: A): number;
  /** The action at index `i` of the block, legal or not. */
  decode(state: GameState, i: number): A;
}

type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** A Rover's step to a neighbour slot: move and fortify. */
function stepForm<T extends 'move' | 'fortify'>(type: T): IdForm<ActionOf<T>> {
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
function singleForm<T extends 'ready' | 'fire' | 'save' | 'endTurn' | 'pass'>(
  type: T,
): IdForm<ActionOf<T>> {
  return { size: () => 1, encode: () => 0, decode: () => ({ type }) as ActionOf<T> };
}

/** A type the ruleset does not have: no ids (its actions are never legal there). */
function noIds<T extends ActionType>(type: T): IdForm<ActionOf<T>> {
  return {
    size: () => 0,
    encode: (_state, action) => unencodable(action, `${type} is not an action of this ruleset`),
    decode: () => {
      throw new RangeError(`${type} has no ids in this ruleset`);
    },
  };
}

/** One form per action type: a type without one is a compile error. */
type IdForms = { readonly [T in ActionType]: IdForm<ActionOf<T>> };

// 2025-01's forms (ruling numbers of docs/rules/2025-01.md).
const ID_FORMS: IdForms = {
  place: {
    size: (planets) => planets * HQS.length,
    encode: (_state, action) => {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      return action.planet * HQS.length + hq;
    },
    decode: (_state, i) => ({
      type: 'place',
      planet: Math.floor(i / HQS.length),
      space: HQS[i % HQS.length]!,
    }),
  },
  // 2025-01 has none of these (2026-06's are in ID_FORMS_2026_06).
  choose: noIds('choose'),
  orbit: noIds('orbit'),
  decommission: noIds('decommission'),
  turn: noIds('turn'),
  heal: noIds('heal'),
  powerUp: noIds('powerUp'),
  move: stepForm('move'),
  fortify: stepForm('fortify'),
  shoot: {
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
  },
  build: {
    size: (planets) => planets * HQS.length * STRUCTURES.length * (1 + SLOTS),
    encode: (_state, action) => {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      const exit =
        action.moveTo === undefined ? 0 : 1 + slotOf(action, action.space, action.moveTo);
      const site = (action.planet * HQS.length + hq) * STRUCTURES.length;
      return (site + STRUCTURES.indexOf(action.structure)) * (1 + SLOTS) + exit;
    },
    decode: (_state, id) => {
      let i = id;
      const type = 'build';
      const exit = i % (1 + SLOTS);
      i = Math.floor(i / (1 + SLOTS));
      const structure: Structure = STRUCTURES[i % STRUCTURES.length]!;
      const site = Math.floor(i / STRUCTURES.length);
      const planet = Math.floor(site / HQS.length);
      const space = HQS[site % HQS.length]!;
      return exit === 0
        ? { type, structure, planet, space }
        : { type, structure, planet, space, moveTo: neighbor(space, exit - 1) };
    },
  },
  descend: {
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
  },
  produce: {
    size: () => SLOTS,
    encode: (state, action) => {
      const factory = factorySpace(state);
      if (factory === undefined) unencodable(action, 'the player has no Factory');
      return slotOf(action, factory, action.space);
    },
    // Without a Factory the slots are read around space 0; the action is illegal anyway.
    decode: (state, i) => ({ type: 'produce', space: neighbor(factorySpace(state) ?? 0, i) }),
  },
  repair: {
    size: () => SLOTS,
    encode: (state, action) => {
      const factory = factorySpace(state);
      if (factory === undefined) unencodable(action, 'the player has no Factory');
      const spot = roverSpot(state, action.rover);
      if (!spot) unencodable(action, `Rover ${action.rover} is no Rover of the player on a planet`);
      return slotOf(action, factory, spot.space);
    },
    decode: (state, i) => {
      const factory = factorySpace(state);
      const at = neighbor(factory ?? 0, i);
      const rover = factory === undefined ? state.nextRoverId : roverAtFactory(state, at);
      return { type: 'repair', rover };
    },
  },
  ready: singleForm('ready'),
  aim: {
    size: () => PLAYABLE.length,
    encode: (_state, action) => {
      const at = PLAYABLE_INDEX[action.space]!;
      return at >= 0 ? at : unencodable(action, 'off the board');
    },
    decode: (_state, i) => ({ type: 'aim', space: PLAYABLE[i]! }),
  },
  fire: singleForm('fire'),
  save: singleForm('save'),
  destroy: {
    size: () => STRUCTURES.length,
    encode: (_state, action) => STRUCTURES.indexOf(action.structure),
    decode: (_state, i) => ({ type: 'destroy', structure: STRUCTURES[i]! }),
  },
  endTurn: singleForm('endTurn'),
  pass: singleForm('pass'),
};

/** The current player's Building of a kind on `planet` (2026-06: one of a kind per planet). */
function buildingOn(
  state: GameState,
  structure: Structure,
  planet: number | undefined,
): { planet: number; space: number } | undefined {
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === structure && b.planet === planet) {
      return b;
    }
  }
  return undefined;
}

/** A planet an action names, checked against the game's planets. */
function planetOf(state: GameState, action: Action, planet: number | undefined): number {
  if (planet === undefined || !Number.isInteger(planet)) unencodable(action, 'no planet named');
  if (planet < 0 || planet >= state.options.planets) unencodable(action, 'no such planet');
  return planet;
}

/** A Drill Cannon action naming only its planet (2026-06, ruling R45): one id per planet. */
function cannonForm<T extends 'ready' | 'fire'>(type: T): IdForm<ActionOf<T>> {
  return {
    size: (planets) => planets,
    encode: (state, action) =>
      planetOf(state, action, (action as ActionOf<'ready' | 'fire'>).planet),
    decode: (_state, i) => ({ type, planet: i }) as ActionOf<T>,
  };
}

/**
 * The `place` ids of a ruleset whose placement also names a neighbour of the HQ: 2026-06's
 * `roverSpace` (R32), 2024-12's `facing` (R66). An id is a planet, an HQ and the slot of
 * that neighbour.
 */
function placeNaming(field: 'roverSpace' | 'facing'): IdForm<PlaceAction> {
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

// 2026-06 (docs/rules/2026-06.md): placement names the Rover's space too (R32), the roll-off
// winner chooses (R31), Factory and cannon actions name their planet (R43–R45), Rovers in orbit
// move between orbits (R40), Decommission replaces Destroy (R38) and Build has no moveTo (R37).
const ID_FORMS_2026_06: IdForms = {
  ...ID_FORMS,
  place: placeNaming('roverSpace'),
  choose: {
    size: () => 2,
    encode: (_state, action) => (action.placeFirst ? 0 : 1),
    decode: (_state, i) => ({ type: 'choose', placeFirst: i === 0 }),
  },
  build: {
    size: (planets) => planets * HQS.length * STRUCTURES.length,
    encode: (state, action) => {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      if (action.moveTo !== undefined) unencodable(action, 'no moveTo in this ruleset');
      const planet = planetOf(state, action, action.planet);
      return (planet * HQS.length + hq) * STRUCTURES.length + STRUCTURES.indexOf(action.structure);
    },
    decode: (_state, i) => {
      const site = Math.floor(i / STRUCTURES.length);
      return {
        type: 'build',
        structure: STRUCTURES[i % STRUCTURES.length]!,
        planet: Math.floor(site / HQS.length),
        space: HQS[site % HQS.length]!,
      };
    },
  },
  produce: {
    size: (planets) => planets * SLOTS,
    encode: (state, action) => {
      const planet = planetOf(state, action, action.planet);
      const factory = buildingOn(state, 'factory', planet);
      if (!factory) unencodable(action, `the player has no Factory on planet ${planet}`);
      return planet * SLOTS + slotOf(action, factory.space, action.space);
    },
    // Without a Factory there the slots are read around space 0; the action is illegal anyway.
    decode: (state, i) => {
      const planet = Math.floor(i / SLOTS);
      const factory = buildingOn(state, 'factory', planet);
      return { type: 'produce', planet, space: neighbor(factory?.space ?? 0, i % SLOTS) };
    },
  },
  repair: {
    size: (planets) => planets * SLOTS,
    encode: (state, action) => {
      const spot = roverSpot(state, action.rover);
      if (!spot) unencodable(action, `Rover ${action.rover} is no Rover of the player on a planet`);
      const factory = buildingOn(state, 'factory', spot.planet);
      if (!factory) unencodable(action, `the player has no Factory on planet ${spot.planet}`);
      return spot.planet * SLOTS + slotOf(action, factory.space, spot.space);
    },
    decode: (state, i) => {
      const planet = Math.floor(i / SLOTS);
      const factory = buildingOn(state, 'factory', planet);
      const rover = factory
        ? roverAt(state, planet, neighbor(factory.space, i % SLOTS))
        : state.nextRoverId;
      return { type: 'repair', rover };
    },
  },
  ready: cannonForm('ready'),
  aim: {
    size: (planets) => planets * PLAYABLE.length,
    encode: (state, action) => {
      const at = PLAYABLE_INDEX[action.space]!;
      if (at < 0) unencodable(action, 'off the board');
      return planetOf(state, action, action.planet) * PLAYABLE.length + at;
    },
    decode: (_state, i) => ({
      type: 'aim',
      planet: Math.floor(i / PLAYABLE.length),
      space: PLAYABLE[i % PLAYABLE.length]!,
    }),
  },
  fire: cannonForm('fire'),
  destroy: noIds('destroy'),
  orbit: {
    size: (planets) => ORBIT_SLOTS * planets,
    encode: (state, action) => {
      const rank = orbitRovers(state).indexOf(action.rover);
      if (rank < 0) unencodable(action, `Rover ${action.rover} is no Rover of the player in orbit`);
      if (rank >= ORBIT_SLOTS) unencodable(action, `only ${ORBIT_SLOTS} Rovers in orbit have ids`);
      return rank * state.options.planets + planetOf(state, action, action.planet);
    },
    decode: (state, i) => {
      const planet = i % state.options.planets;
      const rank = Math.floor(i / state.options.planets);
      const rover = orbitRovers(state)[rank] ?? state.nextRoverId;
      return { type: 'orbit', rover, planet };
    },
  },
  decommission: {
    size: (planets) => planets * PLAYABLE.length,
    encode: (state, action) => {
      const at = PLAYABLE_INDEX[action.space]!;
      if (at < 0) unencodable(action, 'off the board');
      return planetOf(state, action, action.planet) * PLAYABLE.length + at;
    },
    decode: (_state, i) => ({
      type: 'decommission',
      planet: Math.floor(i / PLAYABLE.length),
      space: PLAYABLE[i % PLAYABLE.length]!,
    }),
  },
};

// 2024-12 (docs/rules/2024-12.md): a Rover faces an edge (R52), so placing, descending and
// producing name a facing, a Move names only which of the two facings ahead it takes (or none,
// into orbit, R53, R54), a Turn goes left or right (R55); Fortifications stand on edges (R56), so
// a shot at one names an edge in range (R57) and Fire an edge of the planet (R63); Build's free
// move out goes where the Rover faces (R59); the Medic heals (R60). One of each structure per
// game (R59), so Factory, Medic and cannon actions name no planet.

const STRUCTURES_2024_12 = rulesetNamed('2024-12').structures;
const DIRECTIONS: readonly TurnDirection[] = ['left', 'right'];
/** A Move's choices: the two facings ahead (`facingsAhead`, left then right), or into orbit. */
const MOVE_CHOICES = 3;
const INTO_ORBIT = 2;
/** Build's exits: no Rover on the HQ, or its free move out facing left or right ahead. */
const BUILD_EXITS = 3;
/**
 * Per space id: the edges between two playable spaces (only those hold Fortifications, R51)
 * with either space within 2024-12's shooting range of it or the space itself (R57), ascending.
 */
const EDGES_IN_RANGE: readonly (readonly number[])[] = (() => {
  const within = spacesWithin(rulesetNamed('2024-12').shootingRange);
  return board.spaces.map((s) => {
    const near = new Set([s.id, ...within[s.id]!]);
    return board.edges.flatMap((e, id) =>
      edgeKinds[id] === 'playable' && (near.has(e.spaces[0]) || near.has(e.spaces[1])) ? [id] : [],
    );
  });
})();
const EDGE_RANGE_SLOTS = Math.max(...EDGES_IN_RANGE.map((r) => r.length));
/** Rovers and Buildings by range rank, then Fortifications by edge rank, per acting Rover. */
const SHOT_SLOTS_2024_12 = RANGE_SLOTS * 2 + EDGE_RANGE_SLOTS;
/** An edge off the board on both sides: what an unused edge rank decodes to (never legal). */
const NO_EDGE = edgeKinds.indexOf('offBoard');

/** The edge a Fortification target names (`space`/`across`), or a RangeError. */
function namedEdge(action: Action, space: number, across: number | undefined): number {
  const edge = across === undefined ? -1 : edgeBetween(space, across);
  return edge >= 0 ? edge : unencodable(action, 'no edge between its space and across');
}

/** The two spaces of an edge, lower first, as the rules name a Fortification target (R67). */
function edgeSpaces(edge: number): readonly [number, number] {
  return board.edges[edge]!.spaces;
}

/** The Rover of the current player on a space, or `undefined`. */
function ownRoverOn(state: GameState, planet: number, space: number): Rover | undefined {
  for (const r of state.rovers) {
    const at = r.location;
    if (r.owner === state.currentPlayer && at !== 'orbit' && at.planet === planet) {
      if (at.space === space) return r;
    }
  }
  return undefined;
}

/**
 * Where a Rover on `space` would move (the space it faces, R53), for the current player's Rover
 * there; the first neighbour when none stands there (its move is then illegal anyway).
 */
function aheadOf(state: GameState, planet: number, space: number): number {
  return ownRoverOn(state, planet, space)?.facing ?? board.spaces[space]!.neighbors[0]!;
}

/** The index of `facing` among the two facings ahead after crossing `from` → `to` (R54). */
function aheadChoice(action: Action, from: number, to: number, facing: number): number {
  const k = (facingsAhead(from, to) as readonly number[]).indexOf(facing);
  return k >= 0 ? k : unencodable(action, `facing ${facing} is not ahead after ${from} to ${to}`);
}

/** The current player's Building of a kind, anywhere (one of each per game in 2024-12). */
function ownBuilding(state: GameState, structure: Structure): Building | undefined {
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === structure) return b;
  }
  return undefined;
}

const ID_FORMS_2024_12: IdForms = {
  ...ID_FORMS,
  place: placeNaming('facing'),
  move: {
    size: (planets) => planets * PLAYABLE.length * MOVE_CHOICES,
    encode: (state, action) => {
      const r = acting(state, action, action.rover);
      if (action.to !== aheadOf(state, r.planet, r.space)) {
        unencodable(action, `Rover ${action.rover} moves only to the space it faces`);
      }
      const choice =
        action.facing === undefined
          ? INTO_ORBIT
          : aheadChoice(action, r.space, action.to, action.facing);
      return (r.planet * PLAYABLE.length + r.source) * MOVE_CHOICES + choice;
    },
    decode: (state, i) => {
      const choice = i % MOVE_CHOICES;
      const cell = Math.floor(i / MOVE_CHOICES);
      const planet = Math.floor(cell / PLAYABLE.length);
      const from = PLAYABLE[cell % PLAYABLE.length]!;
      const rover = roverAt(state, planet, from);
      const to = aheadOf(state, planet, from);
      if (choice === INTO_ORBIT) return { type: 'move', rover, to };
      return { type: 'move', rover, to, facing: facingsAhead(from, to)[choice]! };
    },
  },
  turn: {
    size: (planets) => planets * PLAYABLE.length * DIRECTIONS.length,
    encode: (state, action) => {
      const r = acting(state, action, action.rover);
      const direction = DIRECTIONS.indexOf(action.direction);
      if (direction < 0) unencodable(action, 'no such direction');
      return (r.planet * PLAYABLE.length + r.source) * DIRECTIONS.length + direction;
    },
    decode: (state, i) => {
      const cell = Math.floor(i / DIRECTIONS.length);
      const planet = Math.floor(cell / PLAYABLE.length);
      const rover = roverAt(state, planet, PLAYABLE[cell % PLAYABLE.length]);
      return { type: 'turn', rover, direction: DIRECTIONS[i % DIRECTIONS.length]! };
    },
  },
  shoot: {
    size: (planets) => planets * PLAYABLE.length * SHOT_SLOTS_2024_12,
    encode: (state, action) => {
      const r = acting(state, action, action.rover);
      let slot: number;
      if (action.target === 'fortification') {
        const rank = EDGES_IN_RANGE[r.space]!.indexOf(
          namedEdge(action, action.space, action.across),
        );
        if (rank < 0) unencodable(action, 'the edge is out of shooting range');
        slot = RANGE_SLOTS * 2 + rank;
      } else {
        const rank = spacesWithin(rulesetNamed('2024-12').shootingRange)[r.space]!.indexOf(
          action.space,
        );
        if (rank < 0) unencodable(action, 'out of shooting range');
        slot = rank * 2 + (action.target === 'rover' ? 0 : 1);
      }
      return (r.planet * PLAYABLE.length + r.source) * SHOT_SLOTS_2024_12 + slot;
    },
    decode: (state, i) => {
      const slot = i % SHOT_SLOTS_2024_12;
      const cell = Math.floor(i / SHOT_SLOTS_2024_12);
      const planet = Math.floor(cell / PLAYABLE.length);
      const from = PLAYABLE[cell % PLAYABLE.length]!;
      const rover = roverAt(state, planet, from);
      if (slot >= RANGE_SLOTS * 2) {
        // An edge rank beyond this space's list names an edge off the board: never legal.
        const edge = EDGES_IN_RANGE[from]![slot - RANGE_SLOTS * 2] ?? NO_EDGE;
        const [space, across] = edgeSpaces(edge);
        return { type: 'shoot', rover, space, target: 'fortification', across };
      }
      // A rank beyond this space's range names the space itself: never a legal target.
      const within = spacesWithin(rulesetNamed('2024-12').shootingRange)[from]!;
      const space = within[Math.floor(slot / 2)] ?? from;
      return { type: 'shoot', rover, space, target: slot % 2 === 0 ? 'rover' : 'building' };
    },
  },
  build: {
    size: (planets) => planets * HQS.length * STRUCTURES_2024_12.length * BUILD_EXITS,
    encode: (state, action) => {
      const hq = HQ_INDEX[action.space]!;
      if (hq < 0) unencodable(action, 'not a playable HQ');
      const structure = STRUCTURES_2024_12.indexOf(action.structure);
      if (structure < 0) unencodable(action, `no ${action.structure} in this ruleset`);
      const planet = planetOf(state, action, action.planet);
      let exit = 0;
      if (action.moveTo !== undefined || action.facing !== undefined) {
        if (action.moveTo !== aheadOf(state, planet, action.space) || action.facing === undefined) {
          unencodable(action, 'the Rover on the HQ moves out only to the space it faces');
        }
        exit = 1 + aheadChoice(action, action.space, action.moveTo, action.facing);
      }
      const site = (planet * HQS.length + hq) * STRUCTURES_2024_12.length + structure;
      return site * BUILD_EXITS + exit;
    },
    decode: (state, i) => {
      const exit = i % BUILD_EXITS;
      const rest = Math.floor(i / BUILD_EXITS);
      const structure = STRUCTURES_2024_12[rest % STRUCTURES_2024_12.length]!;
      const site = Math.floor(rest / STRUCTURES_2024_12.length);
      const planet = Math.floor(site / HQS.length);
      const space = HQS[site % HQS.length]!;
      if (exit === 0) return { type: 'build', structure, planet, space };
      const moveTo = aheadOf(state, planet, space);
      const facing = facingsAhead(space, moveTo)[exit - 1]!;
      return { type: 'build', structure, planet, space, moveTo, facing };
    },
  },
  descend: {
    size: (planets) => ORBIT_SLOTS * planets * PLAYABLE.length * SLOTS,
    encode: (state, action) => {
      const rank = orbitRovers(state).indexOf(action.rover);
      if (rank < 0) unencodable(action, `Rover ${action.rover} is no Rover of the player in orbit`);
      if (rank >= ORBIT_SLOTS) unencodable(action, `only ${ORBIT_SLOTS} Rovers in orbit have ids`);
      const at = PLAYABLE_INDEX[action.space]!;
      if (at < 0) unencodable(action, 'off the board');
      if (action.facing === undefined) unencodable(action, 'no facing');
      const planet = planetOf(state, action, action.planet);
      const cell = (rank * state.options.planets + planet) * PLAYABLE.length + at;
      return cell * SLOTS + slotOf(action, action.space, action.facing);
    },
    decode: (state, i) => {
      const cell = Math.floor(i / SLOTS);
      const space = PLAYABLE[cell % PLAYABLE.length]!;
      const rest = Math.floor(cell / PLAYABLE.length);
      const planet = rest % state.options.planets;
      const rank = Math.floor(rest / state.options.planets);
      const rover = orbitRovers(state)[rank] ?? state.nextRoverId;
      return { type: 'descend', rover, planet, space, facing: neighbor(space, i % SLOTS) };
    },
  },
  produce: {
    size: () => SLOTS * SLOTS,
    encode: (state, action) => {
      const factory = ownBuilding(state, 'factory');
      if (factory === undefined) unencodable(action, 'the player has no Factory');
      if (action.facing === undefined) unencodable(action, 'no facing');
      const outlet = slotOf(action, factory.space, action.space);
      return outlet * SLOTS + slotOf(action, action.space, action.facing);
    },
    // Without a Factory the slots are read around space 0; the action is illegal anyway.
    decode: (state, i) => {
      const space = neighbor(ownBuilding(state, 'factory')?.space ?? 0, Math.floor(i / SLOTS));
      return { type: 'produce', space, facing: neighbor(space, i % SLOTS) };
    },
  },
  repair: noIds('repair'),
  ready: noIds('ready'),
  aim: noIds('aim'),
  fire: {
    size: () => PLAYABLE.length + board.edges.length,
    encode: (_state, action) => {
      if (action.space === undefined) unencodable(action, 'no space');
      if (action.target === 'fortification') {
        return PLAYABLE.length + namedEdge(action, action.space, action.across);
      }
      if (action.target !== 'rover')
        unencodable(action, 'a Fire targets a Rover or a Fortification');
      const at = PLAYABLE_INDEX[action.space]!;
      return at >= 0 ? at : unencodable(action, 'off the board');
    },
    decode: (_state, i) => {
      if (i < PLAYABLE.length) return { type: 'fire', space: PLAYABLE[i]!, target: 'rover' };
      const [space, across] = edgeSpaces(i - PLAYABLE.length);
      return { type: 'fire', space, target: 'fortification', across };
    },
  },
  save: noIds('save'),
  destroy: {
    size: () => STRUCTURES_2024_12.length,
    encode: (_state, action) => {
      const i = STRUCTURES_2024_12.indexOf(action.structure);
      return i >= 0 ? i : unencodable(action, `no ${action.structure} in this ruleset`);
    },
    decode: (_state, i) => ({ type: 'destroy', structure: STRUCTURES_2024_12[i]! }),
  },
  heal: {
    size: () => SLOTS,
    encode: (state, action) => {
      const medic = ownBuilding(state, 'medic');
      if (medic === undefined) unencodable(action, 'the player has no Medic');
      const spot = roverSpot(state, action.rover);
      if (!spot) unencodable(action, `Rover ${action.rover} is no Rover of the player on a planet`);
      if (spot.planet !== medic.planet)
        unencodable(action, 'the Rover is not on the Medic’s planet');
      return slotOf(action, medic.space, spot.space);
    },
    decode: (state, i) => {
      const medic = ownBuilding(state, 'medic');
      const rover = medic
        ? roverAt(state, medic.planet, neighbor(medic.space, i))
        : state.nextRoverId;
      return { type: 'heal', rover };
    },
  },
  powerUp: {
    size: () => 1,
    encode: () => 0,
    decode: () => ({ type: 'powerUp' }),
  },
  endTurn: noIds('endTurn'),
};

/** The id forms of a ruleset (checked to exist: a ruleset not implemented throws). */
function formsOf(ruleset: RulesetName): IdForms {
  rulesetNamed(ruleset);
  if (ruleset === '2024-12') return ID_FORMS_2024_12;
  return ruleset === '2026-06' ? ID_FORMS_2026_06 : ID_FORMS;
}

function idForm(state: GameState, type: ActionType): IdForm<Action> {
  return formsOf(state.options.ruleset ?? DEFAULT_RULESET)[type] as IdForm<Action>;
}

/**
 * The id of an action in `state`'s action space (see `actionSpaceSize` and docs/bots.md). The
 * acting Rover is named by the space it stands on, a Rover in orbit by its rank among the
 * player's Rovers in orbit, a neighbour by its slot in `board.spaces[s].neighbors`, a shot's
 * space by its rank in `spacesInRange`; in 2024-12 a facing by its neighbour slot, a Move by
 * which of the two facings ahead it takes (or none, into orbit), an edge by its rank among the
 * edges in range (Shoot) or its id (Fire). Every legal action has an id, except a descent by a
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
  const layout = stateLayout(state);
  if (layout.sizes[action.type] === 0) {
    unencodable(
      action,
      `${action.type} is not an action of ruleset ${state.options.ruleset ?? DEFAULT_RULESET}`,
    );
  }
  return layout.offsets[action.type] + idForm(state, action.type).encode(state, action);
}

/**
 * The ids of `actions` (the legal actions of `state`), ascending: `encodeAction` of each, with
 * the layout and the id forms looked up once, and the actions without an id left out (those for
 * which `encodeAction` throws a `RangeError`: a descent by a Rover beyond the first
 * `ORBIT_SLOTS` in orbit). With `named`, it receives the actions of the ids, in the same order.
 * For the engine, which lists the legal ids of every step.
 *
 * @internal
 */
export function actionIds(
  state: GameState,
  actions: readonly Action[],
  named?: Action[],
): number[] {
  const layout = stateLayout(state);
  const forms = formsOf(state.options.ruleset ?? DEFAULT_RULESET);
  const ids: number[] = [];
  for (const action of actions) {
    if (layout.sizes[action.type] === 0) continue;
    let id: number;
    try {
      id =
        layout.offsets[action.type] + (forms[action.type] as IdForm<Action>).encode(state, action);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      continue;
    }
    // Inserted in order: a handful of ids, mostly listed ascending already, sort faster so
    // than by `Array.prototype.sort` with a comparator.
    let at = ids.length;
    while (at > 0 && ids[at - 1]! > id) {
      ids[at] = ids[at - 1]!;
      if (named) named[at] = named[at - 1]!;
      at--;
    }
    ids[at] = id;
    if (named) named[at] = action;
  }
  return ids;
}

/** The action type whose block holds `id`. */
function blockOf(layout: Layout, id: number): ActionType {
  let found: ActionType = ACTION_TYPES[0]!;
  // Types without ids (size 0) share their offset with the next: skip them.
  for (const type of ACTION_TYPES) {
    if (layout.sizes[type] > 0 && layout.offsets[type] <= id) found = type;
  }
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
  const layout = stateLayout(state);
  if (!Number.isInteger(id) || id < 0 || id >= layout.size) {
    throw new RangeError(`action id must be an integer 0..${layout.size - 1}, not ${String(id)}`);
  }
  const type = blockOf(layout, id);
  return idForm(state, type).decode(state, id - layout.offsets[type]);
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
  const mask = new Uint8Array(stateLayout(state).size);
  const orbit = orbitRovers(state);
  for (const action of legalActions(state)) {
    if (action.type === 'descend' && orbit.indexOf(action.rover) >= ORBIT_SLOTS) continue;
    mask[encodeAction(state, action)] = 1;
  }
  return mask;
}
