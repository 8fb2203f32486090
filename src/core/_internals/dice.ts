import { coreFail } from '../errors.js';
import type { Context, DiceCursor } from './context.js';
import { F_DICE, MAX_DICE } from './frames.js';

// The dice of one `make`, as both rulesets roll them: from the seeded source or the explicit
// list of the context's cursor, each recorded in the ply's frame.

/**
 * One die for `purpose`, recorded in the frame at `f`. The explicit list and the errors are in
 * functions of their own, so that the seeded case stays small enough for V8 to inline.
 */
export function roll(ctx: Context, f: number, purpose: number): number {
  const d = ctx.dice;
  const value = d.rng !== null ? d.rng.d6() : listedDie(d);
  const frames = ctx.plies.frames;
  const k = frames[f + F_DICE]!;
  if (k >= MAX_DICE) tooManyDice();
  const at = f + F_DICE + 1 + 2 * k;
  frames[at] = purpose;
  frames[at + 1] = value;
  frames[f + F_DICE] = k + 1;
  return value;
}

/** The next die of the cursor's explicit list (1s past its end when padded). */
function listedDie(d: DiceCursor): number {
  const list = d.list!;
  let value: number;
  if (d.next < list.length) value = list[d.next]!;
  else if (d.pad) value = 1;
  else coreFail('DICE_EXHAUSTED', `the explicit dice ran out after ${list.length}`);
  d.next++;
  if (!Number.isInteger(value) || value < 1 || value > 6)
    coreFail('DICE_EXHAUSTED', `die ${d.next} is ${String(value)}, not 1..6`);
  return value;
}

function tooManyDice(): never {
  coreFail('DICE_EXHAUSTED', 'too many dice in one action');
}

/**
 * Points the cursor at the dice of the next make: a seeded source (anything with `d6()`) or
 * explicit faces, read from the first; `pad`: 1s past their end instead of DICE_EXHAUSTED.
 */
export function useDice(
  d: DiceCursor,
  dice: { d6(): number } | ArrayLike<number>,
  pad: boolean,
): void {
  // The same generator as the last make (a playout's) needs no look-up.
  if (dice !== d.rng) {
    if ('d6' in dice && typeof dice.d6 === 'function') {
      d.rng = dice;
      d.list = null;
    } else {
      d.rng = null;
      d.list = dice as ArrayLike<number>;
    }
  }
  d.next = 0;
  d.pad = pad;
}
