// The game's first words, which states (types.ts), actions (actions.ts) and rulesets
// (ruleset.ts) all use: a file of their own, so that none of those imports another in a circle.

/** A player, by seat: `0 .. players − 1`. Seating order is ascending, wrapping round. */
export type PlayerIndex = number;

/**
 * The kinds of Building a player may raise on an HQ (at most one of each, ruling R7). Each
 * ruleset has four (`Ruleset.structures`): 2025-01 and 2026-06 a Treasury, 2024-12 a Medic.
 */
export type Structure = 'spacePort' | 'factory' | 'drillCannon' | 'treasury' | 'medic';

/**
 * The structure kinds of 2025-01 and 2026-06, in the order the rules and legal-action lists use.
 * A ruleset's own kinds are `rulesetOf(state).structures` (2024-12 has a Medic, no Treasury).
 */
export const STRUCTURES: readonly Structure[] = ['spacePort', 'factory', 'drillCannon', 'treasury'];
