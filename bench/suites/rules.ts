import { rulesCases } from '../_internals/rules-cases.js';

// Positions from the middle of seeded random two-player, one-planet games of the default
// ruleset (every 7th position after the 20th action), each with a legal action picked by a
// seeded chooser; the cases are in bench/_internals/rules-cases.ts.
export const cases = rulesCases({
  positions: 'bench',
  choice: 'bench-choice',
  dice: 'bench-dice',
  games: 'game',
});
