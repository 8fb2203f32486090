import { board } from '../board/index.js';
import { checkOptions } from '../options/index.js';
import {
  type Building,
  type GameState,
  type LastAction,
  type Rover,
  validateState,
} from '../rules/index.js';
import { readHeader } from './_internals/position-header.js';
import { readLast } from './_internals/position-last.js';
import { rulesetOrDefault, structure } from './_internals/position-rules.js';
import { edgeAt, int, location, malformed, SEPARATOR, seat } from './_internals/position-tokens.js';
import { PositionError } from './position-error.js';

// Reading the position string of docs/notation.md (`formatPosition` writes it): first its
// syntax, section by section, then the state it reads as, with `validateState`.

/** The most characters `parsePosition` reads; longer text is refused before any work. */
export const MAX_POSITION_LENGTH = 100_000;

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
