import type {
  Action,
  ActionType,
  FireAction,
  GameState,
  ReadyAction,
  ShootAction,
} from '../../rules/index.js';
import type { FormatOptions } from '../notation-options.js';
import type { Dialect } from './notation-dialect.js';
import { ALL_STRUCTURES, CHOICES, DIRECTIONS } from './notation-vocabulary.js';
import { ROVER, type Words } from './notation-words.js';
import {
  aimedAt,
  cannonSpace,
  faced,
  int,
  location,
  planetWord,
  rover,
  word,
} from './notation-write.js';

// How each action type is written and read: one form per type, the ruleset's dialect deciding
// the words a form reads.

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
export const NOTATION: { readonly [T in ActionType]: NotationForm<Extract<Action, { type: T }>> } =
  {
    place: {
      byRover: false,
      write: (a, options) => {
        const text = `place ${faced(location(a.planet, a.space, options), a.facing)}`;
        return a.roverSpace === undefined
          ? text
          : `${text} rover ${int(a.roverSpace, 'roverSpace')}`;
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
      read: (w) => ({
        type: 'choose',
        placeFirst: w.oneOf(CHOICES, 'first or second') === 'first',
      }),
    },
    move: {
      byRover: true,
      write: (a) => `${rover(a.rover)} move ${faced(int(a.to, 'to'), a.facing)}`,
      read: (w, rover, _, dialect) => {
        if (!dialect.facing.includes('move'))
          return { type: 'move', rover, to: w.number('a space') };
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

export function formOf(type: ActionType): NotationForm<Action> {
  return NOTATION[type] as NotationForm<Action>;
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
