import seedrandom from 'seedrandom';

/** The saved state of an `Rng`: plain JSON, restored by `restoreRng`. */
export type RngState =
  | {
      readonly kind: 'seeded';
      readonly arc4: { readonly i: number; readonly j: number; readonly S: readonly number[] };
    }
  | { readonly kind: 'scripted'; readonly rolls: readonly number[]; readonly next: number };

/** A source of dice. Every die an action consumes comes from the `Rng` passed to it. */
export interface Rng {
  /** One six-sided die, 1..6. */
  d6(): number;
  /** The generator's state, to restore later with `restoreRng`. */
  save(): RngState;
}

/** Thrown by a scripted `Rng` that runs out of dice or holds a value outside 1..6. */
export class DiceError extends Error {
  /** `'DICE_EXHAUSTED'` or `'BAD_DIE'`. */
  readonly code: 'DICE_EXHAUSTED' | 'BAD_DIE';
  constructor(code: 'DICE_EXHAUSTED' | 'BAD_DIE', message: string) {
    super(message);
    this.name = 'DiceError';
    this.code = code;
  }
}

type Arc4State = { i: number; j: number; S: number[] };

function fromSeedrandom(prng: seedrandom.StatefulPRNG<Arc4State>): Rng {
  return {
    d6: () => 1 + Math.floor(prng() * 6),
    save: () => ({ kind: 'seeded', arc4: prng.state() }),
  };
}

/**
 * Seeded dice (seedrandom's ARC4): the same seed gives the same dice on every platform.
 *
 * @example
 * ```ts
 * const rng = createRng(42);
 * rng.d6(); // 1..6, the same every run
 * ```
 */
export function createRng(seed: string | number): Rng {
  return fromSeedrandom(
    seedrandom(String(seed), { state: true }) as seedrandom.StatefulPRNG<Arc4State>,
  );
}

/**
 * Dice replayed from a list, e.g. the dice a physical game really rolled. Throws `DiceError`
 * when the list runs out or holds a value that is not an integer 1..6.
 *
 * @example
 * ```ts
 * const rng = scriptedRng([4, 3]); // a hit, then damage
 * ```
 */
export function scriptedRng(rolls: readonly number[], start = 0): Rng {
  const dice = [...rolls];
  let next = start;
  return {
    d6: () => {
      if (next >= dice.length) {
        throw new DiceError(
          'DICE_EXHAUSTED',
          `the scripted dice ran out after ${dice.length} rolls`,
        );
      }
      const value = dice[next]!;
      if (!Number.isInteger(value) || value < 1 || value > 6) {
        throw new DiceError('BAD_DIE', `scripted die #${next + 1} is ${String(value)}, not 1..6`);
      }
      next++;
      return value;
    },
    save: () => ({ kind: 'scripted', rolls: [...dice], next }),
  };
}

/** Rebuilds an `Rng` from `rng.save()`; it goes on drawing exactly where the saved one stopped. */
export function restoreRng(state: RngState): Rng {
  if (state.kind === 'scripted') return scriptedRng(state.rolls, state.next);
  const arc4: Arc4State = { i: state.arc4.i, j: state.arc4.j, S: [...state.arc4.S] };
  return fromSeedrandom(seedrandom('', { state: arc4 }) as seedrandom.StatefulPRNG<Arc4State>);
}
