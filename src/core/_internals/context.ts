import type { Plies } from './frames.js';
import type { Layout } from './layout.js';
import type { Position } from './position.js';

/** Where the dice of one `make` come from (see `CoreGame.make`). */
export interface DiceCursor {
  /** A seeded source (`createRng`), or `null` with `list`. */
  rng: { d6(): number } | null;
  /** Explicit dice, read from `next`. */
  list: ArrayLike<number> | null;
  next: number;
  /** Past the end of `list`, roll 1s (for enumerating chance outcomes) instead of failing. */
  pad: boolean;
}

/** Everything the ruleset modules read and write: one per core. */
export interface Context {
  readonly pos: Position;
  readonly plies: Plies;
  readonly layout: Layout;
  readonly firstPlayer: number;
  readonly turnLimit: number | null;
  /** Scratch: the current player's Rovers on planets, by cell. */
  readonly ownCells: Int32Array;
  readonly ownIds: Int32Array;
  /** Scratch: a whole listing (`layout.total` ids), for checking a pass. */
  readonly listing: Int32Array;
  /** Scratch: ids listed in one pass and written after others (`cells × 5` at least). */
  readonly later: Int32Array;
  /** Scratch: the landing spaces of a descent, per cell. */
  readonly landing: Uint8Array;
  /** Set by the descent listing: how many spaces a Rover in orbit may land on. */
  landings: number;
  readonly dice: DiceCursor;
}
