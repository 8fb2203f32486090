// The names of the published rulesets, apart from their numbers (ruleset.ts): the state's
// types (types.ts) name a ruleset, and the numbers read the state.

/**
 * The published versions of the rules, named by the month of their revision (docs/rules/),
 * every one implemented: `'2024-12'` (the first draft), `'2025-01'` (the default) and
 * `'2026-06'` (the latest).
 */
export type RulesetName = '2024-12' | '2025-01' | '2026-06';

/** Every ruleset name, oldest first. */
export const RULESET_NAMES: readonly RulesetName[] = ['2024-12', '2025-01', '2026-06'];

/** The ruleset a game plays when its options (or a record, or a state) name none. */
export const DEFAULT_RULESET = '2025-01' satisfies RulesetName;

/** Whether `value` names a published ruleset. */
export function isRulesetName(value: unknown): value is RulesetName {
  return RULESET_NAMES.includes(value as RulesetName);
}
