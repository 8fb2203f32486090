import { errorJson } from '../_internals/error-json.js';
import { board, edgeBetween } from '../board/index.js';
import { checkOptions } from '../options/index.js';
import {
  type Action,
  type Building,
  canonicalAction,
  type DieRoll,
  type GameEvent,
  type GameState,
  type InvalidStateError,
  type LastAction,
  type PieceRef,
  type PlayerIndex,
  printable,
  type ResolvedOptions,
  type Rover,
  type RulesetName,
  rulesetOf,
  type Structure,
  validateState,
} from '../rules/index.js';
import { formatAction, NotationError, parseAction } from './notation.js';

// The position string of docs/notation.md, our FEN: every field of a state in one line that a
// person can read, `formatPosition` writing the one canonical form and `parsePosition` reading
// it back to a JSON-equal state (keys in the engine's order, so bytes and hashes agree).
//
//   playing players:2 planets:1 turn:3.0 first:p0 act:p1 next:r3 rolloff:6,1
//     / p0: r1@26h4 f@13 / p1: r2@orbit / buildings: p0:factory@27
//     / last: p0: r1 fortify 13 [] -
//
// In 2024-12 a Rover on a planet faces a neighbour (`r1@26>27`) and Fortifications stand on
// edges (`f@26/27`, rulings R52, R56).

/** The most characters `parsePosition` reads; longer text is refused before any work. */
export const MAX_POSITION_LENGTH = 100_000;

/** Stable codes of `PositionError`. */
export type PositionErrorCode = 'MALFORMED_POSITION' | 'INVALID_STATE';

const MARKER = Symbol.for('globetrotter.PositionError');

/**
 * Thrown by `parsePosition`: `code` is `'MALFORMED_POSITION'` when the text is not a position
 * string (`part` is the offending section or token), or `'INVALID_STATE'` when it reads as a
 * state that `validateState` refuses (`part` is the field's path, `state` the refusal).
 *
 * @example
 * ```ts
 * try {
 *   parsePosition(text);
 * } catch (e) {
 *   if (e instanceof PositionError) console.log(e.code, e.part, e.message);
 * }
 * ```
 */
export class PositionError extends Error {
  /** `'MALFORMED_POSITION'` or `'INVALID_STATE'`. */
  readonly code: PositionErrorCode;
  /** The offending part, exactly: a section, a token, or a state path (`'rovers[0].hp'`). */
  readonly part: string;
  /** For `'INVALID_STATE'`: `validateState`'s error (its `rule` names the ruling broken). */
  readonly invalid: InvalidStateError | undefined;

  constructor(code: PositionErrorCode, part: string, why: string, invalid?: InvalidStateError) {
    super(`position: ${part === '' ? '' : `${printable(JSON.stringify(shorten(part)))}: `}${why}`);
    this.name = 'PositionError';
    this.code = code;
    this.part = part;
    this.invalid = invalid;
    Object.defineProperty(this, MARKER, { value: true });
  }

  /** `name`, `message` and every field, so that `JSON.stringify` keeps why it failed. */
  toJSON(): Record<string, unknown> {
    return errorJson(this);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && MARKER in value;
  }
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function malformed(part: string, why: string): never {
  throw new PositionError('MALFORMED_POSITION', part, printable(why));
}

// ---------------------------------------------------------------------------------------------
// Writing.

const SEPARATOR = ' / ';
const PURPOSE_LETTER: Readonly<Record<DieRoll['purpose'], string>> = {
  rollOff: 'r',
  hit: 'h',
  damage: 'd',
  planet: 'p',
  hits: 'n',
  explosion: 'e',
};

/** An edge by its two spaces, the lower first (`26/27`, ruling R51): `board.edges` keeps them so. */
function edgeName(edge: number): string {
  const [a, b] = board.edges[edge]!.spaces;
  return `${a}/${b}`;
}

/** Edge ids in the order positions list Fortifications on edges: by lower space, then upper. */
const EDGES_IN_ORDER: readonly number[] = board.edges
  .map((_, id) => id)
  .sort((x, y) => {
    const [a, b] = board.edges[x]!.spaces;
    const [c, d] = board.edges[y]!.spaces;
    return a - c || b - d;
  });

/**
 * Writes a state as a position string (docs/notation.md): one line, every field of the state,
 * which `parsePosition` reads back to a JSON-equal state. The form is canonical:
 * `formatPosition(parsePosition(text)) === text` for every text `formatPosition` wrote.
 *
 * @example
 * ```ts
 * const state = createGame({ players: 2 }, scriptedRng([6, 1]));
 * formatPosition(state); // 'setup players:2 planets:1 turn:0.0 first:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1:'
 * ```
 */
export function formatPosition(state: GameState): string {
  const { options } = state;
  const many = options.planets > 1;
  const where = (planet: number, space: number) => (many ? `${planet}.${space}` : `${space}`);
  const rules = rulesetOf(state);
  const hp = (value: number, max: number) => (value === max ? '' : `h${value}`);
  // 2026-06 fields, present in its states only: who places first (null while a two-player
  // roll-off winner chooses, ruling R31) and the captured points (ruling R47).
  const placesFirst = state.placesFirst;
  const captured = state.captured ?? 0;

  const header = [
    state.status,
    `players:${options.players}`,
    `planets:${options.planets}`,
    ...(options.turnLimit === null ? [] : [`limit:${options.turnLimit}`]),
    ...(options.ruleset === undefined ? [] : [`rules:${options.ruleset}`]),
    `turn:${state.turn}.${state.actionsThisTurn}`,
    ...(captured > 0 ? [`captured:${captured}`] : []),
    `first:p${state.firstPlayer}`,
    ...(placesFirst === undefined
      ? []
      : [`places:${placesFirst === null ? '-' : `p${placesFirst}`}`]),
    `act:p${state.currentPlayer}`,
    `next:r${state.nextRoverId}`,
    `rolloff:${state.rollOff.map((round) => round.map((d) => d ?? '-').join(',')).join(';')}`,
    ...(state.status === 'finished'
      ? [`winners:${state.winners.map((w) => `p${w}`).join(',') || '-'}`]
      : []),
  ].join(' ');

  const sections = [header];
  state.players.forEach((player, p) => {
    const tokens: string[] = [];
    if (!player.inGame) tokens.push('out');
    for (const r of state.rovers) {
      if (r.owner !== p) continue;
      // In 2026-06 a Rover orbits a planet (ruling R40): `1.orbit`, as a space of planet 1 is
      // `1.26`; in a one-planet game, `orbit` alone; `orbit!` when it changed orbit this turn.
      const at =
        r.location !== 'orbit'
          ? where(r.location.planet, r.location.space)
          : `${r.orbit === undefined || !many ? 'orbit' : `${r.orbit}.orbit`}${r.transferred ? '!' : ''}`;
      // 2024-12 (ruling R52): a Rover on a planet faces a neighbour, `r1@26>27`.
      const facing = r.facing === undefined ? '' : `>${r.facing}`;
      tokens.push(`r${r.id}@${at}${facing}${hp(r.hp, rules.hp.rover)}`);
    }
    state.planets.forEach((planet, w) => {
      planet.fortifications.forEach((owner, s) => {
        if (owner === p) tokens.push(`f@${where(w, s)}`);
      });
      // 2024-12 (ruling R56): Fortifications on edges, `f@26/27` (`f@1.26/27` on planet 1).
      const edges = planet.edgeFortifications;
      if (edges !== undefined) {
        for (const e of EDGES_IN_ORDER) {
          if (edges[e] === p) tokens.push(`f@${many ? `${w}.` : ''}${edgeName(e)}`);
        }
      }
    });
    sections.push(`p${p}:${tokens.map((t) => ` ${t}`).join('')}`);
  });
  if (state.buildings.length > 0) {
    const tokens = state.buildings.map((b) => {
      const flags =
        b.structure === 'drillCannon'
          ? b.aim !== null
            ? `[aim=${b.aim}]`
            : b.ready
              ? '[ready]'
              : (b.power ?? 0) > 0
                ? `[power=${b.power}]`
                : ''
          : (b.structure === 'treasury' || b.structure === 'factory') && (b.points ?? 0) > 0
            ? `[points=${b.points}]`
            : '';
      return `p${b.owner}:${b.structure}@${where(b.planet, b.space)}${hp(b.hp, rules.hp.building)}${flags}`;
    });
    sections.push(`buildings: ${tokens.join(' ')}`);
  }
  const worlds = state.planets.flatMap((planet, w) =>
    planet.cannonShots > 0 || planet.destroyed
      ? [`${w}:shots=${planet.cannonShots}${planet.destroyed ? ':destroyed' : ''}`]
      : [],
  );
  if (worlds.length > 0) sections.push(`planets: ${worlds.join(' ')}`);
  if (state.last !== null) sections.push(`last: ${formatLast(state.last, options, where)}`);
  return sections.join(SEPARATOR);
}

function formatLast(
  last: LastAction,
  options: ResolvedOptions,
  where: (planet: number, space: number) => string,
): string {
  const action = formatAction(last.action, { planets: options.planets });
  const dice = `[${last.dice.map((d) => `${PURPOSE_LETTER[d.purpose]}${d.value}`).join(',')}]`;
  // A Fortification on an edge (2024-12) is written as its edge: `f@26/27:p1`.
  const piece = (t: PieceRef): string =>
    t.piece === 'rover'
      ? `r${t.id}:p${t.owner}`
      : t.piece === 'fortification'
        ? `f@${where(t.planet, t.space)}${t.across === undefined ? '' : `/${t.across}`}:p${t.owner}`
        : `${t.structure}@${where(t.planet, t.space)}:p${t.owner}`;
  const event = (e: GameEvent): string => {
    switch (e.type) {
      case 'miss':
      case 'noDamage':
      case 'destroyed':
        return `${e.type}(${piece(e.target)})`;
      case 'damaged':
        return `damaged(${piece(e.target)},${e.hp})`;
      case 'enteredOrbit':
        return `enteredOrbit(r${e.rover})`;
      case 'pointSpent':
        return `pointSpent(p${e.player},${e.left})`;
      case 'planetDestroyed':
        return `planetDestroyed(${e.planet},${e.total})`;
      case 'eliminated':
        return `eliminated(p${e.player})`;
      case 'turnLimitReached':
        return `turnLimitReached(${e.turn})`;
      case 'exploded':
        return `exploded(${where(e.planet, e.space)},p${e.owner})`;
      case 'pointsCaptured':
        return `pointsCaptured(p${e.player},${e.points},${e.forfeited})`;
      default:
        return e satisfies never;
    }
  };
  const events = last.events.map(event).join(' ') || '-';
  return `p${last.player}: ${action} ${dice} ${events}`;
}

// ---------------------------------------------------------------------------------------------
// Reading.

const INT = /^\d{1,16}$/;

function int(text: string | undefined, part: string, what: string): number {
  if (text === undefined || !INT.test(text) || !Number.isSafeInteger(Number(text))) {
    malformed(part, `expected ${what} (a whole number)`);
  }
  return Number(text);
}

function seat(text: string | undefined, part: string): PlayerIndex {
  const m = /^p(\d{1,2})$/.exec(text ?? '');
  if (!m) malformed(part, 'expected a player (p0, p1, ...)');
  return Number(m[1]);
}

/** `26` (planet 0) or `1.26`: a space, with its planet before a dot. */
function location(text: string, part: string): { planet: number; space: number } {
  const m = /^(?:(\d{1,9})\.)?(\d{1,9})$/.exec(text);
  if (!m) malformed(part, 'expected a space (26, or 1.26 for planet 1)');
  return { planet: m[1] === undefined ? 0 : Number(m[1]), space: Number(m[2]) };
}

function structure(text: string, part: string, rules: PositionRules): Structure {
  if (!(rules.structures as readonly string[]).includes(text)) {
    malformed(part, `expected a structure (${rules.structures.join(', ')})`);
  }
  return text as Structure;
}

/**
 * `26/27` (planet 0) or `1.26/27`: an edge by its two spaces, with its planet before a dot
 * (2024-12); `27/26` is the same edge. Returns the edge id.
 */
function edgeAt(text: string, part: string): { planet: number; edge: number } {
  const m = /^(?:(\d{1,9})\.)?(\d{1,9})\/(\d{1,9})$/.exec(text);
  if (!m) malformed(part, 'expected an edge (26/27, or 1.26/27 for planet 1)');
  const edge = edgeBetween(Number(m[2]), Number(m[3]));
  if (edge < 0) malformed(part, `spaces ${m[2]} and ${m[3]} share no edge`);
  return { planet: m[1] === undefined ? 0 : Number(m[1]), edge };
}

interface Header {
  status: GameState['status'];
  options: ResolvedOptions;
  turn: number;
  actionsThisTurn: number;
  /** `captured:` (0 when not written); a 2026-06 field. */
  captured: number;
  firstPlayer: number;
  /** `places:`: a seat, `null` for `-`, `undefined` when not written. */
  placesFirst: number | null | undefined;
  currentPlayer: number;
  nextRoverId: number;
  rollOff: (number | null)[][];
  winners: number[];
}

const STATUSES: readonly string[] = ['setup', 'playing', 'finished'];
const HEADER_KEYS = [
  'players',
  'planets',
  'limit',
  'rules',
  'turn',
  'captured',
  'first',
  'places',
  'act',
  'next',
  'rolloff',
  'winners',
];
const OPTIONAL_KEYS: readonly string[] = ['limit', 'rules', 'captured', 'places', 'winners'];

function readHeader(section: string): Header {
  const [status, ...tokens] = section.split(' ');
  if (status === undefined || !STATUSES.includes(status)) {
    malformed(status ?? section, 'expected the status (setup, playing, finished)');
  }
  const values = new Map<string, string>();
  let order = 0;
  for (const token of tokens) {
    const colon = token.indexOf(':');
    const key = token.slice(0, colon);
    const at = HEADER_KEYS.indexOf(key);
    if (colon < 0 || at < order) {
      malformed(token, `expected one of ${HEADER_KEYS.slice(order).join(':, ')}: in this order`);
    }
    order = at + 1;
    values.set(key, token.slice(colon + 1));
  }
  for (const key of HEADER_KEYS) {
    if (!OPTIONAL_KEYS.includes(key) && !values.has(key)) malformed(section, `needs ${key}:`);
  }
  const turn = (values.get('turn') ?? '').split('.');
  if (turn.length !== 2) malformed(`turn:${values.get('turn')}`, 'expected turn:<turn>.<actions>');
  const rules = values.get('rules');
  if (rules !== undefined && !/^\d{4}-\d{2}$/.test(rules)) {
    malformed(`rules:${rules}`, 'expected a ruleset name (2025-01)');
  }
  const players = int(values.get('players'), `players:${values.get('players')}`, 'players');
  const planets = int(values.get('planets'), `planets:${values.get('planets')}`, 'planets');
  // Bounded before anything is sized by them; validateState checks the ruleset's bounds after.
  if (players > 16 || planets > 64) malformed(section, 'too many players or planets');
  const limit = values.get('limit');
  const options: ResolvedOptions = {
    players,
    planets,
    turnLimit: limit === undefined ? null : int(limit, `limit:${limit}`, 'a turn limit'),
    ...(rules === undefined ? {} : { ruleset: rules as RulesetName }),
  };
  const rollOffText = values.get('rolloff')!;
  if (rollOffText.length > 1_000) malformed('rolloff:', 'too many roll-off rounds');
  const rollOff = rollOffText
    .split(';')
    .map((round) =>
      round
        .split(',')
        .map((d) => (d === '-' ? null : int(d, `rolloff:${rollOffText}`, 'a roll-off die'))),
    );
  const winnersText = values.get('winners');
  if ((winnersText !== undefined) !== (status === 'finished')) {
    malformed(section, 'winners: is written exactly when the game is finished');
  }
  const winners =
    winnersText === undefined || winnersText === '-'
      ? []
      : winnersText.split(',').map((w) => seat(w, `winners:${winnersText}`));
  const captured = values.get('captured');
  const places = values.get('places');
  return {
    status: status as GameState['status'],
    options,
    turn: int(turn[0], `turn:${values.get('turn')}`, 'the turn'),
    actionsThisTurn: int(turn[1], `turn:${values.get('turn')}`, 'the actions this turn'),
    captured: captured === undefined ? 0 : int(captured, `captured:${captured}`, 'points'),
    firstPlayer: seat(values.get('first'), `first:${values.get('first')}`),
    placesFirst:
      places === undefined ? undefined : places === '-' ? null : seat(places, `places:${places}`),
    currentPlayer: seat(values.get('act'), `act:${values.get('act')}`),
    nextRoverId: int(
      /^r(\d+)$/.exec(values.get('next')!)?.[1],
      `next:${values.get('next')}`,
      'r<id>',
    ),
    rollOff,
    winners,
  };
}

/** Options of `parsePosition`. Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`). */
export interface ParsePositionOptions {
  /**
   * Check the state with `validateState` (default `true`). `false` checks the syntax only, for
   * deliberately impossible positions in tests (as chess.js's `skipValidation`); the rules
   * trust a state they are given, so validate any other before playing on it.
   */
  readonly validate?: boolean;
}

const PARSE_OPTION_KEYS: Record<keyof ParsePositionOptions, true> = { validate: true };

/**
 * Reads a position string (docs/notation.md) back to the state `formatPosition` wrote: first
 * its syntax, then the state it reads as, with `validateState`, so an impossible position (two
 * Rovers on a space, a Treasury with 9 points) is refused by the invariant it breaks.
 *
 * @throws {@link PositionError}: `'MALFORMED_POSITION'` naming the offending part, or
 * `'INVALID_STATE'` naming the state path and carrying `validateState`'s error; an
 * {@link UnknownOptionError} when `options` has a key `ParsePositionOptions` does not list.
 *
 * @example
 * ```ts
 * const state = parsePosition(
 *   'playing players:2 planets:1 turn:0.0 first:p0 act:p0 next:r3 rolloff:6,1 / p0: r1@26 / p1: r2@40h3',
 * );
 * state.rovers[1]; // { id: 2, owner: 1, hp: 3, location: { planet: 0, space: 40 } }
 * ```
 */
export function parsePosition(text: string, parse: ParsePositionOptions = {}): GameState {
  checkOptions('parsePosition', parse, PARSE_OPTION_KEYS);
  if (typeof text !== 'string') malformed('', 'a position must be text');
  if (text.length > MAX_POSITION_LENGTH) {
    malformed('', `longer than ${MAX_POSITION_LENGTH} characters`);
  }
  const sections = text.trim().split(SEPARATOR);
  const header = readHeader(sections[0]!);
  const { options } = header;
  const rules = rulesetOrDefault(options);
  // The fields of 2026-06 states (rulings R31, R40, R42, R47): present in its states, absent
  // from every other, so that a position reads back to the same JSON.
  const orbits = rules.orbits;
  if (!rules.fields) {
    if (header.placesFirst !== undefined) malformed(`places:`, 'this ruleset has no places:');
    if (header.captured !== 0) malformed(`captured:`, 'this ruleset has no captured points');
  } else if (header.placesFirst === undefined) {
    malformed(sections[0]!, `needs places: (p0, or - while the choice is pending)`);
  }
  const hpOf = (hp: string | undefined, max: number, part: string) =>
    hp === undefined ? max : int(hp, part, 'hit points');

  const rovers: Rover[] = [];
  const buildings: Building[] = [];
  const players: { inGame: boolean }[] = [];
  const forts = Array.from({ length: options.planets }, () =>
    new Array<number | null>(92).fill(null),
  );
  // 2024-12 (ruling R56): per planet, the owner of each edge's Fortification.
  const edgeForts = rules.edges
    ? Array.from({ length: options.planets }, () =>
        new Array<number | null>(board.edges.length).fill(null),
      )
    : null;
  const shots = new Array<number>(options.planets).fill(0);
  const destroyed = new Array<boolean>(options.planets).fill(false);
  let last: LastAction | null = null;
  let next = 1;

  for (let p = 0; p < options.players; p++) {
    const section = sections[next++];
    const prefix = `p${p}:`;
    if (section === undefined || !(section === prefix || section.startsWith(`${prefix} `))) {
      malformed(section ?? prefix, `expected the section of player ${p} ("${prefix} ...")`);
    }
    const tokens = section.slice(prefix.length).split(' ').filter(Boolean);
    const out = tokens[0] === 'out';
    players.push({ inGame: !out });
    for (const token of out ? tokens.slice(1) : tokens) {
      const rover =
        /^r(\d{1,10})@(?:(\d{1,9})\.)?(orbit!?|[\d.]+?)(?:>(\d{1,9}))?(?:h(\d{1,2}))?$/.exec(token);
      const fort = /^f@([\d./]+)$/.exec(token);
      if (rover) {
        const id = int(rover[1], token, 'a Rover id');
        const hp = hpOf(rover[5], rules.hp.rover, token);
        const onPlanet = !rover[3]!.startsWith('orbit');
        // Ruling R52 (2024-12): every Rover on a planet faces a neighbour, none in orbit.
        if (rover[4] !== undefined && !(rules.facing && onPlanet)) {
          malformed(
            token,
            rules.facing
              ? 'a Rover in orbit faces nothing: r3@orbit'
              : 'in this ruleset a Rover faces no edge: r1@26',
          );
        }
        if (rover[4] === undefined && rules.facing && onPlanet) {
          malformed(token, 'in this ruleset a Rover on a planet faces a neighbour: r1@26>27');
        }
        if (rover[3] === 'orbit!' && !orbits) {
          malformed(token, 'in this ruleset a Rover does not change orbit: r3@orbit');
        } else if (rover[3] === 'orbit!') {
          // Ruling R40: it moved to this orbit this turn and descends on a later one.
          const orbit = rover[2] === undefined ? 0 : Number(rover[2]);
          rovers.push({ id, owner: p, hp, location: 'orbit', orbit, transferred: true });
        } else if (rover[3] !== 'orbit') {
          const at = location(`${rover[2] === undefined ? '' : `${rover[2]}.`}${rover[3]}`, token);
          rovers.push(
            rover[4] === undefined
              ? { id, owner: p, hp, location: at }
              : { id, owner: p, hp, location: at, facing: Number(rover[4]) },
          );
        } else if (orbits) {
          const orbit = rover[2] === undefined ? 0 : Number(rover[2]);
          rovers.push({ id, owner: p, hp, location: 'orbit', orbit });
        } else if (rover[2] !== undefined) {
          malformed(token, 'in this ruleset orbit belongs to no planet: r3@orbit');
        } else {
          rovers.push({ id, owner: p, hp, location: 'orbit' });
        }
      } else if (fort && edgeForts !== null) {
        if (!fort[1]!.includes('/')) {
          malformed(token, 'in this ruleset a Fortification stands on an edge: f@26/27');
        }
        const at = edgeAt(fort[1]!, token);
        const slots = edgeForts[at.planet];
        if (slots === undefined) malformed(token, 'no such planet');
        slots[at.edge] = p;
      } else if (fort) {
        if (fort[1]!.includes('/')) {
          malformed(token, 'in this ruleset a Fortification stands on a space: f@13');
        }
        const at = location(fort[1]!, token);
        const slots = forts[at.planet];
        if (slots === undefined || at.space >= slots.length) malformed(token, 'no such space');
        slots[at.space] = p;
      } else {
        malformed(
          token,
          rules.facing
            ? 'expected a Rover (r1@26>27, r2@orbit, r3@40>41h2) or a Fortification (f@26/27)'
            : 'expected a Rover (r1@26, r2@orbit, r3@40h2) or a Fortification (f@13)',
        );
      }
    }
  }
  // Rovers are written per player; the state lists them by id.
  rovers.sort((a, b) => a.id - b.id);
  const labelled = (label: string): string | undefined => {
    const section = sections[next];
    if (section === undefined || !section.startsWith(`${label}: `)) return undefined;
    next++;
    return section.slice(label.length + 2);
  };
  const built = labelled('buildings');
  for (const token of built?.split(' ') ?? []) {
    const m =
      /^(p\d{1,2}):(\w+)@([\d.]+?)(?:h(\d{1,2}))?(?:\[(ready|aim=\d{1,9}|points=\d|power=\d)\])?$/.exec(
        token,
      );
    if (!m) malformed(token, 'expected a Building (p0:factory@27, p1:treasury@29h3[points=2])');
    const kind = structure(m[2]!, token, rules);
    const { planet, space } = location(m[3]!, token);
    const base = {
      owner: seat(m[1], token),
      planet,
      space,
      hp: hpOf(m[4], rules.hp.building, token),
    };
    const flag = m[5] ?? '';
    const factoryPoints = kind === 'factory' && rules.fields;
    // Ruling R63 (2024-12): a Drill Cannon powers up instead of being readied and aimed.
    const cannonFlag = (f: string) =>
      rules.power ? f.startsWith('power=') : f === 'ready' || f.startsWith('aim=');
    const fits =
      flag === '' ||
      (kind === 'drillCannon' && cannonFlag(flag)) ||
      ((kind === 'treasury' || factoryPoints) && flag.startsWith('points='));
    if (!fits) malformed(token, `a ${kind} has no [${flag}]`);
    if (kind === 'drillCannon' && rules.power) {
      const power = flag === '' ? 0 : Number(flag.slice(6));
      buildings.push({ structure: kind, ...base, ready: false, aim: null, power });
    } else if (kind === 'drillCannon') {
      const aim = flag.startsWith('aim=') ? Number(flag.slice(4)) : null;
      buildings.push({ structure: kind, ...base, ready: flag !== '', aim });
    } else if (kind === 'treasury' || factoryPoints) {
      buildings.push({
        structure: kind as 'treasury' | 'factory',
        ...base,
        points: flag === '' ? 0 : Number(flag.slice(7)),
      });
    } else {
      buildings.push({ structure: kind, ...base });
    }
  }
  const worlds = labelled('planets');
  for (const token of worlds?.split(' ') ?? []) {
    const m = /^(\d{1,2}):shots=(\d{1,16})(:destroyed)?$/.exec(token);
    if (!m || Number(m[1]) >= options.planets) {
      malformed(token, 'expected a planet (0:shots=2, or 1:shots=3:destroyed)');
    }
    shots[Number(m[1])] = int(m[2], token, 'a count of shots');
    destroyed[Number(m[1])] = m[3] !== undefined;
  }
  const lastText = labelled('last');
  if (lastText !== undefined) last = readLast(lastText, options, rules);
  if (next < sections.length) {
    malformed(
      sections[next]!,
      'expected buildings:, planets: or last: (in this order), or the end',
    );
  }

  const state: GameState = {
    version: 1,
    options,
    status: header.status,
    firstPlayer: header.firstPlayer,
    currentPlayer: header.currentPlayer,
    turn: header.turn,
    actionsThisTurn: header.actionsThisTurn,
    players,
    planets: forts.map((fortifications, w) => ({
      destroyed: destroyed[w]!,
      cannonShots: shots[w]!,
      fortifications,
      ...(edgeForts === null ? {} : { edgeFortifications: edgeForts[w]! }),
    })),
    rovers,
    buildings,
    nextRoverId: header.nextRoverId,
    rollOff: header.rollOff,
    winners: header.winners,
    last,
    ...(rules.fields ? { placesFirst: header.placesFirst ?? null, captured: header.captured } : {}),
  };
  if (parse.validate === false) return state;
  const check = validateState(state);
  if (!check.ok) {
    throw new PositionError('INVALID_STATE', check.error.path, check.error.message, check.error);
  }
  return state;
}

/** What the position string of the header's ruleset reads. */
interface PositionRules {
  /** The full hit points of a Rover and a Building. */
  readonly hp: { readonly rover: number; readonly building: number };
  /**
   * Whether states have 2026-06's fields: `placesFirst` and `captured` (header `places:`,
   * `captured:`) and a Factory's `points` (`[points=3]`).
   */
  readonly fields: boolean;
  /** Whether a Rover in orbit orbits a planet (`1.orbit`; ruling R40). */
  readonly orbits: boolean;
  /** The structures a Building may be. */
  readonly structures: readonly Structure[];
  /** Whether every Rover on a planet faces a neighbour (`r1@26>27`; 2024-12, ruling R52). */
  readonly facing: boolean;
  /** Whether Fortifications stand on edges (`f@26/27`; 2024-12, ruling R56). */
  readonly edges: boolean;
  /** Whether a Drill Cannon has power instead of ready and aim (`[power=2]`; 2024-12, R63). */
  readonly power: boolean;
}

/** The header's ruleset, as the position string reads it; malformed if not one played here. */
function rulesetOrDefault(options: ResolvedOptions): PositionRules {
  try {
    const rules = rulesetOf({ options } as GameState);
    // A Factory holds build points exactly in the rulesets with the 2026-06 fields.
    const fields = rules.factoryPoints !== null;
    return {
      hp: rules.hp,
      fields,
      orbits: fields,
      structures: rules.structures,
      facing: rules.facing,
      edges: rules.fortificationsOn === 'edges',
      power: rules.cannonPowerUp !== null,
    };
  } catch {
    malformed(`rules:${options.ruleset}`, 'this library does not play that ruleset');
  }
}

const PURPOSES: Readonly<Record<string, DieRoll['purpose']>> = Object.fromEntries(
  Object.entries(PURPOSE_LETTER).map(([purpose, letter]) => [
    letter,
    purpose as DieRoll['purpose'],
  ]),
);

/** A last action is short (an action, 5 dice, a dozen events); longer text is refused unread. */
const MAX_LAST_LENGTH = 1_000;

function readLast(text: string, options: ResolvedOptions, rules: PositionRules): LastAction {
  if (text.length > MAX_LAST_LENGTH)
    malformed('last:', `longer than ${MAX_LAST_LENGTH} characters`);
  const m = /^(p\d{1,2}): (.+?) \[([^\]]*)\] (.+)$/.exec(text);
  if (!m) malformed(text, 'expected last: p0: <action> [<dice>] <events or ->');
  let action: Action;
  try {
    const ruleset = options.ruleset;
    action = canonicalAction(parseAction(m[2]!, ruleset === undefined ? {} : { ruleset }));
  } catch (e) {
    if (e instanceof NotationError) malformed(m[2]!, e.message);
    throw e;
  }
  const dice: DieRoll[] = (m[3] === '' ? [] : m[3]!.split(',')).map((d) => {
    const purpose = PURPOSES[d[0] ?? ''];
    if (purpose === undefined || !/^.\d$/.test(d)) {
      malformed(
        d,
        'expected a die: h4 (hit), d3 (damage), p5 (planet), n2 (cannon hits), e4 (explosion)',
      );
    }
    return { purpose, value: Number(d[1]) };
  });
  const events = m[4] === '-' ? [] : m[4]!.split(' ').map((e) => readEvent(e, rules));
  return { player: seat(m[1], m[1]!), action, dice, events };
}

function readPiece(text: string, event: string, rules: PositionRules): PieceRef {
  const rover = /^r(\d{1,10}):(p\d{1,2})$/.exec(text);
  if (rover)
    return { piece: 'rover', id: int(rover[1], event, 'a Rover id'), owner: seat(rover[2], event) };
  const other = /^(\w+)@([\d./]+):(p\d{1,2})$/.exec(text);
  if (!other) malformed(event, 'expected a piece (r5:p1, f@13:p1, factory@27:p1)');
  const owner = seat(other[3], event);
  if (other[1] === 'f' && rules.edges) {
    // 2024-12 (ruling R56): a Fortification is named by its edge, `f@26/27:p1`.
    if (!other[2]!.includes('/'))
      malformed(event, 'expected a Fortification on an edge (f@26/27:p1)');
    const { planet, edge } = edgeAt(other[2]!, event);
    const [space, across] = board.edges[edge]!.spaces;
    return { piece: 'fortification', planet, space, across, owner };
  }
  const { planet, space } = location(other[2]!, event);
  if (other[1] === 'f') return { piece: 'fortification', planet, space, owner };
  return { piece: 'building', structure: structure(other[1]!, event, rules), planet, space, owner };
}

function readEvent(text: string, rules: PositionRules): GameEvent {
  const m = /^(\w+)\(([^()]*)\)$/.exec(text);
  if (!m) malformed(text, 'expected an event: type(arguments)');
  const args = m[2]!.split(',');
  const arity = (n: number) => {
    if (args.length !== n) malformed(text, `${m[1]} takes ${n} argument(s)`);
  };
  switch (m[1]) {
    case 'miss':
    case 'noDamage':
    case 'destroyed':
      arity(1);
      return { type: m[1], target: readPiece(args[0]!, text, rules) };
    case 'damaged':
      arity(2);
      return {
        type: 'damaged',
        target: readPiece(args[0]!, text, rules),
        hp: int(args[1], text, 'hp'),
      };
    case 'enteredOrbit': {
      arity(1);
      const r = /^r(\d{1,10})$/.exec(args[0]!);
      return { type: 'enteredOrbit', rover: int(r?.[1], text, 'a Rover (r3)') };
    }
    case 'pointSpent':
      arity(2);
      return {
        type: 'pointSpent',
        player: seat(args[0], text),
        left: int(args[1], text, 'points'),
      };
    case 'planetDestroyed':
      arity(2);
      return {
        type: 'planetDestroyed',
        planet: int(args[0], text, 'a planet'),
        total: int(args[1], text, 'a total'),
      };
    case 'eliminated':
      arity(1);
      return { type: 'eliminated', player: seat(args[0], text) };
    case 'turnLimitReached':
      arity(1);
      return { type: 'turnLimitReached', turn: int(args[0], text, 'a turn') };
    case 'exploded': {
      arity(2);
      const { planet, space } = location(args[0]!, text);
      return { type: 'exploded', planet, space, owner: seat(args[1], text) };
    }
    case 'pointsCaptured':
      arity(3);
      return {
        type: 'pointsCaptured',
        player: seat(args[0], text),
        points: int(args[1], text, 'points'),
        forfeited: int(args[2], text, 'points'),
      };
    default:
      return malformed(text, 'unknown event');
  }
}
