import { board } from '../../board/index.js';
import {
  type Action,
  canonicalAction,
  type DieRoll,
  type GameEvent,
  type LastAction,
  type PieceRef,
  type ResolvedOptions,
} from '../../rules/index.js';
import { formatAction } from '../format-action.js';
import { NotationError } from '../notation-error.js';
import { parseAction } from '../parse-action.js';
import { type PositionRules, structure } from './position-rules.js';
import {
  edgeAt,
  int,
  location,
  malformed,
  PURPOSE_LETTER,
  PURPOSES,
  seat,
} from './position-tokens.js';

// The `last:` section of a position string: the last action, its dice and its events
// (`last: p0: r1 shoot 21 rover [h4,d3] damaged(r5:p1,2)`).

/** The text of `last:`: the player, the action in notation, the dice and the events (or `-`). */
export function formatLast(
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

/** A last action is short (an action, 5 dice, a dozen events); longer text is refused unread. */
const MAX_LAST_LENGTH = 1_000;

/** Reads the text of `last:` back to the last action, in the header's ruleset. */
export function readLast(text: string, options: ResolvedOptions, rules: PositionRules): LastAction {
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
