import { board, edgeBetween, edgeKinds } from '../board/index.js';
import { assertWellFormed, describe, MAX_ROVER_ID } from './_internals/shape.js';
import { IllegalActionError, type RuleRef } from './errors.js';
import { printable } from './printable.js';
import {
  DEFAULT_RULESET,
  type Ruleset,
  type RulesetName,
  rulesetNamed,
  SUPPORTED_RULESETS,
} from './ruleset.js';
import { MAX_PLAYERS } from './setup.js';
import type { GameState } from './types.js';

// A state that comes from outside (a saved game, a hand-built position) is checked here before
// anything trusts it: first its shape (every field, type and range, array lengths bounded by the
// rules before any array is walked), then the invariants that every reachable state keeps. The
// checks stop at the first problem, so the work is bounded by the input read so far.

const MARKER = Symbol.for('globetrotter.InvalidStateError');

/**
 * Why a value is not a usable `GameState`, as returned by `validateState`: the first broken
 * invariant. `code` is always `'INVALID_STATE'`; `rule` names the ruling broken (`'R7'`), or
 * `'state-format'` for a wrong shape; `path` says where (`'rovers[3].hp'`, `''` for the value
 * itself); `message` says why in words, path first.
 *
 * @example
 * ```ts
 * const check = validateState(JSON.parse(saved));
 * if (!check.ok) console.log(check.error.path, check.error.rule, check.error.message);
 * ```
 */
export class InvalidStateError extends Error {
  /** Stable machine-readable code, the one `validateAction` uses for unusable states. */
  readonly code: 'INVALID_STATE' = 'INVALID_STATE';
  /** The ruling broken, e.g. `'R17'`, or `'state-format'` for a wrong shape. */
  readonly rule: RuleRef;
  /** Where: a property path into the state, like `'rovers[3].hp'`; `''` for the value itself. */
  readonly path: string;

  constructor(path: string, rule: RuleRef, message: string) {
    super(message);
    this.name = 'InvalidStateError';
    this.rule = rule;
    this.path = path;
    Object.defineProperty(this, MARKER, { value: true });
  }

  // Recognise errors from another copy of the package too, as IllegalActionError does.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && MARKER in value;
  }
}

/** The result of `validateState`. */
export type StateValidationResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: InvalidStateError };

const FORMAT: RuleRef = 'state-format';
const SPACES = board.spaces.length;
const EDGES = board.edges.length;
/** The faces of a die (ruling R4). */
const DIE_MAX = 6;
/** Events of one action: a point spent, 3 pieces hit, a planet, everyone out, the turn limit. */
const MAX_EVENTS = 1 + 3 + 1 + MAX_PLAYERS + 1;
const STATUSES: readonly string[] = ['setup', 'playing', 'finished'];
const PURPOSES: readonly string[] = ['hit', 'damage', 'planet'];
/** 2024-12 rolls only a shot's dice: no planet roll (rulings R57, R63). */
const PURPOSES_2024_12: readonly string[] = ['hit', 'damage'];
/** 2026-06 adds the Fire's hits die and the explosion die (rulings R45, R46). */
const PURPOSES_2026_06: readonly string[] = [...PURPOSES, 'hits', 'explosion'];
/**
 * 2026-06: the events of one action are bounded loosely (a Fire's damage rolls, an explosion
 * hitting up to 3 pieces on each of 5 spaces, captures, the planet, everyone out): the bound
 * only keeps a hostile list from being walked.
 */
const MAX_EVENTS_2026_06 = 256;
/** The fields a 2026-06 state has after the 2025-01 ones, in order (rulings R31, R47). */
const STATE_KEYS_2026_06 = ['placesFirst', 'captured'] as const;
const STATE_KEYS = [
  'version',
  'options',
  'status',
  'firstPlayer',
  'currentPlayer',
  'turn',
  'actionsThisTurn',
  'players',
  'planets',
  'rovers',
  'buildings',
  'nextRoverId',
  'rollOff',
  'winners',
  'last',
] as const;
const BUILDING_KEYS: Readonly<Record<string, readonly string[]>> = {
  spacePort: [],
  factory: [],
  drillCannon: ['ready', 'aim'],
  treasury: ['points'],
  medic: [],
};
/** 2024-12: a Drill Cannon also counts its power-ups (ruling R63). */
const CANNON_KEYS_2024_12: readonly string[] = ['ready', 'aim', 'power'];
const EVENT_KEYS_2026_06: Readonly<Record<string, readonly string[]>> = {
  exploded: ['planet', 'space', 'owner'],
  pointsCaptured: ['player', 'points', 'forfeited'],
};
const EVENT_KEYS: Readonly<Record<string, readonly string[]>> = {
  miss: ['target'],
  noDamage: ['target'],
  damaged: ['target', 'hp'],
  destroyed: ['target'],
  enteredOrbit: ['rover'],
  pointSpent: ['player', 'left'],
  planetDestroyed: ['planet', 'total'],
  eliminated: ['player'],
  turnLimitReached: ['turn'],
};
/** 2024-12 has no Treasury and no planet roll: no point is spent, no planet destroyed (R50, R63). */
const EVENT_KEYS_2024_12: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(EVENT_KEYS).filter(
    ([type]) => type !== 'pointSpent' && type !== 'planetDestroyed',
  ),
);
const PIECE_KEYS: Readonly<Record<string, readonly string[]>> = {
  rover: ['id', 'owner'],
  fortification: ['planet', 'space', 'owner'],
  building: ['structure', 'planet', 'space', 'owner'],
};
/** 2024-12: a Fortification stands on the edge between `space` and `across` (ruling R57). */
const FORTIFICATION_KEYS_2024_12: readonly string[] = ['planet', 'space', 'across', 'owner'];

/** The first problem found, thrown inside the checks and caught by `validateState`. */
class Broken {
  constructor(
    readonly path: string,
    readonly rule: RuleRef,
    readonly why: string,
  ) {}
}

function broken(path: string, rule: RuleRef, why: string): never {
  throw new Broken(path, rule, why);
}

type Obj = Readonly<Record<string, unknown>>;

/** A value for a message: short, and never a function's source. */
function shown(value: unknown): string {
  return typeof value === 'function' ? 'a function' : describe(value);
}

const field = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
const item = (path: string, i: number) => `${path}[${i}]`;

/** A plain object (what JSON gives) with exactly the `required` keys and some `optional` ones. */
function fields(
  value: unknown,
  path: string,
  what: string,
  required: readonly string[],
  optional: readonly string[] = [],
): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    broken(path, FORMAT, `${what} must be an object, not ${shown(value)}`);
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) {
    broken(path, FORMAT, `${what} must be a plain object (as JSON gives), not a class instance`);
  }
  // Object.keys lists own keys, `__proto__` included when JSON.parse made it one.
  for (const key of Object.keys(value)) {
    if (!required.includes(key) && !optional.includes(key)) {
      // The key comes from outside: shown printable, in the path as in the message.
      const name = printable(key);
      broken(field(path, name), FORMAT, `${what} has no field "${name}"`);
    }
  }
  for (const key of required) {
    if (!Object.hasOwn(value, key)) broken(field(path, key), FORMAT, `${what} needs "${key}"`);
  }
  return value as Obj;
}

/** An array (what JSON gives) of `min..max` entries, refused by its length before it is read. */
function list(
  value: unknown,
  path: string,
  what: string,
  min: number,
  max: number,
  rule: RuleRef = FORMAT,
): readonly unknown[] {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) {
    broken(path, FORMAT, `${what} must be an array, not ${shown(value)}`);
  }
  if (value.length < min || value.length > max) {
    const bounds =
      min === max ? `${min}` : max === Number.MAX_SAFE_INTEGER ? `${min}+` : `${min}..${max}`;
    broken(path, rule, `${what} must have ${bounds} entries, not ${value.length}`);
  }
  return value;
}

function int(
  value: unknown,
  path: string,
  what: string,
  min: number,
  max: number,
  rule: RuleRef = FORMAT,
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const bounds = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min}..${max}`;
    broken(path, rule, `${what} must be an integer ${bounds}, not ${shown(value)}`);
  }
  return value;
}

function bool(value: unknown, path: string, what: string): boolean {
  if (typeof value !== 'boolean')
    broken(path, FORMAT, `${what} must be true or false, not ${shown(value)}`);
  return value;
}

function oneOf(value: unknown, path: string, what: string, options: readonly string[]): string {
  if (typeof value !== 'string' || !options.includes(value)) {
    broken(path, FORMAT, `${what} must be one of ${options.join(', ')}, not ${shown(value)}`);
  }
  return value;
}

/** Every check, in the order of the state's fields; throws `Broken` at the first problem. */
function check(value: unknown): void {
  const s = fields(value, '', 'a game state', STATE_KEYS, STATE_KEYS_2026_06);
  if (s.version !== 1) {
    broken('version', FORMAT, `unknown state version ${shown(s.version)}; this library reads 1`);
  }

  // Options: the game's size, bounded as createGame bounds it.
  const o = fields(
    s.options,
    'options',
    'options',
    ['players', 'planets', 'turnLimit'],
    ['ruleset'],
  );
  // The ruleset first: its numbers bound the rest. A state without one plays 2025-01; a state
  // may name only a ruleset this library plays.
  const rules: Ruleset = rulesetNamed(
    Object.hasOwn(o, 'ruleset')
      ? (oneOf(o.ruleset, 'options.ruleset', 'the ruleset', SUPPORTED_RULESETS) as RulesetName)
      : DEFAULT_RULESET,
  );
  // 2026-06 (rulings R31–R48): the fields, bounds and invariants that differ from 2025-01.
  const v2026 = rules.name === '2026-06';
  // 2024-12 (rulings R50–R67): facings, Fortifications on edges, a powered cannon, a Medic.
  const v2024 = rules.name === '2024-12';
  /** The ruling a player out of the game breaks by still owning a piece. */
  const goneOut: RuleRef = v2024 ? 'R65' : 'R25';
  for (const key of STATE_KEYS_2026_06) {
    if (v2026 && !Object.hasOwn(s, key))
      broken(key, FORMAT, `a ${rules.name} state needs "${key}"`);
    if (!v2026 && Object.hasOwn(s, key))
      broken(key, FORMAT, `a ${rules.name} state has no field "${key}"`);
  }
  const n = int(o.players, 'options.players', 'players', rules.players.min, rules.players.max);
  const planetCount = int(o.planets, 'options.planets', 'planets', 1, rules.maxPlanets, 'R16');
  const table = rules.planetsByPlayers;
  if (table !== null && planetCount !== table[n]) {
    broken(
      'options.planets',
      'R33',
      `a ${rules.name} game of ${n} players has ${table[n]} planet(s), not ${planetCount}`,
    );
  }
  const turnLimit =
    o.turnLimit === null
      ? null
      : int(
          o.turnLimit,
          'options.turnLimit',
          'the turn limit (or null)',
          1,
          Number.MAX_SAFE_INTEGER,
          'R26',
        );

  const status = oneOf(s.status, 'status', 'status', STATUSES);
  const firstPlayer = int(s.firstPlayer, 'firstPlayer', 'firstPlayer', 0, n - 1);
  const currentPlayer = int(s.currentPlayer, 'currentPlayer', 'currentPlayer', 0, n - 1);
  const turn = int(s.turn, 'turn', 'turn', 0, Number.MAX_SAFE_INTEGER);
  // Ruling R22: the first action is free and each further one spends one of at most
  // rules.treasuryCapacity points; R50 (2024-12): one action a turn, and the turn passes.
  const actionsThisTurn = int(
    s.actionsThisTurn,
    'actionsThisTurn',
    'actionsThisTurn',
    0,
    v2026 || v2024 ? rules.maxActionsPerTurn : rules.treasuryCapacity + 1,
    v2026 ? 'R47' : v2024 ? 'R50' : 'R22',
  );
  // Ruling R31: who places first (null while a two-player roll-off winner has to choose);
  // R47: captured points, usable within the turn's remaining actions.
  const placesFirst = v2026
    ? s.placesFirst === null
      ? null
      : int(s.placesFirst, 'placesFirst', 'placesFirst (or null)', 0, n - 1, 'R31')
    : null;
  const captured = v2026
    ? int(s.captured, 'captured', 'captured points', 0, rules.maxActionsPerTurn - 1, 'R47')
    : 0;

  // Players.
  const seats = list(s.players, 'players', 'players', n, n);
  const inGame: boolean[] = [];
  for (let p = 0; p < n; p++) {
    const path = item('players', p);
    inGame.push(
      bool(fields(seats[p], path, 'a player', ['inGame']).inGame, field(path, 'inGame'), 'inGame'),
    );
  }

  // Planets and their Fortifications.
  const worlds = list(s.planets, 'planets', 'planets', planetCount, planetCount, 'R16');
  const forts: (readonly (number | null)[])[] = [];
  const destroyed: boolean[] = [];
  let fortCount = 0;
  for (let w = 0; w < planetCount; w++) {
    const path = item('planets', w);
    const planet = fields(worlds[w], path, 'a planet', [
      'destroyed',
      'cannonShots',
      'fortifications',
      ...(v2024 ? ['edgeFortifications'] : []),
    ]);
    const gone = bool(planet.destroyed, field(path, 'destroyed'), 'destroyed');
    const shots = int(
      planet.cannonShots,
      field(path, 'cannonShots'),
      'cannonShots',
      0,
      Number.MAX_SAFE_INTEGER,
    );
    // Ruling R63: a 2024-12 Drill Cannon has no planet count and no planet roll.
    if (v2024 && gone)
      broken(field(path, 'destroyed'), 'R63', 'no planet is ever destroyed in 2024-12');
    if (v2024 && shots !== 0)
      broken(field(path, 'cannonShots'), 'R63', 'a 2024-12 Drill Cannon counts no planet shots');
    if (gone && shots === 0) {
      broken(
        field(path, 'cannonShots'),
        'R10',
        'only a Drill Cannon firing destroys a planet, and none fired here',
      );
    }
    const slots = list(
      planet.fortifications,
      field(path, 'fortifications'),
      'fortifications',
      SPACES,
      SPACES,
    );
    for (let space = 0; space < SPACES; space++) {
      const owner = slots[space];
      if (owner === null) continue;
      // The path is spelled only for a broken slot: this loop is most of the work.
      const at = item(field(path, 'fortifications'), space);
      int(owner, at, 'a Fortification owner (or null)', 0, n - 1);
      // Ruling R56: in 2024-12 Fortifications stand on edges, never on spaces.
      if (v2024)
        broken(at, 'R56', `a Fortification on space ${space}: in 2024-12 they stand on edges`);
      fortCount++;
      if (!board.spaces[space]!.playable)
        broken(at, 'R1', `a Fortification on off-board space ${space}`);
      if (gone) broken(at, 'R27', `a Fortification on destroyed planet ${w}`);
      if (!inGame[owner as number]) {
        broken(at, 'R25', `a Fortification of player ${owner}, who is out of the game`);
      }
    }
    if (v2024) fortCount += checkEdgeFortifications(planet.edgeFortifications, path, n, inGame);
    forts.push(slots as readonly (number | null)[]);
    destroyed.push(gone);
  }

  // Rovers: ids unique, ascending and below nextRoverId, so there are fewer than nextRoverId.
  const nextRoverId = int(s.nextRoverId, 'nextRoverId', 'nextRoverId', 1, MAX_ROVER_ID + 1);
  const rovers = list(
    s.rovers,
    'rovers',
    'rovers (one per id below nextRoverId)',
    0,
    nextRoverId - 1,
  );
  const roverAt = new Map<number, number>();
  const hasRover: boolean[] = new Array(n).fill(false);
  let lastId = 0;
  for (let i = 0; i < rovers.length; i++) {
    const path = item('rovers', i);
    const r = fields(
      rovers[i],
      path,
      'a Rover',
      ['id', 'owner', 'hp', 'location'],
      v2026 ? ['orbit', 'transferred'] : v2024 ? ['facing'] : [],
    );
    const id = int(r.id, field(path, 'id'), 'a Rover id', 1, MAX_ROVER_ID);
    if (id <= lastId)
      broken(
        field(path, 'id'),
        FORMAT,
        `Rovers must be in ascending order of id: r${id} after r${lastId}`,
      );
    if (id >= nextRoverId)
      broken(field(path, 'id'), FORMAT, `r${id} is not below nextRoverId ${nextRoverId}`);
    lastId = id;
    const owner = int(r.owner, field(path, 'owner'), 'a Rover owner', 0, n - 1);
    if (!inGame[owner])
      broken(
        field(path, 'owner'),
        v2024 ? 'R65' : 'R14',
        `r${id} belongs to player ${owner}, who is out of the game`,
      );
    // Ruling R48 (2026-06): Rovers in orbit do not keep a player in.
    if (!v2026 || r.location !== 'orbit') hasRover[owner] = true;
    int(r.hp, field(path, 'hp'), "a Rover's hit points", 1, rules.hp.rover, 'R17');
    if (r.location === 'orbit') {
      if (status === 'setup')
        broken(field(path, 'location'), 'R15', `r${id} is in orbit during setup`);
      // Ruling R52: a Rover in orbit faces no edge.
      if (v2024 && Object.hasOwn(r, 'facing'))
        broken(field(path, 'facing'), 'R52', `r${id} is in orbit: it faces no edge`);
      if (v2026) {
        // Ruling R40: a Rover in orbit orbits one planet; R41: never a destroyed one.
        if (!Object.hasOwn(r, 'orbit'))
          broken(field(path, 'orbit'), 'R40', `r${id} is in orbit of no planet`);
        const orbit = int(r.orbit, field(path, 'orbit'), 'the planet orbited', 0, planetCount - 1);
        if (destroyed[orbit])
          broken(field(path, 'orbit'), 'R41', `r${id} orbits destroyed planet ${orbit}`);
        // Ruling R40: only a Rover of the player to act can have changed orbit this turn (the
        // mark goes when its owner's turn ends); present, it is `true`.
        if (Object.hasOwn(r, 'transferred')) {
          if (r.transferred !== true)
            broken(
              field(path, 'transferred'),
              FORMAT,
              `transferred must be true when present, not ${shown(r.transferred)}`,
            );
          if (owner !== currentPlayer)
            broken(
              field(path, 'transferred'),
              'R40',
              `r${id} changed orbit this turn, but its owner p${owner} is not the player to act`,
            );
        }
      }
      continue;
    }
    if (Object.hasOwn(r, 'orbit'))
      broken(field(path, 'orbit'), 'R40', `r${id} stands on a planet: it orbits none`);
    if (Object.hasOwn(r, 'transferred'))
      broken(field(path, 'transferred'), 'R40', `r${id} stands on a planet: it changed no orbit`);
    const where = field(path, 'location');
    const loc = fields(r.location, where, "a Rover's location ('orbit' or a space)", [
      'planet',
      'space',
    ]);
    const planet = int(
      loc.planet,
      field(where, 'planet'),
      'a planet index',
      0,
      planetCount - 1,
      'R16',
    );
    const space = int(loc.space, field(where, 'space'), 'a space id', 0, SPACES - 1);
    if (!board.spaces[space]!.playable)
      broken(where, 'R1', `r${id} stands on off-board space ${space}`);
    if (destroyed[planet]) broken(where, 'R27', `r${id} stands on destroyed planet ${planet}`);
    if (v2024) checkFacing(r, path, id, space);
    const key = planet * SPACES + space;
    const other = roverAt.get(key);
    if (other !== undefined)
      broken(
        where,
        v2024 ? 'R53' : 'R5',
        `r${other} and r${id} share space ${space} of planet ${planet}`,
      );
    roverAt.set(key, id);
    const fort = forts[planet]![space];
    if (fort !== null && fort !== owner) {
      broken(where, 'R5', `r${id} of player ${owner} stands on player ${fort}'s Fortification`);
    }
  }

  // Buildings: on playable HQs, one per space, one of each structure per player (ruling R7;
  // R59 in 2024-12, where a space holds one piece, a Rover or a Building).
  const buildRule: RuleRef = v2024 ? 'R59' : 'R7';
  const buildings = list(
    s.buildings,
    'buildings',
    v2026
      ? 'buildings (one of each kind per player and planet, R37)'
      : `buildings (one of each kind per player, ${buildRule})`,
    0,
    rules.structures.length * n * (v2026 ? planetCount : 1),
    v2026 ? 'R37' : buildRule,
  );
  const builtAt = new Set<number>();
  const kinds = new Set<string>();
  const hasFactory: boolean[] = new Array(n).fill(false);
  const treasuryPoints: (number | undefined)[] = new Array(n).fill(undefined);
  for (let i = 0; i < buildings.length; i++) {
    const path = item('buildings', i);
    const structure = oneOf(
      fields(
        buildings[i],
        path,
        'a Building',
        ['structure'],
        ['owner', 'planet', 'space', 'hp', 'ready', 'aim', 'points', 'power'],
      ).structure,
      field(path, 'structure'),
      'structure',
      rules.structures,
    );
    const b = fields(buildings[i], path, `a ${structure}`, [
      'structure',
      'owner',
      'planet',
      'space',
      'hp',
      ...(v2024 && structure === 'drillCannon' ? CANNON_KEYS_2024_12 : BUILDING_KEYS[structure]!),
      // Ruling R42: a 2026-06 Factory holds build points.
      ...(v2026 && structure === 'factory' ? ['points'] : []),
    ]);
    const owner = int(b.owner, field(path, 'owner'), 'a Building owner', 0, n - 1);
    if (!inGame[owner])
      broken(
        field(path, 'owner'),
        goneOut,
        `a ${structure} of player ${owner}, who is out of the game`,
      );
    int(b.hp, field(path, 'hp'), "a Building's hit points", 1, rules.hp.building, 'R17');
    const planet = int(
      b.planet,
      field(path, 'planet'),
      'a planet index',
      0,
      planetCount - 1,
      'R16',
    );
    const space = int(b.space, field(path, 'space'), 'a space id', 0, SPACES - 1);
    const where = `space ${space} of planet ${planet}`;
    if (!board.spaces[space]!.playable)
      broken(field(path, 'space'), 'R1', `a ${structure} on off-board ${where}`);
    if (board.spaces[space]!.kind !== 'hq')
      broken(
        field(path, 'space'),
        buildRule,
        `a ${structure} on triangle ${where}: Buildings stand on HQs`,
      );
    if (destroyed[planet])
      broken(field(path, 'planet'), 'R27', `a ${structure} on destroyed planet ${planet}`);
    const key = planet * SPACES + space;
    if (builtAt.has(key)) broken(field(path, 'space'), buildRule, `two Buildings on ${where}`);
    builtAt.add(key);
    // Ruling R37 (2026-06): one of each kind per planet, the Treasury one in all; R7: one in all.
    const perPlanet = v2026 && structure !== 'treasury';
    const kind = perPlanet ? `${owner}:${structure}:${planet}` : `${owner}:${structure}`;
    if (kinds.has(kind)) {
      broken(
        path,
        v2026 ? 'R37' : buildRule,
        perPlanet
          ? `player ${owner} owns two of structure ${structure} on planet ${planet}`
          : `player ${owner} owns two of structure ${structure}`,
      );
    }
    kinds.add(kind);
    const rover = roverAt.get(key);
    if (rover !== undefined)
      broken(
        field(path, 'space'),
        v2024 ? 'R53' : 'R5',
        `r${rover} stands on the ${structure} on ${where}`,
      );
    const fort = forts[planet]![space];
    if (fort !== null)
      broken(
        field(path, 'space'),
        'R7',
        `a Fortification of player ${fort} under the ${structure} on ${where}`,
      );
    if (structure === 'factory') {
      hasFactory[owner] = true;
      if (v2026) {
        const max = rules.factoryPoints!.max;
        int(b.points, field(path, 'points'), 'Factory build points', 0, max, 'R42');
      }
    }
    if (structure === 'treasury') {
      treasuryPoints[owner] = int(
        b.points,
        field(path, 'points'),
        'Treasury points',
        0,
        rules.treasuryCapacity,
        'R11',
      );
    }
    if (structure === 'drillCannon' && v2024) {
      // Ruling R63: a 2024-12 cannon powers up, 0..3, and is never readied or aimed.
      int(b.power, field(path, 'power'), 'Drill Cannon power', 0, rules.cannonPowerUp!, 'R63');
      if (bool(b.ready, field(path, 'ready'), 'ready'))
        broken(
          field(path, 'ready'),
          'R63',
          'a 2024-12 Drill Cannon powers up; it is never readied',
        );
      if (b.aim !== null)
        broken(
          field(path, 'aim'),
          'R63',
          'a 2024-12 Drill Cannon fires anywhere; it is never aimed',
        );
    } else if (structure === 'drillCannon') {
      const ready = bool(b.ready, field(path, 'ready'), 'ready');
      if (b.aim !== null) {
        const aim = int(b.aim, field(path, 'aim'), 'aim (a space id, or null)', 0, SPACES - 1);
        if (!board.spaces[aim]!.playable)
          broken(field(path, 'aim'), 'R21', `the Drill Cannon aims at off-board space ${aim}`);
        if (!ready) broken(field(path, 'aim'), 'R10', 'the Drill Cannon is aimed but not ready');
      }
    }
  }

  // Ruling R36 (2026-06): a Fortification never goes next to another, so none stands next to one.
  if (v2026) {
    for (let w = 0; w < planetCount; w++) {
      const slots = forts[w]!;
      for (const space of board.playableSpaces) {
        if (slots[space] === null) continue;
        for (const next of board.playableNeighbors[space]!) {
          if (next > space && slots[next] !== null) {
            broken(
              item(field(item('planets', w), 'fortifications'), next),
              'R36',
              `Fortifications on spaces ${space} and ${next} of planet ${w}, next to each other`,
            );
          }
        }
      }
    }
  }

  // The roll-off (ruling R15): everyone rolls, the tied highest re-roll alone, one winner.
  const rounds = list(
    s.rollOff,
    'rollOff',
    'the roll-off rounds',
    1,
    Number.MAX_SAFE_INTEGER,
    'R15',
  );
  let contenders = new Array<boolean>(n).fill(true);
  let left = n;
  for (let k = 0; k < rounds.length; k++) {
    const path = item('rollOff', k);
    if (left < 2)
      broken(path, 'R15', `the roll-off was won in round ${k - 1}; no more rounds follow`);
    const round = list(rounds[k], path, 'a roll-off round (one entry per seat)', n, n);
    let best = 0;
    for (let p = 0; p < n; p++) {
      if (!contenders[p]) {
        if (round[p] !== null)
          broken(item(path, p), 'R15', `player ${p} is out of the roll-off and rolls no die`);
        continue;
      }
      best = Math.max(best, int(round[p], item(path, p), 'a roll-off die', 1, DIE_MAX, 'R15'));
    }
    contenders = round.map((v, p) => contenders[p]! && v === best);
    left = contenders.filter(Boolean).length;
  }
  if (left !== 1 || !contenders[firstPlayer]) {
    broken('firstPlayer', 'R15', `player ${firstPlayer} did not win the roll-off`);
  }

  // Where the game stands.
  const winners = list(s.winners, 'winners', 'winners', 0, status === 'finished' ? 1 : 0, 'R14');
  const remaining = inGame.flatMap((i, p) => (i ? [p] : []));
  if (turnLimit !== null && turn > turnLimit)
    broken('turn', 'R26', `turn ${turn} is past the turn limit ${turnLimit}`);
  if (v2026 && placesFirst !== null && n > 2 && placesFirst !== firstPlayer)
    broken(
      'placesFirst',
      'R31',
      `with ${n} players the roll-off winner ${firstPlayer} places first`,
    );
  if (v2026 && placesFirst === null && (n > 2 || status !== 'setup' || rovers.length > 0))
    broken('placesFirst', 'R31', 'who places first is chosen before anyone places');
  if (v2026 && status !== 'playing' && captured !== 0)
    broken('captured', 'R47', 'captured points are only held during a turn of play');
  if (v2026 && status === 'setup') {
    checkSetup2026(s, rules, n, firstPlayer, currentPlayer, turn, actionsThisTurn, placesFirst);
    if (remaining.length !== n) broken('players', 'R15', 'nobody is out during setup');
    if (fortCount > 0) broken('planets', 'R15', 'nothing is fortified during setup');
    if (destroyed.some(Boolean)) broken('planets', 'R15', 'no planet is destroyed during setup');
  } else if (status === 'setup') {
    // Ruling R15; R66 in 2024-12, where each Rover is placed facing an edge (checked above).
    const setupRule: RuleRef = v2024 ? 'R66' : 'R15';
    if (turn !== 0 || actionsThisTurn !== 0) {
      broken(
        turn !== 0 ? 'turn' : 'actionsThisTurn',
        setupRule,
        'placements during setup are not turns',
      );
    }
    if (remaining.length !== n) broken('players', setupRule, 'nobody is out during setup');
    if (rovers.length >= n)
      broken('rovers', setupRule, `setup ends once each of the ${n} players has placed a Rover`);
    if (nextRoverId !== rovers.length + 1)
      broken(
        'nextRoverId',
        setupRule,
        `${rovers.length} Rovers placed, so the next id is ${rovers.length + 1}`,
      );
    for (let i = 0; i < rovers.length; i++) {
      const r = rovers[i] as { owner: number; hp: number; location: { space: number } };
      if (r.owner !== (firstPlayer + i) % n)
        broken(
          field(item('rovers', i), 'owner'),
          setupRule,
          'players place in seating order from the first player',
        );
      if (r.hp !== rules.hp.rover)
        broken(
          field(item('rovers', i), 'hp'),
          setupRule,
          `a Rover is placed with ${rules.hp.rover} hit points`,
        );
      if (board.spaces[r.location.space]!.kind !== 'hq')
        broken(field(item('rovers', i), 'location'), setupRule, 'Rovers are placed on HQs');
    }
    if (currentPlayer !== (firstPlayer + rovers.length) % n) {
      broken(
        'currentPlayer',
        setupRule,
        `player ${(firstPlayer + rovers.length) % n} places next, in seating order`,
      );
    }
    if (buildings.length > 0) broken('buildings', setupRule, 'nothing is built during setup');
    if (fortCount > 0) broken('planets', setupRule, 'nothing is fortified during setup');
    if (destroyed.some(Boolean))
      broken('planets', setupRule, 'no planet is destroyed during setup');
    if ((s.last === null) !== (rovers.length === 0))
      broken('last', FORMAT, 'last is null exactly until the first placement');
  } else if (status === 'playing') {
    if (remaining.length < 2)
      broken('status', 'R14', `the game goes on with ${remaining.length} player(s) in`);
    if (!inGame[currentPlayer])
      broken('currentPlayer', 'R13', `player ${currentPlayer}, to act, is out of the game`);
    if (turnLimit !== null && turn >= turnLimit)
      broken('turn', 'R26', `the game goes on at the turn limit ${turnLimit}`);
    for (const p of remaining) {
      if (!hasRover[p] && !hasFactory[p])
        broken(
          item('players', p),
          v2026 ? 'R48' : goneOut,
          v2026
            ? `player ${p} has no Rover on a planet and no Factory but is still in`
            : `player ${p} has no Rover and no Factory but is still in`,
        );
    }
    if (v2026) {
      // Ruling R47: at most maxActionsPerTurn actions; the turn goes on only with points left,
      // captured ones usable within the actions left; a new turn has none captured.
      const cap = rules.maxActionsPerTurn;
      if (actionsThisTurn >= cap)
        broken('actionsThisTurn', 'R47', `a turn ends after ${cap} actions`);
      if (captured > cap - actionsThisTurn || (actionsThisTurn === 0 && captured > 0))
        broken(
          'captured',
          'R47',
          `${captured} captured points cannot be used in the ${cap - actionsThisTurn} actions left`,
        );
      if (actionsThisTurn > 0 && captured + (treasuryPoints[currentPlayer] ?? 0) === 0) {
        broken(
          'actionsThisTurn',
          'R47',
          `player ${currentPlayer}'s turn goes on after an action with no points left`,
        );
      }
    } else if (v2024 && actionsThisTurn > 0)
      broken('actionsThisTurn', 'R50', 'one action a turn: the turn passes after it');
    else if (actionsThisTurn > rules.treasuryCapacity)
      broken(
        'actionsThisTurn',
        'R22',
        `a turn ends when the last of at most ${rules.treasuryCapacity} points is spent`,
      );
    if (!v2026 && actionsThisTurn > 0 && !(treasuryPoints[currentPlayer]! > 0)) {
      broken(
        'actionsThisTurn',
        'R22',
        `player ${currentPlayer}'s turn goes on after an action with no Treasury points`,
      );
    }
  } else if (remaining.length <= 1) {
    // Ruling R65: a 2024-12 action puts one player out at most (no planet falls; an action hits
    // one piece, or demolishes one of the actor's own), so the last one in is there to win.
    if (v2024 && remaining.length === 0)
      broken('players', 'R65', 'a 2024-12 game never ends with everyone out');
    if (
      winners.length !== remaining.length ||
      (winners.length === 1 && winners[0] !== remaining[0])
    ) {
      broken('winners', 'R14', `the last player in wins: winners must be [${remaining.join('')}]`);
    }
  } else if (winners.length > 0 || turnLimit === null || turn !== turnLimit) {
    broken(
      'status',
      'R26',
      `the game ended with players ${remaining.join(', ')} in, which only the turn limit does`,
    );
  }

  if (s.last !== null)
    checkLast(s.last, rules, n, planetCount, nextRoverId, inGame, destroyed, status, turn);
}

/**
 * Rulings R51, R56, R65 (2024-12): a planet's `edgeFortifications`, one entry per edge, each the
 * owner of the Fortification there or `null`; only edges between two playable spaces hold one
 * (the border counts as one already, R51), and only of players still in. Returns how many.
 */
function checkEdgeFortifications(
  value: unknown,
  planetPath: string,
  n: number,
  inGame: readonly boolean[],
): number {
  const path = field(planetPath, 'edgeFortifications');
  const walls = list(value, path, 'edgeFortifications (one per edge)', EDGES, EDGES);
  let count = 0;
  for (let edge = 0; edge < EDGES; edge++) {
    const owner = walls[edge];
    if (owner === null) continue;
    const at = item(path, edge);
    int(owner, at, 'a Fortification owner (or null)', 0, n - 1);
    count++;
    const [a, b] = board.edges[edge]!.spaces;
    if (edgeKinds[edge] !== 'playable')
      broken(
        at,
        'R51',
        `a Fortification on edge ${a}/${b}, which is not between two playable spaces`,
      );
    if (!inGame[owner as number])
      broken(at, 'R65', `a Fortification of player ${owner}, who is out of the game`);
  }
  return count;
}

/** Ruling R52 (2024-12): a Rover on `space` faces one of its neighbours, named by `facing`. */
function checkFacing(r: Obj, path: string, id: number, space: number): void {
  const at = field(path, 'facing');
  if (!Object.hasOwn(r, 'facing'))
    broken(at, 'R52', `r${id} stands on a planet, so it faces an edge: "facing" is missing`);
  const facing = int(r.facing, at, 'a facing (a space id)', 0, SPACES - 1);
  if (!board.spaces[space]!.neighbors.includes(facing))
    broken(at, 'R52', `r${id} on space ${space} faces space ${facing}, which is not next to it`);
}

/**
 * Rulings R31, R32 (2026-06 setup): the k-th placement, by seat (placesFirst − k) mod n, put a
 * Factory (full hit points, no build points) on an HQ and a Rover (full) next to it; nothing
 * else happens before play. The pieces' own fields were checked already.
 */
function checkSetup2026(
  s: Obj,
  rules: Ruleset,
  n: number,
  firstPlayer: number,
  currentPlayer: number,
  turn: number,
  actionsThisTurn: number,
  placesFirst: number | null,
): void {
  type Placed = { owner: number; hp: number; location: { planet: number; space: number } };
  type Built = {
    structure: string;
    owner: number;
    hp: number;
    planet: number;
    space: number;
    points?: number;
  };
  const rovers = s.rovers as readonly Placed[];
  const buildings = s.buildings as readonly Built[];
  if (turn !== 0 || actionsThisTurn !== 0) {
    broken(turn !== 0 ? 'turn' : 'actionsThisTurn', 'R32', 'placements during setup are not turns');
  }
  if (rovers.length >= n)
    broken('rovers', 'R32', `setup ends once each of the ${n} players has placed`);
  if (s.nextRoverId !== rovers.length + 1)
    broken(
      'nextRoverId',
      'R32',
      `${rovers.length} Rovers placed, so the next id is ${rovers.length + 1}`,
    );
  if (buildings.length !== rovers.length)
    broken('buildings', 'R32', 'each placement puts one Factory and one Rover');
  for (let i = 0; i < rovers.length; i++) {
    const r = rovers[i]!;
    const b = buildings[i]!;
    const placer = ((((placesFirst ?? 0) - i) % n) + n) % n;
    const path = item('rovers', i);
    if (r.owner !== placer)
      broken(field(path, 'owner'), 'R32', 'players place counter-clockwise from the first placer');
    if (r.hp !== rules.hp.rover)
      broken(field(path, 'hp'), 'R32', `a Rover is placed with ${rules.hp.rover} hit points`);
    const where = item('buildings', i);
    if (b.structure !== 'factory' || b.owner !== placer)
      broken(where, 'R32', `placement ${i} puts player ${placer}'s Factory`);
    if (b.hp !== rules.hp.building || b.points !== 0)
      broken(
        where,
        'R32',
        `a Factory is placed with ${rules.hp.building} hit points and no build points`,
      );
    if (
      r.location.planet !== b.planet ||
      !board.playableNeighbors[b.space]!.includes(r.location.space)
    )
      broken(field(path, 'location'), 'R32', 'a Rover is placed next to its Factory');
  }
  const expected =
    placesFirst === null ? firstPlayer : (((placesFirst - rovers.length) % n) + n) % n;
  if (currentPlayer !== expected)
    broken('currentPlayer', 'R32', `player ${expected} places (or chooses) next`);
  const started = rovers.length > 0 || (n === 2 && placesFirst !== null);
  if ((s.last === null) === started)
    broken('last', FORMAT, 'last is null exactly until the first setup action');
}

/**
 * Rulings R67, R51 (2024-12): an edge is named by `space` and `across`, lower first, two spaces
 * with an edge between them that can hold a Fortification; only a Fortification target names
 * one. `value` is a shot, a Fire or a Fortification in an event, its fields well formed.
 */
function checkEdgeNamed(value: Obj, path: string): void {
  const { space, across, target } = value as { space: number; across?: number; target?: string };
  if (target === undefined) return;
  if (target !== 'fortification') {
    if (across !== undefined)
      broken(field(path, 'across'), 'R67', `a ${target} target is a space, not an edge`);
    return;
  }
  if (across === undefined)
    broken(field(path, 'across'), 'R67', 'a Fortification is named by the two spaces of its edge');
  if (across <= space)
    broken(field(path, 'across'), 'R67', `an edge is named lower id first: ${across}/${space}`);
  const edge = edgeBetween(space, across);
  if (edge < 0 || edgeKinds[edge] !== 'playable')
    broken(
      field(path, 'across'),
      'R51',
      `spaces ${space} and ${across} share no edge that can hold a Fortification`,
    );
}

/** `state.last`: who acted, a well-formed action, its dice and its events. */
function checkLast(
  value: unknown,
  rules: Ruleset,
  n: number,
  planetCount: number,
  nextRoverId: number,
  inGame: readonly boolean[],
  destroyed: readonly boolean[],
  status: string,
  turn: number,
): void {
  const last = fields(value, 'last', 'the last action (or null)', [
    'player',
    'action',
    'dice',
    'events',
  ]);
  int(last.player, 'last.player', 'the player who acted', 0, n - 1);
  try {
    const options = { players: n, planets: planetCount, ruleset: rules.name };
    assertWellFormed({ options } as GameState, last.action);
  } catch (e) {
    if (e instanceof IllegalActionError) broken('last.action', FORMAT, e.message);
    throw e;
  }
  if (Object.hasOwn(last.action as object, 'player')) {
    broken('last.action.player', FORMAT, 'the recorded action is a clean copy, without "player"');
  }
  const v2024 = rules.name === '2024-12';
  if (v2024) checkEdgeNamed(last.action as unknown as Obj, 'last.action');
  // Ruling R24: a Fire's dice; R57 in 2024-12, where a shot at a Rover rolls the most, two.
  const dice = list(
    last.dice,
    'last.dice',
    'the dice of one action',
    0,
    rules.maxDicePerAction,
    v2024 ? 'R57' : 'R24',
  );
  for (let i = 0; i < dice.length; i++) {
    const path = item('last.dice', i);
    const die = fields(dice[i], path, 'a die', ['purpose', 'value']);
    oneOf(
      die.purpose,
      field(path, 'purpose'),
      'a die purpose',
      rules.name === '2026-06' ? PURPOSES_2026_06 : v2024 ? PURPOSES_2024_12 : PURPOSES,
    );
    int(die.value, field(path, 'value'), 'a die', 1, DIE_MAX, 'R4');
  }
  const v2026 = rules.name === '2026-06';
  const eventKeys = v2026
    ? { ...EVENT_KEYS, ...EVENT_KEYS_2026_06 }
    : v2024
      ? EVENT_KEYS_2024_12
      : EVENT_KEYS;
  const events = list(
    last.events,
    'last.events',
    'the events of one action',
    0,
    v2026 ? MAX_EVENTS_2026_06 : MAX_EVENTS,
  );
  for (let i = 0; i < events.length; i++) {
    const path = item('last.events', i);
    const type = oneOf(
      fields(
        events[i],
        path,
        'an event',
        ['type'],
        v2026
          ? [
              'target',
              'hp',
              'rover',
              'player',
              'left',
              'planet',
              'total',
              'turn',
              'space',
              'owner',
              'points',
              'forfeited',
            ]
          : ['target', 'hp', 'rover', 'player', 'left', 'planet', 'total', 'turn'],
      ).type,
      field(path, 'type'),
      'an event type',
      Object.keys(eventKeys),
    );
    const e = fields(events[i], path, `a ${type} event`, ['type', ...eventKeys[type]!]);
    switch (type) {
      case 'miss':
      case 'noDamage':
      case 'destroyed':
      case 'damaged': {
        const target = field(path, 'target');
        const piece = oneOf(
          fields(
            e.target,
            target,
            'a piece',
            ['piece'],
            ['id', 'owner', 'planet', 'space', 'structure', ...(v2024 ? ['across'] : [])],
          ).piece,
          field(target, 'piece'),
          'a piece',
          Object.keys(PIECE_KEYS),
        );
        const keys =
          v2024 && piece === 'fortification' ? FORTIFICATION_KEYS_2024_12 : PIECE_KEYS[piece]!;
        const t = fields(e.target, target, `a ${piece}`, ['piece', ...keys]);
        int(t.owner, field(target, 'owner'), 'an owner', 0, n - 1);
        if (piece === 'rover') int(t.id, field(target, 'id'), 'a Rover id', 1, nextRoverId - 1);
        else {
          int(t.planet, field(target, 'planet'), 'a planet index', 0, planetCount - 1);
          int(t.space, field(target, 'space'), 'a space id', 0, SPACES - 1);
          if (v2024 && piece === 'fortification') {
            int(t.across, field(target, 'across'), 'a space id', 0, SPACES - 1);
            checkEdgeNamed({ ...t, target: 'fortification' }, target);
          }
          if (piece === 'building')
            oneOf(t.structure, field(target, 'structure'), 'structure', rules.structures);
        }
        if (type === 'damaged') {
          // A damaged piece keeps at least one hit point; a Fortification has only one (R17).
          if (piece === 'fortification') {
            broken(
              field(path, 'target'),
              'R17',
              'a Fortification is destroyed by one damage, never damaged',
            );
          }
          const max = piece === 'rover' ? rules.hp.rover : rules.hp.building;
          int(e.hp, field(path, 'hp'), 'hit points left', 1, max - 1, 'R17');
        }
        break;
      }
      case 'enteredOrbit':
        int(e.rover, field(path, 'rover'), 'a Rover id', 1, nextRoverId - 1);
        break;
      case 'pointSpent':
        int(e.player, field(path, 'player'), 'a player', 0, n - 1);
        // Ruling R47 (2026-06): what is left to spend, captured and stored points together.
        if (v2026) {
          const most = rules.maxActionsPerTurn - 2 + rules.treasuryCapacity;
          int(e.left, field(path, 'left'), 'points left', 0, most, 'R47');
        } else
          int(e.left, field(path, 'left'), 'points left', 0, rules.treasuryCapacity - 1, 'R22');
        break;
      case 'exploded':
        int(e.planet, field(path, 'planet'), 'a planet index', 0, planetCount - 1);
        if (
          board.spaces[int(e.space, field(path, 'space'), 'a space id', 0, SPACES - 1)]!.kind !==
          'hq'
        )
          broken(field(path, 'space'), 'R46', 'a Drill Cannon stands on an HQ');
        int(e.owner, field(path, 'owner'), 'an owner', 0, n - 1);
        break;
      case 'pointsCaptured':
        int(e.player, field(path, 'player'), 'a player', 0, n - 1);
        int(
          e.points,
          field(path, 'points'),
          'usable points',
          0,
          rules.maxActionsPerTurn - 1,
          'R47',
        );
        int(
          e.forfeited,
          field(path, 'forfeited'),
          'forfeited points',
          0,
          rules.treasuryCapacity * n,
          'R47',
        );
        break;
      case 'planetDestroyed': {
        const planet = int(e.planet, field(path, 'planet'), 'a planet index', 0, planetCount - 1);
        int(e.total, field(path, 'total'), 'a 2d6 total', 2, 2 * DIE_MAX, 'R10');
        if (!destroyed[planet])
          broken(
            field(path, 'planet'),
            'R27',
            `planet ${planet} was destroyed but is not marked so`,
          );
        break;
      }
      case 'eliminated': {
        const player = int(e.player, field(path, 'player'), 'a player', 0, n - 1);
        if (inGame[player])
          broken(field(path, 'player'), 'R25', `player ${player} went out but is still in`);
        break;
      }
      case 'turnLimitReached':
        int(e.turn, field(path, 'turn'), 'a turn', 0, Number.MAX_SAFE_INTEGER, 'R26');
        if (status !== 'finished' || e.turn !== turn)
          broken(field(path, 'turn'), 'R26', 'the turn limit ends the game at that turn');
        break;
    }
  }
}

/**
 * Whether `value` is a usable `GameState`: the right shape (every field, type, range and array
 * length) and every invariant a reachable state keeps (one Rover per space, Rovers ascending by
 * id below `nextRoverId`, hit points within the piece's maximum, Buildings alone on playable HQs
 * and one of each kind per player, Treasury points within capacity, nothing on a destroyed planet
 * or owned by a player who is out, a roll-off that `firstPlayer` won, a status consistent with
 * the players still in…), and each ruleset's own: in 2024-12 a facing on every Rover on a planet
 * (a neighbour of its space), Fortifications only on the 120 edges between playable spaces,
 * Drill Cannons with power 0..3, one action a turn. Never throws, whatever `value` is; stops at
 * the first problem, which the error names. Use it on every state that comes from outside: a
 * saved game, a message from a server, a hand-built position. States from `createGame` and
 * `applyAction` always pass.
 *
 * @example
 * ```ts
 * const saved: unknown = JSON.parse(localStorage.getItem('game') ?? 'null');
 * const check = validateState(saved);
 * if (check.ok) state = saved as GameState;
 * else console.error(`saved game refused: ${check.error.message}`); // e.g. 'rovers[3].hp: …'
 * ```
 */
export function validateState(value: unknown): StateValidationResult {
  try {
    check(value);
    return { ok: true };
  } catch (e) {
    if (e instanceof Broken) {
      const where = e.path === '' ? 'the state' : e.path;
      return { ok: false, error: new InvalidStateError(e.path, e.rule, `${where}: ${e.why}`) };
    }
    // A hostile value (a throwing getter, a Proxy): refused, never thrown.
    return {
      ok: false,
      error: new InvalidStateError('', FORMAT, 'the state: not plain data (reading it threw)'),
    };
  }
}
