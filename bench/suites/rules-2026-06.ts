import { rulesCases } from '../_internals/rules-cases.js';

// The rules suite's cases for the 2026-06 ruleset (issue 13): positions from the middle of
// seeded random two-player games of 2026-06, so its rates can be read beside 2025-01's.
export const cases = rulesCases({
  positions: 'bench-2026',
  choice: 'bench-2026-choice',
  dice: 'bench-2026-dice',
  games: 'game-2026',
  ruleset: '2026-06',
});
