import seedrandom from 'seedrandom';
import { errorJson } from '../_internals/error-json.js';

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

  /** `name`, `message` and every field, so that `JSON.stringify` keeps why it failed. */
  toJSON(): Record<string, unknown> {
    return errorJson(this);
  }
}

const RNG_MARKER = Symbol.for('globetrotter.InvalidRngError');

/**
 * Thrown at the call by every function that takes dice (`createGame`, `applyAction`, a bot's
 * `chooseAction`) when its `rng` is missing or is not an `Rng`: without this check a missing
 * `rng` would only fail at the first die, far from its cause, and a game could be half played.
 * A `TypeError`, like `UnknownOptionError`: a mistake in the calling code. `code` is always
 * `'INVALID_RNG'`; `functionName` names the function called.
 *
 * @example
 * ```ts
 * createGame({ players: 2 }); // InvalidRngError: createGame: rng must be dice made by createRng(seed) …
 * createGame({ players: 2 }, createRng(7)); // pass dice
 * ```
 */
export class InvalidRngError extends TypeError {
  /** Always `'INVALID_RNG'`. */
  readonly code = 'INVALID_RNG';
  /** The function that refused its `rng`, e.g. `'applyAction'`. */
  readonly functionName: string;

  constructor(functionName: string, rng: unknown) {
    const given =
      rng === null ? 'null' : typeof rng === 'object' ? 'an object without d6()' : typeof rng;
    super(
      `${functionName}: rng must be dice made by createRng(seed) (or scriptedRng(rolls), restoreRng(saved)), not ${given}`,
    );
    this.name = 'InvalidRngError';
    this.functionName = functionName;
    Object.defineProperty(this, RNG_MARKER, { value: true });
  }

  /** `name`, `message` and every field, so that `JSON.stringify` keeps why it failed. */
  toJSON(): Record<string, unknown> {
    return errorJson(this);
  }

  // Recognise errors from another copy of the package too (a marker, as fast-check does).
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && RNG_MARKER in value;
  }
}

/**
 * Throws an `InvalidRngError` unless `rng` has a `d6` method. Called first thing by every
 * public function that takes dice, whatever it is asked to do, so that a missing `rng` fails at
 * once and not at the first shot of a game. One `typeof`: cheap on hot paths.
 */
export function checkRng(functionName: string, rng: unknown): asserts rng is Rng {
  if (typeof (rng as Rng | null | undefined)?.d6 !== 'function')
    throw new InvalidRngError(functionName, rng);
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
