import { errorJson } from '../_internals/error-json.js';
import type { RuleRef } from './errors.js';
import { checkBuildings } from './validate-state/buildings.js';
import type { StateCheck } from './validate-state/context.js';
import { readHeader } from './validate-state/header.js';
import { checkLast } from './validate-state/last.js';
import { checkPlanets } from './validate-state/planets.js';
import { checkPlayers } from './validate-state/players.js';
import { Broken, FORMAT } from './validate-state/read.js';
import { checkRollOff } from './validate-state/roll-off.js';
import { checkRovers } from './validate-state/rovers.js';
import { checkFortificationsApart } from './validate-state/rules-2026-06.js';
import { checkStanding } from './validate-state/standing.js';

// A state that comes from outside (a saved game, a hand-built position) is checked here before
// anything trusts it: first its shape (every field, type and range, array lengths bounded by the
// rules before any array is walked), then the invariants that every reachable state keeps. The
// checks stop at the first problem, so the work is bounded by the input read so far.

const MARKER = Symbol.for('globetrotter.InvalidStateError');

/**
 * Why a value is not a usable `GameState`, as returned by `validateState`: the first broken
 * invariant. `code` is always `'INVALID_STATE'`; `rule` names the ruling broken (`'R7'`), or
 * `'state-format'` for a wrong shape; `path` says where (`'rovers[3].hp'`, `''` for the value
 * itself); `message` says why in words, path first.
 *
 * @example
 * ```ts
 * const check = validateState(JSON.parse(saved));
 * if (!check.ok) console.log(check.error.path, check.error.rule, check.error.message);
 * ```
 */
export class InvalidStateError extends Error {
  /** Stable machine-readable code, the one `validateAction` uses for unusable states. */
  readonly code: 'INVALID_STATE' = 'INVALID_STATE';
  /** The ruling broken, e.g. `'R17'`, or `'state-format'` for a wrong shape. */
  readonly rule: RuleRef;
  /** Where: a property path into the state, like `'rovers[3].hp'`; `''` for the value itself. */
  readonly path: string;

  constructor(path: string, rule: RuleRef, message: string) {
    super(message);
    this.name = 'InvalidStateError';
    this.rule = rule;
    this.path = path;
    Object.defineProperty(this, MARKER, { value: true });
  }

  /** `name`, `message` and every field, so that `JSON.stringify` keeps why it failed. */
  toJSON(): Record<string, unknown> {
    return errorJson(this);
  }

  // Recognise errors from another copy of the package too, as IllegalActionError does.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && MARKER in value;
  }
}

/** The result of `validateState`. */
export type StateValidationResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: InvalidStateError };

/**
 * The checks after the header (validate-state/header.ts), in the order of the state's fields:
 * each reads its part of the state and what the ones before it found (validate-state/context.ts).
 * A new invariant goes into the check of the part it constrains; one ruleset's own goes into
 * validate-state/rules-<ruleset>.ts, called from there. The order is the order of the errors:
 * the first problem found is the one reported.
 */
const CHECKS: readonly StateCheck[] = [
  checkPlayers,
  checkPlanets,
  checkRovers,
  checkBuildings,
  checkFortificationsApart,
  checkRollOff,
  checkStanding,
  checkLast,
];

/**
 * Whether `value` is a usable `GameState`: the right shape (every field, type, range and array
 * length) and every invariant a reachable state keeps (one Rover per space, Rovers ascending by
 * id below `nextRoverId`, hit points within the piece's maximum, Buildings alone on playable HQs
 * and one of each kind per player, Treasury points within capacity, nothing on a destroyed planet
 * or owned by a player who is out, a roll-off that `firstPlayer` won, a status consistent with
 * the players still in…), and each ruleset's own: in 2024-12 a facing on every Rover on a planet
 * (a neighbour of its space), Fortifications only on the 120 edges between playable spaces,
 * Drill Cannons with power 0..3, one action a turn. Never throws, whatever `value` is; stops at
 * the first problem, which the error names. Use it on every state that comes from outside: a
 * saved game, a message from a server, a hand-built position. States from `createGame` and
 * `applyAction` always pass.
 *
 * @example
 * ```ts
 * const saved: unknown = JSON.parse(localStorage.getItem('game') ?? 'null');
 * const check = validateState(saved);
 * if (check.ok) state = saved as GameState;
 * else console.error(`saved game refused: ${check.error.message}`); // e.g. 'rovers[3].hp: …'
 * ```
 */
export function validateState(value: unknown): StateValidationResult {
  try {
    const c = readHeader(value);
    for (const check of CHECKS) check(c);
    return { ok: true };
  } catch (e) {
    if (e instanceof Broken) {
      const where = e.path === '' ? 'the state' : e.path;
      return { ok: false, error: new InvalidStateError(e.path, e.rule, `${where}: ${e.why}`) };
    }
    // A hostile value (a throwing getter, a Proxy): refused, never thrown.
    return {
      ok: false,
      error: new InvalidStateError('', FORMAT, 'the state: not plain data (reading it threw)'),
    };
  }
}
