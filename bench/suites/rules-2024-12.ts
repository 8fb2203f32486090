import { rulesCases } from '../_internals/rules-cases.js';

// The rules suite's cases for the 2024-12 ruleset (issue 14): positions from the middle of
// seeded random two-player, one-planet games of 2024-12 (facings, Fortifications on edges), so
// its rates can be read beside 2025-01's and 2026-06's.
export const cases = rulesCases({
  positions: 'bench-2024',
  choice: 'bench-2024-choice',
  dice: 'bench-2024-dice',
  games: 'game-2024',
  ruleset: '2024-12',
});
