export { actionFields, canonicalAction } from './_internals/action-fields.js';
export { coveredByChains, coveredByWalls, underCover } from './_internals/cover.js';
export type { ShotOdds } from './_internals/shots.js';
export { firstUnheldNeighbor, isBuildSite } from './2025-01/build.js';
export type * from './actions.js';
export { ACTION_TYPES } from './actions.js';
export { APPLY_OPTION_KEYS, type ApplyOptions, applyAction } from './apply.js';
export {
  fail,
  ILLEGAL_ACTION_CODES,
  type IllegalActionCode,
  IllegalActionError,
  type RuleRef,
} from './errors.js';
export { LEGAL_OPTION_KEYS, type LegalActionsOptions, legalActions } from './legal.js';
export { type ActionOutcome, actionOutcomes } from './outcomes.js';
export { printable } from './printable.js';
export {
  checkRng,
  createRng,
  DiceError,
  InvalidRngError,
  type Rng,
  type RngState,
  restoreRng,
  scriptedRng,
} from './rng.js';
export {
  DEFAULT_RULESET,
  isRulesetName,
  RULESET_NAMES,
  type Ruleset,
  type RulesetName,
  rulesetNamed,
  rulesetOf,
  SUPPORTED_RULESETS,
} from './ruleset.js';
export {
  createGame,
  DEFAULT_TURN_LIMIT,
  GAME_OPTION_KEYS,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
} from './setup.js';
export { shotOdds } from './shot-odds.js';
export { targetSpace } from './target-space.js';
export type * from './types.js';
export { STRUCTURES } from './types.js';
export { stateShapeProblem } from './usable-state.js';
export { type ValidationResult, validateAction } from './validate.js';
export {
  InvalidStateError,
  type StateValidationResult,
  validateState,
} from './validate-state.js';
