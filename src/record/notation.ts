import { errorJson } from '../_internals/error-json.js';
import { checkOptions } from '../options/index.js';
import {
  ACTION_TYPES,
  type Action,
  type ActionType,
  actionFields,
  DEFAULT_RULESET,
  type FireAction,
  type GameState,
  isRulesetName,
  printable,
  type ReadyAction,
  RULESET_NAMES,
  type RulesetName,
  rulesetNamed,
  type ShootAction,
  type ShotTarget,
  type Structure,
} from '../rules/index.js';

// The compact notation of docs/notation.md: `r2 move 41`, `p0: r1 shoot 21 rover`,
// `build factory 26@1 moveTo 16`, in 2024-12 `r3 move 16>21` and `r1 shoot 16/26 fortification`.
// `formatAction` writes the one canonical form; `parseAction` reads it back (and a few
// conveniences: any letter case, extra spaces, `r1 shoot r5`, an edge written `26/16`).
// Writing needs no ruleset (an action's fields say everything); reading does, where a ruleset
// gives an action a field that the text may leave out (2026-06's planet of `ready`, written
// only in games of several planets) or has verbs, structures and words of its own.

/** Thrown by `parseAction` / `parseEntry` for text that is not an action in notation. */
export class NotationError extends Error {
  /** The text that could not be read, exactly (the message shows it escaped, `printable`). */
  readonly text: string;
  constructor(text: string, why: string) {
    super(`cannot read ${printable(JSON.stringify(shorten(text)))}: ${printable(why)}`);
    this.name = 'NotationError';
    this.text = text;
  }

  /** `name`, `message` and every field, so that `JSON.stringify` keeps why it failed. */
  toJSON(): Record<string, unknown> {
    return errorJson(this);
  }
}

/** Options of `formatAction` and `formatEntry`. Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`). */
export interface FormatOptions {
  /**
   * The game's number of planets. With more than one, every location names its planet
   * (`41@0`); otherwise only a planet other than 0 is written.
   */
  readonly planets?: number;
}

/** Every key of `FormatOptions`; any other is refused. */
const FORMAT_OPTION_KEYS: Record<keyof FormatOptions, true> = { planets: true };

/**
 * Options of `parseAction` and `parseEntry` when no position is at hand (a position gives its
 * own ruleset). Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`).
 */
export interface ParseActionOptions {
  /** The ruleset whose actions the text writes (default `'2025-01'`). */
  readonly ruleset?: RulesetName;
}

/** Every key of `ParseActionOptions`; any other is refused. */
const PARSE_OPTION_KEYS: Record<keyof ParseActionOptions, true> = { ruleset: true };

/**
 * What the notation of one ruleset reads: its verbs (the action types the ruleset has) and the
 * fields it gives actions that older notation never wrote. A record of every ruleset name, so a
 * new ruleset is a compile error here until its notation is decided.
 */
interface Dialect {
  /** Action types the ruleset does not have: their verbs are not read (as before they existed). */
  readonly absent: readonly ActionType[];
  /**
   * Whether produce, ready, aim and fire name their planet (a player has a Factory and a Drill
   * Cannon per planet, 2026-06 rulings R43, R45); left out, it is planet 0.
   */
  readonly cannonPlanet: boolean;
  /** Whether `place` also places a Rover (`place 26 rover 25`, 2026-06 ruling R32). */
  readonly placeRover: boolean;
  /** The structures `build` and `destroy` name (2024-12 has a Medic and no Treasury). */
  readonly structures: readonly Structure[];
  /**
   * The action types whose Rover faces a space after the action, written after its space as
   * `26>16` (2024-12, ruling R52): place, move, build's `moveTo`, descend, produce.
   */
  readonly facing: readonly ActionType[];
  /**
   * Whether a Fortification stands on an edge, which a shot names by its two spaces
   * (`r1 shoot 16/26 fortification`, 2024-12 rulings R56, R57).
   */
  readonly edges: boolean;
  /** Whether Fire names its target (`fire 41 rover`, `fire 16/26 fortification`, 2024-12 R63). */
  readonly fireTarget: boolean;
}

/** A ruleset's dialect, read from the action shapes of the rules (`actionFields`). */
function rulesDialect(ruleset: RulesetName): Dialect {
  const has = (type: ActionType, field: string) =>
    actionFields(ruleset, type)?.includes(field) ?? false;
  return {
    absent: ACTION_TYPES.filter((t) => actionFields(ruleset, t) === null),
    cannonPlanet: has('ready', 'planet'),
    placeRover: has('place', 'roverSpace'),
    structures: rulesetNamed(ruleset).structures,
    facing: ACTION_TYPES.filter((t) => has(t, 'facing')),
    edges: has('shoot', 'across'),
    fireTarget: has('fire', 'target'),
  };
}

const DIALECTS: Readonly<Record<RulesetName, Dialect>> = {
  '2024-12': rulesDialect('2024-12'),
  '2025-01': rulesDialect('2025-01'),
  '2026-06': rulesDialect('2026-06'),
};

/** Every structure of every ruleset: what `formatAction` writes (it needs no ruleset). */
const ALL_STRUCTURES: readonly Structure[] = [
  ...new Set(RULESET_NAMES.flatMap((name) => rulesetNamed(name).structures)),
];

/** The position, or the options, `parseAction` was given; both optional. */
type ParseContext = GameState | ParseActionOptions | undefined;

/** The position of a context, when it is one (a state has `options`; parse options do not). */
function stateOf(context: ParseContext): GameState | undefined {
  return context !== undefined && Object.hasOwn(context, 'options')
    ? (context as GameState)
    : undefined;
}

/** The dialect a context reads: its state's ruleset, or the options' (default 2025-01). */
function dialectOf(context: ParseContext, caller: string): Dialect {
  let name: unknown;
  const state = stateOf(context);
  if (state !== undefined) {
    name = state.options?.ruleset ?? DEFAULT_RULESET;
  } else if (context !== undefined) {
    if (typeof context !== 'object' || context === null) {
      throw new TypeError(`${caller}: the second argument must be a position or options`);
    }
    checkOptions(caller, context, PARSE_OPTION_KEYS);
    name = (context as ParseActionOptions).ruleset ?? DEFAULT_RULESET;
  } else {
    name = DEFAULT_RULESET;
  }
  if (!isRulesetName(name)) {
    throw new RangeError(
      `${caller}: ruleset must be a ruleset name, not ${printable(String(name))}`,
    );
  }
  return DIALECTS[name];
}

const TARGETS: readonly ShotTarget[] = ['rover', 'fortification', 'building'];
const MAX_TEXT = 200;

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function int(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new TypeError(
      `formatAction: ${what} must be a non-negative integer, not ${printable(String(value))}`,
    );
  }
  return value;
}

function rover(value: unknown): string {
  return `r${int(value, 'rover')}`;
}

function location(planet: unknown, space: unknown, options: FormatOptions): string {
  const p = int(planet, 'planet');
  const s = int(space, 'space');
  return p !== 0 || (options.planets ?? 1) > 1 ? `${s}@${p}` : `${s}`;
}

/** A space, then `>facing` when the action names the space its Rover faces (2024-12, R52). */
function faced(text: string | number, facing: unknown): string {
  return facing === undefined ? `${text}` : `${text}>${int(facing, 'facing')}`;
}

/** An edge by its two spaces, the lower first: `16/26` (2024-12, ruling R51). */
function edge(space: unknown, across: unknown): string {
  const [a, b] = [int(space, 'space'), int(across, 'across')];
  return `${Math.min(a, b)}/${Math.max(a, b)}`;
}

/**
 * What a shot or a 2024-12 Fire aims at: a space and a kind (`41 rover`), or an edge and
 * `fortification` (`16/26 fortification`); an edge holds nothing else.
 */
function aimedAt(space: unknown, target: unknown, across: unknown): string {
  const kind = word(target, TARGETS, 'target');
  if (across === undefined) return `${int(space, 'space')} ${kind}`;
  if (kind !== 'fortification') {
    throw new TypeError(
      'formatAction: across names an edge, which only a fortification target has',
    );
  }
  return `${edge(space, across)} ${kind}`;
}

/** `@1`: a planet alone (the planet of a Drill Cannon or of an orbit). */
function planetWord(planet: unknown): string {
  return `@${int(planet, 'planet')}`;
}

function word<T extends string>(value: unknown, words: readonly T[], what: string): T {
  if (!words.includes(value as T)) {
    throw new TypeError(`formatAction: ${what} must be one of ${words.join(', ')}`);
  }
  return value as T;
}

/**
 * Writes an action in notation: the canonical text that `parseAction` reads back to an equal
 * action. A `player` field becomes a `p0: ` prefix.
 *
 * @throws TypeError when `action` is not an action (unknown type, fields of the wrong type).
 *
 * @example
 * ```ts
 * formatAction({ type: 'move', rover: 2, to: 41 }); // 'r2 move 41'
 * formatAction({ type: 'shoot', rover: 1, space: 21, target: 'rover', player: 0 }); // 'p0: r1 shoot 21 rover'
 * formatAction({ type: 'place', planet: 1, space: 26 }); // 'place 26@1'
 * formatAction({ type: 'place', planet: 0, space: 26, roverSpace: 25 }); // 'place 26 rover 25'
 * formatAction({ type: 'fire', planet: 1 }, { planets: 2 }); // 'fire @1'
 * formatAction({ type: 'move', rover: 3, to: 16, facing: 21 }); // 'r3 move 16>21'
 * formatAction({ type: 'shoot', rover: 1, space: 16, target: 'fortification', across: 26 });
 * // 'r1 shoot 16/26 fortification'
 * ```
 */
export function formatAction(action: Action, options: FormatOptions = {}): string {
  checkOptions('formatAction', options, FORMAT_OPTION_KEYS);
  const a = action;
  const prefix = a.player === undefined ? '' : `p${int(a.player, 'player')}: `;
  return prefix + body(a, options);
}

function body(a: Action, options: FormatOptions): string {
  if (typeof a.type !== 'string' || !Object.hasOwn(NOTATION, a.type)) {
    throw new TypeError(
      `formatAction: unknown action type ${printable(String(JSON.stringify((a as { type?: unknown }).type)))}`,
    );
  }
  return formOf(a.type).write(a, options);
}

/**
 * Writes a record entry: the action in notation, then its dice when there are any
 * (`'r1 shoot 21 rover [4,3]'`). `parseEntry` reads it back.
 *
 * @example
 * ```ts
 * formatEntry({ type: 'shoot', rover: 1, space: 21, target: 'rover' }, [4, 3]); // 'r1 shoot 21 rover [4,3]'
 * ```
 */
export function formatEntry(
  action: Action,
  dice: readonly number[] = [],
  options: FormatOptions = {},
): string {
  checkOptions('formatEntry', options, FORMAT_OPTION_KEYS);
  const text = formatAction(action, options);
  return dice.length === 0 ? text : `${text} [${dice.map((d) => int(d, 'die')).join(',')}]`;
}

// ---------------------------------------------------------------------------------------------
// Reading.

const CHOICES = ['first', 'second'] as const;
const DIRECTIONS = ['left', 'right'] as const;

const KEYWORDS = new Map<string, string>(
  [...ACTION_TYPES, 'moveTo', ...ALL_STRUCTURES, ...TARGETS, ...CHOICES, ...DIRECTIONS].map((k) => [
    k.toLowerCase(),
    k,
  ]),
);

const NUMBER = /^\d{1,9}$/;
const ROVER = /^r(\d{1,9})$/i;
const LOCATION = /^(\d{1,9})(?:@(\d{1,9}))?$/;
/** A location and the space faced after it: `26>16`, `26@1>16` (2024-12). */
const FACED = /^(\d{1,9})(?:@(\d{1,9}))?(?:>(\d{1,9}))?$/;
/** An edge by its two spaces: `16/26` (2024-12). */
const EDGE = /^(\d{1,9})\/(\d{1,9})$/;
const PLANET = /^@(\d{1,9})$/;
const PLAYER = /^p(\d{1,9})\s*:\s*/i;
const DICE = /\s*\[([^\]]*)\]\s*$/;

/** A reader over the words of one action. */
class Words {
  private next = 0;
  constructor(
    private readonly text: string,
    private readonly words: readonly string[],
  ) {}

  fail(why: string): never {
    throw new NotationError(this.text, why);
  }

  private take(expected: string): string {
    const w = this.words[this.next++];
    if (w === undefined) this.fail(`expected ${expected} after "${this.words.join(' ')}"`);
    return w;
  }

  keyword(expected: string): string {
    const w = this.take(expected);
    const k = KEYWORDS.get(w.toLowerCase());
    if (k === undefined) this.fail(`expected ${expected}, not "${w}"`);
    return k;
  }

  oneOf<T extends string>(options: readonly T[], what: string): T {
    const k = this.keyword(`${what} (${options.join(', ')})`);
    if (!options.includes(k as T))
      this.fail(`expected ${what} (${options.join(', ')}), not "${k}"`);
    return k as T;
  }

  number(what: string): number {
    const w = this.take(what);
    if (!NUMBER.test(w)) this.fail(`expected ${what} (a number), not "${w}"`);
    return Number(w);
  }

  rover(): number {
    const w = this.take('a Rover (r1, r2, ...)');
    const m = ROVER.exec(w);
    if (!m) this.fail(`expected a Rover (r1, r2, ...), not "${w}"`);
    return Number(m[1]);
  }

  /** A space, with `@planet` when written; planet 0 otherwise. */
  location(): { planet: number; space: number } {
    const w = this.take('a space (41, or 41@1 on planet 1)');
    const m = LOCATION.exec(w);
    if (!m) this.fail(`expected a space (41, or 41@1 on planet 1), not "${w}"`);
    return { space: Number(m[1]), planet: m[2] === undefined ? 0 : Number(m[2]) };
  }

  /**
   * 2024-12: a space (with `@planet` when `planet` says one may be written) and, after `>`, the
   * space its Rover faces (ruling R52): `26>16`, `26@1>16`. `facing` is required where a Rover
   * arrives without crossing an edge (place, descend, produce); a move into the own Space Port
   * has none (R53), nor a build without `moveTo`.
   */
  facedLocation(
    planet: boolean,
    facing: 'required' | 'optional',
  ): { planet: number; space: number; facing?: number } {
    const example = planet ? '26>16, or 26@1>16 on planet 1' : '26>16';
    const w = this.take(`a space and the space faced (${example})`);
    const m = FACED.exec(w);
    if (!m || (!planet && m[2] !== undefined)) {
      this.fail(`expected a space and the space faced (${example}), not "${w}"`);
    }
    const at = { planet: m[2] === undefined ? 0 : Number(m[2]), space: Number(m[1]) };
    if (m[3] !== undefined) return { ...at, facing: Number(m[3]) };
    if (facing === 'required') {
      this.fail(`expected the space faced after "${w}" (${w}>N: the Rover faces space N)`);
    }
    return at;
  }

  /**
   * A space, or with `edges` an edge by its two spaces (`16/26`, ruling R51); `26/16` is read as
   * the same edge, the lower space first.
   */
  spaceOrEdge(edges: boolean): { space: number; across?: number } {
    const what = edges ? 'a space or an edge (41, or 16/26)' : 'a space';
    const w = this.take(what);
    const m = edges ? EDGE.exec(w) : null;
    if (m) {
      const [a, b] = [Number(m[1]), Number(m[2])];
      if (a === b) this.fail(`an edge joins two different spaces, not "${w}"`);
      return { space: Math.min(a, b), across: Math.max(a, b) };
    }
    if (!NUMBER.test(w)) this.fail(`expected ${what}${edges ? '' : ' (a number)'}, not "${w}"`);
    return { space: Number(w) };
  }

  /**
   * The target of a shot or of a 2024-12 Fire, after its space or edge: with `edges`, an edge
   * holds only a Fortification and a Fortification stands only on an edge (rulings R56, R57).
   */
  target(at: { space: number; across?: number }, edges: boolean): ShotTarget {
    const target = this.oneOf(TARGETS, 'a target');
    if (at.across !== undefined && target !== 'fortification') {
      this.fail(
        `the edge ${at.space}/${at.across} holds a Fortification only: "${at.space}/${at.across} fortification"`,
      );
    }
    if (edges && at.across === undefined && target === 'fortification') {
      this.fail(
        `a Fortification stands on an edge: name it by its two spaces ("${at.space}/N fortification")`,
      );
    }
    return target;
  }

  /** `@1`, a planet alone, when it comes next; `undefined` (nothing read) otherwise. */
  planet(): number | undefined {
    const m = PLANET.exec(this.words[this.next] ?? '');
    if (!m) return undefined;
    this.next++;
    return Number(m[1]);
  }

  /** `@1`, a planet alone, which must come next. */
  requiredPlanet(): number {
    const planet = this.planet();
    if (planet === undefined) {
      const w = this.words[this.next];
      this.fail(
        w === undefined
          ? `expected a planet (@0, @1, ...) after "${this.words.join(' ')}"`
          : `expected a planet (@0, @1, ...), not "${w}"`,
      );
    }
    return planet;
  }

  peek(): string | undefined {
    return this.words[this.next];
  }

  end(): void {
    const rest = this.words.slice(this.next);
    if (rest.length > 0) this.fail(`unexpected "${rest.join(' ')}" at the end`);
  }
}

/**
 * Reads an action written in notation (docs/notation.md); the inverse of `formatAction`. Letter
 * case and spacing are free. With `state`, a shot may name its target Rover instead of a space
 * and kind: `r1 shoot r5` is `r1 shoot <r5's space> rover`.
 *
 * The notation read is that of the state's ruleset, or of `{ ruleset }` given instead of a state
 * (default `'2025-01'`): in 2026-06, `ready` is `{ type: 'ready', planet: 0 }`, and `choose`,
 * `orbit` and `decommission` are verbs; in 2024-12, a Rover put on a space names its facing
 * (`place 26>16`, `r3 move 16>21`), a Fortification is named by its edge (`16/26`, the other
 * order read too), `turn`, `heal` and `powerUp` are verbs, `fire` names its target
 * (`fire 41 rover`, and `fire r5` with a position) and `medic` is a structure. Only the syntax
 * is checked: whether the action is legal is `validateAction`'s business.
 *
 * @throws {@link NotationError} when the text is not an action in notation; an
 * `UnknownOptionError` for a key `ParseActionOptions` does not list; RangeError for a ruleset
 * that is not one.
 *
 * @example
 * ```ts
 * parseAction('r2 move 41'); // { type: 'move', rover: 2, to: 41 }
 * parseAction('p1: build factory 26@1 moveTo 16');
 * // { type: 'build', structure: 'factory', planet: 1, space: 26, moveTo: 16, player: 1 }
 * parseAction('fire', { ruleset: '2026-06' }); // { type: 'fire', planet: 0 }
 * parseAction('r1 shoot 26/16 fortification', { ruleset: '2024-12' });
 * // { type: 'shoot', rover: 1, space: 16, target: 'fortification', across: 26 }
 * ```
 */
export function parseAction(text: string, state?: GameState | ParseActionOptions): Action {
  const dialect = dialectOf(state, 'parseAction');
  return readAction(text, stateOf(state), dialect);
}

function readAction(text: string, state: GameState | undefined, dialect: Dialect): Action {
  if (typeof text !== 'string') throw new NotationError(String(text), 'an action must be text');
  if (text.length > MAX_TEXT) throw new NotationError(text, `longer than ${MAX_TEXT} characters`);
  let rest = text.trim();
  let player: number | undefined;
  const p = PLAYER.exec(rest);
  if (p) {
    player = Number(p[1]);
    rest = rest.slice(p[0].length);
  }
  const words = new Words(text, rest === '' ? [] : rest.split(/\s+/));
  const action = readBody(words, state, dialect);
  words.end();
  return player === undefined ? action : { ...action, player };
}

/** How one action type is written and read. */
interface NotationForm<A extends Action> {
  /** Whether the text starts with the acting Rover (`r2 move 41`), not with the verb. */
  readonly byRover: boolean;
  /** The canonical text (without the `p0: ` prefix). */
  write(a: A, options: FormatOptions): string;
  /**
   * Reads the words after the verb; `rover` is the leading Rover of a `byRover` form, `dialect`
   * the ruleset's notation.
   */
  read(w: Words, rover: number, state: GameState | undefined, dialect: Dialect): A;
}

/** Fire as 2025-01 and 2026-06 write it: the verb, with the cannon's planet in 2026-06. */
const plainFire = cannon('fire');

// One form per action type: a type without one is a compile error.
const NOTATION: { readonly [T in ActionType]: NotationForm<Extract<Action, { type: T }>> } = {
  place: {
    byRover: false,
    write: (a, options) => {
      const text = `place ${faced(location(a.planet, a.space, options), a.facing)}`;
      return a.roverSpace === undefined ? text : `${text} rover ${int(a.roverSpace, 'roverSpace')}`;
    },
    read: (w, _, __, dialect) => {
      if (dialect.facing.includes('place')) {
        return { type: 'place', ...w.facedLocation(true, 'required') };
      }
      const at = w.location();
      if (!dialect.placeRover || w.peek() === undefined) return { type: 'place', ...at };
      w.oneOf(['rover'] as const, 'rover');
      return { type: 'place', ...at, roverSpace: w.number('a space') };
    },
  },
  choose: {
    byRover: false,
    write: (a) => {
      if (typeof a.placeFirst !== 'boolean') {
        throw new TypeError('formatAction: placeFirst must be true or false');
      }
      return `choose ${a.placeFirst ? 'first' : 'second'}`;
    },
    read: (w) => ({ type: 'choose', placeFirst: w.oneOf(CHOICES, 'first or second') === 'first' }),
  },
  move: {
    byRover: true,
    write: (a) => `${rover(a.rover)} move ${faced(int(a.to, 'to'), a.facing)}`,
    read: (w, rover, _, dialect) => {
      if (!dialect.facing.includes('move')) return { type: 'move', rover, to: w.number('a space') };
      // Ruling R53: `r3 move 27` is a move into the own Space Port, which faces nothing.
      const { space: to, facing } = w.facedLocation(false, 'optional');
      return facing === undefined
        ? { type: 'move', rover, to }
        : { type: 'move', rover, to, facing };
    },
  },
  fortify: {
    byRover: true,
    write: (a) => `${rover(a.rover)} fortify ${int(a.space, 'space')}`,
    read: (w, rover) => ({ type: 'fortify', rover, space: w.number('a space') }),
  },
  shoot: {
    byRover: true,
    write: (a) => `${rover(a.rover)} shoot ${aimedAt(a.space, a.target, a.across)}`,
    read: (w, rover, state, dialect) => {
      const at = w.peek();
      if (at !== undefined && ROVER.test(at)) return shootAtRover(w, rover, w.rover(), state);
      const aimed = w.spaceOrEdge(dialect.edges);
      const target = w.target(aimed, dialect.edges);
      return aimed.across === undefined
        ? { type: 'shoot', rover, space: aimed.space, target }
        : { type: 'shoot', rover, space: aimed.space, target, across: aimed.across };
    },
  },
  build: {
    byRover: false,
    write: (a, options) => {
      const text = `build ${word(a.structure, ALL_STRUCTURES, 'structure')} ${location(a.planet, a.space, options)}`;
      if (a.moveTo === undefined) {
        if (a.facing !== undefined) {
          throw new TypeError('formatAction: a build names a facing only with its moveTo');
        }
        return text;
      }
      return `${text} moveTo ${faced(int(a.moveTo, 'moveTo'), a.facing)}`;
    },
    read: (w, _, __, dialect) => {
      const type = 'build';
      const structure = w.oneOf(dialect.structures, 'a structure');
      const { planet, space } = w.location();
      if (w.peek() === undefined) return { type, structure, planet, space };
      w.oneOf(['moveTo'] as const, 'moveTo');
      if (!dialect.facing.includes('build')) {
        return { type, structure, planet, space, moveTo: w.number('a space') };
      }
      // Ruling R59: the Rover on the HQ moves out ahead, and names its new facing (R54).
      const { space: moveTo, facing } = w.facedLocation(false, 'optional');
      return facing === undefined
        ? { type, structure, planet, space, moveTo }
        : { type, structure, planet, space, moveTo, facing };
    },
  },
  descend: {
    byRover: true,
    write: (a, options) =>
      `${rover(a.rover)} descend ${faced(location(a.planet, a.space, options), a.facing)}`,
    read: (w, rover, _, dialect) =>
      dialect.facing.includes('descend')
        ? { type: 'descend', rover, ...w.facedLocation(true, 'required') }
        : { type: 'descend', rover, ...w.location() },
  },
  produce: {
    byRover: false,
    write: (a, options) => `produce ${faced(cannonSpace(a.planet, a.space, options), a.facing)}`,
    read: (w, _, __, dialect) => {
      if (dialect.facing.includes('produce')) {
        // 2024-12 (ruling R62): one Factory in the game, so no planet; the new Rover's facing.
        const { space, facing } = w.facedLocation(false, 'required');
        return { type: 'produce', space, facing: facing! };
      }
      return dialect.cannonPlanet
        ? { type: 'produce', ...w.location() }
        : { type: 'produce', space: w.number('a space') };
    },
  },
  repair: {
    byRover: false,
    write: (a) => `repair ${rover(a.rover)}`,
    read: (w) => ({ type: 'repair', rover: w.rover() }),
  },
  ready: cannon('ready'),
  aim: {
    byRover: false,
    write: (a, options) => `aim ${cannonSpace(a.planet, a.space, options)}`,
    read: (w, _, __, dialect) =>
      dialect.cannonPlanet
        ? { type: 'aim', ...w.location() }
        : { type: 'aim', space: w.number('a space') },
  },
  fire: {
    byRover: false,
    write: (a, options) =>
      a.space === undefined && a.target === undefined && a.across === undefined
        ? plainFire.write(a, options)
        : `fire ${aimedAt(a.space, a.target, a.across)}`,
    read: (w, rover, state, dialect) => {
      if (!dialect.fireTarget) return plainFire.read(w, rover, state, dialect);
      // 2024-12 (ruling R63): a powered-up cannon strikes a Rover or a Fortification.
      const at = w.peek();
      if (at !== undefined && ROVER.test(at)) {
        const { space } = roverSpace(w, w.rover(), state, 'fire');
        return { type: 'fire', space, target: 'rover' };
      }
      const aimed = w.spaceOrEdge(true);
      // A Building is read as any target is: well formed, and refused by the rules (NO_TARGET).
      const fire = {
        type: 'fire',
        space: aimed.space,
        target: w.target(aimed, true),
      } as FireAction;
      return aimed.across === undefined ? fire : { ...fire, across: aimed.across };
    },
  },
  save: bare('save'),
  destroy: {
    byRover: false,
    write: (a) => `destroy ${word(a.structure, ALL_STRUCTURES, 'structure')}`,
    read: (w, _, __, dialect) => ({
      type: 'destroy',
      structure: w.oneOf(dialect.structures, 'a structure'),
    }),
  },
  orbit: {
    byRover: true,
    // The planet always: an orbit is about planets, and `r3 orbit` alone would say nothing.
    write: (a) => `${rover(a.rover)} orbit ${planetWord(a.planet)}`,
    read: (w, rover) => ({ type: 'orbit', rover, planet: w.requiredPlanet() }),
  },
  decommission: {
    byRover: false,
    write: (a, options) => `decommission ${location(a.planet, a.space, options)}`,
    read: (w) => ({ type: 'decommission', ...w.location() }),
  },
  turn: {
    byRover: true,
    write: (a) => `${rover(a.rover)} turn ${word(a.direction, DIRECTIONS, 'direction')}`,
    read: (w, rover) => ({ type: 'turn', rover, direction: w.oneOf(DIRECTIONS, 'a direction') }),
  },
  heal: {
    byRover: true,
    write: (a) => `${rover(a.rover)} heal`,
    read: (_w, rover) => ({ type: 'heal', rover }),
  },
  powerUp: bare('powerUp'),
  endTurn: bare('endTurn'),
  pass: bare('pass'),
};

/**
 * The space of a Factory's or a Drill Cannon's action: `13` where the action names no planet
 * (2025-01), else a location as everywhere (`13@1`, and `13` for planet 0 in a one-planet game).
 */
function cannonSpace(planet: unknown, space: unknown, options: FormatOptions): string {
  return planet === undefined ? `${int(space, 'space')}` : location(planet, space, options);
}

/**
 * Ready and Fire: the verb alone (2025-01), or with the cannon's planet (2026-06) written as
 * `@1` where a location would name it (`fire @1`; `fire` for planet 0 in a one-planet game).
 */
function cannon<T extends 'ready' | 'fire'>(type: T): NotationForm<Extract<Action, { type: T }>> {
  return {
    byRover: false,
    write: (a, options) => {
      const { planet } = a as ReadyAction | FireAction;
      if (planet === undefined) return type;
      const p = int(planet, 'planet');
      return p !== 0 || (options.planets ?? 1) > 1 ? `${type} ${planetWord(p)}` : type;
    },
    read: (w, _, __, dialect) => {
      if (!dialect.cannonPlanet) return { type } as Extract<Action, { type: T }>;
      return { type, planet: w.planet() ?? 0 } as Extract<Action, { type: T }>;
    },
  };
}

/** The form of an action written as its type alone (`save`). */
function bare<T extends 'save' | 'powerUp' | 'endTurn' | 'pass'>(
  type: T,
): NotationForm<Extract<Action, { type: T }>> {
  return {
    byRover: false,
    write: () => type,
    read: () => ({ type }) as Extract<Action, { type: T }>,
  };
}

function formOf(type: ActionType): NotationForm<Action> {
  return NOTATION[type] as NotationForm<Action>;
}

/** The verbs of a dialect that follow a Rover, and the others, in the order of ACTION_TYPES. */
const VERBS = new Map<Dialect, { rover: ActionType[]; other: ActionType[] }>(
  Object.values(DIALECTS).map((d) => {
    const types = ACTION_TYPES.filter((t) => !d.absent.includes(t));
    return [
      d,
      {
        rover: types.filter((t) => NOTATION[t].byRover),
        other: types.filter((t) => !NOTATION[t].byRover),
      },
    ];
  }),
);

function readBody(w: Words, state: GameState | undefined, dialect: Dialect): Action {
  const verbs = VERBS.get(dialect)!;
  const first = w.peek();
  if (first !== undefined && ROVER.test(first)) {
    const rover = w.rover();
    return formOf(w.oneOf(verbs.rover, 'a Rover action')).read(w, rover, state, dialect);
  }
  // No leading Rover: the form reads its own words (a `rover` of 0 is never read).
  return formOf(w.oneOf(verbs.other, 'an action')).read(w, 0, state, dialect);
}

/** `r1 shoot r5`: the shot at Rover r5, wherever it stands (needs the position). */
function shootAtRover(
  w: Words,
  rover: number,
  target: number,
  state: GameState | undefined,
): ShootAction {
  const { space } = roverSpace(w, target, state, 'shoot');
  return { type: 'shoot', rover, space, target: 'rover' };
}

/** Where Rover `target` stands, for `shoot r5` and `fire r5` (needs the position). */
function roverSpace(
  w: Words,
  target: number,
  state: GameState | undefined,
  verb: 'shoot' | 'fire',
): { planet: number; space: number } {
  if (state === undefined) w.fail(`"${verb} r${target}" needs the position to find r${target}`);
  const found = state.rovers.find((r) => r.id === target);
  if (found === undefined || found.location === 'orbit') {
    w.fail(`there is no Rover r${target} on a planet to ${verb} at`);
  }
  return found.location;
}

/**
 * Reads a record entry in notation: an action, then optionally its dice in brackets
 * (`'p0: r1 shoot 21 rover [4,3]'`). The dice are returned as written; whether each is 1..6
 * is checked by `replay`. The ruleset is read as by `parseAction`.
 *
 * @throws {@link NotationError} when the text is not an entry in notation.
 *
 * @example
 * ```ts
 * parseEntry('r1 shoot 21 rover [4,3]');
 * // { action: { type: 'shoot', rover: 1, space: 21, target: 'rover' }, dice: [4, 3] }
 * ```
 */
export function parseEntry(
  text: string,
  state?: GameState | ParseActionOptions,
): { action: Action; dice: number[] } {
  const dialect = dialectOf(state, 'parseEntry');
  const position = stateOf(state);
  if (typeof text !== 'string') throw new NotationError(String(text), 'an entry must be text');
  if (text.length > MAX_TEXT) throw new NotationError(text, `longer than ${MAX_TEXT} characters`);
  const m = DICE.exec(text);
  if (!m) return { action: readAction(text, position, dialect), dice: [] };
  const inside = m[1]!.trim();
  const dice =
    inside === ''
      ? []
      : inside.split(',').map((d) => {
          const t = d.trim();
          if (!NUMBER.test(t)) throw new NotationError(text, `a die must be a number, not "${t}"`);
          return Number(t);
        });
  return { action: readAction(text.slice(0, m.index), position, dialect), dice };
}
