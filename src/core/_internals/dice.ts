import { coreFail } from '../errors.js';
import type { Context, DiceCursor } from './context.js';
import { F_DICE, MAX_DICE } from './frames.js';

// The dice of one `make`, as both rulesets roll them: from the seeded source or the explicit
// list of the context's cursor, each recorded in the ply's frame.

/** One die for `purpose`, recorded in the frame at `f`. */
export function roll(ctx: Context, f: number, purpose: number): number {
  const d = ctx.dice;
  let value: number;
  if (d.rng !== null) value = d.rng.d6();
  else {
    const list = d.list!;
    if (d.next < list.length) value = list[d.next]!;
    else if (d.pad) value = 1;
    else coreFail('DICE_EXHAUSTED', `the explicit dice ran out after ${list.length}`);
    d.next++;
    if (!Number.isInteger(value) || value < 1 || value > 6)
      coreFail('DICE_EXHAUSTED', `die ${d.next} is ${String(value)}, not 1..6`);
  }
  const frames = ctx.plies.frames;
  const k = frames[f + F_DICE]!;
  if (k >= MAX_DICE) coreFail('DICE_EXHAUSTED', 'too many dice in one action');
  frames[f + F_DICE + 1 + 2 * k] = purpose;
  frames[f + F_DICE + 2 + 2 * k] = value;
  frames[f + F_DICE] = k + 1;
  return value;
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
