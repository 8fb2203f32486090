import { checkOptions } from '../../options/index.js';
import {
  ACTION_TYPES,
  type ActionType,
  actionFields,
  DEFAULT_RULESET,
  type GameState,
  isRulesetName,
  printable,
  type RulesetName,
  rulesetNamed,
  type Structure,
} from '../../rules/index.js';
import { PARSE_OPTION_KEYS, type ParseActionOptions } from '../notation-options.js';

/**
 * What the notation of one ruleset reads: its verbs (the action types the ruleset has) and the
 * fields it gives actions that older notation never wrote. A record of every ruleset name, so a
 * new ruleset is a compile error here until its notation is decided.
 */
export interface Dialect {
  /** Action types the ruleset does not have: their verbs are not read (as before they existed). */
  readonly absent: readonly ActionType[];
  /**
   * Whether produce, ready, aim and fire name their planet (a player has a Factory and a Drill
   * Cannon per planet, 2026-06 rulings R43, R45); left out, it is planet 0.
   */
  readonly cannonPlanet: boolean;
  /** Whether `place` also places a Rover (`place 26 rover 25`, 2026-06 ruling R32). */
  readonly placeRover: boolean;
  /** The structures `build` and `destroy` name (2024-12 has a Medic and no Treasury). */
  readonly structures: readonly Structure[];
  /**
   * The action types whose Rover faces a space after the action, written after its space as
   * `26>16` (2024-12, ruling R52): place, move, build's `moveTo`, descend, produce.
   */
  readonly facing: readonly ActionType[];
  /**
   * Whether a Fortification stands on an edge, which a shot names by its two spaces
   * (`r1 shoot 16/26 fortification`, 2024-12 rulings R56, R57).
   */
  readonly edges: boolean;
  /** Whether Fire names its target (`fire 41 rover`, `fire 16/26 fortification`, 2024-12 R63). */
  readonly fireTarget: boolean;
}

/** A ruleset's dialect, read from the action shapes of the rules (`actionFields`). */
function rulesDialect(ruleset: RulesetName): Dialect {
  const has = (type: ActionType, field: string) =>
    actionFields(ruleset, type)?.includes(field) ?? false;
  return {
    absent: ACTION_TYPES.filter((t) => actionFields(ruleset, t) === null),
    cannonPlanet: has('ready', 'planet'),
    placeRover: has('place', 'roverSpace'),
    structures: rulesetNamed(ruleset).structures,
    facing: ACTION_TYPES.filter((t) => has(t, 'facing')),
    edges: has('shoot', 'across'),
    fireTarget: has('fire', 'target'),
  };
}

export const DIALECTS: Readonly<Record<RulesetName, Dialect>> = {
  '2024-12': rulesDialect('2024-12'),
  '2025-01': rulesDialect('2025-01'),
  '2026-06': rulesDialect('2026-06'),
};

/** The position, or the options, `parseAction` was given; both optional. */
type ParseContext = GameState | ParseActionOptions | undefined;

/** The position of a context, when it is one (a state has `options`; parse options do not). */
export function stateOf(context: ParseContext): GameState | undefined {
  return context !== undefined && Object.hasOwn(context, 'options')
    ? (context as GameState)
    : undefined;
}

/** The dialect a context reads: its state's ruleset, or the options' (default 2025-01). */
export function dialectOf(context: ParseContext, caller: string): Dialect {
  let name: unknown;
  const state = stateOf(context);
  if (state !== undefined) {
    name = state.options?.ruleset ?? DEFAULT_RULESET;
  } else if (context !== undefined) {
    if (typeof context !== 'object' || context === null) {
      throw new TypeError(`${caller}: the second argument must be a position or options`);
    }
    checkOptions(caller, context, PARSE_OPTION_KEYS);
    name = (context as ParseActionOptions).ruleset ?? DEFAULT_RULESET;
  } else {
    name = DEFAULT_RULESET;
  }
  if (!isRulesetName(name)) {
    throw new RangeError(
      `${caller}: ruleset must be a ruleset name, not ${printable(String(name))}`,
    );
  }
  return DIALECTS[name];
}
