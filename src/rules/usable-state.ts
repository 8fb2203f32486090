import { isRulesetName } from './ruleset.js';
import type { GameState } from './types.js';

// The cheap check every public function that takes a state makes first (issue 29, item 22):
// enough of the shape that the rules never meet a `TypeError` on a value that is not a state at
// all (`null`, `42`, `{}`) or whose top level is wrong (`players: []`, `status: "bogus"`), at
// the cost of a dozen `typeof`s. The full check is `validateState` (validate-state.ts); states
// from outside should pass it once. What this misses deeper down (a Rover with no location)
// is still caught: validateAction and applyAction run validateState when a check throws
// anything but an IllegalActionError, and name the broken invariant.

function isIndex(value: unknown, length: number): boolean {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;
}

function isCount(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0;
}

/**
 * Why `value` is not even shaped like a `GameState` at its top level, as `[path, message]`, or
 * `null` when it is. Looks at the top-level fields only, never into arrays: constant time.
 */
export function stateShapeProblem(value: unknown): readonly [string, string] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const what = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
    return ['', `a game state must be an object, not ${what}`];
  }
  const s = value as Partial<Record<keyof GameState, unknown>>;
  if (s.version !== 1) return ['version', 'version must be 1'];
  const options = s.options as Partial<Record<string, unknown>> | null | undefined;
  if (typeof options !== 'object' || options === null)
    return ['options', 'options must be an object'];
  if (options.ruleset !== undefined && !isRulesetName(options.ruleset))
    return ['options.ruleset', 'options.ruleset must name a ruleset'];
  const status = s.status;
  if (status !== 'playing' && status !== 'setup' && status !== 'finished')
    return ['status', 'status must be setup, playing or finished'];
  if (!Array.isArray(s.players) || s.players.length < 2)
    return ['players', 'players must be an array of at least 2 players'];
  if (options.players !== s.players.length)
    return ['options.players', 'options.players must be the number of players'];
  if (!Array.isArray(s.planets) || s.planets.length < 1)
    return ['planets', 'planets must be an array of at least 1 planet'];
  if (options.planets !== s.planets.length)
    return ['options.planets', 'options.planets must be the number of planets'];
  if (!isIndex(s.currentPlayer, s.players.length))
    return ['currentPlayer', 'currentPlayer must be a seat of the game'];
  if (!isIndex(s.firstPlayer, s.players.length))
    return ['firstPlayer', 'firstPlayer must be a seat of the game'];
  if (!isCount(s.turn)) return ['turn', 'turn must be an integer ≥ 0'];
  if (!isCount(s.actionsThisTurn))
    return ['actionsThisTurn', 'actionsThisTurn must be an integer ≥ 0'];
  if (!Array.isArray(s.rovers)) return ['rovers', 'rovers must be an array'];
  if (!Array.isArray(s.buildings)) return ['buildings', 'buildings must be an array'];
  if (!Array.isArray(s.winners)) return ['winners', 'winners must be an array'];
  if (s.last !== null && (typeof s.last !== 'object' || Array.isArray(s.last)))
    return ['last', 'last must be an object or null'];
  return null;
}
