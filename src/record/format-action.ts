import { checkOptions } from '../options/index.js';
import { type Action, printable } from '../rules/index.js';
import { formOf, NOTATION } from './_internals/notation-forms.js';
import { int } from './_internals/notation-write.js';
import { FORMAT_OPTION_KEYS, type FormatOptions } from './notation-options.js';

// The compact notation of docs/notation.md: `r2 move 41`, `p0: r1 shoot 21 rover`,
// `build factory 26@1 moveTo 16`, in 2024-12 `r3 move 16>21` and `r1 shoot 16/26 fortification`.
// `formatAction` writes the one canonical form; `parseAction` reads it back (and a few
// conveniences: any letter case, extra spaces, `r1 shoot r5`, an edge written `26/16`).
// Writing needs no ruleset (an action's fields say everything); reading does, where a ruleset
// gives an action a field that the text may leave out (2026-06's planet of `ready`, written
// only in games of several planets) or has verbs, structures and words of its own.

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
