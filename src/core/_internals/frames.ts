// What each ply did, for `toState().last` and for `unmake`: per ply the journal length and the
// key before it, and a fixed-size frame of the action, its dice and its events, all in typed
// arrays that double when a game runs deeper than any before (never in steady state).

// A frame's size is its ruleset's (`RulesetCore.frameSize`): the largest action's dice and
// events must fit, and a smaller frame is less memory per ply of undo.

/** 2026-06's frame: its Fire (ruling R45: up to 22 dice, and dozens of events with an
 * explosion, captured Treasuries and players going out). */
export const FRAME_2026 = 512;
/**
 * 2025-01's and 2024-12's frame: up to 8 dice, and 14 events (a shot's result, a planet
 * destroyed, six players out, the turn limit: 12 at most).
 */
export const FRAME_SMALL = 176;
export const F_PLAYER = 0;
export const F_TYPE = 1; // index in ACTION_TYPES
export const F_FIELDS = 2; // up to 5 action fields
export const F_DICE = 7; // count, then (purpose, value) pairs
export const MAX_DICE = 32;
export const F_EVENTS = F_DICE + 1 + 2 * MAX_DICE; // count, then events of EVENT_SIZE
export const EVENT_SIZE = 7;

/**
 * Die purposes, by code. Code 6 is a damage die whose face classes split at 3 and at 4 (2026-06's
 * shots, ruling R35: cover raises damage to 4+), for enumerating chance outcomes.
 */
export const PURPOSES = [
  'rollOff',
  'hit',
  'damage',
  'planet',
  'hits',
  'explosion',
  'damage',
] as const;
export const D_HIT = 1;
export const D_DAMAGE = 2;
export const D_PLANET = 3;
export const D_HITS = 4;
export const D_EXPLOSION = 5;
export const D_DAMAGE_SPLIT = 6;

/** Event codes. */
export const E_MISS = 0;
export const E_NO_DAMAGE = 1;
export const E_DAMAGED = 2;
export const E_DESTROYED = 3;
export const E_ENTERED_ORBIT = 4;
export const E_POINT_SPENT = 5;
export const E_PLANET_DESTROYED = 6;
export const E_ELIMINATED = 7;
export const E_TURN_LIMIT = 8;
export const E_EXPLODED = 9;
export const E_POINTS_CAPTURED = 10;
/** Piece kinds of a target. */
export const P_ROVER = 0;
export const P_FORT = 1;
export const P_BUILDING = 2;

/**
 * A ply's entries in `Plies.undo`: the journal length, the two halves of the key and the stamp
 * of the listing's marks (marks.ts) before it.
 */
export const UNDO = 4;
export const U_JOURNAL = 0;
export const U_HI = 1;
export const U_LO = 2;
export const U_MARK = 3;

export class Plies {
  /** Plies made since the core was built. */
  depth = 0;
  /** Per ply, side by side (one cache line): the journal length, the key and the mark stamp before it. */
  undo = new Int32Array(16 * UNDO);
  frames: Int32Array;
  /** How many events a frame holds. */
  readonly maxEvents: number;

  /** `frame`: the size of one ply's frame, in Int32s (`FRAME_2026`, `FRAME_SMALL`). */
  constructor(readonly frame: number) {
    this.frames = new Int32Array(16 * frame);
    this.maxEvents = Math.floor((frame - F_EVENTS - 1) / EVENT_SIZE);
  }

  /** Makes room for ply `depth` (0-based) and returns its frame's offset. */
  push(journalLength: number, hi: number, lo: number): number {
    const d = this.depth;
    const at = d * UNDO;
    if (at + UNDO > this.undo.length) this.grow();
    const undo = this.undo;
    undo[at + U_JOURNAL] = journalLength;
    undo[at + U_HI] = hi;
    undo[at + U_LO] = lo;
    this.depth = d + 1;
    const f = d * this.frame;
    const frames = this.frames;
    frames[f + F_DICE] = 0;
    frames[f + F_EVENTS] = 0;
    return f;
  }

  private grow(): void {
    const n = (this.undo.length / UNDO) * 2;
    const widen = (a: Int32Array, size: number): Int32Array<ArrayBuffer> => {
      const next = new Int32Array(size);
      next.set(a);
      return next;
    };
    this.undo = widen(this.undo, n * UNDO);
    this.frames = widen(this.frames, n * this.frame);
  }

  /**
   * The action's type and fields in the frame at `f`, every one given (0 where the action has
   * fewer): without default parameters the method is about half the bytecode, which V8's
   * inlining budget counts.
   */
  fields(f: number, type: number, a: number, b: number, c: number, d: number, e: number): void {
    const frames = this.frames;
    frames[f + F_TYPE] = type;
    frames[f + F_FIELDS] = a;
    frames[f + F_FIELDS + 1] = b;
    frames[f + F_FIELDS + 2] = c;
    frames[f + F_FIELDS + 3] = d;
    frames[f + F_FIELDS + 4] = e;
  }

  /** Appends an event to the frame at `f`. */
  event(f: number, code: number, a = 0, b = 0, c = 0, d = 0, e = 0, g = 0): void {
    const frames = this.frames;
    const n = frames[f + F_EVENTS]!;
    if (n >= this.maxEvents) tooManyEvents();
    const at = f + F_EVENTS + 1 + n * EVENT_SIZE;
    frames[at] = code;
    frames[at + 1] = a;
    frames[at + 2] = b;
    frames[at + 3] = c;
    frames[at + 4] = d;
    frames[at + 5] = e;
    frames[at + 6] = g;
    frames[f + F_EVENTS] = n + 1;
  }
}

function tooManyEvents(): never {
  throw new Error('core: too many events in one action');
}

/**
 * A signature of the events in the frame at `f`, the planet roll's total aside (outcome
 * grouping): 0 when `byPosition` (outcomes told apart by the position alone).
 */
export function eventsSignature(frames: Int32Array, f: number, byPosition: boolean): number {
  if (byPosition) return 0;
  const n = frames[f + F_EVENTS]!;
  let h = n;
  for (let k = 0; k < n; k++) {
    const at = f + F_EVENTS + 1 + k * EVENT_SIZE;
    const planetRoll = frames[at] === E_PLANET_DESTROYED;
    for (let x = 0; x < EVENT_SIZE; x++) {
      const v = planetRoll && x === 2 ? 0 : frames[at + x]!;
      h = (Math.imul(h, 31) + v) | 0;
    }
  }
  return h;
}

/** Die `k` of the last ply: `purpose * 8 + face` (the purpose's code, see PURPOSES). */
export function lastDieOf(plies: Plies, k: number): number {
  const f = (plies.depth - 1) * plies.frame + F_DICE + 1 + 2 * k;
  return plies.frames[f]! * 8 + plies.frames[f + 1]!;
}
