import type { TurnDirection } from '../../../src/board/index.js';
import { board } from '../../../src/board/index.js';
import type {
  Action,
  ActionType,
  GameState,
  Rng,
  RngState,
  RulesetName,
  ShotTarget,
  Structure,
} from '../../../src/rules/index.js';
import {
  ACTION_TYPES,
  applyAction,
  createGame,
  createRng,
  legalActions,
  restoreRng,
  STRUCTURES,
} from '../../../src/rules/index.js';

// Random play in the spirit of OpenSpiel's random-simulation tests: the game's dice come from
// `createRng(seed)` as in a real game, the choice among legal actions from a second, independent
// seeded generator, so a game is reproduced exactly by its seeds (or by its list of actions).

/**
 * The game a harness plays: `createGame({ players, planets, turnLimit }, createRng(seed))`, or,
 * with `start`, that hand-built position played with the dice of `createRng(seed)`.
 */
export interface GameSetup {
  readonly seed: number;
  readonly players: number;
  readonly planets: number;
  readonly turnLimit: number;
  readonly start?: GameState;
  /**
   * The ruleset (default 2025-01). A 2026-06 game takes its planets from the players (ruling
   * R33), whatever `planets` says; 2024-12 plays `planets` as 2025-01 does (R50).
   */
  readonly ruleset?: RulesetName;
}

function startGame(setup: GameSetup, rng: Rng): GameState {
  if (setup.start) return setup.start;
  if (setup.ruleset === '2026-06') {
    return createGame(
      { players: setup.players, turnLimit: setup.turnLimit, ruleset: setup.ruleset },
      rng,
    );
  }
  if (setup.ruleset === '2024-12') {
    const { players, planets, turnLimit, ruleset } = setup;
    return createGame({ players, planets, turnLimit, ruleset }, rng);
  }
  return createGame(
    { players: setup.players, planets: setup.planets, turnLimit: setup.turnLimit },
    rng,
  );
}

/** Picks the index of the next action in `actions` (never empty), or `undefined` to stop. */
export type Chooser = (
  actions: readonly Action[],
  state: GameState,
  step: number,
) => number | undefined;

/** Everything about one step, handed to the step hook after the action was applied. */
export interface Step {
  /** 0 for the first action (the first setup placement). */
  readonly index: number;
  readonly before: GameState;
  /** `legalActions(before)`. */
  readonly actions: readonly Action[];
  readonly action: Action;
  /** The game rng's state just before the action: `restoreRng(rngBefore)` draws the same dice. */
  readonly rngBefore: RngState;
  readonly after: GameState;
  /** `JSON.stringify(before)`, taken before the action was applied. */
  readonly beforeJson: string;
  /** The game rng, positioned after the action (the hook must not draw from it). */
  readonly rng: Rng;
}

/** The outcome of a game played by `playGame`. */
export interface PlayedGame {
  readonly initial: GameState;
  readonly final: GameState;
  /** The actions applied, in order. */
  readonly actions: readonly Action[];
}

/** mulberry32: a tiny seeded PRNG for the chooser, independent of the game's dice. */
export function chooserRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Chooses uniformly among the legal actions. */
export function uniformChooser(seed: number): Chooser {
  const random = chooserRandom(seed);
  return (actions) => Math.floor(random() * actions.length);
}

/** What a biased chooser may prefer: an action type, or a move into one's own Space Port. */
export type Preference = ActionType | 'enterOrbit';

function preferenceOf(action: Action, state: GameState): Preference {
  if (action.type !== 'move') return action.type;
  const rover = state.rovers.find((r) => r.id === action.rover);
  const at = rover?.location;
  const port = state.buildings.find(
    (b) => b.structure === 'spacePort' && b.owner === state.currentPlayer,
  );
  return at !== undefined &&
    at !== 'orbit' &&
    port?.planet === at.planet &&
    port.space === action.to
    ? 'enterOrbit'
    : 'move';
}

/**
 * Prefers the rarer actions when they are legal (with probability `bias`, a preference picked
 * uniformly among those present, then an action of it), else chooses uniformly. Random play
 * almost never surrounds an HQ or fires a cannon; this chooser makes sure every action type
 * gets exercised.
 */
export function biasedChooser(
  seed: number,
  preferred: readonly Preference[] = [
    'build',
    'ready',
    'aim',
    'fire',
    'save',
    'enterOrbit',
    'descend',
    'produce',
    'repair',
    'fortify',
  ],
  bias = 0.8,
): Chooser {
  const random = chooserRandom(seed);
  return (actions, state) => {
    const kinds = actions.map((a) => preferenceOf(a, state));
    const present = [...new Set(kinds)].filter((k) => preferred.includes(k));
    if (present.length > 0 && random() < bias) {
      const kind = present[Math.floor(random() * present.length)]!;
      const indexes = kinds.flatMap((k, i) => (k === kind ? [i] : []));
      return indexes[Math.floor(random() * indexes.length)]!;
    }
    return Math.floor(random() * actions.length);
  };
}

/**
 * A choice for `scriptedChooser`: an index (mod the number of legal actions), or a preferred
 * action type with an index among the actions of that type (the plain index when none is legal).
 */
export type Choice = number | readonly [ActionType, number];

/** Follows `choices`, one a step, stopping when they run out (for fast-check, which shrinks them). */
export function scriptedChooser(choices: readonly Choice[]): Chooser {
  return (actions, _state, step) => {
    const choice = choices[step];
    if (choice === undefined) return undefined;
    if (typeof choice === 'number') return choice % actions.length;
    const [type, n] = choice;
    const indexes = actions.flatMap((a, i) => (a.type === type ? [i] : []));
    return indexes.length > 0 ? indexes[n % indexes.length]! : n % actions.length;
  };
}

/**
 * Plays one game: creates it from `setup`, then until it is finished, `maxSteps` actions were
 * applied or the chooser stops, applies the chosen legal action with the game rng, calling
 * `onStep` after each.
 */
export function playGame(
  setup: GameSetup,
  choose: Chooser,
  options: {
    readonly maxSteps?: number;
    readonly onStep?: (step: Step) => void;
    /** `applyAction`'s `freeze` option (default true). */
    readonly freeze?: boolean;
  } = {},
): PlayedGame {
  const rng = createRng(setup.seed);
  const initial = startGame(setup, rng);
  const maxSteps = options.maxSteps ?? Number.POSITIVE_INFINITY;
  const applied: Action[] = [];
  let state = initial;
  for (let index = 0; index < maxSteps && state.status !== 'finished'; index++) {
    const actions = legalActions(state);
    if (actions.length === 0) throw new Error(`no legal action at step ${index} of a live game`);
    const choice = choose(actions, state, index);
    if (choice === undefined) break;
    const action = actions[choice]!;
    const rngBefore = rng.save();
    const beforeJson = options.onStep ? JSON.stringify(state) : '';
    const after = applyAction(state, action, rng, { freeze: options.freeze ?? true });
    applied.push(action);
    options.onStep?.({ index, before: state, actions, action, rngBefore, beforeJson, after, rng });
    state = after;
  }
  return { initial, final: state, actions: applied };
}

/** Replays `actions` on a fresh game from `setup`; returns every state, the initial one first. */
export function replayGame(setup: GameSetup, actions: readonly Action[]): GameState[] {
  const rng = createRng(setup.seed);
  let state = startGame(setup, rng);
  const states = [state];
  for (const action of actions) {
    state = applyAction(state, action, rng);
    states.push(state);
  }
  return states;
}

/**
 * Applies `action` to a JSON copy of a state with a restored rng and without freezing (the
 * simulation setting, `{ freeze: false }`): the JSON of the result, and of the copy afterwards
 * (which must not have changed, and nothing frozen would have caught it).
 */
export function applyFromJson(
  stateJson: string,
  action: Action,
  rngBefore: RngState,
): { readonly after: string; readonly input: string } {
  const copy = JSON.parse(stateJson) as GameState;
  const after = applyAction(copy, action, restoreRng(rngBefore), { freeze: false });
  return { after: JSON.stringify(after), input: JSON.stringify(copy) };
}

// ---------------------------------------------------------------------------------------------
// The action space: a canonical key, the documented order, and candidate actions around a state.

const TARGETS: readonly ShotTarget[] = ['rover', 'fortification', 'building'];
const SPACE_IDS = board.spaces.map((s) => s.id);
/** Every structure of any ruleset, in listing order: 2024-12 lists its Medic where others list the Treasury. */
const ALL_STRUCTURES: readonly Structure[] = [...STRUCTURES, 'medic'];
const DIRECTIONS: readonly TurnDirection[] = ['left', 'right'];

/** A canonical text for an action: sorted keys, without `player` and undefined fields. */
export function actionKey(action: unknown): string {
  if (typeof action !== 'object' || action === null) return JSON.stringify(action) ?? 'undefined';
  const record = action as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => k !== 'player' && record[k] !== undefined)
    .sort();
  return JSON.stringify(Object.fromEntries(keys.map((k) => [k, record[k]])));
}

const TYPE_RANK = new Map(ACTION_TYPES.map((t, i) => [t, i]));
const STRUCTURE_RANK = new Map(ALL_STRUCTURES.map((s, i) => [s, i]));
const TARGET_RANK = new Map(TARGETS.map((t, i) => [t, i]));
const DIRECTION_RANK = new Map(DIRECTIONS.map((d, i) => [d, i]));

/**
 * The order `legalActions` documents: by type (`ACTION_TYPES`), then Rover id, then space id, with
 * the remaining fields breaking ties: planet before space (several planets), then structure
 * (`STRUCTURES` order, 2024-12's Medic last), then `moveTo`, then 2024-12's facing (ascending),
 * then shot target (rover, fortification, building), then 2024-12's `across` (ascending) and
 * turn direction (left, right).
 */
export function compareActions(a: Action, b: Action): number {
  const ra = a as unknown as Partial<Record<string, unknown>>;
  const rb = b as unknown as Partial<Record<string, unknown>>;
  const num = (r: Partial<Record<string, unknown>>, k: string) =>
    typeof r[k] === 'number' ? (r[k] as number) : -1;
  const rank = <T>(m: Map<T, number>, v: unknown) => m.get(v as T) ?? -1;
  const keys: ((r: Partial<Record<string, unknown>>) => number)[] = [
    (r) => rank(TYPE_RANK, r.type),
    (r) => num(r, 'rover'),
    (r) => num(r, 'planet'),
    (r) => (typeof r.space === 'number' ? r.space : num(r, 'to')),
    (r) => rank(STRUCTURE_RANK, r.structure),
    (r) => num(r, 'moveTo'),
    // 2024-12: the facing a Rover takes (rulings R52, R54).
    (r) => num(r, 'facing'),
    // 2026-06: a placement's Rover space; a choice lists placing first before second.
    (r) => num(r, 'roverSpace'),
    (r) => (r.placeFirst === true ? 0 : r.placeFirst === false ? 1 : -1),
    (r) => rank(TARGET_RANK, r.target),
    // 2024-12: an edge's second space (ruling R57), and a Turn's direction (R55).
    (r) => num(r, 'across'),
    (r) => rank(DIRECTION_RANK, r.direction),
  ];
  for (const key of keys) {
    const d = key(ra) - key(rb);
    if (d !== 0) return d;
  }
  return 0;
}

/** The fields an action of `type` needs, taken from `from` where it has them (to ↔ space). */
function retyped(
  type: ActionType,
  from: Record<string, unknown>,
  ruleset: RulesetName,
): Record<string, unknown> {
  const space = from.space ?? from.to ?? from.moveTo ?? 0;
  const rover = from.rover ?? 1;
  const planet = from.planet ?? 0;
  const structure = from.structure ?? 'factory';
  if (ruleset === '2024-12') {
    // 2024-12's shapes where they differ (rulings R52–R63, R67): a facing wherever a Rover
    // arrives, an edge for a Fortification target.
    const facing = from.facing ?? board.spaces[space as number]?.neighbors[0] ?? 0;
    const target = from.target ?? 'rover';
    const across = target === 'fortification' ? { across: from.across ?? 0 } : {};
    switch (type) {
      case 'place':
        return { type, planet, space, facing };
      case 'move':
        return { type, rover, to: space, facing };
      case 'turn':
        return { type, rover, direction: from.direction ?? 'left' };
      case 'heal':
        return { type, rover };
      case 'descend':
        return { type, rover, planet, space, facing };
      case 'produce':
        return { type, space, facing };
      case 'shoot':
        return { type, rover, space, target, ...across };
      case 'fire':
        return { type, space, target, ...across };
    }
  }
  if (ruleset === '2026-06') {
    // 2026-06's shapes where they differ (rulings R31, R32, R38, R40, R43, R45).
    switch (type) {
      case 'place':
        return { type, planet, space, roverSpace: from.roverSpace ?? from.to ?? 1 };
      case 'choose':
        return { type, placeFirst: true };
      case 'orbit':
        return { type, rover, planet };
      case 'decommission':
      case 'produce':
      case 'aim':
        return { type, planet, space };
      case 'ready':
      case 'fire':
        return { type, planet };
    }
  }
  switch (type) {
    case 'place':
      return { type, planet, space };
    case 'move':
      return { type, rover, to: space };
    case 'fortify':
      return { type, rover, space };
    case 'shoot':
      return { type, rover, space, target: from.target ?? 'rover' };
    case 'build':
      return { type, structure, planet, space };
    case 'descend':
      return { type, rover, planet, space };
    case 'produce':
    case 'aim':
      return { type, space };
    case 'repair':
      return { type, rover };
    case 'destroy':
      return { type, structure };
    default:
      return { type };
  }
}

/**
 * Actions near a legal one, most of them illegal: other spaces (neighbours, off-board, out of
 * range), other Rovers, planets, structures and targets, other types with the same fields, a
 * dropped or added `moveTo`, a stray field, and `player` set to someone.
 */
export function mutations(state: GameState, action: Action, random: () => number): unknown[] {
  const base = action as unknown as Record<string, unknown>;
  const out: unknown[] = [];
  const set = (key: string, value: unknown) => out.push({ ...base, [key]: value });
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  for (const key of ['space', 'to', 'moveTo', 'roverSpace'] as const) {
    const value = base[key];
    if (typeof value !== 'number') continue;
    for (const n of board.spaces[value]!.neighbors) set(key, n);
    set(key, pick(SPACE_IDS));
    set(key, board.southPole);
    set(key, value === 0 ? 91 : value - 1);
    set(key, 92);
    set(key, 1.5);
  }
  if (typeof base.rover === 'number') {
    for (let i = 0; i < 3 && state.rovers.length > 0; i++) set('rover', pick(state.rovers).id);
    set('rover', state.nextRoverId);
    set('rover', 0);
    set('rover', '1');
  }
  if (typeof base.planet === 'number') {
    for (let p = 0; p <= state.options.planets; p++) set('planet', p);
  }
  if (base.structure !== undefined) {
    for (const s of ALL_STRUCTURES) set('structure', s);
    set('structure', 'castle');
  }
  // 2024-12 (rulings R52–R57, R67): other facings, the other direction, other edges.
  if (typeof base.facing === 'number') {
    const at = (base.to ?? base.moveTo ?? base.space) as number;
    for (const n of board.spaces[at]!.neighbors) set('facing', n);
    set('facing', at);
    set('facing', pick(SPACE_IDS));
    set('facing', 92);
    const { facing: _dropped, ...rest } = base;
    out.push(rest);
  }
  if (typeof base.direction === 'string') {
    set('direction', base.direction === 'left' ? 'right' : 'left');
    set('direction', 'back');
  }
  if (typeof base.across === 'number') {
    const space = base.space as number;
    for (const n of board.spaces[space]!.neighbors) set('across', n);
    set('across', space);
    out.push({ ...base, space: base.across, across: space });
    const { across: _dropped, ...rest } = base;
    out.push(rest);
  } else if (base.target === 'rover' && typeof base.space === 'number') {
    set('across', board.spaces[base.space]!.neighbors[0]);
  }
  if (typeof base.placeFirst === 'boolean') set('placeFirst', !base.placeFirst);
  if (base.target !== undefined) {
    for (const t of TARGETS) set('target', t);
    set('target', 'planet');
  }
  if (base.type === 'build') {
    const space = base.space as number;
    if (base.moveTo === undefined) {
      for (const n of board.playableNeighbors[space]!) set('moveTo', n);
    } else {
      const { moveTo: _dropped, ...rest } = base;
      out.push(rest);
    }
  }
  const ruleset = state.options.ruleset ?? '2025-01';
  for (const type of ACTION_TYPES) if (type !== base.type) out.push(retyped(type, base, ruleset));
  set('type', 'teleport');
  set('extra', 1);
  set('player', state.currentPlayer);
  set('player', (state.currentPlayer + 1) % state.options.players);
  set('player', state.options.players);
  return out;
}

/**
 * Every action over small sets of ids: all types; every Rover in play, the next id and two
 * removed ones; every planet and space id, every structure and target, and for builds every
 * `moveTo` next to the HQ. Contains every legal action.
 */
export function actionSpace(state: GameState): Action[] {
  const out: Action[] = [];
  const planets = Array.from({ length: state.options.planets }, (_, p) => p);
  const live = new Set(state.rovers.map((r) => r.id));
  const removed = Array.from({ length: state.nextRoverId - 1 }, (_, i) => i + 1)
    .filter((id) => !live.has(id))
    .slice(0, 2);
  const rovers = [...live, ...removed, state.nextRoverId];
  if (state.options.ruleset === '2026-06') return actionSpace2026(state, planets, rovers);
  if (state.options.ruleset === '2024-12') return actionSpace2024(planets, rovers);
  for (const planet of planets)
    for (const space of SPACE_IDS) out.push({ type: 'place', planet, space });
  for (const rover of rovers) {
    for (const space of SPACE_IDS) {
      out.push({ type: 'move', rover, to: space }, { type: 'fortify', rover, space });
      for (const target of TARGETS) out.push({ type: 'shoot', rover, space, target });
      for (const planet of planets) out.push({ type: 'descend', rover, planet, space });
    }
    out.push({ type: 'repair', rover });
  }
  for (const structure of STRUCTURES) {
    for (const planet of planets) {
      for (const space of SPACE_IDS) {
        out.push({ type: 'build', structure, planet, space });
        for (const moveTo of board.playableNeighbors[space]!)
          out.push({ type: 'build', structure, planet, space, moveTo });
      }
    }
    out.push({ type: 'destroy', structure });
  }
  for (const space of SPACE_IDS) out.push({ type: 'produce', space }, { type: 'aim', space });
  for (const type of ['ready', 'fire', 'save', 'endTurn', 'pass'] as const) out.push({ type });
  return out;
}

/** `actionSpace` for 2026-06's shapes (rulings R31, R32, R38, R40, R43, R45). */
function actionSpace2026(
  _state: GameState,
  planets: readonly number[],
  rovers: readonly number[],
): Action[] {
  const out: Action[] = [];
  for (const placeFirst of [true, false]) out.push({ type: 'choose', placeFirst });
  for (const planet of planets) {
    for (const space of SPACE_IDS) {
      for (const roverSpace of board.spaces[space]!.neighbors)
        out.push({ type: 'place', planet, space, roverSpace });
      out.push(
        { type: 'produce', planet, space },
        { type: 'aim', planet, space },
        { type: 'decommission', planet, space },
      );
      for (const structure of STRUCTURES) out.push({ type: 'build', structure, planet, space });
    }
    out.push({ type: 'ready', planet }, { type: 'fire', planet });
  }
  for (const rover of rovers) {
    for (const space of SPACE_IDS) {
      out.push({ type: 'move', rover, to: space }, { type: 'fortify', rover, space });
      for (const target of TARGETS) out.push({ type: 'shoot', rover, space, target });
      for (const planet of planets) out.push({ type: 'descend', rover, planet, space });
    }
    for (const planet of planets) out.push({ type: 'orbit', rover, planet });
    out.push({ type: 'repair', rover });
  }
  for (const type of ['save', 'endTurn', 'pass'] as const) out.push({ type });
  return out;
}

/**
 * `actionSpace` for 2024-12's shapes (rulings R52–R67): every facing a neighbour of the space
 * arrived on (or none), both turns, Fortification targets named by a space and each of its
 * neighbours (either order), builds with a free move only from HQs (Buildings stand on HQs).
 */
function actionSpace2024(planets: readonly number[], rovers: readonly number[]): Action[] {
  const out: Action[] = [];
  const around = (space: number) => board.spaces[space]!.neighbors;
  for (const planet of planets) {
    for (const space of SPACE_IDS) {
      for (const facing of around(space)) out.push({ type: 'place', planet, space, facing });
      for (const structure of ALL_STRUCTURES) {
        out.push({ type: 'build', structure, planet, space });
        if (board.spaces[space]!.kind !== 'hq') continue;
        for (const moveTo of board.playableNeighbors[space]!) {
          out.push({ type: 'build', structure, planet, space, moveTo });
          for (const facing of around(moveTo))
            out.push({ type: 'build', structure, planet, space, moveTo, facing });
        }
      }
    }
  }
  for (const rover of rovers) {
    for (const space of SPACE_IDS) {
      out.push({ type: 'move', rover, to: space }, { type: 'fortify', rover, space });
      for (const facing of around(space)) out.push({ type: 'move', rover, to: space, facing });
      for (const target of TARGETS) out.push({ type: 'shoot', rover, space, target });
      for (const across of around(space))
        out.push({ type: 'shoot', rover, space, target: 'fortification', across });
      for (const planet of planets)
        for (const facing of around(space))
          out.push({ type: 'descend', rover, planet, space, facing });
    }
    for (const direction of DIRECTIONS) out.push({ type: 'turn', rover, direction });
    out.push({ type: 'heal', rover }, { type: 'repair', rover });
  }
  for (const space of SPACE_IDS) {
    for (const facing of around(space)) out.push({ type: 'produce', space, facing });
    out.push({ type: 'fire', space, target: 'rover' });
    for (const across of around(space))
      out.push({ type: 'fire', space, target: 'fortification', across });
  }
  for (const structure of ALL_STRUCTURES) out.push({ type: 'destroy', structure });
  for (const type of ['powerUp', 'ready', 'save', 'endTurn', 'pass'] as const) out.push({ type });
  return out;
}
