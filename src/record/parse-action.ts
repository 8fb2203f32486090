import { ACTION_TYPES, type Action, type ActionType, type GameState } from '../rules/index.js';
import { DIALECTS, type Dialect, dialectOf, stateOf } from './_internals/notation-dialect.js';
import { formOf, NOTATION } from './_internals/notation-forms.js';
import { DICE, NUMBER, PLAYER, ROVER, Words } from './_internals/notation-words.js';
import { NotationError } from './notation-error.js';
import type { ParseActionOptions } from './notation-options.js';

// Reading the notation of docs/notation.md (`formatAction` writes it): the ruleset's dialect
// decides the verbs, structures and fields read (`_internals/notation-dialect.ts`).

const MAX_TEXT = 200;

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
