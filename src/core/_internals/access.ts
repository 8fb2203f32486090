import type { GameState } from '../../rules/index.js';
import type { Context } from './context.js';

// The package's own code (the bots' evaluation on the core) reads a CoreGame's typed arrays
// directly; users do not: the accessor is granted here by CoreGame's static block and is not
// exported by the core's entry. Typed as `object` so that this file does not import game.ts.

type Reader<T> = (core: object) => T;

let contextReader: Reader<Context> | null = null;
let rulesetReader: Reader<string> | null = null;

/** Called once, by CoreGame's static block. */
export function grantCoreAccess(context: Reader<Context>, ruleset: Reader<string>): void {
  contextReader = context;
  rulesetReader = ruleset;
}

/** The context (position, plies, layout) of a CoreGame. */
export function coreContext(core: object): Context {
  return contextReader!(core);
}

/** The ruleset a CoreGame plays (`'2025-01'` for a state that names none). */
export function coreRuleset(core: object): string {
  return rulesetReader!(core);
}

let reloader: ((core: object, state: GameState) => boolean) | null = null;

/** Called once, by CoreGame's static block. */
export function grantCoreReload(reload: (core: object, state: GameState) => boolean): void {
  reloader = reload;
}

/**
 * Loads `state` into `core`'s arrays (src/core/_internals/reload.ts): true when it did, false
 * (the core unchanged) when the state has another ruleset or number of planets; throws the
 * `CoreError` `fromState` throws for a state it refuses.
 */
export function reloadCore(core: object, state: GameState): boolean {
  return reloader!(core, state);
}
